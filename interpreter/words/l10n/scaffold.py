"""`wsdv l10n new LANG`: a language scaffolded from English, every text a stub waiting for its translation.

The files are those English has, each text a stub (:mod:`.stubs`) quoting the English with the
plural categories of the language, so that a translator who does not read code finds every text
where it goes and nothing is half-written: the game and the site run at once (in English where a
stub waits), the language is offered everywhere its folder is read, and `wsdv l10n status` counts
it at 0 % until the stubs are translated.
"""

from __future__ import annotations

from pathlib import Path

import babel

from ...errors import WsdvError
from ..languages import DEFAULT_LANGUAGE
from .checks import PAGE_STUB, LocaleSet
from .stubs import plural_line, stub_file


class ScaffoldError(WsdvError):
    """A language cannot be scaffolded (an unknown code, a folder that is already there).

    Its English message stays for a Python caller; the command line says its ``words`` (cli-l10n.ftl's
    ``l10n-tool-new-*``, the hint ``<id>-hint``) at ``where`` in the reader's language."""

    def __init__(self, message: str, *, where: str, hint: str, words: tuple[str, dict[str, object]]) -> None:
        super().__init__(message, hint=hint, words=words)
        self.where = where


def check_code(lang: str) -> None:
    """Refuse a folder name CLDR does not know as a language (what names the folder names the plurals)."""
    if lang == DEFAULT_LANGUAGE or not lang.isascii() or not lang.isalpha() or not lang.islower() \
            or not 2 <= len(lang) <= 3:
        raise ScaffoldError(f"wsdv l10n new: error: '{lang}' is not a language code to scaffold",
                            hint="name the language by its ISO 639 code in lower case, e.g. cs for Czech",
                            where="wsdv l10n new", words=("l10n-tool-new-not-a-code", {"lang": lang}))
    try:
        babel.Locale.parse(lang)
    except (ValueError, babel.UnknownLocaleError):
        raise ScaffoldError(f"wsdv l10n new: error: '{lang}' is not a language CLDR knows",
                            hint="name the language by its ISO 639 code, e.g. cs for Czech",
                            where="wsdv l10n new", words=("l10n-tool-new-unknown", {"lang": lang})) from None


def page_stub(name: str, english: str, lang: str) -> str:
    """A hand-written page waiting for its translation: the English, under a first line saying so."""
    return (f"{PAGE_STUB} translate this page from docs/{DEFAULT_LANGUAGE}/{name} into '{lang}', then delete "
            f"this line and run `wsdv l10n confirm {lang} {name}` -->\n{english}")


def scaffold(sets: list[LocaleSet], lang: str) -> list[tuple[Path, str]]:
    """The files of a new language in every set (content locales, the site's words and pages), as
    (path, text); refused if any set already has a folder for it with files in it."""
    check_code(lang)
    out: list[tuple[Path, str]] = []
    for lset in sets:
        folder = lset.root / lang
        if folder.is_dir() and any(folder.iterdir()):
            raise ScaffoldError(f"{folder}: error: the language '{lang}' is already there",
                                hint=f"`wsdv l10n status {lang}` shows what is left to translate",
                                where=str(folder), words=("l10n-tool-new-exists", {"lang": lang}))
        english = lset.catalog(DEFAULT_LANGUAGE)
        for path, _text, _resource in english.resources:
            out.append((folder / path.name, stub_file(english, path, lang)))
        for name, text in lset.english_pages().items():
            out.append((folder / name, page_stub(name, text, lang)))
    return out


def plurals_note(lang: str) -> str:
    """What `wsdv l10n new` tells of the language's plural forms."""
    return plural_line(lang)
