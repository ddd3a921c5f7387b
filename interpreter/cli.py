"""The `wsdv` command line."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import __version__

EXIT_OK, EXIT_MISMATCH, EXIT_CONTENT, EXIT_INTERNAL = 0, 1, 2, 3


def _colour(stream) -> bool:
    return stream.isatty() and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"


def _content_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--content", metavar="DIR", type=Path,
                   help="a content folder to use instead of the shipped one (e.g. a designer's copy)")
    p.add_argument("--variant", metavar="NAME", action="append", default=[],
                   help="apply a variant from the content's variants/ folder (may be repeated)")
    p.add_argument("--overlay", metavar="DIR", action="append", default=[], type=Path,
                   help="apply a folder of overlay files (may be repeated)")


def _build(args: argparse.Namespace):
    from .pipeline import build

    result = build(args.content, args.variant, args.overlay)
    if result.report.diagnostics:
        print(result.report.render(_colour(sys.stderr)), file=sys.stderr)
    if not result.ok:
        n = len(result.report.errors)
        print(f"{n} error{'s' if n != 1 else ''} in the content", file=sys.stderr)
    return result


_SUMMARY = [("side", "sides"), ("province", "provinces"), ("city", "cities"), ("connection", "connections"),
            ("group", "groups"), ("country", "countries"), ("track", "tracks"), ("piece", "kinds of piece"),
            ("phase", "phases"), ("decade", "decades"), ("icon", "icons"), ("card", "card faces"),
            ("outcome", "outcomes")]


def summary(rules) -> str:
    counts = rules.counts()
    parts = []
    for kind, plural in _SUMMARY:
        n = counts.get(kind, 0)
        word = plural if n != 1 else kind
        text = f"{n} {word}"
        if kind == "connection":
            text += f" ({rules.blue_lines} blue lines)"
        parts.append(text)
    label = "content OK"
    if rules.variants:
        label += f" (variant {', '.join(rules.variants)})"
    return f"{label}: " + ", ".join(parts)


def cmd_check(args: argparse.Namespace) -> int:
    """Check the content as asked; without --variant, the base and then each shipped variant."""
    from .paths import content_dir
    from .pipeline import known_variants

    result = _build(args)
    if not result.ok:
        return EXIT_CONTENT
    if not args.quiet:
        print(summary(result.rules))
    if args.variant or args.overlay:
        return EXIT_OK
    status = EXIT_OK
    for name in known_variants(args.content or content_dir()):
        args.variant = [name]
        result = _build(args)
        if not result.ok:
            status = EXIT_CONTENT
        elif not args.quiet:
            print(summary(result.rules))
    args.variant = []
    return status


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="wsdv", description="A rules interpreter for Wir sind das Volk!")
    p.add_argument("--version", action="version", version=f"wsdv {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    c = sub.add_parser("check", help="read and check the content without playing",
                       description="Run the whole content pipeline (parse, schema, references, board "
                                   "rules, compile) and report every problem.")
    _content_args(c)
    c.add_argument("-q", "--quiet", action="store_true", help="print nothing when the content is fine")
    c.set_defaults(func=cmd_check)
    return p


def main(argv: list[str] | None = None) -> int:
    p = parser()
    args = p.parse_args(argv)
    if not getattr(args, "func", None):
        p.print_help()
        return EXIT_OK
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as err:  # a bug of ours, never the user's content
        if os.environ.get("WSDV_DEBUG"):
            raise
        print(f"wsdv: internal error: {type(err).__name__}: {err}\n"
              "  this is a bug in wsdv, not in your content; run again with WSDV_DEBUG=1 to see where",
              file=sys.stderr)
        return EXIT_INTERNAL
