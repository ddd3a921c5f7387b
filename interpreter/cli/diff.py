"""`wsdv diff`: what a content set changes against another, in words (the words are :mod:`interpreter.words.diff`'s).

Two sides are compared: the compared content (the options before `--against`) and the reference
(the options after it; by default the base game of the same content folder). Each side is a content
folder with its variants and overlay folders, so any two content sets can be compared: the base game
with an overlay (`--overlay DIR`), two overlays (`--overlay A --against --overlay B`), two content
folders (`--content A --against B`) or variants (`--variant A --against --variant B`).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..words.diff import Code, DiffWriter, diff_rules
from ..words.sitestrings import strings_for
from .commands import listed
from .common import build_rules
from .exitcodes import EXIT_CONTENT, EXIT_OK
from .options import add_lang_option, language_or_report


class _Side(argparse.Action):
    """`--variant`, `--overlay` and `--content` name the compared side, or after `--against` the reference."""

    def __call__(self, parser: Any, namespace: Any, values: Any, option_string: Any = None) -> None:
        target = ("against_" if namespace.against else "") + self.dest
        if self.dest == "content":
            setattr(namespace, target, values)
        else:
            getattr(namespace, target).append(values)


class _Against(argparse.Action):
    """`--against` starts the reference's options; `--against DIR` also makes DIR its content folder."""

    def __call__(self, parser: Any, namespace: Any, values: Any, option_string: Any = None) -> None:
        namespace.against = True
        if values is not None:
            namespace.against_content = values


def register(sub: Any) -> None:
    """Add `wsdv diff` to the command-line parser."""
    p = sub.add_parser(
        "diff", help=listed("diff"),
        description="Print what a content set changes, definition by definition and effect line by effect "
                    "line, in words where a sentence exists and in content notation otherwise. The options "
                    "before --against make the compared side, those after it the reference (by default the "
                    "base game of the same content folder). `wsdv diff --variant A` compares the base game with "
                    "variant A; `wsdv diff --overlay DIR` the base game with an overlay folder; "
                    "`wsdv diff --overlay A --against --overlay B` two overlays; "
                    "`wsdv diff --content A --against B` two content folders (B is the reference).")
    p.set_defaults(variant=[], overlay=[], content=None, against=False,
                   against_variant=[], against_overlay=[], against_content=None)
    p.add_argument("--content", metavar="DIR", type=Path, action=_Side, dest="content",
                   help="a content folder to use instead of the shipped one (after --against: the reference's)")
    p.add_argument("--variant", metavar="NAME", action=_Side, dest="variant",
                   help="a variant of the compared content (after --against: of the reference); repeatable")
    p.add_argument("--overlay", metavar="DIR", type=Path, action=_Side, dest="overlay",
                   help="a folder of overlay files on the compared content (after --against: on the reference); "
                        "repeatable")
    p.add_argument("--against", metavar="DIR", type=Path, nargs="?", action=_Against,
                   help="the options after this one make the reference (default: the base game); "
                        "with a folder, the reference is that content folder")
    p.add_argument("--json", action="store_true", help="print the changes as JSON, for tools")
    add_lang_option(p, "the changes")
    p.set_defaults(func=cmd_diff)


def _side(args: Any, prefix: str) -> argparse.Namespace:
    """The options of one side, as the content options of any other command."""
    side = argparse.Namespace(**vars(args))
    side.content = getattr(args, prefix + "content")
    if prefix and side.content is None:
        side.content = args.content     # the reference reads the compared side's folder by default
    side.variant = list(getattr(args, prefix + "variant"))
    side.overlay = list(getattr(args, prefix + "overlay"))
    return side


def _same_content(a: Path | None, b: Path | None) -> bool:
    return (a is None and b is None) or (a is not None and b is not None and a.resolve() == b.resolve())


def cmd_diff(args: Any) -> int:
    lang = language_or_report(args)
    if lang is None:
        return EXIT_CONTENT
    compared_side, reference_side = _side(args, ""), _side(args, "against_")
    folders = not _same_content(compared_side.content, reference_side.content)
    if not (folders or args.variant or args.overlay or args.against_variant or args.against_overlay):
        print(strings_for(lang)("diff-nothing-to-compare"), file=sys.stderr)
        return EXIT_CONTENT
    built = []
    for side in (reference_side, compared_side):
        result = build_rules(side)
        if not result.ok:
            return EXIT_CONTENT
        built.append(result.rules)
    reference, compared = built
    diff = diff_rules(reference, compared, args.variant[-1] if len(args.variant) == 1 and not args.overlay else "")
    writer = DiffWriter(reference, compared, lang, compared_side.content, reference_content=reference_side.content)
    if args.json:
        print(json.dumps(writer.as_json(diff), ensure_ascii=False, indent=2))
        return EXIT_OK
    t = writer.t
    print(t("diff-heading", reference=_named(writer, reference_side, folders, "old") or t("diff-base"),
            compared=_named(writer, compared_side, folders, "new") or t("diff-base")))
    for depth, text in writer.items(diff):
        # The exact notation goes on its own line beneath its sentence, marked as code.
        print("  " * (depth + 1) + ("| " if isinstance(text, Code) else "- ") + text)
    return EXIT_OK


def _named(writer: DiffWriter, side: argparse.Namespace, show_folder: bool, which: str) -> str:
    """A side as the heading names it: its content folder where the two sides read different ones, its
    variants by their names (in that side's words: ``which`` is "new" or "old"), its overlay folders by
    their folder names; "" for the base game alone."""
    parts = [str(side.content or writer.t("diff-shipped-content"))] if show_folder else []
    parts += [writer.name("variant", v, which) for v in side.variant]
    parts += [Path(o).name or str(o) for o in side.overlay]
    return ", ".join(parts)
