"""Formatting names and messages: the one :class:`Localizer` the rest of wsdv uses."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from babel import Locale
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentType
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from ...diagnostics import Diagnostic, Span, display_path
from ...errors import WsdvError
from ...inputs import read_lossy
from ...paths import content_dir
from ..languages import DEFAULT_LANGUAGE, UnknownLanguage, available_languages, locales_root, word_folders
from . import fallbacks
from .catalog import Catalog, Entry, case_keys, read_catalog, walk
from .euphony import END, START, Writing, nested_quotes, prepositions, read_writing, unmarked
from .numbers import typographic
from .refs import CASES, NAMED_KINDS, Phrase, Ref, Refs, bind, home_file, term_id

# The pseudo-cases "in <place>", "to <place>", "from <place>" (the whole phrase with its
# preposition), and the message that makes each for names without their own variant.
IN = "in"
IN_MESSAGE = "name-in"
PHRASE_CASES = {"in": "name-in", "to": "name-to", "from": "name-from"}


class Failure(NamedTuple):
    """A message that did not format in one language: the entry and Fluent's first error."""

    tongue: str
    entry: Entry | None
    error: Any


class MissingText(WsdvError, LookupError):
    """A message id that no language, English included, defines: a bug in the caller."""


class TextError(fallbacks.LocaleError):
    """An English message that could not be formatted (a missing argument, a bad reference): located."""


class _Bundle(FluentBundle):
    """A Fluent bundle whose numbers are written with the true minus sign (see :mod:`.numbers`)."""

    def _get_babel_locale(self) -> Any:
        try:
            return typographic(super()._get_babel_locale())
        except ValueError:  # a locale folder named as no code is written ('x"y'): Fluent passes on only
            return typographic(Locale.default())  # unknown codes, so it is treated as Fluent treats those


_HELPER_PARSER = FluentParser(with_spans=False)


@lru_cache(maxsize=4096)
def _helper(text: str) -> ftl.Resource:
    """The helper message `Localizer._render_name` formats a name through, parsed once a process: its
    text is the same in every language (the term, the case, the count), and a site build parsed the
    same few hundred six times over (0.4 s of Fluent's parser). A bundle only reads what it is given
    (fluent.runtime compiles its own objects from it), so the languages' bundles share the tree."""
    return _HELPER_PARSER.parse(text)


def bundle_of(cat: Catalog, functions: dict[str, Any] | None = None, own: int | None = None) -> FluentBundle:
    """The one way wsdv makes a Fluent bundle of a language's parsed files (the game's locales through
    :class:`Localizer`, the site's words through :mod:`..sitestrings`): no isolating marks, numbers in
    the language's writing with the true minus sign, the files added in order; the resources past the
    first ``own`` (an overlay's) may replace an entry."""
    b = _Bundle([cat.lang], functions=functions, use_isolating=False)
    for i, (_, _, resource) in enumerate(cat.resources):
        b.add_resource(resource, allow_overrides=own is not None and i >= own)
    return b


def format_value(bundle: FluentBundle, message_id: str, args: dict[str, Any],
                 attribute: str | None = None) -> tuple[str | None, list[Any]]:
    """The one way a message of a bundle is formatted: (the text, Fluent's errors), or (None, []) where
    the bundle lacks the message or the attribute. A chain of terms too deep for Python is an error of
    the text, not a crash."""
    if not bundle.has_message(message_id):
        return None, []
    msg = bundle.get_message(message_id)
    pattern = msg.attributes.get(attribute) if attribute else msg.value
    if pattern is None:
        return None, []
    try:
        value, errors = bundle.format_pattern(pattern, args)
    except RecursionError as err:
        return None, [err]
    return (value if isinstance(value, str) else None), list(errors)


class Localizer:
    """The locales of one content folder: names and messages in any of its languages.

    Each language has its own :class:`FluentBundle`; a message the language lacks, or that
    fails to format in it, comes from English instead, so a player never sees a raw id.

    ``overlays`` are folders laid over the content (variants, overlay folders) that carry words
    of their own in ``locales/<lang>/*.ftl``: their entries are added to the content's, and an
    entry an overlay writes again replaces the content's (an erratum may reword a ruling).
    """

    def __init__(self, content: Path | None = None, overlays: Iterable[Path | str] = ()):
        self.root = locales_root(content)
        self.overlays = tuple(locales_root(Path(o)) for o in overlays)
        self.languages = available_languages(content)
        self._bundles: dict[str, FluentBundle] = {}
        self._catalogs: dict[str, Catalog] = {}
        self._own: dict[str, int] = {}   # per language: how many resources are the content's own
        self._writings: dict[str, Writing] = {}
        self._names: dict[tuple[str, str, str | None, int | float | None], str] = {}
        # The entries being formatted, innermost last: where a NAME() call asking for a case is written.
        self._context: list[Entry | None] = []
        self._scanned: set[tuple[str, str]] = set()
        self._generation = fallbacks.generation()

    # -- loading

    def catalog(self, lang: str) -> Catalog:
        """The entries of a language: the content's, then each overlay's over them."""
        if lang not in self._catalogs:
            cat = read_catalog(lang, self.root / lang)
            self._own[lang] = len(cat.resources)
            for root in self.overlays:
                if (root / lang).is_dir():
                    cat = _laid_over(cat, read_catalog(lang, root / lang))
            self._catalogs[lang] = cat
        return self._catalogs[lang]

    def writing(self, lang: str) -> Writing:
        """How ``lang`` is written beyond its messages (``writing.toml``): prepositions, quotation marks."""
        if lang not in self._writings:
            self._writings[lang] = read_writing(self.root / lang)
        return self._writings[lang]

    def bundle(self, lang: str) -> FluentBundle:
        if lang not in self._bundles:
            if lang not in self.languages:
                raise UnknownLanguage(lang, self.languages)
            cat = self.catalog(lang)
            # an overlay's words win over the content's
            self._bundles[lang] = bundle_of(cat, self._functions(lang), own=self._own[lang])
        return self._bundles[lang]

    def _chain(self, lang: str) -> list[str]:
        return [lang] if lang == DEFAULT_LANGUAGE else [lang, DEFAULT_LANGUAGE]

    def _functions(self, lang: str) -> dict[str, Any]:
        def name_fn(ref: Any, count: Any = None, *, case: Any = None, join: Any = None) -> str:
            return START + plain_name(ref, count, case, join) + END   # an inserted word (see .euphony)

        def plain_name(ref: Any, count: Any = None, case: Any = None, join: Any = None) -> str:
            if isinstance(ref, Phrase):
                return self.phrase(ref, lang, None if case is None else str(case))
            if isinstance(ref, Refs):
                return self.join([unmarked(plain_name(r, count, case)) for r in ref.refs], lang,
                                 last="name-or" if str(join) == "or" else "name-and")
            if not isinstance(ref, Ref):
                return unmarked(str(ref.format(self.bundle(lang)._babel_locale) if isinstance(ref, FluentType) else ref))
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

        def number_fn(ref: Any) -> str:
            if isinstance(ref, Refs):
                return "plural" if len(ref.refs) > 1 else number_fn(ref.refs[0]) if ref.refs else "singular"
            if isinstance(ref, Ref):
                return self.number(ref.kind, ref.id, lang)
            return "singular"

        def kind_fn(ref: Any) -> str:
            if isinstance(ref, Refs):
                kinds = {r.kind for r in ref.refs}
                return kinds.pop() if len(kinds) == 1 else "none"
            return ref.kind if isinstance(ref, Ref) else "none"

        def id_fn(ref: Any) -> str:
            return str(ref.id) if isinstance(ref, Ref) else "none"

        return {"NAME": name_fn, "GENDER": gender_fn, "NUMBER_OF": number_fn, "KIND": kind_fn, "ID": id_fn}

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
        self._fresh()
        if key not in self._names:
            self._names[key] = self._render_name(kind, str(id_), lang, case, count)
        return self._names[key]

    def _fresh(self) -> None:
        """Forget the names formatted for an earlier command (or test): their fallbacks are told again."""
        if self._generation != fallbacks.generation():
            self._generation = fallbacks.generation()
            self._names.clear()
            self._scanned.clear()

    def _render_name(self, kind: str, id_: str, lang: str, case: str | None, count: int | float | None) -> str:
        tid = term_id(kind, id_)
        if case is not None and case not in CASES:
            self._unknown_case(lang, tid, case)
            case = None   # the plain form, reported
        for tongue in self._chain(lang):
            entry = self.catalog(tongue).entries.get(tid)
            if entry is None:
                continue
            if tongue != lang:
                self._fell_back(lang, tid, None)
            keys = case_keys(entry.node)
            maker = PHRASE_CASES.get(case or "")
            if maker and case not in keys and self.has_text(maker, tongue):
                return self.text(maker, tongue, name=Ref(kind, id_))
            if case is not None and case not in keys and _declines(keys, case, maker is not None and self.has_text(maker, tongue)):
                line, col = entry.line, entry.col
                fallbacks.reporter().report(fallbacks.Fallback(tongue, tid, fallbacks.NO_CASE, case, entry.file,
                                                               line, col, col + len(tid)), self)
            args = [f'count: {count if count is not None else 1}']
            if case is not None:
                args.append(f'case: "{case}"')
            helper = f"wsdv-name{tid}-{case or 'plain'}-{str(count).replace('.', '_')}"
            b = self.bundle(tongue)
            if not b.has_message(helper):
                b.add_resource(_helper(f"{helper} = {{ {tid}({', '.join(args)}) }}\n"))
            pattern = b.get_message(helper).value
            assert pattern is not None   # the helper message written just above has a value
            try:
                value, errors = b.format_pattern(pattern)
            except RecursionError as err:  # a chain of hundreds of terms: a text that cannot be formatted
                value, errors = None, [err]
            for error in errors:
                if isinstance(error, fallbacks.LocaleError):
                    raise error
            if not errors and isinstance(value, str):
                return value   # the translator's own words: no preposition in a name is reworded
            failure = Failure(tongue, entry, errors[0] if errors else None)
            if tongue == DEFAULT_LANGUAGE:
                raise TextError(self._unformattable(tid, failure))
            file, line, col, end = self._place(failure)
            fallbacks.reporter().report(fallbacks.Fallback(
                lang, tid, fallbacks.FORMAT, self._detail(failure.error), file, line, col, end,
                self._english_place(tid)), self)
        if kind in NAMED_KINDS:   # other kinds (a routine, a setup) have no names: their id is their notation
            fallbacks.reporter().report(fallbacks.Fallback(lang, tid, fallbacks.UNNAMED,
                                                           file=self.root / DEFAULT_LANGUAGE / home_file(kind)), self)
        return id_

    def _scan_cases(self, tongue: str, entry: Entry | None) -> None:
        """Report each case a formatted entry asks for by a name that is no case (``-x(case: "lokative")``).

        Fluent itself shows the plain form for such a case without a word; the entry is looked
        at once, the first time it is formatted.
        """
        self._fresh()
        if entry is None or (tongue, entry.id) in self._scanned:
            return
        self._scanned.add((tongue, entry.id))
        for node in walk(entry.node):
            if isinstance(node, ftl.NamedArgument) and node.name.name == "case" \
                    and isinstance(node.value, ftl.StringLiteral) and node.value.value not in CASES:
                self._context.append(entry)
                try:
                    self._unknown_case(tongue, entry.id, node.value.value)
                finally:
                    self._context.pop()

    def _unknown_case(self, lang: str, tid: str, case: str) -> None:
        """Report a case that does not exist, where the sentence asking for it writes it if known."""
        entry = self._context[-1] if self._context else None
        file, line, col = (entry.file, entry.line, entry.col) if entry is not None else (None, 0, 0)
        end: int | None = None
        if entry is not None:
            for node in walk(entry.node):
                if isinstance(node, ftl.NamedArgument) and node.name.name == "case" \
                        and isinstance(node.value, ftl.StringLiteral) and node.value.value == case \
                        and node.value.span is not None:
                    cat = next((c for c in self._catalogs.values() if entry.file in c.texts), None)
                    if cat is not None:
                        line, col = cat.where(entry, node.value)
                        end = col + node.value.span.end - node.value.span.start
                    break
        fallbacks.reporter().report(fallbacks.Fallback(
            lang, entry.id if entry is not None else tid, fallbacks.UNKNOWN_CASE, case, file, line, col, end), self)

    def gender(self, kind: str, id_: Any, lang: str = DEFAULT_LANGUAGE) -> str | None:
        """The ``.gender`` attribute of a definition's name in a language, if it has one."""
        return self._attribute(kind, id_, lang, "gender")

    def number(self, kind: str, id_: Any, lang: str = DEFAULT_LANGUAGE) -> str:
        """The grammatical number of a definition's name in a language: ``singular`` or ``plural``.

        A name that is plural in one language and not in another (Karlovy Vary: Polish
        "Karlowe Wary" takes a plural verb, German "Karlsbad" a singular one) says so with a
        ``.number`` attribute; a name whose ``.gender`` is ``plural`` (a plural-only noun) is
        plural too; any other name is singular. Messages select on ``NUMBER($x)`` for the
        verb that agrees.
        """
        number = self._attribute(kind, id_, lang, "number")
        if number in ("singular", "plural"):
            return number
        return "plural" if self._attribute(kind, id_, lang, "gender") == "plural" else "singular"

    def _attribute(self, kind: str, id_: Any, lang: str, attribute: str) -> str | None:
        """A plain-text attribute of a definition's name, from the language that names it."""
        tid = term_id(kind, id_)
        for tongue in self._chain(lang):
            entry = self.catalog(tongue).entries.get(tid)
            if entry is None:
                continue
            for attr in entry.node.attributes:
                if attr.id.name == attribute:
                    return "".join(e.value for e in attr.value.elements if isinstance(e, ftl.TextElement)).strip()
            return None
        return None

    def phrase(self, phrase: Phrase, lang: str, case: str | None = None) -> str:
        """A :class:`Phrase` in a case: its message, given ``$case`` and its arguments."""
        return self.text(phrase.message, lang, case=case or "nominative", **phrase.args)

    # -- messages

    def join(self, parts: list[str], lang: str = DEFAULT_LANGUAGE, last: str = "name-and") -> str:
        """Words joined as the language lists them: "a, b and c" (messages ``name-comma``, ``name-and``);
        ``last`` "name-or" for alternatives ("a, b or c": ``NAME($where, join: "or")``)."""
        if len(parts) <= 1:
            return "".join(parts)
        head = parts[0]
        for part in parts[1:-1]:
            head = self._join_two("name-comma", head, part, lang, ", ")
        return self._join_two(last, head, parts[-1], lang, " + ")

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
        message or cannot format it, English is used and the fallback reported (see
        :mod:`.fallbacks`: a warning, under ``--strict`` an error). A message English lacks
        is a bug of the caller (:class:`MissingText`); one English cannot format is a located
        :class:`TextError`.
        """
        what = f"{message_id}.{attribute}" if attribute else message_id
        failed: Failure | None = None
        if lang != DEFAULT_LANGUAGE:
            value, failed = self._format(message_id, lang, attribute, args)
            if value is not None:
                return value
        value, english_failure = self._format(message_id, DEFAULT_LANGUAGE, attribute, args)
        if value is None:
            if english_failure is None:
                unreadable = self._unreadable(what, message_id)
                if unreadable is not None:
                    raise TextError(unreadable)
                raise MissingText(f"no message '{what}' in '{lang}' or in English")
            raise TextError(self._unformattable(what, english_failure))
        if lang != DEFAULT_LANGUAGE:
            self._fell_back(lang, what, failed)
        return value

    def quiet_text(self, message_id: str, lang: str = DEFAULT_LANGUAGE, /, **args: Any) -> str:
        """A message for wsdv's own reports about the locales: never reported, never failing.

        The words of a fallback warning must not cause another one; a content folder older
        than these messages gets them from the shipped content.
        """
        for loc in (self, localizer(None)):
            for tongue in dict.fromkeys([lang, DEFAULT_LANGUAGE]):
                if tongue in loc.languages:
                    value, _ = loc._format(message_id, tongue, None, args)
                    if value is not None:
                        return value
        return message_id

    def _format(self, message_id: str, tongue: str, attribute: str | None,
                args: dict[str, Any]) -> tuple[str | None, Failure | None]:
        """(the text, None), (None, None) if ``tongue`` lacks it, or (None, (entry, error)) if it fails."""
        b = self.bundle(tongue)
        if not b.has_message(message_id):
            return None, None
        msg = b.get_message(message_id)
        if (msg.attributes.get(attribute) if attribute else msg.value) is None:
            return None, None
        bound = {k: bind(v, self, tongue) for k, v in args.items()}
        entry = self.catalog(tongue).entries.get(message_id)
        self._context.append(entry)
        try:
            value, errors = format_value(b, message_id, bound, attribute)
        finally:
            self._context.pop()
        for error in errors:
            if isinstance(error, fallbacks.LocaleError):
                raise error   # a --strict fallback inside NAME(): Fluent keeps function errors, we do not
        if errors or not isinstance(value, str):
            return None, Failure(tongue, entry, errors[0] if errors else None)
        self._scan_cases(tongue, entry)
        writing = self.writing(tongue)
        return nested_quotes(writing, unmarked(prepositions(writing, value))), None

    def _place(self, failure: Failure) -> tuple[Path | None, int, int, int | None]:
        """Where in an entry a formatting error lies: the reference it names, else the entry itself."""
        entry, error = failure.entry, failure.error
        if entry is None:
            return None, 0, 0, None
        what, name = fallbacks.cause(error) if error is not None else ("other", "")
        target = fallbacks.node_name(what, name)
        if target is not None:
            cls, ident = target
            for node in walk(entry.node):
                if isinstance(node, cls) and node.id.name == ident and node.span is not None:
                    line, col = self.catalog(failure.tongue).where(entry, node)
                    return entry.file, line, col, col + node.span.end - node.span.start
        return entry.file, entry.line, entry.col, None

    def _detail(self, error: Any) -> str:
        what, name = fallbacks.cause(error) if error is not None else ("other", "")
        return f"{what}:{name}"

    def _english_place(self, unit_id: str) -> str | None:
        cat = self.catalog(DEFAULT_LANGUAGE)
        entry = cat.entries.get(unit_id.split(".", 1)[0])
        if entry is None:
            return None
        line, col = cat.where(entry, entry.node.id)   # the id itself, after any comment of the entry
        col -= entry.id.startswith("-")               # a term: from its "-"
        return f"{display_path(entry.file)}:{line}:{col}"

    def _fell_back(self, lang: str, what: str, failed: Failure | None) -> None:
        """Report that ``what`` is shown in English in ``lang``: missing there, or failing (where)."""
        english = self._english_place(what)
        if failed is None:
            en = self.catalog(DEFAULT_LANGUAGE).entries.get(what.split(".", 1)[0])
            # where the language's text belongs: beside the English one (an overlay's words in the overlay)
            file = en.file.parent.parent / lang / en.file.name if en is not None else None
            fb = fallbacks.Fallback(lang, what, fallbacks.MISSING, file=file, english=english)
        else:
            file, line, col, end = self._place(failed)
            fb = fallbacks.Fallback(lang, what, fallbacks.FORMAT, self._detail(failed.error), file, line, col, end,
                                    english)
        fallbacks.reporter().report(fb, self)

    def shown_in_english(self, lang: str, message_id: str) -> None:
        """Tell that a text chosen elsewhere (rules prose, which picks its language itself) is shown in
        English in ``lang``: a warning, under ``--strict`` an error, as every other fallback."""
        if lang != DEFAULT_LANGUAGE:
            self._fell_back(lang, message_id, None)

    def _unformattable(self, what: str, failure: Failure) -> str:
        """The located error of an English message that cannot be formatted."""
        file, line, col, end = self._place(failure)
        r = fallbacks.reporter()
        message = self.quiet_text("l10n-english-unformattable", r.lang, id=what,
                                  detail=fallbacks.describe(self._detail(failure.error),
                                                            lambda m, **a: self.quiet_text(m, r.lang, **a)))
        source = read_lossy(file, "locale") if file is not None and file.is_file() else None
        return Diagnostic(display_path(file) if file else str(self.root), Span(line, col, end) if line else None,
                          message, self.quiet_text("l10n-hint-check", r.lang)).render(source)

    def _unreadable(self, what: str, message_id: str) -> str | None:
        """The located error of an English message written so badly that Fluent could not read it (an
        overlay's erratum words with a select never closed): the syntax error where its entry lies, so
        that the reader is sent to the file, not told the message does not exist; None for a message
        English does not write at all."""
        cat = self.catalog(DEFAULT_LANGUAGE)
        if message_id not in cat.junk_ids:
            return None
        head = re.compile(rf"^{re.escape(message_id)}[ \t]*=", re.M)
        for path, text in cat.texts.items():
            found = head.search(text)
            if found is None:
                continue
            start = text.count("\n", 0, found.start()) + 1
            fault = next((e for e in cat.syntax_errors if e[0] == path and e[1] >= start), None)
            if fault is None:
                continue
            _path, line, col, _english, (words_id, words_args) = fault
            r = fallbacks.reporter()
            detail = self.quiet_text(words_id, r.lang, **dict(words_args))
            message = self.quiet_text("l10n-english-unformattable", r.lang, id=what, detail=detail)
            return Diagnostic(display_path(path), Span(line, col, None), message,
                              self.quiet_text("l10n-hint-check", r.lang)).render(text)
        return None

    def message_ids(self, lang: str = DEFAULT_LANGUAGE, prefix: str = "") -> list[str]:
        """The ids of the messages (not terms) a language defines, in file order."""
        return [k for k in self.catalog(lang).entries if not k.startswith("-") and k.startswith(prefix)]


# The grammatical cases proper: a name that has a form for one of them declines, and then
# lacks a form for another only by mistake (the nominative is its plain form anyway).
DECLINED = ("genitive", "dative", "accusative", "instrumental", "locative")


def _declines(keys: set[str], case: str, has_maker: bool) -> bool:
    """Whether a name without a form for ``case`` falls back to its plain form by mistake.

    A pseudo-case ("in", "to", "from") with no variant is worded by the language's
    ``name-in`` (``name-to``, ``name-from``) message; without that message the plain name is
    shown. A grammatical case is missing only from a name that declines (has another case).
    """
    if case in PHRASE_CASES:
        return not has_maker
    return case in DECLINED and bool(keys & set(DECLINED))


def _number(value: Any) -> int | float:
    try:
        f = float(value)
    except (TypeError, ValueError):
        return 1
    return int(f) if f.is_integer() else f


def _laid_over(base: Catalog, extra: Catalog) -> Catalog:
    """A catalog with an overlay's entries added to (or replacing) the content's; neither is changed
    (parsed catalogs are shared, see :func:`read_catalog`)."""
    return replace(base, entries={**base.entries, **extra.entries}, resources=base.resources + extra.resources,
                   syntax_errors=base.syntax_errors + extra.syntax_errors,
                   duplicates=base.duplicates + extra.duplicates, junk_ids=base.junk_ids | extra.junk_ids,
                   texts={**base.texts, **extra.texts})


@cache
def _localizer_for(root: str, overlays: tuple[str, ...]) -> Localizer:
    return Localizer(Path(root), overlays)


def localizer(content: Path | None = None, overlays: Iterable[Path | str] = ()) -> Localizer:
    """The (cached) localizer of a content folder (the shipped content by default) with the words of
    the folders laid over it: every command that reads words with variants or ``--overlay`` folders
    passes them (``Rules.word_folders`` holds those of a built content); folders without a
    ``locales/`` folder are skipped."""
    root = str(Path(content).resolve() if content is not None else content_dir().resolve())
    return _localizer_for(root, word_folders(overlays))


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
