"""The board map: areas from the content, labels placed clear of the city markers, the places' lists of
cities and cards derived from the cards, the map's words from each locale (browser: test_browser_map.py)."""

from __future__ import annotations

import dataclasses
import html
import json
import math
import random
import re
import xml.etree.ElementTree as ET
from functools import partial
from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.rules.pipeline import build
from interpreter.site import boardmap, examplemap, mapplaces, pages, setupmap
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

SVG = "{http://www.w3.org/2000/svg}"
CONTENT = Path(__file__).resolve().parents[2] / "content"


@pytest.fixture(scope="module")
def names() -> Names:
    return Names()


def _namer(names: Names, lang: str):
    return lambda kind, id_: names(kind, id_, lang)


def test_every_province_and_country_is_an_area_drawn_from_the_content(rules):
    drawn = boardmap.areas(rules)
    sectors = {s.id: p.id for p in rules.provinces.values() for s in p.sectors}
    assert sectors and set(drawn) == set(rules.provinces) | set(rules.countries) | set(sectors)
    for area in drawn.values():
        assert area.drawn, f"{area.id} has no outline in the content"
        assert len(area.points) >= 3
    for city in rules.cities.values():  # each city lies in its own area (a floating one: on the border)
        owners = {a.id for a in drawn.values() if boardmap.inside(boardmap.city_point(rules, city.id), a.points)}
        if city.province:
            assert city.province in owners, city.id
        elif city.country:
            assert owners == {city.country}, city.id


def test_each_sector_is_drawn_as_a_part_of_its_province_and_the_parts_cover_it(rules):
    """West Berlin's sectors are areas of their own, inside their province, none over another, and
    together covering the province (a fine grid of points: each point of the province in exactly one)."""
    drawn = boardmap.areas(rules)
    for province in rules.provinces.values():
        parts = [drawn[s.id] for s in province.sectors]
        if not parts:
            continue
        outline = drawn[province.id].points
        assert all(a.kind == "sector" and a.within == province.id and a.side == province.side for a in parts)
        x0, y0, x1, y1 = boardmap.bbox(outline)
        for i in range(1, 40):
            for j in range(1, 40):
                pt = (x0 + (x1 - x0) * (i + 0.37) / 40, y0 + (y1 - y0) * (j + 0.41) / 40)
                owners = [a.id for a in parts if boardmap.inside(pt, a.points)]
                assert len(owners) == (1 if boardmap.inside(pt, outline) else 0), (pt, owners)


def test_a_part_that_names_no_sector_of_its_province_is_refused(content_copy, capsys):
    areas = content_copy / "board" / "areas.wsdv"
    text = areas.read_text(encoding="utf-8")
    part = re.search(r"^    part (\w+) ", text, re.M)
    assert part is not None
    areas.write_text(text[:part.start(1)] + "atlantis" + text[part.end(1):], encoding="utf-8")
    assert main(["check", "--content", str(content_copy)]) == 2
    err = capsys.readouterr().err
    assert "areas.wsdv:" in err and "'atlantis' is not a sector of" in err


def test_the_drawn_borders_are_the_declared_neighbours(rules):
    """Two provinces' outlines share a border exactly where the content says they are neighbours."""
    drawn = boardmap.areas(rules)
    provinces = {k: v for k, v in drawn.items() if v.kind == "province"}
    touching = {pair for pair in boardmap.shared_borders(provinces)}
    declared = {frozenset((p.id, n)) for p in rules.provinces.values() for n in p.neighbours}
    assert touching == declared, (sorted(map(sorted, touching - declared)), sorted(map(sorted, declared - touching)))


@pytest.mark.parametrize("lang", LANGS)
def test_every_place_has_a_label_and_no_label_box_overlaps_a_city_marker(rules, names, lang):
    lay = boardmap.layout(rules, _namer(names, lang))
    labelled = set(lay.place_labels) | set(lay.inset_labels)
    assert labelled == set(lay.areas), set(lay.areas) - labelled
    assert set(lay.city_labels) == set(rules.cities)
    markers = {c: boardmap.marker_box(rules, c) for c in rules.cities}
    labels = [*lay.city_labels.values(), *lay.place_labels.values()]
    for label in labels:
        for city, box in markers.items():
            assert not boardmap.overlaps(label.box, box), (lang, label.lines, city)
    for i, a in enumerate(labels):  # nor another label
        for b in labels[i + 1:]:
            assert not boardmap.overlaps(a.box, b.box), (lang, a.lines, b.lines)
    for label in lay.place_labels.values():
        assert 0 <= label.box[0] and label.box[2] <= boardmap.MAP_W and label.box[3] <= boardmap.MAP_H
    # the inset: its names and the sectors' suppliers inside its box, none over another, each sector named
    inset = [*lay.inset_labels.values(), *lay.inset_notes.values()]
    own = {(lay.inset_labels[s].lines, n.lines) for s, n in lay.inset_notes.items()}  # two lines of one name
    sectors = {s.id for p in rules.provinces.values() for s in p.sectors}
    assert sectors <= set(lay.inset_labels) and sectors == set(lay.inset_notes) == set(lay.inset_leaders)
    assert lay.inset_box is not None
    hidden = [city for city, box in markers.items() if boardmap.overlaps(box, lay.inset_box)]
    assert hidden == [], (lang, hidden)  # the inset's box, drawn over the map, covers no city
    for i, a in enumerate(inset):
        assert boardmap.overlaps(a.box, lay.inset_box) and a.box[0] >= lay.inset_box[0] and a.box[2] <= lay.inset_box[2]
        assert a.box[1] >= lay.inset_box[1] and a.box[3] <= lay.inset_box[3], (lang, a.lines)
        for b in inset[i + 1:]:
            assert (a.lines, b.lines) in own or not boardmap.overlaps(a.box, b.box), (lang, a.lines, b.lines)
    for sid, (_, end) in lay.inset_leaders.items():  # each leader ends inside its sector
        assert boardmap.inside(end, [boardmap._to_inset(pt, lay) for pt in lay.areas[sid].points]), sid


def test_a_label_that_cannot_sit_beside_its_marker_moves_away_rather_than_cover_one():
    """Placer: with the spots right and left of a city taken by markers, its name goes above or below."""
    placer = boardmap.Placer((0, 0, 400, 400), [(120, 190, 200, 210), (0, 190, 80, 210)], [])
    label = placer.city("Somewhere", 100, 200, 6)
    assert label is not None and label.anchor == "middle"
    assert not any(boardmap.overlaps(label.box, m) for m in placer.markers)
    crowded = boardmap.Placer((0, 0, 60, 60), [(0, 0, 60, 60)], [])
    assert crowded.city("Nowhere", 30, 30, 6) is None


def _every_spot(placer: boardmap.Placer, poly, near, step, at, keep, inside_poly=True):
    """Placer._nearest as it was before it blocked the grid by columns and rows: every point's box asked."""
    bounds = boardmap.bbox(poly)
    x0, y0, x1, y1 = bounds
    rows = int((y1 - y0) / step) + 1
    best = None
    for k in boardmap._grid_order(bounds, near, step):
        i, j = divmod(k, rows)
        gx, gy = x0 + i * step, y0 + j * step
        distance = math.sqrt((gx - near[0]) ** 2 + (gy - near[1]) ** 2)
        if best is not None and distance >= best[0]:
            break
        label = at(gx, gy)
        if not placer.free(label.box) or (inside_poly and not boardmap.box_inside(label.box, boardmap.edges(poly), bounds)):
            continue
        score = distance + placer._cost(label.box, 14)
        if best is None or score < best[0]:
            best = (score, label)
            if not keep and score < boardmap.SHUNNED:
                break
    return best[1] if best is not None else None


def _label_at(lines, size, bold, gx, gy):
    """Placer.place's label at a point of its grid."""
    y = gy + size * 0.35 - size * 1.1 * (len(lines) - 1) / 2
    return boardmap.Label(lines, gx, y, "middle", size, boardmap.label_box(lines, gx, y, "middle", size, bold))


def _box_at(width, height, gx, gy):
    """Placer.spot's box at a point of its grid."""
    return boardmap.Label((), gx, gy, "middle", 0, (gx - width / 2, gy - height / 2, gx + width / 2, gy + height / 2))


def test_the_nearest_free_spot_is_the_one_asking_every_point_finds():
    """Placer._nearest marks the points whose boxes a marker or a taken box blocks, by columns and rows,
    before its search: on crowded random pictures it finds the very spot (the same floats) that asking
    every point's box finds, for a label of one or two lines, a city's name and a panel."""
    rng = random.Random(7)
    found = 0
    for _ in range(60):
        w, h = rng.uniform(150, 400), rng.uniform(150, 400)
        markers = []
        for _ in range(rng.randrange(0, 40)):
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            markers.append((x, y, x + rng.uniform(2, 60), y + rng.uniform(2, 30)))
        segments = [((rng.uniform(0, w), rng.uniform(0, h)), (rng.uniform(0, w), rng.uniform(0, h))) for _ in range(5)]
        ours, theirs = (boardmap.Placer((0, 0, w, h), markers, segments, segments[:1], 2.0) for _ in range(2))
        cx, cy, r = rng.uniform(20, w - 20), rng.uniform(20, h - 20), rng.uniform(10, 80)
        poly = [(cx + r * math.cos(a / 4), cy + r * 0.8 * math.sin(a / 4)) for a in range(25)]
        near = (cx + rng.uniform(-5, 5), cy + rng.uniform(-5, 5))
        lines = rng.choice([("Mecklenburg",), ("Sachsen", "Anhalt"), ("Ost-Berlin",)])
        size, bold, step = rng.choice([(13.0, True, 6.0), (11.5, True, 5.0), (11.0, False, 4.4)])
        label_at = partial(_label_at, lines, size, bold)
        box_at = partial(_box_at, rng.uniform(20, 90), rng.uniform(10, 40))
        for at, keep, inside_poly in ((label_at, True, True), (label_at, False, True), (box_at, True, False)):
            # (_nearest asks boxes alone and makes the label of the point it takes from that box)
            got = ours._nearest(poly, near, step, lambda gx, gy, at=at: at(gx, gy).box,
                                lambda gx, gy, box, at=at: dataclasses.replace(at(gx, gy), box=box), keep, inside_poly)
            want = _every_spot(theirs, poly, near, step, at, keep, inside_poly)
            assert got == want
            if want is not None and keep:
                theirs.taken.append(want.box)   # (as _nearest takes the spot it found)
                found += 1
        assert ours.taken == theirs.taken
    assert found > 40   # (most pictures had room: the spots compared are real ones)


def test_the_place_lists_name_the_cards_that_name_the_place(rules, site_cards):
    """Checked against the cards' own JSON: a card is listed under a province exactly when its event
    rows name the province, one of its cities or sectors; groups are listed apart."""
    direct, by_group = mapplaces.cards_naming(rules, site_cards)
    for place in [*rules.provinces, *rules.countries]:
        ids = {place} | {c.id for c in rules.cities.values() if place in c.provinces or c.country == place}
        if place in rules.provinces:
            ids |= {s.id for s in rules.provinces[place].sectors}
        expected = set()
        for card in site_cards:
            rows = json.dumps([r.to_json() for r in card.card.rows])
            if any(re.search(rf'"{re.escape(i)}"', rows) for i in ids):
                expected.add(card.id)
        assert {c.id for c in direct[place]} == expected, place
    assert any(direct.values()) and any(by_group.values())


def test_a_card_that_comes_to_name_a_province_is_listed_under_it(content_copy):
    """A designer moves a card's row from one province to another: the lists follow."""
    before = build(content_copy).rules
    before_cards = load_cards(before, content_copy, ["en"], Names(content=content_copy))
    found = None
    for f in sorted((content_copy / "cards").glob("*.wsdv")):
        text = f.read_text(encoding="utf-8")
        for row in re.finditer(r"^  row \d+ .*?where (\w+)\s*$", text, re.M):
            if row.group(1) in before.provinces:
                card = re.findall(r"^card (\S+)", text[:row.start()], re.M)[-1]
                found = (f, text, row, card)
                break
        if found:
            break
    assert found is not None
    f, text, row, card = found
    old = row.group(1)
    new = next(p for p in before.provinces if p != old and before.provinces[p].side == before.provinces[old].side)
    f.write_text(text[:row.start(1)] + new + text[row.end(1):], encoding="utf-8")
    after = build(content_copy).rules
    cards = load_cards(after, content_copy, ["en"], Names(content=content_copy))
    direct, _ = mapplaces.cards_naming(after, cards)
    assert card.strip('"') in {c.id for c in direct[new]}
    assert card.strip('"') not in {c.id for c in mapplaces.cards_naming(before, before_cards)[0][new]}
    assert card.strip('"') in {c.id for c in mapplaces.cards_naming(before, before_cards)[0][old]}


def test_a_province_without_an_outline_is_drawn_around_its_cities(content_copy):
    areas = content_copy / "board" / "areas.wsdv"
    text = areas.read_text(encoding="utf-8")
    first = re.search(r"^  area (\w+) .*?(?=^  area |^\})", text, re.M | re.S)
    assert first is not None
    areas.write_text(text[:first.start()] + text[first.end():], encoding="utf-8")
    result = build(content_copy)
    assert result.ok, result.report.render()
    drawn = boardmap.areas(result.rules)
    lost = drawn[first.group(1)]
    assert not lost.drawn
    for city in result.rules.cities.values():
        if first.group(1) in city.provinces and not city.floating:
            assert boardmap.inside(boardmap.city_point(result.rules, city.id), lost.points)


def test_an_outline_needs_pairs_of_numbers(content_copy, capsys):
    areas = content_copy / "board" / "areas.wsdv"
    text = areas.read_text(encoding="utf-8")
    areas.write_text(re.sub(r"outline (\d+), ", r"outline \1, 7, ", text, count=1), encoding="utf-8")
    assert main(["check", "--content", str(content_copy)]) == 2
    err = capsys.readouterr().err
    assert "areas.wsdv:" in err and "x, y pairs" in err


def test_the_map_says_what_it_shows_in_the_page_language(built_site):
    strings = load_strings()
    seen = set()
    for lang in LANGS:
        root = ET.parse(built_site.markdown / lang / "map.svg").getroot()
        title, desc = root.find(f"{SVG}title"), root.find(f"{SVG}desc")
        assert title is not None and title.text == strings[lang].raw("map-svg-title")
        assert desc is not None and desc.text == strings[lang].raw("map-svg-desc")
        # it says the sectors are there, in the word the glossary uses for them
        glossary = CONTENT / "locales" / lang / "glossary.ftl"
        sector = re.search(r"^glossary-sector = (.+)$", glossary.read_text(encoding="utf-8"), re.M)
        assert sector is not None and sector.group(1).strip().lower() in desc.text.lower(), lang
        labelled = root.get("aria-labelledby", "").split()
        assert title.get("id") in labelled and desc.get("id") in labelled
        legend = " ".join(t.text or "" for t in root.iter(f"{SVG}text") if t.text)
        assert strings[lang].raw("legend-setup") in legend
        seen.add((title.text, desc.text))
        # the full-size file's areas lead to the page's list; the page's own map to its anchors
        links = [a.get("href") for a in root.iter(f"{SVG}a")]
        assert links and all(h.startswith("map/#place-") for h in links)
        page = (built_site.markdown / lang / "map.md").read_text(encoding="utf-8")
        assert 'href="#place-' in page and 'id="place-' in page
    assert len(seen) == len(LANGS)  # six languages, six texts


@pytest.mark.parametrize("lang", LANGS)
def test_each_place_in_the_list_is_headed_with_a_capital(rules, site_cards, names, lang):
    """A sector's name is lower-case in running text in some languages (uk 'британський сектор'); as a
    heading of the map's list it starts with a capital, as every heading does."""
    page = mapplaces.places_html(rules, site_cards, load_strings()[lang], _namer(names, lang))
    heads = re.findall(r"<h3>(.*?)</h3>", page)
    assert len(heads) == len(rules.provinces) + len(rules.countries) + sum(len(p.sectors) for p in
                                                                           rules.provinces.values())
    assert [h for h in heads if h[:1] != h[:1].upper()] == []


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_each_province_entry_links_its_neighbours(rules, site_cards, names, lang):
    """Where a player may spread to: each province's entry names its declared neighbours, in the
    content's order, each linked to that neighbour's own entry (the review found them missing)."""
    name = _namer(names, lang)
    page = mapplaces.places_html(rules, site_cards, load_strings()[lang], name)
    entries = dict(re.findall(r'<section class="wsdv-place" id="place-(\w+)"(.*?)</section>', page, re.S))
    for pid, province in rules.provinces.items():
        found = re.search(r'<p class="wsdv-place-neighbours">(.*?)</p>', entries[pid], re.S)
        assert bool(found) == bool(province.neighbours), pid
        if found:
            links = re.findall(r'<a href="#place-(\w+)">(.*?)</a>', found.group(1))
            assert links == [(n, name("province", n)) for n in province.neighbours], pid


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_each_place_entry_says_what_it_holds_at_the_start(shipped, lang):
    """The content's setup, run: each province's entry on the map page says its starting pieces (every
    province starts with unrest cubes) and the factory on each of its set-up cities."""
    t = load_strings(inert=True, languages=[lang])[lang]
    ctx = pages.Context(shipped, load_cards(shipped.rules, None, [lang], Names()), Names(), t, [], Sources())
    page = pages.map_page(ctx)
    entries = dict(re.findall(r'<section class="wsdv-place" id="place-(\w+)"(.*?)</section>', page, re.S))
    board, _ = setupmap.setup_board(ctx)
    label = html.escape(t.raw("label", label=t.raw("map-place-start")))
    for pid in shipped.rules.provinces:
        found = re.search(r'<p class="wsdv-place-start">(.*?)</p>', entries[pid], re.S)
        assert found, pid
        said = html.unescape(re.sub(r"<[^>]*>", "", found.group(1)))
        assert said.startswith(html.unescape(label))
        assert board.pieces.get(pid), pid   # the setup puts unrest everywhere
        assert examplemap.pieces_words(ctx, board.pieces[pid]) in said, (pid, said)
    setup_cities = [c for c in shipped.rules.cities.values() if c.mark == "setup"]
    assert setup_cities
    for city in setup_cities:
        for place in city.provinces:
            said = html.unescape(entries[place].split('class="wsdv-place-start">')[1].split("</p>")[0])
            assert ctx.raw_name("city", city.id) in said, (place, city.id)
