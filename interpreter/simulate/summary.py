"""The figures of a simulation, from its records: win rates, outcomes, length, tracks, cards."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from .stats import Share, Stratified, holm, quartiles, stratified

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


@dataclass
class Summary:
    """Everything the report shows about one content set's games."""

    records: list[dict]
    sides: list[str]
    decades: list[str]  # in the order they are played

    @property
    def games(self) -> int:
        return len(self.records)

    def wins(self, side: str) -> Share:
        return Share(sum(1 for r in self.records if r["winner"] == side), self.games)

    def outcomes(self) -> list[tuple[str, Share]]:
        c = Counter(r["outcome"] for r in self.records)
        return [(o, Share(n, self.games)) for o, n in c.most_common()]

    def turns(self) -> list[int]:
        return [r["turns"] for r in self.records]

    def end_decades(self) -> list[tuple[str, int]]:
        c = Counter(r["decade"] for r in self.records)
        return [(d, c[d]) for d in self.decades if c[d]]

    def tracks(self) -> dict[str, list[tuple[str, tuple[float, float, float]]]]:
        """Per track, per decade reached: the quartiles of the marker's space at that decade's end
        (or where the game ended, in the decade it ended in)."""
        names: list[str] = []
        for r in self.records:
            for t in r["tracks"]:
                if t not in names:
                    names.append(t)
        out: dict[str, list] = {}
        for t in names:
            rows = []
            for d in self.decades:
                values = [r["by_decade"][d][t] for r in self.records if d in r["by_decade"]]
                if values:
                    rows.append((d, quartiles(values)))
            out[t] = rows
        return out

    def card_plays(self) -> dict[Any, Counter]:
        """Per card: how often each side played it by each action ((side, action) -> count)."""
        plays: dict[Any, Counter] = defaultdict(Counter)
        for r in self.records:
            for side, played in r["cards"].items():
                for card, action in played:
                    plays[_key(card)][(side, action)] += 1
        return dict(plays)

    def card_effects(self) -> tuple[list[CardEffect], int]:
        """For each card, side and action it was played by: that side's win rate in the games
        where it played the card so, against the games where it did not, within the games that
        ended in the same decade; the rows with fewer than MIN_GAMES games on either side are left
        out (their number is the second value), and the marks are corrected for the rows shown."""
        used: dict[tuple, set[int]] = defaultdict(set)
        for i, r in enumerate(self.records):
            for side, played in r["cards"].items():
                for card, action in played:
                    used[(_key(card), side, action)].add(i)
        by_decade: dict[Any, list[int]] = defaultdict(list)
        for i, r in enumerate(self.records):
            by_decade[r["decade"]].append(i)
        won = {s: {i for i, r in enumerate(self.records) if r["winner"] == s} for s in self.sides}
        out: list[CardEffect] = []
        small = 0
        for (card, side, action), games in used.items():
            wins = won.get(side, set())
            strata = []
            for members in by_decade.values():
                n1 = sum(1 for i in members if i in games)
                k1 = sum(1 for i in members if i in games and i in wins)
                k0 = sum(1 for i in members if i in wins) - k1
                strata.append((k1, n1, k0, len(members) - n1))
            effect = stratified(strata)
            if effect is None or min(effect.used, effect.other) < MIN_GAMES:
                small += 1
                continue
            out.append(CardEffect(card, side, action, len(games), effect))
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
