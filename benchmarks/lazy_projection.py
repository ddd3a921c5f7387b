"""Which of a turn's proposed pairs need projecting?  A study of lazy projection, offline.

    python benchmarks/lazy_projection.py FILE.npz [FILE.npz ...] [--held-out N] [--seed S] [--bar P]

Why: the default bot (``foresight``) plays out the pairs of a card and an action its ``proposal``
picks at a turn's first decision (about 6 as West, 8 as East) and projects every one of them through
the end of the decade, about 0.3 ms each: the largest share of a self-play game's CPU.  A lazy
judge would project them one at a time, in an order known before any projection (the score where
the turn ends), and stop as soon as what it has seen says the rest cannot change the choice.  This
simulates such rules on the records of ``benchmarks/learned_screen.py record`` (every pair of each
decision played out and projected, so any rule's outcome can be read off without playing), and
says whether any saves enough projections without playing worse.

Each rule sees only the proposal's own picks (learned_screen.shipped), projects the first in its
order, and for each next one decides from what it has seen (the scores where the turn ends of
every pick, the projected scores of those it projected) whether to project it; the choice is the
best projected.  Judged against the proposal as it ships (every pick projected): the projections a
decision, the share of decisions whose choice is the shipped one's (or an equal), and the projected
score lost a decision (capped at 200 as propose_fit.py caps it).  A rule with a parameter has it
chosen on the games not held out (the fewest projections whose loss there is within ``--bar``
points a decision, side by side), then judged on the ``--held-out`` games (drawn by game with
``--seed``).  Also printed: how much the decisions whose picks' projections never end the game lose
when only the best 1, 2 or 3 where the turn ends are projected (would a signal "this decision can
end the game" be enough?).  numpy only, no game is played; a few seconds.  What it found:
docs/guide/simulation.md, "Lazy projection of a turn's pairs, studied".
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from learned_screen import CAP, Data, shipped  # noqa: E402  (the proposal's picks as the bot picks them)

# A projected score beyond this is a game the projection ended (the declaration's ``win`` is
# 100,000; the features alone stay within a few hundred).
ENDED = 50_000


class Pick:
    """One decision's picks: projected and static score, always projected by the proposal, action."""

    __slots__ = ("y", "s", "always", "action", "game")

    def __init__(self, y: np.ndarray, s: np.ndarray, always: np.ndarray, action: np.ndarray, game: int) -> None:
        self.y, self.s, self.always, self.action, self.game = y, s, always, action, game


# A rule: (decision, the picks projected so far, the best projected score so far, the next pick)
# -> whether to project it.
Rule = Callable[[Pick, list[int], float, int], bool]


def load(files: list[str]) -> dict[str, list[Pick]]:
    """Every file's decisions by side, each cut to the proposal's picks (the encoding is not read)."""
    zs = [np.load(f) for f in files]
    if len({str(z["content"]) for z in zs}) > 1:
        raise SystemExit("the files were recorded with different content")
    cat = {k: np.concatenate([z[k] for z in zs]) for k in
           ("static", "projected", "always", "proposal", "action", "sizes", "game", "side")}
    starts = np.concatenate([[0], np.cumsum(cat["sizes"])])
    d = Data(np.empty((len(cat["static"]), 0), np.float32), cat["static"], cat["projected"], cat["always"],
             cat["proposal"], cat["action"], starts, cat["game"])
    picked = shipped(d)
    out: dict[str, list[Pick]] = {}
    for k, s in enumerate(d.decisions()):
        m = picked[s]
        out.setdefault(str(cat["side"][k]), []).append(Pick(
            d.projected[s][m].astype(float), d.static[s][m].astype(float), d.always[s][m], d.action[s][m],
            int(cat["game"][k])))
    return out


def by_static(p: Pick) -> list[int]:
    """The picks, best where the turn ends first (the first of equals)."""
    return [int(j) for j in np.argsort(-p.s, kind="stable")]


def judge(ds: Sequence[Pick], rule: Rule, order: Callable[[Pick], list[int]] = by_static) -> tuple[float, float, float]:
    """Projections a decision, share of decisions choosing as the proposal does, points lost a decision."""
    n = same = lost = 0.0
    for p in ds:
        o = order(p)
        done = [o[0]]
        best = p.y[o[0]]
        for j in o[1:]:
            if rule(p, done, best, j):
                done.append(j)
                best = max(best, p.y[j])
        gap = p.y.max() - best
        n += len(done)
        same += gap == 0
        lost += min(gap, CAP)
    return n / len(ds), same / len(ds), lost / len(ds)


def _gains(p: Pick, done: list[int], kind: bool | None = None) -> list[float]:
    """The projection's gain over the score where the turn ends, of the picks projected whose
    projection did not end the game (of those whose ``always`` is ``kind``, if given)."""
    return [p.y[k] - p.s[k] for k in done if abs(p.y[k]) < ENDED and (kind is None or p.always[k] == kind)]


def top(n: int, events: bool = False) -> Rule:
    """The ``n`` best where the turn ends (with every ``always`` pick, if ``events``)."""
    def rule(p: Pick, done: list[int], best: float, j: int) -> bool:
        return len(done) < n or (events and bool(p.always[j]))
    return rule


def margin(m: float, events: bool = False, by_kind: bool = False, stop_at_win: bool = False) -> Rule:
    """A bound: a pick is projected unless its score where the turn ends plus the largest gain seen
    so far (of its own kind, ``always`` or not, if ``by_kind``) plus ``m`` is below the best
    projected; projected always while no gain is known (every projection ended the game), and,
    if ``events``, every ``always`` pick; none once a projection has won the game, if
    ``stop_at_win``."""
    def rule(p: Pick, done: list[int], best: float, j: int) -> bool:
        if stop_at_win and best >= ENDED:
            return False
        if events and p.always[j]:
            return True
        g = _gains(p, done, bool(p.always[j]) if by_kind else None)
        return not g or p.s[j] + max(g) + m >= best
    return rule


def agree(k: int) -> Rule:
    """Stop once the ``k`` best where the turn ends are projected, in the same order, and none of
    them ended the game."""
    def rule(p: Pick, done: list[int], best: float, j: int) -> bool:
        if len(done) < k:
            return True
        ys = [p.y[i] for i in done]
        return any(abs(v) >= ENDED for v in ys) or any(ys[i] < ys[i + 1] for i in range(len(ys) - 1))
    return rule


def ended_then_all(n: int) -> Rule:
    """The ``n`` best where the turn ends; all of them if any of those ends the game."""
    def rule(p: Pick, done: list[int], best: float, j: int) -> bool:
        return len(done) < n or any(abs(p.y[i]) >= ENDED for i in done)
    return rule


def by_action(train: Sequence[Pick], q: float) -> Rule:
    """A bound by the pick's action: the ``q`` quantile (on the training decisions) of a pick's gain
    over the gain of the decision's best pick where the turn ends, by action; a pick is projected
    unless its score where the turn ends plus the first projected gain plus that is below the best."""
    rel: dict[int, list[float]] = {}
    for p in train:
        if (np.abs(p.y) >= ENDED).any():
            continue
        g = p.y - p.s
        first = g[by_static(p)[0]]
        for j in range(len(g)):
            rel.setdefault(int(p.action[j]), []).append(g[j] - first)
    bound = {a: float(np.quantile(v, q)) for a, v in rel.items()}
    big = max(bound.values())

    def rule(p: Pick, done: list[int], best: float, j: int) -> bool:
        first = done[0]
        if abs(p.y[first]) >= ENDED:
            return True
        return p.s[j] + p.y[first] - p.s[first] + bound.get(int(p.action[j]), big) >= best
    return rule


FAMILIES: dict[str, tuple[list[float], Callable[..., Rule]]] = {
    "the best k where the turn ends": ([1, 2, 3, 4, 5, 6, 7, 8], lambda k, _t: top(int(k))),
    "the best k and every always pick": ([1, 2, 3, 4, 5], lambda k, _t: top(int(k), True)),
    "a bound: largest gain seen + m": ([0, 10, 20, 30, 50, 75, 100, 150], lambda m, _t: margin(m)),
    "the same, its own kind's gain": ([0, 10, 20, 30, 50, 75, 100, 150], lambda m, _t: margin(m, by_kind=True)),
    "the same, stopping at a won game": ([0, 10, 20, 30, 50, 75, 100, 150], lambda m, _t: margin(m, stop_at_win=True)),
    "the same, every always pick": ([0, 10, 20, 30, 50, 75, 100], lambda m, _t: margin(m, events=True)),
    "a bound by action, quantile q": ([0.5, 0.75, 0.9, 0.95, 0.99, 1.0], lambda q, t: by_action(t, q)),
    "stop when the best k agree": ([2, 3, 4, 5, 6], lambda k, _t: agree(int(k))),
    "the best k, all if one ends": ([1, 2, 3, 4, 5, 6, 7], lambda k, _t: ended_then_all(int(k))),
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+", help="records of learned_screen.py record")
    ap.add_argument("--held-out", type=int, default=100, help="games held out to judge on (default 100)")
    ap.add_argument("--seed", type=int, default=1, help="draws the held-out games (default 1)")
    ap.add_argument("--bar", type=float, default=0.5, help="points a decision a rule may lose (default 0.5)")
    args = ap.parse_args()
    data = load(args.files)
    games = np.unique([p.game for ds in data.values() for p in ds])
    held = set(np.random.default_rng(args.seed).choice(games, size=args.held_out, replace=False).tolist())
    train = {s: [p for p in ds if p.game not in held] for s, ds in data.items()}
    test = {s: [p for p in ds if p.game in held] for s, ds in data.items()}
    sides = sorted(data)
    print(f"{len(games) - len(held)} games to choose each parameter, {len(held)} held out; "
          + ", ".join(f"{s}: {len(train[s])} and {len(test[s])} decisions" for s in sides))
    base = {s: judge(test[s], top(99))[0] for s in sides}
    print("the proposal as it ships, held out: " + ", ".join(f"{s} {base[s]:.2f} projections a decision" for s in sides))
    print(f"\neach rule's parameter, for each side: the fewest projections whose loss on the {len(games) - len(held)} "
          f"games is within {args.bar} points a decision (* where none is: its last); held out: the parameter, "
          "projections (saved), the share choosing as the proposal does, points lost a decision")
    for name, (grid, make) in FAMILIES.items():
        cells = []
        for s in sides:
            chosen = next((v for v in grid if judge(train[s], make(v, train[s]))[2] <= args.bar), None)
            v = grid[-1] if chosen is None else chosen
            n, same, lost = judge(test[s], make(v, train[s]))
            cells.append(f"{s} {v:g}{'*' if chosen is None else ''}: {n:.2f} ({100 * (1 - n / base[s]):4.1f} %) "
                         f"{100 * same:5.1f} % {lost:5.2f}")
        print(f"  {name:36s} " + " | ".join(cells))
    print(f"\nevery parameter, held out (projections, points lost), {' | '.join(sides)}:")
    for name, (grid, make) in FAMILIES.items():
        print(f"  {name}: " + "; ".join(
            f"{v:g}: " + " | ".join("{:.2f} {:.2f}".format(*judge(test[s], make(v, train[s]))[::2]) for s in sides) for v in grid))
    print("\nwhy a bound is loose (every decision): the share whose picks' projections end the game for some pick,"
          " for some and not all; the gain of each pick over the gain of the best where the turn ends, in the"
          " decisions where none ends (5, 25, 75, 95 %), and beside it each pick's score where the turn ends less the best's")
    for s in sides:
        ends = [np.abs(p.y) >= ENDED for p in data[s]]
        rel = np.concatenate([(p.y - p.s) - (p.y - p.s)[by_static(p)[0]] for p, e in zip(data[s], ends, strict=True)
                              if not e.any()])
        below = np.concatenate([p.s - p.s.max() for p, e in zip(data[s], ends, strict=True) if not e.any()])
        print(f"  {s}: {100 * np.mean([e.any() for e in ends]):.1f} %, {100 * np.mean([e.any() and not e.all() for e in ends]):.1f} %; "
              + ", ".join(f"{v:+.0f}" for v in np.percentile(rel, [5, 25, 75, 95])) + "; "
              + ", ".join(f"{v:+.0f}" for v in np.percentile(below, [5, 25, 75, 95])))
    print("\nthe decisions whose picks' projections never end the game (held out), the best k where the turn ends:")
    for s in sides:
        calm = [p for p in test[s] if not (np.abs(p.y) >= ENDED).any()]
        cells = []
        for k in (1, 2, 3):
            _n, same, lost = judge(calm, top(k))
            cells.append(f"top {k}: {100 * same:.1f} % {lost:.2f} ({lost * len(calm) / len(test[s]):.2f} over every decision)")
        print(f"  {s}: {len(calm)} of {len(test[s])} decisions; " + "; ".join(cells))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
