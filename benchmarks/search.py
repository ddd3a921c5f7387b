"""The search bot (``mcts:N``, interpreter/engine/search.py) against the default bot, from both seats.

    python benchmarks/search.py [--budgets 10,40] [--games 20] [--against heuristic] [--first-seed 1]
    python benchmarks/search.py --openspiel 8 [--games 6]     (needs the spiel extra)

For each budget, ``--games`` seeds are played twice: the search bot as West against the default bot
as East, and as East against it as West, so each seed is a pair of games with the seats swapped.
Printed, a row per budget and seat, and one for both seats together (a side's advantage in the game
cancels out there, so that row is the fair comparison with an even match): games won, the share with its 95 % Wilson interval, the
two-sided exact binomial p-value against an even match (Holm-corrected over all the rows), and the
search bot's CPU seconds per game (this process's ``time.process_time`` over the search bot's
decisions only).  With few games the interval is wide, and the table says "too few games" rather
than rank the bots.

``--openspiel S`` measures OpenSpiel's own MCTS bot instead (``MCTSBot`` with ``S`` simulations a
decision over a state resampled from its information, leaves judged as the search bot judges them;
interpreter/engine/spiel.py), on deals 0 to ``--games``-1 of ``pyspiel.load_game("wsdv")``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import interpreter  # noqa: E402
from interpreter.engine.agents import Agent  # noqa: E402
from interpreter.engine.players import make_agent, parse_spec  # noqa: E402
from interpreter.engine.search import DEFAULT_OPPONENT  # noqa: E402


class _Timed(Agent):
    """An agent whose CPU time is counted."""

    def __init__(self, inner: Agent) -> None:
        self.inner, self.name, self.sees, self.looks_ahead = inner, inner.name, inner.sees, inner.looks_ahead
        self.cpu = 0.0

    def choose(self, decision, view):
        t = time.process_time()
        try:
            return self.inner.choose(decision, view)
        finally:
            self.cpu += time.process_time() - t


def wilson(k: int, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    z, p = 1.96, k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def binomial_p(k: int, n: int) -> float:
    """Two-sided exact test of k wins in n against p = 1/2."""
    probs = [math.comb(n, i) / 2 ** n for i in range(n + 1)]
    return min(1.0, sum(q for q in probs if q <= probs[k] * (1 + 1e-9)))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budgets", default="10,40")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--against", default=DEFAULT_OPPONENT)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--openspiel", type=int, default=0, metavar="S")
    ap.add_argument("--seats", default="west,east", help="the search bot's seats (to split a run in parts)")
    args = ap.parse_args()
    rows = openspiel_rows(args) if args.openspiel else search_rows(args)
    table(rows, args)
    return 0


def openspiel_rows(args: argparse.Namespace) -> list[tuple[str, str, int, int, float]]:
    from interpreter.engine import spiel

    game = spiel.load_game(variants=tuple(args.variant))
    rows = []
    for player, seat in enumerate(game.book.sides):
        won, cpu = 0, 0.0
        for deal in range(args.games):
            t = time.process_time()
            returns = spiel.play_against_default(game, deal, player, args.openspiel, seed=deal, against=args.against)
            spent = time.process_time() - t
            cpu += spent
            won += returns[player] > 0
            print(f"  OpenSpiel MCTS ({args.openspiel}) as {seat}, deal {deal}: {'won' if returns[player] > 0 else 'lost'} "
                  f"({spent:.1f} s CPU)", file=sys.stderr, flush=True)
        rows.append((f"OpenSpiel MCTS, {args.openspiel} simulations", seat, won, args.games, cpu / args.games))
    rows.append(_both(rows[-2:]))
    return rows


def search_rows(args: argparse.Namespace) -> list[tuple[str, str, int, int, float]]:
    book = interpreter.load(variants=args.variant)
    rows = []
    for budget in [int(b) for b in args.budgets.split(",")]:
        for seat in args.seats.split(","):
            other = next(s for s in book.sides if s != seat)
            won = 0
            cpu = 0.0
            for seed in range(args.first_seed, args.first_seed + args.games):
                # Seeded as `wsdv play --SEAT mcts:B --OTHER heuristic` seeds them (their places in the content's sides).
                places = {s: i for i, s in enumerate(book.sides)}
                searcher = _Timed(make_agent(parse_spec(f"mcts:{budget}"), book.rules, seed * 7919 + places[seat] + 1))
                judge = make_agent(parse_spec(args.against), book.rules, seed * 7919 + places[other] + 1)
                result = book.play(seed=seed, **{seat: searcher, other: judge})
                won += result.winner == seat
                cpu += searcher.cpu
                print(f"  mcts:{budget} as {seat}, seed {seed}: {'won' if result.winner == seat else 'lost'} "
                      f"({searcher.cpu:.1f} s CPU)", file=sys.stderr, flush=True)
            rows.append((f"mcts:{budget}", seat, won, args.games, cpu / args.games))
        if len(args.seats.split(",")) == 2:
            rows.append(_both(rows[-2:]))
    return rows


def _both(pair: list[tuple[str, str, int, int, float]]) -> tuple[str, str, int, int, float]:
    """Both seats together: each seed played from each side, so a side's advantage cancels out."""
    (who, _, w1, n1, c1), (_, _, w2, n2, c2) = pair
    return who, "both", w1 + w2, n1 + n2, (c1 * n1 + c2 * n2) / (n1 + n2)


def table(rows: list[tuple[str, str, int, int, float]], args: argparse.Namespace) -> None:
    ps = [binomial_p(w, n) for _, _, w, n, _ in rows]
    order = sorted(range(len(ps)), key=lambda i: ps[i])
    holm = [0.0] * len(ps)
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, ps[i] * (len(ps) - rank)))
        holm[i] = running
    print(f"against {args.against}, {args.games} games per seat ({' '.join(args.variant) or 'base game'}); "
          "CPU: the search side's (the whole game's for OpenSpiel)")
    print("| searcher | seat | won | share (95 % interval) | p (Holm) | verdict | CPU a game |")
    print("|---|---|---|---|---|---|---|")
    for (budget, seat, won, n, cpu), p in zip(rows, holm, strict=True):
        lo, hi = wilson(won, n)
        verdict = ("ahead" if won * 2 > n else "behind") if p < 0.05 else "too few games to rank them"
        print(f"| {budget} | {seat} | {won} of {n} | {won / n:.0%} ({lo:.0%}–{hi:.0%}) | {p:.3f} | {verdict} "
              f"| {cpu:.1f} s |")


if __name__ == "__main__":
    sys.exit(main())
