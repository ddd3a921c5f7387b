"""The site on a phone (390 by 844 CSS pixels) in Chromium, in the six languages: no page kind scrolls
sideways, the map spans the screen with its inset (the enlarged Berlin) in view, a card page's face and
the annotated card of "How to read a card" are large enough to read (a face's full-size view a tap away),
and the drawings' text names the font the site serves. One phone-sized page visits every page; the site
is the session's one build."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from browsing import NO_WORKER, SHOTS

from interpreter.site.svg import CARD_W, FONT
from interpreter.words.l10n import available_languages

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

PHONE = {"width": 390, "height": 844}
# The pages whose width is checked by the test of their own alone; the map page's is checked by the map's
# test on the same load, and "How to read a card"'s by its own test (a load of the page each, not two).
PAGES = {"home": "", "gallery": "cards/", "card": "cards/1/", "rules": "rules/"}
READABLE = 9.0  # CSS pixels: the smallest text a face may show in its reading view
_SIZE = re.compile(r'<text[^>]*? font-size="([\d.]+)"')


def _root(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


@pytest.fixture(scope="module")
def phone(browser):
    """One page the size of a phone, for every visit of this module; it records JavaScript errors and
    every request the site could not answer, as the `page` fixture does."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, **NO_WORKER)
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    errors, missing = [], []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.on("response", lambda r: missing.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    yield pg
    context.close()
    assert errors == [] and missing == [], (errors, missing)


def _sideways(pg) -> list[str]:
    """What reaches past the screen's right edge (nothing may: the page would scroll sideways), and
    any box of the page's content that scrolls sideways itself, except the theme's box around a table
    of data (the map page's provinces and cities, five columns each), which scrolls on its own."""
    return pg.evaluate("""() => {
      const out = [], width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width) out.push('page ' + document.documentElement.scrollWidth);
      for (const e of document.querySelectorAll('.md-content *')) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden' || e.closest('pre, .highlight, .md-typeset__scrollwrap, svg'))
          continue;
        const b = e.getBoundingClientRect();
        if (b.width && b.right > width + 0.5) out.push(e.tagName + '.' + e.className + ' ' + Math.round(b.right));
        if (e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(s.overflowX))
          out.push(e.tagName + '.' + e.className + ' scrolls ' + e.scrollWidth);
      }
      return out;
    }""")


@pytest.mark.parametrize("lang", LANGS)
def test_no_page_scrolls_sideways_on_a_phone(phone, site, lang):
    for kind, path in PAGES.items():
        phone.goto(site + _root(lang) + path)
        assert _sideways(phone) == [], (lang, kind)


def _box(pg, selector: str) -> dict:
    box = pg.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box


@pytest.mark.parametrize("lang", LANGS)
def test_the_map_spans_a_phone_with_its_inset_in_view(phone, site, lang):
    """The map page does not scroll sideways (test_no_page_scrolls_sideways_on_a_phone's check, made
    here on this test's load of the page); its map spans the screen, the inset in view and its names
    large enough, and the map opens full size."""
    phone.goto(site + _root(lang) + "map/")
    assert _sideways(phone) == [], (lang, "map")
    board = _box(phone, "svg.wsdv-boardmap-svg")
    assert board["x"] >= 0 and board["x"] + board["width"] <= PHONE["width"]
    assert board["width"] >= PHONE["width"] - 1, board  # edge to edge: the largest the screen allows
    inset = _box(phone, ".wsdv-inset > rect.wsdv-map-panel")
    assert 0 <= inset["x"] and inset["x"] + inset["width"] <= PHONE["width"], (lang, inset)
    assert 0 <= inset["y"] - board["y"] and inset["y"] + inset["height"] <= board["y"] + board["height"]
    scale = board["width"] / float(phone.locator("svg.wsdv-boardmap-svg").get_attribute("viewBox").split()[2])
    sizes = phone.evaluate("() => [...document.querySelectorAll('.wsdv-inset text.wsdv-place-label')]"
                           ".map(t => parseFloat(t.getAttribute('font-size')))")
    assert min(sizes) * scale >= 6.5, (min(sizes), scale)  # the sectors' names: boardmap.py's figures
    if lang in ("en", "pl"):
        phone.locator("svg.wsdv-boardmap-svg").scroll_into_view_if_needed()
        SHOTS.mkdir(parents=True, exist_ok=True)
        phone.screenshot(path=str(SHOTS / f"phone-map-{lang}.png"))
    # the full-size view opens: the map alone, as wide as the window (a phone shows it whole, to zoom into)
    phone.locator(".wsdv-boardmap-full a").click()
    phone.wait_for_url("**/map.svg")
    tag, width, window = phone.evaluate("() => [document.documentElement.getAttribute('class'), "
                                        "document.documentElement.getBoundingClientRect().width, innerWidth]")
    assert tag == "wsdv-boardmap-svg" and width <= window, (tag, width, window)


def _smallest_text(svg: Path) -> float:
    return min(float(size) for size in _SIZE.findall(svg.read_text(encoding="utf-8")))


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_face_reads_at_phone_width_and_opens_full_size(phone, site, built_site, lang):
    """Every face of the language, at the width its card page gives it on a phone, shows no text under
    9 CSS pixels; the page with the smallest is the one measured, and its face opens its own file."""
    faces = sorted((built_site.out / _root(lang) / "cards" / "svg").glob("*.svg"))
    assert len(faces) >= len(built_site.cards)
    smallest = min(faces, key=_smallest_text)
    phone.goto(site + _root(lang) + f"cards/{smallest.stem}/")
    picture = _box(phone, "img.wsdv-card-picture")
    assert picture["x"] >= 0 and picture["x"] + picture["width"] <= PHONE["width"]
    assert _smallest_text(smallest) * picture["width"] / CARD_W >= READABLE, (smallest.name, picture["width"])
    if lang == "uk":
        SHOTS.mkdir(parents=True, exist_ok=True)
        phone.screenshot(path=str(SHOTS / f"phone-card-{smallest.stem}-{lang}.png"))
    phone.locator("a.wsdv-card-face-link").click()
    phone.wait_for_url(f"**/cards/svg/{smallest.stem}.svg")
    assert phone.evaluate("() => document.documentElement.tagName") == "svg"


def test_the_annotated_card_reads_on_a_phone(phone, site, built_site):
    """How to read a card: across a phone's screen the callouts' words are 9 CSS pixels or more, and
    the page does not scroll sideways."""
    for lang in LANGS:
        phone.goto(site + _root(lang) + "reading-a-card/")
        assert _sideways(phone) == [], lang
        width = _box(phone, "img.wsdv-card-guide")["width"]
        drawing = (built_site.out / _root(lang) / "reading-a-card.svg").read_text(encoding="utf-8")
        view = float(re.search(r'viewBox="0 0 ([\d.]+)', drawing).group(1))
        words = [float(x) for x in re.findall(r'<g class="callout"[^>]*><text[^>]*? font-size="([\d.]+)"', drawing)]
        assert len(words) >= 8 and min(words) * width / view >= READABLE, (lang, min(words), width, view)


def test_the_face_reads_on_a_desktop_too(page, site, built_site):
    faces = (built_site.out / "cards" / "svg").glob("*.svg")
    page.goto(site + "cards/1/")
    width = _box(page, "img.wsdv-card-picture")["width"]
    assert min(map(_smallest_text, faces)) * width / CARD_W >= READABLE, width


def test_the_drawings_name_the_served_font_first(page, site, built_site):
    """Every text of every drawing the site writes names FONT, whose first family palette.css serves; in
    the page's inline map it is set in that font, loaded from the site (a file shown through <img> may
    not load fonts: svg.py's docstring says why the faces stay files)."""
    served = set(re.findall(r'font-family:\s*"([^"]+)"', (built_site.out / "assets" / "palette.css").read_text()))
    assert FONT.split(",")[0] in served, served
    drawings = [*built_site.out.glob("**/*.svg"), *built_site.out.glob("map/index.html")]
    families = {f for d in drawings for f in re.findall(r'<text[^>]*? font-family="([^"]+)"', d.read_text("utf-8"))}
    assert families == {FONT}, families
    page.goto(site + "map/")
    family, loaded = page.evaluate("""async () => { await document.fonts.ready;
      const label = document.querySelector('svg.wsdv-boardmap-svg text.wsdv-city-label');
      return [getComputedStyle(label).fontFamily,
              [...document.fonts].some(f => f.family.replace(/"/g, '') === 'Roboto' && f.status === 'loaded')]; }""")
    assert family.startswith("Roboto") and loaded, (family, loaded)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_track_icons_are_large_enough_to_tell_apart_on_a_phone(phone, site, lang):
    """On a phone the tracks keep their drawn size (a space 26 CSS pixels wide, its icons about 28) and
    each strip scrolls sideways by itself, by touch or, focused, by keyboard; the page does not."""
    phone.goto(site + _root(lang) + "tracks/")
    spaces = phone.evaluate("""() => [...document.querySelectorAll('svg.wsdv-track g.space > rect')]
        .map(r => r.getBoundingClientRect().width)""")
    assert len(spaces) >= 40 and min(spaces) >= 24, spaces
    icons = phone.evaluate("""() => [...document.querySelectorAll('svg.wsdv-track g.space > :not(rect):not(text)')]
        .map(i => i.getBoundingClientRect()).map(b => Math.min(b.width, b.height))""")
    assert icons and min(icons) >= 24, sorted(icons)[:5]
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    strips = phone.evaluate("""() => [...document.querySelectorAll('.wsdv-track-picture')]
        .map(s => [s.scrollWidth > s.clientWidth, s.getAttribute('tabindex'), s.getAttribute('aria-label')])""")
    assert strips and all(scrolls and tab == "0" and label for scrolls, tab, label in strips), strips
    phone.locator(".wsdv-track-picture").first.scroll_into_view_if_needed()
    SHOTS.mkdir(parents=True, exist_ok=True)
    phone.screenshot(path=str(SHOTS / f"phone-tracks-{lang}.png"))
