"""Command-line options shared by several commands, and the language a command speaks, kept light.

`wsdv check` imports this module (through cli/common.py) on its quick path, where an answer from the
cache says nothing. Choosing the language needs no Fluent: it comes from words/languages.py, which
lives outside the l10n library and is imported at the top. Only :func:`language_or_report`, which
reads the language's files and says what is wrong in words, imports the l10n library (Fluent, Babel:
about 100 ms of CPU to import, benchmarks/startup.py), inside the function: a check asked for no
``--lang`` never calls it (tests/test_check_cache.py holds that such a check loads no Fluent)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..words.languages import UnknownLanguage, available_languages, choose_language
from .localized import localizer_of, say

# The type functions below refuse a value while argparse reads the command line: the language is the
# one the command line's words name (`--lang`) or the environment's (localized.say finds it), and
# argparse's "argument X: ..." around the refusal is said by translate_error (cli-argparse-own).


def add_lang_option(parser: argparse.ArgumentParser, what: str = "the text", inherited: bool = False) -> None:
    """The `--lang` option of every command that prints for a reader (resolved by language_or_report below).

    ``inherited``: the parser is a sub-command of one that has the option too; left out here, the
    value given before the sub-command stands (`wsdv cards --lang pl show 7`).
    """
    parser.add_argument("--lang", metavar="LANG", default=argparse.SUPPRESS if inherited else None,
                        help=f"language of {what} (en, de, pl, uk, it, fr, or any folder in content/locales); "
                             "default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en")
    add_strict_option(parser, inherited)


def add_strict_option(parser: argparse.ArgumentParser, inherited: bool = False) -> None:
    """`--strict`: a text that falls back to English (or to a plain form) is an error, not a warning.
    ``inherited`` as for `add_lang_option`: `wsdv cards --strict show 7` keeps it."""
    parser.add_argument("--strict", action="store_true", default=argparse.SUPPRESS if inherited else False,
                        help="fail (exit 2) where a text of the language falls back to English or a name "
                             "lacks the form a sentence asks for; without it each is a warning on stderr")


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 1 to 65535."""
    if not (text.isascii() and text.isdigit() and len(text) <= 5 and 1 <= int(text) <= 65535):
        raise argparse.ArgumentTypeError(say("cli-not-a-port", f"'{text}' is not a port; give a number from 1 to 65535",
                                             value=text))
    return int(text)


def decision_number(text: str) -> int:
    """An argparse type: a decision of a game by its number, 0 or more (`replay --to N`)."""
    if not (text.isascii() and text.isdecimal() and len(text) <= 18):
        raise argparse.ArgumentTypeError(say("cli-not-a-decision",
                                             f"'{text}' is not a decision number; give a whole number, 0 or more",
                                             value=text))
    return int(text)


def file_name(text: str) -> str:
    """An argparse type: a file's name, not empty (`--log ""` would otherwise play without a log)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(say("cli-empty-file-name",
                                             "an empty name is no file; name the file, e.g. game.jsonl"))
    return text


SEED_MIN, SEED_MAX = -(2**63), 2**64 - 1


def seed_number(text: str) -> int:
    """An argparse type: a game's seed, an integer that fits in 64 bits (the range a game log holds)."""
    body = text[1:] if text[:1] in "+-" else text
    if not (body.isascii() and body.isdigit() and len(body) <= 20 and SEED_MIN <= int(text) <= SEED_MAX):
        # The bounds as text: Fluent would group a number's digits as the language does.
        raise argparse.ArgumentTypeError(say("cli-not-a-seed",
                                             f"'{text}' is not a seed; give a whole number from {SEED_MIN} to {SEED_MAX}",
                                             value=text, min=str(SEED_MIN), max=str(SEED_MAX)))
    return int(text)


def language_for(args: Any) -> str:
    """The language a command prints in: its ``--lang`` (``args.lang``), else the environment's.

    Commands add the option with :func:`add_lang_option`; the languages offered are the folders of
    the content they read (``args.content``), so a designer's added language works at once.
    Raises :class:`UnknownLanguage` for a ``--lang`` the content has no folder for.
    """
    return choose_language(getattr(args, "lang", None), available_languages(getattr(args, "content", None)))


def reader_language(args: Any) -> str:
    """The language of the person at the terminal: the environment's (LANGUAGE, LC_ALL, LC_MESSAGES,
    LANG) when the content has it, else English; the words of wsdv's warnings about the texts."""
    return choose_language(None, available_languages(getattr(args, "content", None)))


def language_or_report(args: Any, prog: str = "wsdv") -> str | None:
    """:func:`language_for`, or None after telling the user what is wrong.

    The language found also sets how fallbacks to English are told (see
    :mod:`interpreter.words.l10n.fallbacks`):
    in that language's words, as warnings, or under the command's ``--strict`` as errors.

    Wrong is a language the content has no folder for, or locale files of that language
    (or of English, its fallback) that Fluent cannot read: undecodable bytes, broken
    syntax, a message that contains itself. Those are reported with their place, as
    ``wsdv l10n check`` reports them, rather than played through in silent English.
    """
    # The l10n library here, not at the top: a cached `wsdv check` imports this module and loads no
    # Fluent (about 100 ms of CPU, benchmarks/startup.py); see the module's docstring.
    from ..words.l10n.fallbacks import configure
    from ..words.l10n.status import unreadable_report

    def refuse(message_id: str, **values: Any) -> None:
        # Said in the reader's language (the environment's), not the one asked for: that one is
        # unknown or unreadable. An environment naming no language the content has gives English.
        reader = reader_language(args)
        loc = localizer_of(getattr(args, "content", None))
        colon = loc.quiet_text("l10n-label-colon", reader)
        print(f"{prog}{colon} {loc.quiet_text('l10n-label-error', reader)}{colon} "
              f"{loc.quiet_text(message_id, reader, **values)}", file=sys.stderr)

    try:
        lang = language_for(args)
    except UnknownLanguage as err:
        refuse("cli-unknown-language", lang=err.lang, available=", ".join(err.available))
        return None
    report = unreadable_report(getattr(args, "content", None), lang)
    if report is not None:
        print(report.render(), file=sys.stderr)
        refuse("cli-locale-unreadable", lang=lang)
        return None
    # The warnings speak the reader's language (the environment's), not the one of the text shown:
    # a designer looking at the Polish cards may not read Polish.
    configure(strict=bool(getattr(args, "strict", False)), lang=reader_language(args))
    return lang


def add_player_option(p: argparse.ArgumentParser, humans: bool) -> None:
    """``--player SIDE=KIND`` (also ``--SIDE KIND``), the kinds named from engine/players.py; ``humans``:
    a person at this terminal may play a side (play), else bots only (simulate)."""
    # The engine here, not at the top: a cached `wsdv check -q` imports this module, and the engine's
    # players would add about 250 ms of CPU to it (benchmarks/startup.py).
    from ..engine.players import DEFAULT_BOT, KINDS

    kinds = [k for k in KINDS if humans or k != "human"]
    p.add_argument("--player", metavar="SIDE=KIND", action="append", default=[],
                   help=f"who plays a side: {', '.join(kinds)} (options: {DEFAULT_BOT}:weights=DIR,bot=NAME, "
                        f"mcts:N); also written --SIDE KIND, e.g. --east {kinds[0]}; "
                        f"a side not named is played by {DEFAULT_BOT}")
    p.set_defaults(extra_players=True)
