"""Formatting names and messages: the one :class:`Localizer` the rest of wsdv uses."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentType
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from ..paths import content_dir
from .catalog import Catalog, case_keys, read_catalog
from .euphony import euphony, nested_quotes
from .languages import DEFAULT_LANGUAGE, UnknownLanguage, available_languages, locales_root
from .refs import Phrase, Ref, Refs, bind, term_id

# Arguments the functions of every bundle accept; also what `l10n status` knows as valid.
CASES = ("nominative", "genitive", "dative", "accusative", "instrumental", "locative", "in", "to", "from")

# The pseudo-cases "in <place>", "to <place>", "from <place>" (the whole phrase with its
# preposition), and the message that makes each for names without their own variant.
IN = "in"
IN_MESSAGE = "name-in"
PHRASE_CASES = {"in": "name-in", "to": "name-to", "from": "name-from"}


class MissingText(LookupError):
    """A message id that no language, English included, defines: a bug in the caller."""


class TextError(ValueError):
    """An English message that could not be formatted (a missing argument, a bad reference)."""


class Localizer:
    """The locales of one content folder: names and messages in any of its languages.

    Each language has its own :class:`FluentBundle`; a message the language lacks, or that
    fails to format in it, comes from English instead, so a player never sees a raw id.
    """

    def __init__(self, content: Path | None = None):
        self.root = locales_root(content)
        self.languages = available_languages(content)
        self._bundles: dict[str, FluentBundle] = {}
        self._catalogs: dict[str, Catalog] = {}
        self._names: dict[tuple[str, str, str | None, int | float | None], str] = {}
        self._parser = FluentParser(with_spans=False)

    # -- loading

    def catalog(self, lang: str) -> Catalog:
        if lang not in self._catalogs:
            self._catalogs[lang] = read_catalog(lang, self.root / lang)
        return self._catalogs[lang]

    def bundle(self, lang: str) -> FluentBundle:
        if lang not in self._bundles:
            if lang not in self.languages:
                raise UnknownLanguage(lang, self.languages)
            b = FluentBundle([lang], functions=self._functions(lang), use_isolating=False)
            for _, _, resource in self.catalog(lang).resources:
                b.add_resource(resource)
            self._bundles[lang] = b
        return self._bundles[lang]

    def _chain(self, lang: str) -> list[str]:
        return [lang] if lang == DEFAULT_LANGUAGE else [lang, DEFAULT_LANGUAGE]

    def _functions(self, lang: str) -> dict[str, Any]:
        def name_fn(ref: Any, count: Any = None, *, case: Any = None) -> str:
            if isinstance(ref, Phrase):
                return self.phrase(ref, lang, None if case is None else str(case))
            if isinstance(ref, Refs):
                return self.join([name_fn(r, count, case=case) for r in ref.refs], lang)
            if not isinstance(ref, Ref):
                return str(ref.format(self.bundle(lang)._babel_locale) if isinstance(ref, FluentType) else ref)
            return self.name(ref.kind, ref.id, lang, case=None if case is None else str(case),
                             count=None if count is None else _number(count))

        def gender_fn(ref: Any) -> str:
            if isinstance(ref, Phrase):
                try:
                    return self.text(ref.message, lang, attribute="gender", case="nominative", **ref.args)
                except (MissingText, TextError):
                    return "none"
            if isinstance(ref, Refs):
                return "plural" if len(ref.refs) > 1 else gender_fn(ref.refs[0]) if ref.refs else "none"
            if not isinstance(ref, Ref):
                return "none"
            return self.gender(ref.kind, ref.id, lang) or "none"

        def kind_fn(ref: Any) -> str:
            if isinstance(ref, Refs):
                kinds = {r.kind for r in ref.refs}
                return kinds.pop() if len(kinds) == 1 else "none"
            return ref.kind if isinstance(ref, Ref) else "none"

        return {"NAME": name_fn, "GENDER": gender_fn, "KIND": kind_fn}

    # -- names

    def has_name(self, kind: str, id_: Any, lang: str) -> bool:
        """Whether ``lang`` itself (no fallback) names this definition."""
        return term_id(kind, id_) in self.catalog(lang).entries

    def name(self, kind: str, id_: Any, lang: str = DEFAULT_LANGUAGE, case: str | None = None,
             count: int | float | None = None) -> str:
        """The name of a definition in a language, in a case, in the form for a count.

        Falls back to English, then to the bare id (so a definition a designer has just
        added shows up by its id until it is named; ``wsdv l10n check`` reports it).
        """
        key = (lang, term_id(kind, id_), case, count)
        if key not in self._names:
            self._names[key] = self._render_name(kind, str(id_), lang, case, count)
        return self._names[key]

    def _render_name(self, kind: str, id_: str, lang: str, case: str | None, count: int | float | None) -> str:
        tid = term_id(kind, id_)
        for tongue in self._chain(lang):
            entry = self.catalog(tongue).entries.get(tid)
            if entry is None:
                continue
            maker = PHRASE_CASES.get(case or "")
            if maker and case not in case_keys(entry.node) and self.has_text(maker, tongue):
                return self.text(maker, tongue, name=Ref(kind, id_))
            args = [f'count: {count if count is not None else 1}']
            if case is not None:
                if not re.fullmatch(r"[a-z]+", case):
                    raise ValueError(f"not a case: {case!r}")
                args.append(f'case: "{case}"')
            helper = f"wsdv-name{tid}-{case or 'plain'}-{str(count).replace('.', '_')}"
            b = self.bundle(tongue)
            if not b.has_message(helper):
                b.add_resource(self._parser.parse(f"{helper} = {{ {tid}({', '.join(args)}) }}\n"))
            value, errors = b.format_pattern(b.get_message(helper).value)
            if not errors and isinstance(value, str):
                return euphony(tongue, value)
        return id_

    def gender(self, kind: str, id_: Any, lang: str = DEFAULT_LANGUAGE) -> str | None:
        """The ``.gender`` attribute of a definition's name in a language, if it has one."""
        tid = term_id(kind, id_)
        for tongue in self._chain(lang):
            entry = self.catalog(tongue).entries.get(tid)
            if entry is None:
                continue
            for attr in entry.node.attributes:
                if attr.id.name == "gender":
                    return "".join(e.value for e in attr.value.elements if isinstance(e, ftl.TextElement)).strip()
            return None
        return None

    def phrase(self, phrase: Phrase, lang: str, case: str | None = None) -> str:
        """A :class:`Phrase` in a case: its message, given ``$case`` and its arguments."""
        return self.text(phrase.message, lang, case=case or "nominative", **phrase.args)

    # -- messages

    def join(self, parts: list[str], lang: str = DEFAULT_LANGUAGE) -> str:
        """Words joined as the language lists them: "a, b and c" (messages ``name-comma``, ``name-and``)."""
        if len(parts) <= 1:
            return "".join(parts)
        head = parts[0]
        for part in parts[1:-1]:
            head = self._join_two("name-comma", head, part, lang, ", ")
        return self._join_two("name-and", head, parts[-1], lang, " + ")

    def _join_two(self, message: str, first: str, last: str, lang: str, fallback: str) -> str:
        try:
            return self.text(message, lang, first=first, last=last)
        except (MissingText, TextError):
            return first + fallback + last

    def has_text(self, message_id: str, lang: str) -> bool:
        """Whether ``lang`` itself (no fallback) has this message."""
        return message_id in self.catalog(lang).entries

    def text(self, message_id: str, lang: str = DEFAULT_LANGUAGE, *, attribute: str | None = None,
             **args: Any) -> str:
        """A message (or one of its attributes) formatted in a language.

        Arguments may be strings, numbers or :class:`Ref` s. If the language lacks the
        message or cannot format it, English is used; if English cannot either, that is a
        bug of the caller and raises :class:`MissingText` or :class:`TextError`.
        """
        failures: list[str] = []
        for tongue in self._chain(lang):
            b = self.bundle(tongue)
            if not b.has_message(message_id):
                continue
            msg = b.get_message(message_id)
            pattern = msg.attributes.get(attribute) if attribute else msg.value
            if pattern is None:
                continue
            bound = {k: bind(v, self, tongue) for k, v in args.items()}
            value, errors = b.format_pattern(pattern, bound)
            if not errors and isinstance(value, str):
                return nested_quotes(tongue, euphony(tongue, value))
            failures.append(f"{tongue}: {'; '.join(str(e) for e in errors)}")
        what = f"{message_id}.{attribute}" if attribute else message_id
        if failures:
            raise TextError(f"cannot format '{what}': {' | '.join(failures)}")
        raise MissingText(f"no message '{what}' in '{lang}' or in English")

    def message_ids(self, lang: str = DEFAULT_LANGUAGE, prefix: str = "") -> list[str]:
        """The ids of the messages (not terms) a language defines, in file order."""
        return [k for k in self.catalog(lang).entries if not k.startswith("-") and k.startswith(prefix)]


def _number(value: Any) -> int | float:
    try:
        f = float(value)
    except (TypeError, ValueError):
        return 1
    return int(f) if f.is_integer() else f


@cache
def _localizer_for(root: str) -> Localizer:
    return Localizer(Path(root))


def localizer(content: Path | None = None) -> Localizer:
    """The (cached) localizer of a content folder; the shipped content by default."""
    return _localizer_for(str(Path(content).resolve() if content is not None else content_dir().resolve()))


_current: list[Path | None] = [None]


def use(content: Path | None) -> None:
    """Make :func:`name` and :func:`text` read this content folder's locales (``--content``)."""
    _current[0] = content


def name(kind: str, id_: Any, lang: str = DEFAULT_LANGUAGE, case: str | None = None,
         count: int | float | None = None) -> str:
    """:meth:`Localizer.name` on the current content (see :func:`use`)."""
    return localizer(_current[0]).name(kind, id_, lang, case=case, count=count)


def text(message_id: str, lang: str = DEFAULT_LANGUAGE, **args: Any) -> str:
    """:meth:`Localizer.text` on the current content (see :func:`use`)."""
    return localizer(_current[0]).text(message_id, lang, **args)
