"""The search bots against the default bot, from both seats, paired seed by seed with the default bot.

    python benchmarks/search.py [--budgets 8,24] [--games 20] [--jobs 2] [--record FILE]
    python benchmarks/search.py --openspiel 8 [--games 10]       (needs the spiel extra)
    python benchmarks/search.py --table FILE                     (the table of a record, even a partial one)

The searcher is wsdv's ``mcts:N`` (interpreter/engine/search.py), or with ``--openspiel S``
OpenSpiel's own MCTS bot with ``S`` simulations a decision (interpreter/engine/spiel.py).  For each
seed and each seat the searcher plays that seat against the default bot (engine/players.py's
DEFAULT_BOT), and the default bot plays the same seed against itself (the reference game).  So each
of the searcher's games has a twin in which the default bot sat in its place, with the same deal
and the same opponent: the paired difference (searcher's wins minus the default bot's, in points)
cancels the seat's advantage and the luck of the deal.  Printed for each searcher and seat, and for
both seats together: the searcher's wins with the Wilson 95 % interval, the default bot's in the same
games, the paired difference with its exact 95 % interval and the exact McNemar p-value (both from
interpreter/simulate/stats.py), Holm-corrected over the table's rows, and the searcher's CPU
seconds per game (``time.process_time`` over its own decisions).  Bots are seeded as `wsdv play`
seeds them.  ``--record FILE`` appends every finished game to FILE (JSON lines), so a run stopped
early still gives its table (``--table FILE``, pairs whose two games both finished), and a run with
the same record goes on from there (the games it holds are not played again).
Long: ``nice`` it on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import interpreter  # noqa: E402
from interpreter.engine.agents import Agent  # noqa: E402
from interpreter.engine.players import DEFAULT_BOT, agent_seed, make_agent, parse_spec  # noqa: E402
from interpreter.simulate.stats import holm, paired_counts, wilson  # noqa: E402

REFERENCE = "reference"  # the searcher's name in a record's line of a default-bot-against-itself game


class _Timed(Agent):
    """An agent whose CPU time is counted."""

    def __init__(self, inner: Agent) -> None:
        self.inner, self.name, self.sees, self.looks_ahead = inner, inner.name, inner.sees, inner.looks_ahead
        self.cpu = 0.0

    def choose(self, decision: Any, view: Any) -> int:
        t = time.process_time()
        try:
            return self.inner.choose(decision, view)
        finally:
            self.cpu += time.process_time() - t


_BOOKS: dict[tuple[str, ...], Any] = {}


def _book(variants: tuple[str, ...]) -> Any:
    if variants not in _BOOKS:
        _BOOKS[variants] = interpreter.load(variants=list(variants))
    return _BOOKS[variants]


def play_game(task: tuple[str, str, int, tuple[str, ...]]) -> dict[str, Any]:
    """One game: ``searcher`` (``mcts:N``, ``openspiel:S`` or :data:`REFERENCE`) in ``seat`` on ``seed``
    against the default bot; the record line (who won, the searcher's CPU, the game's)."""
    searcher, seat, seed, variants = task
    t0 = time.process_time()
    if searcher.startswith("openspiel:"):
        from interpreter.engine import spiel

        game = spiel.load_game(variants=variants)
        player = list(game.book.sides).index(seat)
        returns = spiel.play_against_default(game, seed - game.first_seed, player, int(searcher.split(":")[1]),
                                             seed=seed)
        winner = seat if returns[player] > 0 else None
        own = time.process_time() - t0  # OpenSpiel's bot and the opponent both: the whole game's CPU
    else:
        book = _book(variants)
        places = {s: i for i, s in enumerate(book.sides)}
        agents: dict[str, Any] = {s: make_agent(parse_spec(DEFAULT_BOT), book.rules, agent_seed(seed, places[s]))
                                  for s in book.sides}
        timed = None
        if searcher != REFERENCE:
            timed = agents[seat] = _Timed(make_agent(parse_spec(searcher), book.rules, agent_seed(seed, places[seat])))
        result = book.play(seed=seed, **agents)
        winner = result.winner
        own = timed.cpu if timed is not None else 0.0
    return {"searcher": searcher, "seat": seat, "seed": seed, "won": winner == seat,
            "winner": winner, "cpu": own, "game_cpu": time.process_time() - t0}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--budgets", default="8,24", help="mcts budgets, comma-separated (default 8,24)")
    ap.add_argument("--openspiel", type=int, default=0, metavar="S", help="OpenSpiel's MCTS with S simulations instead")
    ap.add_argument("--games", type=int, default=20, help="seeds per seat (default 20)")
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--seats", default="", help="the searcher's seats, comma-separated (default: every side)")
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--record", type=Path, help="append each finished game to this file (JSON lines)")
    ap.add_argument("--table", type=Path, metavar="FILE", help="print the table of a record and stop")
    args = ap.parse_args()
    if args.table:
        games = [json.loads(line) for line in args.table.read_text(encoding="utf-8").splitlines() if line.strip()]
        print(table(games))
        return 0
    book = _book(tuple(args.variant))
    seats = [s for s in args.seats.split(",") if s] or list(book.sides)
    searchers = [f"openspiel:{args.openspiel}"] if args.openspiel else [f"mcts:{b}" for b in args.budgets.split(",")]
    seeds = range(args.first_seed, args.first_seed + args.games)
    # Seed by seed, so that a run stopped early holds whole pairs of the first seeds.
    tasks = [t for seed in seeds for t in [(REFERENCE, book.sides[0], seed, tuple(args.variant))]
             + [(s, seat, seed, tuple(args.variant)) for s in searchers for seat in seats]]
    games = []
    if args.record and args.record.exists():  # a record goes on where it stopped: its games are not played again
        done = [json.loads(line) for line in args.record.read_text(encoding="utf-8").splitlines() if line.strip()]
        played = {(g["searcher"], g["seat"] if g["searcher"] != REFERENCE else book.sides[0], g["seed"]) for g in done}
        games = [g for g in done if (g["searcher"], g["seat"], g["seed"]) in {t[:3] for t in tasks}]
        tasks = [t for t in tasks if t[:3] not in played]
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(play_game, t) for t in tasks]
        for f in as_completed(futures):
            rec = f.result()
            games.append(rec)
            if args.record:
                with args.record.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(rec) + "\n")
            print(f"  {rec['searcher']} as {rec['seat']}, seed {rec['seed']}: {'won' if rec['won'] else 'lost'} "
                  f"({rec['cpu']:.1f} s CPU)", file=sys.stderr, flush=True)
    print(table(games))
    print(f"wall time {time.perf_counter() - t0:.0f} s")
    return 0


def table(games: list[dict[str, Any]]) -> str:
    """The markdown table of a run's games (see the module's docstring).  A game recorded twice
    (two runs of the same record) counts once: the same seed gives the same game."""
    games = list({(g["searcher"], g["seat"], g["seed"]): g for g in games}.values())
    reference = {g["seed"]: g["winner"] for g in games if g["searcher"] == REFERENCE}
    rows: list[tuple[str, str, list[dict[str, Any]]]] = []
    searchers = sorted({g["searcher"] for g in games if g["searcher"] != REFERENCE},
                       key=lambda s: (s.split(":")[0], int(s.split(":")[1])))
    for who in searchers:
        mine = [g for g in games if g["searcher"] == who and g["seed"] in reference]
        seats = sorted({g["seat"] for g in mine})
        for seat in seats:
            rows.append((who, seat, sorted((g for g in mine if g["seat"] == seat), key=lambda g: g["seed"])))
        if len(seats) > 1:
            rows.append((who, "both", sorted(mine, key=lambda g: (g["seed"], g["seat"]))))
    stats = []
    for _who, _seat, mine in rows:
        ref = [reference[g["seed"]] == g["seat"] for g in mine]
        stats.append(paired_counts(ref, [g["won"] for g in mine]))
    adjusted = holm([p.p_value() for p in stats])
    lines = [f"against the default bot ({DEFAULT_BOT}); reference: {DEFAULT_BOT} in the searcher's seat, same seeds",
             "| searcher | seat | games | searcher wins [95 %] | default bot's wins there [95 %] | "
             "difference, points [95 %] | flips searcher:default | McNemar p (Holm) | searcher's CPU a game |",
             "|---|---|---|---|---|---|---|---|---|"]
    for (who, seat, mine), p, padj in zip(rows, stats, adjusted, strict=True):
        n = len(mine)
        if n == 0:
            continue
        lo, hi = p.interval()
        a_lo, a_hi = wilson(p.after, n)
        b_lo, b_hi = wilson(p.before, n)
        cpu = sum(g["cpu"] for g in mine) / n
        lines.append(f"| {who} | {seat} | {n} | {p.after} ({100 * p.after / n:.0f} %) [{100 * a_lo:.0f}, {100 * a_hi:.0f}] "
                     f"| {p.before} ({100 * p.before / n:.0f} %) [{100 * b_lo:.0f}, {100 * b_hi:.0f}] "
                     f"| {100 * p.diff:+.1f} [{100 * lo:+.0f}, {100 * hi:+.0f}] | {p.gained}:{p.lost} "
                     f"| {padj:.3g} | {cpu:.1f} s |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
