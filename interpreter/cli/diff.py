"""`wsdv diff`: what a content set changes against another, in words (the words are :mod:`interpreter.words.diff`'s)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..words.diff import Code, DiffWriter, diff_rules
from .common import build_rules
from .exitcodes import EXIT_CONTENT, EXIT_OK
from .options import add_lang_option, language_or_report


def register(sub: Any) -> None:
    """Add `wsdv diff` to the command-line parser."""
    class Variant(argparse.Action):
        """`--variant` names a variant of the compared side, or, after `--against`, of the reference."""

        def __call__(self, parser, namespace, values, option_string=None):
            target = "against_variant" if namespace.against else "variant"
            getattr(namespace, target).append(values)

    p = sub.add_parser(
        "diff", help="what variants change against the base game (or against other variants), in words",
        description="Print what a content set changes, definition by definition and effect line by effect "
                    "line, in words where a sentence exists and in content notation otherwise. "
                    "`wsdv diff --variant A` compares the base game with variant A; "
                    "`wsdv diff --variant A --against --variant B` compares A with B (B is the reference).")
    # `--content` and `--overlay` as every content command has them; `--variant` knows `--against`.
    p.add_argument("--content", metavar="DIR", type=Path,
                   help="a content folder to use instead of the shipped one (e.g. a designer's copy)")
    p.add_argument("--overlay", metavar="DIR", action="append", default=[], type=Path,
                   help="apply a folder of overlay files to both sides (may be repeated)")
    p.set_defaults(against_variant=[], against=False)
    p.add_argument("--variant", metavar="NAME", action=Variant, default=[],
                   help="a variant of the compared content (after --against: of the reference); repeatable")
    p.add_argument("--against", action="store_true",
                   help="the --variant options after this one make the reference (default: the base game)")
    p.add_argument("--json", action="store_true", help="print the changes as JSON, for tools")
    add_lang_option(p, "the changes")
    p.set_defaults(func=cmd_diff)


def cmd_diff(args: Any) -> int:
    lang = language_or_report(args)
    if lang is None:
        return EXIT_CONTENT
    if not args.variant and not args.against_variant:
        print("wsdv diff: error: name the variants to compare, e.g. wsdv diff --variant second_edition",
              file=sys.stderr)
        return EXIT_CONTENT
    sides = []
    for names in (args.against_variant, args.variant):
        more = argparse.Namespace(**vars(args))
        more.variant = list(names)
        result = build_rules(more)
        if not result.ok:
            return EXIT_CONTENT
        sides.append(result.rules)
    reference, compared = sides
    diff = diff_rules(reference, compared, args.variant[-1] if len(args.variant) == 1 else "")
    writer = DiffWriter(reference, compared, lang, args.content)
    if args.json:
        print(json.dumps(writer.as_json(diff), ensure_ascii=False, indent=2))
        return EXIT_OK
    t = writer.t
    base_name = t("diff-base")
    print(t("diff-heading", reference=", ".join(writer.name("variant", v) for v in args.against_variant) or base_name,
            compared=", ".join(writer.name("variant", v) for v in args.variant) or base_name))
    for depth, text in writer.items(diff):
        # The exact notation goes on its own line beneath its sentence, marked as code.
        print("  " * (depth + 1) + ("| " if isinstance(text, Code) else "- ") + text)
    return EXIT_OK
