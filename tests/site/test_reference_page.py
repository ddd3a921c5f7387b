"""The guide on the site (docs/guide/), and the primitives reference in every language's frame.

Decision (interpreter/site/guide.py, reference_page.py): the guide's pages are English in every
language's tree, and a page in another language says so at its top, from docs/<lang>/site.ftl; the
reference of the primitives has its frame (headings, introduction, labels, tables, kinds of value and
of named text, membership) in the page's language and its explanations in English."""

from __future__ import annotations

import posixpath
import re

import pytest

from interpreter.language.reference import SECTIONS
from interpreter.language.vocabulary import CALLABLES, EXAMPLES, MEMBER_KINDS, NAME_SPACES, RETURNS
from interpreter.site import guide
from interpreter.site.build import NAV, nav_keys
from interpreter.site.notation import highlighted
from interpreter.site.reference_page import primitives_page
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


def _body(page: str) -> str:
    """A page without its front matter (the search weight the build gives developer pages)."""
    if page.startswith("---\n"):
        return page.split("\n---\n", 1)[1].lstrip("\n")
    return page


@pytest.mark.parametrize("lang", LANGS)
def test_the_primitives_page_is_in_the_languages_frame(built_site, lang: str) -> None:
    t = load_strings(inert=True)[lang]
    page = _md(built_site, lang, "guide/primitives.md")
    assert _body(page).startswith(f"# {t('ref-title')}\n")
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
    html = (built_site.out / ("" if lang == "en" else lang) / "guide" / "primitives" / "index.html").read_text(
        encoding="utf-8")
    assert 'id="fn-choose"' in html and "<code>" in html


def test_the_english_explanations_are_the_vocabularys(built_site) -> None:
    page = _md(built_site, "de", "guide/primitives.md")
    # a meaning with code in it: its code is code, its prose escaped text
    assert "Ask side <code>by</code> to pick among <code>options</code>" in page
    assert "Ask side `by`" not in page


@pytest.mark.parametrize("lang", LANGS)
def test_the_content_language_page_is_on_the_site(built_site, lang: str) -> None:
    t = load_strings(inert=True)[lang]
    page = _md(built_site, lang, "guide/content-language.md")
    source = (docs_dir() / "guide" / "content-language.md").read_text(encoding="utf-8")
    assert _body(page).splitlines()[0] == source.splitlines()[0]
    assert "**Numbers are whole numbers.**" in page and "**A decade's cards**" in page
    assert (t("english-only") in page) == (lang != "en")
    assert "](primitives.md)" not in page and "](../primitives/)" in page  # links lead to site pages
    html = (built_site.out / ("" if lang == "en" else lang) / "guide" / "content-language" / "index.html")
    assert html.is_file()


@pytest.mark.parametrize("lang", LANGS)
def test_every_guide_page_is_on_the_site_in_english(built_site, lang: str) -> None:
    """Each page of docs/guide/ is in every language's tree, said to be in English where the page's
    language is another, its links to other guide pages made site links and to other files of the
    repository made their paths (the site does not publish them)."""
    t = load_strings(inert=True)[lang]
    on_disk = {p.name for p in (docs_dir() / guide.FOLDER).glob("*.md")}
    assert on_disk == set(guide.FILES), "a page of docs/guide/ the site does not publish, or the other way"
    for _, name in guide.PAGES:
        page = _md(built_site, lang, f"guide/{name}")
        assert (t("english-only") in page or t("ref-english") in page) == (lang != "en"), (lang, name)
        for target in re.findall(r"\]\(([^)\s]+)\)", page):
            assert re.match(r"https?://|#|\.\./[a-z-]+/(#[\w-]+)?$", target), (name, target)
        slug = name.removesuffix(".md")
        html = built_site.out / ("" if lang == "en" else lang) / "guide" / slug / "index.html"
        assert html.is_file(), html


def test_a_guide_link_to_another_file_becomes_its_path() -> None:
    assert guide.site_link("Scenarios", "scenarios.md#a-file") == "[Scenarios](../scenarios/#a-file)"
    assert guide.site_link("the notes", "../development.md") == "the notes (`docs/development.md`)"
    assert guide.site_link("editors/README.md", "../../editors/README.md") == "`editors/README.md`"
    assert guide.site_link("web", "https://example.org/") == "[web](https://example.org/)"


def test_the_guide_is_a_section_of_its_own_in_the_navigation(built_site) -> None:
    """The guide is for those who write content or run the tools: a section after the player's pages."""
    # Contributing is developer material too: the first page of the guide's section after its overview,
    # the guide's folder page (issue 26 §2).
    assert NAV[-1][0] == "nav-guide"
    assert [path for _, path in NAV[-1][1]][:2] == ["guide/index.md", "contributing.md"]
    assert {path for _, path in NAV[-1][1]} == {"guide/index.md", "contributing.md"} | {f"guide/{n}" for n in guide.FILES}
    assert all(not isinstance(path, tuple) for _, path in NAV[:-1])
    for lang in LANGS:
        t = load_strings()[lang]
        html = (built_site.out / ("" if lang == "en" else lang) / "index.html").read_text(encoding="utf-8")
        for msg in nav_keys():
            assert t.raw(msg).replace("'", "&#39;") in html, (lang, msg)


def test_page_functions_alone() -> None:
    strings = load_strings(inert=True)
    en, pl = primitives_page(strings["en"]), primitives_page(strings["pl"])
    assert en != pl and "Prymitywy i funkcje" in pl
    page = guide.guide_page(strings["fr"], docs_dir(), "content-language.md")
    assert page.count(strings["fr"]("english-only")) == 1


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_guides_folder_is_a_page_listing_the_guides_pages(built_site, lang: str) -> None:
    """/guide/ gave nothing useful (the review): it is a page in the site's words that links every other
    page of the guide's section, under its navigation title, in the navigation's order."""
    t = load_strings(inert=True)[lang]
    page = _md(built_site, lang, "guide/index.md")
    assert t("guide-index-intro") in page
    listed = re.findall(r"^- \[(.*?)\]\(([^)]+)\)$", page, re.M)
    section = [(key, path) for key, path in NAV[-1][1] if path != "guide/index.md"]
    assert listed == [(t(key), posixpath.relpath(path.removesuffix(".md"), "guide") + "/") for key, path in section]
    root = built_site.out / ("" if lang == "en" else lang)
    assert (root / "guide" / "index.html").is_file()
    for _, target in listed:   # each link leads to a built page
        assert (root / "guide" / target / "index.html").resolve().is_file(), target
