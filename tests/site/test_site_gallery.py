"""The card gallery's page as the site writes it (pages.cards_index), read without a browser: what its
tiles carry for the script's filters and order, and the page's layout choices. The browser checks of the
same page are in test_browser.py."""

from __future__ import annotations

import html
import re

import pytest

from interpreter.site import pages
from interpreter.site.notation import Sources
from interpreter.words.names import Names
from interpreter.words.sitestrings import load_strings


@pytest.fixture(scope="module")
def gallery(shipped, site_cards):
    """The gallery's Markdown in a language, made from the shipped content."""
    strings = load_strings(inert=True)

    def made(lang: str) -> str:
        return pages.cards_index(pages.Context(shipped, site_cards, Names(), strings[lang], [], Sources()))
    return made


def test_the_gallery_has_no_table_of_contents_column(gallery):
    page = gallery("en")
    assert page.startswith("---\nhide:\n  - toc\n---\n")


def _tiles(page: str) -> list[str]:
    return re.findall(r'<a class="wsdv-card-tile"[^>]*>', page)


@pytest.mark.parametrize("lang", ["en", "pl", "uk"])
def test_each_tile_carries_its_title_and_text_in_the_page_language(gallery, site_cards, lang):
    """The words filter reads a tile's data-text: the card's number, title and text as the page's
    language has them (the locales'), never the English on a translated page."""
    tiles = _tiles(gallery(lang))
    assert len(tiles) == len(site_cards)
    for card, tile in zip(site_cards, tiles, strict=True):
        words = html.unescape(re.search(r' data-text="([^"]*)"', tile).group(1))
        assert words.startswith(card.number + " " + card.title(lang))
        assert card.text[lang] in words
        if lang != "en" and card.text["en"] != card.text[lang]:
            assert card.text["en"] not in words
        values = re.search(r' data-value="([^"]*)"', tile).group(1)
        assert values == ("" if card.special else " ".join(map(str, card.values)))


def test_the_words_field_value_filter_and_order_are_labelled_in_the_page_language(gallery):
    strings = load_strings(inert=True)["pl"]
    page = gallery("pl")
    assert (f'<label>{strings("filter-words")} <input type="search" data-filter="text" '
            f'placeholder="{strings("filter-words-hint")}"></label>') in page
    assert f'<label>{strings("filter-value")} <select data-filter="value">' in page
    order = re.search(r'<label>([^<]*) <select data-sort>(.*?)</select></label>', page)
    assert order and order.group(1) == strings("sort-label")
    assert re.findall(r'<option value="([^"]*)">', order.group(2)) == list(pages.SORTS)
    assert all(strings("sort-" + key) in order.group(2) for key in pages.SORTS)
