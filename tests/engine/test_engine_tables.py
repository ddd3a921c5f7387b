"""The engine's precomputed tables answer as the declarations do (issue 22 §3: the engine's cost).

The look-ahead bots ask the board the same questions thousands of times a game, so the engine
answers them from tables built once per rules model (``board.py``) or once per card
(``cardplay.py``).  Each test here works the answer out again from the rules' declarations, the
slow way, and compares, over positions of seeded random games: a table that drifted from the
rule it stands for fails here, not as a quietly different game.
"""

from __future__ import annotations

import pytest
from helpers_engine import random_positions

from interpreter.engine import cardplay, rng
from interpreter.engine.cardplay import can_trigger, card_data, event_icons
from interpreter.engine.economy import city_value, economy, export_value, factory_piece
from interpreter.engine.functions import side_of
from interpreter.engine.game import Game
from interpreter.engine.knowledge import hidden_zones, view_state
from interpreter.engine.pieces import count
from interpreter.engine.state import copy_state
from interpreter.rules.records import Icon


@pytest.fixture(scope="module")
def positions(rules):
    return random_positions(rules)


def test_side_of_answers_as_the_declarations(rules):
    g = Game(rules)
    expected = {s: s for s in rules.sides}
    for c in rules.countries.values():
        expected[c.id] = c.side
    for p in rules.provinces.values():
        expected[p.id] = p.side
        for s in p.sectors:
            expected[s.id] = p.side
    for c in rules.cities.values():
        if c.province:
            expected[c.id] = rules.provinces[c.province].side
        elif c.floating:
            expected[c.id] = rules.provinces[c.floating[0]].side
        elif c.country:
            expected[c.id] = rules.countries[c.country].side
    for k in rules.connections.values():
        expected[k.id] = expected[k.ends[0]]
    assert len(expected) > 60
    for name, side in expected.items():
        assert side_of(g, name) == side, name
        assert g.board.side_of(name) == side, name
    assert side_of(g, "atlantis") is None
    assert side_of(g, None) is None


def test_count_adds_up_a_place_its_sectors_and_a_sides_provinces(rules, positions):
    g = Game(rules)
    sectored = [p for p in rules.provinces.values() if p.sectors]
    assert sectored, "the shipped board has a province drawn in sectors"
    for state in positions[::5]:
        g.state = state
        pieces = state["pieces"]
        for piece in ("ls", "unrest", "socialist"):
            for p in rules.provinces.values():
                here = pieces.get(p.id, {}).get(piece, 0) + sum(pieces.get(s.id, {}).get(piece, 0)
                                                                 for s in p.sectors)
                assert count(g, piece, at=p.id) == here, (piece, p.id)
            for side in rules.sides:
                total = sum(count(g, piece, at=p.id) for p in rules.provinces.values() if p.side == side)
                assert count(g, piece, at=side) == total, (piece, side)


def test_a_factorys_value_is_its_base_and_its_operative_connections(rules, positions):
    g = Game(rules)
    seen = set()
    for state in positions:
        g.state = state
        sites, lines = state["sites"], state["lines"]
        for city, piece in sites.items():
            c = rules.cities[city]
            side = g.board.city_side[city]
            own = rules.pieces[g.board.side_factory[side]].value[0] if g.board.side_factory.get(side) else 1
            base = c.base_value + (rules.pieces[piece].value[0] if rules.pieces[piece].value else own) - own
            base -= 1 if state["flipped"].get(city) else 0
            links = sum(1 for k in rules.connections.values() if city in k.ends
                        and k.ends[0] in sites and k.ends[1] in sites and lines.get(k.id, 0) >= k.lines)
            assert city_value(g, city) == base + links, city
            seen.add(links > 0)
    assert seen == {False, True}, "the positions hold factories with and without operative connections"


def test_economies_and_export_values_add_up_each_factorys_value(rules, positions):
    # A side's and a province's economy, and a province's export value, value their factories
    # with the tables in hand (economy._valued) rather than a call of `city_value` each: they must
    # add up, and pick the best of, what `city_value` says of each factory counting there (a
    # floating or abroad city for the province it is assigned to; abroad, no export factory).
    g = Game(rules)
    # (Random games seldom build abroad: one position is given a factory abroad counting for a
    # province of its side, and a floating city's factory, as the economy's primitives would.)
    extra = copy_state(positions[-1])
    g.state = extra
    for city in (g.board.abroad[0], g.board.floating[0]):
        extra["sites"][city] = factory_piece(g, city)
        extra["floating"][city] = next(p.id for p in rules.provinces.values()
                                       if p.side == g.board.city_side[city])
    abroad_counted = False
    for state in [*positions[::3], extra]:
        g.state = state
        sites, floating = state["sites"], state["floating"]
        by_province: dict[str, list[int]] = {p: [] for p in rules.provinces}
        exports: dict[str, list[int]] = {p: [] for p in rules.provinces}
        for city in sites:
            c = rules.cities[city]
            p = c.province or floating.get(city)
            if p in by_province:
                by_province[p].append(city_value(g, city))
                if c.country:
                    abroad_counted = True
                else:
                    exports[p].append(city_value(g, city))
        for p, values in by_province.items():
            assert economy(g, p) == sum(values), p
            assert export_value(g, p) == max(exports[p], default=-1), p
        for side in rules.sides:
            expected = sum(sum(v) for p, v in by_province.items() if rules.provinces[p].side == side)
            assert economy(g, side) == expected, side
    assert abroad_counted, "the positions hold a factory abroad counting for a province"


def test_can_trigger_reads_the_cards_colour_and_every_condition(rules, positions):
    g = Game(rules)
    answers = set()
    for state in positions[::4]:
        for card in list(g.board.cards)[::3]:
            for side in rules.sides:
                g.state = copy_state(state)
                before = dict(g.state["vars"])
                got = can_trigger(g, card, side)
                after = dict(g.state["vars"])
                colour = rules.card_colours.get(card_data(g, card).colour)
                want = colour is None or side in colour.events
                if want:
                    g.state["vars"]["actor"] = side
                    for name, args, kw in event_icons(g, card):
                        icon = g.icons.get(name)
                        if isinstance(icon, Icon) and icon.requires is not None:
                            env = cardplay._bound(g, name, args, kw)  # the parameters bound as play binds them
                            if not g.eval(icon.requires, env):
                                want = False
                                break
                assert got == want, (card, side)
                answers.add(got)
                # The actor is left as it was (none where there was none, once a condition could run).
                if colour is None or side in colour.events:
                    assert after == {**before, "actor": before.get("actor")}
                else:
                    assert after == before
    assert answers == {False, True}


def test_the_build_tables_hold_each_sides_cities_with_their_factory_piece(rules):
    g = Game(rules)
    for side in rules.sides:
        cities = [c for c in rules.cities if g.board.city_side.get(c) == side]
        rows = g.board.build_cities[side]
        assert [r[0] for r in rows] == cities
        for city, by_anyone, country, piece in rows:
            assert by_anyone == (rules.cities[city].built_by == "any")
            assert country == (rules.cities[city].country or "")
            assert piece == factory_piece(g, city)
        links = g.board.side_links[side]
        assert [k for k, *_ in links] == [k for k in rules.connections if g.board.conn_side[k] == side]
        for k, a, b, need in links:
            assert (a, b) == rules.connections[k].ends and need == rules.connections[k].lines


def test_the_generator_draws_as_splitmix64_with_rejection(rules):
    # below() has next_int written out in it: both must draw the same numbers.
    state = 2024
    reference = state
    for n in [*range(1, 40), 1 << 33, 3 ** 25, 7]:
        state, x = rng.below(state, n)
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            reference, y = rng.next_int(reference)
            if y < limit:
                break
        assert (state, x) == (reference, y % n)


def test_a_views_unseen_cards_are_the_hidden_ones_numbers_first_then_names(rules, positions):
    from_views = 0
    for state in positions[::6]:
        for side in rules.sides:
            view = view_state(rules, state, side)
            hidden = [c for zone, owner in hidden_zones(rules) if owner != side
                      for c in state["zones"].get(zone, ())]
            assert view["unseen"] == sorted(hidden, key=lambda c: (isinstance(c, str), c))
            from_views += bool(hidden)
    assert from_views
