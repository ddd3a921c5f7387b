"""`wsdv play`, `replay` and `scenario run`: a game in the terminal, a logged game re-run, rules scenarios."""

from __future__ import annotations

import argparse
import dataclasses
import os
import shlex
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..engine.agents import NoOneToAsk
from ..engine.evaluator import ContentError
from ..engine.game import program_for
from ..engine.gamelog import LogError, LogReader, LogWriter
from ..engine.narration import Narrator
from ..engine.players import (
    DEFAULT_BOT,
    PlayerSpec,
    SpecError,
    confirmed_log_players,
    make_agents,
    parse_spec,
    side_players,
)
from ..engine.runtime import diagnose, render
from ..engine.scenario import ScenarioError, Worded, load, run
from ..engine.session import Recorder, ReplayMismatch, log_header, new_game, replay, result_line, resume
from ..engine.state import dumps
from ..engine.view import View
from ..errors import os_reason
from ..paths import display_path
from ..words.l10n import Ref, localizer
from . import messages
from .commands import listed
from .common import build_rules, content_args
from .exitcodes import EXIT_CONTENT, EXIT_INTERNAL, EXIT_MISMATCH, EXIT_OK
from .localized import diagnostic_labels, say
from .messages import refusal, refusal_text
from .options import add_lang_option, add_player_option, decision_number, file_name, language_or_report, seed_number


def _rules(args: argparse.Namespace) -> Any:
    result = build_rules(args)
    return result.rules if result.ok else None


def player_pairs(args: argparse.Namespace) -> list[tuple[str, str]]:
    """The (side, player) pairs of the command line: `--player SIDE=KIND` and `--SIDE KIND`.

    The sides are the content's, known only once it is loaded, so `--SIDE KIND` options are not
    declared to the parser: the words it did not know come here in `args.extra`."""
    pairs: list[tuple[str, str]] = []
    for text in args.player:
        side, eq, kind = text.partition("=")
        if not eq:
            raise SpecError(words=("refusal-player-pair", {"given": text}))
        pairs.append((side, kind))
    extra = list(getattr(args, "extra", None) or [])
    while extra:
        word = extra.pop(0)
        if not word.startswith("--") or len(word) < 3:
            raise SpecError(words=("refusal-unexpected-argument", {"word": word}))
        side, eq, kind = word[2:].partition("=")
        if not eq:
            if not extra or extra[0].startswith("-"):
                raise SpecError(words=("refusal-side-needs-player", {"option": word}))
            kind = extra.pop(0)
        pairs.append((side, kind))
    return pairs


def cmd_play(args: argparse.Namespace) -> int:

    header: dict | None = None
    if args.resume is not None:  # the seed and the players come from the log unless given again
        try:
            with LogReader(args.resume) as log:
                header = log.header
        except LogError as err:
            print(refusal(args, err), file=sys.stderr)
            return EXIT_CONTENT
        if args.log is not None:
            return messages.refuse(args, "wsdv play", "cli-play-resume-with-log")
        if args.seed is not None and args.seed != header["seed"]:
            return messages.refuse(args, "wsdv play", "cli-play-seed-mismatch", "cli-play-seed-hint",
                                   logged=str(header["seed"]), given=str(args.seed))
    seed = header["seed"] if header is not None else (1 if args.seed is None else args.seed)
    prepared = _prepare(args)
    if prepared is None:
        return EXIT_CONTENT
    lang, rules = prepared
    view = View(rules, lang=lang, content=args.content)
    try:
        given = player_pairs(args)
        logged = confirmed_log_players({side: kind for side, kind in (header or {}).get("agents", {}).items()
                                        if side in rules.sides}, given, str(args.resume),
                                       bots=rules.bots)
        specs = side_players(list(rules.sides), logged + given, default=DEFAULT_BOT)
        agents = make_agents(specs, rules, seed, show=view.show, prompt=lambda n: "  " + view.t("view-prompt", count=n),
                             ask=view.prompt, with_overlay=lambda d: _rules_with(args, d), refuse_without_terminal=True,
                             read_card=view.read_card)
    except (SpecError, ContentError) as err:   # (ContentError: a `bot=NAME` the content does not declare)
        print(refusal(args, err, "wsdv play"), file=sys.stderr)
        return EXIT_CONTENT  # a player the command line cannot make is refused input, as simulate refuses it
    kinds = {side: str(spec) for side, spec in specs.items()}
    out = sys.stdout
    narrate = None if args.quiet else Narrator(rules, lambda line: print(line, file=out), lang=lang,
                                               content=args.content)
    where = args.resume if args.resume is not None else args.log
    try:
        if args.resume is not None:
            bots = {side for side, spec in specs.items() if spec.kind != "human"}
            game, result, _ = resume(rules, str(args.resume), agents, bots, narrate=narrate)
        else:
            writer = LogWriter(args.log, log_header(rules, seed, kinds)) if args.log else None
            try:
                rec = Recorder(sink=writer.write, keep=False) if writer else None
                game, _ = new_game(rules, seed, agents, narrate=narrate, recorder=rec)
                result = game.play()
                if writer is not None:
                    writer.write(result_line(game))
            finally:
                if writer is not None:
                    writer.close()
    except LogError as err:   # (a log that cannot be written: its hint continues the game, whole)
        print(refusal(args, err if where is None else with_resume_command(err, resume_command(args, specs, where))),
              file=sys.stderr)
        return EXIT_CONTENT
    except NoOneToAsk as err:
        print(file=sys.stdout)  # the prompt's line, left open
        return messages.refuse(args, "wsdv play", "files-error-no-terminal", side=Ref("side", err.side),
                               side_id=err.side)
    except ReplayMismatch as err:
        messages.refuse(args, str(args.resume), "cli-play-resume-differs", detail=refusal_text(args, err))
        return EXIT_MISMATCH
    except KeyboardInterrupt:
        if where is not None:
            command = resume_command(args, specs, where)
            print("\nwsdv play: " + say("cli-play-stopped", f"stopped; every decision so far is in {where}",
                                        log=str(where)) + "\n  " +
                  say("cli-play-continue", f"continue the game with: {command}", command=command), file=sys.stderr)
        else:   # said, not a silent exit 130: how a game is kept the next time
            print("\nwsdv play: " + say("cli-play-stopped-unlogged", "stopped; the game was not logged: play it with "
                                         "--log FILE to keep its decisions and resume it later"), file=sys.stderr)
        raise
    except Exception as err:
        if not report_content_failure(err, rules) or os.environ.get("WSDV_DEBUG"):
            raise
        return EXIT_CONTENT
    if result:
        print(localizer(args.content).text("cli-result", lang, winner=Ref("side", result["winner"]),
                                           outcome=Ref("outcome", result["outcome"]), seed=str(seed),
                                           steps=game.state["step"]))
    return EXIT_OK


def _rules_with(args: argparse.Namespace, overlay: Path) -> Any:
    """The game's content with one more overlay folder (a bot's weights), or None if it fails."""
    more = argparse.Namespace(**vars(args))
    more.overlay = [*args.overlay, overlay]
    return _rules(more)


def _prepare(args: argparse.Namespace) -> tuple[str, Any] | None:
    """The language and the rules a game command works with; None once a problem is reported."""
    lang = language_or_report(args)
    if lang is None:
        return None
    rules = _rules(args)
    return None if rules is None else (lang, rules)


def cmd_replay(args: argparse.Namespace) -> int:

    prepared = _prepare(args)
    if prepared is None:
        return EXIT_CONTENT
    lang, rules = prepared
    narrate = Narrator(rules, print, lang=lang, content=args.content) if args.narrate else None
    try:
        game, steps = replay(rules, str(args.file), to=args.to, narrate=narrate)
    except Exception as err:
        if not report_content_failure(err, rules):
            return _replay_failure(args, err)
        if os.environ.get("WSDV_DEBUG"):
            raise
        return EXIT_CONTENT
    if args.to is not None:
        # A designer stepping through a game reads the board a human player sees, in their language
        # (the designer's review, task 9, got one line of JSON); `--json` keeps the state for tools.
        if args.json:
            print(dumps(game.state))
        else:
            view = View(rules, lang=lang, content=args.content)
            view.console.print(view.board(game))
        print(say("cli-replay-stopped", f"stopped after decision {steps}", steps=steps))
    else:
        r = game.state["result"]
        l10n = localizer(args.content)
        print(l10n.text("cli-replay-result", lang, steps=steps, winner=Ref("side", r["winner"]),
                        outcome=Ref("outcome", r["outcome"])) if r else
              l10n.text("cli-replay-ok", lang, steps=steps))
    return EXIT_OK


def _replay_failure(args: argparse.Namespace, err: Exception) -> int:
    """A replay that stopped on the log itself: it differs, or it cannot be read."""

    if isinstance(err, LogError):
        if err.words is not None and err.words[0] in RESUMABLE:   # an unfinished game: its resume, whole
            try:
                specs = _logged_players(args.file)
            except LogError as again:   # the log changed since the replay read it: what is wrong with it now
                err = again
            else:
                err = with_resume_command(err, resume_command(args, specs, args.file))
        print(refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    if isinstance(err, ReplayMismatch):
        messages.refuse(args, str(args.file), "cli-replay-differs", detail=refusal_text(args, err))
        return EXIT_MISMATCH
    if isinstance(err, OSError):   # the log could not be read on (opening it is a LogError already)
        print(refusal(args, LogError(words=("refusal-log-unreadable", os_reason(err)), where=str(args.file))),
              file=sys.stderr)
        return EXIT_MISMATCH
    if isinstance(err, ValueError):   # Python's words for what stopped it stay as Python wrote them
        messages.refuse(args, str(args.file), "cli-replay-failed", reason=str(err))
        return EXIT_MISMATCH
    raise err


# The refusals whose hint suggests the command that continues the game (their words' ``command``): the
# engine that raises them knows the log alone, the command line puts the whole command there.
RESUMABLE = frozenset({"cli-log-write-failed", "refusal-log-unfinished"})


def with_resume_command(err: LogError, command: str) -> LogError:
    """``err`` with ``command`` as the command its hint suggests, where it is one of :data:`RESUMABLE`
    (the engine's "wsdv play --resume LOG" is refused where the game needs more: see
    :func:`resume_command`); any other refusal as it is."""
    if err.words is not None and err.words[0] in RESUMABLE:
        err.words = (err.words[0], {**err.words[1], "command": command})
    return err


def _logged_players(path: Any) -> dict[str, PlayerSpec]:
    """The players a log's header names, for the command that resumes it (`replay` makes no player);
    a player that is no player is left out: the resume refuses it with its own words."""
    with LogReader(path) as log:
        agents = log.header.get("agents", {})
    specs = {}
    for side, kind in agents.items():
        try:
            specs[side] = parse_spec(kind)
        except SpecError:
            continue
    return specs


def resume_command(args: argparse.Namespace, specs: Mapping[str, Any], log: Any) -> str:
    """The command that continues a stopped game, whole: the log alone would be refused where the game
    read other content, a variant or an overlay than the default, or where a bot loads weights (a log
    names a weights folder, and wsdv opens none a log names: the reader names it, see
    :func:`~interpreter.engine.players.confirmed_log_players`). Quoted for a shell, to be pasted."""
    words = ["wsdv", "play", "--resume", str(log)]
    if args.content is not None:
        words += ["--content", str(args.content)]
    for variant in args.variant:
        words += ["--variant", variant]
    for overlay in args.overlay:
        words += ["--overlay", str(overlay)]
    for side, spec in specs.items():
        if "weights" in spec.options:
            words += [f"--{side}", str(spec)]
    return shlex.join(words)


def report_content_failure(err: BaseException, rules: Any) -> bool:
    """Print a failure of running content as a content diagnostic (at the content expression, with
    the chain that led there); False when the failure is not the content's (then it is a bug)."""

    diag = diagnose(err, rules, program_for(rules))
    if diag is None:
        return False
    colour = sys.stderr.isatty() and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"
    print(render(_said(diag), rules, colour, diagnostic_labels()), file=sys.stderr)
    return True


def _said(diag: Any) -> Any:
    """A run-time fault with words (``Diagnostic.words``: diagnostics.ftl's ``runtime-*``) in the command
    line's language; its English where it has none."""
    if diag.words is None:
        return diag
    message_id, pairs = diag.words
    values = dict(pairs)
    return dataclasses.replace(diag, message=say(message_id, diag.message, **values),
                               hint=None if diag.hint is None else say(message_id + "-hint", diag.hint, **values))


def _fault(args: argparse.Namespace, out: Any, labels: dict[str, str]) -> str:
    """A scenario's content fault as `wsdv play` says it, in the reader's language, and the scenario
    step that ran it (``scenario-fault-in-*``); the English text where the parts are not kept."""

    if out.fault_parts is None or os.environ.get("WSDV_DEBUG"):   # (for wsdv's developers: Python's side too)
        return str(out.fault)
    diag, rules, (message_id, values), budget = out.fault_parts
    said = _said(diag)
    if budget is not None:   # the scenario's own budget ran out, not the engine's
        said = dataclasses.replace(said, hint=messages.say(args, "scenario-fault-budget-hint", budget=budget))
    colon = messages.say(args, "l10n-label-colon")
    return render(said, rules, labels=labels) + "\n  " + messages.say(args, message_id, colon=colon, **values)


def cmd_scenario_run(args: argparse.Namespace) -> int:
    rules = _rules(args)
    if rules is None:
        return EXIT_CONTENT
    built: dict[tuple[str, ...], Any] = {}

    def rules_for(wanted: tuple[str, ...]) -> Any:
        """The content with the variants a scenario names added to the command's own (built once)."""
        names = tuple(dict.fromkeys([*(args.variant or []), *wanted]))
        if names not in built:
            more = argparse.Namespace(**vars(args))
            more.variant = list(names)
            built[names] = _rules(more)
        if built[names] is None:
            raise ScenarioError(words=("scenario-problem-variants-broken", {"variants": ", ".join(names)}))
        return built[names]

    files: list[tuple[Path, Path | None]] = []   # (file, the folder it was found in; None: named itself)
    for f in args.files:
        p = Path(f)
        files.extend([(y, p) for y in sorted(p.glob("*.yaml"))] if p.is_dir() else [(p, None)])
    failed = passed = broken = invalid = faults = bugs = 0
    labels = diagnostic_labels()
    for path, folder in files:
        try:
            scenarios = load(path, folder)
        except (OSError, ScenarioError) as err:
            if isinstance(err, ScenarioError) and err.problems:   # each problem located, in the reader's words
                print("\n".join(_said(d).render(err.text, labels=labels) for d in err.problems), file=sys.stderr)
            elif isinstance(err, ScenarioError) or getattr(err, "words", None):
                print(refusal(args, err), file=sys.stderr)
            else:   # the system's reason, by its code (the system's own sentence is English)
                print(messages.located(args, display_path(path),
                                       messages.say(args, "scenario-load-unreadable", code=os_reason(err)["code"])),
                      file=sys.stderr)
            broken += 1
            continue
        for scn in scenarios:
            out = run(scn, rules, str(path), rules_for, labels=labels)
            if out.ok:
                passed += 1
                if args.verbose:
                    print(f"{messages.say(args, 'scenario-ok'):<5} {out.name}  ({display_path(path)})")
            elif out.invalid:  # the scenario names what the content lacks: the file's errors, in the reader's words
                invalid += 1
                print("\n".join([_said(d).render(scn.text, labels=labels) for d in out.located] if out.located
                                else out.problems), file=sys.stderr)
            else:
                failed += 1
                bugs += out.bug is not None
                print(f"{messages.say(args, 'scenario-fail'):<5} {out.name}  ({display_path(path)})")
                for problem in out.problems:
                    text = (messages.say(args, problem.words[0], **problem.words[1]) if isinstance(problem, Worded)
                            else problem)
                    print("      - " + text.replace("\n", "\n        "))
                if out.fault is not None:  # the content failed while it ran: as `wsdv play` says it
                    faults += 1
                    print(_fault(args, out, labels), file=sys.stderr)
    counts = [("scenario-passed", passed), ("scenario-failed", failed), ("scenario-broken", broken),
              ("scenario-invalid", invalid), ("scenario-faults", faults)]
    said = [messages.say(args, message, n=n) for i, (message, n) in enumerate(counts) if n or i < 2]
    # the counts listed as the language lists words (name-comma of names.ftl: "a, b, c")
    print(localizer(getattr(args, "content", None)).join(said, messages.language(args), last="name-comma"))
    # A file that is not a valid scenario, a scenario naming what the content lacks, or content that
    # fails while running is bad input (exit 2), after the valid ones have run; wsdv failing on its own
    # (a bug, said at its scenario) is exit 3 whatever else happened.
    if bugs:
        return EXIT_INTERNAL
    return EXIT_CONTENT if broken or invalid or faults else EXIT_OK if failed == 0 else EXIT_MISMATCH


def register(sub: Any) -> None:
    """Add the engine's subcommands to the `wsdv` parser."""
    p = sub.add_parser("play", help=listed("play"),
                       description="Play a full game. Each side is a human at this terminal or a bot; "
                                   "every step is narrated.")
    content_args(p)
    add_player_option(p, humans=True)
    p.add_argument("--seed", type=seed_number, default=None, help="the seed of the shuffles and of the bots (default 1)")
    p.add_argument("--log", metavar="FILE", type=file_name, help="write the game's decisions to FILE (JSON lines) as it goes, "
                                                  "for replay or to resume it")
    p.add_argument("--resume", metavar="LOG", type=file_name, help="continue the unfinished game of LOG (written by --log), "
                                                   "appending to it; the players are the log's unless given; a "
                                                   "player with weights=DIR must be given again")
    p.add_argument("-q", "--quiet", action="store_true", help="print only the result")
    add_lang_option(p, "the narration")
    p.set_defaults(func=cmd_play)

    r = sub.add_parser("replay", help=listed("replay"))
    content_args(r)
    r.add_argument("file", type=Path, help="a log written by `wsdv play --log`")
    r.add_argument("--to", type=decision_number, metavar="N", help="stop after decision N and print the state")
    r.add_argument("--narrate", action="store_true", help="narrate the game while replaying it")
    r.add_argument("--json", action="store_true", help="with --to: print the state as JSON (for tools) instead of the board")
    add_lang_option(r, "the narration")
    r.set_defaults(func=cmd_replay)

    s = sub.add_parser("scenario", help=listed("scenario"))
    ssub = s.add_subparsers(dest="scenario_command", metavar="COMMAND")
    sr = ssub.add_parser("run", help="run scenario files; exit 1 on any mismatch")
    content_args(sr)
    sr.add_argument("files", nargs="+", help="scenario files or folders of *.yaml")
    sr.add_argument("-v", "--verbose", action="store_true", help="list passing scenarios too")
    sr.set_defaults(func=cmd_scenario_run)
    s.set_defaults(func=lambda a: (s.print_help(), EXIT_OK)[1])
