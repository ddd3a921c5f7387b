"""Weight and offline use (interpreter/site/offline.py): the search index is fetched only when search
is first used; every language has a web manifest; a page read once opens again, and its language's
search works, when the server is gone."""

from __future__ import annotations

import json
import re

import pytest
from browsing import open_page

from interpreter.site.serve import serve_in_thread
from interpreter.words.l10n import available_languages
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())
INDEX = "search/search_index.json"


def _search(pg, query: str) -> int:
    """Type `query` into the search box (the theme reads it when a key is released); the results' count."""
    box = pg.locator("input.md-search__input")
    box.click()
    box.fill(query)
    box.press("End")
    pg.locator(".md-search-result__item").first.wait_for(state="visible", timeout=20_000)
    return pg.locator(".md-search-result__item").count()


@pytest.fixture
def page(browser):
    """The conftest's `page` with the service worker running, as a reader's browser runs it (this module
    tests it; the others block it: browsing.NO_WORKER)."""
    context, pg = open_page(browser, service_workers="allow")
    yield pg
    context.close()
    assert pg.errors == [], f"JavaScript errors on the page: {pg.errors}"
    assert pg.missing == [], f"requests the site could not answer: {pg.missing}"


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_search_index_waits_until_search_is_used(page, site, lang):
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if INDEX in r.url else None)
    root = site if lang == "en" else f"{site}{lang}/"
    page.goto(root + "rules/", wait_until="networkidle")
    page.wait_for_timeout(1000)
    assert asked == [], "a page fetched the search index before anyone searched"
    assert _search(page, "68") > 0
    assert asked == [root + INDEX], asked   # the page's language's index, once


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_a_web_manifest(built_site, lang):
    root = built_site.out if lang == "en" else built_site.out / lang
    manifest = json.loads((root / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == load_strings()[lang].raw("site-name")
    assert manifest["lang"] == lang and manifest["start_url"] == "./" and manifest["scope"] == "./"
    icon = root / manifest["icons"][0]["src"]
    assert icon.resolve().is_file() and icon.read_text(encoding="utf-8").startswith("<svg")
    home = (root / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="' in home
    card = (root / "cards" / built_site.cards[0].slug / "index.html").read_text(encoding="utf-8")
    link = card.split('<link rel="manifest" href="', 1)[1].split('"', 1)[0]
    assert (root / "cards" / built_site.cards[0].slug / link).resolve() == (root / "manifest.webmanifest").resolve()
    assert (built_site.out / "sw.js").is_file()


@pytest.mark.parametrize("lang", LANGS)
def test_a_browser_tab_shows_the_sites_own_icon(built_site, lang):
    """Every page's `<link rel="icon">` leads to the icon of its manifest, not to the theme's logo."""
    root = built_site.out if lang == "en" else built_site.out / lang
    manifest = json.loads((root / "manifest.webmanifest").read_text(encoding="utf-8"))
    icon = (root / manifest["icons"][0]["src"]).resolve()
    pages = [root / "index.html", root / "cards" / built_site.cards[0].slug / "index.html"]
    for page in pages:
        links = re.findall(r'<link rel="icon" href="([^"]+)"', page.read_text(encoding="utf-8"))
        assert [(page.parent / link).resolve() for link in links] == [icon], (page, links)


def test_a_page_read_once_opens_offline_with_its_search(browser, built_site):
    httpd, url = serve_in_thread(built_site.out)   # a server of its own, to stop while the browser stays
    context, pg = open_page(browser, service_workers="allow")
    try:
        card = built_site.cards[0]
        address = f"{url}uk/cards/{card.slug}/"
        pg.goto(address, wait_until="networkidle")
        pg.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20_000)
        heading = pg.locator("h1").first.inner_text()
        assert _search(pg, "68") > 0                      # search used once, online
        # the worker keeps what the page loaded before it ran: the page itself and the theme's styles
        pg.wait_for_function("""async (page) => {
            const keys = (await (await caches.open('wsdv-site')).keys()).map(r => r.url);
            return keys.includes(page) && keys.some(k => k.includes('/assets/stylesheets/main.'))
                && keys.some(k => k.endsWith('/uk/search/search_index.json'));
        }""", arg=address, timeout=20_000)
    finally:
        httpd.shutdown()
        httpd.server_close()
    pg.reload(wait_until="load")
    assert pg.locator("h1").first.inner_text() == heading
    # styled (the theme's stylesheet came from the worker's keeping): the header has the site's colour
    assert pg.evaluate("() => getComputedStyle(document.querySelector('.md-header')).backgroundColor") \
        == "rgb(179, 38, 30)"
    assert _search(pg, "68") > 0                          # and search works with no server at all
    # a page never visited is not invented
    with pytest.raises(Exception, match="ERR_FAILED|ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED"):
        pg.goto(f"{url}uk/map/")
    pg.errors.clear()
    pg.missing.clear()
    context.close()
