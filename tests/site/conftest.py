"""The site is built once per test run (it takes a minute of CPU); every site test reads that build.

Under pytest-xdist each worker is a session of its own, so a session fixture alone would build the
site once per worker: `shared_site` builds each kind of site (the shipped content, or with variants)
once for the whole run (tests/wsdvtest.py `once_per_run`), and the workers read that one build."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pytest
from browsing import CHROMIUM, FLAGS, cannot_start, open_page
from wsdvtest import once_per_run

from interpreter.cli.main import main
from interpreter.rules.pipeline import build
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
def shared_site(tmp_path_factory, site_cards) -> Callable[..., Built]:
    """`shared_site(*variants)`: the site `wsdv site build --variant V...` builds, with its Markdown
    tree, once per test run whatever the number of workers (`wsdvtest.once_per_run`), shared by every
    test that asks for the same variants. Tests read it and never change it."""
    made: dict[tuple[str, ...], Built] = {}

    def make(variants: tuple[str, ...], root: Path) -> None:
        said = io.StringIO()
        with contextlib.redirect_stderr(said):
            code = main(["site", "build", "-q", "--out", str(root / "site"), "--markdown", str(root / "markdown"),
                         *(w for v in variants for w in ("--variant", v))])
        assert code == 0, said.getvalue()
        (root / "stderr.txt").write_text(said.getvalue(), encoding="utf-8")

    def get(*variants: str) -> Built:
        if variants not in made:
            root = once_per_run(tmp_path_factory, "-".join(("site", *variants)), partial(make, variants))
            cards = site_cards if not variants else load_cards(build(variants=list(variants)).rules, None, LANGS,
                                                               Names())
            made[variants] = Built(root / "site", root / "markdown", cards,
                                   (root / "stderr.txt").read_text(encoding="utf-8"))
        return made[variants]

    return get


@pytest.fixture(scope="session")
def built_site(shared_site) -> Built:
    """The full build of the shipped content, through `wsdv site build` itself (once per run)."""
    return shared_site()


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
