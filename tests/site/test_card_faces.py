"""Card pages and faces: a two-sided card's faces named from the locales and linked, who may trigger
the event, previous and next card, the subtitle in the page's language, the number on the face."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from interpreter.words.l10n import available_languages, localizer
from interpreter.words.markup import text as esc

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

SVG_NS = "{http://www.w3.org/2000/svg}"


def _page(built, lang: str, slug: str) -> str:
    return (built.markdown / lang / "cards" / f"{slug}.md").read_text(encoding="utf-8")


def _two_sided(built):
    faces = [c for c in built.cards if c.reverse]
    assert faces, "the content has a two-sided card"
    return faces


@pytest.mark.parametrize("lang", LANGS)
def test_faces_named_from_the_locales_and_linked(built_site, lang):
    loc = localizer(None)
    by_id = {c.id: c for c in built_site.cards}
    for card in _two_sided(built_site):
        other = by_id[str(card.reverse)]
        page = _page(built_site, lang, card.slug)
        name = loc.name("face", card.face, lang)
        assert loc.has_name("face", card.face, lang), (card.face, lang)
        # issue 26: a face is named by its title alone, the other face linked by its title
        assert f"| {esc(name)} |" not in page or name == card.title(lang)
        assert f"[{esc(other.title(lang))}]({other.slug}.md)" in page
        table = page.split("## ", 2)[1]
        for raw in (card.face, other.face, card.id, other.id):  # no raw id in the words (links aside)
            if raw != card.number:
                assert raw not in re.sub(r"\]\([^)]*\)", "]", table), (raw, lang)


def test_face_names_differ_by_language(built_site):
    loc = localizer(None)
    face = _two_sided(built_site)[0].face
    assert len({loc.name("face", face, lang) for lang in LANGS}) == len(LANGS)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_who_may_trigger_the_event(built_site, rules, lang):
    loc = localizer(None)
    sides = list(rules.sides)
    for colour in {c.colour for c in built_site.cards}:
        card = next(c for c in built_site.cards if c.colour == colour and not c.special)
        expected = ", ".join(esc(loc.name("side", s, lang)) for s in card.triggered_by)
        row = next(line for line in _page(built_site, lang, card.slug).splitlines()
                   if line.startswith("| ") and expected in line and "|" in line[2:])
        assert row.count("|") == 3
    dual = next(c for c in built_site.cards if len(c.triggered_by) == len(sides))
    assert all(esc(loc.name("side", s, lang)) in _page(built_site, lang, dual.slug) for s in sides)


def test_previous_and_next_cards(built_site):
    ordered = sorted(built_site.cards, key=lambda c: c.sort_key)
    first, second, last = ordered[0], ordered[1], ordered[-1]
    page = _page(built_site, "fr", first.slug)
    assert "Carte suivante\u00a0: [" in page
    assert f"]({second.slug}.md) →" in page and "Carte précédente" not in page
    page = _page(built_site, "fr", second.slug)
    assert f"]({first.slug}.md)" in page and f"]({ordered[2].slug}.md) →" in page
    page = _page(built_site, "fr", last.slug)
    assert f"]({ordered[-2].slug}.md)" in page and "Carte suivante" not in page


def _svg(built, lang: str, slug: str) -> ET.Element:
    return ET.fromstring((built.markdown / lang / "cards" / "svg" / f"{slug}.svg").read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["uk", "it", "de"])
def test_subtitle_in_the_page_language(built_site, lang):
    for card in built_site.cards[:30]:
        subtitles = [t.text or "" for t in _svg(built_site, lang, card.slug).iter(f"{SVG_NS}text")
                     if t.get("class") == "card-subtitle"]
        title = card.title(lang)
        if title == card.printed_title:
            assert subtitles == []
        else:
            assert " ".join(subtitles) == " ".join(re.sub(r"\s+", " ", title).split()), (card.id, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_number_on_the_face_and_no_ellipsis(built_site, lang):
    for card in built_site.cards:
        root = _svg(built_site, lang, card.slug)
        height = float(root.get("viewBox").split()[3])
        numbers = [t for t in root.iter(f"{SVG_NS}text") if t.get("class") == "card-number"]
        assert len(numbers) == 1 and numbers[0].text == card.number
        assert 0 < float(numbers[0].get("y")) <= height - 5
        assert not any("…" in (t.text or "") for t in root.iter(f"{SVG_NS}text")), card.id


@pytest.mark.parametrize("lang", LANGS)
def test_reading_a_card_has_an_annotated_card_in_its_language(built_site, lang):
    from interpreter.words.sitestrings import load_strings

    t = load_strings()[lang]
    page = (built_site.markdown / lang / "reading-a-card.md").read_text(encoding="utf-8")
    assert "](reading-a-card.svg){ .wsdv-card-guide }" in page
    root = ET.fromstring((built_site.markdown / lang / "reading-a-card.svg").read_text(encoding="utf-8"))
    callouts = {g.get("data-part"): " ".join(x.text or "" for x in g.iter(f"{SVG_NS}text"))
                for g in root.iter(f"{SVG_NS}g") if g.get("class") == "callout"}
    assert {"number", "title", "year", "value", "corner", "colour", "rows", "text"} <= set(callouts)
    for part, words in callouts.items():
        assert words == " ".join(t.raw(f"guide-{part}").split()), (lang, part)
    assert any(s.get("class") == "wsdv-card" for s in root.iter(f"{SVG_NS}svg"))  # the card itself
    assert root.find(f"{SVG_NS}title").text == t.raw("guide-picture", number=root.find(
        f".//{SVG_NS}text[@class='card-number']").text)


# §6.4 (and the Italian summary): the player who triggers an event decides the order of its icons, so the
# annotated card must not say the rows are read in a fixed order (it once said "from top to bottom").
FIXED_ORDER = {"en": "top to bottom", "de": "von oben", "fr": "haut en bas", "it": "alto in basso",
               "pl": "od góry", "uk": "згори"}


@pytest.mark.parametrize("lang", LANGS)
def test_reading_a_card_leaves_the_icons_order_to_the_triggering_player(lang):
    from interpreter.words.sitestrings import load_strings

    rows = load_strings()[lang].raw("guide-rows")
    assert FIXED_ORDER[lang] not in rows
    order = {"en": "order", "de": "Reihenfolge", "fr": "ordre", "it": "sequenza", "pl": "kolejności", "uk": "порядок"}
    assert order[lang] in rows
