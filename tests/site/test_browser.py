"""The built site in a real browser: Debian's Chromium, driven by Playwright through its executablePath.

The site is built once (the `built_site` fixture), served on localhost, and opened in headless
Chromium. The test checks what a reader sees: card pictures rendered in the gallery, the
decade filter, the language switcher going to the same page in another language and back, and
the search finding a card by its title. Screenshots go to build/site-screenshots/ (or
$WSDV_SCREENSHOTS) as artifacts.

It is skipped only when Chromium truly cannot start, and says so loudly; on CI (CI=true) that
is a failure instead, because CI installs Chromium (.ci/run).
"""

from __future__ import annotations

import os
import shutil
import warnings
from pathlib import Path

import pytest

from interpreter.site.serve import serve_in_thread

CHROMIUM = os.environ.get("WSDV_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SHOTS = Path(os.environ.get("WSDV_SCREENSHOTS", Path(__file__).resolve().parents[2] / "build" / "site-screenshots"))


def _cannot_start(reason: str) -> None:
    message = f"CHROMIUM CANNOT START, THE BROWSER TEST DID NOT RUN: {reason}"
    if os.environ.get("CI"):
        pytest.fail(message)
    warnings.warn(message, stacklevel=2)
    pytest.skip(message)


@pytest.fixture(scope="module")
def browser(site):
    # `site` first: the site is built before Playwright's event loop runs in this thread.
    try:
        from playwright.sync_api import Error, sync_playwright
    except ImportError as err:  # the dev extra installs it
        _cannot_start(f"the playwright package is missing ({err})")
    if not Path(CHROMIUM).exists():
        _cannot_start(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    # Playwright gives the browser a fresh temporary profile (its own --user-data-dir) each launch.
    with sync_playwright() as p:
        try:
            b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True, timeout=60_000)
        except Error as err:
            _cannot_start(str(err).splitlines()[0])
        yield b
        b.close()


@pytest.fixture(scope="module")
def site(built_site):
    httpd, url = serve_in_thread(built_site.out)
    yield url
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    context.close()
    assert errors == [], f"JavaScript errors on the page: {errors}"


def _shot(pg, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pg.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False)


def test_gallery_renders_card_pictures(page, site, built_site):
    page.goto(site + "cards/")
    tiles = page.locator(".wsdv-card-tile")
    assert tiles.count() == len(built_site.cards)
    first = page.locator(".wsdv-card-tile img").first
    first.wait_for(state="visible")
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=first.element_handle())
    box = first.bounding_box()
    assert box and box["width"] > 50 and box["height"] > 70
    # Every picture loads as an image (an SVG that fails to parse has no natural size). The tiles
    # load lazily, so ask for all of them now and wait (with the page's timeout) until they are in.
    page.evaluate("() => document.querySelectorAll('.wsdv-card-tile img').forEach(i => { i.loading = 'eager'; })")
    page.wait_for_function("() => [...document.querySelectorAll('.wsdv-card-tile img')].every(i => i.complete)")
    broken = page.evaluate("""() => [...document.querySelectorAll('.wsdv-card-tile img')]
        .filter(i => !(i.naturalWidth > 0)).map(i => i.getAttribute('src'))""")
    assert broken == []
    _shot(page, "gallery-en")


def test_gallery_filters_by_decade_and_colour(page, site, built_site):
    page.goto(site + "cards/")
    decade = built_site.cards[-1].decade
    page.select_option("select[data-filter=decade]", decade)
    visible = page.locator(".wsdv-card-tile:visible")
    expected = sum(1 for c in built_site.cards if c.decade == decade)
    assert visible.count() == expected
    colour = built_site.cards[0].colour
    page.select_option("select[data-filter=colour]", colour)
    both = sum(1 for c in built_site.cards if c.decade == decade and c.colour == colour)
    assert page.locator(".wsdv-card-tile:visible").count() == both
    _shot(page, "gallery-filtered")
    page.select_option("select[data-filter=decade]", "")
    page.select_option("select[data-filter=colour]", "")
    assert page.locator(".wsdv-card-tile:visible").count() == len(built_site.cards)


def test_card_page_shows_its_picture(page, site, built_site):
    card = built_site.cards[0]
    page.goto(site + f"cards/{card.slug}/")
    img = page.locator("img.wsdv-card-picture")
    img.wait_for(state="visible")
    assert page.evaluate("i => i.naturalWidth", img.element_handle()) > 0
    _shot(page, "card-en")


def test_language_switcher_moves_between_the_same_page(page, site, built_site):
    card = built_site.cards[0]
    page.goto(site + f"cards/{card.slug}/")
    english = page.locator("h1").first.inner_text()
    page.hover(".md-header__option .md-select")
    page.locator(".md-select__link[hreflang=de]").first.click()
    page.wait_for_url(f"**/de/cards/{card.slug}/")
    german = page.locator("h1").first.inner_text()
    assert german != english and german.startswith("Karte")
    _shot(page, "card-de")
    page.hover(".md-header__option .md-select")
    page.locator(".md-select__link[hreflang=uk]").first.click()
    page.wait_for_url(f"**/uk/cards/{card.slug}/")
    assert page.locator("h1").first.inner_text().startswith("Картка")
    page.hover(".md-header__option .md-select")
    page.locator(".md-select__link[hreflang=en]").first.click()
    page.wait_for_url(f"**/cards/{card.slug}/")
    assert "/de/" not in page.url and page.locator("h1").first.inner_text() == english


def test_search_finds_a_card_by_title(page, site, built_site):
    card = next(c for c in built_site.cards if len(c.title("en").split()) >= 2)
    page.goto(site)
    box = page.locator("input.md-search__input")
    box.click()  # on a desktop-wide window the search field sits in the header
    box.fill(card.title("en"))
    result = page.locator(".md-search-result__item").first
    result.wait_for(state="visible", timeout=20_000)
    _shot(page, "search")
    links = page.locator(".md-search-result__link")
    hrefs = [links.nth(i).get_attribute("href") or "" for i in range(links.count())]
    assert any(f"cards/{card.slug}/" in h for h in hrefs), hrefs
    page.locator(f".md-search-result__link[href*='cards/{card.slug}/']").first.click()
    # The result link carries the search terms (?h=...) for highlighting.
    page.wait_for_url(lambda url: f"/cards/{card.slug}/" in url)
    assert card.title("en") in page.locator("h1").first.inner_text()


def test_search_keeps_to_the_page_language(page, site, built_site):
    card = next(c for c in built_site.cards if c.title("de") and len(c.title("de")) > 6)
    page.goto(site + "de/")
    box = page.locator("input.md-search__input")
    box.click()
    box.fill(card.title("de"))
    page.locator(".md-search-result__item:visible").first.wait_for(state="visible", timeout=20_000)
    paths = page.evaluate("""() => [...document.querySelectorAll('.md-search-result__item')]
        .filter(i => !i.hidden).map(i => new URL(i.querySelector('a').href).pathname)""")
    assert paths and all(p.startswith("/de/") for p in paths), paths
    assert f"/de/cards/{card.slug}/" in paths, paths
    hidden = page.evaluate("() => [...document.querySelectorAll('.md-search-result__item')].filter(i => i.hidden).length")
    assert hidden > 0  # the same card in the other languages matched too, and is hidden
    _shot(page, "search-de")


def test_map_page_shows_the_map(page, site):
    page.goto(site + "fr/map/")
    board = page.locator("svg.wsdv-boardmap-svg")
    board.wait_for(state="visible")
    assert board.bounding_box()["width"] > 0
    _shot(page, "map-fr")


def test_gallery_filters_stay_in_the_address_with_a_count(page, site, built_site):
    side = built_site.cards[0].triggered_by[0]
    icon = next(iter(built_site.cards[0].icons)).icon
    expected = sum(1 for c in built_site.cards if side in c.triggered_by and icon in {u.icon for u in c.icons}
                   | set(c.corner))
    page.goto(site + f"pl/cards/?side={side}&icon={icon}")
    page.locator(".wsdv-card-tile").first.wait_for(state="attached")
    assert page.locator(".wsdv-card-tile:visible").count() == expected
    assert str(expected) in page.locator(".wsdv-count").inner_text()
    page.select_option("select[data-filter=side]", "")
    assert "side=" not in page.url and f"icon={icon}" in page.url
    _shot(page, "gallery-filters-pl")
