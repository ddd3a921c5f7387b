"""The card gallery's page as the site writes it (pages.cards_index), read without a browser: what its
tiles carry for the script's filters and order, and the page's layout choices. The browser checks of the
same page are in test_browser.py."""

from __future__ import annotations

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
