"""Command-line options shared by several commands, kept light: every `wsdv` run builds its parser."""

from __future__ import annotations

import argparse


def add_lang_option(parser: argparse.ArgumentParser, what: str = "the text", inherited: bool = False) -> None:
    """The `--lang` option of every command that prints for a reader (resolved by l10n.language_or_report).

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
        raise argparse.ArgumentTypeError(f"'{text}' is not a port; give a number from 1 to 65535")
    return int(text)


SEED_MIN, SEED_MAX = -(2**63), 2**64 - 1


def seed_number(text: str) -> int:
    """An argparse type: a game's seed, an integer that fits in 64 bits (the range a game log holds)."""
    body = text[1:] if text[:1] in "+-" else text
    if not (body.isascii() and body.isdigit() and len(body) <= 20 and SEED_MIN <= int(text) <= SEED_MAX):
        raise argparse.ArgumentTypeError(f"'{text}' is not a seed; give a whole number from {SEED_MIN} to {SEED_MAX}")
    return int(text)
