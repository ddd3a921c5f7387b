"""Time full random games: the median time of one game, decisions per second, a state copy.

    python benchmarks/game.py [--games N] [--seed S] [--variant NAME] [--repeat R] [--profile]

Content is built once (that is `wsdv check`'s cost, measured by benchmarks/check.py) and its
code compiled once (timed apart); each game then runs setup and the whole game between two
random bots, without narration or logging.  Times are CPU time of this process
(``time.process_time``): the machine is shared, so wall-clock times are noisy; with
``--repeat R`` the games are played R times and the lowest median is reported, the others
shown.  Also printed: the most steps (loop rounds and calls, see interpreter/engine/limits.py)
a game and a single decision took, against the budgets; and the cost of one copy of a game
state in mid-game (look-ahead bots copy the state at every decision).
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
from interpreter.engine.state import copy_state  # noqa: E402
from interpreter.rules.pipeline import build  # noqa: E402


class _Probe:
    """Follows a game's steps: the most taken between two decisions."""

    def __init__(self) -> None:
        self.game = None
        self.most = 0
        self.last = 0

    def start(self, game) -> None:
        self.game = game
        self.last = 0

    def __call__(self, decision, i) -> None:
        steps = self.game.steps
        self.most = max(self.most, steps - self.last)
        self.last = steps


def one(rules, seed: int, probe: _Probe | None = None) -> tuple[float, object]:
    clock = time.process_time
    wall = time.perf_counter()
    t = clock()
    game, _ = new_game(rules, seed, {"west": RandomAgent(seed * 2 + 1), "east": RandomAgent(seed * 2 + 2)})
    if probe is not None:
        probe.start(game)
        game.on_decision = probe
    game.play()
    t = clock() - t
    game.wall = time.perf_counter() - wall
    return t, game


def copy_cost(rules, seed: int) -> float:
    """CPU seconds for one copy of the state of a game stopped half-way (decision 120)."""
    game, _ = new_game(rules, seed, {"west": RandomAgent(1), "east": RandomAgent(2)})
    snapshot: list = []

    def grab(decision, i) -> None:
        if game.state["step"] == 120 and not snapshot:
            snapshot.append(copy_state(game.state))
    game.on_decision = grab
    game.play()
    state = snapshot[0] if snapshot else game.state
    n = 20000
    t = time.process_time()
    for _ in range(n):
        copy_state(state)
    return (time.process_time() - t) / n


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--repeat", type=int, default=1, help="play the games this many times; report the best")
    ap.add_argument("--variant", action="append", default=[], help="a variant of the shipped content")
    ap.add_argument("--profile", action="store_true", help="profile the games and print the top functions")
    args = ap.parse_args()
    rules = build(variants=args.variant).rules
    t = time.process_time()
    one(rules, 10**6)  # the first game compiles the content's code
    first = time.process_time() - t
    t = time.process_time()
    one(rules, 10**6)
    first -= time.process_time() - t
    if args.profile:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        prof.enable()
    medians, means, maxes, walls = [], [], [], []
    steps = decisions = 0
    probe = _Probe()
    for _ in range(args.repeat):
        times, wall = [], []
        steps = decisions = 0
        for seed in range(args.seed, args.seed + args.games):
            dt, game = one(rules, seed, probe)
            times.append(dt)
            wall.append(game.wall)
            decisions += game.state["step"]
            steps = max(steps, game.steps)
        medians.append(statistics.median(times))
        walls.append(statistics.median(wall))
        means.append(sum(times) / len(times))
        maxes.append(max(times))
    if args.profile:
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(30)
    best = min(range(args.repeat), key=lambda i: medians[i])
    limits = game.limits
    print(f"{args.games} games{' of ' + '+'.join(args.variant) if args.variant else ''}, CPU time "
          "(process_time; the machine is shared, wall-clock time is noisier):")
    print(f"  median {medians[best] * 1000:.2f} ms per game, mean {means[best] * 1000:.2f} ms, "
          f"max {maxes[best] * 1000:.1f} ms; {decisions / (means[best] * args.games):,.0f} decisions per "
          f"second ({decisions / args.games:.0f} per game)")
    print(f"  wall-clock median {walls[best] * 1000:.2f} ms per game")
    if args.repeat > 1:
        print("  medians of the repeats: " + ", ".join(f"{m * 1000:.2f}" for m in medians) + " ms")
    print(f"  compiling the content's code (once per process): {first * 1000:.1f} ms")
    print(f"  most steps: {steps:,} in a game (budget {limits.game_steps:,}), {probe.most:,} between two "
          f"decisions (budget {limits.decision_steps:,})")
    print(f"  one copy of a mid-game state (copy_state): {copy_cost(rules, 7) * 1e6:.1f} µs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
