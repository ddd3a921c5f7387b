"""A compare's analysis: the same seeds played by two content sets (or two players), pair by pair.

Each seed's two games are twins: the analysis counts the games the change touched at all (their
moves differ), the winners that flipped each way, and for each side's wins and each outcome the
paired difference with its exact McNemar test and interval (``stats.Paired``).  The cards whose
use changed are listed before and after, so a designer sees where the change acted.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .stats import ALPHA, Paired, Verdict, paired_counts


@dataclass(frozen=True)
class Usage:
    """How often one card was played by one side with one action, before and after."""

    card: Any
    side: str
    action: str
    before: int
    after: int


@dataclass
class Comparison:
    """The paired figures of two runs over the same seeds (records in seed order)."""

    before: list[dict]
    after: list[dict]
    sides: list[str]
    changed_cards: set[str] = field(default_factory=set)  # cards whose declaration differs
    verdict: Verdict | None = None  # the sequential mode's last look, if it ran
    looks: int = 1  # how many looks the error rate is shared among
    precision: float = 0.0  # the sequential mode's precision (a fraction)

    @property
    def n(self) -> int:
        return len(self.before)

    @property
    def alpha(self) -> float:
        return ALPHA / self.looks

    def changed(self) -> int:
        """Games whose moves differ at all between the two runs."""
        return sum(1 for a, b in zip(self.before, self.after, strict=True) if a.get("moves") != b.get("moves"))

    def flips(self) -> list[tuple[Any, Any, int]]:
        """(winner before, winner after, games) for each way a winner changed, most first."""
        c = Counter((a["winner"], b["winner"]) for a, b in zip(self.before, self.after, strict=True)
                    if a["winner"] != b["winner"])
        return [(x, y, n) for (x, y), n in sorted(c.items(), key=lambda kv: (-kv[1], str(kv[0])))]

    def wins(self, side: str) -> Paired:
        return paired_counts([r["winner"] == side for r in self.before], [r["winner"] == side for r in self.after])

    def outcomes(self) -> list[tuple[str, Paired]]:
        names = list(dict.fromkeys(r["outcome"] for r in [*self.before, *self.after]))
        return [(o, paired_counts([r["outcome"] == o for r in self.before], [r["outcome"] == o for r in self.after]))
                for o in names]

    def usage(self, limit: int = 12) -> list[Usage]:
        """The cards the change acted on: every use of a card whose declaration changed, then the
        uses that changed most (at most ``limit`` rows in all)."""
        def count(records: list[dict]) -> Counter:
            c: Counter = Counter()
            for r in records:
                for side, played in r["cards"].items():
                    for card, action in played:
                        c[(card, side, action)] += 1
            return c

        a, b = count(self.before), count(self.after)
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
        out["sequential"] = {"decision": c.verdict.decision, "looks": c.looks,
                             "interval": [round(x, 6) for x in c.verdict.interval]}
    return out
