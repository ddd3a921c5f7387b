"""The default bot's shortlists: inside a turn, an action or a phase, a decision whose kind a
``shortlist`` declaration of the bot names has only the options its rule of thumb keeps played out
(the ``keep`` best by its features, read where the decision is asked); the others are never tried.
A bad declaration is refused with a located diagnostic, like any content.
"""

from __future__ import annotations

import pytest
from foresight_positions import self_play_log, stop_at
from wsdvtest import messages, overlay

from interpreter.engine.foresight import ForesightAgent, Shortlister
from interpreter.engine.players import DEFAULT_BOT, make_agent, parse_spec
from interpreter.rules.pipeline import build

SHORTLIST = """shortlist mine(side, province)  decision place_unrest  keep 2 {
  feature pile  weight 1  value count(unrest, at = province)
}
amend bot foresight  shortlist mine
"""


def _placing(rules):
    """A decision of a side where one of its unrest cubes goes, among more than three provinces,
    inside an event's call (judged where it stands), as that side sees it."""
    return stop_at(rules, lambda d, g: d.kind == "place_unrest" and len(d.options) > 3
                   and g.units and g.units[-1].call, range(1, 60))


def test_the_default_bot_shortlists_by_declarations_of_the_content(rules):
    bot = rules.bots[DEFAULT_BOT]
    assert bot.shortlists and all(s in rules.shortlists for s in bot.shortlists)
    kinds = {rules.shortlists[s].decision for s in bot.shortlists}
    assert {"place_unrest", "remove_unrest"} <= kinds
    assert set(make_agent(parse_spec("foresight"), rules, 1).shortlists) == kinds
    # `foresight:shortlist=0` plays out every option, as the bot did before
    assert make_agent(parse_spec("foresight:shortlist=0"), rules, 1).shortlists == {}


def test_only_the_kept_options_are_played_out_and_they_score_best_by_the_rule_of_thumb(rules, monkeypatch):
    decision, view = _placing(rules)
    bot = ForesightAgent(rules, 3, guesses=1)
    shortlist = bot.shortlists["place_unrest"]
    assert isinstance(shortlist, Shortlister) and shortlist.keep < len(decision.options)
    tried: list = []
    real = ForesightAgent.leaves
    monkeypatch.setattr(ForesightAgent, "leaves",
                        lambda self, v, base, script, seed, depth: (tried.append(script[-1]),
                                                                    real(self, v, base, script, seed, depth))[1])
    g = bot.scratch
    g.state = view.state
    kept = [decision.options[k] for k in shortlist.kept(g, view.side, decision.options)]
    tried.clear()
    i = bot.choose(decision, view)
    assert tried == kept and shortlist.keep <= len(kept) < len(decision.options)
    assert decision.options[i] in tried
    # the kept provinces are those the features score best, where the cube is asked for
    g.state = view.state
    scores = {o: shortlist.score(g, view.side, o) for o in decision.options}
    assert min(scores[o] for o in tried) > max(scores[o] for o in decision.options if o not in tried)
    # without shortlists, every province is tried
    tried.clear()
    ForesightAgent(rules, 3, guesses=1, shortlist=0).choose(decision, view)
    assert sorted(map(str, tried)) == sorted(map(str, decision.options))


def test_an_overlay_declares_a_shortlist_and_the_bot_keeps_what_it_says(tmp_path):
    result = build(overlays=[overlay(tmp_path, SHORTLIST, "bot")])
    assert result.ok, result.report.render()
    assert result.rules.bots[DEFAULT_BOT].shortlists == ("mine",)
    bot = ForesightAgent(result.rules, 1)
    assert set(bot.shortlists) == {"place_unrest"} and bot.shortlists["place_unrest"].keep == 2
    decision, view = _placing(result.rules)
    g = bot.scratch
    g.state = view.state
    kept = bot.shortlists["place_unrest"].kept(g, view.side, decision.options)
    counts = [view.state["pieces"].get(p, {}).get("unrest", 0) for p in decision.options]
    # the two provinces with the most cubes and any with as many as the second, in the order offered
    second = sorted(counts, reverse=True)[1]
    assert kept == [k for k, c in enumerate(counts) if c >= second]
    # a rule that cannot tell the options apart leaves them all to the play-out
    pieces = {p: dict(v) for p, v in view.state["pieces"].items()}
    for p in decision.options:
        pieces.setdefault(p, {})["unrest"] = 1
    g.state = {**view.state, "pieces": pieces}
    assert bot.shortlists["place_unrest"].kept(g, view.side, decision.options) == list(range(len(decision.options)))


@pytest.mark.parametrize("old, new, expected", [
    # one parameter where the shortlist reads two
    ("shortlist mine(side, province)", "shortlist mine(side)",
     "bot.wsdv:1:16: `params` needs at least 2 values, found 1"),
    # the bot names a shortlist that is not declared
    ("shortlist mine\n", "shortlist nine\n", "bot.wsdv:4:32: unknown shortlist 'nine'"),
    # a feature reads a name that is no parameter
    ("at = province)", "at = place)", "bot.wsdv:2:52: unknown name 'place'"),
    # keeping no option at all
    ("keep 2", "keep 0", "bot.wsdv:1:61: `keep` must be at least 1, found 0"),
    # playing out at most no option
    ("keep 2", "keep 2  most 0", "bot.wsdv:1:69: `most` must be at least 1, found 0"),
    # a decision the content never asks (the shortlist would never be used)
    ("decision place_unrest ", "decision place_unrests ",
     'bot.wsdv:1:42: the decision "place_unrests" has no question: `view-question` in the English locale '
     'has no variant [place_unrests]'),
])
def test_a_bad_shortlist_is_refused_with_a_located_diagnostic(tmp_path, old, new, expected):
    assert SHORTLIST.count(old) == 1
    result = build(overlays=[overlay(tmp_path, SHORTLIST.replace(old, new), "bot")])
    assert not result.ok
    assert messages(result) == [expected]


def test_the_shortlisting_bot_plays_the_same_game_from_the_same_seed(rules):
    logs = [self_play_log(rules, 17, 40) for _ in range(2)]
    assert logs[0] == logs[1] and len(logs[0]) > 50


def test_a_shortlist_reads_its_features_where_the_decision_is_asked(rules):
    decision, view = _placing(rules)
    bot = ForesightAgent(rules, 3)
    g = bot.scratch
    g.state = view.state
    shortlist = bot.shortlists["place_unrest"]
    # The default's rule for a cube placed: how near the province is to its next mass protest
    # (the cubes past the last multiple the `derive` declaration names), counted against the side
    # in its own provinces and for it in the opponent's.
    every = rules.derives["mass_protest"].every
    seen = set()
    for o in decision.options:
        cubes = view.state["pieces"].get(o, {}).get("unrest", 0)
        own = g.board.province_side[o] == view.side
        assert shortlist.score(g, view.side, o) == (-1 if own else 1) * (cubes % every)
        seen.add(cubes % every)
    assert len(seen) > 1  # the position tells some provinces apart


def test_a_floating_factory_s_province_inside_a_turn_is_drawn_without_a_play_out(rules, tmp_path, monkeypatch):
    """`shortlist floating  keep 1  most 1` with no feature (not named by the default bot: measured
    under its 20 points as West; an overlay names it): inside a turn the province is drawn among the
    equals (all of them) and nothing is played out; the end of the decade's phases ask the same
    question as their first decision, which the bot still judges by projecting it."""
    assert "floating" not in rules.bots[DEFAULT_BOT].shortlists
    drawn = build(overlays=[overlay(tmp_path, "amend bot foresight  shortlist cubes_placed, cubes_removed, sites, "
                                              "floating\n", "bot")]).rules
    assert drawn.shortlists["floating"].most == 1 and not drawn.shortlists["floating"].features
    decision, view = stop_at(drawn, lambda d, g: d.kind == "floating" and g.units and not g.units[-1].call
                             and not g.state["vars"].get("phase"), range(1, 60))
    assert len(view.unit_taken) > 1   # after the card and the action: judged by _placed
    played: list = []
    real = ForesightAgent.leaves
    monkeypatch.setattr(ForesightAgent, "leaves", lambda self, *a: played.append(a) or real(self, *a))
    picks = {ForesightAgent(drawn, seed).choose(decision, view) for seed in range(8)}
    assert played == [] and picks == set(range(len(decision.options)))
    # The default bot plays both out.
    ForesightAgent(rules, 3).choose(decision, view)
    assert len(played) >= 2
    played.clear()
    # The phase's own question (its first decision): played out and projected as before.
    decision, view = stop_at(drawn, lambda d, g: d.kind == "floating" and g.state["vars"].get("phase")
                             and not g.units[-1].call, range(1, 60))
    assert view.unit_taken == []
    ForesightAgent(drawn, 3).choose(decision, view)
    assert played
