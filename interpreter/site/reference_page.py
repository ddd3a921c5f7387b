"""The reference of the content's primitives and functions on the site (what
docs/guide/primitives.md holds, from vocabulary.py), a page of the guide (guide.py).

It is in every language's tree.  Its frame comes from the site strings of the page's language
(docs/<lang>/site.ftl): headings, the introduction, the labels of each entry and of the tables,
the kinds of value and of named text, the membership rules.  The explanations of the primitives
(``Signature.doc``) are written in English only, by a decision: they are maintained beside the
code that implements them, where a translation would go stale unseen; the examples and the names
of primitives and parameters are the language's own words, the same in every language.  A page
whose language is not English says so at its top, from the site strings (``ref-english``);
tests/site/test_reference_page.py holds the site to this.
"""

from __future__ import annotations

import re

from ..language.reference import SECTIONS, params
from ..language.vocabulary import EXAMPLES, MEMBER_KINDS, RETURNS, Signature
from ..words.markup import Safe
from ..words.markup import text as esc
from ..words.sitestrings import Strings
from .guide import english_note
from .notation import highlighted

REFERENCE_PAGE = "primitives.md"  # in the guide's folder, beside the content language's page


def _code(value: str) -> Safe:
    return Safe(f"<code>{esc(value)}</code>")


def _prose(text: str) -> Safe:
    """A reference text of our own (vocabulary.py) as inert page text, `code` kept as code."""
    parts = re.split(r"`([^`]*)`", text.strip())
    return Safe("".join(_code(p) if i % 2 else esc(p) for i, p in enumerate(parts)))


def _anchor(name: str) -> str:
    return f"fn-{name}"


def _entry(t: Strings, name: str, sig: Signature) -> list[str]:
    kind = t("ref-kind-effect") if sig.effect else t("ref-kind-function")
    facts = f"**{t('ref-col-kind')}:** {kind}"
    if name in RETURNS:
        facts += f" · **{t('ref-col-value')}:** {t('ref-type-' + RETURNS[name])}"
    out = [f"### {_code(f'{name}({params(sig)})')} {{ #{_anchor(name)} }}", "", facts, "",
           f"**{t('ref-meaning')}:** {_prose(sig.doc) if sig.doc.strip() else '—'}", ""]
    if sig.names:
        named = ", ".join(f"{_code(p)} → {t('ref-space-' + space)}" for p, space in sig.names)
        out += [f"**{t('ref-names')}:** {named}", ""]
    out += [f"**{t('ref-example')}:**", "", highlighted(EXAMPLES[name]), ""]
    return out


def primitives_page(t: Strings) -> str:
    """The reference of the primitives and functions in the frame of one language."""
    out = [f"# {t('ref-title')}", ""]
    out += english_note(t, "ref-english-title", "ref-english")
    out += [t("ref-intro"), "", t("ref-calls"), "",
            f"{t('ref-see')} [{t('nav-content-language')}](../content-language/)", "",
            f"## {t('ref-membership')} {{ #membership }}", "",
            t("ref-membership-intro", is_in=_code("x in ID"), not_in=_code("x not in ID"), id=_code("ID")), ""]
    out += [f"- {t('ref-member-' + kind)}" for kind in MEMBER_KINDS] + [f"- {t('ref-member-list')}", ""]
    for section, table in SECTIONS:
        out += [f"## {t('ref-section-' + section)} {{ #{section} }}", "",
                "| " + " | ".join([t("ref-col-name"), t("ref-col-parameters"), t("ref-col-kind"), t("ref-col-value")])
                + " |", "|---|---|---|---|"]
        for name in sorted(table):
            sig = table[name]
            value = t("ref-type-" + RETURNS[name]) if name in RETURNS else "—"
            kind = t("ref-kind-effect") if sig.effect else t("ref-kind-function")
            out.append(f"| [{_code(name)}](#{_anchor(name)}) | {_code(params(sig)) if params(sig) else '—'} | "
                       f"{kind} | {value} |")
        out.append("")
        for name in sorted(table):
            out += _entry(t, name, table[name])
    return "\n".join(out).rstrip() + "\n"
