"""The language a command speaks: its ``--lang``, else the environment's; and the language of the
person at the terminal, for wsdv's warnings about the texts.

These need the l10n library (Fluent, Babel: about 90 ms of CPU to import), imported at the top here.
`wsdv check` answered from the cache with nothing to say must not load it (tests/test_check_cache.py,
benchmarks/startup.py): the modules on its quick path (cli/main.py, check.py, common.py, messages.py,
options.py) do not import this one at their top: cli/messages.py and cli/common.py import it inside
the functions that need a language (beside the l10n library, in messages.py and common.in_words).
"""

from __future__ import annotations

import sys
from typing import Any

from ..words.l10n import UnknownLanguage, available_languages, choose_language, localizer
from ..words.l10n.fallbacks import configure
from ..words.l10n.status import unreadable_report


def language_for(args: Any) -> str:
    """The language a command prints in: its ``--lang`` (``args.lang``), else the environment's.

    Commands add the option with :func:`.options.add_lang_option`; the languages offered are the folders of
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
    def refuse(message_id: str, **values: Any) -> None:
        # Said in the reader's language (the environment's), not the one asked for: that one is
        # unknown or unreadable. An environment naming no language the content has gives English.
        reader = reader_language(args)
        loc = localizer(getattr(args, "content", None))
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
