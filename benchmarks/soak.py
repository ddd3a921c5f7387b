"""Play many seeded random games; report games, errors, invariant breaks and how games end.

    python benchmarks/soak.py [--games 1000] [--seed 0] [--variant NAME ...]

Without --variant it soaks the base game and then each shipped variant on its own (both
editions: the 2nd edition is the variant second_edition); with --variant, that content only.

Invariants (interpreter/engine/invariants.py) are checked after setup and after every
turn and end-of-decade phase.  Exit 1 if any game raised an error or broke an invariant.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine import invariants  # noqa: E402
from interpreter.engine.agents import RandomAgent  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402
from interpreter.paths import content_dir  # noqa: E402
from interpreter.rules.pipeline import build, known_variants  # noqa: E402


def soak(rules, games: int, first: int = 0) -> dict:
    outcomes: collections.Counter = collections.Counter()
    decades: collections.Counter = collections.Counter()
    errors: list[str] = []
    breaks: list[str] = []
    for seed in range(first, first + games):
        broken: list[str] = []
        try:
            game, _ = new_game(rules, seed, {"west": RandomAgent(seed * 2 + 1), "east": RandomAgent(seed * 2 + 2)})
            game.on_step = lambda what, g=game, b=broken, s=seed: b.extend(
                f"seed {s} ({what}): {p}" for p in invariants.check(g))
            result = game.play()
            if result is None:
                broken.append(f"seed {seed}: the game ended without a result")
            else:
                outcomes[(result["winner"], result["outcome"])] += 1
                decades[game.state["vars"].get("decade")] += 1
        except Exception as err:  # report and go on: a soak counts errors
            tb = traceback.extract_tb(err.__traceback__)[-1]
            errors.append(f"seed {seed}: {type(err).__name__}: {err} ({Path(tb.filename).name}:{tb.lineno})")
        breaks.extend(broken)
    return {"games": games, "errors": errors, "breaks": breaks, "outcomes": outcomes, "decades": decades}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--variant", action="append", default=[], help="soak this variant (repeatable)")
    args = ap.parse_args()
    sets = [args.variant] if args.variant else [[], *([v] for v in known_variants(content_dir()))]
    bad = False
    for variants in sets:
        built = build(variants=variants)
        if not built.ok:
            print(built.report.render())
            return 2
        t = time.perf_counter()
        r = soak(built.rules, args.games, args.seed)
        took = time.perf_counter() - t
        print(f"{' + '.join(variants) or 'base game'}: games: {r['games']}  errors: {len(r['errors'])}  "
              f"invariant breaks: {len(r['breaks'])}  ({took:.1f} s)")
        for line in (r["errors"] + r["breaks"])[:20]:
            print("  " + line)
        print("results:")
        for (winner, outcome), n in r["outcomes"].most_common():
            print(f"  {n:5d}  {n / r['games']:6.1%}  {winner} wins: {outcome}")
        print("decade the game ended in: " + ", ".join(f"{d}: {n}" for d, n in sorted(r["decades"].items())))
        bad = bad or bool(r["errors"] or r["breaks"])
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
