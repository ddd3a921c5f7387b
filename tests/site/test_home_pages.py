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
