"""What the commands share: the content options, the rules built with their problems printed, colour."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any


def colour(stream: Any) -> bool:
    """Whether to colour what goes to ``stream``: a terminal that does not refuse colour."""
    return stream.isatty() and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"


def content_args(p: argparse.ArgumentParser, inherited: bool = False) -> None:
    """--content, --variant, --overlay; ``inherited``: a sub-command of a command that has them, which
    keeps what was given before it (`wsdv cards --variant X show 7`) and adds to it."""
    keep = argparse.SUPPRESS if inherited else None
    p.add_argument("--content", metavar="DIR", type=Path, default=keep,
                   help="a content folder to use instead of the shipped one (e.g. a designer's copy)")
    p.add_argument("--variant", metavar="NAME", action="append", default=keep if inherited else [],
                   help="apply a variant from the content's variants/ folder (may be repeated)")
    p.add_argument("--overlay", metavar="DIR", action="append", default=keep if inherited else [], type=Path,
                   help="apply a folder of overlay files (may be repeated)")


def build_rules(args: argparse.Namespace) -> Any:
    """The rules of the content the options name (``--content``, ``--variant``, ``--overlay``), with
    every problem printed: the pipeline's result, ok or not."""
    from ..rules.pipeline import build

    result = build(args.content, args.variant, args.overlay)
    print_problems(args, result.report, result.ok)
    return result


def print_problems(args: argparse.Namespace, report: Any, ok: bool) -> None:
    """The report's problems on stderr, and how many there are; ``report`` None: nothing to say."""
    if report is not None and report.diagnostics:
        print(in_words(args, report).render(colour(sys.stderr)), file=sys.stderr)
    if not ok:
        n = len(report.errors)
        print(f"{n} error{'s' if n != 1 else ''} in the content", file=sys.stderr)
    elif report is not None and report.warnings:
        n = len(report.warnings)
        strict = " (--strict: they count as errors)" if getattr(args, "strict", False) else ""
        print(f"{n} warning{'s' if n != 1 else ''} in the content{strict}", file=sys.stderr)


def in_words(args: argparse.Namespace, report: Any) -> Any:
    """The report with each diagnostic that has words in the locales (``Diagnostic.words``) said in the
    command's language (``--lang``, else the environment's): the design warnings of content/locales/
    <lang>/checks.ftl. The others are the checker's English."""
    if not any(d.words for d in report.diagnostics):
        return report
    from dataclasses import replace

    from ..words.l10n import DEFAULT_LANGUAGE, UnknownLanguage, localizer
    from .options import language_for

    try:
        lang = language_for(args)
    except UnknownLanguage:
        lang = DEFAULT_LANGUAGE
    loc = localizer(getattr(args, "content", None))

    def said(d: Any) -> Any:
        if d.words is None:
            return d
        message_id, pairs = d.words
        values = dict(pairs)
        hint = loc.quiet_text(message_id + "-hint", lang, **values) if d.hint is not None else None
        return replace(d, message=loc.quiet_text(message_id, lang, **values), hint=hint)
    return replace(report, diagnostics=[said(d) for d in report.diagnostics])


def failed(args: argparse.Namespace, result: Any) -> bool:
    """Whether a check failed: an error, or under --strict a warning."""
    return not result.ok or (args.strict and bool(result.warnings))


def actions(sub: Any, name: str, help: str, description: str) -> Any:
    """A command made of actions (`wsdv site build|serve`, `wsdv l10n status|check|confirm`): its
    parser, and the sub-parsers to add one per action to (``args.<name>_command`` names the action)."""
    parser = sub.add_parser(name, help=help, description=description)
    return parser.add_subparsers(dest=f"{name}_command", metavar="ACTION", required=True)
