"""What `wsdv simulate` costs and what its bots are worth.

    python benchmarks/simulate.py [--games N] [--strength N] [--skip-speed] [--skip-strength]
                                  [--collapse [--bot KIND] [--until N] [--jobs J] [--per-game S ...]]

Speed: games per second for random and heuristic bots with 1 and 2 worker processes, and the
scaling ratio (target: 2 jobs at least 1.8 times 1 job); the median time of one
heuristic-against-heuristic game (CPU time of this process, target under 1 s) and of one game
of the default bot against itself (target at most 0.1 s and 3 times faster than the heuristic); the cost of one
state copy (what each look-ahead pays).  Wall-clock rates depend on what else the machine runs:
compare them only between runs on a quiet machine.

Strength: heuristic against random from each side (target: at least 90 % of the games won from
each side), and the outcome shares of heuristic-against-heuristic games, each with a 95 % interval.

Collapse (``--collapse``): the designer's loop end to end.  ``wsdv simulate --until N --compare
--overlay tests/simulate/fixtures/west_collapses_at_3`` (West collapses at 3 mass protests, not 4)
in the sequential mode with 2 workers (``--jobs``), the default bots on both sides unless ``--bot``
names others; it prints what it decided and after how many games, the wall time with the machine's
load average, the CPU time of the command and of its workers (per game), and the wall time the
same run would take on an idle machine at the measured cost of a game and at 0.1 s (``--per-game``
names others).  Target: a significant difference within 3 minutes wall on a 2-core machine with
the default bots.  The seeds are 1, 2, 3 ..., so a run with the same bots needs the same games.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine.players import DEFAULT_BOT, parse_spec  # noqa: E402
from interpreter.engine.state import copy_state  # noqa: E402
from interpreter.simulate.games import ContentSpec, Players, play_one  # noqa: E402
from interpreter.simulate.run import Job, run_local, seeds_of  # noqa: E402
from interpreter.simulate.stats import Share  # noqa: E402


def rate(players: Players, games: int, jobs: int) -> float:
    """Games per second (wall clock) of a local run."""
    job = Job(ContentSpec(), players, seeds_of(10_000, games))
    t = time.perf_counter()
    run_local([job], jobs, lambda n: None, pool=True)  # worker processes in both cases, a fair ratio
    return games / (time.perf_counter() - t)


def median_game(players: Players, games: int) -> float:
    parsed = players.parsed()
    spec = ContentSpec()
    play_one(spec, 99_999, parsed)  # warm up: builds and compiles the content
    times = []
    for seed in range(games):
        t = time.process_time()
        play_one(spec, seed, parsed)
        times.append(time.process_time() - t)
    return statistics.median(times)


def copy_cost(n: int = 2000) -> float:
    """Microseconds per copy of a mid-game state (after a random game's first decade)."""
    from interpreter.engine.agents import RandomAgent
    from interpreter.engine.session import new_game

    rules = ContentSpec().build()
    game, _ = new_game(rules, 5, {"west": RandomAgent(1), "east": RandomAgent(2)})
    game.play()
    st = game.state
    t = time.process_time()
    for _ in range(n):
        copy_state(st)
    return (time.process_time() - t) / n * 1e6


def strength(games: int, jobs: int) -> None:
    h, r = "heuristic", "random"
    for side, other in (("west", "east"), ("east", "west")):
        players = Players(((side, h), (other, r)))
        recs, _ = run_local([Job(ContentSpec(), players, seeds_of(1, games))], jobs, lambda n: None)
        won = Share(sum(1 for x in recs[0] if x["winner"] == side), games)
        lo, hi = won.interval
        print(f"heuristic {side} against random {other}: wins {won.k}/{games} = {100 * won.p:.1f} % "
              f"(95 % interval {100 * lo:.1f}-{100 * hi:.1f} %)")
    players = Players((("west", h), ("east", h)))
    recs, _ = run_local([Job(ContentSpec(), players, seeds_of(1, games))], jobs, lambda n: None)
    wins = Counter(x["winner"] for x in recs[0])
    print(f"heuristic against heuristic, {games} games: " + ", ".join(
        f"{s} wins {100 * n / games:.1f} %" for s, n in wins.most_common()))
    for outcome, n in Counter(x["outcome"] for x in recs[0]).most_common():
        sh = Share(n, games)
        print(f"  {outcome}: {n} ({100 * sh.p:.1f} % ± {100 * sh.half:.1f})")


COLLAPSE_AT_3 = Path(__file__).resolve().parent.parent / "tests/simulate/fixtures/west_collapses_at_3"


def _cpu() -> tuple[float, float]:
    """CPU seconds of this process and of its finished workers (a loaded machine's wall clock says
    little; the CPU time over 2 cores is what a quiet 2-core machine would take)."""
    import resource

    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, kids.ru_utime + kids.ru_stime


def collapse(bot: str, until: int, jobs: int, per_game: list[float]) -> None:
    """The sequential compare of the collapse-at-3 house rule, timed on the wall clock and in CPU
    seconds (the command's own process, and its workers: the games and each worker's start), with
    the machine's load beside it; then what the same run would take on an idle machine of ``jobs``
    cores if a game cost each of ``per_game`` seconds of CPU (default: the cost measured here,
    worker starts included, and 0.1 s): the command's own CPU time, plus the games spread over
    the workers with none idle (a round's last chunks leave one idle for a moment: the estimate is
    a little low)."""
    import contextlib
    import io
    import json
    import os
    import tempfile

    from interpreter.cli.main import main as wsdv

    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        buf = io.StringIO()
        own0, kids0 = _cpu()
        t = time.perf_counter()
        with contextlib.redirect_stdout(buf):
            code = wsdv(["simulate", "--until", str(until), "--jobs", str(jobs), "--west", bot, "--east", bot,
                         "--out", str(Path(tmp) / "sim"), "--json", "--compare", "--overlay", str(COLLAPSE_AT_3)])
        wall = time.perf_counter() - t
        own1, kids1 = _cpu()
    own, kids = own1 - own0, kids1 - kids0
    if code != 0:
        print(f"collapse compare: wsdv simulate exited {code}")
        return
    s = json.loads(buf.getvalue())
    east, seq = s["wins"]["east"], s["sequential"]
    lo, hi = east["interval"]
    games = s["games"]
    print(f"collapse at 3 ({bot} bots, {jobs} jobs, cap {until} pairs): {seq['decision']} after {s['pairs']} pairs "
          f"= {games} games, {seq['looks']} looks; East {100 * east['difference']:+.1f} points "
          f"[{100 * lo:+.1f}, {100 * hi:+.1f}], McNemar p = {seq['mcnemar_p']:.2g} (the look's bound "
          f"{seq['bound']:.2g}), {s['changed_games']} games changed, winner flipped in "
          f"{sum(f['games'] for f in s['winner_flips'])}")
    print(f"  wall {wall:.0f} s (target <= 180 s) under a load average of {load:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end ({os.cpu_count()} cores)")
    print(f"  CPU {own + kids:.0f} s: the command {own:.1f} s, its workers {kids:.0f} s "
          f"({kids / games:.3f} s a game, worker starts included)")
    for cost in per_game or [kids / games, 0.1]:
        idle = own + games * cost / jobs
        print(f"  on an idle {jobs}-core machine at {1000 * cost:.0f} ms of CPU a game: about {idle:.0f} s wall")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=40, help="games per speed measurement (default 40)")
    ap.add_argument("--strength", type=int, default=400, help="games per strength measurement (default 400)")
    ap.add_argument("--jobs", type=int, default=2, help="workers for the strength games (default 2)")
    ap.add_argument("--skip-speed", action="store_true")
    ap.add_argument("--skip-strength", action="store_true")
    ap.add_argument("--collapse", action="store_true", help="time the sequential compare of the collapse-at-3 rule")
    ap.add_argument("--bot", default=DEFAULT_BOT, help=f"the bots of --collapse (default {DEFAULT_BOT})")
    ap.add_argument("--until", type=int, default=1000, help="the cap of --collapse, games per set (default 1000)")
    ap.add_argument("--per-game", type=float, action="append", default=None, metavar="S",
                    help="with --collapse: also project the wall time on an idle machine at S seconds of CPU "
                         "a game (repeatable; default: the measured cost and 0.1)")
    args = ap.parse_args()
    if args.collapse:
        collapse(args.bot, args.until, args.jobs, args.per_game or [])
        return 0
    parse_spec("heuristic")
    if not args.skip_speed:
        print(f"state copy: {copy_cost():.1f} us (CPU)")
        hh = Players((("west", "heuristic"), ("east", "heuristic")))
        heuristic_median = median_game(hh, max(10, args.games // 4))
        print(f"heuristic against heuristic: median {heuristic_median:.3f} s CPU per game (target < 1 s)")
        dd = Players((("west", DEFAULT_BOT), ("east", DEFAULT_BOT)))
        default_median = median_game(dd, max(10, args.games // 4))
        print(f"{DEFAULT_BOT} (the default) against {DEFAULT_BOT}: median {default_median:.3f} s CPU per game "
              f"(target <= 0.1 s), {heuristic_median / default_median:.2f}x the heuristic's speed (target >= 3x)")
        for name, players, n in (("random", Players((("west", "random"), ("east", "random"))), args.games * 5),
                                 ("heuristic", hh, args.games)):
            one = rate(players, n, 1)
            two = rate(players, n, 2)
            print(f"{name}: {one:.1f} games/s with 1 job, {two:.1f} with 2 jobs: "
                  f"scaling {two / one:.2f}x (target >= 1.8x)")
    if not args.skip_strength:
        strength(args.strength, args.jobs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
