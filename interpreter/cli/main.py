"""The `wsdv` command line."""

from __future__ import annotations

import argparse
import os
import sys
from importlib import import_module
from typing import Any

from .. import __version__
from ..errors import WsdvError
from ..language import cache
from . import encoding
from .commands import COMMANDS, listed
from .exitcodes import EXIT_CONTENT, EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_OK
from .localized import Parser, located, say, set_language
from .messages import hinted, refusal


def top() -> tuple[argparse.ArgumentParser, Any]:
    """The parser of `wsdv` itself, and its list of commands for a command's module to register in."""
    p = Parser(prog="wsdv", description="A rules interpreter for Wir sind das Volk!")
    p.add_argument("--version", action="version", version=f"wsdv {__version__}")
    return p, p.add_subparsers(dest="command", metavar="COMMAND")


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser: for a ``command`` of :data:`~.commands.COMMANDS`, the parsers its
    module registers (``play`` registers ``replay`` and ``scenario`` too); else the list of commands
    alone (``wsdv --help``, a first word that names no command, whose error lists them).

    A command's module is imported here, when the command is the one run, and no other command's:
    each imports what its work needs at its top, and building every command's parser cost about 15 ms
    of CPU a command line (the tests run thousands in one process) and importing every module about
    0.8 s before `wsdv --help` printed anything (cli/commands.py). A command's help, usage and errors
    come from its own parser and the top one, the same words the whole parser would give
    (tests/test_check_cache.py builds it to compare)."""
    p, sub = top()
    if command in COMMANDS:
        import_module(f"{__package__}.{COMMANDS[command].module}").register(sub)
        return p
    for name in COMMANDS:   # the list (a command chosen from it is parsed again by its own: _main)
        sub.add_parser(name, help=listed(name))
    return p


def _run(args: argparse.Namespace) -> int:
    """Run a command; afterwards fallbacks are warnings again (a later command in this process, a test).

    On a terminal whose encoding cannot show every character, what it cannot show is printed as
    ``?`` and a note says so at the end (see cli/encoding.py)."""
    if "interpreter.words.l10n.fallbacks" in sys.modules:   # what an earlier command (or test) left untold is not this one's
        sys.modules["interpreter.words.l10n.fallbacks"].configure()
    untrusted = cache.untrusted()
    if untrusted is not None:   # a cache others could write is not used (language/cache.py): said once, then on without it
        folder, why = untrusted
        print(located(folder, say("cli-cache-untrusted", "the cache folder is not used: others could write to it; "
                                  "wsdv runs without its cache", why=why), "warning"), file=sys.stderr)
    try:
        code = args.func(args)
        if "interpreter.words.l10n.fallbacks" in sys.modules:   # the texts waiting for translation, in one line
            sys.modules["interpreter.words.l10n.fallbacks"].finish()
        if encoding.replaced():
            encoding.note(args)
        return code
    finally:
        if "interpreter.words.l10n.fallbacks" in sys.modules:
            sys.modules["interpreter.words.l10n.fallbacks"].configure()


def main(argv: list[str] | None = None) -> int:
    """Run the command line ``argv`` and return its exit status (streams tolerant of what their
    encoding cannot show, from the parser's own messages on: see cli/encoding.py)."""
    with encoding.tolerant_streams():
        return _main(argv)


def _main(argv: list[str] | None) -> int:
    words = sys.argv[1:] if argv is None else argv
    set_language(words)   # help, usage and argparse's errors speak the command's language
    p = parser(words[0] if words else None)
    if any("\x00" in a for a in words):
        print(located("wsdv", say('refusal-nul-argument',
                                  'an argument holds a NUL character, which no name or path can contain')),
              file=sys.stderr)
        return EXIT_CONTENT
    args, extra = p.parse_known_args(argv)
    if (words and words[0] not in COMMANDS) and args.command in COMMANDS:
        # a command chosen from the list, after a first word that is none (`wsdv -- play`): its own parser
        p = parser(args.command)
        args, extra = p.parse_known_args(argv)
    if extra and not getattr(args, "extra_players", False):
        p.parse_args(argv)  # reports the unknown words as argparse does, exit 2
    args.extra = extra  # `--SIDE KIND` of a game command: the sides are the content's own
    if not getattr(args, "func", None):
        p.print_help()
        return EXIT_OK
    try:
        return _run(args)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return EXIT_OK
    except WsdvError as err:  # (first: a file inputs.py will not read is an OSError too, with its words)
        # refused on purpose, with its reason: a text the locales cannot give, a
        # fallback under --strict, or any refusal a command did not word itself
        if os.environ.get("WSDV_DEBUG"):
            raise
        if err.words is not None:   # the raiser gave its words: said in the command's language
            print(refusal(args, err, "wsdv"), file=sys.stderr)
            return EXIT_CONTENT
        print(hinted(args, str(err), err.hint if err.hint and err.hint not in str(err) else None), file=sys.stderr)
        return EXIT_CONTENT
    except OSError as err:  # the file system refused a path the user gave (too long, a loop, no access)
        where = f"{err.filename}: " if err.filename is not None else ""
        print(located("wsdv", f"{str(where)[:300]}{err.strerror or err}"), file=sys.stderr)
        return EXIT_CONTENT
    except Exception as err:  # a bug of ours, never the user's content
        if os.environ.get("WSDV_DEBUG"):
            raise
        error = f"{type(err).__name__}: {err}"   # (Python's own words, for the bug report)
        print(say("cli-internal-error", f"wsdv: internal error: {error}", error=error) + "\n  "
              + say("cli-internal-error-hint", "this is a bug in wsdv, not in your content; run again with "
                    "WSDV_DEBUG=1 to see where"), file=sys.stderr)
        return EXIT_INTERNAL


def run() -> None:
    """``python -m interpreter``: the command line, ending the process with its exit status (the
    only place that exits it; ``main`` returns the status for the `wsdv` script and the tests)."""
    sys.exit(main())
