"""Issue 26 §2, the two editions' sites linked: `wsdv site build --with-variant second_edition` builds the
base game's site (the 1st edition, the IT and FR rulebooks) at the root and the 2nd edition's whole site
(the UK rulebook) under `second_edition/`, and every page of each links to the same page in the other.

One build of both (once per test run), in English and Polish alone (`--language pl`): what the editions
bar and its links are made of is the same code in every language, and what a language changes, a
tree under its own folder (one level deeper) and the bar's words in its language, Polish has; the
four other languages' trees repeated the same pages with other words in each edition, about 50 s of
CPU of the 80 the build took. Its root is compared with the site built with the same two languages
and no variant (`polish_site`, conftest.py). Every language's bar words are checked as words by
`wsdv l10n check`.
"""

from __future__ import annotations

import contextlib
import io
import re
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from browsing import open_page, open_settled
from conftest import LANGS, POLISH
from pagetour import AXE_RUN as RUN
from pagetour import axe_source as _axe_source
from test_site_links import _target, broken_links
from wsdvtest import ahead

from interpreter import outputs
from interpreter.cli.main import main
from interpreter.site import build, simulation
from interpreter.site.serve import serve_in_thread

BAR = re.compile(r'<nav class="wsdv-editions" aria-label="[^"]*">(.*?)</nav>', re.S)
LINK = re.compile(r'<a href="([^"]*)">([^<]*)</a>')


def _build_both(root: Path) -> None:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["site", "build", "-q", "--with-variant", "second_edition", "--out", str(root / "site"),
                     *(w for lang in POLISH for w in ("--language", lang))]) == 0, err.getvalue()


# A worker may make it while it waits for another shared build (wsdvtest.ahead; CPU seconds measured 28 Nov 2026).
_both_made = ahead("two-editions", "both", _build_both, seconds=30)
BUILT = ("en", *POLISH)  # the languages of the two editions' site (English always, see build.site_languages)


@pytest.fixture(scope="module")
def both(tmp_path_factory) -> Path:
    """The two editions' site, built once per test run even when this module's tests run on several
    xdist workers (`wsdvtest.once_per_run`; two whole sites in two languages)."""
    return _both_made(tmp_path_factory) / "site"


@pytest.fixture(scope="module")
def served(both):
    httpd, url = serve_in_thread(both)
    yield url
    httpd.shutdown()
    httpd.server_close()


def _bar(page: Path) -> list[tuple[str, str]]:
    """The links of a page's editions bar: (href, name); the current edition is no link."""
    found = BAR.search(page.read_text(encoding="utf-8"))
    assert found, f"{page}: no editions bar"
    return LINK.findall(found.group(1))


def test_one_build_holds_both_editions(both):
    for lang in BUILT:
        root = "" if lang == "en" else f"{lang}/"
        assert (both / root / "rules" / "index.html").is_file()
        assert (both / "second_edition" / root / "rules" / "index.html").is_file()
    # and no tree of a language not asked for, in either edition
    for edition in (both, both / "second_edition"):
        assert sorted(p.name for p in edition.iterdir() if p.name in LANGS) == list(POLISH)
    # each is its edition: the 2nd edition's setup gives West Berlin's suppliers 2 unrest (UK §2)
    rules2 = (both / "second_edition" / "rules" / "index.html").read_text(encoding="utf-8")
    assert "2nd edition" in rules2
    # and §10 as each rulebook numbers it: Hamburg is §10.2 in the 1st edition, §10.3 in the 2nd
    hamburg = re.compile(r'id="rule-city-hamburg".*?<p class="wsdv-rule-section">(.*?)</p>', re.S)
    assert "§10.2" in hamburg.search((both / "rules" / "index.html").read_text(encoding="utf-8")).group(1)
    assert "§10.3" in hamburg.search(rules2).group(1)


def test_every_page_links_to_the_same_page_in_the_other_edition_and_back(both):
    pages = [p for p in both.rglob("index.html") if "search" not in p.parts and "source" not in p.parts]
    # a content file's page is one edition's own (each shows the files its rules come from): no bar
    for source in both.rglob("source/*/index.html"):
        assert BAR.search(source.read_text(encoding="utf-8")) is None, source
    checked = 0
    for page in pages:
        links = _bar(page)
        assert len(links) == 1, (page, links)
        href, _ = links[0]
        target, _ = _target(both.resolve(), page.resolve(), href)
        assert target.is_file(), (page, href)
        # the same page: its path below its edition's root is this page's
        here = page.resolve().relative_to(both.resolve())
        there = target.relative_to(both.resolve())
        if here.parts[0] == "second_edition":
            assert there == Path(*here.parts[1:]), (here, there)
        else:
            assert there == Path("second_edition", *here.parts), (here, there)
        back, _ = _target(both.resolve(), target, _bar(target)[0][0])
        assert back == page.resolve()
        checked += 1
    assert checked > 2 * len(BUILT) * 100   # both editions, both languages, every card and page


def test_the_bar_names_the_editions_in_the_page_s_language(both):
    assert _bar(both / "cards" / "44" / "index.html") == [("../../second_edition/cards/44/", "2nd edition")]
    assert _bar(both / "second_edition" / "pl" / "cards" / "44" / "index.html") == [
        ("../../../../pl/cards/44/", "Pierwsze wydanie")]
    page = (both / "second_edition" / "pl" / "index.html").read_text(encoding="utf-8")
    assert '<strong aria-current="page">' in BAR.search(page).group(1)
    assert "Edition" not in BAR.search(page).group(0) and "Pierwsze wydanie" in BAR.search(page).group(1)


def test_a_missing_page_of_an_edition_answers_with_that_edition_s_404_page(both, served):
    for path, own in (("second_edition/pl/cards/999/", "second_edition/pl/404.html"), ("pl/nothing", "pl/404.html")):
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(served + path)
        assert answer.value.code == 404
        assert answer.value.read() == (both / own).read_bytes()
    # the edition's 404 page links within its edition, from the host's root
    text = (both / "second_edition" / "pl" / "404.html").read_text(encoding="utf-8")
    assert 'href="/second_edition/pl/rules/"' in text and 'href="/pl/rules/"' not in text


def test_an_edition_s_404_page_links_within_its_folder_with_or_without_the_site_s_address(tmp_path):
    """MkDocs writes a 404 page's links from the host's root: from `/` without the site's address (the
    edition's are then moved under its folder, as the test above reads), else from the address's path,
    which for an edition is its folder's already (`URL/second_edition/`; test_site_meta.py reads
    `/wsdv/` on a 404 page of a site at `https://example.org/wsdv/`). Moved again, they led nowhere."""
    page = tmp_path / "pl" / "404.html"
    page.parent.mkdir()
    page.write_text('<a href="/pl/rules/"><script src="/assets/x.js"></script><a href="//example.org/">', encoding="utf-8")
    build._nest_not_found(tmp_path, "second_edition", None)
    assert page.read_text(encoding="utf-8") == ('<a href="/second_edition/pl/rules/">'
                                                '<script src="/second_edition/assets/x.js"></script><a href="//example.org/">')
    written = '<a href="/wsdv/second_edition/pl/rules/"><script src="/wsdv/second_edition/assets/x.js"></script>'
    page.write_text(written, encoding="utf-8")
    build._nest_not_found(tmp_path, "second_edition", "https://example.org/wsdv/second_edition/")
    assert page.read_text(encoding="utf-8") == written


BETWEEN_TAGS = re.compile(r">\s+<")


def test_the_root_edition_is_the_shipped_site_with_the_bar(both, polish_site):
    """The root of the two editions' site is what `wsdv site build` builds alone (with the same
    languages), each page with its editions bar added: the same files, all but the pages byte for
    byte, and each page the same once its bar (which holds no id) is taken out, the blank lines the
    template leaves around it aside."""
    built_site = polish_site
    shipped = {p.relative_to(built_site.out) for p in built_site.out.rglob("*") if p.is_file()}
    root = {p.relative_to(both) for p in both.rglob("*") if p.is_file() and p.relative_to(both).parts[0] != "second_edition"}
    assert root == shipped, (sorted(root - shipped)[:10], sorted(shipped - root)[:10])
    # wsdv's mark on each folder names the process that wrote it (under xdist, two workers): its kind is the same
    assert outputs.marked_as(built_site.out) == outputs.marked_as(both) == "site"
    barred = 0
    for path in sorted(shipped - {Path(outputs.MARKER)}):
        alone, with_bar = (built_site.out / path).read_bytes(), (both / path).read_bytes()
        if alone == with_bar:
            continue
        assert path.suffix == ".html", path
        text = with_bar.decode("utf-8")
        bar = BAR.search(text)
        assert bar is not None and " id=" not in bar.group(0), path
        without = text[:bar.start()] + text[bar.end():]
        assert BETWEEN_TAGS.sub("><", without) == BETWEEN_TAGS.sub("><", alone.decode("utf-8")), path
        barred += 1
    assert barred > len(BUILT) * 100   # every card and page of both languages


def test_no_link_of_either_edition_is_broken(both):
    """The 2nd edition's pages, and every anchor they name. The root edition's pages are the shipped
    site's with the bar (the test above), whose links test_site_links.py follows; each bar's link is
    followed by test_every_page_links_to_the_same_page_in_the_other_edition_and_back."""
    broken = broken_links(both, sources=lambda page: page.parts[0] == "second_edition")
    assert broken == [], f"{len(broken)} broken links, e.g.:\n" + "\n".join(broken[:20])


def test_the_simulation_report_is_named_as_one_edition_s_page():
    # the report is a run of the root site's game: its page has no counterpart in the other edition
    assert build.SIMULATION_PAGE == simulation.PAGE


def test_the_editions_bar_meets_wcag_in_both_schemes(browser, served):
    axe = _axe_source()
    for scheme in ("light", "dark"):
        context, pg = open_page(browser, color_scheme=scheme)
        try:
            for path in ("rules/", "second_edition/pl/cards/77/"):
                open_settled(pg, served + path)
                assert pg.locator("nav.wsdv-editions a").count() == 1
                pg.add_script_tag(content=axe)
                bad = [v for v in pg.evaluate(RUN) if v["impact"] in ("serious", "critical")]
                assert bad == [], (scheme, path, bad)
        finally:
            context.close()


def test_the_player_aid_s_number_column_is_narrow_in_print(browser, site):
    # (on the shipped site, in every language: the aid is no edition's own, and the two editions'
    # site has two languages)
    context, pg = open_page(browser)
    try:
        for lang in ("", "de/", "uk/"):
            open_settled(pg, site + lang + "player-aid/")
            pg.emulate_media(media="print")
            widths = pg.evaluate("""() => {
                const t = document.querySelector('#aid-phases ~ div table, #aid-phases ~ table');
                const first = t.querySelector('tr > :first-child');
                return [first.getBoundingClientRect().width, t.getBoundingClientRect().width];
            }""")
            number, table = widths
            assert number < 0.06 * table, (lang, widths)   # was as wide as a phase's name (5rem)
    finally:
        context.close()
