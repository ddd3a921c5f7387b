"""The player aid on paper: Chromium's print to PDF (A4) gives one or two pages in every language
(issue 26: a one- or two-page player aid), with nothing of the screen's navigation."""

from __future__ import annotations

import re

import pytest

from interpreter.words.l10n import available_languages

LANGS = tuple(available_languages())


@pytest.mark.parametrize("lang", LANGS)
def test_the_player_aid_prints_on_one_or_two_pages(page, site, lang):
    page.goto(site + ("" if lang == "en" else f"{lang}/") + "player-aid/", wait_until="load")
    page.evaluate("() => document.fonts.ready")
    pdf = page.pdf(format="A4")
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
    assert 1 <= pages <= 2, (lang, pages)
    # everything is there: the ten phases' rows, the wall's cost (which takes flight's place while the
    # wall stands) under flight, and every outcome (nothing hidden to make it fit)
    page.emulate_media(media="print")
    assert page.locator(".wsdv-aid table").nth(1).locator("tbody tr").count() == 10 + 1
    assert page.locator(".md-header").is_hidden() and page.locator(".md-sidebar--primary").is_hidden()
