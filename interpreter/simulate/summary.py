"""The figures of a simulation, from its records: win rates, outcomes, length, tracks, cards."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .stats import Share, Stratified, holm, quartiles_counted, stratified

# A row of the card table needs at least this many games on each side of the comparison (played
# so / not), after leaving out the strata that hold only one kind; a smaller row says nothing.
MIN_GAMES = 20
# A mark survives Holm's correction for the number of rows at this level.
MARK_LEVEL = 0.05


@dataclass
class CardEffect:
    """How one side's use of a card (by one action) goes with that side winning, compared with
    the games where it did not play it so that ended in the same decade (a game that lasts longer
    sees more cards, and which decade a game reaches decides much of who wins)."""

    card: Any
    side: str
    action: str
    plays: int  # games where the side played the card so
    effect: Stratified
    adjusted: float = 1.0  # the p-value after Holm's correction over the table's rows

    @property
    def significant(self) -> bool:
        return self.adjusted < MARK_LEVEL


class Summary:
    """Everything the report shows about one content set's games, summed up as they are added
    (:meth:`add`, in seed order): counts only, so it holds as much after a billion games as after
    a hundred (the counts grow with the content's cards, tracks and decades, not with the games).
    Each figure is exactly what the records would give if they were all kept."""

    def __init__(self, records: Iterable[dict], sides: list[str], decades: list[str],
                 tracks: Iterable[str] = ()) -> None:
        self.sides, self.decades = sides, decades  # decades in the order they are played
        # the tracks in the content's order (a record read back from games.jsonl has its keys
        # sorted); a track the content does not name comes after them, in the order first seen
        self._track_order = list(tracks)
        self.games = 0
        self._winners: Counter = Counter()
        self._outcomes: Counter = Counter()  # in the order first seen, as Counter.most_common breaks ties
        self._turns: Counter = Counter()
        self._ends: Counter = Counter()
        self._track_names: dict[str, None] = {}  # in the order first seen
        # track -> decade -> Counter of the marker's space at that decade's end
        self._tracks: dict[str, dict[str, Counter]] = defaultdict(dict)
        self._plays: dict[Any, Counter] = defaultdict(Counter)
        # the card table's strata (games that ended in the same decade), in the order first seen:
        # decade -> [games, Counter of winners]; and per (card, side, action): decade -> [games
        # where the side played it so, of them won by that side]
        self._strata: dict[Any, list] = {}
        self._used: dict[tuple, dict[Any, list[int]]] = {}
        for r in records:
            self.add(r)

    def add(self, r: dict) -> None:
        """Count one more game."""
        self.games += 1
        self._winners[r["winner"]] += 1
        self._outcomes[r["outcome"]] += 1
        self._turns[r["turns"]] += 1
        self._ends[r["decade"]] += 1
        for t in r["tracks"]:
            self._track_names.setdefault(t)
        for d, per in r["by_decade"].items():
            for t, v in per.items():
                self._tracks[t].setdefault(d, Counter())[v] += 1
        stratum = self._strata.setdefault(r["decade"], [0, Counter()])
        stratum[0] += 1
        stratum[1][r["winner"]] += 1
        seen: dict[tuple, None] = {}
        for side, played in r["cards"].items():
            for card, action in played:
                self._plays[_key(card)][(side, action)] += 1
                seen[(_key(card), side, action)] = None
        for key in seen:  # a game counts once per card, side and action, however often it was played
            cell = self._used.setdefault(key, {}).setdefault(r["decade"], [0, 0])
            cell[0] += 1
            cell[1] += r["winner"] == key[1]

    def wins(self, side: str) -> Share:
        return Share(self._winners[side], self.games)

    def outcomes(self) -> list[tuple[str, Share]]:
        return [(o, Share(n, self.games)) for o, n in self._outcomes.most_common()]

    def turns(self) -> Counter:
        """How many games lasted each number of turns."""
        return Counter(self._turns)

    def end_decades(self) -> list[tuple[str, int]]:
        return [(d, self._ends[d]) for d in self.decades if self._ends[d]]

    def tracks(self) -> dict[str, list[tuple[str, tuple[float, float, float]]]]:
        """Per track, per decade reached: the quartiles of the marker's space at that decade's end
        (or where the game ended, in the decade it ended in)."""
        out: dict[str, list] = {}
        for t in [*(t for t in self._track_order if t in self._track_names),
                  *(t for t in self._track_names if t not in self._track_order)]:
            per = self._tracks.get(t, {})
            out[t] = [(d, quartiles_counted(per[d])) for d in self.decades if per.get(d)]
        return out

    def card_plays(self) -> dict[Any, Counter]:
        """Per card: how often each side played it by each action ((side, action) -> count)."""
        return {card: Counter(c) for card, c in self._plays.items()}

    def card_effects(self) -> tuple[list[CardEffect], int]:
        """For each card, side and action it was played by: that side's win rate in the games
        where it played the card so, against the games where it did not, within the games that
        ended in the same decade; the rows with fewer than MIN_GAMES games on either side are left
        out (their number is the second value), and the marks are corrected for the rows shown."""
        out: list[CardEffect] = []
        small = 0
        for (card, side, action), cells in self._used.items():
            strata = []
            for decade, (members, winners) in self._strata.items():
                n1, k1 = cells.get(decade, (0, 0))
                wins = winners[side] if side in self.sides else 0
                strata.append((k1, n1, wins - k1, members - n1))
            effect = stratified(strata)
            if effect is None or min(effect.used, effect.other) < MIN_GAMES:
                small += 1
                continue
            out.append(CardEffect(card, side, action, sum(n for n, _ in cells.values()), effect))
        for e, adj in zip(out, holm([e.effect.p for e in out]), strict=True):
            e.adjusted = adj
        out.sort(key=lambda e: (_order(e.card), self.sides.index(e.side) if e.side in self.sides else 99,
                                e.action))
        return out, small


def _key(card: Any) -> Any:
    """A card id as records hold it (JSON keeps numbers and texts apart)."""
    return card


def _order(card: Any) -> tuple:
    return (0, card, "") if isinstance(card, int) else (1, 0, str(card))


def paired(a: list[dict], b: list[dict]) -> tuple[list[dict], list[dict]]:
    """The records of the seeds both runs finished, in seed order (an interrupted comparison)."""
    seeds = {r["seed"] for r in a} & {r["seed"] for r in b}
    return [r for r in a if r["seed"] in seeds], [r for r in b if r["seed"] in seeds]
