"""What rationing the default bot's look-ahead costs in strength, and what it saves in CPU.

    python benchmarks/foresight_variants.py [--variant NAME=JSON ...] [--games N] [--first SEED]
                                            [--jobs J] [--speed K] [--seat SIDE] [--cache DIR [--cached-only]]

Each variant is the default bot built with other settings (``NAME={"top": 8}``: the keyword
arguments of ``ForesightAgent``; ``NAME={}`` is the default as it ships).  Every variant plays
`heuristic` from each seat on the seeds FIRST..FIRST+N-1, and each game is paired with the game of
the same seed in which `heuristic` plays itself (the reference: the same deal, `heuristic` in the
bot's seat), so the seat's advantage and the deal's luck cancel out.  It prints each variant's win
share from each seat with its Wilson 95 % interval, the paired difference in points with its
exact 95 % interval and McNemar's exact test (interpreter/simulate/stats.py), the same tests
`benchmarks/bots.py` and `wsdv simulate --compare` report.  With ``--speed K`` it also plays K
games of each variant against itself and of `heuristic` against itself, in the same run, and
prints the median and mean CPU seconds of a game and the CPU per decision: a rationed bot whose
games last longer saves less per game than per decision.  With several variants, each is also set beside the first
seed by seed (a paired difference).  ``--seat`` plays only that seat; ``--games 0`` only times.
Long: ``nice`` it on a shared machine,
or give it many ``--jobs`` where there are cores.  With ``--cache DIR`` each game's winner is kept
in DIR under a key made of the seed, the settings of both seats, the bot declarations they play
by (``content/bots.wsdv`` as built, its proposals and shortlists too: `heuristic`'s alone where no seat plays this bot)
and, where a seat plays this bot, a digest of the engine's source, so a later run with other variants replays neither the
reference nor a variant already measured with the same declarations.

A change to the bot's algorithm or declarations is measured against the bot as it was, seed by
seed: ``--checkout DIR`` plays with the engine and content of another checkout (``main``, say),
``--winners FILE`` keeps each variant's winners, and ``--beside FILE`` sets each variant beside
the first variant of such a file on the seeds both played (a paired difference)::

    python benchmarks/foresight_variants.py --checkout /path/to/main --variant 'main={}' --games 400 --winners /tmp/main.json
    python benchmarks/foresight_variants.py --variant 'new={}' --games 400 --beside /tmp/main.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any


def _checkout() -> Path:
    """The checkout whose engine and content play: ``--checkout DIR`` (read before anything is
    imported, so its package is the one imported), this script's own by default."""
    for i, arg in enumerate(sys.argv):
        if arg == "--checkout" and i + 1 < len(sys.argv):
            return Path(sys.argv[i + 1]).resolve()
        if arg.startswith("--checkout="):
            return Path(arg.partition("=")[2]).resolve()
    return Path(__file__).resolve().parent.parent


sys.path.insert(0, str(_checkout()))

from interpreter.engine.foresight import ForesightAgent  # noqa: E402
from interpreter.engine.heuristic import HeuristicAgent  # noqa: E402
from interpreter.engine.players import agent_seed  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402
from interpreter.rules.pipeline import build  # noqa: E402
from interpreter.simulate.stats import paired_counts, wilson  # noqa: E402

_RULES: list[Any] = []


def _rules() -> Any:
    if not _RULES:
        _RULES.append(build().rules)
    return _RULES[0]


def _game(task: tuple[dict[str, Any | None], int]) -> tuple[str | None, float, int]:
    """One game: each side's settings (None: `heuristic`); the winner, CPU seconds, decisions.
    The bots are seeded as `wsdv simulate` seeds them (players.agent_seed)."""
    settings, seed = task
    rules = _rules()
    agents = {}
    for i, side in enumerate(rules.sides):
        kw = settings[side]
        s = agent_seed(seed, i)
        agents[side] = HeuristicAgent(rules, s) if kw is None else ForesightAgent(rules, s, **kw)
    t = time.process_time()
    game, _ = new_game(rules, seed, agents)
    result = game.play() or {}
    return result.get("winner"), time.process_time() - t, len(game.log)


def _engine_digest() -> str:
    """A digest of the engine's source: a change to how this bot searches (not only to what it
    declares) plays other games, so a game cached with another engine is not reused for it.
    `heuristic`'s reference games are keyed without it (they are meant to stay the same)."""
    h = hashlib.sha256()
    for path in sorted((Path(__file__).resolve().parent.parent / "interpreter" / "engine").glob("*.py")):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


def _key(settings: dict[str, Any | None], seed: int) -> str:
    """The cache key of a game: its seed, each seat's settings and the declarations they judge by."""
    rules = _rules()
    judged: dict[str, Any] = {"heuristic": rules.of_kind("bot")["heuristic"]}
    if any(kw is not None for kw in settings.values()):
        judged.update(bot=rules.of_kind("bot"), proposal=rules.of_kind("proposal"),
                      shortlist=rules.of_kind("shortlist"), engine=_engine_digest())
    text = json.dumps([seed, settings, judged], sort_keys=True, default=lambda o: dict(o) if hasattr(o, "keys") else list(o))
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def _share(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{100 * k / n:5.1f} % [{100 * lo:4.1f}, {100 * hi:4.1f}]"


def _strength(args: argparse.Namespace, variants: dict[str, dict[str, Any]], sides: list[str], seeds: list[int],
              won: dict[tuple[str, str], dict[int, str | None]]) -> None:
    """Each variant's wins from each seat beside the reference's, paired by seed."""
    print(f"{len(seeds)} paired seeds a seat ({seeds[0]}..{seeds[-1]}), each against heuristic; reference: "
          "heuristic against itself on the same seed")
    print("| variant | settings | seat | bot wins [95 %] | reference wins [95 %] | "
          "difference, points [95 %] | flips bot:ref, McNemar |")
    print("|---|---|---|---|---|---|---|")
    ref = won[("reference", "")]
    for name, kw in variants.items():
        for seat in sides:
            a = [won[(name, seat)][s] == seat for s in seeds]
            b = [ref[s] == seat for s in seeds]
            p = paired_counts(b, a)
            lo, hi = p.interval()
            print(f"| {name} | `{json.dumps(kw)}` | {seat} | {_share(sum(a), len(a))} | {_share(sum(b), len(b))} | "
                  f"{100 * p.diff:+.1f} [{100 * lo:+.1f}, {100 * hi:+.1f}] | {p.gained}:{p.lost}, "
                  f"p={p.p_value():.2g} |", flush=True)
    names = list(variants)
    if len(names) > 1:
        print(f"\nEach variant beside {names[0]}, seed by seed (difference, points [95 %]; flips):")
        for name in names[1:]:
            for seat in sides:
                first = [won[(names[0], seat)][s] == seat for s in seeds]
                p = paired_counts(first, [won[(name, seat)][s] == seat for s in seeds])
                lo, hi = p.interval()
                print(f"  {name} {seat}: {100 * p.diff:+.1f} [{100 * lo:+.1f}, {100 * hi:+.1f}]; "
                      f"{p.gained}:{p.lost}, p={p.p_value():.2g}", flush=True)


def _write_winners(path: Path, variants: dict[str, dict[str, Any]], sides: list[str], seeds: list[int],
                   won: dict[tuple[str, str], dict[int, str | None]]) -> None:
    """Each variant's winner of each seed from each seat, as JSON (written whole, then renamed)."""
    data = {name: {"settings": kw, "checkout": str(_checkout()),
                   "seats": {seat: {str(s): won[(name, seat)][s] for s in seeds} for seat in sides}}
            for name, kw in variants.items()}
    part = path.with_name(path.name + ".part")
    part.write_text(json.dumps(data, indent=1, sort_keys=True))
    part.replace(path)


def _beside(path: Path, variants: dict[str, dict[str, Any]], sides: list[str], seeds: list[int],
            won: dict[tuple[str, str], dict[int, str | None]]) -> None:
    """Each variant set beside the first variant of an earlier run's winners file, seed by seed,
    on the seeds both played from each seat both played."""
    other = json.loads(path.read_text())
    first = next(iter(other))
    theirs = other[first]["seats"]
    print(f"\nEach variant beside {first} of {path} ({other[first]['checkout']}, `{json.dumps(other[first]['settings'])}`), "
          "seed by seed (difference, points [95 %]; flips):")
    for name in variants:
        for seat in sides:
            common = [s for s in seeds if str(s) in theirs.get(seat, {})]
            if not common:
                continue
            before = [theirs[seat][str(s)] == seat for s in common]
            p = paired_counts(before, [won[(name, seat)][s] == seat for s in common])
            lo, hi = p.interval()
            print(f"  {name} {seat}, {len(common)} seeds: {100 * p.diff:+.1f} [{100 * lo:+.1f}, {100 * hi:+.1f}]; "
                  f"{p.gained}:{p.lost}, p={p.p_value():.2g}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variant", action="append", default=[], metavar="NAME=JSON",
                    help='a variant: its name and ForesightAgent keyword arguments (default: default={})')
    ap.add_argument("--games", type=int, default=100, help="paired seeds per seat (default 100; 0: --speed only)")
    ap.add_argument("--first", type=int, default=1, help="the first seed (default 1)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--speed", type=int, default=0, metavar="K", help="also time K self-play games of each")
    ap.add_argument("--cache", default=None, metavar="DIR", help="keep each game's winner here and reuse it")
    ap.add_argument("--seat", action="append", default=None, help="only this seat (repeatable; default: every side)")
    ap.add_argument("--cached-only", action="store_true",
                    help="play nothing: report the seeds whose games are all in --cache (a run still going)")
    ap.add_argument("--checkout", default=None, metavar="DIR",
                    help="play with the engine and content of this checkout (default: this script's own)")
    ap.add_argument("--winners", default=None, metavar="FILE", help="write each variant's winners here (JSON)")
    ap.add_argument("--beside", default=None, metavar="FILE",
                    help="set each variant beside the first variant of this --winners file, seed by seed")
    args = ap.parse_args()
    variants: dict[str, dict[str, Any]] = {}
    for text in args.variant or ["default={}"]:
        name, _, kw = text.partition("=")
        variants[name] = json.loads(kw or "{}")
    sides = list(_rules().sides)
    seeds = list(range(args.first, args.first + args.games))
    tasks: list[tuple[tuple[str, str], tuple[dict[str, Any | None], int]]] = []
    for seed in seeds:
        tasks.append((("reference", ""), (dict.fromkeys(sides), seed)))
        for name, kw in variants.items():
            for seat in args.seat or sides:
                tasks.append(((name, seat), ({s: (kw if s == seat else None) for s in sides}, seed)))
    t0 = time.perf_counter()
    cache = Path(args.cache) if args.cache else None
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        won: dict[tuple[str, str], dict[int, str | None]] = {}
        todo = []
        for key, (settings, seed) in tasks:
            kept = cache / f"{_key(settings, seed)}.json" if cache is not None else None
            if kept is not None and kept.exists():
                won.setdefault(key, {})[seed] = json.loads(kept.read_text())["winner"]
            else:
                todo.append((key, (settings, seed), kept))
        # Kept as each game ends, so a run cut short keeps what it played.
        if args.cached_only:
            missing = {seed for _k, (_s, seed), _p in todo}
            print(f"(from the cache only: {len(missing)} of {len(seeds)} seeds not finished, left out)")
            seeds = [s for s in seeds if s not in missing]
            todo = []
        results = pool.map(_game, [t for _k, t, _p in todo], chunksize=1)
        for (key, (_settings, seed), kept), (winner, _cpu, _n) in zip(todo, results, strict=True):
            won.setdefault(key, {})[seed] = winner
            if kept is not None:
                part = kept.with_suffix(".part")  # written whole, then renamed: never half a file
                part.write_text(json.dumps({"winner": winner}))
                part.replace(kept)
        if seeds:
            _strength(args, variants, args.seat or sides, seeds, won)
            if args.winners:
                _write_winners(Path(args.winners), variants, args.seat or sides, seeds, won)
            if args.beside:
                _beside(Path(args.beside), variants, args.seat or sides, seeds, won)
        if args.speed:
            timed = [("heuristic", dict.fromkeys(sides))] + [(n, dict.fromkeys(sides, kw)) for n, kw in variants.items()]
            jobs = [(name, (settings, seed)) for seed in range(1, args.speed + 1) for name, settings in timed]
            games = list(pool.map(_game, [t for _n, t in jobs], chunksize=1))
            print(f"\nCPU of a self-play game, seeds 1..{args.speed}, in the same run:")
            for name, _settings in timed:
                mine = [g for (n, _t), g in zip(jobs, games, strict=True) if n == name]
                cpu = [c for _w, c, _d in mine]
                decisions = sum(d for _w, _c, d in mine)
                print(f"  {name}: median {statistics.median(cpu):.3f} s, mean {statistics.mean(cpu):.3f} s, "
                      f"{1000 * sum(cpu) / decisions:.2f} ms a decision, median "
                      f"{statistics.median(d for _w, _c, d in mine)} decisions a game", flush=True)
    print(f"wall time {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
