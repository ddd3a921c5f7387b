"""Issue 26 §1: each worked example on the Learn path shows the board before and after as a picture, an
excerpt of the map drawn from the scenario's run (examplemap.py): what each place holds, each factory,
each connection's infrastructure and each track's space come from the engine's state, the after picture
differs from the before exactly where the state changed (and marks it), and the pictures say in the
page's language what they show (their text alternative)."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from learnmade import learn_made

from interpreter.site import examplemap, examples, learn
from interpreter.words.sitestrings import docs_dir

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def made():
    """The worked examples the path shows, run by the engine, and a page context for en and pl."""
    return learn_made(("en", "pl"))


def _svgs(block: str) -> list[ET.Element]:
    """The pictures of a block, parsed as XML (each must be well-formed)."""
    return [ET.fromstring(m) for m in re.findall(r'<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-example-map".*?</svg>',
                                                 block, re.S)]


def _panels(svg: ET.Element) -> dict[str, dict[str, str]]:
    return {g.get("data-id"): g.attrib for g in svg.iter(f"{SVG}g") if "wsdv-example-place" in (g.get("class") or "")}


def _counts(attrib: dict[str, str]) -> dict[str, int]:
    """A panel's pieces, as its `data-pieces` lists them (`unrest:4 mass_protest:1`)."""
    return {k: int(n) for k, n in (item.split(":") for item in attrib["data-pieces"].split())}


def test_every_example_on_the_path_has_its_pictures_on_the_page(built_site):
    """Every example the path shows has its board pictures on its page: before and after (one picture
    where the rules refuse the move), in en and in Polish, each with a text alternative in the
    page's language."""
    path = learn.load_path(docs_dir())
    wanted = {e.lower().replace(":", "-") for e in learn.uses(path)}
    for lang, before in (("", "The board before: "), ("pl", "Plansza przed: ")):
        # the examples are on the path's part pages (learn-<part>.md) and on the places page
        pages = [learn.part_page(s.key) for s in path.learn] + [learn.PLACES_PAGE]
        text = "".join((built_site.markdown / (lang or "en") / page).read_text(encoding="utf-8") for page in pages)
        found = set()
        for slug in wanted:
            # (an example named otherwise than its scenario, EX-15:3 = EX-16, keeps the scenario's anchor
            # as a hidden link under its heading)
            heading = f"{{ #example-{slug} }}"
            start = text.index(heading) if heading in text else text.index(f'id="example-{slug}"')
            end = text.find("\n### ", start + 1)
            section = text[start:end if end > 0 else len(text)]
            svgs = _svgs(section)
            assert len(svgs) in (1, 2), (lang, slug, len(svgs))
            title = svgs[0].find(f"{SVG}title")
            assert title is not None and title.text.startswith(before), (lang, slug)
            assert svgs[0].get("role") == "img" and svgs[0].get("aria-label") == title.text
            found.add(slug)
        assert found == wanted


def test_a_refused_move_has_one_picture_and_the_others_two(made):
    """Two pictures where the board changes; one where it does not: a refused move, or a step that only
    reads the board (EX-20's collapse check counts the protests: two identical pictures looked like a
    mistake to a newcomer, newcomer-review2 F7), which is then headed as unchanged."""
    worked, ctxs, _ = made
    alone = set()
    for ex in worked:
        block = examples.pictures(ctxs["en"], ex)
        shown = examples.entries(ctxs["en"], ex)
        moved = ex.before != ex.after and any(
            getattr(ex.before, k).get(x) != getattr(ex.after, k).get(x) for k in ("pieces", "sites", "lines", "tracks")
            for x in shown["sites" if k == "sites" else k]) or any(examples.via(ex.before, ex.after, k) for k in shown["tracks"])
        assert len(_svgs(block)) == (2 if moved and not ex.refused else 1), ex.id
        if not ex.refused and not moved:
            assert "Before and after: the board does not change" in block, ex.id
            alone.add(ex.id)
    assert "EX-20" in alone


def test_a_lone_picture_keeps_the_width_of_one_of_two(made):
    """EX-07b's one picture spanned the column, twice every other picture (newcomer-review2 F7): a lone
    picture is marked as such, and where two pictures stand side by side (a wide screen, paper) the
    stylesheet keeps it to the width of one of two; on a phone it takes the whole width, as the pair's
    picture does (the pair is one picture at a time there, beforeafter.py)."""
    worked, ctxs, _ = made
    for ex in worked:
        block = examples.pictures(ctxs["en"], ex)
        columns = re.findall(r'<div class="wsdv-example-picture( wsdv-example-picture-alone)?"', block)
        assert columns and all(bool(alone) == (len(columns) == 1) for alone in columns), ex.id
    css = (Path(examplemap.__file__).parent / "assets" / "wsdv.css").read_text(encoding="utf-8")
    wide = css[css.index("@media print, screen and (min-width: 45em) {"):]
    rule = wide[:wide.index("}\n}") + 1]
    assert ".wsdv-example-picture-alone { max-width: calc(50% - 0.5rem); }" in rule


def test_the_refused_choice_is_ringed_and_listed(made):
    """EX-07b refuses Hamburg, EX-02 Dresden: the one picture rings the refused city, the legend says
    what the ring marks, and the table lists the city (it listed Hannover but not Hamburg)."""
    worked, ctxs, _ = made
    ctx = ctxs["en"]
    for ex_id, city in (("EX-07b", "hamburg"), ("EX-02", "dresden")):
        ex = next(e for e in worked if e.id == ex_id)
        assert examples.refused_choice(ctx, ex) == {city}
        block = examples.pictures(ctx, ex)
        svg = _svgs(block)[0]
        x, y = examplemap.boardmap.city_point(ctx.rules, city)
        rings = [c for c in svg.iter(f"{SVG}circle") if "wsdv-changed" in (c.get("class") or "")]
        assert any(abs(float(c.get("cx")) - x) < 0.2 and abs(float(c.get("cy")) - y) < 0.2 for c in rings), ex_id
        assert "the choice the rules refuse" in block and ">changed<" not in block
        labels = [re.sub(r"<[^>]+>", "", str(r.label)) for r in examples.rows(ctx, ex)]
        assert ctx.name("city", city) in labels, (ex_id, labels)
    ex01 = next(e for e in worked if e.id == "EX-01")
    assert examples.refused_choice(ctx, ex01) == frozenset()


def test_a_marker_that_moves_and_comes_back_shows_where_it_stood(made):
    """EX-13: the flight marker climbs to 3 and returns to 0 within the phase; the after picture's
    strip rings space 3 and its words say so, and the table's after cell too (the picture read
    "space 0" before and after, newcomer-review2 F7)."""
    worked, ctxs, _ = made
    ctx = ctxs["en"]
    ex = next(e for e in worked if e.id == "EX-13")
    assert ex.after.passed["flight"] == (3, 0)
    block = examples.pictures(ctx, ex)
    assert re.findall(r'data-via="(-?\d+)"', block) == ["3"]
    assert "Flight track · space 0 (after space 3)" in html.unescape(block)
    row = next(r for r in examples.rows(ctx, ex) if "flight" in str(r.label))
    assert (html.unescape(row.before), html.unescape(row.after)) == ("space 0", "space 0 (after space 3)")
    # a marker that moves once is drawn as before: no space in between
    ex11 = next(e for e in worked if e.id == "EX-11")
    assert 'data-via' not in examples.pictures(ctx, ex11)


def _economy_rows(ctx, ex):
    return {html.unescape(re.sub(r"<[^>]+>", "", str(r.label))): (r.before, r.after) for r in examples.rows(ctx, ex)
            if "conomy" in str(r.label)}


def test_an_economy_row_says_where_a_floating_or_abroad_city_counts(made):
    """A province's economy is read with its floating and abroad cities counted as the steps assigned
    them, before and after alike, and its row says so: EX-07's Niedersachsen showed 2 beside two
    factories worth 2 each, Hamburg counting for no province in an event (newcomer-review2 F4): that
    row is left out; EX-16's Thüringen lost 1 on each of two factories yet showed no row, its
    factory abroad counted only after (F7); EX-01's Niedersachsen counts Hamburg's factory before too."""
    worked, ctxs, _ = made
    ctx = ctxs["en"]
    by_id = {e.id: e for e in worked}
    assert _economy_rows(ctx, by_id["EX-07"]) == {}
    assert _economy_rows(ctx, by_id["EX-15:3"])["Economy of Thüringen, with Karlovy Vary counted for it"] == ("9", "7")
    assert _economy_rows(ctx, by_id["EX-01"]) == {"Economy of Niedersachsen, with Hamburg counted for it": ("1", "4")}
    ex23 = _economy_rows(ctx, by_id["EX-23"])
    assert "Economy of Niedersachsen, without Hamburg (it counts for Schleswig-Holstein)" in ex23
    # Polish words, not the English ones
    assert "Gospodarka: Dolna Saksonia (wliczone: Hamburg)" in [
        html.unescape(str(r.label)) for r in examples.rows(ctxs["pl"], by_id["EX-01"])]


def test_a_track_an_example_neither_moves_nor_reads_is_not_shown(made):
    """EX-01 showed the prestige track on space 0 before and after: its scenario laid the marker out
    for nothing (newcomer-review2 F7, noise rows)."""
    worked, ctxs, _ = made
    ex = next(e for e in worked if e.id == "EX-01")
    assert not examples.entries(ctxs["en"], ex)["tracks"]
    assert "wsdv-example-track" not in examples.pictures(ctxs["en"], ex)


def test_the_pictures_show_the_state_before_and_after_and_mark_what_changed(made):
    """Each place's panel counts what the engine's state holds there, before and after; it is marked
    changed exactly where the pieces differ; each factory drawn is the state's with its value; each
    connection's built lines are the state's."""
    worked, ctxs, _ = made
    checked = 0
    for ex in worked:
        svgs = _svgs(examples.pictures(ctxs["en"], ex))
        for svg, board in zip(svgs, (ex.before, ex.after), strict=False):
            first = svg is svgs[0]
            for place, attrib in _panels(svg).items():
                assert _counts(attrib) == dict(board.pieces.get(place, {})), (ex.id, place)
                moved = dict(ex.before.pieces.get(place, {})) != dict(ex.after.pieces.get(place, {}))
                assert attrib["data-changed"] == ("yes" if moved and not first and not ex.refused else "no"), \
                    (ex.id, place)
                checked += 1
            for g in svg.iter(f"{SVG}g"):
                if g.get("class") == "site":
                    assert board.sites[g.get("data-id")] == g.get("data-piece"), ex.id
                    assert int(g.get("data-value")) == board.values[g.get("data-id")], ex.id
                if g.get("class") == "connection":
                    assert int(g.get("data-built")) == board.lines.get(g.get("data-id"), 0), ex.id
    assert checked > 40


def test_the_after_picture_agrees_with_the_scenarios_expectations(made):
    """What a scenario expects (`expect: pieces`) is what its after picture shows: EX-11's 4 cubes in
    Hessen, EX-19's 5 in Thüringen and its mass protest, EX-04's 2 in Sachsen; and a track the
    example moves is shown on its expected space (EX-11's prestige at −1)."""
    worked, ctxs, _ = made
    seen = 0
    for ex in worked:
        expect = ex.scenario.get("expect") or {}
        if ex.refused:
            continue
        after = _panels(_svgs(examples.pictures(ctxs["en"], ex))[-1])
        sectors = {p.id: [s.id for s in p.sectors] for p in ctxs["en"].rules.provinces.values()}
        for place, wanted in (expect.get("pieces") or {}).items():
            if place in after:   # a province's count holds its sectors' pieces (West Berlin's LS)
                shown = [_counts(after[q]) for q in (place, *sectors.get(place, ())) if q in after]
                total = {k: sum(c.get(k, 0) for c in shown) for k in wanted}
                assert total == {k: n for k, n in wanted.items()}, (ex.id, place, shown, wanted)
                seen += 1
        for place, n in (expect.get("mass_protests") or {}).items():
            if place in after:
                assert _counts(after[place]).get("mass_protest", 0) == n, (ex.id, place)
                seen += 1
    assert seen >= 15
    ex11 = next(e for e in worked if e.id == "EX-11")
    block = examples.pictures(ctxs["en"], ex11)
    assert _counts(_panels(_svgs(block)[1])["hessen"]) == {"unrest": 4, "mass_protest": 1}
    markers = re.findall(r'class="wsdv-track-marker" data-space="(-?\d+)"', block)
    assert markers == ["0", "-1"]   # the prestige track, before and after
    assert "Prestige track · space −1" in block


def test_a_picture_tells_what_it_shows_in_the_pages_language(made):
    """The text alternative lists each place with its pieces in the page's words; the after picture
    says which changed."""
    worked, ctxs, _ = made
    ex11 = next(e for e in worked if e.id == "EX-11")
    en = _svgs(examples.pictures(ctxs["en"], ex11))
    assert en[0].get("aria-label").startswith("The board before: Hessen: 3 unrest cubes")
    assert "Hessen: 4 unrest cubes, 1 mass protest marker (changed)" in en[1].get("aria-label")
    pl = _svgs(examples.pictures(ctxs["pl"], ex11))
    assert pl[1].get("aria-label").startswith("Plansza po: Hesja: 4 ")
    assert "(zmiana)" in pl[1].get("aria-label")


def test_the_pictures_crop_the_map_to_what_the_example_touches(made):
    """An example in one province (EX-05, Leipzig in Sachsen) shows a part of the map around it, not
    the whole board; the map's shapes are the map's (the same outline as boardmap's areas)."""
    worked, ctxs, _ = made
    ex05 = next(e for e in worked if e.id == "EX-05")
    svg = _svgs(examples.pictures(ctxs["en"], ex05))[0]
    x, y, w, h = map(float, svg.get("viewBox").split())
    assert w < examplemap.boardmap.MAP_W / 2 and h < examplemap.boardmap.MAP_H / 2
    sachsen = examplemap.boardmap.areas(ctxs["en"].rules)["sachsen"]
    px, py = sachsen.points[0]
    assert x <= px <= x + w and y <= py <= y + h


def test_a_factory_abroad_is_drawn_purple_as_its_country(made):
    """Newcomer-review3 finding 10: the legend said "purple factory" beside a red swatch, and Poznań's
    factory was drawn in East's red: a country's factory takes the countries' purple, in the legend
    and on the map (EX-09 builds three)."""
    worked, ctxs, _ = made
    ctx = ctxs["en"]
    purple = examplemap.PALETTE["purple"]
    (abroad,) = {c.factory for c in ctx.rules.countries.values()}
    assert purple in examplemap.glyph(ctx, abroad)
    assert purple not in examplemap.glyph(ctx, "red_factory")
    ex = next(e for e in worked if e.id == "EX-09")
    after = _svgs(examples.pictures(ctx, ex))[1]
    sites = [g for g in after.iter(f"{SVG}g") if g.get("class") == "site" and g.get("data-piece") == abroad]
    assert len(sites) == 3 and all(g.find(f"{SVG}rect").get("fill") == purple for g in sites)


def test_a_refused_move_tells_no_engine_step(made):
    """Newcomer-review3 finding 3: EX-07b told "Icon “Dismantle point”: no effect.", as if the point
    were lost, where the rules refuse the choice; a refused example tells its steps in its own text."""
    worked, ctxs, _ = made
    refused = [e for e in worked if e.refused]
    assert {e.id for e in refused} >= {"EX-07b", "EX-02"}
    assert all(examples.told_lines(ctxs["en"], e) == [] for e in refused)
    assert any(examples.told_lines(ctxs["en"], e) for e in worked if not e.refused)


def test_an_example_shows_the_cards_its_position_lays_out(made):
    """Newcomer-review3 finding 2: EX-13's flight counts two played cards' flight icons and East's red
    police card, none of which was shown; their faces are now beside the example's words, as a played
    card's is (EX-11)."""
    worked, ctxs, _ = made
    ctx = ctxs["en"]
    ex13 = next(e for e in worked if e.id == "EX-13")
    faces = "\n".join(examples._card_faces(ctx, ex13, ""))
    slugs = {c.id: c.slug for c in ctx.cards}
    for card in ("2", "12", "5"):
        assert f"(cards/svg/{slugs[card]}.svg)" in faces, card
    ex11 = next(e for e in worked if e.id == "EX-11")
    assert len(re.findall(r"cards/svg/", "\n".join(examples._card_faces(ctx, ex11, "")))) == 1
