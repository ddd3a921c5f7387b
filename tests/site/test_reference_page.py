"""The content language and the primitives reference on the site, in every language's frame.

Decision (interpreter/site/reference_page.py): the frame (headings, introduction, labels, tables,
kinds of value and of named text, membership) comes from docs/<lang>/site.ftl; the explanations
of the primitives and the content-language page stay English, and a page in another language says
so at its top, from the same strings."""

from __future__ import annotations

import re

import pytest

from interpreter.language.reference import SECTIONS
from interpreter.language.vocabulary import CALLABLES, EXAMPLES, MEMBER_KINDS, NAME_SPACES, RETURNS
from interpreter.site.notation import highlighted
from interpreter.site.reference_page import content_language_page, primitives_page
from interpreter.words.l10n import available_languages
from interpreter.words.sitestrings import docs_dir, load_strings

LANGS = tuple(available_languages())  # the content's languages, from its locale folders


def _md(built, lang: str, page: str) -> str:
    return (built.markdown / lang / page).read_text(encoding="utf-8")


def test_the_frame_has_a_message_for_every_part_of_the_vocabulary() -> None:
    """A new section, member kind, kind of value or name space needs its words in every language."""
    needed = {f"ref-section-{s}" for s, _ in SECTIONS} | {f"ref-member-{k}" for k in MEMBER_KINDS}
    needed |= {f"ref-type-{v}" for v in RETURNS.values()} | {f"ref-space-{s}" for s in NAME_SPACES}
    for lang, t in load_strings().items():
        missing = sorted(m for m in needed if not t.bundle.has_message(m))
        assert not missing, (lang, missing)


@pytest.mark.parametrize("lang", LANGS)
def test_the_primitives_page_is_in_the_languages_frame(built_site, lang: str) -> None:
    t = load_strings(inert=True)[lang]
    page = _md(built_site, lang, "primitives.md")
    assert page.startswith(f"# {t('ref-title')}\n")
    for msg in ("ref-intro", "ref-calls", "ref-membership", "ref-col-name", "ref-col-parameters", "ref-meaning",
                "ref-example", "ref-kind-effect", "ref-kind-function", "ref-type-number", "ref-space-decision"):
        assert t(msg) in page, (lang, msg)
    for section, table in SECTIONS:  # each section's heading, then its own callables
        start = page.index(f"## {t('ref-section-' + section)} {{ #{section} }}")
        assert all(page.index(f"{{ #fn-{name} }}") > start for name in table)
    # every primitive and function, with its example, once
    for name in CALLABLES:
        assert page.count(f"{{ #fn-{name} }}") == 1, name
        assert highlighted(EXAMPLES[name]) in page, name  # its example, as the site shows content code
    note = t("ref-english")
    assert (note in page) == (lang != "en"), lang  # the English explanations are said to be English
    html = (built_site.out / ("" if lang == "en" else lang) / "primitives" / "index.html").read_text(encoding="utf-8")
    assert 'id="fn-choose"' in html and "<code>" in html


def test_the_english_explanations_are_the_vocabularys(built_site) -> None:
    page = _md(built_site, "de", "primitives.md")
    # a meaning with code in it: its code is code, its prose escaped text
    assert "Ask side <code>by</code> to pick among <code>options</code>" in page
    assert "Ask side `by`" not in page


@pytest.mark.parametrize("lang", LANGS)
def test_the_content_language_page_is_on_the_site(built_site, lang: str) -> None:
    t = load_strings(inert=True)[lang]
    page = _md(built_site, lang, "content-language.md")
    source = (docs_dir() / "content-language.md").read_text(encoding="utf-8")
    assert page.splitlines()[0] == source.splitlines()[0]
    assert "**Numbers are whole numbers.**" in page and "**A decade's cards**" in page
    assert (t("content-language-english") in page) == (lang != "en")
    assert "](primitives.md)" not in page and "](../primitives/)" in page  # links lead to site pages
    assert not re.search(r"\]\(\.\./", page.replace("](../primitives/)", "")), "a link leaves the site"
    html = (built_site.out / ("" if lang == "en" else lang) / "content-language" / "index.html")
    assert html.is_file()


def test_both_pages_are_in_the_navigation(built_site) -> None:
    for lang in LANGS:
        t = load_strings()[lang]
        html = (built_site.out / ("" if lang == "en" else lang) / "index.html").read_text(encoding="utf-8")
        for msg in ("nav-content-language", "nav-primitives"):
            assert t.raw(msg).replace("'", "&#39;") in html, (lang, msg)


def test_page_functions_alone() -> None:
    strings = load_strings(inert=True)
    en, pl = primitives_page(strings["en"]), primitives_page(strings["pl"])
    assert en != pl and "Prymitywy i funkcje" in pl
    assert content_language_page(strings["fr"], docs_dir()).count(strings["fr"]("content-language-english")) == 1
