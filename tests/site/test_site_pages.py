"""The generated Markdown and SVG: well-formed, complete in every language, no placeholders."""

from __future__ import annotations

import html
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from interpreter import outputs
from interpreter.cli.main import main
from interpreter.site.build import HANDWRITTEN, SiteError, build_site, mkdocs_config
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names
from interpreter.words.sitestrings import docs_dir, language_name, load_strings, message_ids

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

SVG_NS = "{http://www.w3.org/2000/svg}"
INLINE_SVG = re.compile(r"<svg\b.*?</svg>", re.S)
# What a message or name that failed to resolve would leave on a page.
PLACEHOLDER = re.compile(r"\{\s*\$|\{\s*-[a-z]|\bMISSING\b|\?\?\?|\bNone\b|\bmappingproxy\b|\bTODO\b"
                         r"|(?<![#\w/-])(?:icon|card|fx|term|glossary)-[a-z]+(?:-[a-z]+)*\b(?!_)|\('")


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def _md(built, lang: str, page: str) -> str:
    return (built.markdown / lang / page).read_text(encoding="utf-8")


def test_build_reports_no_warnings(built_site):
    assert "warning" not in built_site.stderr, built_site.stderr
    assert (built_site.out / "index.html").is_file() and (built_site.out / "uk" / "map" / "index.html").is_file()
    assert not list(built_site.out.rglob("sitemap*")), "a sitemap without --site-url (see test_site_meta.py)"


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_every_site_string(lang):
    english = message_ids("en")
    assert english, "docs/en/site.ftl defines no messages"
    assert sorted(english - message_ids(lang)) == []
    assert sorted(message_ids(lang) - english) == [], "messages English does not have (stale?)"


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_the_handwritten_pages(lang):
    for page in HANDWRITTEN:
        path = docs_dir() / lang / page
        assert path.is_file(), f"{path} is missing"
        assert path.read_text(encoding="utf-8").startswith("# ")


def test_every_svg_file_is_well_formed(built_site):
    files = list(built_site.out.rglob("*.svg"))
    ours = [f for f in files if "assets" not in f.parts]
    assert len(ours) >= len(LANGS) * (1 + len(built_site.cards))
    for f in ours:
        root = ET.parse(f).getroot()
        assert root.tag == f"{SVG_NS}svg", f
        assert root.find(f"{SVG_NS}title") is not None, f"{f} has no <title>"


def test_every_inline_svg_is_well_formed(built_site):
    count = 0
    for md in built_site.markdown.rglob("*.md"):
        for chunk in INLINE_SVG.findall(md.read_text(encoding="utf-8")):
            ET.fromstring(chunk)
            count += 1
    assert count > 0


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_a_page_a_picture_and_a_gallery_tile(built_site, lang):
    gallery = _md(built_site, lang, "cards/index.md")
    for card in built_site.cards:
        assert (built_site.markdown / lang / "cards" / f"{card.slug}.md").is_file()
        assert (built_site.markdown / lang / "cards" / "svg" / f"{card.slug}.svg").is_file()
        assert f'href="{card.slug}/"' in gallery
        page = built_site.out / ("" if lang == "en" else lang) / "cards" / card.slug / "index.html"
        assert page.is_file(), page


@pytest.mark.parametrize("lang", LANGS)
def test_every_icon_is_drawn_and_explained(built_site, rules, lang):
    page = _md(built_site, lang, "icons.md")
    for icon in rules.of_kind("icon"):
        assert f"{{ #icon-{icon} }}" in page
        assert f'data-icon="{icon}"' in page


def test_every_icon_on_a_card_links_back_to_it(built_site):
    page = _md(built_site, "en", "icons.md")
    sections = {m.group(1): m.start() for m in re.finditer(r"\{ #icon-(\w+) \}", page)}
    order = sorted(sections.values()) + [len(page)]
    for card in built_site.cards:
        for icon in {u.icon for u in card.icons}:
            start = sections[icon]
            section = page[start:order[order.index(start) + 1]]
            assert f"(../cards/{card.slug}/)" in section, (card.id, icon)


@pytest.mark.parametrize("lang", LANGS)
def test_no_placeholders_on_any_page(built_site, lang):
    for md in (built_site.markdown / lang).rglob("*.md"):
        text = INLINE_SVG.sub("", md.read_text(encoding="utf-8"))
        text = re.sub(r"```.*?```", "", text, flags=re.S)
        if md.parent.name == "guide":  # the guide writes the locales' own notation, `{ $n }`, as code
            text = re.sub(r"`[^`\n]*`", "", text)
        found = PLACEHOLDER.search(text)
        assert not found, f"{md}: {found.group(0)!r} near {text[max(0, found.start() - 60):found.end() + 60]!r}"


def test_pages_differ_by_language(built_site):
    # A sign that the pages are translated rather than copied: every page's headings differ from English.
    for page in ("cards/index.md", "icons.md", "map.md", "tracks.md", "phases.md", "variants.md", "glossary.md"):
        english = _heading(_md(built_site, "en", page))
        for lang in LANGS[1:]:
            assert _heading(_md(built_site, lang, page)) != english, (lang, page)


def _heading(markdown: str) -> str:
    """A page's first heading (after its front matter, where it has one)."""
    return next(line for line in markdown.splitlines() if line.startswith("# "))


def test_map_shows_every_province_city_connection_and_sector(built_site, rules):
    svg = ET.parse(built_site.markdown / "en" / "map.svg").getroot()
    cities = {g.get("data-id") for g in svg.iter(f"{SVG_NS}g") if g.get("class") == "city"}
    assert cities == set(rules.cities)
    connections = [g for g in svg.iter(f"{SVG_NS}g") if g.get("class") == "connection"]
    assert len(connections) == len(rules.connections)
    lines = sum(sum(1 for e in g if e.get("stroke") != "#ffffff") for g in connections)
    assert lines == rules.blue_lines
    marks = {g.get("data-id"): g.get("data-mark") for g in svg.iter(f"{SVG_NS}g") if g.get("class") == "city"}
    assert {c for c, m in marks.items() if m == "setup"} == {c.id for c in rules.cities.values() if c.mark == "setup"}
    sectors = {a.get("data-id") for a in svg.iter(f"{SVG_NS}a") if a.get("data-kind") == "sector"}
    assert sectors == {s.id for p in rules.provinces.values() for s in p.sectors}
    table = _md(built_site, "en", "map.md")
    names = Names()
    for p in rules.provinces:
        assert f"| {names('province', p, 'en')} |" in table


def test_phases_page_lists_every_phase_in_order(built_site, rules):
    names = Names()
    page = _md(built_site, "en", "phases.md")
    order = rules.of_kind("sequence")["end_of_decade"]["phases"]
    positions = [page.index(f"{{ #phase-{p} }}") for p in order]
    assert positions == sorted(positions)
    for p in rules.phases:
        assert f"{{ #phase-{p} }}" in page
        assert names("phase", p, "en") in page


def test_variants_page_describes_the_second_edition(built_site, rules):
    page = _md(built_site, "en", "variants.md")
    assert "{ #variant-second_edition }" in page
    # The second edition replaces the setup and two tracks; each is named as changed (by its name, or
    # for a rule without one, by the heading of its prose: the setup is "Setting up").
    names = Names()
    for kind, id_ in (("track", "currency"), ("track", "socialist")):
        assert f"“{names(kind, id_, 'en')}”" in page
    assert "“Setting up”" in page and "“standard”" not in page


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_has_six_columns(built_site, lang):
    page = _md(built_site, lang, "glossary.md")
    header = next(line for line in page.splitlines() if line.startswith("| "))
    cells = [c.strip() for c in header.strip().strip("|").split("|")]
    assert {language_name(x) for x in LANGS} <= set(cells) and cells[0] == language_name(lang), cells
    terms = page.split("## ")[2]  # the section of terms: no empty rows
    assert "| — | — |" not in terms


def test_site_strings_load_in_every_language():
    strings = load_strings()
    for lang in LANGS:
        assert strings[lang]("cards-intro", count=3)
        assert strings[lang]("card-arrow", track="x", steps=2, side="y")


def test_a_site_with_no_cards_builds_and_rebuilds_atomically(rebuilt_site):
    # rebuilt_site (tests/conftest.py): a copy of a site rebuilt in place, without cards, with its Markdown tree.
    out = rebuilt_site.out
    for result in (rebuilt_site.first, rebuilt_site.again):
        assert result.warnings == [] and result.missing_strings == {}
    gallery = (rebuilt_site.markdown / "en" / "cards" / "index.md").read_text(encoding="utf-8")
    assert "!!! note" in gallery and "wsdv-card-tile" not in gallery
    assert (out / "index.html").is_file() and (out / "index.html").stat().st_ino != rebuilt_site.first_inode
    assert sorted(p.name for p in rebuilt_site.root.iterdir()) == ["md", "out"], "a temp folder was left behind"


def test_broken_content_keeps_the_old_site(tmp_path, content_copy, built_site, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "index.html").write_text("the good old site")
    outputs.mark(out, "site")  # a site wsdv built before
    edit(content_copy / "board" / "provinces.wsdv", "neighbours hessen, baden_wuerttemberg, thueringen, sachsen",
         "neighbours hessen, baden_wuerttemberg, thuringen, sachsen")
    with pytest.raises(SiteError):
        build_site(out, content=content_copy, cards=[])
    assert (out / "index.html").read_text() == "the good old site"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == [], "a temp folder was left behind"
    code = main(["site", "build", "--content", str(content_copy), "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2
    assert re.search(r"provinces\.wsdv:\d+:\d+: error: unknown province 'thuringen'", err)
    assert "Traceback" not in err
    assert (out / "index.html").read_text() == "the good old site"


def test_a_variant_site_says_so_in_its_name():
    strings = load_strings()
    names = {lang: f"variant in {lang}" for lang in LANGS}
    config = mkdocs_config(strings, names)
    assert config["site_name"].endswith("variant in en")
    i18n = next(p["i18n"] for p in config["plugins"] if "i18n" in p)
    assert all(x["site_name"].endswith(f"variant in {x['locale']}") for x in i18n["languages"])
    assert "variant" not in mkdocs_config(strings)["site_name"]


def test_a_broken_site_string_file_is_a_diagnostic(tmp_path):
    docs = tmp_path / "docs"
    shutil.copytree(docs_dir(), docs)
    path = docs / "fr" / "site.ftl"
    path.write_text(path.read_text(encoding="utf-8") + "\nthis line { is not fluent\n", encoding="utf-8")
    line = path.read_text(encoding="utf-8").splitlines().index("this line { is not fluent") + 1
    with pytest.raises(SiteError, match=rf"site\.ftl:{line}:\d+: error: "):   # the column where Fluent stopped
        build_site(tmp_path / "out", cards=[], handwritten=docs)
    assert not (tmp_path / "out").exists()


def test_two_value_boxes_name_their_sides(built_site, rules):
    names = Names()
    card = next((c for c in built_site.cards if len(c.values) == 2), None)
    if card is None:
        pytest.skip("no card with two values in this card set")
    sides = card.box_sides or tuple(rules.sides)[:2]
    page = _md(built_site, "en", f"cards/{card.slug}.md")
    expected = f"{names('side', sides[0], 'en')} {card.values[0]}, {names('side', sides[1], 'en')} {card.values[1]}"
    assert expected in page


@pytest.mark.parametrize("lang", LANGS)
def test_the_footer_speaks_the_page_language(built_site, lang):
    # The theme's own footer line ("Made with ...") is English in every language; the footer
    # is the site string `site-footer` of the page's language instead.
    footer = load_strings()[lang].raw("site-footer")
    root = built_site.out if lang == "en" else built_site.out / lang
    for page in (root / "index.html", root / "cards" / "1" / "index.html", root / "map" / "index.html"):
        html = page.read_text(encoding="utf-8")
        assert "Made with" not in html, page
        assert footer.replace("'", "&#39;") in html or footer in html, page


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tracks_overflow_tells_a_choice_only_among_several_icons(built_site, rules, lang):
    """The newcomer's re-review: "Remove 1 unrest cube in the West. (all of these)" told a choice for one
    icon. A track's end with one icon says none; one with several says whether one or all apply."""
    page = html.unescape((built_site.markdown / lang / "tracks.md").read_text(encoding="utf-8"))
    t = load_strings()[lang]
    lines = [line for line in page.splitlines() if line.startswith("- ") and any(
        t.raw(f"overflow-{end}") in line for end in ("low", "high"))]
    ends = [(track, end) for track in rules.tracks.values() for end in track.overflow]
    assert len(lines) == len(ends) and any(len(track.overflow[end]) == 1 for track, end in ends)
    for line, (track, end) in zip(lines, ends, strict=True):
        one, every = f"({t.raw('overflow-one')})", f"({t.raw('overflow-all')})"
        if len(track.overflow[end]) == 1:
            assert one not in line and every not in line, line
        else:
            assert line.endswith(one if track.overflow_choice.get(end) == "one" else every), line
