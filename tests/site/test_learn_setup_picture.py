"""Newcomer review 4's leftovers on the Learn path's pictures: the board as set up, drawn from the
game's own setup run (F1); example pictures that say they show only what the example counts (F3);
the other side's crest on an event's icon, enlarged beside the card (F4, EX-11).

The set-up board is checked against the engine's own run of the setup (what the picture draws is
what `set_up` leaves), and against the 1st-edition rulebook's §2 where a number is asserted."""

from __future__ import annotations

import html as markup
import re
import xml.etree.ElementTree as ET

import pytest
from learnmade import learn_made

from interpreter.site import examples, learn, setupmap
from interpreter.site.setuplist import new_table
from interpreter.words import prose

SVG = "{http://www.w3.org/2000/svg}"
LANGS = ("en", "de", "fr")


@pytest.fixture(scope="module")
def made():
    """The worked examples the path shows, run by the engine, and a page context for a few languages."""
    return learn_made(LANGS)


def _map(block: str) -> ET.Element:
    found = re.findall(r'<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-example-map".*?</svg>', block, re.S)
    assert len(found) == 1, len(found)
    return ET.fromstring(found[0])


def _panels(svg: ET.Element) -> dict[str, dict[str, int]]:
    return {g.get("data-id"): {k: int(n) for k, n in (i.split(":") for i in g.get("data-pieces", "").split())}
            for g in svg.iter(f"{SVG}g") if "wsdv-example-place" in (g.get("class") or "")}


def test_the_set_up_board_draws_what_the_setup_leaves(made):
    """Every province's and box's pieces, every factory with its value and every track's space in the
    picture are the engine's after `set_up`: the picture is drawn from the run, not typed in."""
    _, ctxs, _ = made
    ctx = ctxs["en"]
    state = new_table(ctx.rules).state
    svg = _map(setupmap.setup_picture(ctx))
    panels = _panels(svg)
    held = {p: {k: n for k, n in d.items() if n} for p, d in state["pieces"].items()
            if p in ctx.rules.provinces or p in ctx.rules.boxes}
    assert panels == {p: d for p, d in held.items() if d}
    sites = {g.get("data-id"): (g.get("data-piece"), int(g.get("data-value")))
             for g in svg.iter(f"{SVG}g") if g.get("class") == "site"}
    assert {c: p for c, (p, _) in sites.items()} == dict(state["sites"])
    block = setupmap.setup_picture(ctx)
    for track in ctx.rules.tracks:
        assert re.search(rf'class="wsdv-track-marker" data-space="{state["tracks"][track]}"', block)
    assert block.count('class="wsdv-example-track"') == len(ctx.rules.tracks)


def test_the_set_up_board_matches_the_rulebook(made):
    """Rulebook §2 (IT "Piazzate 3 cubi sommosa in ciascuna provincia"; "L'Ovest piazza 1 fabbrica gialla in
    Hamburg e 1 in Dortmund. L'Est piazza 1 fabbrica rossa a Berlino e 1 in Bitterfeld"; "due cubi
    socialista nel riquadro socialisti"): 14 provinces with 3 cubes, four factories of value 1, two
    socialists in the holding box."""
    _, ctxs, _ = made
    ctx = ctxs["en"]
    svg = _map(setupmap.setup_picture(ctx))
    panels = _panels(svg)
    provinces = {p: d for p, d in panels.items() if p in ctx.rules.provinces}
    assert len(provinces) == 14 and all(d == {"unrest": 3} for d in provinces.values()), provinces
    boxes = {p: d for p, d in panels.items() if p in ctx.rules.boxes}
    assert list(boxes.values()) == [{"socialist": 2}], boxes
    values = [int(g.get("data-value")) for g in svg.iter(f"{SVG}g") if g.get("class") == "site"]
    assert values == [1, 1, 1, 1]


def test_the_set_up_board_speaks_the_pages_language_and_is_zoomable(made):
    """Its text alternative lists what it shows in the page's language; on a phone it keeps its width
    in a frame that scrolls sideways (a region with a name, reachable by keyboard)."""
    _, ctxs, _ = made
    for lang, words in (("en", "The board as set up"), ("de", "Spielvorbereitung"),
                        ("fr", "mise en place")):
        block = setupmap.setup_picture(ctxs[lang])
        alt = _map(block).get("aria-label")
        assert words in alt, (lang, alt)
        assert ctxs[lang].raw_name("province", "hessen") in alt
        assert re.search(r'<div class="wsdv-zoom" role="region" tabindex="0" aria-label="[^"]+">', block)


def test_the_board_part_shows_the_set_up_board_and_the_player_aid_does_not(made):
    """The picture stands under the checklist on the Learn path's board part; the player aid (two A4
    pages) keeps the checklist alone. The whole map there sits in a zoom frame too."""
    worked, ctxs, path = made
    ctx = ctxs["en"]
    board = learn.learn_pages(ctx, path, worked)["learn-board.md"]
    figure = 'class="wsdv-learn-figure wsdv-learn-figure-wide wsdv-setup-board"'
    assert board.count(figure) == 1
    assert board.index("wsdv-checklist-setup") < board.index(figure)
    assert re.search(r'<div class="wsdv-zoom"[^>]*markdown>\s*\[!\[[^]]*\]\(map\.svg\)', board)
    assert "wsdv-setup-board" not in learn.aid_page(ctx, path) and "wsdv-checklist-setup" in learn.aid_page(ctx, path)


def test_an_examples_picture_says_it_shows_only_what_the_example_counts(made):
    """Review 4, F3: provinces without a panel read as empty in EX-13, where setup puts 3 cubes in each;
    every example's pictures now say that only what the example counts is drawn."""
    worked, ctxs, _ = made
    for lang, words in (("en", "Only what the example counts is drawn"), ("de", "Gezeichnet ist nur")):
        for ex in worked:
            assert words in examples.pictures(ctxs[lang], ex), (lang, ex.id)


def test_the_other_sides_crest_is_enlarged_beside_the_card(made):
    """Review 4, F4: in EX-11 (rules §6.4) West triggers card 11, whose unrest icon bears East's crest,
    a 10-pixel mark on the face. The icon is drawn again beside the card, large, its crest ringed, with
    words that say the other side decides where it acts. An example whose triggered icons bear no
    crest of the other side has no such callout."""
    worked, ctxs, _ = made
    ex11 = next(e for e in worked if e.id == "EX-11")
    card = next(c for c in ctxs["en"].cards if c.id == "11")
    crested = {(u.icon, u.crest) for row in card.rows for u in row.icons if u.crest and u.crest != "west"}
    assert crested, "card 11's event has an icon with the other side's crest"
    for lang in LANGS:
        html = "\n".join(examples._card_faces(ctxs[lang], ex11, ""))
        found = {(markup.unescape(i), markup.unescape(c)) for i, c in re.findall(r'class="wsdv-crest-callout" data-icon="([^"]+)" data-crest="([^"]+)"', html)}
        assert found == crested, (lang, found)
        svg = ET.fromstring(re.search(r'<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-crest-zoom".*?</svg>',
                                      html, re.S).group(0))
        assert int(svg.get("width")) >= 120
        assert any(g.get("class") == "crest" and g.get("data-side") == "east" for g in svg.iter(f"{SVG}g"))
        assert ctxs[lang].raw_name("icon", "place_unrest") in svg.get("aria-label")
    without = [e for e in worked if not examples._crest_callouts(ctxs["en"], e)]
    assert without and "wsdv-crest-callout" not in "\n".join(examples._card_faces(ctxs["en"], without[0], ""))


def test_german_calls_the_setup_spielvorbereitung_and_building_aufbau(made):
    """Review 4, F10: the German site called setting up "Aufbau" ("Leisten und Aufbau", "Spielaufbau")
    and building too ("Aufbauen und Abbauen", "Wirtschaft aufbauen"), so a search for "Aufbau" led to
    the setup first. Every German name of the setup is now the Spielvorbereitung; building keeps Aufbau."""
    _, ctxs, _ = made
    t = ctxs["de"].t
    for key in ("nav-tracks", "tracks-title", "setup-title", "kind-setup", "learn-setup-title"):
        assert "Spielvorbereitung" in t.raw(key) and "aufbau" not in t.raw(key).lower(), key
    assert "aufbau" in t.raw("learn-economy-title").lower()
    assert prose.title(ctxs["de"].l10n, "setup", "standard", "de", ctxs["de"].rules.variants) == "Spielvorbereitung"
