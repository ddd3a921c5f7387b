"""Every text a player or a site reader sees, in six languages, from Fluent files in content.

Localizers edit ``content/locales/<lang>/*.ftl`` (Project Fluent); nobody touches Python
to change a word. English (``en``) is the reference: every other language falls back to
it, message by message, and ``wsdv l10n status`` measures the others against it.

**Names of content definitions** are Fluent *terms* whose ids derive from the
definition's kind and id, so that code can name any definition without knowing it::

    term_id("province", "my_province") == "-province-my-province"

i.e. ``-<kind>-<id>`` with every ``_`` written as ``-`` (``card_colour red`` is
``-card-colour-red``, the title of card ``IV_wall`` is ``-card-IV-wall``, a variant folder
``second_edition`` is ``-variant-second-edition``). A term's *default* variant is its
plain name (nominative singular). Terms may select on two parameters:

- ``$case``: a grammatical case where the language declines names (``nominative``,
  ``genitive``, ``dative``, ``accusative``, ``instrumental``, ``locative``), plus the
  pseudo-case ``in``: the whole phrase "in <place>" with the preposition that this name
  takes in this language (Polish "we" rather than "w" before some names, French "en"
  before some and "à" before others);
- ``$count``: a number, for names whose form follows a count (pieces: "2 unrest cubes").
  :func:`Localizer.name` passes ``count: 1`` when no count is given, so the plain name is
  the singular.

Terms may carry a ``.gender`` attribute (``masculine``, ``feminine``, ``neuter`` or
``plural`` for plural-only names) for agreement.

**Messages** are looked up by id with :func:`Localizer.text`. An argument may be a
:class:`Ref` to a content definition; a message shows it as ``{ $where }`` (its plain
name) or picks the form it needs with the functions this module gives every bundle:

- ``NAME($where, case: "locative")`` — the name in a case (or ``case: "in"``);
- ``NAME($piece, $n, case: "accusative")`` — the form that goes with the count ``$n``;
- ``GENDER($where)`` — the name's ``.gender``, to select agreeing words;
- ``KIND($where)`` — the definition's kind (``province``, ``city``...), to select words.

Several definitions go as one :class:`Refs` argument; NAME puts each in the case and joins
them with the language's ``name-comma`` and ``name-and`` messages.

A name without an ``in`` variant gets it from the language's message ``name-in``, which
receives the definition as ``$name`` (e.g. Polish ``w { NAME($name, case: "locative") }``).

So the choice of case stays in the message, where the translator sees the sentence, and
the names stay terms with their case variants.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import babel
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentType
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from .paths import content_dir

DEFAULT_LANGUAGE = "en"
LOCALES_DIR = "locales"
EXTENSION = ".ftl"

# The kinds of content definition a player or a site reader sees by name. Each definition
# of these kinds (top-level or nested in another's block, like a province's sectors) must
# have a name in English. Kinds are words of the content language, not of the game.
NAMED_KINDS = ("side", "province", "sector", "city", "group", "country", "track", "piece", "box",
               "flag", "phase", "sequence", "outcome", "decade", "action", "pile", "card_colour", "icon", "card")

# Arguments the functions of every bundle accept; also what `l10n status` knows as valid.
CASES = ("nominative", "genitive", "dative", "accusative", "instrumental", "locative", "in")

# The pseudo-case "in <place>", and the message that makes it for names without their own.
IN = "in"
IN_MESSAGE = "name-in"

# CLDR's plural categories. A select expression whose keys include one of these (other
# than "other", which any selector may use as a catch-all) chooses a plural form.
PLURAL_CATEGORIES = ("zero", "one", "two", "few", "many", "other")
# Counts in this game are whole numbers well below a thousand (pieces, points, spaces);
# a category is *needed* by a language if some whole number in this range falls in it.
# (French and Italian have a CLDR "many" for millions; no count here reaches it.)
PLURAL_RANGE = range(0, 1000)


# --------------------------------------------------------------------------- ids


def term_id(kind: str, id_: Any) -> str:
    """The Fluent term that names the definition ``kind id_`` (with its leading ``-``)."""
    return f"-{kind.replace('_', '-')}-{str(id_).replace('_', '-')}"


# --------------------------------------------------------------------------- language choice


class UnknownLanguage(ValueError):
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


def language_for(args: Any) -> str:
    """The language a command prints in: its ``--lang`` (``args.lang``), else the environment's.

    Commands add the option with ``cli._lang_arg``; the languages offered are the folders of
    the content they read (``args.content``), so a designer's added language works at once.
    Raises :class:`UnknownLanguage` for a ``--lang`` the content has no folder for.
    """
    return choose_language(getattr(args, "lang", None), available_languages(getattr(args, "content", None)))


def language_or_report(args: Any, prog: str = "wsdv") -> str | None:
    """:func:`language_for`, or None after telling the user which languages there are."""
    import sys

    try:
        return language_for(args)
    except UnknownLanguage as err:
        print(f"{prog}: error: {err}", file=sys.stderr)
        return None


# --------------------------------------------------------------------------- references


class Ref(FluentType):
    """A content definition passed to a message, shown by its localized name.

    ``text("narration-unrest", "pl", where=Ref("province", "my_province"))``: the message
    writes ``{ $where }`` for the plain name or ``{ NAME($where, case: "locative") }``.
    """

    def __init__(self, kind: str, id_: Any):
        self.kind = kind
        self.id = str(id_)

    def __repr__(self) -> str:
        return f"Ref({self.kind!r}, {self.id!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ref) and (self.kind, self.id) == (other.kind, other.id)

    def __hash__(self) -> int:
        return hash((self.kind, self.id))

    def format(self, locale: babel.Locale) -> str:  # an unbound Ref: only the id is known
        return self.id


class _BoundRef(Ref):
    """A :class:`Ref` bound to the localizer and language formatting the message."""

    def __init__(self, ref: Ref, owner: Localizer, lang: str):
        super().__init__(ref.kind, ref.id)
        self.owner = owner
        self.lang = lang

    def format(self, locale: babel.Locale) -> str:
        return self.owner.name(self.kind, self.id, self.lang)


class Refs(FluentType):
    """Several definitions passed as one argument: "a province and a city".

    ``{ $where }`` joins their plain names; ``NAME($where, case: "in")`` puts each in the
    case and joins them (in Polish "w X i w Y", each name in the locative).
    The joining words are the language's message ``name-and`` (the last two) and
    ``name-comma`` (the others); ``GENDER`` of several names is ``plural``.
    """

    def __init__(self, refs: Iterable[Ref]):
        self.refs = tuple(refs)

    def __repr__(self) -> str:
        return f"Refs({list(self.refs)!r})"

    def format(self, locale: babel.Locale) -> str:  # an unbound list: only the ids are known
        return ", ".join(r.id for r in self.refs)


class _BoundRefs(Refs):
    def __init__(self, refs: Refs, owner: Localizer, lang: str):
        super().__init__(refs.refs)
        self.owner = owner
        self.lang = lang

    def format(self, locale: babel.Locale) -> str:
        return self.owner.join([self.owner.name(r.kind, r.id, self.lang) for r in self.refs], self.lang)


def _bind(value: Any, owner: Localizer, lang: str) -> Any:
    if isinstance(value, Refs):
        return _BoundRefs(value, owner, lang)
    if isinstance(value, Ref):
        return _BoundRef(value, owner, lang)
    return value


# --------------------------------------------------------------------------- loading


@dataclass
class Entry:
    """One message or term of one language, with where it is written."""

    id: str                      # terms with their leading "-"
    node: ftl.Message | ftl.Term
    file: Path
    line: int
    col: int


@dataclass
class Catalog:
    """The parsed Fluent files of one language (for checking; bundles do the formatting)."""

    lang: str
    folder: Path
    entries: dict[str, Entry] = field(default_factory=dict)
    resources: list[tuple[Path, str, ftl.Resource]] = field(default_factory=list)
    syntax_errors: list[tuple[Path, int, int, str]] = field(default_factory=list)
    duplicates: list[Entry] = field(default_factory=list)


def _line_col(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def read_catalog(lang: str, folder: Path) -> Catalog:
    """Parse every ``.ftl`` file of a language folder, in name order."""
    cat = Catalog(lang, folder)
    parser = FluentParser(with_spans=True)
    for path in sorted(folder.glob(f"*{EXTENSION}")):
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            cat.syntax_errors.append((path, 1, 1, f"cannot read this file as UTF-8 text: {err}"))
            continue
        resource = parser.parse(text)
        cat.resources.append((path, text, resource))
        for item in resource.body:
            if isinstance(item, ftl.Junk):
                for note in item.annotations:
                    start = note.span.start if note.span else item.span.start
                    line, col = _line_col(text, start)
                    cat.syntax_errors.append((path, line, col, f"Fluent syntax: {note.message}"))
            elif isinstance(item, ftl.Message | ftl.Term):
                prefix = "-" if isinstance(item, ftl.Term) else ""
                line, col = _line_col(text, item.span.start)
                entry = Entry(prefix + item.id.name, item, path, line, col)
                if entry.id in cat.entries:
                    cat.duplicates.append(entry)
                else:
                    cat.entries[entry.id] = entry
    return cat


def locales_root(content: Path | None = None) -> Path:
    return (Path(content) if content is not None else content_dir()) / LOCALES_DIR


def available_languages(content: Path | None = None) -> list[str]:
    """The languages of a content folder: one folder each under ``locales/``, English first."""
    root = locales_root(content)
    if not root.is_dir():
        return [DEFAULT_LANGUAGE]
    langs = sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob(f"*{EXTENSION}")))
    if DEFAULT_LANGUAGE in langs:
        langs.remove(DEFAULT_LANGUAGE)
    return [DEFAULT_LANGUAGE, *langs]


# --------------------------------------------------------------------------- formatting


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
            if isinstance(ref, Refs):
                return self.join([name_fn(r, count, case=case) for r in ref.refs], lang)
            if not isinstance(ref, Ref):
                return str(ref.format(self.bundle(lang)._babel_locale) if isinstance(ref, FluentType) else ref)
            return self.name(ref.kind, ref.id, lang, case=None if case is None else str(case),
                             count=None if count is None else _number(count))

        def gender_fn(ref: Any) -> str:
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
            if case == IN and IN not in _case_keys(entry.node) and self.has_text(IN_MESSAGE, tongue):
                return self.text(IN_MESSAGE, tongue, name=Ref(kind, id_))
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
                return value
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
            bound = {k: _bind(v, self, tongue) for k, v in args.items()}
            value, errors = b.format_pattern(pattern, bound)
            if not errors and isinstance(value, str):
                return value
            failures.append(f"{tongue}: {'; '.join(str(e) for e in errors)}")
        what = f"{message_id}.{attribute}" if attribute else message_id
        if failures:
            raise TextError(f"cannot format '{what}': {' | '.join(failures)}")
        raise MissingText(f"no message '{what}' in '{lang}' or in English")

    def message_ids(self, lang: str = DEFAULT_LANGUAGE, prefix: str = "") -> list[str]:
        """The ids of the messages (not terms) a language defines, in file order."""
        return [k for k in self.catalog(lang).entries if not k.startswith("-") and k.startswith(prefix)]


def _case_keys(node: ftl.Term | ftl.Message) -> set[str]:
    """The variant keys of every ``$case`` selector of a term."""
    keys: set[str] = set()
    for n in _walk(node.value):
        if isinstance(n, ftl.SelectExpression) and isinstance(n.selector, ftl.VariableReference) \
                and n.selector.id.name == "case":
            keys |= _select_keys(n)
    return keys


def _did_you_mean(word: str, candidates: list[str]) -> str | None:
    """A hint naming the untranslated English id an unused id was probably meant to be."""
    import difflib

    close = difflib.get_close_matches(word, candidates, n=1, cutoff=0.75)
    return f"did you mean '{close[0]}'?" if close else None


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


# --------------------------------------------------------------------------- checking


@dataclass(frozen=True)
class Problem:
    """One thing a localizer should fix, at a place in a Fluent file."""

    lang: str
    category: str    # syntax, duplicate, missing, unused, variables, plural, reference, unnamed, stale
    id: str
    message: str
    file: Path | None = None
    line: int = 0
    col: int = 0
    hint: str | None = None


@dataclass
class LanguageStatus:
    lang: str
    total: int                   # English messages, attributes and terms
    translated: int
    problems: list[Problem] = field(default_factory=list)

    @property
    def coverage(self) -> float:
        return 100.0 * self.translated / self.total if self.total else 100.0

    def of(self, category: str) -> list[Problem]:
        return [p for p in self.problems if p.category == category]


def needed_plural_categories(lang: str) -> set[str]:
    """The CLDR plural categories that whole counts fall into in ``lang`` (see PLURAL_RANGE)."""
    try:
        rule = babel.Locale.parse(lang).plural_form
    except (ValueError, babel.UnknownLocaleError):
        rule = babel.Locale.parse(DEFAULT_LANGUAGE).plural_form
    return {rule(n) for n in PLURAL_RANGE}


def _walk(node: Any) -> Iterator[Any]:
    """Every syntax node under ``node``, itself included."""
    yield node
    if isinstance(node, ftl.BaseNode):
        for value in vars(node).values():
            if isinstance(value, list):
                for v in value:
                    yield from _walk(v)
            elif isinstance(value, ftl.BaseNode):
                yield from _walk(value)


def _units(entry: Entry) -> list[str]:
    """What a translator must write for an entry: its value and, for a message, each attribute.

    A term's attributes (``.gender``) describe its grammar in its own language, so each
    language has the ones it needs; they are not translations of English ones.
    """
    out = [entry.id] if entry.node.value is not None else []
    if isinstance(entry.node, ftl.Message):
        out.extend(f"{entry.id}.{a.id.name}" for a in entry.node.attributes)
    return out


def _variables(node: Any) -> set[str]:
    return {n.id.name for n in _walk(node) if isinstance(n, ftl.VariableReference)}


def _is_plural_select(sel: ftl.SelectExpression) -> bool:
    keys = {v.key.name for v in sel.variants if isinstance(v.key, ftl.Identifier)}
    return bool(keys & (set(PLURAL_CATEGORIES) - {"other"})) and keys <= set(PLURAL_CATEGORIES)


FUNCTIONS = ("NAME", "GENDER", "KIND", "NUMBER", "DATETIME")


def _grammar_slips(node: Any) -> Iterator[tuple[str, Any]]:
    """Slips Fluent itself forgives silently: a misspelt case falls back to the default form.

    A ``$case`` selector's variant keys and a ``case:`` argument must be one of
    :data:`CASES`; a function must be one this module (or Fluent) gives the bundles.
    """
    if isinstance(node, ftl.SelectExpression) and isinstance(node.selector, ftl.VariableReference) \
            and node.selector.id.name == "case":
        for v in node.variants:
            if isinstance(v.key, ftl.Identifier) and v.key.name not in CASES:
                yield f"has a variant for the unknown case '{v.key.name}'", v
    elif isinstance(node, ftl.FunctionReference | ftl.TermReference):
        if isinstance(node, ftl.FunctionReference) and node.id.name not in FUNCTIONS:
            yield f"calls the unknown function {node.id.name}()", node
        for arg in node.arguments.named if node.arguments else ():
            if arg.name.name == "case" and isinstance(arg.value, ftl.StringLiteral) and arg.value.value not in CASES:
                yield f"asks for the unknown case '{arg.value.value}'", arg


def _select_keys(sel: ftl.SelectExpression) -> set[str]:
    return {v.key.name for v in sel.variants if isinstance(v.key, ftl.Identifier)}


def _where(entry: Entry, node: Any) -> tuple[int, int]:
    if getattr(node, "span", None) is None:
        return entry.line, entry.col
    text = entry.file.read_text(encoding="utf-8")
    return _line_col(text, node.span.start)


def named_definitions(definitions: Iterable[tuple[tuple[str, str], Mapping]]) -> list[tuple[str, str]]:
    """The (kind, id) of every definition that needs a name, nested ones included."""
    out: list[tuple[str, str]] = []
    for (kind, id_), data in definitions:
        if kind in NAMED_KINDS:
            out.append((kind, str(id_)))
        for item in data.get("body", ()) or ():
            if isinstance(item, Mapping) and item.get("kind") in NAMED_KINDS and "id" in item:
                out.append((item["kind"], str(item["id"])))
    return out


def check_locales(content: Path | None = None,
                  definitions: Iterable[tuple[tuple[str, str], Mapping]] | None = None) -> list[LanguageStatus]:
    """Measure every language against English, and English against the content.

    ``definitions`` are the content's (kind, id) -> data; when given, English must name
    every one of :data:`NAMED_KINDS`, and a name for no definition is reported as stale.
    """
    loc = Localizer(content)
    en = loc.catalog(DEFAULT_LANGUAGE)
    en_units: dict[str, Entry] = {}
    for entry in en.entries.values():
        for unit in _units(entry):
            en_units[unit] = entry
    out: list[LanguageStatus] = []
    for lang in loc.languages:
        cat = loc.catalog(lang)
        st = LanguageStatus(lang, len(en_units), 0)
        out.append(st)
        try:
            babel.Locale.parse(lang)
        except (ValueError, babel.UnknownLocaleError):
            st.problems.append(Problem(lang, "syntax", lang, f"'{lang}' is not a language code CLDR knows",
                                       cat.folder, hint="name the folder by its ISO 639 code, e.g. 'cs'"))
        for path, line, col, message in cat.syntax_errors:
            st.problems.append(Problem(lang, "syntax", "", message, path, line, col))
        for dup in cat.duplicates:
            first = cat.entries[dup.id]
            st.problems.append(Problem(lang, "duplicate", dup.id, f"'{dup.id}' is defined twice",
                                       dup.file, dup.line, dup.col,
                                       f"first defined in {first.file.name}:{first.line}"))
        units: dict[str, Entry] = {}
        for entry in cat.entries.values():
            for unit in _units(entry):
                units[unit] = entry
        st.translated = sum(1 for u in en_units if u in units)
        if lang != DEFAULT_LANGUAGE:
            for unit, entry in en_units.items():
                if unit not in units:
                    st.problems.append(Problem(lang, "missing", unit, f"'{unit}' is not translated",
                                               cat.folder / entry.file.name, 0, 0,
                                               f"English has it in {entry.file.name}:{entry.line}"))
            lacking = [u for u in en_units if u not in units]
            for unit, entry in units.items():
                if unit not in en_units:
                    st.problems.append(Problem(lang, "unused", unit,
                                               f"'{unit}' is not in English (obsolete or misspelt)",
                                               entry.file, entry.line, entry.col, _did_you_mean(unit, lacking)))
            for eid, entry in cat.entries.items():
                ref = en.entries.get(eid)
                if ref is None or eid.startswith("-"):
                    continue  # terms take what parameters their language needs
                mine, theirs = _variables(entry.node), _variables(ref.node)
                if mine != theirs:
                    parts = []
                    if theirs - mine:
                        parts.append("lacks " + ", ".join(f"${v}" for v in sorted(theirs - mine)))
                    if mine - theirs:
                        parts.append("has " + ", ".join(f"${v}" for v in sorted(mine - theirs)) + " that English has not")
                    st.problems.append(Problem(lang, "variables", eid, f"'{eid}' {' and '.join(parts)}",
                                               entry.file, entry.line, entry.col))
        needed = needed_plural_categories(lang)
        for eid, entry in cat.entries.items():
            for node in _walk(entry.node):
                if isinstance(node, ftl.SelectExpression) and _is_plural_select(node):
                    lacking = needed - _select_keys(node)
                    if lacking:
                        line, col = _where(entry, node)
                        st.problems.append(Problem(
                            lang, "plural", eid,
                            f"'{eid}' chooses a plural form but lacks {', '.join(sorted(lacking))}",
                            entry.file, line, col,
                            f"'{lang}' needs {', '.join(c for c in PLURAL_CATEGORIES if c in needed)}"))
                elif isinstance(node, ftl.TermReference | ftl.MessageReference):
                    rid = ("-" if isinstance(node, ftl.TermReference) else "") + node.id.name
                    if rid not in cat.entries:
                        line, col = _where(entry, node)
                        st.problems.append(Problem(lang, "reference", eid,
                                                   f"'{eid}' refers to '{rid}', which '{lang}' does not define",
                                                   entry.file, line, col))
                for message, at in _grammar_slips(node):
                    line, col = _where(entry, at)
                    st.problems.append(Problem(lang, "grammar", eid, f"'{eid}' {message}", entry.file, line, col,
                                               "cases: " + ", ".join(CASES)))
        if lang == DEFAULT_LANGUAGE and definitions is not None:
            named = named_definitions(definitions)
            wanted = {term_id(k, i): (k, i) for k, i in named}
            for tid, (kind, id_) in wanted.items():
                if tid not in cat.entries:
                    st.problems.append(Problem(lang, "unnamed", tid, f"{kind} '{id_}' has no English name",
                                               cat.folder / "names.ftl", 0, 0, f"add `{tid} = ...` to names.ftl"))
            prefixes = [(term_id(k, ""), k) for k in NAMED_KINDS]
            for eid, entry in cat.entries.items():
                kind = max((k for p, k in prefixes if eid.startswith(p)), key=len, default=None)
                if kind is not None and eid not in wanted:
                    st.problems.append(Problem(lang, "stale", eid,
                                               f"'{eid}' names no {kind} of the content",
                                               entry.file, entry.line, entry.col,
                                               "remove it, or check the id (ids use '-' for '_')"))
    return out


# --------------------------------------------------------------------------- commands

_COLUMNS = (("missing", "missing"), ("unused", "unused"), ("variables", "variables"), ("plural", "plurals"))


def _display(path: Path | None) -> str:
    if path is None:
        return "?"
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def render_status(statuses: list[LanguageStatus], details: bool = True) -> str:
    """The table `wsdv l10n status` prints: one row per language, then each one's problems."""
    head = f"{'language':<9} {'coverage':>8} " + " ".join(f"{title:>9}" for _, title in _COLUMNS) + f" {'other':>6}"
    lines = [head]
    for st in statuses:
        counted = sum(len(st.of(c)) for c, _ in _COLUMNS)
        cells = " ".join(f"{len(st.of(c)):>9}" for c, _ in _COLUMNS)
        lines.append(f"{st.lang:<9} {st.coverage:>7.1f}% {cells} {len(st.problems) - counted:>6}")
    if details:
        for st in statuses:
            if not st.problems:
                continue
            lines.append("")
            lines.append(f"{st.lang}: {len(st.problems)} problem{'s' if len(st.problems) != 1 else ''}")
            for p in st.problems:
                where = _display(p.file) + (f":{p.line}" if p.line else "")
                lines.append(f"  {p.category:<10} {p.message}  [{where}]")
    return "\n".join(lines)


def to_report(statuses: list[LanguageStatus]) -> Any:
    """Every problem as a content diagnostic (``path:line:col: error: ...``), for `wsdv l10n check`."""
    from .diagnostics import Report, Span

    report = Report()
    for st in statuses:
        for p in st.problems:
            name = _display(p.file)
            if p.file is not None and p.file.is_file() and name not in report.sources:
                report.add_source(name, p.file.read_text(encoding="utf-8"))
            span = Span(p.line, p.col) if p.line else None
            report.error(name, span, f"[{p.lang}] {p.message}", p.hint)
    return report


def run_command(args: Any) -> int:
    """`wsdv l10n status [--strict] [LANG...]` and `wsdv l10n check` (see cli.py for the options)."""
    import sys

    from .pipeline import build

    result = build(args.content, args.variant, args.overlay)
    if not result.ok:
        print(result.report.render(), file=sys.stderr)
        print("the content has errors; the locales cannot be checked against it (run `wsdv check`)",
              file=sys.stderr)
        return 2
    statuses = check_locales(args.content, result.rules.definitions.items())
    wanted = [choose_language(x, [s.lang for s in statuses]) for x in getattr(args, "languages", None) or []]
    if wanted:
        statuses = [s for s in statuses if s.lang in wanted]
    problems = sum(len(s.problems) for s in statuses)
    if args.l10n_command == "check":
        report = to_report(statuses)
        if problems:
            print(report.render(), file=sys.stderr)
            print(f"{problems} problem{'s' if problems != 1 else ''} in the locales", file=sys.stderr)
            return 2
        if not args.quiet:
            units = statuses[0].total if statuses else 0
            print(f"locales OK: {len(statuses)} languages ({', '.join(s.lang for s in statuses)}), "
                  f"{units} English messages and names")
        return 0
    print(render_status(statuses, details=not args.summary))
    return 1 if args.strict and problems else 0
