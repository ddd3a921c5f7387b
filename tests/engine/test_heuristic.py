"""The heuristic bot's features read the rules, not copies of them: its comparison feature asks the
internal comparison phase (§9.6) what it would do (the generic `phase_change`), so an overlay that
changes the rule changes the heuristic's judgement with no edit to `bot heuristic`."""

from __future__ import annotations

from pathlib import Path

from interpreter.engine.game import Game
from interpreter.engine.heuristic import Evaluation
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


def _position(rules) -> tuple[Game, list[str]]:
    """A game after its setup, East's LS all in one province (3 of them), the others' none."""
    g, _ = new_game(rules, 4, {})
    east = [p for p, d in rules.provinces.items() if d.side == "east"]
    for p in east:
        g.state["pieces"].setdefault(p, {})["ls"] = 0
        g.state["pieces"][p]["unrest"] = 0
    g.state["pieces"][east[0]]["ls"] = 3
    return g, east


def _comparison(rules, g: Game, side: str) -> int:
    ev = Evaluation(rules, "heuristic")
    expr = next(value for name, value, _w, _s in ev.features if name == "comparison")
    return g.eval(expr, {ev.param: side})


def test_the_heuristic_declaration_copies_no_number_of_the_comparison_rule():
    source = (Path(__file__).resolve().parents[2] / "content" / "bots.wsdv").read_text(encoding="utf-8")
    block = source[source.index("bot heuristic"):source.index("bot foresight")]
    feature = next(line for line in block.splitlines() if "feature comparison" in line)
    assert "phase_change(internal_comparison" in feature and "- 1" not in feature


def test_the_comparison_feature_is_the_unrest_the_phase_would_bring_and_leaves_the_game_alone(rules):
    g, east = _position(rules)
    before = copy_state(g.state)
    value = _comparison(rules, g, "east")
    assert g.state == before  # read on a copy: nothing placed, no generator drawn
    # What §9.6 does: each other East province gets 3 − 0 − 1 = 2 unrest (West Berlin is West's).
    assert value == -2 * (len(east) - 1)
    # The same as running the phase for real on a copy and counting.
    g2 = Game(rules)
    g2.state = copy_state(g.state)
    g2.run_block(rules.phases["internal_comparison"].body, {})
    added = sum(g2.state["pieces"][p].get("unrest", 0) for p in east)
    assert value == -added


def test_an_overlay_that_changes_the_comparison_rule_changes_the_heuristics_judgement(rules, tmp_path):
    folder = tmp_path / "harsh"
    folder.mkdir()
    (folder / "rules.wsdv").write_text(HARSH, encoding="utf-8")
    harsh = build(None, [], [folder])
    assert harsh.ok
    assert harsh.rules.bots["heuristic"] == rules.bots["heuristic"]  # the bot's declaration is untouched
    g, east = _position(rules)
    h = Game(harsh.rules)
    h.state = copy_state(g.state)
    base_value, harsh_value = _comparison(rules, g, "east"), _comparison(harsh.rules, h, "east")
    assert harsh_value == base_value - (len(east) - 1)  # one more unrest in each province below the best
    base_score = Evaluation(rules, "heuristic").score(g, "east")
    harsh_score = Evaluation(harsh.rules, "heuristic").score(h, "east")
    weight = next(w for name, _v, w, _s in Evaluation(rules, "heuristic").features if name == "comparison")
    assert harsh_score == base_score - weight * (len(east) - 1)
