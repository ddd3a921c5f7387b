"""The `wsdv` command line."""

from __future__ import annotations

import argparse
import os
import sys

from .. import __version__
from ..errors import WsdvError
from ..language import cache
from . import check, encoding
from .exitcodes import EXIT_CONTENT, EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_OK
from .localized import Parser, located, say, set_language
from .messages import hinted, refusal

# Each command's name, and the module of cli/ that registers it (`register(sub)`), in the order the
# full parser lists them. tests/test_check_cache.py holds it to what the modules register.
COMMANDS: dict[str, str] = {
    "check": "check", "cards": "cards", "l10n": "l10n", "new": "new", "rename": "rename", "site": "site",
    "play": "play", "replay": "play", "scenario": "play", "diff": "diff", "map": "map", "schema": "schema",
    "simulate": "simulate",
}


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; for a ``command`` of :data:`COMMANDS` only the parsers its module
    registers ("check", the designer's quick loop, without importing the other commands' modules).

    Building every command's parser took about 15 ms of CPU, each time ``main`` runs (the tests run
    thousands of commands in one process); a command's help, usage and errors come from its own
    parser and the top one, which have the same words either way. The top parser's list of commands
    (``wsdv --help``, an unknown command's error) needs every module: a first word that names no
    command gets them all."""
    p = Parser(prog="wsdv", description="A rules interpreter for Wir sind das Volk!")
    p.add_argument("--version", action="version", version=f"wsdv {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    if command == "check":   # the designer's quick loop imports no other command's module
        check.register(sub)
        return p
    from . import cards, diff, l10n, map, new, play, rename, schema, simulate, site  # not for `wsdv check`: see above

    modules = {"check": check, "cards": cards, "l10n": l10n, "new": new, "rename": rename, "site": site, "play": play,
               "diff": diff, "map": map, "schema": schema, "simulate": simulate}
    for name in [COMMANDS[command]] if command in COMMANDS else dict.fromkeys(COMMANDS.values()):
        modules[name].register(sub)
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
