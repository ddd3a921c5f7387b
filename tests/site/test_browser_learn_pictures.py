"""Newcomer review 4's leftovers in Chromium: the board as set up on the board part (F1), the whole
board's names readable on a phone (F9: 5 to 8 px fitted to 390), the other side's crest enlarged beside
EX-11's card (F4), and German search, where "Aufbau" meant both setup and building (F10)."""

from __future__ import annotations

from browsing import open_settled, shot

from interpreter.site import boardmap

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
READABLE = 9.0   # CSS pixels: a card page's reading size (test_browser_phone.py)


def _smallest_text(locator) -> float:
    """The smallest drawn height of a picture's words (a <text>'s box), in CSS pixels."""
    return locator.evaluate("""svg => Math.min(...[...svg.querySelectorAll('text')]
        .map(t => t.getBoundingClientRect().height).filter(h => h > 0))""")


def test_the_set_up_board_stands_under_the_checklist_and_reads_on_a_phone(page, site):
    """The board part shows the board as set up under its checklist. On a desktop it is as wide as the
    column allows, up to 640 px; on a phone it keeps 640 px in a frame that scrolls sideways (the page
    does not), so its names read at 9 px or more, as do the whole map's above it."""
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        open_settled(page, site + "learn-board/")
        board = page.locator(".wsdv-setup-board svg.wsdv-example-map")
        board.scroll_into_view_if_needed()
        assert board.is_visible()
        checklist = page.locator(".wsdv-checklist-setup").bounding_box()
        assert board.bounding_box()["y"] > checklist["y"] + checklist["height"] - 1
        assert 600 <= board.bounding_box()["width"] <= 641, size
        # the picture begins at the coast: no band of empty ground above the northernmost area (it was
        # 129 px tall), nor below the southernmost
        top, north, south, bottom = board.evaluate("""svg => {
            const areas = [...svg.querySelectorAll('path.wsdv-area-shape')].map(p => p.getBoundingClientRect());
            const b = svg.getBoundingClientRect();
            return [b.top, Math.min(...areas.map(a => a.top)), Math.max(...areas.map(a => a.bottom)), b.bottom]; }""")
        assert 0 <= north - top <= 16 and 0 <= bottom - south <= 16, (size, top, north, south, bottom)
        assert _smallest_text(board) >= READABLE, size
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
        shot(page, f"learn-setup-board-{size['width']}")
    frames = page.locator(".wsdv-zoom")
    assert frames.count() == 2   # the whole map and the set-up board
    for i in range(2):
        frame = frames.nth(i)
        assert frame.evaluate("f => f.scrollWidth > f.clientWidth && getComputedStyle(f).overflowX === 'auto'")
        assert frame.get_attribute("tabindex") == "0" and frame.get_attribute("aria-label")
    whole = page.locator(".wsdv-zoom img").first
    assert whole.bounding_box()["width"] >= 639


def test_the_other_sides_crest_is_in_view_and_large_beside_ex_11s_card(page, site):
    """EX-11's point, East's crest on card 11's unrest icon, was a 10 px dot. The icon is drawn again
    under the card, its crest 40 px or more across and ringed, in view on a phone without scrolling
    sideways, with its words."""
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        open_settled(page, site + "learn-turn/")
        callout = page.locator("#example-ex-11 ~ .wsdv-crest-callouts .wsdv-crest-callout").first
        callout.scroll_into_view_if_needed()
        crest = callout.locator("g.crest").first.bounding_box()
        assert crest["width"] >= 40, (size, crest)
        box = callout.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"], size
        assert "other side" in callout.inner_text()
        shot(page, f"learn-ex-11-crest-{size['width']}")


def _search(page, site, words: str) -> list[str]:
    page.goto(site + "de/")
    box = page.locator("input.md-search__input")
    box.click()
    box.fill(words)
    box.press("End")
    page.locator(".md-search-result__item").first.wait_for(state="visible", timeout=20_000)
    return page.evaluate("""() => [...document.querySelectorAll('.md-search-result__item > a')]
        .map(a => new URL(a.href).pathname)""")


def test_german_aufbau_means_building_and_spielaufbau_finds_the_setup(page, site):
    """Review 4, F10: on the German site "Aufbau" ranked the tracks page ("Leisten und Aufbau", the
    setup) first, then building: one word for both. The setup is now the Spielvorbereitung, so "Aufbau"
    finds building first; a player who types "Spielaufbau" still finds the setup."""
    found = _search(page, site, "Aufbau")
    assert "/de/learn-economy/" in found, found
    assert found[0] != "/de/tracks/", found
    assert "Spielvorbereitung" not in page.locator(".md-search-result__item").first.inner_text()
    found = _search(page, site, "Spielaufbau")
    assert {"/de/tracks/", "/de/learn-board/"} & set(found), found


def test_an_examples_names_read_on_a_phone(page, site):
    """Review 4, F9 spoke of 8-9 px labels in the pictures on a phone. An example's picture spans the
    text's width there, its names and numbers 9 px or more (EX-15, the most crowded; EX-13)."""
    page.set_viewport_size(PHONE)
    open_settled(page, site + "learn-decade/")
    for ex in ("ex-13", "ex-15"):
        picture = page.locator(f"#example-{ex} ~ .wsdv-example-pictures svg.wsdv-example-map").first
        picture.scroll_into_view_if_needed()
        assert _smallest_text(picture) >= READABLE, ex


def test_no_line_of_infrastructure_crosses_a_name_in_ex_15(page, site):
    """The newcomer saw EX-15's names struck through by connections. As Chromium draws them (each
    name's box as its font makes it), no name of the picture is crossed by infrastructure, a
    connection's empty places or a panel's leader, in the picture before or after, on a desktop."""
    page.set_viewport_size(DESKTOP)
    open_settled(page, site + "learn-decade/")
    maps = page.locator("#example-ex-15 ~ .wsdv-example-pictures").first.locator("svg.wsdv-example-map")
    assert maps.count() == 2
    names = maps.first.evaluate("""svg => [...svg.querySelectorAll('g[id$="-names"] text')].map(t => {
        const b = t.getBBox(); return [t.textContent, b.x, b.y, b.x + b.width, b.y + b.height]; })""")
    assert len(names) >= 6, names
    for i in range(2):
        lines = maps.nth(i).evaluate("""svg => [...svg.querySelectorAll(
                'line.wsdv-map-line, line.wsdv-map-slot, line.wsdv-map-rule')]
            .filter(l => !l.closest('g.site'))
            .map(l => ['x1', 'y1', 'x2', 'y2', 'stroke-width'].map(k => parseFloat(l.getAttribute(k))))""")
        assert len(lines) >= 20, len(lines)
        crossed = [(name, line) for name, x0, y0, x1, y1 in names for line in lines
                   if _hits(line, (x0 - line[4] / 2, y0 - line[4] / 2, x1 + line[4] / 2, y1 + line[4] / 2))]
        assert crossed == [], (i, crossed)
    maps.first.scroll_into_view_if_needed()
    shot(page, "learn-ex-15-pictures")


def _hits(line: list[float], box: tuple[float, float, float, float]) -> bool:
    """Whether the segment (x1, y1, x2, y2) meets the box (x0, y0, x1, y1)."""
    return boardmap._segment_hits_box((line[0], line[1]), (line[2], line[3]), box)
