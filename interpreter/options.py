"""Command-line options shared by several commands, kept light: every `wsdv` run builds its parser."""

from __future__ import annotations

import argparse


def add_lang_option(parser: argparse.ArgumentParser, what: str = "the text") -> None:
    """The `--lang` option of every command that prints for a reader (resolved by l10n.language_or_report)."""
    parser.add_argument("--lang", metavar="LANG",
                        help=f"language of {what} (en, de, pl, uk, it, fr, or any folder in content/locales); "
                             "default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en")
