"""The icons page says what an icon does only to the sides the game aims it at.

An icon's definition takes any side, but the game may use it for one: the rundown icon strikes only
East (rulebook §5.3, "only East factories can become rundown"; every card and the prestige track
say `rundown(east)`). The site review read on the icons page "1 factory of West in the West becomes
rundown." and "1 rundown factory of West in the West is repaired.", moves that never happen.
"""

from __future__ import annotations

import html

import pytest

from interpreter.rules.cards import Reader
from interpreter.site import pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())


def _ctx(result, lang):
    t = load_strings(inert=True, languages=[lang])[lang]
    return pages.Context(result, load_cards(result.rules, None, [lang], Names()), Names(), t, [], Sources())


def _said(ctx, icon, side):
    """What the card text says of the icon aimed at `side`."""
    return ctx.card_text().icon(Reader(ctx.rules).use({"call": icon, "args": [side]}))


@pytest.mark.parametrize("lang", LANGS)
def test_rundown_and_repair_are_described_for_east_alone(shipped, lang):
    ctx = _ctx(shipped, lang)
    page = html.unescape(pages.icons_page(ctx))
    for icon in ("rundown", "repair"):
        section = page.split(f"{{ #icon-{icon} }}", 1)[1].split("\n## ", 1)[0]
        assert _said(ctx, icon, "east") in section
        assert _said(ctx, icon, "west") not in section, section
        # the picture too: one pictogram, East's
        assert section.count('class="wsdv-icon"') == 1, section


def test_an_icon_both_sides_use_is_described_for_both(shipped):
    ctx = _ctx(shipped, "en")
    used = pages.sides_in_use(ctx)
    assert used["place_unrest"] == ["west", "east"] and used["rundown"] == ["east"]
    said = pages.icon_sentences(ctx, "place_unrest", used)
    assert said == [_said(ctx, "place_unrest", "west"), _said(ctx, "place_unrest", "east")]
