"""Words a newcomer reads on the rules pages: corner icons that say what they count for, track arrows
that point toward a side in the case the language asks for, end-of-decade headings that tell apart."""

from __future__ import annotations

import pytest

from interpreter.rules.pipeline import build
from interpreter.site import pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

CORNER = ("flight", "police_red_corner", "police_pink_corner")


@pytest.fixture(scope="module")
def contexts() -> dict[str, pages.Context]:
    result, strings, names = build(None, []), load_strings(inert=True), Names()
    cards = load_cards(result.rules, None, LANGS, names)
    return {lang: pages.Context(result, cards, names, strings[lang], [], Sources()) for lang in LANGS}


@pytest.mark.parametrize("lang", LANGS)
def test_corner_icons_say_what_they_count_for_not_their_name(contexts, lang):
    ctx = contexts[lang]
    said = {icon: pages.icon_sentences(ctx, icon) for icon in CORNER}
    for icon, sentences in said.items():
        assert len(sentences) == 1 and len(sentences[0]) > len(ctx.raw_name("icon", icon)) + 40, (icon, sentences)
    assert len(set(map(tuple, said.values()))) == len(CORNER)  # red and pink police say different things
    page = pages.icons_page(ctx)
    for icon in CORNER:
        section = page.split(f"{{ #icon-{icon} }}", 1)[1].split("\n## ", 1)[0]
        assert pages.esc(said[icon][0]) in section


@pytest.mark.parametrize(("lang", "words"), [("pl", "w stronę Wschodu"), ("uk", "бік Сходу"),
                                              ("en", "toward East")])
def test_track_arrows_point_toward_a_side_in_the_languages_case(contexts, lang, words):
    ctx = contexts[lang]
    card = next(c for c in ctx.cards if any(a.toward == "east" for a in c.arrows))
    assert words in pages.card_page(ctx, card)


@pytest.mark.parametrize("lang", LANGS)
def test_end_of_decade_headings_are_distinct(contexts, lang):
    page = pages.phases_page(contexts[lang])
    headings = [line.split(" {", 1)[0].lstrip("#").strip() for line in page.splitlines() if line.startswith("## ")]
    titles = [h.split(". ", 1)[1] if h[:1].isdigit() else h for h in headings]
    assert len(set(titles)) == len(titles), titles
