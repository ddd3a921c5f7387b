"""The page a module's browser tests share (conftest.py's `page`): after `reset_page` nothing a test
did to it is left for the next test to see. This test dirties a page of its own in every way the
reset undoes and checks each one."""

from __future__ import annotations

from browsing import DESKTOP, QUIET, note_handlers, open_page, reset_page


def test_a_shared_page_keeps_nothing_of_the_test_before(browser, site):
    context, pg = open_page(browser)
    try:
        added = note_handlers(pg)
        heard: list[str] = []
        pg.on("request", lambda r: heard.append(r.url))
        pg.once("domcontentloaded", lambda: heard.append("domcontentloaded"))  # runs on the load below
        pg.route("**/*.css", lambda route: route.abort())
        context.route("**/*.js", lambda route: route.abort())
        pg.set_viewport_size({"width": 390, "height": 844})
        pg.emulate_media(media="print", color_scheme="dark", reduced_motion="reduce")
        pg.goto(site + "rules/", wait_until="load")
        pg.evaluate("""() => { localStorage.setItem('left', '1'); sessionStorage.setItem('left', '1');
                                document.cookie = 'left=1; path=/'; }""")
        assert context.cookies() != [] and pg.errors == []
        pg.once("load", lambda: heard.append("load"))  # still waiting when the reset comes
        popup = context.new_page()
        pg.missing.clear()  # (the aborted requests)

        assert "domcontentloaded" in heard and "load" not in heard, heard  # one `once` handler ran, one is waiting
        reset_page(context, pg, site, added)

        assert pg.url == site + QUIET and popup.is_closed() and context.pages == [pg]
        assert pg.viewport_size == DESKTOP and context.cookies() == []
        heard.clear()
        pg.goto(site + "rules/", wait_until="load")
        assert heard == [], "a test's handler outlived it"
        assert added == []
        assert pg.errors == [] and pg.missing == []  # `open_page`'s own handlers are still there
        # (the site's own script writes a key of its own on every load)
        assert pg.evaluate("() => [localStorage.getItem('left'), sessionStorage.getItem('left')]") == [None, None]
        assert pg.evaluate("""() => [matchMedia('print').matches, matchMedia('(prefers-color-scheme: dark)').matches,
                                     matchMedia('(prefers-reduced-motion: reduce)').matches]""") == [False] * 3
        # the routes are gone: the page's style sheet and scripts load
        assert pg.evaluate("() => getComputedStyle(document.querySelector('.md-header')).position") != "static"
        assert pg.evaluate("() => typeof document$") == "object"
        assert pg.errors == [] and pg.missing == []
    finally:
        context.close()
