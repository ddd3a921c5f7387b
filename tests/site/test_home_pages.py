"""Every language's home page leads to every kind of rules page, the rules in words and the FAQ included."""

from __future__ import annotations

import re

import pytest

from interpreter.paths import docs_dir
from interpreter.words.l10n import available_languages

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

PAGES = ("cards/index.md", "icons.md", "map.md", "tracks.md", "rules.md", "phases.md", "variants.md",
         "glossary.md", "faq.md", "reading-a-card.md", "contributing.md")


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_links_every_kind_of_page(lang):
    text = (docs_dir() / lang / "index.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"\]\(([^)#]+)\)", text))
    assert set(PAGES) <= linked, sorted(set(PAGES) - linked)


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_speaks_to_a_player_first(lang):
    """Newcomer review 3, F18: how the site is generated was the second paragraph of a newcomer's first
    screen. The game comes first, then the way into the Learn path; the note on how the site is made
    comes last."""
    paragraphs = (docs_dir() / lang / "index.md").read_text(encoding="utf-8").strip().split("\n\n")
    assert "(learn.md)" in paragraphs[2]
    # the note on how the site is made (no link in it) closes the page, after the list of pages
    assert "](" not in paragraphs[-1]
    assert "](" not in paragraphs[1]
