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

import pagetour as tours
import pytest
from browsing import CHROMIUM, FLAGS, cannot_start, note_handlers, open_page, reset_page
from wsdvtest import ahead, once_per_run

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


def _make_site(variants: tuple[str, ...], root: Path) -> None:
    """The site of `wsdv site build --variant V...` in `root/site`, its Markdown tree in `root/markdown`."""
    said = io.StringIO()
    with contextlib.redirect_stderr(said):
        code = main(["site", "build", "-q", "--out", str(root / "site"), "--markdown", str(root / "markdown"),
                     *(w for v in variants for w in ("--variant", v))])
    assert code == 0, said.getvalue()
    (root / "stderr.txt").write_text(said.getvalue(), encoding="utf-8")


# The shipped content's site, which a worker may make while it waits for another shared build (`built_site`;
# wsdvtest.ahead; CPU seconds measured 28 Nov 2026).
_shipped_site = ahead("site", "built_site", partial(_make_site, ()), seconds=36)
# The languages of the shipped content's two-language site (`polish_site`), English with them: those
# rebuilt_site's first build is asked for (tests/conftest.py).
POLISH = ("pl",)


@pytest.fixture(scope="session")
def shared_site(tmp_path_factory, site_cards) -> Callable[..., Built]:
    """`shared_site(*variants)`: the site `wsdv site build --variant V...` builds, with its Markdown
    tree, once per test run whatever the number of workers (`wsdvtest.once_per_run`), shared by every
    test that asks for the same variants. Tests read it and never change it."""
    made: dict[tuple[str, ...], Built] = {}

    def get(*variants: str) -> Built:
        if variants not in made:
            root = once_per_run(tmp_path_factory, "-".join(("site", *variants)), partial(_make_site, variants)) \
                if variants else _shipped_site(tmp_path_factory)
            cards = site_cards if not variants else load_cards(build(variants=list(variants)).rules, None, LANGS,
                                                               Names())
            made[variants] = Built(root / "site", root / "markdown", cards,
                                   (root / "stderr.txt").read_text(encoding="utf-8"))
        return made[variants]

    return get


@pytest.fixture(scope="session")
def polish_site(rebuilt_site, rules) -> Built:
    """The shipped content's site built with `--language pl`: English and Polish alone, with its Markdown
    tree (once per run: rebuilt_site's first build, tests/conftest.py). The site a localizer previews
    (test_site_languages.py), and the root the two editions' site is compared with
    (test_site_editions_linked.py, whose build has the same two languages)."""
    return Built(rebuilt_site.first_out, rebuilt_site.first_markdown, load_cards(rules, None, ("en", *POLISH), Names()),
                 "\n".join(rebuilt_site.first.warnings))


@pytest.fixture(scope="session")
def built_site(shared_site) -> Built:
    """The full build of the shipped content, through `wsdv site build` itself (once per run)."""
    return shared_site()


class _Chromium:
    """One Chromium for a run of browser modules in this process, shared by them (each test opens
    contexts and pages of its own in it). Launching costs a second or two of CPU, and closing it hands
    back what it held; a module-scoped browser paid that once per module (about 15 of them).

    It stops when the process goes on to a module with no browser test (`pytest_runtest_teardown`
    below): while Playwright runs, its event loop is this thread's running loop, and a test that used
    asyncio would be refused by it; the sites are built before it starts (see `browser`)."""

    def __init__(self) -> None:
        self._playwright = None
        self._browser = None
        self._refused: str | None = None  # why Chromium could not start, said again for the next module

    def get(self):
        if self._refused is not None:
            cannot_start(self._refused)
        if self._browser is None:
            self._browser = self._launch()
        return self._browser

    def _launch(self):
        try:
            from playwright.sync_api import Error, sync_playwright
        except ImportError as err:  # the dev extra installs it
            self._refused = f"the playwright package is missing ({err})"
            cannot_start(self._refused)
        if not Path(CHROMIUM).exists():
            self._refused = f"no Chromium at {CHROMIUM} (apt-get install chromium)"
            cannot_start(self._refused)
        # Playwright gives the browser a fresh temporary profile (its own --user-data-dir) each launch.
        self._playwright = sync_playwright().start()
        try:
            return self._playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True,
                                                    timeout=60_000)
        except Error as err:
            self.stop()
            self._refused = str(err).splitlines()[0]
            cannot_start(self._refused)

    def stop(self) -> None:
        if self._browser is not None:
            self._browser.close()
            self._browser = None
        if self._playwright is not None:
            self._playwright.stop()
            self._playwright = None


_CHROMIUM = _Chromium()


def _uses_browser(item) -> bool:
    """Whether any test of `item`'s module uses the browser."""
    module = item.nodeid.split("::")[0]
    return any(other.nodeid.split("::")[0] == module and "browser" in other.fixturenames
               for other in item.session.items)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """After a test's teardown (its module's fixtures are closed when the next test is in another
    module): the shared Chromium stops when the next test's module has no browser test, or none comes."""
    yield
    if nextitem is None or (nextitem.module is not item.module and not _uses_browser(nextitem)):
        _CHROMIUM.stop()


@pytest.fixture(scope="module")
def browser(site):
    # `site` first: the site is built before Playwright's event loop runs in this thread.
    return _CHROMIUM.get()


@pytest.fixture(scope="session")
def site(built_site):
    """The shipped site served on localhost, for every browser test of this process."""
    httpd, url = serve_in_thread(built_site.out)
    yield url
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="session")
def _tours() -> dict[tuple[str, str], dict]:
    return {}


@pytest.fixture(scope="module")
def tour(browser, site, built_site, tmp_path_factory, _tours) -> Callable[[str, str], dict]:
    """`tour(lang, scheme)`: what the checks that go over every kind of page read from each page of
    `lang` in `scheme`, every page loaded once for all of them and both schemes (pagetour.py), with the
    tours `pagetour.together` makes in the same context; made once per run for every xdist worker
    (`wsdvtest.once_per_run`). Tests read it and never change it.
    A tour that starts from the colours another language's tour passed (pagetour.COLOURS_FROM) has
    that tour made first."""

    def make(langs: tuple[str, ...], folder: Path) -> None:
        known = {lang: {scheme: tours.passed_colours(get(tours.COLOURS_FROM[lang], scheme)) for scheme in tours.SCHEMES
                        if "axe" in tours.checks(lang, scheme)}
                 for lang in langs if lang in tours.COLOURS_FROM}
        tours.save(tours.take(browser, site, built_site, langs, known), folder)

    def get(lang: str, scheme: str) -> dict:
        if (lang, scheme) not in _tours:
            langs = tours.together(lang)
            folder = once_per_run(tmp_path_factory, "tour-" + "-".join(langs), partial(make, langs))
            for made, by_scheme in tours.load(folder).items():
                for each, seen in by_scheme.items():
                    _tours[made, each] = seen
        return _tours[lang, scheme]

    return get


@pytest.fixture(scope="module")
def _module_page(browser):
    """One page for every test of a module that takes `page`: a fresh page starts a renderer, about
    1.3 s of Chromium's CPU with its first load, which a test's own page paid each time. `page`
    resets it after each test (`reset_page`)."""
    context, pg = open_page(browser)
    yield context, pg, note_handlers(pg)
    context.close()


@pytest.fixture
def page(_module_page, site):
    """The module's page, as a test would find a page of its own: on a document that runs nothing
    (the site's QUIET one after the first test, browsing.reset_page), at a desktop's size, with no
    storage, cookies, routes, emulated media or handlers of the test before. Its JavaScript errors
    and unanswered requests fail the test that made them."""
    context, pg, listeners = _module_page
    yield pg
    reset_page(context, pg, site, listeners)
    errors, missing = list(pg.errors), list(pg.missing)
    pg.errors.clear()
    pg.missing.clear()
    assert errors == [], f"JavaScript errors on the page: {errors}"
    assert missing == [], f"requests the site could not answer: {missing}"
