"""A compare's analysis: the same seeds played by two content sets (or two players), pair by pair.

Each seed's two games are twins: the analysis counts the games the change touched at all (their
moves differ), the winners that flipped each way, and for each side's wins and each outcome the
paired difference with its exact McNemar test and interval (``stats.Paired``).  The cards whose
use changed are listed before and after, so a designer sees where the change acted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .stats import ALPHA, Paired, Verdict


@dataclass(frozen=True)
class Usage:
    """How often one card was played by one side with one action, before and after."""

    card: Any
    side: str
    action: str
    before: int
    after: int


class Comparison:
    """The paired figures of two runs over the same seeds, summed up pair by pair as the twins are
    added (:meth:`add`, in seed order): counts only, so a compare of a billion seeds holds no
    more than one of a hundred.  Each figure is exactly what the two lists of records would give."""

    def __init__(self, sides: list[str], changed_cards: set[str] | None = None, precision: float = 0.0,
                 planned: int = 1) -> None:
        self.sides = sides
        self.changed_cards = changed_cards or set()  # cards whose declaration differs
        self.verdict: Verdict | None = None  # the sequential mode's last look, if it ran
        self.precision = precision  # the sequential mode's precision (a fraction)
        self.planned = planned  # the sequential mode's looks, if it runs to its cap
        self.n = 0
        self._changed = 0
        self._winners: Counter = Counter()  # winners before
        self._flips: Counter = Counter()  # (winner before, winner after) where they differ
        self._outcomes_before: Counter = Counter()  # in the order first seen
        self._outcomes_after: dict[Any, None] = {}
        self._outcome_moves: Counter = Counter()  # (outcome before, after) where they differ
        self._used: tuple[Counter, Counter] = (Counter(), Counter())  # (card, side, action) -> plays, before, after

    @classmethod
    def of(cls, before: Iterable[dict], after: Iterable[dict], sides: list[str], **kw: Any) -> Comparison:
        """The comparison of two lists of records (the same seeds, in seed order)."""
        c = cls(sides, **kw)
        for a, b in zip(before, after, strict=True):
            c.add(a, b)
        return c

    def add(self, a: dict, b: dict) -> None:
        """Count one more pair: the game of a seed before the change and after it."""
        self.n += 1
        self._changed += a.get("moves") != b.get("moves")
        self._winners[a["winner"]] += 1
        if a["winner"] != b["winner"]:
            self._flips[(a["winner"], b["winner"])] += 1
        self._outcomes_before[a["outcome"]] += 1
        self._outcomes_after.setdefault(b["outcome"])
        if a["outcome"] != b["outcome"]:
            self._outcome_moves[(a["outcome"], b["outcome"])] += 1
        for r, c in zip((a, b), self._used, strict=True):
            for side, played in r["cards"].items():
                for card, action in played:
                    c[(card, side, action)] += 1

    @property
    def alpha(self) -> float:
        """The level of the intervals shown: 5 %, or in the sequential mode the level of the look
        it stopped at (see ``stats.Sequential``), so that what they call significant is what the
        stopping rule found."""
        return self.verdict.alpha if self.verdict is not None else ALPHA

    def changed(self) -> int:
        """Games whose moves differ at all between the two runs."""
        return self._changed

    def flips(self) -> list[tuple[Any, Any, int]]:
        """(winner before, winner after, games) for each way a winner changed, most first."""
        return [(x, y, n) for (x, y), n in sorted(self._flips.items(), key=lambda kv: (-kv[1], str(kv[0])))]

    @staticmethod
    def _paired(x: Any, before: Counter, moves: Counter, n: int) -> Paired:
        gained = sum(k for (a, b), k in moves.items() if b == x and a != x)
        lost = sum(k for (a, b), k in moves.items() if a == x and b != x)
        return Paired(gained, lost, n, before[x])

    def wins(self, side: str) -> Paired:
        return self._paired(side, self._winners, self._flips, self.n)

    def outcomes(self) -> list[tuple[str, Paired]]:
        names = list(dict.fromkeys([*self._outcomes_before, *self._outcomes_after]))
        return [(o, self._paired(o, self._outcomes_before, self._outcome_moves, self.n)) for o in names]

    def usage(self, limit: int = 12) -> list[Usage]:
        """The cards the change acted on: every use of a card whose declaration changed, then the
        uses that changed most (at most ``limit`` rows in all)."""
        a, b = self._used
        keys = set(a) | set(b)
        rows = [Usage(k[0], k[1], k[2], a[k], b[k]) for k in keys]
        declared = sorted((u for u in rows if str(u.card) in self.changed_cards), key=_order)
        moved = sorted((u for u in rows if str(u.card) not in self.changed_cards and u.before != u.after),
                       key=lambda u: (-abs(u.after - u.before), *_order(u)))
        return (declared + moved)[:max(limit, len(declared))]


def _order(u: Usage) -> tuple:
    return (0, u.card, "", u.side, u.action) if isinstance(u.card, int) else (1, 0, str(u.card), u.side, u.action)


def changed_cards(first: Any, second: Any) -> set[str]:
    """The ids of the cards whose declarations differ between two compiled rule sets."""
    a, b = first.of_kind("card"), second.of_kind("card")
    return {str(k) for k in set(a) | set(b) if a.get(k) != b.get(k)}


def as_json(c: Comparison, names: list[str]) -> dict:
    """The compare's summary for scripts (`wsdv simulate --json`)."""
    def paired(p: Paired) -> dict:
        lo, hi = p.interval(c.alpha)
        return {"before": p.before, "after": p.after, "gained": p.gained, "lost": p.lost,
                "difference": round(p.diff, 6), "interval": [round(lo, 6), round(hi, 6)],
                "mcnemar_p": round(p.p_value(), 6), "significant": p.significant(c.alpha)}

    out: dict[str, Any] = {
        "sets": names, "pairs": c.n, "changed_games": c.changed(),
        "winner_flips": [{"from": x, "to": y, "games": n} for x, y, n in c.flips()],
        "confidence": round(1 - c.alpha, 6),
        "wins": {s: paired(c.wins(s)) for s in c.sides},
        "outcomes": {o: paired(p) for o, p in c.outcomes()},
        "cards": [{"card": u.card, "side": u.side, "action": u.action, "before": u.before, "after": u.after}
                  for u in c.usage()],
    }
    if c.verdict is not None:
        v = c.verdict
        out["sequential"] = {"decision": v.decision, "looks": v.looks, "planned_looks": c.planned,
                             "mcnemar_p": round(v.p, 6), "bound": round(v.bound, 6),
                             "interval": [round(x, 6) for x in v.interval]}
    return out
