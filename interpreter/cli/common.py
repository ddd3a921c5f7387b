"""What the commands share: the content options, the rules built with their problems printed, colour."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, NamedTuple

from ..words.languages import DEFAULT_LANGUAGE, UnknownLanguage
from .localized import localizer_of
from .options import language_for, language_or_report


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
    # Imported here: `wsdv check` imports this module, and a check answered from the cache never builds
    # the rules; the pipeline would add about 40 ms of CPU to it (benchmarks/startup.py).
    from ..rules.pipeline import build

    result = build(args.content, args.variant, args.overlay)
    print_problems(args, result.report, result.ok)
    return result



def rules_in_language(args: argparse.Namespace, prog: str) -> tuple[str, Any] | None:
    """The command's language and its content's rules, or None once either was refused and the
    refusal printed (the start every command that shows content in words shares)."""
    lang = language_or_report(args, prog)
    if lang is None:
        return None
    result = build_rules(args)
    return (lang, result) if result.ok else None

def print_problems(args: argparse.Namespace, report: Any, ok: bool) -> None:
    """The report's problems on stderr, and how many there are, in the command's language; ``report``
    None: nothing to say."""
    if report is None:
        return
    said = in_words(args, report)
    if report.diagnostics:
        print(said.report.render(colour(sys.stderr), said.labels), file=sys.stderr)
    if not ok:
        print(said.say("check-count-errors", n=len(report.errors)), file=sys.stderr)
    elif report.warnings:
        strict = " " + said.say("check-count-strict") if getattr(args, "strict", False) else ""
        print(said.say("check-count-warnings", n=len(report.warnings)) + strict, file=sys.stderr)


# The arguments of a diagnostic's words that name a type of value (checks/types.py).
TYPE_ARGS = ("want", "got", "a", "b")


class Said(NamedTuple):
    """A report in the command's language: its diagnostics reworded, the labels of their lines, and the
    language's words for the lines about them."""

    report: Any
    labels: dict[str, str]
    lang: str
    loc: Any

    def say(self, message_id: str, **args: Any) -> str:
        return str(self.loc.quiet_text(message_id, self.lang, **args))


def in_words(args: argparse.Namespace, report: Any) -> Said:
    """The report with each diagnostic that has words in the locales (``Diagnostic.words``) said in the
    command's language (``--lang``, else the environment's): the checker's diagnostics of content/locales/
    <lang>/diagnostics.ftl and its design warnings of checks.ftl. A diagnostic without words (a few rare
    ones, see docs/guide/localization.md) keeps the checker's English."""
    # dataclasses imported here: a check answered from the cache with nothing to report needs
    # neither it (about 10 ms of CPU, benchmarks/startup.py) nor the l10n library (localizer_of).
    from dataclasses import replace

    try:
        lang = language_for(args)
    except UnknownLanguage:
        lang = DEFAULT_LANGUAGE
    loc = localizer_of(getattr(args, "content", None))

    def text(message_id: str, **values: Any) -> str:
        return str(loc.quiet_text(message_id, lang, **values))

    def kinds(ids: str) -> str:
        """Kinds of declaration (`province group city`) as nouns joined by "or" in this language."""
        nouns = [text("check-kind", kind=k) for k in ids.split()]
        joined = nouns[0] if nouns else ""
        for noun in nouns[1:]:
            joined = text("check-or", first=joined, last=noun)
        return joined

    def choices(items: list[str]) -> str:
        """Items one of which is wanted, as this language lists them: "a, b or c"."""
        if len(items) < 2:
            return "".join(items)
        joined = items[0]
        for item in items[1:-1]:
            joined = text("check-comma", first=joined, next=item)
        return text("check-or", first=joined, last=items[-1])

    # Arguments that are lists (their items one to a line), each item said as a word of the language.
    lists = {"options": lambda item: item, "expected": lambda item: text("syntax-terminal", terminal=item),
             "types": lambda item: text("check-schema-type-word", type=item)}

    def value(k: str, v: Any) -> Any:
        if k == "kinds":
            return kinds(str(v))
        if k in lists:
            return choices([lists[k](item) for item in str(v).split("\n") if item])
        return v

    def said(d: Any) -> Any:
        if d.words is None:
            return d
        message_id, pairs = d.words
        values = {k: value(k, v) for k, v in pairs}
        if "kind" in values:   # a kind of declaration as a noun of the language, beside its id
            values["kind_noun"] = text("check-kind", kind=values["kind"])
        for k in TYPE_ARGS:   # a type of value with its article, beside its id (which a hint may choose by)
            if k in values:
                values[k + "_a"] = text("check-a", type=values[k])
        hint = text(message_id + "-hint", **values) if d.hint is not None else None
        return replace(d, message=text(message_id, **values), hint=hint)
    labels = {label: text(f"l10n-label-{label}") for label in ("error", "warning", "hint", "colon")}
    labels["while running"] = text("check-label-while-running")
    return Said(replace(report, diagnostics=[said(d) for d in report.diagnostics]), labels, lang, loc)


def failed(args: argparse.Namespace, result: Any) -> bool:
    """Whether a check failed: an error, or under --strict a warning."""
    return not result.ok or (args.strict and bool(result.warnings))


def actions(sub: Any, name: str, help: str, description: str) -> Any:
    """A command made of actions (`wsdv site build|serve`, `wsdv l10n status|check|confirm`): its
    parser, and the sub-parsers to add one per action to (``args.<name>_command`` names the action)."""
    parser = sub.add_parser(name, help=help, description=description)
    return parser.add_subparsers(dest=f"{name}_command", metavar="ACTION", required=True)
