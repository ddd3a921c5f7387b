"""A card page names every place its event names: in the list of its event's icons, and beside the
link to the rules of the special ones.

Card 7 builds 2 points in the ČSSR and 2 in Poland, each place printed under its own icon, and both
places' rules are one section (the places abroad). The site audit found the page naming neither in
its icon list ("Build point (East) ×2, Build point (East) ×2") and only Poland in the line linking the
rules ("The rules for the special places this card names: Poland.").
"""

from __future__ import annotations

import html
import re

import pytest

from interpreter.site import learn, pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names
from interpreter.words.sitestrings import docs_dir, load_strings

LANGS = tuple(available_languages())


def _ctx(shipped, lang):
    t = load_strings(inert=True, languages=[lang])[lang]
    path = learn.load_path(docs_dir(None))
    cards = load_cards(shipped.rules, None, [lang], Names())
    return pages.Context(shipped, cards, Names(), t, [], Sources(), None, path.place_anchor, path.rule_places())


def _event_lines(ctx, card_id):
    """The numbered lines of the card page's list of event icons, their pictures left out."""
    card = next(c for c in ctx.cards if c.id == card_id)
    lines = [re.sub(r"<svg\b.*?</svg>", "", x) for x in pages.card_page(ctx, card).splitlines()]
    return [html.unescape(x) for x in lines if re.match(r"\d+\. ", x)]


@pytest.mark.parametrize("lang", LANGS)
def test_an_icons_own_place_is_named_in_the_event_list(shipped, lang):
    ctx = _ctx(shipped, lang)
    first = _event_lines(ctx, "7")[0]
    assert first.count(ctx.raw_name("country", "cssr")) == 1 and first.count(ctx.raw_name("country", "polska")) == 1
    assert first.index(ctx.raw_name("country", "cssr")) < first.index(ctx.raw_name("country", "polska")), first
    # a place the row gives (card 25's rows) is said once, after the row's icons, as before
    for line, place in zip(_event_lines(ctx, "25"), ("w_berlin", "west_germany"), strict=True):
        assert line.count(ctx.raw_name("places", (place,))) == 1, line


@pytest.mark.parametrize("lang", LANGS)
def test_places_sharing_a_rules_section_are_all_named(shipped, lang):
    ctx = _ctx(shipped, lang)
    card = next(c for c in ctx.cards if c.id == "7")
    intro = ctx.t.raw("card-place-rules", places="").split(":")[0]
    line = next(x for x in pages.card_page(ctx, card).splitlines() if x.startswith(intro))
    line = html.unescape(line)
    for place in ("cssr", "polska"):
        assert ctx.raw_name("country", place) in line, line
    anchor = ctx.place_rules("polska")
    assert anchor is not None and line.count(f"#{anchor})") == 1, line
