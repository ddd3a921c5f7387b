"""The site's per-language plumbing: search indexes, 404 pages, sitemaps, `--site-url`, contrast.

The sitemap and 404 checks run MkDocs with the site's own configuration (theme, hooks, languages,
site strings) on a three-page Markdown tree per language: seconds, where the full build takes many.
The browser side (search typed into the box, the 404 page served) is in test_browser.py.
"""

from __future__ import annotations

import html
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.site import build
from interpreter.site.contrast import AA, ratio, text_on
from interpreter.site.search import in_order, split_index
from interpreter.site.svg import PALETTE
from interpreter.words.l10n import DEFAULT_LANGUAGE, available_languages
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

SITE_URL = "https://example.org/wsdv/"
SM = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML = "{http://www.w3.org/1999/xhtml}"


def _mini_site(root: Path, site_url: str | None, langs: tuple[str, ...] = LANGS) -> Path:
    """Three pages in each of `langs` (every language), built as the site is built; returns the site folder."""
    for lang in langs:
        folder = root / "docs" / lang
        folder.mkdir(parents=True)
        (folder / "index.md").write_text(f"# Home {lang}\n\nWelcome.\n", encoding="utf-8")
        (folder / "cards.md").write_text(f"# Cards {lang}\n\nЗемельна реформа, Wyścig zbrojeń, l'Ouest.\n\n## A part\n\nMore.\n\n"
                                         "## Exemple\u202fEX-08\u202f: «\u202fDeux\u202f» { #nbsp }\n\nText.\n",
                                         encoding="utf-8")
        # A page not translated yet: the same words in every language's folder (as a hand-written
        # page falls back to English).
        (folder / "same.md").write_text("# Same\n\n## Everywhere\n\nThe same words.\n", encoding="utf-8")
    settings = build.mkdocs_config(load_strings(inert=True, languages=list(langs)), None, site_url)
    settings["nav"] = [{"Home": "index.md"}, {"Cards": "cards.md"}]
    for lang in settings["plugins"][1]["i18n"]["languages"]:
        lang["nav_translations"] = {}
    warnings = build.mkdocs_build(root, settings)
    assert warnings == []
    return root / "site"


@pytest.fixture(scope="module")
def with_url(tmp_path_factory) -> Path:
    return _mini_site(tmp_path_factory.mktemp("with-url"), SITE_URL)


@pytest.fixture(scope="module")
def without_url(tmp_path_factory) -> Path:
    return _mini_site(tmp_path_factory.mktemp("without-url"), None)


def _base(html: str) -> str:
    config = re.search(r'<script id="__config" type="application/json">(.*?)</script>', html, re.S)
    assert config, "no theme configuration in the page"
    return json.loads(config.group(1))["base"]


def _prefix(lang: str) -> str:
    return "" if lang == DEFAULT_LANGUAGE else f"{lang}/"


def test_without_a_site_url_no_sitemap_and_no_alternate_links(without_url):
    assert sorted(p.relative_to(without_url).as_posix() for p in without_url.rglob("sitemap*")) == []
    for page in without_url.rglob("*.html"):
        assert 'rel="alternate"' not in page.read_text(encoding="utf-8"), page


@pytest.mark.parametrize("lang", LANGS)
def test_a_sitemap_per_language_names_every_version_of_every_page(with_url, lang):
    path = with_url / _prefix(lang) / "sitemap.xml"
    urls = ET.parse(path).getroot().findall(f"{SM}url")
    locs = [u.findtext(f"{SM}loc") for u in urls]
    if lang == DEFAULT_LANGUAGE:  # the root's names every page of every language, for search engines
        assert sorted(locs) == sorted(f"{SITE_URL}{_prefix(x)}{p}" for x in LANGS for p in ("", "cards/", "same/"))
    else:
        assert sorted(locs) == [f"{SITE_URL}{lang}/", f"{SITE_URL}{lang}/cards/", f"{SITE_URL}{lang}/same/"]
    for url in urls:
        links = {a.get("hreflang"): a.get("href") for a in url.findall(f"{XHTML}link")}
        page = next((p for p in ("cards/", "same/") if url.findtext(f"{SM}loc").endswith("/" + p)), "")
        assert links == {**{x: f"{SITE_URL}{_prefix(x)}{page}" for x in LANGS}, "x-default": f"{SITE_URL}{page}"}
    for page in with_url.rglob("*.html"):
        assert 'rel="alternate"' not in page.read_text(encoding="utf-8"), page


@pytest.mark.parametrize("lang", LANGS)
def test_a_404_page_per_language_in_its_words(with_url, without_url, lang):
    words = load_strings(inert=True)[lang]
    for site, base in ((with_url, "/wsdv/"), (without_url, "/")):
        html = (site / _prefix(lang) / "404.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in html
        assert f"<h1>{words('not-found-title')}</h1>" in html and words("not-found-text") in html
        home = f"{base}{_prefix(lang)}"
        assert f'<a class="wsdv-home" href="{home}">{words("not-found-home")}</a>' in html
        # A 404 page is served at any depth: its theme base (search, assets) is absolute.
        assert _base(html) == home


@pytest.mark.parametrize("lang", LANGS)
def test_one_search_index_per_language_at_the_language_root(without_url, lang):
    index = json.loads((without_url / _prefix(lang) / "search" / "search_index.json").read_text(encoding="utf-8"))
    titles = {d["title"] for d in index["docs"]}
    assert f"Cards {lang}" in titles and not any(t.endswith(f" {x}") for t in titles for x in LANGS if x != lang)
    assert all(not d["location"].startswith(tuple(f"{x}/" for x in LANGS)) for d in index["docs"])
    # A page that reads the same in every language is found in each language's index, at that
    # language's copy (mkdocs-static-i18n's removal of such "duplicates" is off: build.py).
    assert {(d["location"], d["title"]) for d in index["docs"] if "same" in d["location"]} == \
        {("same/", "Same"), ("same/#everywhere", "Everywhere")}
    separator = re.compile(index["config"]["separator"])
    words = separator.split("«Земельна реформа», Wyścig zbrojeń, l'Ouest")
    assert [w for w in words if w] == ["Земельна", "реформа", "Wyścig", "zbrojeń", "l", "Ouest"]
    # Lunr has no Ukrainian or Polish: plain words there, no stop words or stemmer of another language.
    if lang in ("uk", "pl"):
        assert index["config"]["lang"] == ["en"] and index["config"]["pipeline"] == []
    else:
        assert index["config"]["lang"] == [lang]
    # The theme looks for the index under its base: the language's root.
    html = (without_url / _prefix(lang) / "cards" / "index.html").read_text(encoding="utf-8")
    assert _base(html) == (".." if lang == DEFAULT_LANGUAGE else f"../../{lang}/")


@pytest.mark.parametrize("lang", LANGS)
def test_the_search_box_counts_in_the_site_words(without_url, lang):
    """The theme's own Ukrainian says "Знайдено # збігів" for 2 to 4 results too; the search box's words
    come from docs/<lang>/site.ftl (`theme-search-result-*`) in every language instead."""
    html = (without_url / _prefix(lang) / "cards" / "index.html").read_text(encoding="utf-8")
    config = re.search(r'<script id="__config" type="application/json">(.*?)</script>', html, re.S)
    words = json.loads(config.group(1))["translations"]
    strings = load_strings()[lang]
    for key in build.THEME_WORDS:
        assert words[key] == strings.raw("theme-" + key.replace(".", "-")), key
    assert "#" in words["search.result.other"] and "#" in words["search.result.more.other"]
    if lang == "uk":
        assert "збігів" not in words["search.result.other"]


def test_split_index_keeps_every_entry_once(tmp_path):
    docs = [{"location": loc, "title": loc, "text": ""} for loc in
            ("", "#intro", "cards/1/", "de/", "de/cards/1/#x", "uk/cards/1/", "dedup/")]
    (tmp_path / "search").mkdir()
    (tmp_path / "search" / "search_index.json").write_text(json.dumps({"config": {"fields": {}}, "docs": docs}))
    counts = split_index(tmp_path, ["en", "de", "uk"], "en")
    assert counts == {"en": 4, "de": 2, "uk": 1}
    de = json.loads((tmp_path / "de" / "search" / "search_index.json").read_text())
    assert [d["location"] for d in de["docs"]] == ["", "cards/1/#x"]


def test_pages_in_order_take_their_places_with_their_sections():
    """The cards' entries in the gallery's order (search.in_order), together where the first was, each
    page's sections after it, the other entries in their order."""
    locations = ["", "cards/", "cards/1/", "cards/1/#a", "cards/10/", "cards/10/#a", "cards/10/#b", "cards/2/",
                 "rules/", "cards/3/#a"]
    pages = ["cards/1/", "cards/2/", "cards/3/", "cards/10/"]
    ordered = in_order([{"location": loc} for loc in locations], pages)
    assert [e["location"] for e in ordered] == ["", "cards/", "cards/1/", "cards/1/#a", "cards/2/", "cards/3/#a",
                                                "cards/10/", "cards/10/#a", "cards/10/#b", "rules/"]


@pytest.mark.parametrize("value", ["example.org", "ftp://example.org/", "https://", "https://x.org/?a=1",
                                   "https://x.org/a b/"])
def test_site_url_must_be_an_absolute_web_address(value, tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["site", "build", "--out", str(tmp_path / "out"), "--site-url", value])
    assert exit_.value.code == 2
    assert "--site-url" in capsys.readouterr().err and not (tmp_path / "out").exists()


def test_value_boxes_read_at_aa_contrast(built_site):
    """Every value box on every card face, drawn in whatever colour content gives its side."""
    box = re.compile(r'<(?:rect|circle) [^>]*fill="(#[0-9a-f]{6})"[^>]*class="value-box"/><text [^>]*fill="(#[0-9a-f]{6})"')
    pairs = set()
    for svg in (built_site.out / "cards" / "svg").glob("*.svg"):
        pairs |= set(box.findall(svg.read_text(encoding="utf-8")))
    assert len(pairs) >= 3  # white, and each side's colour
    assert [(b, t, round(ratio(b, t), 2)) for b, t in pairs if ratio(b, t) < AA] == []
    assert all(ratio(c, text_on(c)) >= AA for c in PALETTE.values())


def test_track_space_numbers_read_at_aa_contrast(built_site):
    """The number on every space of every track, on the colour of the space's zone."""
    space = re.compile(r'<g class="space" data-space="[^"]*"><rect [^>]*fill="(#[0-9a-f]{6})"[^>]*/>'
                       r'<text [^>]*fill="(#[0-9a-f]{6})"')
    pairs = set(space.findall((built_site.markdown / "en" / "tracks.md").read_text(encoding="utf-8")))
    assert len(pairs) >= 3  # each side's colour, and more
    assert [(b, t, round(ratio(b, t), 2)) for b, t in pairs if ratio(b, t) < AA] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_site_name_reads_as_itself_in_every_attribute(without_url, lang):
    """The site review's link check found `title="Wir sind das Volk&amp;#33; — …"` on the logo links of
    every page: the name, made inert for MkDocs (which prints its config as it is), was escaped again
    by the theme's `| e`, so the logo's tooltip read "Volk&#33;". Read as a browser reads it, every
    attribute and text that gives the site's name gives it as the site strings write it."""
    name = load_strings()[lang].raw("site-name")
    page = (without_url / _prefix(lang) / "index.html").read_text(encoding="utf-8")
    assert "&amp;#" not in page
    titles = re.findall(r'<a [^>]*class="md-(?:header|nav)__button md-logo"[^>]*>', page)
    assert titles
    for tag in titles:
        for attr in ("title", "aria-label"):
            value = re.search(rf'{attr}="([^"]*)"', tag)
            assert value and html.unescape(value.group(1)) == name, tag


@pytest.mark.parametrize("lang", LANGS)
def test_a_headings_permalink_is_named_in_the_pages_language(without_url, lang):
    """Every heading's "¶" link carried Python-Markdown's English `title="Permanent link"` on every page
    of every language (found by the site audit): a tooltip and an accessible description in English
    under Polish or Ukrainian headings. It says the site string `heading-permalink` of the page's
    language."""
    word = load_strings()[lang].raw("heading-permalink")
    page = (without_url / _prefix(lang) / "cards" / "index.html").read_text(encoding="utf-8")
    links = re.findall(r'<a class="headerlink"[^>]*>', page)
    assert links
    for tag in links:
        assert f'title="{html.escape(word)}"' in tag, tag
    assert "Permanent link" not in page


def test_no_source_maps_are_shipped(without_url):
    """The site review counted 1.2 MB of the theme's JavaScript and CSS source maps in the site: files for
    a developer's tools, no reader's, and the search worker's no longer matches it (search.py patches
    the worker). The site holds none and no file points at one."""
    assert sorted(p.name for p in without_url.rglob("*.map")) == []
    for path in (without_url / "assets").rglob("*"):
        if path.suffix in (".js", ".css"):
            assert "sourceMappingURL" not in path.read_text(encoding="utf-8"), path



@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_table_of_contents_keeps_a_headings_no_break_spaces(without_url, lang):
    """French writes a narrow no-break space before ":" and inside « » (U+202F), so that no line breaks
    there. Python-Markdown's table of contents collapses every kind of space of a heading into a plain
    one (`str.split`): the site audit found 320 plain spaces before ":" and » in the French pages, nearly
    all in the tables of contents ("Exemple EX-08 : …", "Dans la variante « Deuxième édition »"),
    while the headings themselves had them right. The contents give the heading's own text."""
    page = (without_url / _prefix(lang) / "cards" / "index.html").read_text(encoding="utf-8")
    heading = re.search(r'<h2 id="nbsp">(.*?)<a class="headerlink"', page)
    assert heading and "\u202f" in heading.group(1)
    link = re.search(r'<a href="#nbsp" class="md-nav__link">(.*?)</a>', page, re.S)
    assert link, "no table-of-contents entry for the heading"
    words = re.sub(r"<[^>]+>", "", link.group(1)).strip()
    assert words == heading.group(1), (words, heading.group(1))


def test_a_pages_description_is_searched_as_strongly_as_its_title(tmp_path):
    """Audit (reviews/site.md, search): "unrest Bayern" put card 68 at #13, because its printed text was
    running text (boost 1) against every heading holding one of the words (boost 1000), and "most one
    province" missed card 44, because the stop word "most" was dropped from the index while the theme
    searches each query word as a prefix, past the stop-word filter. A page's description (a card's
    text) is now a field of the page's own entry, weighed near its title, and no word is dropped."""
    docs = [{"location": "cards/44/", "title": "Card 44", "text": ""},
            {"location": "cards/44/#card-text", "title": "Card text", "text": "at most 2"},
            {"location": "uk/cards/44/", "title": "Картка 44", "text": ""}]
    fields = {"title": {"boost": 1000.0}, "text": {"boost": 1.0}}
    (tmp_path / "search").mkdir()
    (tmp_path / "search" / "search_index.json").write_text(json.dumps({"config": {"fields": fields}, "docs": docs}))
    for folder, said in (("cards/44", "Place 4 unrest, at most 2 in one province &amp; more."),
                         ("uk/cards/44", "Розмістіть 4 фішки")):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "index.html").write_text(f'<head><meta name="description" content="{said}"></head>')
    split_index(tmp_path, ["en", "uk"], "en")
    for lang, root, expected in (("en", tmp_path, "Place 4 unrest, at most 2 in one province & more."),
                                 ("uk", tmp_path / "uk", "Розмістіть 4 фішки")):
        index = json.loads((root / "search" / "search_index.json").read_text())
        assert index["docs"][0]["description"] == expected, lang
        assert all("description" not in d for d in index["docs"][1:]), lang
        assert 1 < index["config"]["fields"]["description"]["boost"] <= index["config"]["fields"]["title"]["boost"]
        assert index["config"]["pipeline"] == [], lang
