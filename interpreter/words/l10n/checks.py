"""The checks of ``wsdv l10n``: every language measured against English, English against the content."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import babel
from fluent.syntax import ast as ftl

from ...checks.rulings import KINDS
from ...diagnostics import closest, did_you_mean
from ...paths import content_dir, docs_dir, known_variants
from ..cardtext import ICON_TEXT_ARGS, message_id
from ..languages import DEFAULT_LANGUAGE, EXTENSION, available_languages, locales_root
from ..prose import VERSION
from .catalog import Catalog, Entry, read_catalog, select_keys, walk
from .refs import CASES, NAMED_KINDS, home_file, term_id
from .stale import RECORD_FILE, SourceRecord, changed_parts, english_of, entry_fingerprint, entry_source, fingerprint
from .stubs import is_words, read_same, stubbed, value_of, write_same
from .termbase import TERMS_FILE, read_terms, violations, words_of

# CLDR's plural categories. A select expression whose keys include one of these (other
# than "other", which any selector may use as a catch-all) chooses a plural form.
PLURAL_CATEGORIES = ("zero", "one", "two", "few", "many", "other")
# Counts in this game are whole numbers well below a thousand (pieces, points, spaces);
# a category is *needed* by a language if some whole number in this range falls in it.
# (French and Italian have a CLDR "many" for millions; no count here reaches it.)
PLURAL_RANGE = range(0, 1000)



@dataclass(frozen=True)
class Problem:
    """One thing a localizer should fix, at a place in a Fluent file."""

    lang: str
    category: str    # one of CATEGORIES
    id: str
    message: str
    file: Path | None = None
    line: int = 0
    col: int = 0
    hint: str | None = None
    # "error", or "note" for what does not fail a check: the English shown in place of the
    # missing messages of a language marked work in progress.
    severity: str = "error"
    # The message and the hint as words of cli-l10n.ftl (id, values), so that `wsdv l10n` prints them in
    # its reader's language; ``message`` and ``hint`` are the same in English (for callers with no reader).
    words: Words | None = None
    hint_words: Words | None = None


# A problem's text as a message of the locales: its id and the values it takes (strings and numbers).
Words = tuple[str, tuple[tuple[str, Any], ...]]


def words(message_id: str, **values: Any) -> Words:
    """``(id, values)`` for :attr:`Problem.words`: hashable, in a stable order, stored by the status cache."""
    return message_id, tuple(sorted(values.items()))


CATEGORIES = {
    "syntax": "Fluent cannot read it (the entry is shown in English, or the language refused)",
    "duplicate": "an id defined twice",
    "missing": "an English message or name this language lacks (shown in English)",
    "untranslated": "a text waiting for its translation: a stub (a note), or a copy of the English (an error)",
    "fallback": "a missing message of a language marked work in progress (a note)",
    "unused": "an id English does not have (obsolete or misspelt)",
    "stale": "a translation whose English changed since it was written or confirmed",
    "variables": "a variable English does not pass, or one English uses that is left out",
    "branch": "a variant that leaves out a variable its sibling variants use",
    "plural": "a plural choice lacking a category the language needs",
    "reference": "a reference to a message or term the language does not define",
    "cycle": "a message or term that refers to itself, directly or through others",
    "grammar": "a slip Fluent forgives silently (an unknown case or function)",
    "unnamed": "a content definition a player sees with no English name",
    "orphan": "a name for no definition of the content, or the words of no card's ruling or erratum",
    "term": "a word the language's term base (terms.txt) rejects for the rulebook's term",
}


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


@cache
def needed_plural_categories(lang: str) -> frozenset[str]:
    """The CLDR plural categories that whole counts fall into in ``lang`` (see PLURAL_RANGE)."""
    try:
        rule = babel.Locale.parse(lang).plural_form
    except (ValueError, babel.UnknownLocaleError):
        rule = babel.Locale.parse(DEFAULT_LANGUAGE).plural_form
    return frozenset(rule(n) for n in PLURAL_RANGE)


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
    return {n.id.name for n in walk(node) if isinstance(n, ftl.VariableReference)}


def _is_plural_select(sel: ftl.SelectExpression) -> bool:
    keys = {v.key.name for v in sel.variants if isinstance(v.key, ftl.Identifier)}
    return bool(keys & (set(PLURAL_CATEGORIES) - {"other"})) and keys <= set(PLURAL_CATEGORIES)


FUNCTIONS = ("NAME", "GENDER", "NUMBER_OF", "KIND", "ID", "NUMBER", "DATETIME")

# A file in a language folder that marks the language as work in progress: its missing
# messages do not fail `wsdv l10n check` (they are listed as notes, shown in English).
WIP_MARKER = "work-in-progress"


def _grammar_slips(node: Any) -> Iterator[tuple[str, Any, Words]]:
    """Slips Fluent itself forgives silently: a misspelt case falls back to the default form.

    A ``$case`` selector's variant keys and a ``case:`` argument must be one of
    :data:`CASES`; a function must be one this module (or Fluent) gives the bundles.
    """
    if isinstance(node, ftl.SelectExpression) and isinstance(node.selector, ftl.VariableReference) \
            and node.selector.id.name == "case":
        for v in node.variants:
            if isinstance(v.key, ftl.Identifier) and v.key.name not in CASES:
                yield f"has a variant for the unknown case '{v.key.name}'", v, words("l10n-problem-unknown-case-variant", case=v.key.name)
    elif isinstance(node, ftl.FunctionReference | ftl.TermReference):
        if isinstance(node, ftl.FunctionReference) and node.id.name not in FUNCTIONS:
            yield f"calls the unknown function {node.id.name}()", node, words("l10n-problem-unknown-function", function=node.id.name)
        for arg in node.arguments.named if node.arguments else ():
            if arg.name.name == "case" and isinstance(arg.value, ftl.StringLiteral) and arg.value.value not in CASES:
                yield f"asks for the unknown case '{arg.value.value}'", arg, words("l10n-problem-unknown-case", case=arg.value.value)


# The nodes :func:`_grammar_slips` can find a slip in.
_SLIPPABLE = (ftl.SelectExpression, ftl.FunctionReference, ftl.TermReference)


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


@dataclass(frozen=True)
class LocaleSet:
    """Fluent files the project reads, one folder per language under ``root``."""

    name: str            # what they are, for messages: "content" or "site"
    root: Path
    pattern: str         # which files of a language folder: "*.ftl", "site.ftl"
    # Hand-written pages translated whole beside the messages ("*.md" for the site), each an id of its own.
    pages: str | None = None
    # Languages this set must have though their folder is not there yet (the site's: the content's).
    wanted: tuple[str, ...] = ()

    def languages(self) -> list[str]:
        if not self.root.is_dir():
            return []
        langs = sorted({p.name for p in self.root.iterdir() if p.is_dir() and any(p.glob(self.pattern))}
                       | ({DEFAULT_LANGUAGE, *self.wanted} if self.wanted and (self.root / DEFAULT_LANGUAGE).is_dir() else set()))
        if DEFAULT_LANGUAGE in langs:
            langs.remove(DEFAULT_LANGUAGE)
            langs.insert(0, DEFAULT_LANGUAGE)
        return langs

    def catalog(self, lang: str) -> Catalog:
        return read_catalog(lang, self.root / lang, self.pattern)

    def record(self, lang: str) -> SourceRecord:
        return SourceRecord(self.root / lang / RECORD_FILE, within=self.root.parent)   # (as read_catalog)

    def english_pages(self) -> dict[str, str]:
        """The hand-written English pages: file name -> text (none for a set without pages)."""
        if self.pages is None:
            return {}
        return {p.name: p.read_text(encoding="utf-8", errors="replace")
                for p in sorted((self.root / DEFAULT_LANGUAGE).glob(self.pages)) if p.is_file()}


def locale_sets(content: Path | None = None) -> list[LocaleSet]:
    """Every set of Fluent files wsdv reads: the content's locales and the site's own words and pages,
    which every language of the content must have (the site is built in each)."""
    return [LocaleSet("content", locales_root(content), f"*{EXTENSION}"),
            LocaleSet("site", docs_dir(content), "site.ftl", "*.md", tuple(available_languages(content)))]


OVERLAY_SET = "overlay "   # the name of an overlay's set begins so: "overlay my-erratum"


def overlay_locale_sets(overlays: Iterable[Path], wanted: tuple[str, ...] = ()) -> list[LocaleSet]:
    """The words an overlay folder carries (``<overlay>/locales/<lang>/*.ftl``), each overlay's a set of
    its own, measured against its own English: `wsdv l10n --overlay DIR` checks them with the content's.

    ``wanted``: the content's languages. A game played with the overlay speaks each of them, so each must
    have the overlay's English messages, though the overlay has no folder for it yet (an erratum written
    in English only): they count as missing there, not as nothing to measure."""
    return [LocaleSet(f"{OVERLAY_SET}{Path(o).name}", locales_root(Path(o)), f"*{EXTENSION}", wanted=wanted)
            for o in overlays if locales_root(Path(o)).is_dir()]


# The first line of a hand-written page scaffolded for a language (`wsdv l10n new`): it waits for its
# translation, and the site shows the English meanwhile.
PAGE_STUB = "<!-- untranslated:"


def page_fingerprint(text: str) -> str:
    """The fingerprint of a page: its words, whatever the line breaks and indentation."""
    return fingerprint(" ".join(text.split()))


def page_ids(lset: LocaleSet, lang: str) -> set[str]:
    """The pages a language has translated (not stubs): ids `wsdv l10n confirm` takes."""
    if lset.pages is None:
        return set()
    out = set()
    for p in (lset.root / lang).glob(lset.pages):
        if p.is_file() and not p.read_text(encoding="utf-8", errors="replace").startswith(PAGE_STUB):
            out.add(p.name)
    return out


def check_pages(st: LanguageStatus, lset: LocaleSet, lang: str, english: dict[str, str]) -> None:
    """A language's hand-written pages against English's: missing, waiting (a stub), a copy of the
    English, or stale (the English page changed since the translation was confirmed)."""
    folder = lset.root / lang
    record = lset.record(lang)
    same = read_same(folder)
    wip = is_work_in_progress(folder)
    add = st.problems.append
    for name, en_text in english.items():
        st.total += 1
        path = folder / name
        confirm = f"`wsdv l10n confirm {lang} {name}`"
        if not path.is_file():
            add(Problem(lang, "fallback" if wip else "missing", name, f"the page '{name}' is not translated "
                        "(the site shows the English)", path, 0, 0, f"translate docs/{DEFAULT_LANGUAGE}/{name}",
                        severity="note" if wip else "error", words=words("l10n-problem-page-missing", page=name),
                        hint_words=words("l10n-problem-page-translate", english=f"docs/{DEFAULT_LANGUAGE}/{name}")))
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if text.startswith(PAGE_STUB):
            add(Problem(lang, "untranslated", name, f"the page '{name}' waits for its translation", path, 1, 1,
                        f"translate it, delete its first line, then run {confirm}", severity="note",
                        words=words("l10n-problem-page-stub", page=name),
                        hint_words=words("l10n-problem-page-stub-hint", lang=lang, page=name)))
            continue
        now = page_fingerprint(en_text)
        if page_fingerprint(text) == now and name not in same:
            add(Problem(lang, "untranslated", name, f"the page '{name}' is its English text, unchanged", path, 1, 1,
                        f"translate it from docs/{DEFAULT_LANGUAGE}/{name}", severity="note" if wip else "error",
                        words=words("l10n-problem-page-copied", page=name),
                        hint_words=words("l10n-problem-page-translate-from", english=f"docs/{DEFAULT_LANGUAGE}/{name}")))
            continue
        st.translated += 1
        was = record.get(name)
        if was != now:
            message = (f"the page '{name}' has no record of the English it translates" if was is None else
                       f"the page '{name}' is stale: its English has changed since it was translated")
            add(Problem(lang, "stale", name, message, path, 1, 1,
                        f"English: docs/{DEFAULT_LANGUAGE}/{name}; check the translation against it, then run {confirm}",
                        severity="note" if wip else "error",
                        words=words("l10n-problem-page-no-record" if was is None else "l10n-problem-page-stale", page=name),
                        hint_words=words("l10n-problem-page-stale-hint", english=f"docs/{DEFAULT_LANGUAGE}/{name}",
                                         lang=lang, page=name)))


def language_coverage(content: Path | None, lang: str) -> float:
    """How much of English a language translates (0 to 100), over the content's locales and the site's
    words and pages, as `wsdv l10n status` counts it: what the site tells on the language's home page."""
    st = LanguageStatus(lang, 0, 0)
    for lset in locale_sets(content):
        en = lset.catalog(DEFAULT_LANGUAGE)
        en_units = units_of(en)
        st.total += len(en_units)
        if lang == DEFAULT_LANGUAGE:
            st.translated += len(en_units)
            continue
        # only the count: the problems check_catalog would find are not said here, and finding them
        # (every entry's checks, the cycles) was most of this function's time, once per language
        st.translated += translated(lset.catalog(lang), en_units)[0]
        if lset.pages is not None:
            check_pages(st, lset, lang, lset.english_pages())
    return st.coverage


def is_work_in_progress(folder: Path) -> bool:
    return (folder / WIP_MARKER).exists()


def units_of(cat: Catalog) -> dict[str, tuple[Entry, str | None]]:
    """Each unit a translator writes -> (its entry, the attribute or None)."""
    out: dict[str, tuple[Entry, str | None]] = {}
    for entry in cat.entries.values():
        for unit in _units(entry):
            out[unit] = (entry, unit.split(".", 1)[1] if "." in unit else None)
    return out


def check_locales(content: Path | None = None,
                  definitions: Iterable[tuple[tuple[str, str], Mapping]] | None = None,
                  sets: list[LocaleSet] | None = None, records: set[str] | None = None) -> list[LanguageStatus]:
    """Measure every language against English, and English against the content.

    ``definitions`` are the content's (kind, id) -> data; when given, English must name
    every one of :data:`NAMED_KINDS` and every variant of the content (its folders under `variants/`),
    and a name for no definition is reported (orphan).
    ``records`` are the messages holding the words of every card's rulings and errata, in the
    content and all its variants (:func:`interpreter.checks.rulings.written_messages`); when given, an
    English ``ruling-*`` or ``erratum-*`` message outside them is reported (orphan).
    Every set of Fluent files (:func:`locale_sets`) is checked; a language's status holds
    the problems of all of them.
    """
    statuses: dict[str, LanguageStatus] = {}
    sets = sets if sets is not None else locale_sets(content)
    definitions = list(definitions) if definitions is not None else None
    if definitions is not None:
        # Every variant of the content is named by its `-variant-` term, though the rules measured are
        # built without it: its name is asked for (and is no orphan) whichever variant is played.
        definitions += [(("variant", v), {}) for v in known_variants(Path(content) if content is not None else content_dir())]
    # The messages that word an icon of the content on a card: each is given ICON_TEXT_ARGS.
    icon_texts = frozenset(message_id(str(i)) for (k, i), _data in definitions or () if k == "icon")
    # The English an overlay's own words add (a new card's title in `<overlay>/locales/en/titles.ftl`)
    # names the overlay's definitions as well as the content's English does.
    overlaid = {eid for lset in sets if lset.name.startswith(OVERLAY_SET) and DEFAULT_LANGUAGE in lset.languages()
                for eid in lset.catalog(DEFAULT_LANGUAGE).entries}
    for lset in sets:
        langs = lset.languages()
        if not langs:
            continue
        en = lset.catalog(DEFAULT_LANGUAGE)
        en_units = units_of(en)
        for lang in langs:
            cat = en if lang == DEFAULT_LANGUAGE else lset.catalog(lang)
            st = statuses.setdefault(lang, LanguageStatus(lang, 0, 0))
            st.total += len(en_units)
            check_catalog(st, cat, en, en_units, lset.record(lang), icon_texts)
            if lang != DEFAULT_LANGUAGE and lset.pages is not None:
                check_pages(st, lset, lang, lset.english_pages())
            if lset.name == "content" and lang == DEFAULT_LANGUAGE and definitions is not None:
                _check_names(st, cat, definitions, records, overlaid)
    return list(statuses.values())


def translated(cat: Catalog, en_units: dict[str, tuple[Entry, str | None]]
               ) -> tuple[int, dict[str, tuple[Entry, str | None]], list[str]]:
    """How many of English's units a language's files translate; its units; and those of them that are
    their English unchanged (not confirmed as right so), which do not count."""
    lang = cat.lang
    units = units_of(cat)
    same = read_same(cat.folder) if lang != DEFAULT_LANGUAGE else set()
    copied = [u for u, (entry, attr) in units.items() if lang != DEFAULT_LANGUAGE and u in en_units
              and u not in same and is_words(value_of(en_units[u][0].node, en_units[u][1]), en_units[u][1])
              and entry_source(entry.node, attr) == entry_source(en_units[u][0].node, en_units[u][1])]
    return sum(1 for u in en_units if u in units) - len(copied), units, copied


def check_catalog(st: LanguageStatus, cat: Catalog, en: Catalog,
                  en_units: dict[str, tuple[Entry, str | None]], record: SourceRecord,
                  icon_texts: Collection[str] = ()) -> None:
    """Every problem of one language's files of one set, measured against English. ``icon_texts``: the
    messages that word the content's icons, whose variables are what a card's text passes
    (:data:`ICON_TEXT_ARGS`), not what English happens to use."""
    lang = cat.lang
    add = st.problems.append
    try:
        babel.Locale.parse(lang)
    except (ValueError, babel.UnknownLocaleError):
        add(Problem(lang, "syntax", lang, f"'{lang}' is not a language code CLDR knows",
                    cat.folder, hint="name the folder by its ISO 639 code, e.g. 'cs'",
                    words=words("l10n-problem-not-a-language", lang=lang),
                    hint_words=words("l10n-problem-not-a-language-hint")))
    for path, line, col, message, worded in cat.syntax_errors:
        add(Problem(lang, "syntax", "", message, path, line, col, words=worded,
                    hint_words=(worded[0] + "-hint", worded[1])))
    for dup in cat.duplicates:
        first = cat.entries[dup.id]
        add(Problem(lang, "duplicate", dup.id, f"'{dup.id}' is defined twice", dup.file, dup.line, dup.col,
                    f"first defined in {first.file.name}:{first.line}",
                    words=words("l10n-problem-duplicate", id=dup.id),
                    hint_words=words("l10n-problem-first-defined", file=first.file.name, line=str(first.line))))
    count, units, copied = translated(cat, en_units)
    st.translated += count
    for eid, entry in cat.entries.items():
        _check_entry(st, cat, eid, entry)
    check_cycles(st, cat)
    if lang == DEFAULT_LANGUAGE:
        _check_icon_variables(st, cat, icon_texts)
        check_terms(st, cat)   # English keeps a term base too (a city's one name: en/terms.txt)
        return
    wip = is_work_in_progress(cat.folder)
    stubs = stubbed(cat)
    for unit, (entry, _attr) in en_units.items():
        if unit in units or unit.split(".", 1)[0] in cat.junk_ids:
            continue   # a translation Fluent could not read is a syntax error, reported above
        if _attr == VERSION:
            continue   # a prose's version is stamped by `confirm`, not translated; the prose check tells it
        english = _short(entry_source(entry.node, _attr))
        where = f"English has it in {entry.file.name}:{entry.line}: {english}"
        told = {"file": entry.file.name, "line": str(entry.line), "english": english}
        stub = stubs.get(unit.split(".", 1)[0])
        if stub is not None:
            add(Problem(lang, "untranslated", unit, f"'{unit}' waits for its translation (shown in English)",
                        stub[0], stub[1], 1, f"{where}; write it beneath its stub, then delete the stub",
                        severity="note", words=words("l10n-problem-stub", id=unit),
                        hint_words=words("l10n-problem-stub-hint", **told)))
        elif wip:
            add(Problem(lang, "fallback", unit, f"'{unit}' is shown in English (work in progress)",
                        cat.folder / entry.file.name, 0, 0, where, severity="note",
                        words=words("l10n-problem-fallback", id=unit),
                        hint_words=words("l10n-problem-english-has", **told)))
        else:
            add(Problem(lang, "missing", unit, f"'{unit}' is not translated", cat.folder / entry.file.name, 0, 0,
                        where, words=words("l10n-problem-missing", id=unit),
                        hint_words=words("l10n-problem-english-has", **told)))
    for unit in copied:
        entry, _attr = units[unit]
        add(Problem(lang, "untranslated", unit, f"'{unit}' is its English text, unchanged", entry.file, entry.line,
                    entry.col, f"translate it; or, if it is right as it is in '{lang}' (a name written alike), "
                               f"run `wsdv l10n confirm {lang} {unit} --same`",
                    severity="note" if wip else "error", words=words("l10n-problem-copied", id=unit),
                    hint_words=words("l10n-problem-copied-hint", lang=lang, id=unit)))
    lacking = [u for u in en_units if u not in units]
    for unit, (entry, _attr) in units.items():
        if unit not in en_units:
            near = closest(unit, lacking)
            add(Problem(lang, "unused", unit, f"'{unit}' is not in English (obsolete or misspelt)",
                        entry.file, entry.line, entry.col, did_you_mean(unit, lacking),
                        words=words("l10n-problem-unused", id=unit),
                        hint_words=None if near is None else words("cli-did-you-mean", word=near)))
    for unit, (entry, _attr) in units.items():
        if unit not in en_units:
            continue
        source, src_attr = en_units[unit]
        now = entry_fingerprint(source.node, src_attr)
        was = record.get(unit)
        if was == now:
            continue
        english = f"English: {source.file.name}:{source.line}"
        confirm = f"`wsdv l10n confirm {lang} {unit}`"
        old = record.source(unit)
        told = {"file": source.file.name, "line": str(source.line), "lang": lang, "id": unit}
        if was is None:
            message = f"'{unit}' has no record of the English it translates"
            hint = f"{english}; once the translation is checked against it, run {confirm}"
            said = words("l10n-problem-no-record", id=unit), words("l10n-problem-no-record-hint", **told)
        elif old is not None:
            message = f"'{unit}' is stale: its English has changed since it was translated"
            then, now = changed_parts(english_of(old), english_of(entry_source(source.node, src_attr)))
            hint = (f"English then: {then}\n"
                    f"English now:  {now}\n"
                    f"{english}; update the translation, then run {confirm}")
            said = (words("l10n-problem-stale", id=unit),
                    words("l10n-problem-stale-then-hint", then=then, now=now, **told))
        else:
            message = f"'{unit}' is stale: its English has changed since it was translated"
            hint = f"{english}; update the translation, then run {confirm}"
            said = words("l10n-problem-stale", id=unit), words("l10n-problem-stale-hint", **told)
        add(Problem(lang, "stale", unit, message, entry.file, entry.line, entry.col, hint,
                    severity="note" if wip else "error", words=said[0], hint_words=said[1]))
    for eid, entry in cat.entries.items():
        ref = en.entries.get(eid)
        if ref is None or eid.startswith("-"):
            continue  # terms take what parameters their language needs
        _check_variables(st, cat, eid, entry, ref, ICON_TEXT_ARGS if eid in icon_texts else None)
    check_terms(st, cat, severity="note" if wip else "error")


def check_terms(st: LanguageStatus, cat: Catalog, severity: str = "error") -> None:
    """Every message (and name) of a language that uses a variant its term base rejects (:mod:`.termbase`)."""
    rules, problems = read_terms(cat.folder)
    for line, message in problems:
        st.problems.append(Problem(cat.lang, "syntax", "", message, cat.folder / TERMS_FILE, line, 1))
    if not rules:
        return
    for eid, entry in cat.entries.items():
        text = words_of(entry.node)
        for rule in rules:
            for word in violations(rule, text):
                st.problems.append(Problem(
                    cat.lang, "term", eid, f"'{eid}' says '{word}' where the term base has '{rule.term}'",
                    entry.file, entry.line, entry.col, f"{TERMS_FILE}:{rule.line}: {rule.term} <- "
                    + ", ".join(rule.rejected) + (" (allowed: " + ", ".join(rule.allowed) + ")" if rule.allowed else ""),
                    severity=severity, words=words("l10n-problem-term", id=eid, word=word, term=rule.term),
                    hint_words=words("l10n-problem-term-hint", file=TERMS_FILE, line=str(rule.line), term=rule.term,
                                     rejected=", ".join(rule.rejected), allowed=", ".join(rule.allowed),
                                     has_allowed="yes" if rule.allowed else "no")))


def _short(english: str, limit: int = 100) -> str:
    """The English of a text on one line, cut to fit a hint."""
    return english if len(english) <= limit else english[:limit - 1] + "…"


def _check_icon_variables(st: LanguageStatus, cat: Catalog, icon_texts: Collection[str]) -> None:
    """Each variable an English icon text uses that no card's text passes: the message cannot be
    formatted, which `wsdv cards` says only for a card that shows it, and the translations, written
    with the variables the card text does pass, were the ones blamed (designer review, task 7 #9)."""
    listed = ", ".join(f"${v}" for v in ICON_TEXT_ARGS)
    for eid in sorted(icon_texts):
        entry = cat.entries.get(eid)
        if entry is None:
            continue
        told: set[str] = set()
        for node in walk(entry.node):
            if isinstance(node, ftl.VariableReference) and node.id.name not in ICON_TEXT_ARGS and node.id.name not in told:
                told.add(node.id.name)
                line, col = cat.where(entry, node)
                near = closest("$" + node.id.name, [f"${v}" for v in ICON_TEXT_ARGS])
                st.problems.append(Problem(cat.lang, "variables", eid,
                                           f"'{eid}' uses ${node.id.name}, which a card's text does not pass",
                                           entry.file, line, col,
                                           did_you_mean("$" + node.id.name, [f"${v}" for v in ICON_TEXT_ARGS])
                                           or "variables: " + listed,
                                           words=words("l10n-problem-icon-variable", id=eid, variable=node.id.name),
                                           hint_words=words("cli-did-you-mean", word=near) if near is not None
                                           else words("l10n-problem-variables", variables=listed)))


def _check_variables(st: LanguageStatus, cat: Catalog, eid: str, entry: Entry, ref: Entry,
                     passed: Collection[str] | None = None) -> None:
    """A translation's variables against English's. ``passed``: all the variables the program gives the
    message, where they are known (an icon's text); a translation may use any of them, and need not
    use one English uses that is not among them (English is told of that one itself)."""
    # (one walk of the translation gathers its variables and finds the unknown ones: the checks walk
    # every entry of every language, and walking each twice here cost a fifth more, 0.18 s to 0.24 s
    # of CPU over the shipped translations' 7,670 entries)
    theirs = _variables(ref.node)
    allowed = theirs
    if passed is not None:
        theirs = theirs & set(passed)
        allowed = theirs | set(passed)
    mine: set[str] = set()
    seen: set[str] = set()
    for node in walk(entry.node):
        if not isinstance(node, ftl.VariableReference):
            continue
        mine.add(node.id.name)
        if node.id.name not in allowed | seen:
            seen.add(node.id.name)
            line, col = cat.where(entry, node)
            near = closest("$" + node.id.name, [f"${v}" for v in sorted(allowed)])
            listed = ", ".join(f"${v}" for v in sorted(allowed))
            st.problems.append(Problem(cat.lang, "variables", eid,
                                       f"'{eid}' uses ${node.id.name}, which English does not pass",
                                       entry.file, line, col,
                                       did_you_mean("$" + node.id.name, [f"${v}" for v in sorted(allowed)])
                                       or "variables: " + listed,
                                       words=words("l10n-problem-unknown-variable", id=eid, variable=node.id.name),
                                       hint_words=words("cli-did-you-mean", word=near) if near is not None
                                       else words("l10n-problem-variables", variables=listed)))
    if theirs - mine:
        st.problems.append(Problem(cat.lang, "variables", eid,
                                   f"'{eid}' leaves out " + ", ".join(f"${v}" for v in sorted(theirs - mine)),
                                   entry.file, entry.line, entry.col,
                                   f"English: {ref.file.name}:{ref.line}",
                                   words=words("l10n-problem-leaves-out", id=eid,
                                               variables=", ".join(f"${v}" for v in sorted(theirs - mine))),
                                   hint_words=words("l10n-problem-english-at", file=ref.file.name, line=str(ref.line))))


def _check_entry(st: LanguageStatus, cat: Catalog, eid: str, entry: Entry) -> None:
    lang = cat.lang
    needed = needed_plural_categories(lang)
    for node in walk(entry.node):
        if isinstance(node, ftl.SelectExpression):
            if _is_plural_select(node):
                lacking = needed - select_keys(node)
                if lacking:
                    line, col = cat.where(entry, node)
                    st.problems.append(Problem(
                        lang, "plural", eid, f"'{eid}' chooses a plural form but lacks {', '.join(sorted(lacking))}",
                        entry.file, line, col, f"'{lang}' needs {', '.join(c for c in PLURAL_CATEGORIES if c in needed)}",
                        words=words("l10n-problem-plural", id=eid, lacking=", ".join(sorted(lacking))),
                        hint_words=words("l10n-problem-plural-hint", lang=lang,
                                         needed=", ".join(c for c in PLURAL_CATEGORIES if c in needed))))
            for variant, missing in _branch_omissions(node, lang):
                line, col = cat.where(entry, variant)
                key = variant.key.name if isinstance(variant.key, ftl.Identifier) else variant.key.value
                st.problems.append(Problem(
                    lang, "branch", eid, f"'{eid}': the variant [{key}] leaves out "
                    + ", ".join(f"${v}" for v in missing) + ", which the other variants use",
                    entry.file, line, col,
                    "write the number itself ({ $" + missing[0] + " }), not a fixed word or digit"
                    if _is_plural_select(node) else None,
                    words=words("l10n-problem-branch", id=eid, key=str(key),
                                variables=", ".join(f"${v}" for v in missing)),
                    hint_words=words("l10n-problem-branch-hint", variable=missing[0])
                    if _is_plural_select(node) else None))
        elif isinstance(node, ftl.TermReference | ftl.MessageReference):
            rid = ("-" if isinstance(node, ftl.TermReference) else "") + node.id.name
            if rid not in cat.entries:
                line, col = cat.where(entry, node)
                st.problems.append(Problem(lang, "reference", eid,
                                           f"'{eid}' refers to '{rid}', which '{lang}' does not define",
                                           entry.file, line, col,
                                           words=words("l10n-problem-reference", id=eid, ref=rid, lang=lang)))
        if not isinstance(node, _SLIPPABLE):
            continue   # (most nodes are text: no generator started for each, a tenth of the checks' time)
        for message, at, said in _grammar_slips(node):
            line, col = cat.where(entry, at)
            st.problems.append(Problem(lang, "grammar", eid, f"'{eid}' {message}", entry.file, line, col,
                                       "cases: " + ", ".join(CASES), words=(said[0], (("id", eid), *said[1])),
                                       hint_words=words("l10n-problem-cases", cases=", ".join(CASES))))


def _branch_omissions(sel: ftl.SelectExpression, lang: str) -> Iterator[tuple[ftl.Variant, list[str]]]:
    """Variants that leave out a variable every other variant uses.

    In a plural choice this is the hard-coded "1" of ``[one] 1 space``, wrong wherever the
    category holds more than one number (Ukrainian ``one`` holds 21 and 31, French ``one``
    holds 0): such a variant is flagged unless exact-number variants (``[0]``) leave it a
    single number. In other choices a variable must be used by at least two other variants
    (a ``[none]`` variant that has nothing to name is usual).
    """
    uses = [_variables(v.value) for v in sel.variants]
    plural = _is_plural_select(sel)
    exact = {int(v.key.value) for v in sel.variants if isinstance(v.key, ftl.NumberLiteral)
             and v.key.value.isdigit()}
    for i, variant in enumerate(sel.variants):
        others = uses[:i] + uses[i + 1:]
        if not others or (not plural and len(others) < 2) or isinstance(variant.key, ftl.NumberLiteral):
            continue   # an exact-number variant ([0]) may say the number in words
        if plural and isinstance(variant.key, ftl.Identifier) \
                and len(plural_numbers(lang, variant.key.name) - exact) <= 1:
            continue   # the variant stands for one number only: a word for it is right
        common = set.intersection(*others) - uses[i]
        if common:
            yield variant, sorted(common)


@cache
def plural_numbers(lang: str, category: str) -> frozenset[int]:
    """The whole numbers of PLURAL_RANGE that fall in a CLDR category in ``lang``."""
    try:
        rule = babel.Locale.parse(lang).plural_form
    except (ValueError, babel.UnknownLocaleError):
        rule = babel.Locale.parse(DEFAULT_LANGUAGE).plural_form
    return frozenset(n for n in PLURAL_RANGE if rule(n) == category)


def _references(node: Any) -> Iterator[tuple[str, Any]]:
    for n in walk(node):
        if isinstance(n, ftl.TermReference):
            yield "-" + n.id.name, n
        elif isinstance(n, ftl.MessageReference):
            yield n.id.name, n


# The longest chain of references an entry may start (a term naming a term naming a term...).  Real
# texts nest a handful deep; Fluent's resolver recurses for each step and gives up after a few
# hundred, so a longer chain is reported here, before a game meets it.
MAX_REFERENCE_DEPTH = 50


def check_cycles(st: LanguageStatus, cat: Catalog) -> None:
    """Entries that refer to themselves, directly or through others, and chains of references too
    long to format (Fluent can format neither).  Iterative: a chain of thousands needs no recursion."""
    graph = {eid: [(rid, n) for rid, n in _references(e.node) if rid in cat.entries] for eid, e in cat.entries.items()}
    state: dict[str, int] = {}   # 1: on the path, 2: done
    depth: dict[str, int] = {}   # the longest chain of references an entry starts (cycles left out)
    reported: set[str] = set()

    for root in graph:
        if root in state:
            continue
        path = [root]
        work = [(root, 0)]
        state[root] = 1
        while work:
            eid, i = work[-1]
            if i < len(graph[eid]):
                work[-1] = (eid, i + 1)
                rid, node = graph[eid][i]
                if state.get(rid) == 1 and rid not in reported:
                    loop = path[path.index(rid):] + [rid]
                    entry = cat.entries[eid]
                    line, col = cat.where(entry, node)
                    reported.add(rid)
                    st.problems.append(Problem(cat.lang, "cycle", eid,
                                               f"'{eid}' refers to itself: " + " -> ".join(loop),
                                               entry.file, line, col, "a message or term cannot contain itself",
                                               words=words("l10n-problem-cycle", id=eid, loop=" -> ".join(loop)),
                                               hint_words=words("l10n-problem-cycle-hint")))
                elif rid not in state:
                    state[rid] = 1
                    path.append(rid)
                    work.append((rid, 0))
                continue
            work.pop()
            path.pop()
            state[eid] = 2
            depth[eid] = 1 + max((depth.get(rid, 0) for rid, _n in graph[eid] if state.get(rid) == 2), default=0)
            if depth[eid] == MAX_REFERENCE_DEPTH + 1:
                entry = cat.entries[eid]
                line, col = cat.where(entry, entry.node.id)
                st.problems.append(Problem(cat.lang, "cycle", eid,
                                           f"'{eid}' starts a chain of more than {MAX_REFERENCE_DEPTH} references "
                                           "(a term naming a term naming a term...), too long to format",
                                           entry.file, line, col, "refer to the text itself, not through so many terms",
                                           words=words("l10n-problem-chain", id=eid, depth=MAX_REFERENCE_DEPTH),
                                           hint_words=words("l10n-problem-chain-hint")))


def _check_names(st: LanguageStatus, cat: Catalog, definitions: Iterable[tuple[tuple[str, str], Mapping]],
                 records: set[str] | None, overlaid: Collection[str] = ()) -> None:
    """English names every definition (``overlaid``: the ids an overlay's own English writes), and
    names nothing else."""
    lang = cat.lang
    named = named_definitions(definitions)
    wanted = {term_id(k, i): (k, i) for k, i in named}
    for tid, (kind, id_) in wanted.items():
        if tid not in cat.entries and tid not in overlaid:
            home = home_file(kind)
            st.problems.append(Problem(lang, "unnamed", tid, f"{kind} '{id_}' has no English "
                                       + ("title" if kind == "card" else "name"),
                                       cat.folder / home, 0, 0, f"add `{tid} = ...` to {home}",
                                       words=words("l10n-problem-unnamed", kind=kind, name=str(id_),
                                                   card="yes" if kind == "card" else "no"),
                                       hint_words=words("l10n-problem-unnamed-hint", id=tid, file=home)))
    prefixes = [(term_id(k, ""), k) for k in NAMED_KINDS]
    for eid, entry in cat.entries.items():
        named_kind = max((k for p, k in prefixes if eid.startswith(p)), key=len, default=None)
        if named_kind is not None and eid not in wanted:
            st.problems.append(Problem(lang, "orphan", eid, f"'{eid}' names no {named_kind} of the content",
                                       entry.file, entry.line, entry.col,
                                       "remove it, or check the id (ids use '-' for '_')",
                                       words=words("l10n-problem-orphan-name", id=eid, kind=named_kind),
                                       hint_words=words("l10n-problem-orphan-name-hint")))
    # A ruling's or an erratum's words stay behind in the locales when its card drops it: every
    # language would be asked to translate them, and nothing would ever show them.
    for eid, entry in cat.entries.items() if records is not None else ():
        record = next((k for k in KINDS if eid.startswith(k + "-")), None)
        if record is not None and records is not None and eid not in records:
            st.problems.append(Problem(lang, "orphan", eid, f"'{eid}' is the words of no {record} of any card",
                                       entry.file, entry.line, entry.col,
                                       f"remove it from every language, or name it on its card: "
                                       f"`{record} \"YYYY\" source ... text {eid.split('-', 1)[1].replace('-', '_')}`",
                                       words=words("l10n-problem-orphan-record", id=eid, record=record),
                                       hint_words=words("l10n-problem-orphan-record-hint", record=record,
                                                        text=eid.split('-', 1)[1].replace('-', '_'))))


def confirm(lset: LocaleSet, lang: str, ids: Iterable[str] | None, same: bool = False) -> list[str]:
    """Record that ``lang``'s translations of these ids (all stale ones if None) match today's English,
    keeping that English in the record (a later change shows it beside the new); ``same``: and that
    these ids are right as they are when identical to English (:mod:`.stubs`).

    Returns the ids recorded. Ids the language does not translate are left alone (the
    caller reports them).
    """
    en_units = units_of(lset.catalog(DEFAULT_LANGUAGE))
    units = units_of(lset.catalog(lang))
    record = lset.record(lang)
    chosen = [u for u in units if u in en_units] if ids is None else [u for u in ids if u in units and u in en_units]
    done = []
    for unit in chosen:
        source, attr = en_units[unit]
        fp = entry_fingerprint(source.node, attr)
        if record.get(unit) != fp:
            done.append(unit)
        record.confirm([(unit, fp, entry_source(source.node, attr))])
    if same and chosen:
        write_same(lset.root / lang, read_same(lset.root / lang) | set(chosen))
    pages = {name: page_fingerprint(text) for name, text in lset.english_pages().items()}
    mine = page_ids(lset, lang) & set(pages)
    for name in sorted(mine) if ids is None else [i for i in ids if i in mine]:
        if record.get(name) != pages[name]:
            done.append(name)
        record.confirm([(name, pages[name])])
    record.forget([*(u for u in units if u in en_units), *mine])
    record.save()
    return done


StaleSource = Callable[[Path | None, Any], Iterable[Problem]]
