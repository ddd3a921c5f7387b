"""The checks of ``wsdv l10n``: every language measured against English, English against the content."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import babel
from fluent.syntax import ast as ftl

from .catalog import Entry, line_col, select_keys, walk
from .languages import DEFAULT_LANGUAGE
from .localizer import CASES, Localizer
from .refs import term_id

# The kinds of content definition a player or a site reader sees by name. Each definition
# of these kinds (top-level or nested in another's block, like a province's sectors) must
# have a name in English. Kinds are words of the content language, not of the game.
NAMED_KINDS = ("side", "province", "sector", "city", "group", "country", "track", "piece", "box",
               "flag", "phase", "sequence", "outcome", "decade", "action", "pile", "card_colour", "icon", "card")


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


def _where(entry: Entry, node: Any) -> tuple[int, int]:
    if getattr(node, "span", None) is None:
        return entry.line, entry.col
    text = entry.file.read_text(encoding="utf-8")
    return line_col(text, node.span.start)


def did_you_mean(word: str, candidates: list[str]) -> str | None:
    """A hint naming the untranslated English id an unused id was probably meant to be."""
    import difflib

    close = difflib.get_close_matches(word, candidates, n=1, cutoff=0.75)
    return f"did you mean '{close[0]}'?" if close else None


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
                                               entry.file, entry.line, entry.col, did_you_mean(unit, lacking)))
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
            for node in walk(entry.node):
                if isinstance(node, ftl.SelectExpression) and _is_plural_select(node):
                    lacking = needed - select_keys(node)
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
