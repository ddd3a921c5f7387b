"""The site's own words (headings, table headers, legends) in every language, from Fluent files.

Why Fluent files and not Python: a localizer translates the site's chrome the same way as the
game's texts, in plain files beside the hand-written pages (`docs/<lang>/site.ftl`), with the
plural forms and cases their language needs. A message missing in one language falls back to
English and is recorded, so the unit tests can insist that no language misses any.

One Fluent path with the game's words (:mod:`.l10n`): the files are read and parsed by the same
cached reader (``read_catalog``), made a bundle the same way (``bundle_of``: numbers with the
language's true minus sign), formatted the same way (``format_value``), and a fallback to English
is reported by the same reporter (a warning; under ``--strict`` an error).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from babel import Locale, UnknownLocaleError
from fluent.runtime import FluentBundle

from ..errors import WsdvError
from ..paths import docs_dir
from . import markup
from .l10n import DEFAULT_LANGUAGE, available_languages, fallbacks, localizer, upper_first
from .l10n.catalog import read_catalog
from .l10n.localizer import bundle_of, format_value


def language_name(lang: str) -> str:
    """A language's name in that language, capitalised as a menu item (the switcher, the glossary's
    columns), from CLDR through Babel: a language a translator adds is named without an edit here.
    A folder whose code CLDR does not know is named by its code, as the translator wrote it."""
    try:
        name = Locale.parse(lang, sep="-" if "-" in lang else "_").get_display_name(lang)
    except (ValueError, UnknownLocaleError):
        return lang
    return upper_first(name) if name else lang


class StringsError(WsdvError):
    """A site string file cannot be read; the message is `file:line:col: error: ...`."""


@dataclass
class Strings:
    """Formats the site's messages in one language, falling back to English."""

    lang: str
    bundle: FluentBundle
    fallback: FluentBundle | None
    missing: set[str] = field(default_factory=set)
    inert: bool = False  # messages as inert page text (the site's pages), else as plain text (the terminal)

    def plain(self) -> Strings:
        """The same strings as plain text (for writers shared with the terminal, such as `wsdv diff`)."""
        return replace(self, inert=False)

    def __call__(self, msg_id: str, **args: Any) -> str:
        """The message: plain text, or for the pages inert page text (see `markup.text`), whose arguments
        are plain texts (escaped here) or inert page text (`markup.Safe`, kept as it is: a link, a name)."""
        if not self.inert:
            return self.raw(msg_id, **args)
        kept: dict[str, markup.Safe] = {}
        for k, v in args.items():
            if isinstance(v, markup.Safe):
                kept[f"\x00{len(kept)}\x00"] = v
                args[k] = f"\x00{len(kept) - 1}\x00"
        out: str = markup.text(self.raw(msg_id, **args))
        for mark, v in kept.items():
            out = out.replace(mark, v)
        return markup.Safe(out)

    def raw(self, msg_id: str, **args: Any) -> str:
        """The message as plain text, for places that escape it themselves (SVG, the MkDocs config)."""
        for bundle in (self.bundle, self.fallback):
            if bundle is not None and bundle.has_message(msg_id):
                if bundle is not self.bundle:
                    self.missing.add(msg_id)
                    _fell_back(self.lang, msg_id)
                text, errors = format_value(bundle, msg_id, args)
                if errors:
                    raise StringsError(f"docs/{self.lang}/site.ftl: error: message '{msg_id}': {errors[0]}")
                if text is None:
                    break
                return text
        self.missing.add(msg_id)
        raise StringsError(f"docs/{self.lang}/site.ftl: error: no message '{msg_id}' in any language")

    def has(self, msg_id: str) -> bool:
        return self.bundle.has_message(msg_id) or (self.fallback is not None and self.fallback.has_message(msg_id))


def _fell_back(lang: str, msg_id: str) -> None:
    """Tell that a site string is shown in English (a warning; under --strict an error)."""
    folder = docs_dir()
    fallbacks.reporter().report(fallbacks.Fallback(lang, msg_id, fallbacks.MISSING, file=folder / lang / "site.ftl",
                                                   english=f"docs/{DEFAULT_LANGUAGE}/site.ftl"), localizer(None))


def _bundle(lang: str, folder: Path) -> FluentBundle:
    """A language's site words as a bundle, by the game's own path (see the module's docstring); a file
    Fluent cannot read is refused at its first problem's place (the site is not built half in English)."""
    cat = read_catalog(lang, folder / lang, "site.ftl")
    for path, line, col, message, _words in cat.syntax_errors:
        raise StringsError(f"{path}:{line}:{col}: error: {message}")
    return bundle_of(cat)


def load_strings(folder: Path | None = None, inert: bool = False,
                 languages: list[str] | None = None) -> dict[str, Strings]:
    """The site strings of each language (by default the shipped content's languages, read from its
    locale folders; English first), each falling back to English; `inert` for the site's pages."""
    folder = folder or docs_dir()
    english = _bundle(DEFAULT_LANGUAGE, folder)
    out = {}
    for lang in languages or available_languages():
        bundle = english if lang == DEFAULT_LANGUAGE else _bundle(lang, folder)
        out[lang] = Strings(lang, bundle, None if lang == DEFAULT_LANGUAGE else english, inert=inert)
    return out


def strings_for(lang: str) -> Strings:
    """The shipped site words of one language; English's where it has none yet (a language the
    content added after the site's words were written)."""
    every = load_strings()
    return every.get(lang) or every[DEFAULT_LANGUAGE]


def message_ids(lang: str, folder: Path | None = None) -> set[str]:
    """The ids a language's site.ftl defines (for the completeness test)."""
    return set(_bundle(lang, folder or docs_dir())._messages)
