"""How the game plays under the default bots: what the designers' notes say, measured.

    python benchmarks/how_it_plays.py [--games N] [--jobs J] [--bot KIND] [--first SEED]

Plays N games with the same bot on both sides (default: the default bot) and prints: who wins
and how, in which decade; whether the wall is built (in the games that reach decade II, where
its special card comes); how many factories stand rundown at the end; the prestige and
western-currency tracks at the end of decade I and what a lead there is worth (the share of
games won by the side ahead).  Each share carries its Wilson 95 % interval.  The designers' notes
at the end of the 2nd-edition rulebook make claims about each of these; docs/guide/simulation.md
sets the figures beside them.  This script names the shipped content's flag, tracks and
decades: it measures this game, not any content.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from interpreter.engine.players import DEFAULT_BOT, make_agents, parse_spec  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402
from interpreter.simulate.games import ContentSpec  # noqa: E402
from interpreter.simulate.stats import wilson  # noqa: E402


def one(args: tuple[str, int]) -> dict:
    """One game's facts: winner, outcome, decade, wall, rundowns, tracks after each decade."""
    bot, seed = args
    rules = ContentSpec().build()
    agents = make_agents({s: parse_spec(bot) for s in rules.sides}, rules, seed)
    game, _ = new_game(rules, seed, agents)
    after: dict[str, dict[str, int]] = {}
    reached: list[str] = []
    wall = [False]  # ever built (the wall may come down again in decade IV)

    def step(what: str) -> None:
        wall[0] = wall[0] or bool(game.state["flags"].get("wall"))
        decade = game.state["vars"].get("decade")
        if decade is not None:
            if not reached or reached[-1] != decade:
                reached.append(decade)
            after[decade] = dict(game.state["tracks"])
    game.on_step = step
    result = game.play() or {}
    st = game.state
    rundown = sum(1 for city in st["sites"] if game.registry["is_rundown"](game, city))
    return {"winner": result.get("winner"), "outcome": result.get("outcome"), "decade": st["vars"].get("decade"),
            "wall": wall[0] or bool(st["flags"].get("wall")), "reached": reached, "rundown": rundown, "after": after}


def share(k: int, n: int) -> str:
    if n == 0:
        return "no games"
    lo, hi = wilson(k, n)
    return f"{k}/{n} = {100 * k / n:.0f} % [{100 * lo:.0f}, {100 * hi:.0f}]"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200, help="games (default 200)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--bot", default=DEFAULT_BOT, help=f"the bot on both sides (default {DEFAULT_BOT})")
    ap.add_argument("--first", type=int, default=1, help="the first seed (default 1)")
    args = ap.parse_args()
    seeds = range(args.first, args.first + args.games)
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        games = list(pool.map(one, [(args.bot, s) for s in seeds], chunksize=4))
    n = len(games)
    print(f"{n} games, {args.bot} against {args.bot}, seeds {seeds[0]}..{seeds[-1]}")
    for side, k in Counter(g["winner"] for g in games).most_common():
        print(f"  {side} wins {share(k, n)}")
    print("how games end (outcome, decade):")
    for (outcome, decade), k in sorted(Counter((g["outcome"], g["decade"]) for g in games).items(),
                                       key=lambda kv: -kv[1]):
        print(f"  {outcome} in decade {decade}: {share(k, n)}")
    for decade in ("I", "II", "III", "IV"):
        ended = sum(1 for g in games if g["decade"] == decade)
        print(f"  ended in decade {decade}: {share(ended, n)}")
    later = [g for g in games if "II" in g["reached"]]
    print(f"wall built, of the games that reach decade II: {share(sum(g['wall'] for g in later), len(later))}")
    walled = [g for g in later if g["wall"]]
    open_ = [g for g in later if not g["wall"]]
    print(f"  East wins with the wall {share(sum(g['winner'] == 'east' for g in walled), len(walled))}, "
          f"without it {share(sum(g['winner'] == 'east' for g in open_), len(open_))}")
    print(f"games ending with a rundown factory on the board: {share(sum(g['rundown'] > 0 for g in games), n)}; "
          f"rundown factories at the end: median {statistics.median(g['rundown'] for g in games)}, "
          f"most {max(g['rundown'] for g in games)}")
    first = [g for g in games if "I" in g["after"] and "II" in g["reached"]]
    for track, east_ahead in (("prestige", lambda v: v > 0), ("currency", lambda v: v > 0)):
        values = [g["after"]["I"][track] for g in first]
        if not values:
            continue
        ahead = [g for g in first if east_ahead(g["after"]["I"][track])]
        behind = [g for g in first if not east_ahead(g["after"]["I"][track])]
        print(f"{track} after decade I (games that go on): median {statistics.median(values)}, "
              f"range {min(values)}..{max(values)}; East wins when it is above 0: "
              f"{share(sum(g['winner'] == 'east' for g in ahead), len(ahead))}, otherwise "
              f"{share(sum(g['winner'] == 'east' for g in behind), len(behind))}")
    prestige_west = [g for g in games if g["after"].get(g["decade"], {}).get("prestige", 0) < 0]
    print(f"West ahead in prestige at the end of the game: {share(len(prestige_west), n)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
