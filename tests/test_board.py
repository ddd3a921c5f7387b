"""The board as content: counts and facts from the rulebooks (§1, §2, §10) and the printed board."""

from __future__ import annotations


def test_counts_match_the_board(rules):
    # Issue "done when": 14 provinces, 42 cities, 68 connections, 76 blue lines.
    assert len(rules.provinces) == 14
    assert len(rules.cities) == 42
    assert len(rules.connections) == 68
    assert rules.blue_lines == 76


def test_sides_of_provinces(rules):
    west = {p for p, v in rules.provinces.items() if v.side == "west"}
    east = {p for p, v in rules.provinces.items() if v.side == "east"}
    assert len(west) == 8 and "w_berlin" in west
    assert len(east) == 6 and "o_berlin" in east


def test_west_germany_is_west_without_west_berlin(rules):
    # §1: "West Germany" means every West province except West Berlin.
    members = set(rules.groups["west_germany"].members)
    assert members == {p for p, v in rules.provinces.items() if v.side == "west"} - {"w_berlin"}


def test_west_berlin_sectors_and_suppliers(rules):
    # §10.1 (1st edition): French sector - Rheinland-Pfalz, British - NRW, US - Baden-Württemberg.
    sectors = {s.id: s.supplier for s in rules.provinces["w_berlin"].sectors}
    assert sectors == {"french": "rheinland_pfalz", "british": "nordrhein_westfalen", "us": "baden_wuerttemberg"}
    assert rules.provinces["w_berlin"].builds is False


def test_border_neighbours_from_the_rulebook_examples(rules):
    # §9.7 example: Bayern may attack Sachsen or Thüringen; Hessen attacks Thüringen.
    east = lambda p: {n for n in rules.provinces[p].neighbours if rules.provinces[n].side == "east"}  # noqa: E731
    assert east("bayern") == {"sachsen", "thueringen"}
    assert "thueringen" in east("hessen")
    assert east("w_berlin") == {"o_berlin", "brandenburg"}
    assert east("nordrhein_westfalen") == set()


def test_hamburg_floats_between_two_provinces_chosen_by_west(rules):
    # §10.2: per action or phase West decides whether Hamburg belongs to Niedersachsen or Schleswig-Holstein.
    hamburg = rules.cities["hamburg"]
    assert hamburg.province is None
    assert set(hamburg.floating) == {"niedersachsen", "schleswig_holstein"}
    assert hamburg.chooser == "west"


def test_setup_cities(rules):
    # §2: factories on Hamburg, Dortmund (West), Berlin, Bitterfeld (East).
    setup = {c for c, v in rules.cities.items() if v.mark == "setup"}
    assert setup == {"hamburg", "dortmund", "berlin", "bitterfeld"}
    assert rules.cities["berlin"].province == "o_berlin"


def test_rheinsberg_is_special(rules):
    # §10.3: base value 2, no infrastructure, only by event.
    r = rules.cities["rheinsberg"]
    assert (r.base_value, r.connectable, r.built_by, r.mark) == (2, False, "event", "special")
    assert not any("rheinsberg" in c.ends for c in rules.connections.values())


def test_cities_abroad(rules):
    # §10.4: 2 cities in ČSSR, 2 in Polska, purple factories, only by event.
    abroad = [c for c in rules.cities.values() if c.country]
    assert sorted(c.country for c in abroad) == ["cssr", "cssr", "polska", "polska"]
    assert all(c.built_by == "event" and c.source == "reconstructed" for c in abroad)
    assert {rules.countries[c.country].factory for c in abroad} == {"purple_factory"}


def test_two_line_connections_named_in_the_rules(rules):
    # §5 examples: Leipzig-Jena and Bremen-Duisburg each have 2 blue lines.
    by_pair = {frozenset(c.ends): c.lines for c in rules.connections.values()}
    assert by_pair[frozenset({"leipzig", "jena"})] == 2
    assert by_pair[frozenset({"bremen", "duisburg"})] == 2
    assert sum(1 for n in by_pair.values() if n == 2) == 8


def test_tracks(rules):
    for name in ("prestige", "currency", "socialist"):
        t = rules.tracks[name]
        assert (t.lo, t.hi, t.start) == (-6, 6, 0)
    prestige = rules.tracks["prestige"]
    assert prestige.zone_at(0).advantage == "west"  # §2: West holds the advantage at the start
    assert prestige.zone_at(1).advantage == "east"
    assert [c["call"] for c in prestige.spaces[-6].icons] == ["place_unrest", "dismantle", "remove_ls"]
    gains = {n: s.gain for n, s in rules.tracks["socialist"].spaces.items()}
    assert [gains[n] for n in range(1, 7)] == [1, 1, 2, 2, 3, 4]
    assert rules.tracks["flight"].steps_per_point == 2


def test_components(rules):
    counts = {p: v.count for p, v in rules.pieces.items()}
    assert counts["yellow_factory"] == 24 and counts["red_factory"] == 11 and counts["purple_factory"] == 4
    assert (counts["infrastructure"], counts["ls"], counts["unrest"], counts["socialist"]) == (70, 35, 50, 12)
    assert counts["mass_protest"] == 10 and counts["rundown_factory"] == 12


def test_end_of_decade_has_ten_phases_and_a_wall_side(rules):
    seq = rules.of_kind("sequence")["end_of_decade"]
    assert len(seq["phases"]) == 10
    assert seq["phases"][0] == "flight" and seq["phases"][-1] == "collapse_check"
    assert rules.phases["flight"].wall_side == "wall_cost"


def test_every_board_element_has_provenance(shipped):
    # Issue 2 §4: every element carries provenance; the cities abroad are reconstructed.
    kinds = {"side", "province", "group", "country", "city", "connection", "track", "piece", "phase", "outcome"}
    seen = set()
    for d in shipped.content.definitions.values():
        if d.kind in kinds:
            seen.add(d.kind)
            assert d.data.get("source") in {"rulebook", "almanac", "printed_face", "public_source",
                                            "reconstructed"}, d.name
    assert seen == kinds
    reconstructed = {d.id for d in shipped.content.of_kind("city") if d.data["source"] == "reconstructed"}
    assert reconstructed == {c for c, v in shipped.rules.cities.items() if v.country}
