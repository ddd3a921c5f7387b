"""The `wsdv simulate` command: options, the run with its progress bar, the report."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

from ..engine.players import DEFAULT_BOT
from .common import build_rules, content_args
from .exitcodes import EXIT_CONTENT, EXIT_INTERRUPTED, EXIT_MISMATCH, EXIT_OK
from .options import add_lang_option


def _compare_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="wsdv simulate --compare", add_help=False)
    content_args(p)
    return p


def cmd_simulate(args: argparse.Namespace) -> int:
    from ..engine.players import SpecError, side_players
    from ..outputs import OutputError, check_folder
    from ..simulate.games import ContentSpec, Players
    from ..simulate.report import REPORT_EXAMPLE, Section, Words, write_report
    from ..simulate.run import Job, run_local, run_ray, seeds_of
    from ..simulate.summary import Summary, paired
    from ..words.l10n import localizer
    from .options import language_or_report
    from .play import player_pairs

    if args.compare is not None:
        compared, rest = _compare_parser().parse_known_args(args.compare)
        if not (compared.content or compared.variant or compared.overlay):
            print("wsdv simulate: error: --compare needs --variant, --overlay or --content after it",
                  file=sys.stderr)
            return EXIT_MISMATCH
        # The other options may follow the compared set's: they are the run's own.
        _, more = args.sim_parser.parse_known_args(rest, namespace=args)
        args.extra = [*args.extra, *more]
    lang = language_or_report(args, "wsdv simulate")
    if lang is None:
        return EXIT_CONTENT
    if args.games < 1:
        print("wsdv simulate: error: --games must be at least 1", file=sys.stderr)
        return EXIT_MISMATCH
    try:
        check_folder(args.out, "simulation report", example=REPORT_EXAMPLE)
    except OutputError as err:
        print(err, file=sys.stderr)
        return EXIT_CONTENT
    first = ContentSpec(str(args.content) if args.content else None, tuple(args.variant),
                        tuple(str(o) for o in args.overlay))
    specs = [first]
    if args.compare is not None:
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
        chosen = side_players(list(rules[0].sides), player_pairs(args), default=DEFAULT_BOT)
        if any(p.kind == "human" for p in chosen.values()):
            raise SpecError("simulate plays bots only (random, foresight, heuristic, mcts:N)")
        for spec in specs:  # a weights folder that does not load is reported before the run
            for p in chosen.values():
                if "weights" in p.options and spec.with_overlay(Path(p.options["weights"])) is None:
                    build_rules(argparse.Namespace(content=Path(spec.content) if spec.content else None,
                                             variant=list(spec.variants),
                                             overlay=[*map(Path, spec.overlays), Path(p.options["weights"])]))
                    return EXIT_CONTENT
    except SpecError as err:
        print(f"wsdv simulate: error: {err}", file=sys.stderr)
        return EXIT_MISMATCH
    players = Players(tuple((s, str(p)) for s, p in chosen.items()))
    seeds = seeds_of(args.seed, args.games)
    jobs = [Job(spec, players, seeds) for spec in specs]
    words = Words(localizer(args.content), lang)
    total = len(jobs) * args.games
    records, interrupted = _with_progress(args, words, total, lambda progress: (
        run_ray(jobs, args.address, progress) if args.backend == "ray"
        else run_local(jobs, args.jobs, progress)))
    if len(records) == 2:
        records = list(paired(records[0], records[1]))
    if not records[0]:
        print(words("sim-interrupted", done=0, games=args.games), file=sys.stderr)
        return EXIT_INTERRUPTED
    sections = [Section(Summary(recs, list(r.sides), [str(d) for d in _decades(r)]), spec.label(),
                        r.content_hash, {s: t for s, t in players.specs})
                for recs, r, spec in zip(records, rules, specs, strict=True)]
    try:
        write_report(args.out, records, sections, words, args.games, args.seed, interrupted)
    except OutputError as err:
        print(err, file=sys.stderr)
        return EXIT_CONTENT
    if not args.quiet:
        from ..simulate.report import win_lines
        from ..words.l10n import Ref

        for line in win_lines(words, sections):
            print(line)
        for outcome, share in sections[-1].summary.outcomes():
            print("  " + words("sim-outcome-line", outcome=Ref("outcome", outcome), share=words.share(share)))
        print(words("sim-written", dir=str(args.out)))
    return EXIT_INTERRUPTED if interrupted else EXIT_OK


def _decades(rules: Any) -> list[str]:
    decs = rules.of_kind("decade")
    return sorted(decs, key=lambda d: (decs[d].get("order", 0), d))


def _with_progress(args: argparse.Namespace, words: Any, total: int, run: Any) -> Any:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from ..words.l10n import numbers

    start = time.monotonic()
    with Progress(TextColumn(words("sim-progress")), BarColumn(), MofNCompleteColumn(),
                  TextColumn("{task.fields[rate]}"), TimeRemainingColumn(),
                  console=Console(stderr=True), disable=args.quiet, transient=True) as bar:
        task = bar.add_task("games", total=total, rate="")
        done = [0]

        def progress(n: int) -> None:
            done[0] += n
            rate = done[0] / max(time.monotonic() - start, 1e-9)
            bar.update(task, advance=n, rate=words("sim-rate", rate=numbers.value(rate)))

        return run(progress)


def register(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play many seeded games between bots and report on the balance",
                       description="Play N seeded games between bots in parallel and write a balance report "
                                   "(win rates with 95 % intervals, outcomes, length, tracks, cards) to --out.")
    content_args(p)
    p.add_argument("--games", type=int, default=100, metavar="N", help="how many games (default 100)")
    p.add_argument("--player", metavar="SIDE=KIND", action="append", default=[],
                   help="who plays a side: random, foresight, heuristic (foresight:weights=DIR,bot=NAME) or mcts:N; "
                        f"also --SIDE KIND, e.g. --east random; default {DEFAULT_BOT}")
    p.add_argument("--seed", type=int, default=1, help="the first game's seed; game k has seed+k (default 1)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="J",
                   help="worker processes (default: all cores); the results do not depend on it")
    p.add_argument("--out", type=Path, default=Path("simulation"), metavar="DIR",
                   help="the report folder (default: simulation); replaced only if wsdv wrote it")
    p.add_argument("--backend", choices=("local", "ray"), default="local",
                   help="local processes, or tasks on a Ray cluster (pip install 'wsdv[ray]')")
    p.add_argument("--address", metavar="ADDR", help="the Ray cluster to join (default: start a local one)")
    p.add_argument("--compare", nargs=argparse.REMAINDER, metavar="...",
                   help="play the same seeds on a second content set: the options after it "
                        "(--variant, --overlay, --content) change the first set, e.g. --compare --overlay DIR")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar and no summary")
    add_lang_option(p, "the report")
    p.set_defaults(func=cmd_simulate, extra_players=True, sim_parser=p)
