"""A build point's site told before it is built (``site_value``) and the ``sites`` shortlist
(the default bot's, with ``most``: at most 5 sites played out) that ranks a build decision's sites by them (§5.1: a build point puts a
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
from interpreter.engine.rng import Random
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
def without_sites(tmp_path_factory):
    """The rules with the default bot's sites shortlist left out (every site played out, as the bot
    was before it named the shortlist)."""
    folder = tmp_path_factory.mktemp("sites")
    (folder / "bot.wsdv").write_text("amend bot foresight  shortlist cubes_placed, cubes_removed\n",
                                     encoding="utf-8")
    return build(overlays=[folder]).rules


def _build_choice(rules):
    decision, view = stop_at(rules, lambda d, g: d.kind == "build_site" and len(d.options) > 8, range(1, 60))
    assert view.unit_call or len(view.unit_taken) > 1   # a choice inside a turn: judged by _placed
    return decision, view


def test_the_sites_shortlist_plays_out_only_the_sites_it_keeps(rules, without_sites, monkeypatch):
    assert "sites" in rules.bots[DEFAULT_BOT].shortlists
    assert "sites" not in without_sites.bots[DEFAULT_BOT].shortlists
    assert rules.shortlists["sites"].most == 5
    decision, view = _build_choice(rules)
    bot = ForesightAgent(rules, 3, guesses=1)
    shortlist = bot.shortlists["build_site"]
    g = bot.scratch
    g.state = view.state
    rank = {o: g.registry["site_value"](g, o) for o in decision.options}
    assert all(g.board.side_of(o) == view.side for o in decision.options)
    # Every equal of the third best (``most`` 0): the sites that add most, and no other.
    every = [decision.options[k] for k in ForesightAgent(rules, 3, most=0).shortlists["build_site"]
             .kept(g, view.side, decision.options, Random(1))]
    assert shortlist.keep <= len(every) < len(decision.options)
    assert min(rank[o] for o in every) > max(rank[o] for o in decision.options if o not in every)
    # With ``most`` 5: at most 5 of them, none that adds less than one left out.
    kept = [decision.options[k] for k in shortlist.kept(g, view.side, decision.options, Random(1))]
    assert shortlist.keep <= len(kept) <= 5 and set(kept) <= set(every)
    assert min(rank[o] for o in kept) >= max(rank[o] for o in decision.options if o not in kept)
    tried: list = []
    real = ForesightAgent.leaves
    monkeypatch.setattr(ForesightAgent, "leaves",
                        lambda self, v, base, script, seed, depth: (tried.append(script[-1]),
                                                                    real(self, v, base, script, seed, depth))[1])
    i = bot.choose(decision, view)
    assert len(tried) <= 5 and set(tried) <= set(every) and decision.options[i] in tried
    # Without the shortlist: every site played out.
    tried.clear()
    ForesightAgent(without_sites, 3, guesses=1).choose(decision, view)
    assert sorted(tried) == sorted(decision.options)


def test_the_equals_a_shortlist_keeps_beyond_most_are_drawn_at_random(rules):
    """Where more sites add as much as the third best than ``most`` allows, which of them are
    played out is a draw (each draw from the bot's own seeded generator), not the first offered."""
    for seed in range(1, 60):
        decision, view = stop_at(rules, lambda d, g: d.kind == "build_site" and len(d.options) > 8, range(seed, 60))
        bot = ForesightAgent(rules, 3)
        shortlist = bot.shortlists["build_site"]
        g = bot.scratch
        g.state = view.state
        every = ForesightAgent(rules, 3, most=0).shortlists["build_site"].kept(g, view.side, decision.options)
        if len(every) > 6:
            break
    else:
        pytest.fail("no build decision with more than 6 sites alike")
    draws = {tuple(shortlist.kept(g, view.side, decision.options, Random(k))) for k in range(12)}
    assert all(len(d) == 5 for d in draws)
    assert len(draws) > 1 and len(set().union(*draws)) > 5
    # The same generator draws the same (the bot's games stay the same from the same seed).
    assert shortlist.kept(g, view.side, decision.options, Random(4)) == shortlist.kept(
        g, view.side, decision.options, Random(4))
    # ``most`` below ``keep`` counts as ``keep``; no generator: every equal, as without ``most``.
    assert len(ForesightAgent(rules, 3, most=1).shortlists["build_site"].kept(
        g, view.side, decision.options, Random(1))) == shortlist.keep
    assert shortlist.kept(g, view.side, decision.options) == every


def test_a_shortlist_that_keeps_one_option_takes_it_without_a_play_out(tmp_path, monkeypatch):
    """``keep 1  most 1``: one option drawn among the equals of the best, and nothing played out."""
    folder = tmp_path / "bot"
    folder.mkdir()
    (folder / "bot.wsdv").write_text(
        "amend bot foresight  shortlist cubes_placed, cubes_removed, one\n"
        "shortlist one(side, site)  decision build_site  keep 1  most 1 {\n"
        "  feature adds  weight 1  value site_value(site)\n}\n", encoding="utf-8")
    one = build(overlays=[folder]).rules
    decision, view = _build_choice(one)
    played: list = []
    monkeypatch.setattr(ForesightAgent, "leaves", lambda *a: played.append(a) or [])
    bot = ForesightAgent(one, 3, guesses=1)
    g = bot.scratch
    g.state = view.state
    values = [g.registry["site_value"](g, o) for o in decision.options]
    i = bot.choose(decision, view)
    assert played == [] and values[i] == max(values)


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


def test_games_with_the_sites_shortlist_are_the_same_from_the_same_seed(rules):
    logs = [self_play_log(rules, 11, 60) for _ in range(2)]
    assert logs[0] == logs[1] and any("build_site" in e for e in logs[0])
