"""Newcomer review 4's follow-ups in Chromium: the game at a glance on one screen, the setup checklist
and the glance on the printed aid, readable example cards on a desktop and a phone, old example
anchors leading to the example they named, German search for the word players use."""

from __future__ import annotations

import re

import pytest

from interpreter.site.svg import CARD_W
from interpreter.words.l10n import available_languages

LANGS = tuple(available_languages())
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
READABLE = 9.0   # CSS pixels, as a card page's face (test_browser_phone.py)
EVENT_TEXT = 7.5  # a face's event text, in its CARD_W units


def _root(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_at_a_glance_is_one_screen_on_a_desktop(page, site, lang):
    """Review 4, F2: the whole loop (a decade's start, its halves, its ten phases, the decades) in one box
    a reader sees whole without scrolling, each of its four lines linking to its part. On a phone the
    same is checked by test_browser_learnpath.py's test_every_page_of_the_path_fits_a_phone, on its
    load of the page at a phone's size (this test loaded it once more)."""
    page.set_viewport_size(DESKTOP)
    page.goto(site + _root(lang) + "learn/", wait_until="load")
    box = page.locator(".admonition.abstract").first
    height = box.bounding_box()["height"]
    assert height < DESKTOP["height"] - 100, (lang, height)
    assert box.locator("ol > li").count() == 4
    assert box.locator("a[href*='phases/#phase-']").count() == 10
    assert page.evaluate("document.documentElement.scrollWidth") <= DESKTOP["width"]


@pytest.mark.parametrize("lang", ["en", "uk", "fr"])
def test_the_printed_aid_has_the_glance_and_the_setup_on_its_two_pages(page, site, lang):
    """Review 4, F1/F2 and the aid's spare space on page 2 (about 100 px in Ukrainian and French): it now
    holds the glance and the setup checklist, and still prints on two A4 pages."""
    page.goto(site + _root(lang) + "player-aid/", wait_until="load")
    page.evaluate("() => document.fonts.ready")
    pdf = page.pdf(format="A4")
    assert len(re.findall(rb"/Type\s*/Page(?!s)", pdf)) == 2
    page.emulate_media(media="print")
    assert page.locator(".wsdv-aid .admonition.abstract ol > li").count() == 4
    assert page.locator(".wsdv-aid .wsdv-checklist ol > li").count() == 10
    assert page.locator(".wsdv-aid .wsdv-checklist ol > li").first.is_visible()
    assert page.locator(".wsdv-aid a.wsdv-more").first.is_hidden()   # a link leads nowhere on paper


def test_an_example_card_reads_on_a_desktop_and_a_phone(page, site):
    """Review 4, F4: card 11 in EX-11 was 150 px wide on a 1280 px screen, its text about 5 px and its
    crest (the example's point) a 10 px dot. Its event text is now 9 CSS px or more on both, and on a
    phone the page still does not scroll sideways."""
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        page.goto(site + "learn-turn/", wait_until="load")
        face = page.locator("#example-ex-11 ~ .wsdv-example-cards img").first
        face.scroll_into_view_if_needed()
        width = face.bounding_box()["width"]
        assert EVENT_TEXT * width / CARD_W >= READABLE, (size, width)
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]


def test_an_old_example_anchor_leads_to_the_example_it_named(page, site):
    """Review 4, F11: EX-16 was `#example-ex-15-3`; that link, on the part or on the first page, now
    lands on `#example-ex-16`, whose heading says EX-16."""
    for old in ("learn-decade/#example-ex-15-3", "learn/#example-ex-15-3"):
        page.goto(site + old, wait_until="load")  # wsdv.js follows a moved anchor before the load
        page.wait_for_url("**/learn-decade/#example-ex-16")
        assert "EX-16" in page.locator("#example-ex-16").inner_text()


def test_german_search_finds_the_police_under_the_rulebooks_word(page, site):
    """Review 4, F10: "Polizei" gave 0 results on the German site, whose term is "Staatsgewalt". It finds
    the Learn part that teaches police cards, and the result shows the page's own word."""
    page.goto(site + "de/")
    box = page.locator("input.md-search__input")
    box.click()
    box.fill("Polizei")
    box.press("End")
    page.locator(".md-search-result__item").first.wait_for(state="visible", timeout=20_000)
    found = page.evaluate("""() => [...document.querySelectorAll('.md-search-result__item > a')]
        .map(a => new URL(a.href).pathname)""")
    assert "/de/learn-unrest/" in found, found
    assert all(p.startswith("/de/") for p in found)
    assert "Staatsgewalt" in page.locator(".md-search-result").inner_text()
