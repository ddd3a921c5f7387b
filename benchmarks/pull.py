"""The pull API's costs (interpreter/engine/pull.py) beside the push engine's, in the same run.

    python benchmarks/pull.py [--games N] [--variant NAME]

For each seed, interleaved so that the machine's load falls on both alike: a random game the way
`wsdv play` plays it (the engine calls two seeded random bots), and the same game through the pull
API (the same bots' choices applied with ``apply_action``).  Then, at the middle decision of each
game: ``clone()`` itself, a clone's first use (the replay of its recipe), ``apply_action`` (median
over all the decisions of the pulled games) and ``resample``.  CPU time of this process
(``time.process_time``); target: a playout through the API at most 2x the push engine's.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import interpreter  # noqa: E402
from interpreter.engine.players import make_agents, side_players  # noqa: E402
from interpreter.engine.rng import Random  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402

clock = time.process_time


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--variant", action="append", default=[])
    args = ap.parse_args()
    book = interpreter.load(variants=args.variant)
    rules = book.rules
    specs = side_players(list(book.sides), [])
    new_game(rules, 0, make_agents(specs, rules, 0))[0].play()  # compile the content's code once
    push, pull, applies, clones, first_use, resamples, lengths = [], [], [], [], [], [], []
    for seed in range(1, args.games + 1):
        t = clock()
        game, _ = new_game(rules, seed, make_agents(specs, rules, seed))
        game.play()
        push.append(clock() - t)

        agents = make_agents(specs, rules, seed)
        t = clock()
        state = book.new_state(seed)
        while not state.is_terminal():
            d = state.decision
            a = clock()
            state.apply_action(agents[d.side].choose(d, None))
            applies.append(clock() - a)
        pull.append(clock() - t)
        n = len(state.history())
        lengths.append(n)

        middle = book.new_state(seed)
        for i in state.history()[:n // 2]:
            middle.apply_action(i)
        t = clock()
        copy = middle.clone()
        clones.append(clock() - t)
        t = clock()
        copy.legal_actions()
        first_use.append(clock() - t)
        side = middle.current_player()
        if side is not None:
            t = clock()
            middle.resample(side, Random(seed)).legal_actions()
            resamples.append(clock() - t)

    def ms(xs: list[float]) -> str:
        return f"{statistics.median(xs) * 1000:.2f} ms"

    def us(xs: list[float]) -> str:
        return f"{statistics.median(xs) * 1e6:.1f} µs"

    ratio = statistics.median(pull) / statistics.median(push)
    print(f"{args.games} random games ({' '.join(args.variant) or 'base game'}), median {statistics.median(lengths):.0f} "
          "decisions; CPU time, medians")
    print(f"  wsdv play's random game (push engine)   {ms(push)}")
    print(f"  the same game through the pull API      {ms(pull)}  = {ratio:.2f}x  (target <= 2x)")
    print(f"  apply_action                            {us(applies)}")
    print(f"  clone() at the middle decision          {us(clones)}")
    print(f"  a clone's first use (replay to there)   {ms(first_use)}")
    print(f"  resample() and its first use            {ms(resamples)}")
    return 0 if ratio <= 2 else 1


if __name__ == "__main__":
    sys.exit(main())
