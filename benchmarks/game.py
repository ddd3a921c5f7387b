"""Time full random games: the median time of one game and decisions per second.

    python benchmarks/game.py [--games N] [--seed S] [--profile]

Content is built once (that is `wsdv check`'s cost, measured by benchmarks/check.py);
each game then runs setup and the whole game between two random bots, without
narration or logging.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine.agents import RandomAgent  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402
from interpreter.pipeline import build  # noqa: E402


def one(rules, seed: int) -> tuple[float, int]:
    t = time.perf_counter()
    game, _ = new_game(rules, seed, {"west": RandomAgent(seed * 2 + 1), "east": RandomAgent(seed * 2 + 2)})
    game.play()
    return time.perf_counter() - t, game.state["step"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--profile", action="store_true", help="profile the games and print the top functions")
    args = ap.parse_args()
    rules = build().rules
    one(rules, 10**6)  # warm up: compiles the content's code once
    if args.profile:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        prof.enable()
    times, steps = [], 0
    for seed in range(args.seed, args.seed + args.games):
        t, n = one(rules, seed)
        times.append(t)
        steps += n
    if args.profile:
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(25)
    total = sum(times)
    print(f"{args.games} games: median {statistics.median(times) * 1000:.1f} ms per game, "
          f"mean {total / args.games * 1000:.1f} ms, max {max(times) * 1000:.1f} ms; "
          f"{steps / total:,.0f} decisions per second ({steps / args.games:.0f} per game)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
