"""Issue 26 in Chromium: the reader's switch that hides the rule-as-the-game-runs-it boxes (kept on
every page), the worked examples' boards on the learning path, and the player aid on paper."""

from __future__ import annotations

import re

from browsing import PAGE_KINDS, SETTLED, open_settled, shot
from pagetour import FAILING, axe_source


def test_the_notation_boxes_can_be_hidden_on_every_page(page, site):
    open_settled(page, site + "rules/")
    box = page.locator("details.wsdv-notation").first
    button = page.locator(".wsdv-notation-switch button")
    assert box.is_visible() and button.is_visible()
    assert button.get_attribute("aria-pressed") == "false"
    button.click()
    assert not box.is_visible() and button.get_attribute("aria-pressed") == "true"
    open_settled(page, site + "phases/")  # the choice holds on the next page
    assert not page.locator("details.wsdv-notation").first.is_visible()
    page.locator(".wsdv-notation-switch button").click()
    assert page.locator("details.wsdv-notation").first.is_visible()


def test_the_learning_path_shows_the_examples_boards(page, site):
    page.goto(site + "learn/#example-ex-01", wait_until="load")  # an old permalink: it leads on to the part
    page.wait_for_url("**/learn-economy/#example-ex-01")
    page.evaluate(SETTLED)
    board = page.locator("#example-ex-01 ~ figure.wsdv-example").first
    assert board.is_visible()
    assert board.locator("tbody tr").count() >= 3
    shot(page, "learn-example-ex-01")
    open_settled(page, site + "uk/places/#place-w_berlin")
    assert page.locator("#place-w_berlin").is_visible()
    shot(page, "places-west-berlin-uk")


def test_the_player_aid_prints_without_navigation(page, site):
    open_settled(page, site + "player-aid/")
    page.emulate_media(media="print")
    assert not page.locator(".md-sidebar--primary").is_visible()
    assert not page.locator(".md-header").is_visible()
    assert page.locator("article table").count() == 2


def test_a_number_finds_its_card_first_and_does_not_flood(page, site):
    """Issue 26 §2: a query of digits is looked up exactly (search.exact_numbers): "44" gives card 44
    first among a handful of results, not every card and text holding 4x; "2. Auflage" finds the
    variants page first, not 97 cards numbered 2x."""
    for path, query, first in (("", "44", "/cards/44/"), ("de/", "2. Auflage", "/de/variants/")):
        page.goto(site + path, wait_until="load")
        # the theme reads the box when a key is released, not on `fill` alone (test_browser.py's _search)
        box = page.locator("input.md-search__input")
        box.click()
        box.fill(query)
        box.press("End")
        page.locator(".md-search-result__item").first.wait_for(state="visible", timeout=20_000)
        href = page.locator(".md-search-result__item > a").first.get_attribute("href")
        assert href.split("?")[0].endswith(first), (query, href)
        if query == "44":
            assert page.locator(".md-search-result__item").count() <= 10


def test_the_glossary_reads_on_a_phone_without_a_seven_column_table(page, site):
    """Issue 26 §3: at 390 CSS pixels each row of the glossary's terms is a block, each cell under its
    column's name, and nothing scrolls sideways."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_settled(page, site + "glossary/")
    table = page.locator("article table").first
    assert "wsdv-stack" in (table.get_attribute("class") or "")
    assert not table.locator("thead").is_visible()
    cell = table.locator("tbody tr").first.locator("td").nth(2)
    assert cell.get_attribute("data-label") and cell.evaluate("c => getComputedStyle(c).display") == "block"
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    assert page.evaluate("""() => [...document.querySelectorAll('.md-typeset__scrollwrap')]
                                   .every(w => w.scrollWidth <= w.clientWidth + 1)""")
    shot(page, "glossary-phone")


def test_the_examples_board_pictures_fit_a_phone_and_follow_the_dark_scheme(page, site):
    """Issue 26 §1: an example's before/after pictures side by side on a desktop; at 390 CSS pixels
    one at a time in the same place (the reader flips between them: test_browser_learnpath.py), as
    wide as the text and nothing scrolling sideways; in the dark scheme the map's ground turns dark."""
    page.goto(site + "learn/#example-ex-11", wait_until="load")  # an old permalink: it leads on to the part
    page.wait_for_url("**/learn-turn/#example-ex-11")
    page.evaluate(SETTLED)
    pictures = page.locator("#example-ex-11 ~ .wsdv-example-pictures").first
    maps = pictures.locator("svg.wsdv-example-map")
    assert maps.count() == 2 and maps.first.is_visible()
    first, second = (maps.nth(i).bounding_box() for i in range(2))
    assert abs(first["y"] - second["y"]) < 2 and second["x"] > first["x"] + first["width"] - 1   # side by side
    pictures.scroll_into_view_if_needed()
    shot(page, "learn-example-ex-11-pictures")
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site + "learn/#example-ex-11", wait_until="load")  # an old permalink: it leads on to the part
    page.wait_for_url("**/learn-turn/#example-ex-11")
    page.evaluate(SETTLED)
    first, second = (maps.nth(i).bounding_box() for i in range(2))
    assert abs(second["y"] - first["y"]) < 2 and abs(second["x"] - first["x"]) < 2   # one place, flipped
    assert maps.first.is_visible() and not maps.nth(1).is_visible()
    assert 300 <= first["width"] <= 390
    box = pictures.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390   # (the page's tables are the Learn layout's)
    maps.first.scroll_into_view_if_needed()
    shot(page, "learn-example-ex-11-pictures-phone")
    ground = maps.first.locator("rect.wsdv-map-ground")
    light = ground.evaluate("r => getComputedStyle(r).fill")
    page.evaluate("() => document.body.setAttribute('data-md-color-scheme', 'slate')")
    assert ground.evaluate("r => getComputedStyle(r).fill") != light
    # the after picture shows the before picture's map through <use>: what reaches into it is the
    # colour scheme its light-dark() colours read, and the map it names is there
    # (two of them: the map under the pictures' own lines, and the names over them)
    uses = maps.nth(1).locator("use")
    assert uses.count() == 2
    for use in uses.all():
        assert use.evaluate("u => getComputedStyle(u).colorScheme") == "dark"
        assert use.evaluate("u => !!document.getElementById(u.getAttribute('href').slice(1))")


def test_axe_finds_nothing_serious_in_the_examples_pictures(page, site, built_site):
    """axe-core over the Learn page's worked examples with their pictures (the page-kind check in
    test_browser_axe.py covers the whole page; this one names the pictures, so a page without them
    cannot pass it): no serious or critical violation, in the light and the dark scheme.

    The end of a decade's first part on a desktop is the page kind "learn-part" of the tours
    (pagetour.py), where axe reads the whole page, pictures included, at the same size, in the light and
    the dark scheme, in English and Ukrainian (the pictures' dark colours follow the theme's slate
    attribute alone, as the tour's dark scheme sets it and as this test set it). So that page is not
    loaded here again (28 Nov: a load and two runs of axe over the path's largest page); that its
    pictures are there is read from its HTML."""
    assert PAGE_KINDS["learn-part"] == "learn-decade/"
    decade = (built_site.out / "learn-decade" / "index.html").read_text(encoding="utf-8")
    assert len(re.findall(r'<svg [^>]*class="wsdv-example-map"[^>]*role="img"', decade)) >= 5
    axe = axe_source()
    run = """async () => {
        const r = await axe.run({include: [['.wsdv-example-pictures']]}, {resultTypes: ['violations'],
            runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}});
        return r.violations.map(v => v.id + ' [' + v.impact + '] ' + v.nodes[0].target.join(' '));
    }"""
    # the end of a decade's second part (its first is the tours'): the most examples, with changed
    # pieces; the economy's, with a refused move; on a desktop and on a phone (where the pictures are
    # flipped by their tabs)
    for path, size in (("learn-comparisons/", None), ("learn-economy/", None),
                       ("learn-comparisons/", {"width": 390, "height": 844})):
        if size:
            page.set_viewport_size(size)
        open_settled(page, site + path)
        assert page.locator(".wsdv-example-pictures svg[role=img]").count() >= 5
        page.add_script_tag(content=axe)
        for scheme in ("default", "slate"):
            page.evaluate(f"() => document.body.setAttribute('data-md-color-scheme', '{scheme}')")
            found = [v for v in page.evaluate(run) if any(f"[{impact}]" in v for impact in FAILING)]
            assert found == [], (path, size, scheme, found)
