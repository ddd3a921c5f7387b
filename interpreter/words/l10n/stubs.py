"""Untranslated stubs: the place a text waits for its translation, written as plain Fluent comments.

Why comments: a stub must leave the file plain Fluent that Pontoon and Weblate read, and to both
(and to Fluent itself) a message that is absent is untranslated. So a stub is a comment block that
names the id and quotes the English, with the plural categories of the language where the English
chooses a plural form::

    # untranslated: icon-move-ls
    #     icon-move-ls = Move { $n } LS { $n ->
    #         [one] marker
    #        *[other] markers
    #     }
    #     plural forms in cs: one (1, 2, ...), few (2, 3, 4), many (...), other (0, 5, 6, ...)

The reader still gets the English (the message is missing, so it falls back as any missing one),
`wsdv l10n status` counts it untranslated, and `wsdv l10n check` lists it as a note rather than an
error: a language scaffolded by `wsdv l10n new`, or a message a designer adds with `wsdv new`, passes
the check at once. A translator writes the message beneath the stub and deletes the stub.

A translation identical to its English is untranslated too (a copied file), unless the translator
says it is right as it is: `wsdv l10n confirm LANG ID --same` lists the id in the language's
``same-as-english.txt`` (a place name that each language writes alike, a symbol).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable
from pathlib import Path

import babel
from fluent.syntax import FluentSerializer
from fluent.syntax import ast as ftl

from ...inputs import read_lossy
from ...outputs import write_file
from ...paths import STUB_ID
from ..languages import DEFAULT_LANGUAGE
from .catalog import Catalog, Entry, walk

STUB_MARK = "untranslated:"
_STUB = STUB_ID
SAME_FILE = "same-as-english.txt"
_SAME_HEADER = ("# Texts of this language that are right as they are in English (a name written alike):\n"
                "# `wsdv l10n confirm LANG ID --same` adds them; any other text identical to its English\n"
                "# is listed as untranslated.\n")
PLURAL_CATEGORIES = ("zero", "one", "two", "few", "many", "other")
_HEX = re.compile(r"[0-9a-f]{6,}")
_KEYWORD = re.compile(r"[a-z]+")


def stubbed(cat: Catalog) -> dict[str, tuple[Path, int]]:
    """The ids a stub marks untranslated in a language's files -> (file, line of the stub)."""
    out: dict[str, tuple[Path, int]] = {}
    for path, text in cat.texts.items():
        for m in _STUB.finditer(text):
            out.setdefault(m.group(1), (path, text.count("\n", 0, m.start()) + 1))
    return out


def plural_examples(lang: str, limit: int = 3) -> list[tuple[str, list[int]]]:
    """The CLDR plural categories whole numbers fall into in ``lang``, each with its first numbers."""
    try:
        rule = babel.Locale.parse(lang).plural_form
    except (ValueError, babel.UnknownLocaleError):
        rule = babel.Locale.parse(DEFAULT_LANGUAGE).plural_form
    found: dict[str, list[int]] = {}
    for n in range(0, 1000):
        found.setdefault(rule(n), []).append(n)
    return [(c, found[c][:limit]) for c in PLURAL_CATEGORIES if c in found]


def plural_line(lang: str) -> str:
    """`one (1, 21, 31, ...), few (2, 3, 4, ...), ...`: the categories a plural choice needs in ``lang``."""
    return ", ".join(f"{c} ({', '.join(map(str, ns))}, ...)" for c, ns in plural_examples(lang))


def chooses_plural(node: ftl.Message | ftl.Term) -> bool:
    """Whether an entry chooses a plural form somewhere (a selector with a CLDR category besides other)."""
    plural = set(PLURAL_CATEGORIES) - {"other"}
    for n in walk(node):
        if isinstance(n, ftl.SelectExpression):
            keys = {v.key.name for v in n.variants if isinstance(v.key, ftl.Identifier)}
            if keys & plural and keys <= set(PLURAL_CATEGORIES):
                return True
    return False


def stub(entry: Entry, lang: str) -> str:
    """The stub of one English entry in ``lang`` (see the module's description), ending in a blank line."""
    bare = copy.copy(entry.node)
    bare.comment = None   # the English comment goes above the stub as a comment of its own
    english = FluentSerializer().serialize_entry(bare).rstrip("\n")
    lines = [f"# {STUB_MARK} {entry.id}"] + [f"#     {line}".rstrip() for line in english.splitlines()]
    if chooses_plural(entry.node):
        lines.append(f"#     plural forms in {lang}: {plural_line(lang)}")
    return "\n".join(lines) + "\n\n"


def stub_file(english: Catalog, path: Path, lang: str) -> str:
    """A language's file scaffolded from one English file: its comments kept, every entry a stub."""
    head = (f"# {path.name} in '{lang}': every text below waits for its translation. Write the message\n"
            f"# beneath its stub (the English is quoted) and delete the stub; `wsdv l10n status {lang}` counts\n"
            f"# what is left. Plural forms in {lang} (CLDR): {plural_line(lang)}.\n\n")
    parts = [head]
    resource = next((r for p, _t, r in english.resources if p == path), None)
    entries = {id(e.node): e for e in english.entries.values() if e.file == path}
    for item in resource.body if resource is not None else ():
        if isinstance(item, ftl.GroupComment | ftl.ResourceComment):
            mark = "##" if isinstance(item, ftl.GroupComment) else "###"
            parts.append("".join(f"{mark} {line}".rstrip() + "\n" for line in (item.content or "").splitlines()) + "\n")
        elif id(item) in entries:
            entry = entries[id(item)]
            comment = getattr(item, "comment", None)
            if comment is not None:
                parts.append("".join(f"# {line}".rstrip() + "\n" for line in (comment.content or "").splitlines()))
            parts.append(stub(entry, lang))
    return "".join(parts)


def is_words(english: ftl.Pattern | None, attribute: str | None = None) -> bool:
    """Whether an English value holds words a translation changes: not a placeable alone, a
    punctuation mark, a version hash, or an attribute's keyword (`.next = keep`)."""
    if english is None:
        return False
    text = " ".join(e.value for e in walk(english) if isinstance(e, ftl.TextElement)).strip()
    if not any(ch.isalpha() for ch in text):
        return False
    return not (_HEX.fullmatch(text) or (attribute is not None and _KEYWORD.fullmatch(text)))


def value_of(node: ftl.Message | ftl.Term, attribute: str | None) -> ftl.Pattern | None:
    if attribute is None:
        return node.value
    return next((a.value for a in node.attributes if a.id.name == attribute), None)


def read_same(folder: Path) -> set[str]:
    """The ids a language confirmed as right when identical to English (``same-as-english.txt``)."""
    path = folder / SAME_FILE
    if not path.is_file():
        return set()
    lines = read_lossy(path, "locale", within=folder.parent.parent).splitlines()   # (as read_catalog)
    return {line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")}


def write_same(folder: Path, ids: Iterable[str]) -> None:
    """Write ``same-as-english.txt`` (sorted, so it merges well), atomically."""
    body = _SAME_HEADER + "".join(f"{i}\n" for i in sorted(set(ids)))
    write_file(folder / SAME_FILE, body, "list of texts right as they are in English",
               owned=lambda p: p.read_text(encoding="utf-8", errors="replace").startswith(_SAME_HEADER[:40]))
