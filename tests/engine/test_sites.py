"""A build point's site told before it is built (``site_value``) and the ``sites`` shortlist
(the default bot takes it only through an overlay) that ranks a build decision's sites by them (§5.1: a build point puts a
factory on an empty city or infrastructure on a blue line; §5: a factory is worth its base plus its
operative connections, a connection is operative when both ends hold factories and all its lines
are filled).  The values must match what building there does to the factories' values.
"""

from __future__ import annotations

import pytest
from foresight_positions import self_play_log, stop_at
from wsdvtest import messages

from interpreter.engine.economy import city_value, factory_piece, put
from interpreter.engine.evaluator import ContentError
from interpreter.engine.foresight import ForesightAgent
from interpreter.engine.game import Game
from interpreter.engine.players import DEFAULT_BOT
from interpreter.engine.state import copy_state
from interpreter.rules.pipeline import build


def _total(g: Game) -> int:
    return sum(city_value(g, c) for c in g.state["sites"])


def _positions(rules, seeds=range(1, 7)):
    """Build decisions of random games (each side, every stage of a game), with the side's view."""
    out = []
    for seed in seeds:
        out.append(stop_at(rules, lambda d, g: d.kind == "build_site" and g.state["step"] > 40, range(seed, seed + 40)))
    return out


def test_a_site_s_value_is_what_building_there_adds_to_the_factories_values(rules):
    checked = made_operative = lines_completing = 0
    for decision, view in _positions(rules):
        g = Game(rules)
        g.state = view.state
        before = _total(g)
        for site in decision.options:
            value = g.registry["site_value"](g, site)
            after = Game(rules)
            after.state = copy_state(view.state)
            put(after, site)
            assert value == _total(after) - before, site
            if site in g.board.cities:
                made_operative += value > g.board.base_value(site, after.state["sites"][site])
            else:
                assert value in (0, 2), site
                lines_completing += value == 2
            checked += 1
    # the positions hold sites of every kind the function tells apart
    assert checked > 60 and made_operative + lines_completing > 0


def test_a_line_adds_two_only_when_it_completes_a_connection_between_two_factories(rules):
    decision, view = _positions(rules, range(1, 2))[0]
    g = Game(rules)
    g.state = copy_state(view.state)
    lines = [s for s in decision.options if s in g.board.conns]
    assert lines
    conn = lines[0]
    a, b = g.board.conns[conn].ends
    need = g.board.conns[conn].lines
    g.state["sites"].pop(a, None)
    g.state["sites"].pop(b, None)
    g.state["lines"][conn] = need - 1
    assert g.registry["site_value"](g, conn) == 0          # the last line, but no factory at the ends
    g.state["sites"][a] = g.state["sites"][b] = "x"
    assert g.registry["site_value"](g, conn) == 2          # the last line between two factories
    if need > 1:
        g.state["lines"][conn] = need - 2
        assert g.registry["site_value"](g, conn) == 0      # a line short of the last
    g.state["lines"][conn] = need
    assert g.registry["site_value"](g, conn) == 0          # complete: one more line adds nothing
    # an empty city next to a factory over a complete connection: its base and two for the link
    g.state["sites"].pop(a)
    base = g.board.base_value(a, g.registry["factory"](g, a) or factory_piece(g, a))
    assert g.registry["site_value"](g, a) == base + 2 * sum(
        1 for k, other, n in g.board.city_others[a] if other in g.state["sites"] and g.state["lines"].get(k, 0) >= n)
    assert g.registry["site_value"](g, a) >= base + 2


def test_a_site_that_is_neither_a_city_nor_a_connection_is_a_content_error(rules):
    g = Game(rules)
    with pytest.raises(ContentError, match="neither a city nor a connection"):
        g.registry["site_value"](g, next(iter(rules.provinces)))
    with pytest.raises(ContentError, match="neither a city nor a connection"):
        g.registry["site_value"](g, "nowhere")


@pytest.fixture(scope="module")
def with_sites(tmp_path_factory):
    """The rules with the default bot opted in to the sites shortlist (it does not name it: measured
    weaker as West, docs/guide/simulation.md)."""
    folder = tmp_path_factory.mktemp("sites")
    (folder / "bot.wsdv").write_text("amend bot foresight  shortlist cubes_placed, cubes_removed, sites\n",
                                     encoding="utf-8")
    return build(overlays=[folder]).rules


def test_the_sites_shortlist_plays_out_only_the_sites_it_keeps(rules, with_sites, monkeypatch):
    assert "sites" not in rules.bots[DEFAULT_BOT].shortlists
    assert "sites" in with_sites.bots[DEFAULT_BOT].shortlists
    decision, view = stop_at(rules, lambda d, g: d.kind == "build_site" and len(d.options) > 8, range(1, 60))
    assert view.unit_call or len(view.unit_taken) > 1   # a choice inside a turn: judged by _placed
    bot = ForesightAgent(with_sites, 3, guesses=1)
    shortlist = bot.shortlists["build_site"]
    g = bot.scratch
    g.state = view.state
    kept = [decision.options[k] for k in shortlist.kept(g, view.side, decision.options)]
    assert shortlist.keep <= len(kept) < len(decision.options)
    # the kept sites add most to the side's factories
    rank = {o: g.registry["site_value"](g, o) for o in decision.options}
    assert all(g.board.side_of(o) == view.side for o in decision.options)
    assert min(rank[o] for o in kept) > max(rank[o] for o in decision.options if o not in kept)
    tried: list = []
    real = ForesightAgent.leaves
    monkeypatch.setattr(ForesightAgent, "leaves",
                        lambda self, v, base, script, seed, depth: (tried.append(script[-1]),
                                                                    real(self, v, base, script, seed, depth))[1])
    i = bot.choose(decision, view)
    assert tried == kept and decision.options[i] in kept
    # the default bot: every site played out
    tried.clear()
    ForesightAgent(rules, 3, guesses=1).choose(decision, view)
    assert sorted(tried) == sorted(decision.options)


@pytest.mark.parametrize("value, expected", [
    ("site_value()", "bot.wsdv:2:30: `site_value` takes 1 argument, found 0"),
    ("site_value(site, site)", "bot.wsdv:2:30: `site_value` takes 1 argument, found 2"),
])
def test_a_bad_call_in_a_sites_shortlist_is_refused_with_a_located_diagnostic(tmp_path, value, expected):
    folder = tmp_path / "bot"
    folder.mkdir()
    (folder / "bot.wsdv").write_text(f"shortlist mine(side, site)  decision build_site  keep 2 {{\n"
                                     f"  feature a  weight 1  value {value}\n}}\n", encoding="utf-8")
    result = build(overlays=[folder])
    assert not result.ok
    assert messages(result) == [expected]


def test_games_with_the_sites_shortlist_are_the_same_from_the_same_seed(with_sites):
    logs = [self_play_log(with_sites, 11, 60) for _ in range(2)]
    assert logs[0] == logs[1] and any("build_site" in e for e in logs[0])
