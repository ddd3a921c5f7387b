"""The `wsdv simulate` command: options, the run with its progress bar, the report.

Everything that can refuse the run (the options, the content, the players, the --out folder, the
space on its disk) is checked before the first game, so a refusal costs no games.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time
from pathlib import Path
from typing import Any

from ..engine.players import DEFAULT_BOT
from .common import build_rules, content_args
from .exitcodes import EXIT_CONTENT, EXIT_INTERRUPTED, EXIT_OK
from .options import add_lang_option, add_player_option, seed_number

PROG = "wsdv simulate"


def _refuse(message: str, hint: str | None = None) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    if hint:
        print(f"  hint: {hint}", file=sys.stderr)
    return EXIT_CONTENT


def _split_compare(args: argparse.Namespace) -> argparse.Namespace | None:
    """The options after --compare: the second set's content options and players; the run's own
    options (--games, --out ...) may follow them and are the run's."""
    p = argparse.ArgumentParser(prog=f"{PROG} --compare", add_help=False)
    content_args(p)
    p.add_argument("--player", action="append", default=[])
    p.add_argument("--lang", default=argparse.SUPPRESS)
    _run_options(p, argparse.SUPPRESS)
    compared, rest = p.parse_known_args(args.compare)
    for key, value in vars(compared).items():
        if key not in ("content", "variant", "overlay", "player"):
            setattr(args, key, value)
    compared.extra = rest
    return compared


def cmd_simulate(args: argparse.Namespace) -> int:  # noqa: C901 - one check after another, in order
    from ..engine.evaluator import ContentError
    from ..engine.players import SpecError, make_agents, side_players
    from ..outputs import OutputError
    from ..simulate.games import ContentSpec, Players
    from ..simulate.report import ReportFolderError, Words, check_report_folder, estimated_size
    from ..words.l10n import localizer
    from .options import language_or_report
    from .play import player_pairs

    compared = _split_compare(args) if args.compare is not None else None
    lang = language_or_report(args, PROG)
    if lang is None:
        return EXIT_CONTENT
    sequential = args.until is not None
    if sequential and compared is None:
        return _refuse("--until plays in rounds until a compare is decided; it needs --compare",
                       "e.g. wsdv simulate --until 2000 --compare --overlay DIR")
    games = args.until if sequential else args.games
    if not 1 <= games <= MAX_GAMES:
        return _refuse(f"{'--until' if sequential else '--games'} must be from 1 to {MAX_GAMES:,}")
    if not 0 < args.precision <= 100:
        return _refuse("--precision is a width in points, more than 0 and at most 100")
    if not 1 <= args.jobs <= 1024:
        return _refuse("--jobs must be from 1 to 1024")
    try:
        out = check_report_folder(args.out)
    except (OutputError, ReportFolderError) as err:
        print(err, file=sys.stderr)
        return EXIT_CONTENT
    first = ContentSpec(str(args.content) if args.content else None, tuple(args.variant),
                        tuple(str(o) for o in args.overlay))
    specs = [first]
    if compared is not None:
        specs.append(ContentSpec(str(compared.content) if compared.content else first.content,
                                 first.variants + tuple(compared.variant),
                                 first.overlays + tuple(str(o) for o in compared.overlay)))
    rules = []
    for spec in specs:
        ns = argparse.Namespace(content=Path(spec.content) if spec.content else None,
                                variant=list(spec.variants), overlay=[Path(o) for o in spec.overlays])
        result = build_rules(ns)
        if not result.ok:
            return EXIT_CONTENT
        rules.append(result.rules)
    try:
        pairs = player_pairs(args)
        chosen = [side_players(list(rules[0].sides), pairs, default=DEFAULT_BOT)]
        if compared is not None:
            chosen.append(side_players(list(rules[1].sides), pairs + player_pairs(compared), default=DEFAULT_BOT))
            if specs[0] == specs[1] and chosen[0] == chosen[1]:
                return _refuse("--compare needs --variant, --overlay, --content or another player after it",
                               "e.g. --compare --overlay DIR, or --compare --east heuristic:weights=DIR")
        for spec, side_specs, r in zip(specs, chosen, rules, strict=False):
            if any(p.kind == "human" for p in side_specs.values()):
                raise SpecError("simulate plays bots only (random, foresight, heuristic, mcts:N)")
            # Each bot is made once before the first game: a bot the content does not declare, or
            # weights that do not load, are refused here, not in a worker after hours of games.
            make_agents(side_specs, r, 0, with_overlay=lambda d, spec=spec: _weights(spec, d))
    except _WeightsFailed:
        return EXIT_CONTENT
    except (SpecError, ContentError) as err:
        return _refuse(str(err), "players: random, foresight, heuristic[:bot=NAME,weights=DIR], mcts:N (N from 1 to 100000)")
    free = shutil.disk_usage(_existing(out)).free
    if free < estimated_size(games * len(specs)):
        return _refuse(f"{out}: not enough free space for the report of {games * len(specs):,} games "
                       f"({free // 1024 // 1024} MB free)", "free some space, or name a folder on another disk")
    # The report's words: the content's, with every variant's and overlay's own words laid over
    # them (a card an overlay adds is named by the overlay's locales), the compared set's included.
    layers = list(dict.fromkeys(layer for r in rules for layer in r.layers))
    words = Words(localizer(args.content, layers), lang)
    players = [Players(tuple((s, str(p)) for s, p in c.items())) for c in chosen]
    names = _names(words, specs, chosen, compared)
    return _play(args, words, out, specs, rules, players, names, games, sequential)


class _WeightsFailed(Exception):
    """A bot's weights folder did not load; its problems were printed as content errors."""


def _weights(spec: Any, folder: Path) -> Any:
    rules = spec.with_overlay(folder)
    if rules is None:  # print the weights' problems, as `wsdv play` does
        build_rules(argparse.Namespace(content=Path(spec.content) if spec.content else None,
                                       variant=list(spec.variants), overlay=[*map(Path, spec.overlays), folder]))
        raise _WeightsFailed
    return rules


def _existing(path: Path) -> Path:
    while not path.exists() and path.parent != path:
        path = path.parent
    return path


def _names(w: Any, specs: list, chosen: list, compared: argparse.Namespace | None) -> list[str]:
    """What the report calls each set: the base, and the second by what changed (the overlay's or
    content folder's name, the variant's, or the player)."""
    if compared is None:
        return [""]
    parts = [Path(o).name for o in compared.overlay] + list(compared.variant)
    if compared.content:
        parts.append(Path(compared.content).name)
    parts += [w("sim-player", side=_ref(s), kind=str(p)) for s, p in chosen[1].items() if chosen[0].get(s) != p]
    return [w("sim-base"), " + ".join(parts)]


def _ref(side: str) -> Any:
    from ..words.l10n import Ref

    return Ref("side", side)


def _play(args: argparse.Namespace, words: Any, out: Path, specs: list, rules: list, players: list,
          names: list[str], games: int, sequential: bool) -> int:
    from ..outputs import OutputError
    from ..simulate.compare import as_json
    from ..simulate.report import ReportFolderError, Section, write_report
    from ..simulate.run import Workers
    from ..simulate.summary import Summary

    records: list[list[dict]] = [[] for _ in specs]
    started = time.monotonic()
    with Workers(args.jobs) as processes:
        result = _rounds(args, words, specs, rules, players, games, records, processes, sequential)
    if isinstance(result, int):
        return result
    comparison, stopped = result
    if not records[0]:
        print(words("sim-interrupted", done=0, games=games), file=sys.stderr)
        return EXIT_INTERRUPTED
    sections = [Section(Summary(recs, list(r.sides), [str(d) for d in _decades(r)]), spec.label(),
                        r.content_hash, {s: t for s, t in pl.specs}, name)
                for recs, r, spec, pl, name in zip(records, rules, specs, players, names, strict=True)]
    summary = (as_json(comparison, names) if comparison is not None else _single_json(sections[0]))
    summary["wall_seconds"] = round(time.monotonic() - started, 1)
    summary["games"] = sum(len(r) for r in records)
    try:
        plotted = write_report(out, records, sections, words, games, args.seed, stopped, comparison,
                               {k: v for k, v in summary.items() if k != "wall_seconds"})
    except OSError as err:
        _print_summary(args, words, sections, comparison, summary)
        print(f"{PROG}: error: {err.filename or out}: cannot write the report: {err.strerror}", file=sys.stderr)
        print(f"  hint: the {summary['games']} games were played and summed up above; free some space or "
              "name another --out folder and run again (the same seeds give the same games)", file=sys.stderr)
        return EXIT_CONTENT
    except (OutputError, ReportFolderError) as err:   # the folder is not the report's to write
        print(err, file=sys.stderr)
        return EXIT_CONTENT
    _print_summary(args, words, sections, comparison, summary)
    if not args.quiet and not args.json:
        if not plotted:
            print(words("sim-no-plots"))
        print(words("sim-written", dir=str(out)))
    if stopped == "worker-lost":
        print(words("sim-worker-lost", done=len(records[0]), games=games), file=sys.stderr)
        return EXIT_CONTENT
    return EXIT_INTERRUPTED if stopped else EXIT_OK


def _rounds(args: argparse.Namespace, words: Any, specs: list, rules: list, players: list, games: int,
            records: list[list[dict]], processes: Any, sequential: bool) -> Any:
    """Play the games, in rounds in the sequential mode (stopping at the first look that decides),
    adding them to ``records``; (the comparison or None, why the run stopped early), or an exit
    status when a content fault stopped it."""
    from ..simulate.compare import Comparison, changed_cards
    from ..simulate.run import Faulted, Job, run_local, run_ray
    from ..simulate.stats import decide, looks

    steps = looks(games) if sequential else [games]
    stopped: str | None = None
    comparison: Comparison | None = None
    done = 0
    for k, upto in enumerate(steps):
        jobs = [Job(spec, pl, range(args.seed + done, args.seed + upto)) for spec, pl in zip(specs, players, strict=True)]
        try:
            got, stopped = _with_progress(args, words, len(jobs) * (upto - done), lambda progress, jobs=jobs: (
                run_ray(jobs, args.address, progress) if args.backend == "ray"
                else run_local(jobs, args.jobs, progress, processes=processes if args.jobs > 1 else None)))
        except Faulted as err:
            print(f"{PROG}: error: the game of seed {err.fault.seed} stopped on a fault of the content "
                  f"(see it in a game of its own: wsdv play --seed {err.fault.seed} with the same options)",
                  file=sys.stderr)
            print(err.fault.text, file=sys.stderr)
            return EXIT_CONTENT
        for mine, new in zip(records, got, strict=True):
            mine.extend(new)
        done = upto
        if len(specs) == 2:
            seeds = {r["seed"] for r in records[0]} & {r["seed"] for r in records[1]}
            for recs in records:
                recs[:] = [r for r in recs if r["seed"] in seeds]
            comparison = Comparison(records[0], records[1], list(rules[0].sides), changed_cards(rules[0], rules[1]),
                                    looks=len(steps), precision=args.precision / 100)
            if sequential and stopped is None and records[0]:
                comparison.verdict = decide(comparison.wins(comparison.sides[0]), args.precision / 100,
                                            len(steps), k == len(steps) - 1)
                if comparison.verdict.decision != "go_on":
                    break
        if stopped:
            break
    return comparison, stopped


def _print_summary(args: argparse.Namespace, words: Any, sections: list, comparison: Any, summary: dict) -> None:
    from ..simulate.report import summary_lines, win_lines
    from ..words.l10n import Ref

    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=1, sort_keys=True))
        return
    if args.quiet:
        return
    if comparison is not None:
        for line in summary_lines(words, sections, comparison):
            print(line)
        return
    for line in win_lines(words, sections):
        print(line)
    for outcome, share in sections[-1].summary.outcomes():
        print("  " + words("sim-outcome-line", outcome=Ref("outcome", outcome), share=words.share(share)))


def _single_json(section: Any) -> dict:
    s = section.summary
    return {"wins": {side: {"games": s.wins(side).k, "share": round(s.wins(side).p, 6),
                            "interval": [round(x, 6) for x in s.wins(side).interval]} for side in s.sides},
            "outcomes": {o: {"games": sh.k, "share": round(sh.p, 6)} for o, sh in s.outcomes()}}


def _decades(rules: Any) -> list[str]:
    decs = rules.of_kind("decade")
    return sorted(decs, key=lambda d: (decs[d].get("order", 0), d))


def _with_progress(args: argparse.Namespace, words: Any, total: int, run: Any) -> Any:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn


    start = time.monotonic()
    with Progress(TextColumn(words("sim-progress")), BarColumn(), MofNCompleteColumn(),
                  TextColumn("{task.fields[rate]}"), TimeRemainingColumn(),
                  console=Console(stderr=True), disable=args.quiet or args.json, transient=True) as bar:
        task = bar.add_task("games", total=total, rate="")
        done = [0]

        def progress(n: int) -> None:
            done[0] += n
            rate = done[0] / max(time.monotonic() - start, 1e-9)
            bar.update(task, advance=n, rate=words("sim-rate", rate=words.number(rate)))

        return run(progress)


# More games than this is a mistake, not a run (at 0.1 s a game, ten thousand years); fewer but
# still too many for the disk are refused by the free-space check before the first game.
MAX_GAMES = 10 ** 12


def _run_options(p: argparse.ArgumentParser, default: Any = None) -> None:
    """The run's own options; ``default`` SUPPRESS: after --compare, where they may follow too."""
    def d(value: Any) -> Any:
        return value if default is None else default

    p.add_argument("--games", type=int, default=d(100), metavar="N", help="how many games (default 100)")
    p.add_argument("--until", type=int, default=d(None), metavar="N",
                   help="with --compare: play in rounds until the paired difference is clear, at most N games "
                        "per set (the sequential mode; see docs/guide/simulation.md)")
    p.add_argument("--precision", type=float, default=d(5.0), metavar="P",
                   help="with --until: stop when the difference's interval is narrower than P points (default 5)")
    p.add_argument("--seed", type=seed_number, default=d(1), help="the first game's seed; game k has seed+k (default 1)")
    p.add_argument("--jobs", type=int, default=d(os.cpu_count() or 1), metavar="J",
                   help="worker processes (default: all cores); the results do not depend on it")
    p.add_argument("--out", type=Path, default=d(Path("simulation")), metavar="DIR",
                   help="the report folder (default: simulation); replaced only if wsdv wrote it")
    p.add_argument("--backend", choices=("local", "ray"), default=d("local"),
                   help="local processes, or tasks on a Ray cluster (pip install 'wsdv[ray]')")
    p.add_argument("--address", metavar="ADDR", default=d(None),
                   help="the Ray cluster to join (default: start a local one)")
    p.add_argument("--json", action="store_true", default=d(False),
                   help="print the summary as JSON (for scripts) instead of the lines")
    p.add_argument("-q", "--quiet", action="store_true", default=d(False), help="no progress bar and no summary")


def register(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play many seeded games between bots and report on the balance",
                       description="Play N seeded games between bots in parallel and write a balance report "
                                   "(win rates with 95 % intervals, outcomes, length, tracks, cards) to --out.")
    content_args(p)
    add_player_option(p, humans=False)
    _run_options(p)
    p.add_argument("--compare", nargs=argparse.REMAINDER, metavar="...",
                   help="play the same seeds on a second content set or with other players: the options "
                        "after it (--variant, --overlay, --content, --SIDE KIND) change the first set, "
                        "e.g. --compare --overlay DIR, or --compare --east heuristic:weights=DIR")
    add_lang_option(p, "the report")
    p.set_defaults(func=cmd_simulate)
