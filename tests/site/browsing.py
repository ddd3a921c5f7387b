"""Chromium for the site's browser tests: where it is, how it starts, how a page is opened and
photographed. The fixtures that use these (`browser`, `site`, `page`) are in conftest.py, so every
browser test file shares them."""

from __future__ import annotations

import contextlib
import os
import shutil
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("WSDV_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SHOTS = Path(os.environ.get("WSDV_SCREENSHOTS", Path(__file__).resolve().parents[2] / "build" / "site-screenshots"))


def cannot_start(reason: str) -> None:
    """Skip, loudly, where Chromium cannot start; on CI (CI=true, which installs it) fail instead."""
    message = f"CHROMIUM CANNOT START, THE BROWSER TEST DID NOT RUN: {reason}"
    if os.environ.get("CI"):
        pytest.fail(message)
    warnings.warn(message, stacklevel=2)
    pytest.skip(message)


# The site's service worker (interpreter/site/offline.py) is tested where it runs, test_browser_offline.py;
# the other tests' contexts block it (`no_worker`). Network-first, it hands every request on and gives the
# same answers, but it fetched each page's files a second time to keep them: a third of a visit's CPU.
# (Playwright's routes, as test_browser_siteaudit.py's, see requests only when no worker handles them.)
NO_WORKER = {"service_workers": "block"}
DESKTOP = {"width": 1280, "height": 900}  # a browser test's page, unless it asks for another size


def open_page(browser, **options):
    """A new page that records JavaScript errors and every request answered with an error status
    (`missing`; a test that asks for a missing page on purpose removes it from there). Its context
    blocks the service worker unless `service_workers="allow"` is given (NO_WORKER), and is a
    desktop's size unless `viewport` is given (a phone's: its pages are opened at that size)."""
    context = browser.new_context(**{"viewport": DESKTOP, **NO_WORKER, **options})
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    pg.errors, pg.missing = [], []
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))
    pg.on("response", lambda r: pg.missing.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    return context, pg


# A document of the site's origin that runs no script: where `reset_page` clears the origin's storage,
# after the test's own document has unloaded (and written what it writes on leaving), and leaves the
# page for the next test (it asks for nothing more, and the next test's first load unloads it).
QUIET = "manifest.webmanifest"


def note_handlers(pg) -> list[tuple[str, Callable[..., object]]]:
    """From now on, note every handler added to `pg` with `on` or `once` (a test's own; `open_page`'s
    were added before), so that `reset_page` takes them off again with Playwright's public
    `remove_listener`, which removes a handler one holds (a `once` handler that has run is gone
    already, and removing it again does nothing). The list it returns fills with (event, handler)."""
    added: list[tuple[str, Callable[..., object]]] = []

    def noting(add: Callable[[str, Callable[..., object]], None]) -> Callable[[str, Callable[..., object]], None]:
        def register(event: str, handler: Callable[..., object]) -> None:
            added.append((event, handler))
            add(event, handler)
        return register

    pg.on, pg.once = noting(pg.on), noting(pg.once)
    return added


def reset_page(context, pg, site: str, added: list[tuple[str, Callable[..., object]]]) -> None:
    """Bring a page shared by a module's tests (conftest.py's `page`) back to what `open_page` made, so
    that no test sees what the one before it did: other pages of its context closed, routes and the
    handlers a test added (`added`, filled by `note_handlers`) removed, emulated media and the viewport back to a desktop's screen, the
    site's cookies, local and session storage gone, the page on the site's QUIET document. Its error
    lists are left to the caller: what the test's document did on leaving belongs to that test.

    The page stays on QUIET rather than going on to about:blank (a fresh page's document): nothing a
    test reads or does before its first load differs on either, and that navigation cost about 0.1 s of
    CPU a test with the next test's load (four pages, six alternated rounds, 28 Nov), some 90 tests a
    run."""
    assert not pg.is_closed(), "a test closed the page its module shares; it must close only pages of its own"
    for other in context.pages:
        if other != pg:
            other.close()
    context.unroute_all()
    pg.unroute_all()
    for event, handler in added:
        pg.remove_listener(event, handler)
    added.clear()
    pg.set_default_timeout(30_000)
    pg.set_default_navigation_timeout(30_000)
    pg.emulate_media(media="null", color_scheme="light", reduced_motion="no-preference", forced_colors="none",
                     contrast="no-preference")
    if pg.viewport_size != DESKTOP:
        pg.set_viewport_size(DESKTOP)
    pg.goto(site + QUIET)
    pg.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
    context.clear_cookies()


# A page settled after its load event: its fonts loaded (a face that arrives late lays the text out
# again; the dark audit reads which faces loaded) and two frames drawn after that. Loads wait for the
# load event and this, not until the network is idle: that waited half a second with no request after
# the favicon's, some 130 loads a run, and recorded the same (docs/development.md, 28 Nov, suiteidle).
SETTLED = """async () => { await document.fonts.ready;
    await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))); }"""


def open_settled(pg, address: str):
    """Load ``address`` in ``pg`` to its load event, then let it settle (SETTLED); the response."""
    response = pg.goto(address, wait_until="load")
    pg.evaluate(SETTLED)
    return response


@contextlib.contextmanager
def scripts_off(pg) -> Iterator[None]:
    """Within it, `pg`'s documents run no script from their next load on, as in a context made with
    `java_script_enabled=False` (in Chromium Playwright turns them off with the same DevTools call,
    Emulation.setScriptExecutionDisabled); on again after. The module's shared page stands in for a
    context of its own: a new context and its renderer cost about 1.4 to 1.8 s of CPU, the call 0.6
    s with the page's load (28 Nov). (A test can still evaluate in the page: DevTools' calls run.)"""
    session = pg.context.new_cdp_session(pg)
    session.send("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        yield
    finally:
        session.send("Emulation.setScriptExecutionDisabled", {"value": False})
        session.detach()


def shot(pg, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pg.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False)


# One page of every kind the site has, as paths under a language's root ({card}, {source}: the first of each);
# the checks that read every kind of page (axe, the site audit) read them in one tour per language and
# scheme (pagetour.py).
PAGE_KINDS = {"home": "", "rules": "rules/", "gallery": "cards/", "card": "cards/{card}/", "icons": "icons/",
              "map": "map/", "faq": "faq/", "variants": "variants/", "phases": "phases/", "tracks": "tracks/",
              "glossary": "glossary/", "reading-a-card": "reading-a-card/", "primitives": "guide/primitives/",
              "guide": "guide/commands/", "source": "source/{source}/",
              "learn": "learn/", "learn-part": "learn-decade/", "places": "places/", "player-aid": "player-aid/",
              "contributing": "contributing/", "not-found": "no-such-page/", "not-found-deep": "no/such/page/"}


def page_kinds(built_site, lang: str) -> dict[str, str]:
    """Every page kind's address under `lang`'s root, with the first card and content file."""
    card = built_site.cards[0].slug
    source = sorted(p.name for p in (built_site.out / "source").iterdir() if p.is_dir())[0]
    root = "" if lang == "en" else f"{lang}/"
    return {kind: root + path.format(card=card, source=source) for kind, path in PAGE_KINDS.items()}
