"""Where a build point or a dismantle point may go (§5.1, §5.2), and which factories lie in a
region, as the engine works them out from the board's tables (economy.build_sites,
dismantle_sites, factories), checked against the rules written out plainly, on every position
of a few random games and on positions made to hit the cases a game rarely reaches (a supply
used up, a province with a mass protest, a floating city assigned into one).

The engine's answers are read by the bots for every option they weigh, so they take short cuts
(the usual point has no restriction); these tests hold the short cuts to the rules."""

from __future__ import annotations

from typing import Any

import pytest
from helpers_engine import checked_game

from interpreter.engine.board import OUT_OF_GAME
from interpreter.engine.economy import (
    assign_floating,
    build_sites,
    city_value,
    counts_for,
    dismantle_sites,
    economy,
    factories,
    factory_piece,
    is_rundown,
    operative,
    places_of_city,
    places_of_conn,
)
from interpreter.engine.pieces import supply
from interpreter.engine.state import copy_state


def _banned(g: Any) -> set[str]:
    """§5.1: no build point goes to a province with a mass protest."""
    marker = g.board.marker
    return {p for p in g.rules.provinces if g.state["pieces"].get(p, {}).get(marker, 0) > 0}


def plain_build_sites(g: Any, side: str) -> list[str]:
    """§5.1 in plain words: an empty city of the side that anyone may build on, in no banned
    province, while its factory piece is left; then a connection of the side with a free blue
    line and a factory at one end, in no banned province, while infrastructure is left."""
    st, board = g.state, g.board
    banned = _banned(g)
    out = []
    for cid, city in g.rules.cities.items():
        if board.city_side.get(cid) != side or cid in st["sites"] or city.built_by != "any":
            continue
        if places_of_city(g, cid) & banned or supply(g, factory_piece(g, cid)) <= 0:
            continue
        out.append(cid)
    if supply(g, board.line_piece) > 0:
        for kid, k in g.rules.connections.items():
            if board.conn_side[kid] != side or st["lines"].get(kid, 0) >= k.lines:
                continue
            if not (k.ends[0] in st["sites"] or k.ends[1] in st["sites"]) or places_of_conn(g, kid) & banned:
                continue
            out.append(kid)
    return out


def plain_dismantle_sites(g: Any, side: str) -> list[str]:
    """§5.2 in plain words: a factory of the side at home with no infrastructure on any of its
    connections (a rundown one only where the city has its own piece), or an infrastructure."""
    st, board = g.state, g.board
    out = []
    for cid in st["sites"]:
        city = g.rules.cities[cid]
        if board.city_side.get(cid) != side or city.country:
            continue
        if any(st["lines"].get(k, 0) > 0 for k in board.conns_of[cid]):
            continue
        if is_rundown(g, cid) and not city.factory:
            continue
        out.append(cid)
    out += [k for k, n in st["lines"].items() if n > 0 and board.conn_side[k] == side]
    return sorted(out)


def plain_factories(g: Any, within: str) -> list[str]:
    if within in g.board.provinces_of:
        return sorted(c for c in g.state["sites"] if g.board.city_side.get(c) == within)
    region = set(g.board.region(within))
    return sorted(c for c in g.state["sites"] if places_of_city(g, c) & region)


@pytest.fixture(scope="module")
def positions(rules) -> tuple[Any, list[dict]]:
    """Every position after a decision of eight random games, and the game to read them with."""
    states: list[dict] = []
    for seed in range(1, 9):
        game, _rec, broken = checked_game(rules, seed)
        game.on_decision = lambda _d, _i, game=game: states.append(copy_state(game.state))
        game.play()
        assert not broken, broken[:3]
    return game, states


def _same_everywhere(g: Any, states: list[dict]) -> int:
    """Check every position; how many had a province with a mass protest."""
    with_ban = 0
    for st in states:
        g.state = st
        with_ban += bool(_banned(g))
        for side in g.rules.sides:
            assert build_sites(g, side) == plain_build_sites(g, side), st["step"]
            assert dismantle_sites(g, side) == plain_dismantle_sites(g, side), st["step"]
        for where in ("east", "west", "east_germany", "west_germany", "w_berlin", "hamburg"):
            assert factories(g, where) == plain_factories(g, where), (st["step"], where)
    return with_ban


def test_sites_agree_with_the_rules_on_every_position_of_random_games(positions):
    g, states = positions
    assert len(states) > 500
    with_ban = _same_everywhere(g, states)
    # Both ways of the engine were taken: positions with and without a banned province.
    assert 0 < with_ban < len(states)


def _without_supply(g, state: dict, piece: str) -> dict:
    """A copy of ``state``, set on ``g``, whose supply of ``piece`` has left the game."""
    st = copy_state(state)
    g.state = st
    st["pieces"].setdefault(OUT_OF_GAME, {})[piece] = supply(g, piece)
    assert supply(g, piece) == 0
    return st


def test_a_used_up_factory_supply_leaves_only_connections(positions):
    g, states = positions
    changed = []
    piece = g.board.side_factory["west"]
    for st in states[::25]:
        st = _without_supply(g, st, piece)
        sites = build_sites(g, "west")
        assert not [s for s in sites if s in g.rules.cities and factory_piece(g, s) == piece]
        changed.append(st)
    _same_everywhere(g, changed)


def test_a_used_up_infrastructure_supply_leaves_only_cities(positions):
    g, states = positions
    changed = []
    for st in states[::25]:
        st = _without_supply(g, st, g.board.line_piece)
        assert all(s in g.rules.cities for s in build_sites(g, "west") + build_sites(g, "east"))
        changed.append(st)
    _same_everywhere(g, changed)


def test_a_mass_protest_bars_its_province_and_a_floating_city_assigned_there(positions, rules):
    g, states = positions
    marker = g.board.marker
    st = copy_state(states[len(states) // 2])
    g.state = st
    floating = g.board.floating[0]
    province = rules.cities[floating].floating[0]
    st["floating"][floating] = province
    st["sites"].pop(floating, None)
    before = build_sites(g, g.board.city_side[floating])
    assert floating in before
    st["pieces"].setdefault(province, {})[marker] = 1
    after = build_sites(g, g.board.city_side[floating])
    assert floating not in after
    assert not [c for c in after if c in rules.cities and rules.cities[c].province == province]
    assert after == plain_build_sites(g, g.board.city_side[floating])
    # Its connections are barred with it, once a factory stands there to connect.
    side = g.board.city_side[floating]
    st["sites"][floating] = g.board.side_factory[side]
    touching = [k for k in g.board.conns_of[floating] if g.board.conn_side[k] == side]
    assert touching and not set(touching) & set(build_sites(g, side))
    st["pieces"][province][marker] = 0
    assert set(touching) & set(build_sites(g, side))
    # Not assigned (between actions and phases), a floating city counts for every province it
    # may count for: a mass protest in another of them bars it as well.
    others = [p for p in rules.cities[floating].floating if p != province]
    if others:
        del st["floating"][floating]
        st["sites"].pop(floating)
        assert floating in build_sites(g, side)
        st["pieces"].setdefault(others[0], {})[marker] = 1
        assert floating not in build_sites(g, side) and build_sites(g, side) == plain_build_sites(g, side)


class _Offers:
    """An agent that takes the first option and keeps what each `floating` decision offered."""

    looks_ahead = False
    sees = False
    asks_a_person = False

    def __init__(self) -> None:
        self.offered: list[tuple[str, list]] = []

    def choose(self, decision: Any, view: Any) -> int:
        if decision.kind == "floating":
            self.offered.append((decision.args["city"], list(decision.options)))
        return 0


def _offered(g: Any) -> tuple[dict[str, list], dict[str, list[str]]]:
    """What `assign_floating` offers each city abroad, and what the rule says it should."""
    agent = _Offers()
    g.agents = {s: agent for s in g.rules.sides}
    assign_floating(g)
    sites = g.state["sites"]
    want: dict[str, list[str]] = {}
    for city in g.board.abroad:
        want[city] = []
        if city in sites:
            for k in g.board.conns_of[city]:
                if operative(g, k):
                    a, b = g.board.conns[k].ends
                    p = counts_for(g, b if a == city else a)
                    if p and p not in want[city]:
                        want[city].append(p)
    return dict(agent.offered), want


def test_a_factory_abroad_counts_for_a_province_it_has_an_operative_connection_to(positions, rules):
    """A city abroad counts for a province of a city it has an operative connection to (the
    connection's blue lines full, factories at both ends), its side choosing among several;
    with one, no question; with none, it counts for none."""
    g, states = positions
    for st in states[::5]:   # (random games seldom build abroad: these mostly check "none")
        g.state = copy_state(st)
        offers, want = _offered(g)
        for city, provinces in want.items():
            assert offers.get(city) == (provinces if len(provinces) > 1 else None)
            assert g.state["floating"].get(city) == (provinces[0] if provinces else None)
    # Two operative connections into two provinces: the side is asked, in the board's order.
    city = g.board.abroad[0]
    st = copy_state(states[0])
    g.state = st
    ends = [other for _k, other, _need in g.board.city_others[city]]
    for c in (city, *ends):
        st["sites"][c] = g.board.side_factory.get(g.board.city_side[c]) or "red_factory"
    for k, _other, need in g.board.city_others[city]:
        st["lines"][k] = need
    offers, want = _offered(g)
    assert len(want[city]) == 2 and offers[city] == want[city] == [rules.cities[e].province for e in ends]
    st["lines"][g.board.city_others[city][0][0]] = 0   # one connection no longer operative
    offers, want = _offered(g)
    assert city not in offers and g.state["floating"][city] == rules.cities[ends[1]].province


def test_an_economy_is_the_sum_of_the_values_of_the_factories_that_count_there(positions, rules):
    """A province's economy adds up the values of the factories that count for it (a floating
    city's for the province it is assigned to); a side's or a group's, over its provinces."""
    g, states = positions
    names = [*rules.sides, *rules.groups, *rules.provinces]
    nonzero = 0
    for st in states[::3]:
        g.state = st
        for name in names:
            region = set(g.board.region(name))
            want = sum(city_value(g, c) for c in st["sites"] if counts_for(g, c) in region)
            assert economy(g, name) == want, (st["step"], name)
            nonzero += want > 0
    assert nonzero > 0
    # A city's own factory piece turned to its rundown side is worth one less (§5.3), in its
    # side's economy as in its own value.
    own = next(c for c, city in rules.cities.items() if city.factory and city.province)
    side = g.board.city_side[own]
    st = copy_state(states[-1])
    g.state = st
    st["sites"][own] = rules.cities[own].factory
    st["flipped"].pop(own, None)
    before = economy(g, side)
    st["flipped"][own] = True
    assert economy(g, side) == before - 1 == sum(
        city_value(g, c) for c in st["sites"] if counts_for(g, c) in set(g.board.region(side)))
