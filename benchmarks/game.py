"""Time full random games: the median time of one game, decisions per second, a state copy.

    python benchmarks/game.py [--games N] [--seed S] [--variant NAME] [--repeat R] [--profile]
                              [--bots K]

Content is built once (that is `wsdv check`'s cost, measured by benchmarks/check.py) and its
code compiled once (timed apart); each game then runs setup and the whole game between two
random bots, without narration or logging.  Times are CPU time of this process
(``time.process_time``): the machine is shared, so wall-clock times are noisy; with
``--repeat R`` the games are played R times and the lowest median is reported, the others
shown.  Also printed: the most steps (loop rounds and calls, see interpreter/engine/limits.py)
a game and a single decision took, against the budgets; and what the engine's operations that
a look-ahead bot repeats for every option cost (best of ``--repeat``, at least 3 rounds):

- one copy of a game state in mid-game (``copy_state``);
- one turn run again from its start on a copy (the copy included; the card and action picked
  at random), as the heuristic and foresight bots do for each option;
- one projection through the content's end-of-decade sequence, with the position's score
  after it (``foresight.Projection``), as the foresight bot does for each leaf.

With ``--bots K``: the median CPU time of one whole game as ``wsdv simulate`` plays it
(``simulate.games.play_one``, what benchmarks/simulate.py times), for K seeds each of random,
heuristic and foresight (the default bot) playing themselves: the engine's cost as every bot
pays it.  To compare two versions of the engine, run this with each on the path at the same
time (the machine is shared) and compare the lines.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine.agents import RandomAgent  # noqa: E402
from interpreter.engine.foresight import Projection  # noqa: E402
from interpreter.engine.game import Game, GameOver  # noqa: E402
from interpreter.engine.knowledge import determinize  # noqa: E402
from interpreter.engine.rng import Random  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402
from interpreter.engine.state import copy_state  # noqa: E402
from interpreter.rules.pipeline import build  # noqa: E402
from interpreter.simulate.games import ContentSpec, Players, play_one  # noqa: E402


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


class _Watcher(RandomAgent):
    """A random player that looks ahead (so the game keeps its units) and keeps the first turn it
    is asked a card in: the turn's start as its side sees it, and how to run the turn again."""

    sees = True
    looks_ahead = True

    def __init__(self, seed: int, found: list) -> None:
        super().__init__(seed)
        self.found = found

    def choose(self, decision, view) -> int:  # type: ignore[no-untyped-def]
        if (not self.found and decision.kind == "card" and view.unit_rerun is not None
                and not view.unit_taken and view.state["step"] >= 40):
            self.found.append((view.unit_start, view.unit_rerun))
        return super().choose(decision, view)


def op_costs(rules, rounds: int = 3, n: int = 300) -> dict[str, float]:
    """CPU seconds of one state copy, one turn run again and one projection (see the docstring)."""
    found: list = []
    seed = 5
    while not found:
        game, _ = new_game(rules, seed, {"west": _Watcher(1, found), "east": _Watcher(2, found)})
        game.play()
        seed += 1
    view, rerun = found[0]
    start = determinize(rules, view, Random(3))
    scratch = Game(rules)
    projection = Projection(rules, "foresight")
    sides = list(rules.sides)

    def turn(i: int) -> dict:
        scratch.state = copy_state(start)
        scratch.taken, scratch.log = [], []
        scratch.steps = scratch.depth = 0
        player = RandomAgent(i)
        scratch.agents = {s: player for s in sides}
        try:
            rerun(scratch)
        except GameOver:
            pass
        return scratch.state

    def project(state: dict, i: int) -> None:
        scratch.state = state
        scratch.steps = scratch.depth = 0
        player = RandomAgent(i)
        scratch.agents = {s: player for s in sides}
        projection.run(scratch)
        projection.score(scratch, sides[i % len(sides)])

    ends = [turn(i) for i in range(n)]
    best = {"copy": 1.0, "turn": 1.0, "projection": 1.0}
    clock = time.process_time
    for _ in range(rounds):
        t = clock()
        for _ in range(n):
            copy_state(start)
        best["copy"] = min(best["copy"], (clock() - t) / n)
        t = clock()
        for i in range(n):
            turn(i)
        best["turn"] = min(best["turn"], (clock() - t) / n)
        copies = [copy_state(st) for st in ends]
        t = clock()
        for i in range(n):
            project(copies[i], i)
        best["projection"] = min(best["projection"], (clock() - t) / n)
    return best


def bot_medians(kinds: tuple[str, ...], games: int, rounds: int = 1) -> dict[str, float]:
    """The median CPU seconds of one self-play game of each bot, as `wsdv simulate` plays it
    (the lowest of ``rounds`` plays of each game)."""
    spec = ContentSpec()
    out = {}
    for kind in kinds:
        players = Players((("west", kind), ("east", kind))).parsed()
        play_one(spec, 99_999, players)  # builds and compiles the content once
        times = []
        for seed in range(games):
            best = 1e9
            for _ in range(rounds):
                t = time.process_time()
                play_one(spec, seed, players)
                best = min(best, time.process_time() - t)
            times.append(best)
        out[kind] = statistics.median(times)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--repeat", type=int, default=1, help="play the games this many times; report the best")
    ap.add_argument("--variant", action="append", default=[], help="a variant of the shipped content")
    ap.add_argument("--profile", action="store_true", help="profile the games and print the top functions")
    ap.add_argument("--bots", type=int, default=0, metavar="K",
                    help="also the median CPU time of a self-play game of random, heuristic and foresight, K seeds each")
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
    ops = op_costs(rules, rounds=max(3, args.repeat))
    print("  what a look-ahead repeats for each option (best of the rounds): "
          f"a copy {ops['copy'] * 1e6:.1f} µs, a turn run again {ops['turn'] * 1e6:.0f} µs, "
          f"a projection to the end of the decade with its score {ops['projection'] * 1e6:.0f} µs")
    if args.bots:
        medians = bot_medians(("random", "heuristic", "foresight"), args.bots, rounds=args.repeat)
        print(f"  median CPU of a self-play game as `wsdv simulate` plays it, {args.bots} seeds: "
              + ", ".join(f"{k} {v * 1000:.1f} ms" for k, v in medians.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
