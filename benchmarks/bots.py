"""How strong the default bot is: against `heuristic` and against `random`, from each seat.

    python benchmarks/bots.py [--games N] [--jobs J] [--bot KIND] [--mcts N] [--first SEED]

Every matchup plays the same seeds (1..N).  For each seat and each opponent the bot's games are
paired, seed by seed, with the games of the reference bot (`heuristic`) in the same seat against
the same opponent, so the seat's own advantage and the luck of the deal cancel out: the table
gives each side's win share with its Wilson 95 % interval, the paired difference in points with
its exact 95 % interval, and an exact McNemar test of the games whose winner differs (both from
interpreter/simulate/stats.py, the tests `wsdv simulate --compare` reports); and the median CPU
time of one of the bot's games (both players).  Every matchup is sent to the workers at once, in
chunks of 4 seeds, so ``--jobs 16`` keeps 16 cores busy (the 400-game table is 7 sets of 400 games:
about 2,800 games, some 50 CPU minutes).  With ``--mcts N`` the search bot ``mcts:N`` is measured
the same way (benchmarks/search.py measures it against the default bot itself).
Long: ``nice`` it on a shared machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine.players import DEFAULT_BOT, parse_spec  # noqa: E402
from interpreter.simulate.games import ContentSpec, play_one  # noqa: E402
from interpreter.simulate.stats import paired_counts, wilson  # noqa: E402

REFERENCE = "heuristic"


def _play(args: tuple[tuple[tuple[str, str], ...], tuple[int, ...]]) -> list[tuple[int, str | None, float]]:
    players, seeds = args
    parsed = {s: parse_spec(k) for s, k in players}
    out = []
    for seed in seeds:
        t = time.process_time()
        rec = play_one(ContentSpec(), seed, parsed)
        out.append((seed, rec["winner"], time.process_time() - t))
    return out


def submit(pool: ProcessPoolExecutor, sides: list[str], kinds: dict[str, str], seeds: list[int]) -> list[Future]:
    """The games of ``kinds`` (side -> player) on ``seeds``, bots seeded in the content's order, sent
    to the pool in chunks of 4 seeds (every matchup is sent at once, so many workers stay busy)."""
    players = tuple((s, kinds[s]) for s in sides)
    return [pool.submit(_play, (players, tuple(seeds[i:i + 4]))) for i in range(0, len(seeds), 4)]


def collect(futures: list[Future]) -> tuple[dict[int, str | None], float]:
    """The winner of each seed's game and the median CPU seconds of a game."""
    winners: dict[int, str | None] = {}
    cpu: list[float] = []
    for future in futures:
        for seed, winner, t in future.result():
            winners[seed] = winner
            cpu.append(t)
    return winners, statistics.median(cpu)


def share(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{100 * k / n:5.1f} % [{100 * lo:4.1f}, {100 * hi:4.1f}]"


def paired(a: list[int], b: list[int]) -> str:
    """The paired difference a - b in points with its exact 95 % interval, and McNemar's exact p."""
    p = paired_counts([bool(y) for y in b], [bool(x) for x in a])
    lo, hi = p.interval()
    return f"{100 * p.diff:+5.1f} [{100 * lo:+5.1f}, {100 * hi:+5.1f}]  {p.gained}:{p.lost}, p={p.p_value():.2g}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=400, help="paired games per matchup (default 400)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--bot", default=DEFAULT_BOT, help=f"the bot measured (default {DEFAULT_BOT})")
    ap.add_argument("--mcts", type=int, default=0, metavar="N", help="also measure mcts:N the same way")
    ap.add_argument("--first", type=int, default=1, help="the first seed (default 1)")
    args = ap.parse_args()
    rules = ContentSpec().build()
    sides = list(rules.sides)
    seeds = list(range(args.first, args.first + args.games))
    bots = [args.bot] + ([f"mcts:{args.mcts}"] if args.mcts else [])
    t0 = time.perf_counter()
    print(f"{args.games} paired games per row, seeds {seeds[0]}..{seeds[-1]}; reference: {REFERENCE} in the same seat "
          "against the same opponent, on the same seeds")
    print("| bot | seat | opponent | bot wins [95 %] | reference wins [95 %] | difference, points [95 %]  "
          "flips bot:ref, McNemar | CPU per game (median) |")
    print("|---|---|---|---|---|---|---|")
    rows = [(seat, opponent) for opponent in (REFERENCE, "random") for seat in sides]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        # Every matchup's games at once (heuristic against itself serves both seats' reference).
        sent: dict[tuple[tuple[str, str], ...], list[Future]] = {}
        for seat, opponent in rows:
            for bot in [REFERENCE, *bots]:
                kinds = {s: opponent for s in sides} | {seat: bot}
                key = tuple((s, kinds[s]) for s in sides)
                if key not in sent:
                    sent[key] = submit(pool, sides, kinds, seeds)
        for seat, opponent in rows:
            ref_kinds = {s: opponent for s in sides} | {seat: REFERENCE}
            reference = collect(sent[tuple((s, ref_kinds[s]) for s in sides)])[0]
            for bot in bots:
                kinds = {s: opponent for s in sides} | {seat: bot}
                won, cpu = collect(sent[tuple((s, kinds[s]) for s in sides)])
                a = [int(won[s] == seat) for s in seeds]
                b = [int(reference[s] == seat) for s in seeds]
                print(f"| {bot} | {seat} | {opponent} | {share(sum(a), len(a))} | {share(sum(b), len(b))} | "
                      f"{paired(a, b)} | {cpu:.2f} s |", flush=True)
    print(f"wall time {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
