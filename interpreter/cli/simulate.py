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

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from ..engine.evaluator import ContentError
from ..engine.players import DEFAULT_BOT, SpecError, make_agents, side_players
from ..outputs import OutputError
from ..simulate.compare import Comparison, as_json, changed_cards
from ..simulate.games import ContentSpec, Players
from ..simulate.report import (
    LEFT_FILES,
    LEFT_PREFIX,
    ReportFolderError,
    Section,
    Words,
    check_report_folder,
    estimated_size,
    publish,
    report_stage,
    summary_lines,
    win_lines,
    write_report,
)
from ..simulate.run import Faulted, Job, Workers, stream_local, stream_ray
from ..simulate.stats import Sequential, looks
from ..simulate.stream import GamesFile, Leftover, Tally
from ..simulate.summary import Summary
from ..words.l10n import Ref, localizer
from . import messages
from .commands import listed
from .common import build_rules, content_args
from .exitcodes import EXIT_CONTENT, EXIT_INTERRUPTED, EXIT_OK
from .options import add_lang_option, add_player_option, language_or_report, seed_number
from .play import player_pairs

PROG = "wsdv simulate"


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

    compared = _split_compare(args) if args.compare is not None else None
    lang = language_or_report(args, PROG)
    if lang is None:
        return EXIT_CONTENT
    sequential = args.until is not None
    if sequential and compared is None:
        return messages.refuse(args, PROG, "sim-error-until-alone")
    games = args.until if sequential else args.games
    if games < 1:
        return messages.refuse(args, PROG, "sim-error-games", option="--until" if sequential else "--games")
    if not 0 < args.precision <= 100:
        return messages.refuse(args, PROG, "sim-error-precision")
    if not 1 <= args.jobs <= 1024:
        return messages.refuse(args, PROG, "sim-error-jobs")
    try:
        out = check_report_folder(args.out)
    except (OutputError, ReportFolderError) as err:
        print(messages.refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    first = ContentSpec(str(args.content) if args.content else None, tuple(args.variant),
                        tuple(str(o) for o in args.overlay), lang=messages.language(args))
    specs = [first]
    if compared is not None:
        specs.append(ContentSpec(str(compared.content) if compared.content else first.content,
                                 first.variants + tuple(compared.variant),
                                 first.overlays + tuple(str(o) for o in compared.overlay), lang=first.lang))
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
                return messages.refuse(args, PROG, "sim-error-compare-same")
        for spec, side_specs, r in zip(specs, chosen, rules, strict=False):
            if any(p.kind == "human" for p in side_specs.values()):
                return messages.refuse(args, PROG, "sim-error-human")
            # Each bot is made once before the first game: a bot the content does not declare, or
            # weights that do not load, are refused here, not in a worker after hours of games.
            make_agents(side_specs, r, 0, with_overlay=lambda d, spec=spec: _weights(spec, d))
    except _WeightsFailed:
        return EXIT_CONTENT
    except (SpecError, ContentError) as err:
        return messages.refuse(args, PROG, "sim-error-players", problem=messages.refusal_text(args, err))
    # The one refusal of a size: the games file is written as the games finish and the report is
    # made from running counts (memory does not grow with --games), so what bounds a run is its disk.
    free = shutil.disk_usage(_existing(out)).free
    need = estimated_size(games * len(specs))
    if free < need:
        return messages.refuse(args, PROG, "sim-error-no-space", path=str(out), games=_count(games * len(specs)),
                       free=_count(free // 1024 // 1024), need=_count(-(-need // 1024 // 1024)))
    # The report's words: the content's, with every variant's and overlay's own words laid over
    # them (a card an overlay adds is named by the overlay's locales), the compared set's included.
    layers = list(dict.fromkeys(layer for r in rules for layer in r.layers))
    words = Words(localizer(args.content, layers), lang)
    players = [Players(tuple((s, str(p)) for s, p in c.items())) for c in chosen]
    names = _names(words, specs, chosen, compared)
    return _play(args, words, out, specs, rules, players, (names, _tool_names(chosen, compared)), games, sequential)


def _count(n: int) -> int | str:
    """A count for a message: a number the locales format their way, or past what their number
    formatting holds (28 digits; a --games of 10^30 is still answered), its digits as they are."""
    return n if n < 10 ** 18 else str(n)


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


def _tool_names(chosen: list, compared: argparse.Namespace | None) -> list[str]:
    """The sets' names for scripts (`--json`, summary.json), in no language: `base`, and the second by
    what changed, a player as `side=kind`; the report's own names are in the reader's words."""
    if compared is None:
        return [""]
    parts = [Path(o).name for o in compared.overlay] + list(compared.variant)
    if compared.content:
        parts.append(Path(compared.content).name)
    parts += [f"{s}={p}" for s, p in chosen[1].items() if chosen[0].get(s) != p]
    return ["base", " + ".join(parts)]


def _ref(side: str) -> Any:
    return Ref("side", side)


def _play(args: argparse.Namespace, words: Any, out: Path, specs: list, rules: list, players: list,
          named: tuple[list[str], list[str]], games: int, sequential: bool) -> int:
    """Play the games into the report's stage folder (``games.jsonl`` is written as they finish,
    and nothing of a game is kept in memory once it is counted), then write the report from the
    counts and put the folder in place."""
    started = time.monotonic()
    summaries = [Summary((), list(r.sides), [str(d) for d in _decades(r)], r.of_kind("track")) for r in rules]
    comparison = (Comparison(list(rules[0].sides), changed_cards(rules[0], rules[1]), precision=args.precision / 100,
                             planned=len(_steps(games, sequential)))
                  if len(specs) == 2 else None)
    try:
        with report_stage(out) as new:
            left = Leftover(new, [LEFT_PREFIX + name for name in LEFT_FILES[:len(specs)]],
                            [(r.content_hash, list(r.variants), dict(pl.specs)) for r, pl in zip(rules, players, strict=True)],
                            args.seed)
            kept = GamesFile(new, len(specs))
            tally = Tally(summaries, comparison, kept)
            try:
                with Workers(args.jobs) as processes:
                    result = _rounds(args, words, specs, players, games, tally, processes, sequential, left)
            except OSError as err:   # the games could not be written: a full disk
                kept.abandon()
                return _unwritten(args, words, _shown(err, new, out), out, specs, rules, players, named, summaries, comparison,
                                  started)
            finally:
                left.close()
                for leftover in new.glob(LEFT_PREFIX + "*"):   # taken over, or not this run's: not the report's
                    leftover.unlink()
            if left.taken and not args.quiet and not args.json:
                print(words("sim-resumed", games=left.taken), file=sys.stderr)
            if isinstance(result, int):
                kept.abandon()
                return result
            stopped = result
            if not summaries[0].games:
                kept.abandon()
                print(words("sim-interrupted", done=0, games=games), file=sys.stderr)
                return EXIT_INTERRUPTED
            sections, summary = _sections(specs, rules, players, named, summaries, comparison, started)
            try:
                kept.close()
                plotted = write_report(new, sections, words, games, args.seed, stopped, comparison,
                                       {k: v for k, v in summary.items() if k != "wall_seconds"})
                publish(new, out)
            except OSError as err:
                return _unwritten(args, words, _shown(err, new, out), out, specs, rules, players, named, summaries, comparison,
                                  started)
    except (OutputError, ReportFolderError) as err:   # the folder is not the report's to write
        print(messages.refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    _print_summary(args, words, sections, comparison, summary)
    if not args.quiet and not args.json:
        if not plotted:
            print(words("sim-no-plots"))
        print(words("sim-written", dir=str(out)))
    if stopped == "worker-lost":
        print(words("sim-worker-lost", done=summaries[0].games, games=games), file=sys.stderr)
        return EXIT_CONTENT
    return EXIT_INTERRUPTED if stopped else EXIT_OK


def _shown(err: OSError, new: Path, out: Path) -> OSError:
    """The error with the path the user named: a file of the report being built is named where it
    was to go (``out/games.jsonl``), not in the stage folder, which is removed."""
    name = str(err.filename or "")
    if name.startswith(str(new) + os.sep):
        err.filename = str(out / os.path.relpath(name, new))
    return err


def _sections(specs: list, rules: list, players: list, named: tuple[list[str], list[str]], summaries: list,
              comparison: Any, started: float) -> tuple[list, dict]:
    """The report's sections, and the summary for scripts. ``named``: the sets' names in the reader's
    words (the report's) and in none (the summary's)."""
    names, tool_names = named
    sections = [Section(s, spec.label(), r.content_hash, {side: t for side, t in pl.specs}, name)
                for s, r, spec, pl, name in zip(summaries, rules, specs, players, names, strict=True)]
    summary = as_json(comparison, tool_names) if comparison is not None else _single_json(sections[0])
    summary["wall_seconds"] = round(time.monotonic() - started, 1)
    summary["games"] = sum(s.games for s in summaries)
    return sections, summary


def _unwritten(args: argparse.Namespace, words: Any, err: OSError, out: Path, specs: list, rules: list,
               players: list, named: tuple[list[str], list[str]], summaries: list, comparison: Any,
               started: float) -> int:
    """The report could not be written (a full disk): the games played are summed up on the
    terminal, and the message names the path that failed."""
    sections, summary = _sections(specs, rules, players, named, summaries, comparison, started)
    if summaries[0].games:
        _print_summary(args, words, sections, comparison, summary)
    return messages.refuse(args, PROG, "sim-error-unwritten", path=str(err.filename or out), why=str(err.strerror or err),
                   games=summary["games"])


def _steps(games: int, sequential: bool) -> list[int]:
    return looks(games) if sequential else [games]


def _rounds(args: argparse.Namespace, words: Any, specs: list, players: list, games: int,
            tally: Any, processes: Any, sequential: bool, left: Any) -> Any:
    """Play the games, in rounds in the sequential mode (stopping at the first look that decides),
    into ``tally``; why the run stopped early (None: it did not), or an exit status when a content
    fault stopped it.  The games a killed run of the same --out finished (``left``) are taken over
    first, seed by seed, and only the rest are played."""
    steps = _steps(games, sequential)
    stopped: str | None = None
    comparison = tally.comparison
    rule = Sequential(games)
    done = 0
    for k, upto in enumerate(steps):
        start = max(args.seed + done, left.feed(tally, args.seed + upto))
        jobs = [Job(spec, pl, range(start, args.seed + upto)) for spec, pl in zip(specs, players, strict=True)]
        try:
            stopped = _with_progress(args, words, len(jobs) * (args.seed + upto - start), lambda progress, jobs=jobs: (
                stream_ray(jobs, args.address, progress, tally) if args.backend == "ray"
                else stream_local(jobs, args.jobs, progress, tally, processes=processes if args.jobs > 1 else None)))
        except Faulted as err:
            messages.refuse(args, PROG, "sim-error-content-fault", seed=str(err.fault.seed))
            print(err.fault.text, file=sys.stderr)
            return EXIT_CONTENT
        done = upto
        if comparison is not None and sequential and stopped is None and comparison.n:
            comparison.verdict = rule.look(comparison.wins(comparison.sides[0]), args.precision / 100,
                                           k == len(steps) - 1)
            if comparison.verdict.decision != "go_on":
                break
        if stopped:
            break
    return stopped


def _print_summary(args: argparse.Namespace, words: Any, sections: list, comparison: Any, summary: dict) -> None:
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
    p = sub.add_parser("simulate", help=listed("simulate"),
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
