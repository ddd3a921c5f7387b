"""`wsdv check`: read and check the content without playing, from the cache when nothing changed.

Kept light: `wsdv check` builds only its own parser (see :func:`interpreter.cli.main.parser`), and a
check answered from the cache imports neither the reader nor the engine."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..paths import content_dir, known_variants
from ..rules.checkcache import check_content, summary_figures
from ..rules.journal import JournalError, pending
from .commands import listed
from .common import content_args, failed, print_problems
from .exitcodes import EXIT_CONTENT, EXIT_OK
from .localized import localizer_of
from .messages import interrupted as interrupted_words
from .messages import language, refusal
from .options import language_or_report

# The kinds a check that passed counts, in the order it names them (content/locales/*/diagnostics.ftl
# `check-ok-count` words each count).
_SUMMARY = ("side", "province", "city", "connection", "group", "country", "track", "piece", "phase", "icon", "card",
            "outcome")


def summary(rules: Any, lang: str = "en") -> str:
    """The line a check that passed prints, for compiled rules, in ``lang``."""
    return summary_line(*summary_figures(rules), rules.variants, lang=lang)


def summary_line(counts: dict[str, int], blue_lines: int, decades: int, variants: tuple[str, ...],
                 lang: str = "en", content: Any = None) -> str:
    """`content OK: 2 sides, ...`: what a check that passed counted, in ``lang`` (the words of
    ``content``'s locales, else the shipped ones)."""
    loc = localizer_of(content)   # (Fluent only when a check passed and prints it: see cli/localized.py)
    parts = []
    for kind in _SUMMARY:
        message = {"connection": "check-ok-connections", "card": "check-ok-cards"}.get(kind, "check-ok-count")
        parts.append(loc.quiet_text(message, lang, kind=kind, n=counts.get(kind, 0), blue=blue_lines,
                                    decades=decades))
    return loc.quiet_text("check-ok", lang, variants=", ".join(variants) or "none", counts=", ".join(parts))


def cmd_check(args: argparse.Namespace) -> int:
    """Check the content as asked; without --variant, the base and then each shipped variant.
    A check of content unchanged since it last passed is answered from the cache (checkcache.py)."""
    try:
        interrupted = pending(args.content if args.content is not None else content_dir())
    except JournalError as err:
        print(refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    if interrupted is not None:  # some files changed, others not: no check of such content is true
        print(interrupted_words(args, interrupted), file=sys.stderr)
        return EXIT_CONTENT

    if args.lang is not None:   # a language the content has no folder for is refused before anything runs
        if language_or_report(args, "wsdv check") is None:
            return EXIT_CONTENT

    told: set[tuple] = set()   # the warnings already printed: a variant's check repeats the base's

    def one(variants: list[str]) -> Any:
        checked = check_content(args.content, variants, args.overlay)
        report = checked.report
        if report is not None and checked.ok:
            new = [d for d in report.diagnostics if (d.file, d.span, d.message) not in told]
            told.update((d.file, d.span, d.message) for d in report.diagnostics)
            report = type(report)(new, report.sources, report.order)   # (a cached check imports no more)
        print_problems(args, report, checked.ok)
        if not failed(args, checked) and not args.quiet and checked.figures is not None:   # (a check that passed has them)
            print(summary_line(*checked.figures, checked.variants, lang=language(args), content=args.content))
        return checked

    if failed(args, one(args.variant)):
        return EXIT_CONTENT
    if args.variant or args.overlay:
        return EXIT_OK
    status = EXIT_OK
    for name in known_variants(args.content or content_dir()):
        if failed(args, one([name])):
            status = EXIT_CONTENT
    return status


def register(sub: Any) -> None:
    c = sub.add_parser("check", help=listed("check"),
                       description="Run the whole content pipeline (parse, schema, references, board "
                                   "rules, compile) and report every problem.")
    content_args(c)
    c.add_argument("-q", "--quiet", action="store_true", help="print nothing when the content is fine")
    c.add_argument("--strict", action="store_true", help="treat warnings as errors (exit 2)")
    c.add_argument("--lang", metavar="LANG", default=None,
                   help="language of the design warnings (en, de, pl, uk, it, fr, or any folder in "
                        "content/locales); default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en")
    c.set_defaults(func=cmd_check)
