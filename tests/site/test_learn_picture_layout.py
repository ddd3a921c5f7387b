"""The newcomer review's leftovers in the Learn path's pictures: the board as set up began under an
empty band of ground about 130 px tall; EX-15 did not mark the export factories its text reasons
with, and lines of infrastructure were drawn over some of its names.

The pictures are read as the site writes them (SVG): where each name stands (its box estimated as the
site's placing estimates it, on the wide side, and widened by each line's half width), which lines are
drawn and in which order, which factories are ringed. The export factories are checked against the
engine's own values (the scenario file's second scenario checks every one of them)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from learnmade import learn_made

from interpreter.site import boardmap, examplemap, examples, setupmap

SVG = "{http://www.w3.org/2000/svg}"
LANGS = ("en", "de")
TOP_GAP = 16.0   # CSS pixels of ground allowed above the set-up board's northernmost area (it was 129)
# The lines no name may cross: infrastructure, the empty places of a connection the example shows,
# and a panel's leader. (The thin dashed connections around are drawn under the names' halos.)
SHUNNED = ("wsdv-map-line", "wsdv-map-slot", "wsdv-map-rule")


@pytest.fixture(scope="module")
def made():
    worked, ctxs, _path = learn_made(LANGS)
    return {ex.id: ex for ex in worked}, ctxs


def _maps(block: str) -> list[ET.Element]:
    return [ET.fromstring(m) for m in
            re.findall(r'<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-example-map".*?</svg>', block, re.S)]


def _points(d: str) -> list[tuple[float, float]]:
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]
    return list(zip(numbers[::2], numbers[1::2], strict=True))


def test_the_set_up_board_starts_at_the_maps_northern_coast(made):
    """The picture's top is the map's northernmost area (Schleswig-Holstein's coast), give or take a
    factory's ring; it was the board's frame, 129 units (as many CSS pixels at its 640) above it."""
    _, ctxs = made
    svg = _maps(setupmap.setup_picture(ctxs["en"]))[0]
    _, top, width, height = (float(v) for v in svg.get("viewBox").split())
    areas = [p for path in svg.iter(f"{SVG}path") if "wsdv-area-shape" in (path.get("class") or "")
             for p in _points(path.get("d"))]
    north, south = min(y for _, y in areas), max(y for _, y in areas)
    scale = setupmap.WIDTH_PX / width   # CSS pixels a unit, at the picture's width
    assert 0 <= (north - top) * scale <= TOP_GAP, (top, north)
    assert 0 <= (top + height - south) * scale <= TOP_GAP, (top + height, south)


def _walk(el: ET.Element, inside: tuple[str, ...] = ()):
    for child in el:
        yield child, inside
        yield from _walk(child, (*inside, child.get("class") or child.get("id") or ""))


def _names_and_lines(svg: ET.Element) -> tuple[list[tuple[str, boardmap.Box]], list[tuple[tuple, tuple, float]]]:
    """The names on the map (not a panel's words, nor a factory's value), each with its box, and the
    shunned lines, each with its half width."""
    names, lines = [], []
    for el, inside in _walk(svg):
        if "site" in inside:   # a factory: its value on it, its strike when rundown
            continue
        if el.tag == f"{SVG}text" and not any("wsdv-example-place" in c for c in inside):
            box = boardmap.label_box([el.text or ""], float(el.get("x")), float(el.get("y")),
                                     el.get("text-anchor") or "start", float(el.get("font-size")),
                                     el.get("font-weight") == "bold")
            names.append((el.text or "", box))
        elif el.tag == f"{SVG}line" and any(c in (el.get("class") or "") for c in SHUNNED):
            lines.append(((float(el.get("x1")), float(el.get("y1"))), (float(el.get("x2")), float(el.get("y2"))),
                          float(el.get("stroke-width")) / 2))
    return names, lines


@pytest.mark.parametrize("example", ["EX-15", "EX-15:3"])
def test_no_line_of_infrastructure_crosses_a_name_in_ex_15(made, example):
    """In both of EX-15's pictures (and EX-16's, the same board), no name of a city or an area is
    crossed by infrastructure, a connection's empty places or a panel's leader, and the names are
    drawn over every connection (a line under a name passes under its halo, not over its letters)."""
    worked, ctxs = made
    for lang in LANGS:
        maps = _maps(examples.pictures(ctxs[lang], worked[example]))
        assert len(maps) == 2
        names, _ = _names_and_lines(maps[0])   # drawn in the first picture, used by the second
        shared = maps[0].find(f"{SVG}g[@id]").get("id")
        assert len(names) >= 6 and maps[1].find(f"{SVG}use[@href='#{shared}-names']") is not None
        for svg in maps:
            _, lines = _names_and_lines(svg)
            assert len(lines) >= 20, len(lines)
            crossed = [(name, a, b) for name, (x0, y0, x1, y1) in names for a, b, w in lines
                       if boardmap._segment_hits_box(a, b, (x0 - w, y0 - w, x1 + w, y1 + w))]
            assert crossed == [], (lang, crossed)
            order = [el.get("class") or el.get("id") or el.get("href") or "" for el in svg]
            named = next(i for i, k in enumerate(order) if k.endswith("-names"))
            assert max(i for i, k in enumerate(order) if k == "connection") < named, order


def _ringed(svg: ET.Element) -> dict[str, int]:
    values = {g.get("data-id"): int(g.get("data-value")) for g in svg.iter(f"{SVG}g") if g.get("class") == "site"}
    return {r.get("data-id"): values[r.get("data-id")] for r in svg.iter(f"{SVG}rect")
            if "wsdv-export" in (r.get("class") or "")}


def test_ex_15_rings_the_export_factories_its_text_counts(made):
    """EX-15: "West's weakest export factory is worth 3, and 2 of East's export factories (worth 0, 1, 1,
    2, 3 and 5) reach that". The board before rings each province's export factory (one a province)
    with the engine's values: East's six are those, West's in the picture are worth 3 or more, and
    the legend and the text alternative say what the ring marks. The board after rings none."""
    worked, ctxs = made
    ex = worked["EX-15"]
    rules = ctxs["en"].rules
    for lang, words in (("en", "export factory"), ("de", "Exportfabrik")):
        block = examples.pictures(ctxs[lang], ex)
        before, after = _maps(block)
        ringed = _ringed(before)
        owner = {c: p for p, c in ex.exports_before.items() if p in ex.exports_checked}
        assert set(ringed) <= set(owner) and len(owner) == len(set(owner.values()))   # one a province
        sides = {c: rules.provinces[owner[c]].side for c in ringed}
        assert sorted(v for c, v in ringed.items() if sides[c] == "east") == [0, 1, 1, 2, 3, 5], ringed
        west = [v for c, v in ringed.items() if sides[c] == "west"]
        assert len(west) >= 3 and min(west) == 3, ringed
        assert _ringed(after) == {}
        assert words in block.split('class="wsdv-example-legend"')[1]
        assert before.get("aria-label").count(words) == len(ringed), lang
    # an example whose file checks no export value rings nothing
    assert 'class="wsdv-export"' not in examples.pictures(ctxs["en"], worked["EX-13"])


def test_a_ring_is_the_factory_the_engine_counts(made):
    """Each ringed factory is its province's export factory as the engine values it: worth its
    province's export value, which the file's second scenario checks (Niedersachsen's is Hamburg,
    worth 5, counted for it as the currency phase assigns it)."""
    worked, _ = made
    ex = worked["EX-15"]
    second = examples.load(examples.scenario_folder() / "EX-15.yaml")[1]
    checked = second["expect"]["export"]
    assert ex.exports_checked == frozenset(checked)
    for province, city in ex.exports_before.items():
        if province in checked:
            assert ex.before.values[city] == checked[province], (province, city)
    assert set(ex.exports_before) >= {p for p, v in checked.items() if v >= 0}


def test_every_examples_names_are_drawn_over_its_connections(made):
    """Not EX-15 alone: in every worked example's pictures the names come after the connections."""
    worked, ctxs = made
    for ex in worked.values():
        for svg in _maps(examples.pictures(ctxs["en"], ex)):
            order = [el.get("class") or el.get("id") or el.get("href") or "" for el in svg]
            named = [i for i, k in enumerate(order) if k.endswith("-names")]
            assert len(named) == 1, (ex.id, order)
            assert all(i < named[0] for i, k in enumerate(order) if k in ("connection", "site")), ex.id


def test_the_excerpts_crop_never_shows_the_frame_beyond_the_map(made):
    """No picture shows more than a margin of the board's empty frame beyond what the map draws."""
    worked, ctxs = made
    drawn = boardmap.areas(ctxs["en"].rules)
    x0, y0, x1, y1 = boardmap.bbox(p for a in drawn.values() for p in a.points)
    for ex in worked.values():
        for svg in _maps(examples.pictures(ctxs["en"], ex)):
            left, top, width, height = (float(v) for v in svg.get("viewBox").split())
            assert left >= x0 - examplemap.EDGE - 0.1 and top >= y0 - examplemap.EDGE - 0.1, ex.id
            assert left + width <= x1 + examplemap.EDGE + 0.1 and top + height <= y1 + examplemap.EDGE + 0.1, ex.id
