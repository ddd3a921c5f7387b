"""Every message that takes a count, in every language, with counts that reach each plural form
(issue 12 §2): the number itself appears in the text (no branch prints a hard-coded "1" where 21
or 101 falls in the same category), and Fluent reports no error."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast as ftl

from interpreter.words.l10n import available_languages, localizer
from interpreter.words.l10n.catalog import walk
from interpreter.words.sitestrings import _bundle, docs_dir

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

COUNTS = (0, 1, 2, 5, 11, 21, 22, 25, 101, 111)
PLURAL_KEYS = {"zero", "one", "two", "few", "many"}


def _count_variables(node: ftl.Message) -> set[str]:
    """The variables a message selects a plural form on (directly or through NUMBER())."""
    out = set()
    for sel in walk(node):
        if not isinstance(sel, ftl.SelectExpression):
            continue
        keys = {v.key.name if isinstance(v.key, ftl.Identifier) else "#" for v in sel.variants}
        if not keys & (PLURAL_KEYS | {"#"}):
            continue
        target = sel.selector
        if isinstance(target, ftl.FunctionReference) and target.id.name == "NUMBER":
            target = target.arguments.positional[0] if target.arguments.positional else None
        if isinstance(target, ftl.VariableReference):
            out.add(target.id.name)
    return out


def _exact_keys(node: ftl.Message) -> set[int]:
    """Counts a message spells out in its own variant (`[0] No cards yet.`): a word is right there,
    since no other count reaches that variant."""
    return {int(v.key.value) for v in walk(node) if isinstance(v, ftl.Variant) and isinstance(v.key, ftl.NumberLiteral)
            and float(v.key.value).is_integer()}


def _variables(node: ftl.Message, messages: dict | None = None, seen: frozenset = frozenset()) -> set[str]:
    """The variables a message reads, through the messages it references (they get the same values)."""
    out = {v.id.name for v in walk(node) if isinstance(v, ftl.VariableReference)}
    for ref in walk(node):
        if isinstance(ref, ftl.MessageReference) and messages and ref.id.name in messages and ref.id.name not in seen:
            out |= _variables(messages[ref.id.name], messages, seen | {ref.id.name})
    return out


def _fragments(bundle) -> set[str]:
    """Messages other messages reference: a fragment (a noun in the form a count needs) whose
    number the referencing message prints; they are checked through it."""
    return {ref.id.name for message in bundle._messages.values() for ref in walk(message)
            if isinstance(ref, ftl.MessageReference)}


def _cases(bundles) -> list[tuple[str, str, str]]:
    """(where, lang, message id) for each message with a count."""
    out = []
    for where, lang, bundle in bundles:
        fragments = _fragments(bundle)
        for mid, message in bundle._messages.items():
            if _count_variables(message) and mid not in fragments:
                out.append((where, lang, mid))
    return out


def _content_bundles():
    loc = localizer()
    return [("content", lang, loc.bundle(lang)) for lang in loc.languages]


def _site_bundles():
    return [("site", lang, _bundle(lang, docs_dir())) for lang in LANGS]


def _render_all(where: str, lang: str, bundle, mid: str) -> list[str]:
    message = bundle._messages[mid]
    counts = _count_variables(message)
    others = _variables(message, bundle._messages) - counts
    exact = _exact_keys(message)
    problems = []
    for n in COUNTS:
        args = {name: n for name in counts} | {name: "Zzz" for name in others}
        text, errors = bundle.format_pattern(bundle.get_message(mid).value, args)
        if errors:
            problems.append(f"{where} {lang} {mid} ({n}): {errors[0]}")
        elif n not in exact and not re.search(rf"(?<!\d){n}(?!\d)", text.replace("\u00a0", " ")):
            problems.append(f"{where} {lang} {mid} ({n}): the number is missing in {text!r}")
    return problems


def test_the_test_finds_count_messages():
    found = _cases(_content_bundles())
    assert len({mid for _, _, mid in found}) > 10
    assert any(lang == "uk" for _, lang, _ in found)


@pytest.mark.parametrize("source", ["content", "site"])
def test_every_count_message_prints_its_number(source):
    bundles = _content_bundles() if source == "content" else _site_bundles()
    by_key = {(w, lang): b for w, lang, b in bundles}
    problems = []
    for where, lang, mid in _cases(bundles):
        problems.extend(_render_all(where, lang, by_key[(where, lang)], mid))
    assert not problems, "\n".join(problems)
