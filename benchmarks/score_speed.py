"""What judging a position costs: the bots' scores timed on the positions they score in real games.

    python benchmarks/score_speed.py [--games K] [--passes P] [--features]

Plays K seeded games of the default bot against itself and K of ``heuristic`` against itself
(seeds 1..K), keeping a copy of every position each scorer is asked about (``Projection.score``,
``Proposer.score``, ``Shortlister.score``, the heuristic's ``Evaluation.score``), then times each
scorer over its positions: the lowest of P passes (the machine is shared), in µs a score.  With
``--features`` each feature of the two bots is also timed on its own (its declaration's other
features left out).  Run it in two checkouts to compare engines: the positions are the games'
own, so both see the same ones as long as the games are the same.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine import foresight, heuristic  # noqa: E402
from interpreter.engine.game import Game, program_for  # noqa: E402
from interpreter.engine.players import make_agents, parse_spec  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402
from interpreter.engine.state import copy_state  # noqa: E402
from interpreter.rules.pipeline import build  # noqa: E402

SCORERS = {"Projection.score": foresight.Projection, "Proposer.score": foresight.Proposer,
           "Shortlister.score": foresight.Shortlister, "Evaluation.score (heuristic)": heuristic.Evaluation}


def _captured(rules: Any, games: int) -> dict[str, list[tuple[dict, str, tuple]]]:
    """The positions each scorer is asked about in the games, with its arguments."""
    seen: dict[str, list[tuple[dict, str, tuple]]] = {name: [] for name in SCORERS}
    real = {name: cls.score for name, cls in SCORERS.items()}

    def keeping(name: str) -> Callable:
        def score(self: Any, g: Game, side: str, *rest: Any) -> int:
            seen[name].append((copy_state(g.state), side, rest))
            return real[name](self, g, side, *rest)
        return score
    for name, cls in SCORERS.items():
        cls.score = keeping(name)  # type: ignore[method-assign]
    try:
        for seed in range(1, games + 1):
            for bot in ("foresight", "heuristic"):
                agents = make_agents({s: parse_spec(bot) for s in rules.sides}, rules, seed)
                game, _ = new_game(rules, seed, agents)
                game.play()
    finally:
        for name, cls in SCORERS.items():
            cls.score = real[name]  # type: ignore[method-assign]
    return seen


def _timed(fn: Callable, positions: list[tuple[dict, str, tuple]], g: Game, passes: int) -> float:
    """µs a call, the lowest of ``passes`` passes over the positions."""
    best = float("inf")
    for _ in range(passes):
        t = time.process_time()
        for state, side, rest in positions:
            g.state = state
            g.steps = 0   # (as a look-ahead starts each leaf: the loops' steps are charged per decision)
            fn(g, side, *rest)
        best = min(best, time.process_time() - t)
    return 1e6 * best / max(1, len(positions))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--passes", type=int, default=7)
    ap.add_argument("--features", action="store_true", help="time each feature of the two bots on its own")
    args = ap.parse_args()
    rules = build().rules
    seen = _captured(rules, args.games)
    g = Game(rules)
    scorers: dict[str, Callable] = {
        "Projection.score": foresight.Projection(rules, "foresight").score,
        "Evaluation.score (heuristic)": heuristic.Evaluation(rules, "heuristic").score,
    }
    bot = rules.bots["foresight"]
    if bot.propose is not None:
        scorers["Proposer.score"] = foresight.Proposer(rules, bot.propose).score
    print(f"the lowest of {args.passes} passes over the positions of {args.games} game(s) of each bot, CPU time:")
    for name, fn in scorers.items():
        print(f"  {name:30s} {_timed(fn, seen[name], g, args.passes):7.2f} µs a score, {len(seen[name])} positions")
    for sid in bot.shortlists:
        mine = [p for p in seen["Shortlister.score"] if p[2] and p[2][0] in g.board.all_provinces]
        fn = foresight.Shortlister(rules, sid).score
        print(f"  {'Shortlister.score ' + sid:30s} {_timed(fn, mine, g, args.passes):7.2f} µs a score")
    if args.features:
        program = program_for(rules)
        for bid, key in (("foresight", "Projection.score"), ("heuristic", "Evaluation.score (heuristic)")):
            b = rules.bots[bid]
            positions = [p for p in seen[key] if p[0]["result"] is None]
            print(f"each feature of `bot {bid}` on its own:")
            for f in b.features:
                # (each feature's own compiled expression, as every engine compiles it)
                fn = program.expr(f.value, (b.param,)) if isinstance(f.value, Mapping) else (
                    lambda g, side, v=f.value, name=b.param: g.eval(v, {name: side}))
                print(f"  {f.id:30s} {_timed(fn, positions, g, args.passes):7.2f} µs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
