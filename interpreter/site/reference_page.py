"""The site's pages for those who write content: the language (docs/content-language.md) and the
reference of its primitives and functions (what docs/primitives.md holds, from vocabulary.py).

Both are in every language's tree.  Their frame comes from the site strings of the page's
language (docs/<lang>/site.ftl): headings, the introduction, the labels of each entry and of the
tables, the kinds of value and of named text, the membership rules.  Written in English only, by a
decision: the explanations of the primitives (``Signature.doc``, maintained beside the code that
implements them, where a translation would go stale unseen) and the content-language page; the
examples and the names of primitives and parameters are the language's own words, the same in
every language.  A page whose language is not English says so at its top, from the site strings
(``ref-english``, ``content-language-english``); tests/site/test_reference_page.py holds the
site to this.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..language.reference import SECTIONS, params
from ..language.vocabulary import EXAMPLES, MEMBER_KINDS, RETURNS, Signature
from ..words.l10n import DEFAULT_LANGUAGE
from ..words.markup import Safe
from ..words.markup import text as esc
from ..words.sitestrings import Strings
from .notation import highlighted

REFERENCE_PAGE = "primitives.md"
LANGUAGE_PAGE = "content-language.md"
# docs/content-language.md links to files beside it; on the site, these pages (or none).
_SITE_LINKS = {"primitives.md": "../primitives/"}


def _code(value: str) -> Safe:
    return Safe(f"<code>{esc(value)}</code>")


def _prose(text: str) -> Safe:
    """A reference text of our own (vocabulary.py) as inert page text, `code` kept as code."""
    parts = re.split(r"`([^`]*)`", text.strip())
    return Safe("".join(_code(p) if i % 2 else esc(p) for i, p in enumerate(parts)))


def _anchor(name: str) -> str:
    return f"fn-{name}"


def _english_note(t: Strings, title: str, body: str) -> list[str]:
    """The note that a page's explanations are in English, on every page of another language."""
    if t.lang == DEFAULT_LANGUAGE:
        return []
    return [f'!!! note "{t(title)}"', "", f"    {t(body)}", ""]


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
    out += _english_note(t, "ref-english-title", "ref-english")
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


def content_language_page(t: Strings, handwritten: Path) -> str:
    """docs/content-language.md for the site: its links to other documents made site links (or
    plain text where the site has no such page), under a note in a language other than English."""
    text = (handwritten / LANGUAGE_PAGE).read_text(encoding="utf-8")
    title, _, rest = text.partition("\n")

    def link(m: re.Match) -> str:
        label, target = m[1], m[2]
        if re.match(r"[a-z]+://", target):
            return m[0]
        site = _SITE_LINKS.get(target)
        return f"[{label}]({site})" if site else f"{label} (`{target}`)"

    body = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", link, rest)
    return "\n".join([title, "", *_english_note(t, "content-language-english-title", "content-language-english"),
                      body.lstrip("\n")])
