"""The site is built once per test session (it takes seconds); every site test reads that build."""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass
from pathlib import Path

import pytest
from browsing import CHROMIUM, FLAGS, cannot_start, open_page

from interpreter.cli.main import main
from interpreter.site.carddata import CardView, load_cards
from interpreter.site.serve import serve_in_thread
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names

LANGS = tuple(available_languages())  # the content's languages, from its locale folders


@dataclass
class Built:
    out: Path
    markdown: Path
    cards: list[CardView]
    stderr: str  # what the build printed on stderr (warnings)


@pytest.fixture(scope="session")
def site_cards(rules) -> list[CardView]:
    """The content's cards as the site shows them."""
    return load_cards(rules, None, LANGS, Names())


@pytest.fixture(scope="session")
def built_site(tmp_path_factory, site_cards) -> Built:
    """The one full build of the session, through `wsdv site build` itself."""
    root = tmp_path_factory.mktemp("site")
    out, md = root / "site", root / "markdown"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["site", "build", "-q", "--out", str(out), "--markdown", str(md)]) == 0, err.getvalue()
    return Built(out, md, site_cards, err.getvalue())


@pytest.fixture(scope="module")
def browser(site):
    # `site` first: the site is built before Playwright's event loop runs in this thread.
    try:
        from playwright.sync_api import Error, sync_playwright
    except ImportError as err:  # the dev extra installs it
        cannot_start(f"the playwright package is missing ({err})")
    if not Path(CHROMIUM).exists():
        cannot_start(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    # Playwright gives the browser a fresh temporary profile (its own --user-data-dir) each launch.
    with sync_playwright() as p:
        try:
            b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True, timeout=60_000)
        except Error as err:
            cannot_start(str(err).splitlines()[0])
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
    context, pg = open_page(browser)
    yield pg
    context.close()
    assert pg.errors == [], f"JavaScript errors on the page: {pg.errors}"
    assert pg.missing == [], f"requests the site could not answer: {pg.missing}"
