"""The foresight bot (the default): it judges an option after the rules' own end of the decade.

What it projects and how it scores come from the `bot foresight` declaration (content/bots.wsdv),
so a variant that changes a phase of the end of the decade (§9) changes the bot's judgement with
no edit to the bot's declaration.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from foresight_positions import set_ls, stop_at

from interpreter.engine.agents import RandomAgent
from interpreter.engine.foresight import ForesightAgent, Projection, _Free
from interpreter.engine.game import Game
from interpreter.engine.knowledge import determinize
from interpreter.engine.players import DEFAULT_BOT, make_agent, parse_spec
from interpreter.engine.rng import Random
from interpreter.engine.session import new_game
from interpreter.engine.state import copy_state
from interpreter.rules.pipeline import build

# §9.6 without the "− 1": every province below its side's best gets the whole difference.
HARSH = """replace phase internal_comparison  section "9.6"  source rulebook {
  for s in sides() {
    let top = max([count(ls, at = p) for p in provinces(s)])
    for p in provinces(s) {
      add(unrest, top - count(ls, at = p), to = p)
    }
  }
}
"""


def _east_turn(rules):
    """East's first card decision of a decade-I turn, as East sees it."""
    return stop_at(rules, lambda d, g: d.kind == "card" and d.side == "east")


def _projected(rules, view, side: str) -> tuple[int, dict]:
    """The score of the unit's start for ``side`` after the bot's projection, with a fixed policy."""
    g = Game(rules)
    g.state = determinize(rules, view.unit_start, Random(7))
    g.agents = {s: _Free(Random(11)) for s in rules.sides}
    projection = Projection(rules, DEFAULT_BOT)
    projection.run(g)
    return projection.score(g, side), g.state


def test_the_default_bot_is_named_once_and_is_the_foresight_bot(rules):
    assert DEFAULT_BOT == "foresight"
    assert isinstance(make_agent(parse_spec(DEFAULT_BOT), rules, 1), ForesightAgent)
    bot = rules.bots[DEFAULT_BOT]
    assert bot.project in rules.sequences  # what it projects is named in content
    # The features do not copy a rule of the end of the decade: the projection runs them.
    source = (Path(__file__).resolve().parents[2] / "content" / "bots.wsdv").read_text()
    block = source[source.index("bot foresight"):]
    assert "- 1" not in block and "flight" not in block.split("{", 1)[1]


def test_a_changed_comparison_rule_changes_the_judgement_with_no_edit_to_the_bot(rules, tmp_path):
    folder = tmp_path / "harsh"
    folder.mkdir()
    (folder / "rules.wsdv").write_text(HARSH)
    harsh = build(None, [], [folder])
    assert harsh.ok
    _decision, view = _east_turn(rules)
    # East's LS all in one province: §9.6 gives each other East province (best − its LS − 1) unrest,
    # the harsh rule one more.
    view = dataclasses.replace(view, unit_start=copy_state(view.unit_start))
    east = [p for p, d in rules.provinces.items() if d.side == "east"]
    g = Game(rules)
    g.state = view.unit_start
    worth = {p: g.registry["export_value"](g, p) for p in east}
    best = max(east, key=lambda p: worth[p])
    assert worth[best] >= 1  # upkeep (§9.5) leaves its LS alone
    set_ls(view.unit_start, {p: 0 for p in east} | {best: worth[best]})
    base_score, base_state = _projected(rules, view, "east")
    harsh_score, harsh_state = _projected(harsh.rules, view, "east")
    unrest = [sum(st["pieces"].get(p, {}).get("unrest", 0) for p in east) for st in (base_state, harsh_state)]
    assert unrest[1] > unrest[0]
    assert harsh_score < base_score
    # the same declaration judged both: the overlay touched only the phase
    assert harsh.rules.bots[DEFAULT_BOT] == rules.bots[DEFAULT_BOT]


def test_the_foresight_bot_sees_only_its_view(rules):
    from test_knowledge import _Probe

    probe = _Probe(rules, lambda r, seed: ForesightAgent(r, seed))
    game, _ = new_game(rules, 13, {"east": probe, "west": RandomAgent(5)})
    probe.game = game
    game.play()
    assert probe.checked > 20
