"""Which language a command speaks: ``--lang``, else the environment's, else English.

The languages offered are the folders of ``locales/`` in the content a command reads, so a
language a localizer adds (a folder) is offered at once.

This module lives beside the l10n library (:mod:`.l10n`), not in it, and imports nothing of it:
choosing a language needs only folder names and the environment, and the library's package imports
Fluent and Babel when any of its modules is imported (about 100 ms of CPU). So the command line can
import the language choice at its top while a check answered from the cache still loads no Fluent
(tests/test_check_cache.py); the library itself takes its languages from here and offers the same
names (``from interpreter.words.l10n import choose_language``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from ..errors import WsdvError
from ..paths import SOURCE_LANGUAGE as DEFAULT_LANGUAGE  # the content's own language: the default and the fallback
from ..paths import content_dir

LOCALES_DIR = "locales"
EXTENSION = ".ftl"


def locales_root(content: Path | None = None) -> Path:
    return (Path(content) if content is not None else content_dir()) / LOCALES_DIR


def word_folders(folders: Iterable[Path | str]) -> tuple[str, ...]:
    """Of the folders laid over a content (variants, overlays, in order), those that carry words of
    their own (a ``locales/<lang>/*.ftl`` inside the folder), as resolved paths."""
    out = []
    for folder in folders:
        root = Path(folder) / LOCALES_DIR
        if root.is_dir() and any(root.glob(f"*/*{EXTENSION}")):
            out.append(str(Path(folder).resolve()))
    return tuple(out)


def available_languages(content: Path | None = None) -> list[str]:
    """The languages of a content folder: one folder each under ``locales/``, English first."""
    root = locales_root(content)
    if not root.is_dir():
        return [DEFAULT_LANGUAGE]
    langs = sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob(f"*{EXTENSION}")))
    if DEFAULT_LANGUAGE in langs:
        langs.remove(DEFAULT_LANGUAGE)
    return [DEFAULT_LANGUAGE, *langs]


class UnknownLanguage(WsdvError, ValueError):
    """A language was asked for that the content has no folder for."""

    def __init__(self, lang: str, available: Iterable[str]):
        self.lang = lang
        self.available = sorted(available)
        super().__init__(f"no locale '{lang}' in this content (available: {', '.join(self.available)})")


def _language_of(locale: str) -> str | None:
    """``pl_PL.UTF-8`` -> ``pl``; ``C`` and ``POSIX`` name no language."""
    base = re.split(r"[.@]", locale.strip(), maxsplit=1)[0]
    if not base or base in ("C", "POSIX"):
        return None
    return re.split(r"[_-]", base, maxsplit=1)[0].lower() or None


def environment_languages(environ: Mapping[str, str] | None = None) -> list[str]:
    """The languages the environment asks for, best first, as gettext reads them.

    ``LANGUAGE`` (a colon-separated list) comes first unless the locale is C; then the
    first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set.
    """
    env = os.environ if environ is None else environ
    locale = next((env[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(k)), "")
    out: list[str] = []
    if _language_of(locale) is not None:
        out.extend(x for x in (_language_of(p) for p in env.get("LANGUAGE", "").split(":")) if x)
    lang = _language_of(locale)
    if lang:
        out.append(lang)
    return out


def choose_language(requested: str | None, available: Iterable[str],
                    environ: Mapping[str, str] | None = None) -> str:
    """The language to use: ``--lang`` if given, else the environment's, else English.

    An explicit request for a language the content lacks is an error (the user typed it);
    an environment locale the content lacks is not (English is used).
    """
    langs = set(available)
    if requested:
        lang = requested.strip().replace("_", "-").split("-")[0].lower()
        if lang not in langs:
            raise UnknownLanguage(requested, langs)
        return lang
    for lang in environment_languages(environ):
        if lang in langs:
            return lang
    return DEFAULT_LANGUAGE
