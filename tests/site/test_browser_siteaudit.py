"""Issue 11 §3 in Chromium, on every kind of page: nothing is fetched from outside the site (fonts
included: it works offline; the text and code fonts are the site's own, loaded from it), the dark scheme holds on every page kind, and the gallery's filters live
in the address with a count in the page's language.

The site is the session's one build (`built_site`), served on localhost; screenshots go to
build/site-screenshots/ like the other browser tests'.
"""

from __future__ import annotations

import json
import re
from urllib.parse import urlparse

import pytest
from browsing import PAGE_KINDS, open_page, open_settled, page_kinds, shot
from pagetour import AUDIT_LANGS, keep_local, note_outside, nowhere, only_the_site

from interpreter.site.contrast import AA, ratio
from interpreter.words.sitestrings import load_strings


def _rgb(css: str) -> tuple[int, int, int]:
    return tuple(round(float(n)) for n in re.findall(r"[\d.]+", css)[:3])


@pytest.mark.parametrize("lang", AUDIT_LANGS)
def test_every_page_kind_in_the_dark_fetches_nothing_from_outside(page, site, built_site, tour, lang):
    """Every request leaves for the site's own address and nowhere else (fonts included): with every
    other host cut off, each kind of page loads whole in the dark scheme, its text reads at AA on its
    background, its text font (Roboto) is loaded from the site's own files, also on the 404 page at any
    depth, and search (the worker and its index) runs too; the notation's code font comes from the site.
    The pages are read by the dark tour of the language (pagetour.py), which the axe check shares."""
    seen = tour(lang, "dark")
    read = {visit["kind"]: visit for visit in seen["pages"].values() if "audit" in visit}
    assert set(read) == set(PAGE_KINDS), read.keys()  # every kind was read
    for kind, visit in read.items():
        if kind.startswith("not-found"):
            assert visit["status"] == 404, (kind, visit["status"])
        audit = visit["audit"]
        loaded = audit["loaded"]
        assert ["Roboto", "400", "normal"] in loaded, (kind, loaded)
        assert audit["family"].split(",")[0].strip('"') == "Roboto", (kind, audit["family"])
        if kind == "rules":  # the notation under each rule is code
            assert ["DejaVu Sans Mono", "400", "normal"] in loaded, (kind, loaded)
        assert audit["scheme"] == "slate", (kind, audit)
        page_bg = _rgb(audit["page"])
        assert sum(page_bg) < 3 * 80, (kind, audit)  # a dark page
        assert ratio(_rgb(audit["text"]), page_bg) >= AA, (kind, audit)
    # The card guide's names are dark ink: in the dark scheme the picture sits on a light panel. (On the
    # module's page, dark emulated and the context cut off the other hosts; `page` undoes both after.)
    page.emulate_media(color_scheme="dark")
    home = urlparse(site).netloc
    outside = keep_local(page.context, home)
    fonts: list[str] = list(seen["fonts"])
    page.on("request", lambda r: fonts.append(r.url) if r.resource_type == "font" else None)
    open_settled(page, site + page_kinds(built_site, lang)["reading-a-card"])
    panel = page.evaluate("() => getComputedStyle(document.querySelector('img.wsdv-card-guide')).backgroundColor")
    assert ratio((29, 29, 31), _rgb(panel)) >= AA, panel
    box = page.locator("input.md-search__input")
    box.click()
    box.fill(built_site.cards[0].title(lang))
    box.press("End")
    page.locator(".md-search-result__item").first.wait_for(state="visible", timeout=20_000)
    assert seen["outside"] == [] and outside == [], (seen["outside"], outside)
    names = {urlparse(url).path.rsplit("/", 1)[-1] for url in fonts}
    assert {"roboto-400.woff2", "dejavu-sans-mono-400.woff2"} <= names, fonts
    # The tour's fonts came from the address it read the site at, this test's own from this one.
    assert all(urlparse(url).netloc == seen["home"] and "/assets/fonts/" in url for url in seen["fonts"]), seen["fonts"]
    assert all(urlparse(url).netloc == home and "/assets/fonts/" in url for url in fonts[len(seen["fonts"]):]), fonts
    assert seen["errors"] == [] and seen["missing"] == [], (seen["errors"], seen["missing"])


# Requests for other hosts, each of which would be answered where a network is (`no-cors`: an opaque answer
# is an answer): by name and by IP address, from the page's script, an image and a worker.
ASK_OUTSIDE = """async () => {
  // Each question has 15 s to be answered: a request left hanging fails the test as "no answer"
  // instead of holding the run (page.evaluate itself waits for ever).
  const bounded = (asked) => Promise.race([asked, new Promise(late => setTimeout(() => late("no answer"), 15000))]);
  const tried = (ask) => bounded((async () => { try { await ask(); return "reached"; } catch (e) { return "refused"; } })());
  const worker = new Worker(URL.createObjectURL(new Blob([
    "fetch('http://example.org/from-a-worker', {mode: 'no-cors'}).then(() => postMessage('reached'), () => postMessage('refused'))"])));
  // Listened to in the task that starts the worker: a dedicated worker's messages are delivered
  // as they come, and one that came while the questions below were awaited, before a listener was
  // set, would be lost (the run then waited for it for ever, about one run in three).
  const heard = bounded(new Promise(said => { worker.onmessage = e => said(e.data); }));
  return {
    name: await tried(() => fetch("http://example.com/style.css", {mode: "no-cors"})),
    address: await tried(() => fetch("http://192.0.2.1/font.woff2", {mode: "no-cors"})),
    image: await tried(() => new Promise((ok, no) => { const i = new Image(); i.onload = ok; i.onerror = no;
                                                      i.src = "https://images.example.net/a.png"; })),
    worker: await heard,
    site: (await fetch("/assets/wsdv.css")).status,
  };
}"""


def test_the_tours_cut_reaches_the_site_and_nothing_else(browser, site):
    """The dark tour's cut (pagetour.nowhere, only_the_site, note_outside): through a proxy that reaches nothing, with
    the site's host passed by it, the site's page and files load, and every request for another host
    fails at the proxy and is noted, whoever asks and however the host is named."""
    home = urlparse(site)
    with nowhere() as proxy:
        context, pg = open_page(browser, **only_the_site(proxy, site))
        try:
            outside = note_outside(context, home.netloc)
            failed: dict[str, str | None] = {}
            context.on("requestfailed", lambda r: failed.update({r.url: r.failure}))
            response = pg.goto(site + "faq/")
            said = pg.evaluate(ASK_OUTSIDE)
        finally:
            context.close()
    assert response is not None and response.status == 200
    assert said == {"name": "refused", "address": "refused", "image": "refused", "worker": "refused", "site": 200}, said
    asked = ["http://example.com/style.css", "http://192.0.2.1/font.woff2", "https://images.example.net/a.png",
             "http://example.org/from-a-worker"]
    assert sorted(outside) == sorted(asked), outside
    # Refused by the proxy, not by a machine without a network (that would say the name is not resolved).
    assert {url: failed.get(url) for url in asked} == dict.fromkeys(asked, "net::ERR_PROXY_CONNECTION_FAILED"), failed
    assert pg.errors == [] and pg.missing == [], (pg.errors, pg.missing)


def test_gallery_filters_survive_reload_and_back_with_a_count_in_the_page_language(page, site, built_site):
    """Filtering the Ukrainian gallery by icon and by side: the address keeps the choice, the count and the
    labels are Ukrainian, and both a reload and coming back from a card page restore the filtered gallery."""
    words = load_strings()["uk"]
    cards = built_site.cards
    side = cards[0].triggered_by[0]
    icon = next(iter(cards[0].icons)).icon
    expected = [c for c in cards if side in c.triggered_by and icon in {u.icon for u in c.icons} | set(c.corner)]
    assert 0 < len(expected) < len(cards)

    def check() -> None:
        assert f"icon={icon}" in page.url and f"side={side}" in page.url
        assert page.locator("select[data-filter=icon]").input_value() == icon
        assert page.locator("select[data-filter=side]").input_value() == side
        assert page.locator(".wsdv-card-tile:visible").count() == len(expected)
        assert page.locator(".wsdv-count").inner_text() == words.raw("cards-shown", count=len(expected))

    page.goto(site + "uk/cards/")
    labels = page.locator(".wsdv-filters label").all_inner_texts()
    for key in ("filter-decade", "filter-colour", "filter-icon", "filter-side"):
        assert any(label.startswith(words.raw(key)) for label in labels), (key, labels)
    assert page.locator(".wsdv-count").inner_text() == words.raw("cards-shown", count=len(cards))
    page.select_option("select[data-filter=icon]", icon)
    page.select_option("select[data-filter=side]", side)
    check()
    shot(page, "gallery-filters-uk")
    page.reload()
    check()
    page.locator(".wsdv-card-tile:visible").first.click()
    page.wait_for_url(lambda url: "?" not in url and "/uk/cards/" in url)
    page.go_back()
    page.wait_for_url(lambda url: f"icon={icon}" in url)
    check()
    # Every count the filters can give has its words in the page's language.
    counts = json.loads(page.locator(".wsdv-count").get_attribute("data-counts"))
    assert counts[str(len(expected))] == words.raw("cards-shown", count=len(expected))


@pytest.mark.parametrize("lang", ["en", "de", "pl", "uk", "it", "fr"])
def test_search_in_every_language_finds_a_card_by_its_title_there(page, site, built_site, lang):
    """Each language's own index: a card's title in the language finds that card's page in the language
    first, every result is in the language, and the count under the box speaks the language too."""
    card = next(c for c in built_site.cards if c.number == "1")
    root = "" if lang == "en" else f"{lang}/"
    page.goto(site + root)
    box = page.locator("input.md-search__input")
    box.click()
    box.fill(card.title(lang))
    box.press("End")
    page.locator(".md-search-result__item").first.wait_for(state="visible", timeout=20_000)
    found = list(dict.fromkeys(page.evaluate(
        "() => [...document.querySelectorAll('.md-search-result__item > a')].map(a => new URL(a.href).pathname)")))
    assert found[0] == f"/{root}cards/{card.slug}/", found
    assert all(p.startswith(f"/{root}") and (lang != "en" or p.split("/")[1] not in LANG_ROOTS) for p in found), found
    meta = page.locator(".md-search-result__meta").inner_text()
    numbers = re.findall(r"\d+", meta)
    assert len(numbers) == 1 and (int(numbers[0]) == len(found) or len(found) >= 10), (meta, found)
    # The count in the site's own words for the page's language (theme-search-result-*, build.THEME_WORDS).
    words = load_strings()[lang]
    key = "one" if int(numbers[0]) == 1 else "other"
    assert meta == words.raw(f"theme-search-result-{key}").replace("#", numbers[0]), meta


LANG_ROOTS = ("de", "pl", "uk", "it", "fr")
