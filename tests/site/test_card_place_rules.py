"""A card page names every special place its event names, beside the link to their rules.

Card 7 builds in the ČSSR and in Poland, whose rules are one section (the places abroad). The line
linking to it named the first place only: "The rules for the special places this card names: Poland."
(found by the site audit). Places that share a section are named together in its one link.
"""

from __future__ import annotations

import html

import pytest

from interpreter.site import learn, pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names
from interpreter.words.sitestrings import docs_dir, load_strings

LANGS = tuple(available_languages())


@pytest.mark.parametrize("lang", LANGS)
def test_places_sharing_a_rules_section_are_all_named(shipped, lang):
    t = load_strings(inert=True, languages=[lang])[lang]
    path = learn.load_path(docs_dir(None))
    cards = load_cards(shipped.rules, None, [lang], Names())
    ctx = pages.Context(shipped, cards, Names(), t, [], Sources(), None, path.place_anchor, path.rule_places())
    card = next(c for c in cards if c.id == "7")
    intro = t.raw("card-place-rules", places="").split(":")[0]
    line = next(x for x in pages.card_page(ctx, card).splitlines() if x.startswith(intro))
    line = html.unescape(line)
    for place in ("cssr", "polska"):
        assert ctx.raw_name("country", place) in line, line
    anchor = path.place_anchor("polska")
    assert anchor is not None and line.count(f"#{anchor})") == 1, line
