"""`wsdv l10n preview LANG MESSAGE`: one message formatted with sample values, for each plural form and case.

Why: a translator writes plural variants and case forms without seeing them in a game (the
review's translators had to play until a rare message came up). The preview formats the message
once per CLDR plural category the language has, with a whole number of that category for every
number the message takes, and a name as a definition of the content; a term (a name) is shown in
each case and, where it follows a count, with each plural category's number.

Which arguments are numbers and which are names is read from the English message and the
translation: a variable a plural choice selects on, or that `NUMBER()` formats, is a number; one
that `NAME()`, `GENDER()` or `KIND()` takes is a definition (of the kind its name says when the
content has such a kind, else the first place); any other is shown as its own name in brackets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fluent.syntax import ast as ftl

from ..languages import DEFAULT_LANGUAGE
from .catalog import walk
from .fallbacks import reporting
from .localizer import Localizer
from .refs import CASES, NAMED_KINDS, Ref
from .stubs import PLURAL_CATEGORIES, plural_examples

_NAME_FUNCTIONS = ("NAME", "GENDER", "KIND")


@dataclass(frozen=True)
class PreviewLine:
    """One formatting of the message: what was given, and what it reads (and whether it fell back)."""

    label: str
    text: str
    fell_back: bool = False


def _roles(node: Any) -> tuple[set[str], set[str], set[str]]:
    """The message's variables: (numbers, definitions, all)."""
    numbers: set[str] = set()
    refs: set[str] = set()
    every: set[str] = set()
    for n in walk(node):
        if isinstance(n, ftl.VariableReference):
            every.add(n.id.name)
        elif isinstance(n, ftl.SelectExpression) and isinstance(n.selector, ftl.VariableReference):
            keys = {v.key.name for v in n.variants if isinstance(v.key, ftl.Identifier)}
            if keys & (set(PLURAL_CATEGORIES) - {"other"}) or any(isinstance(v.key, ftl.NumberLiteral)
                                                                    for v in n.variants):
                numbers.add(n.selector.id.name)
        elif isinstance(n, ftl.FunctionReference) and n.arguments and n.arguments.positional:
            first = n.arguments.positional[0]
            if isinstance(first, ftl.VariableReference):
                (refs if n.id.name in _NAME_FUNCTIONS else numbers).add(first.id.name)
            if n.id.name == "NAME" and len(n.arguments.positional) > 1 \
                    and isinstance(n.arguments.positional[1], ftl.VariableReference):
                numbers.add(n.arguments.positional[1].id.name)
    return numbers, refs - numbers, every


def _typical(numbers: list[int]) -> int:
    """A category's number to show: its first one above zero (French `one` is 0 and 1: show 1)."""
    return next((n for n in numbers if n), numbers[0])


def _sample_ref(name: str, ids: Mapping[str, list[str]]) -> Ref | str:
    kind = name.replace("-", "_")
    if kind in ids and ids[kind]:
        return Ref(kind, ids[kind][0])
    for fallback in ("province", "side"):
        if ids.get(fallback):
            return Ref(fallback, ids[fallback][0])
    return f"‹{name}›"


def preview(loc: Localizer, lang: str, message: str, ids: Mapping[str, list[str]]) -> list[PreviewLine]:
    """The message (or term) formatted in ``lang`` once per plural category (and, for a term, per case);
    ``ids``: the content's definitions by kind, to pass as names. KeyError: no language has the message."""
    english = loc.catalog(DEFAULT_LANGUAGE).entries.get(message)
    own = loc.catalog(lang).entries.get(message)
    entry = own or english
    if entry is None:
        raise KeyError(message)
    if message.startswith("-"):
        return _preview_term(loc, lang, message, entry.node)
    numbers, refs, every = set(), set(), set()
    for e in (english, own):
        if e is not None:
            n, r, a = _roles(e.node)
            numbers |= n
            refs |= r
            every |= a
    samples: list[tuple[str, int | None]] = [(c, _typical(ns)) for c, ns in plural_examples(lang)] if numbers else [("", None)]
    out = []
    for category, number in samples:
        args: dict[str, Any] = {}
        for var in sorted(every):
            if var in numbers:
                args[var] = number
            elif var in refs:
                args[var] = _sample_ref(var, ids)
            else:
                args[var] = f"‹{var}›"
        with reporting() as told:
            text = loc.text(message, lang, **args)
        given = ", ".join(f"${k} = {v.id if isinstance(v, Ref) else v}" for k, v in args.items())
        label = f"[{category}] {given}" if category else given
        out.append(PreviewLine(label, text, bool(told.reported)))
    return out


def _preview_term(loc: Localizer, lang: str, term: str, node: Any) -> list[PreviewLine]:
    """A name in each case, and in each plural category's count if it follows one."""
    kind = max((k for k in NAMED_KINDS if term.startswith("-" + k.replace("_", "-") + "-")), key=len, default=None)
    if kind is None:
        return [PreviewLine("", loc.quiet_text(term, lang))]
    id_ = term[len(kind) + 2:]
    counts = [(c, _typical(ns)) for c, ns in plural_examples(lang)] \
        if any(isinstance(n, ftl.VariableReference) and n.id.name == "count" for n in walk(node)) else [("", None)]
    out = []
    for case in (None, *CASES):
        for category, number in counts:
            with reporting() as told:
                text = loc.name(kind, id_, lang, case=case, count=number)
            label = " ".join(x for x in (f"case: {case or 'plain'}", f"[{category}] $count = {number}" if category else "") if x)
            out.append(PreviewLine(label, text, bool(told.reported)))
    return out
