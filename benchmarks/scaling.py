"""How `wsdv simulate` scales with worker processes on the machine it runs on.

    python benchmarks/scaling.py [--games N] [--bot KIND] [--jobs 1,2,4,...]

Plays the same seeds with 1, 2, 4, ... worker processes (up to the machine's cores unless
``--jobs`` names the counts) and prints, for each count, the wall time, games per second, the
speed-up over one worker and the efficiency (speed-up per worker).  Every run's records must be
identical to the one-worker run's, byte for byte once sorted by seed: results do not depend on
``--jobs`` (the determinism contract), and the benchmark says so or exits 1.

A designer's loop is bound by games per second: on a machine with more cores, the time a compare
needs divides by about the efficiency printed here.  Wall-clock figures depend on what else the
machine runs; compare them only between runs on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine.players import DEFAULT_BOT  # noqa: E402
from interpreter.simulate.games import ContentSpec, Players  # noqa: E402
from interpreter.simulate.run import Job, run_local, seeds_of  # noqa: E402


def counts(limit: int) -> list[int]:
    """1, 2, 4, ... up to ``limit``, and ``limit`` itself."""
    out, n = [], 1
    while n < limit:
        out.append(n)
        n *= 2
    return out + [limit]


def one_run(players: Players, games: int, jobs: int) -> tuple[float, str]:
    """Wall seconds of a run of ``games`` seeds with ``jobs`` worker processes, and its records as
    one canonical text (sorted by seed) to compare runs by."""
    job = Job(ContentSpec(), players, seeds_of(1, games))
    t = time.perf_counter()
    recs, stopped = run_local([job], jobs, lambda n: None, pool=True)
    wall = time.perf_counter() - t
    if stopped is not None:
        raise SystemExit(f"the run with {jobs} workers stopped early: {stopped}")
    text = "\n".join(json.dumps(r, sort_keys=True) for r in sorted(recs[0], key=lambda r: r["seed"]))
    return wall, text


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=64, help="games per run (default 64)")
    ap.add_argument("--bot", default=DEFAULT_BOT, help=f"both sides' bot (default {DEFAULT_BOT})")
    ap.add_argument("--jobs", default="", help="worker counts, comma-separated; 1 is always run (default 1, 2, 4, ... cores)")
    args = ap.parse_args()
    cores = os.cpu_count() or 1
    asked = [int(x) for x in args.jobs.split(",")] if args.jobs else counts(cores)
    jobs = sorted({1, *asked})  # one worker is the measure of every speed-up
    players = Players((("west", args.bot), ("east", args.bot)))
    print(f"{args.games} games of {args.bot} against {args.bot}, {cores} cores")
    print(f"{'workers':>7}  {'wall s':>7}  {'games/s':>7}  {'speed-up':>8}  {'efficiency':>10}")
    base_wall, base_text = 0.0, ""
    same = True
    for n in jobs:
        wall, text = one_run(players, args.games, n)
        if n == 1:
            base_wall, base_text = wall, text
        same = same and text == base_text
        up = base_wall / wall
        print(f"{n:>7}  {wall:>7.1f}  {args.games / wall:>7.2f}  {up:>7.2f}x  {100 * up / n:>9.0f} %")
    print("records identical for every worker count" if same else "RECORDS DIFFER between worker counts")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
