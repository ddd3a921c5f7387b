"""What a projection of the default bot costs, phase by phase, on positions from its own games.

    python benchmarks/projection_phases.py [--games K] [--seed S] [--repeat R] [--calls]

Plays K games `foresight` against `foresight` (seeds S..S+K-1) and keeps every position the bot
projected to the end of the decade (each leaf it judged, with the seed of its quick policy), then
projects each again, R times, as the bot does (`Projection.run` on a scratch game, each choice
made by the seeded quick policy), and prints the CPU time of a projection (the lowest of the R
rounds: the machine is shared) and of each phase in it (a phase that ends the game counts as
that phase), with how the projections ended.  With ``--calls`` it also prints how many times a
projection calls each primitive of the content and puts each kind of decision.

Why: the projection is the default bot's largest single cost (issue 22 §3); this tells which of
the rules' phases, and which primitives, to make cheaper, measured on the positions the bot
really meets.  Compare two checkouts by running the script in each (same K, S, R) one after the
other: the positions are the same as long as the games are (`foresight_speed.py --against`).
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine.evaluator import GameOver  # noqa: E402
from interpreter.engine.foresight import ForesightAgent, Projection, _Free  # noqa: E402
from interpreter.engine.game import Game  # noqa: E402
from interpreter.engine.players import make_agents, parse_spec  # noqa: E402
from interpreter.engine.rng import Random  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402
from interpreter.engine.state import copy_state  # noqa: E402
from interpreter.rules.pipeline import build  # noqa: E402

SALT = 0x5DEECE66D   # the quick policy's seed is the decision's seed with this (ForesightAgent._judged)


def positions(rules: Any, first: int, games: int) -> list[tuple[dict, int]]:
    """Every position the default bot projected in its games, with its quick policy's seed."""
    got: list[tuple[dict, int]] = []
    judged, projected = ForesightAgent._judged, ForesightAgent._projected

    def keep_judged(self: ForesightAgent, leaves: list, side: str, seed: int, only: list[int] | None = None) -> Any:
        for k in self._screened(leaves) if only is None else only:
            if leaves[k][2]["result"] is None:
                got.append((copy_state(leaves[k][2]), seed))
        return judged(self, leaves, side, seed, only)

    def keep_projected(self: ForesightAgent, states: list[dict], side: str, seed: int, whole: bool = False) -> Any:
        got.extend((copy_state(st), seed) for st in states if st["result"] is None)
        return projected(self, states, side, seed, whole)

    ForesightAgent._judged = keep_judged  # type: ignore[method-assign]
    ForesightAgent._projected = keep_projected  # type: ignore[method-assign]
    try:
        for seed in range(first, first + games):
            agents = make_agents({"west": parse_spec("foresight"), "east": parse_spec("foresight")}, rules, seed)
            game, _ = new_game(rules, seed, agents)
            game.play()
    finally:
        ForesightAgent._judged, ForesightAgent._projected = judged, projected  # type: ignore[method-assign]
    return got


def _timed(pid: str, body: Callable, spent: dict[str, float], ended: collections.Counter) -> Callable:
    def run(g: Game) -> None:
        t = time.process_time()
        try:
            body(g)
        except GameOver:
            ended[pid] += 1
            raise
        finally:
            spent[pid] += time.process_time() - t
    return run


def project_all(rules: Any, got: list[tuple[dict, int]], projection: Projection, g: Game) -> float:
    """Project every position once, as ForesightAgent._judged does; the CPU seconds it took."""
    copies = [copy_state(st) for st, _seed in got]   # (the copies are not the projection's cost)
    total = 0.0
    for (_st, seed), state in zip(got, copies, strict=True):
        g.state = state
        g.taken, g.log, g.hold_markers = [], [], False
        g.steps, g.depth = 0, 0
        g.step_limit = min(g.limits.game_steps, g.limits.decision_steps)
        free = _Free(Random(seed ^ SALT))
        g.agents = {s: free for s in rules.sides}
        t = time.process_time()
        projection.run(g)
        total += time.process_time() - t
    return total


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--calls", action="store_true", help="count the primitives and decisions of a projection")
    args = ap.parse_args()
    rules = build().rules
    got = positions(rules, args.seed, args.games)
    n = len(got)
    print(f"{n} projected positions from {args.games} foresight games (seeds {args.seed}..{args.seed + args.games - 1})")
    g = Game(rules)
    plain = Projection(rules, "foresight")
    best = min(project_all(rules, got, plain, g) for _ in range(max(1, args.repeat)))
    print(f"a projection (Projection.run): {1e6 * best / n:.1f} us, the lowest of {args.repeat} rounds")
    # Phase by phase: each phase's compiled body timed (the timer's own cost lands in the phases).
    timed = Projection(rules, "foresight")
    spent: dict[str, float] = collections.defaultdict(float)
    ended: collections.Counter = collections.Counter()
    for pid, phase in rules.phases.items():
        timed._bodies[pid] = (g.program, _timed(pid, g.program.block(phase.body), spent, ended))
    rounds = max(1, args.repeat)
    for _ in range(rounds):
        project_all(rules, got, timed, g)
    print("each phase, per projection (a phase the projection does not reach costs nothing):")
    for pid, cpu in sorted(spent.items(), key=lambda kv: -kv[1]):
        print(f"  {pid:24s} {1e6 * cpu / (n * rounds):7.1f} us   ended the game in {ended[pid] // rounds} of them")
    if args.calls:
        _count_calls(rules, got, g, n)
    return 0


def _count_calls(rules: Any, got: list[tuple[dict, int]], g: Game, n: int) -> None:
    """How often a projection calls each primitive and puts each kind of decision."""
    calls: collections.Counter = collections.Counter()
    ns = g.program.ns
    saved = {k: v for k, v in ns.items() if k.startswith("p_")}

    def counted(name: str, fn: Callable) -> Callable:
        def call(*a: Any, **kw: Any) -> Any:
            calls[name] += 1
            return fn(*a, **kw)
        return call

    ask = Game.ask

    def asked(self: Game, side: str, kind: str, options: list, **kw: Any) -> Any:
        calls[f"(decision) {kind}" + (", one option" if len(options) == 1 else "")] += 1
        return ask(self, side, kind, options, **kw)

    for k, fn in saved.items():
        ns[k] = counted(k[2:], fn)
    Game.ask = asked  # type: ignore[method-assign]
    try:
        project_all(rules, got, Projection(rules, "foresight"), g)
    finally:
        ns.update(saved)
        Game.ask = ask  # type: ignore[method-assign]
    print("calls per projection:")
    for name, k in calls.most_common():
        if k / n >= 0.5:
            print(f"  {name:40s} {k / n:7.1f}")


if __name__ == "__main__":
    sys.exit(main())
