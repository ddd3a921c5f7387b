"""The tracks page's deck plan is called by its rule's heading, not by the deck's id.

A deck has no name in the locales (its id is notation); the site review read "Deck plan: standard: 4
decades of 2 half-decades each…", the content's id `standard` leaking into a player page in every
language. The line now names the deck's rule and links to it on the rules page.
"""

from __future__ import annotations

import html

import pytest

from interpreter.site import pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words import prose
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())


@pytest.mark.parametrize("lang", LANGS)
def test_the_deck_plan_names_the_decks_rule_and_links_to_it(shipped, lang):
    t = load_strings(inert=True, languages=[lang])[lang]
    ctx = pages.Context(shipped, load_cards(shipped.rules, None, [lang], Names()), Names(), t, [], Sources())
    lines = pages.tracks_page(ctx).splitlines()
    start = lines.index(f"### {t.raw('deck-title')}")
    plan = [line for line in lines[start + 1:] if line.startswith("- ")]
    decks = shipped.checked.of_kind("deck")
    assert decks and len(plan) >= len(decks)
    for did, line in zip(decks, plan, strict=False):
        assert not line.startswith(f"- {did}:"), line
        heading = prose.title(ctx.l10n, "deck", did, lang)
        assert heading != did
        assert f'<a href="../rules/#rule-deck-{did}">{heading}</a>' in html.unescape(line), line
