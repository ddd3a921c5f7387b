"""The foresight bot (the default): it judges an option after the rules' own end of the decade.

What it projects and how it scores come from the `bot foresight` declaration (content/bots.wsdv),
so a variant that changes a phase of the end of the decade (§9) changes the bot's judgement with
no edit to the bot's declaration.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from foresight_positions import set_ls, stop_at, swap_cards, with_state
from wsdvtest import edit

from interpreter.engine.agents import RandomAgent
from interpreter.engine.decisions import Decision
from interpreter.engine.foresight import ForesightAgent, Projection, _Free
from interpreter.engine.game import Game
from interpreter.engine.knowledge import determinize
from interpreter.engine.players import DEFAULT_BOT, SpecError, make_agent, make_agents, parse_spec
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
    start = source.index("bot foresight")
    block = source[start:source.index("\n}", start)]
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


def _last_east_turn_with_the_wall(rules):
    """East's last turn of decade II (one card left on the display, the second half) with the
    wall's special card (II) still on offer: build it now or never."""
    def wanted(d, g):
        z = g.state["zones"]
        return (d.kind == "card" and d.side == "east" and "II" in d.options and g.state["vars"].get("decade") == "II"
                and len(z["display"]) == 1 and len(z["deck"]) < 7)
    return stop_at(rules, wanted, range(1, 300))


def test_the_bot_builds_the_wall_when_flight_would_cost_more_than_the_wall(rules):
    """§9.1: while the wall stands, its cost (prestige 1 toward West and 1 dismantle point) replaces
    flight (a point for every 2 spaces of West's best LS less East's worst). The choice is the wall
    or a weak West card (38) played for its value."""
    decision, view = _last_east_turn_with_the_wall(rules)
    # The display's last card becomes card 38 (yellow, value 1): the alternative to the wall.
    last = next(o for o in decision.options if o != "II")
    # Only the two: the position the search finds may offer other cards too (a hand card better than
    # both), and the test is about the wall against a weak card.
    options = ["II", 38]
    wall_choice = Decision(decision.side, decision.kind, options, decision.args)
    west = [p for p, d in rules.provinces.items() if d.side == "west"]
    east = [p for p, d in rules.provinces.items() if d.side == "east"]

    def flight(west_ls: int, east_ls: int):
        def change(st):
            swap_cards(st, last, 38)
            set_ls(st, {p: 0 for p in west} | {west[-2]: west_ls} | {p: east_ls for p in east})
        return with_state(view, change)

    high = flight(10, 0)   # flight 10: 5 dismantle points, the wall saves 4
    low = flight(0, 1)     # no flight: the wall only costs
    for seed in range(5):
        assert wall_choice.options[ForesightAgent(rules, seed).choose(wall_choice, high)] == "II"
        assert wall_choice.options[ForesightAgent(rules, seed).choose(wall_choice, low)] == 38


def _east_pays_for_a_cube(rules):
    """East's action for a card not of its colour in decade I: removing a cube costs it a
    dismantle point there (§6.1)."""
    def wanted(d, g):
        return (d.kind == "action" and d.side == "east" and "remove_cube" in d.options
                and g.board.cards[d.args["card"]].colour != "red" and g.state["vars"].get("decade") == "I")
    return stop_at(rules, wanted)


def _reserve_position(rules, view, flight_ls: int, protests: int):
    """East with one dismantle point left (one factory, no infrastructure), flight worth
    ``flight_ls`` spaces (West's best LS, East's worst 0, no played card), and ``protests`` East
    provinces with a mass protest."""
    from interpreter.engine.economy import capacity

    g = Game(rules)
    west = [p for p, d in rules.provinces.items() if d.side == "west"]
    east = [p for p, d in rules.provinces.items() if d.side == "east"]

    def change(st):
        set_ls(st, {p: 0 for p in west + east} | {west[-2]: flight_ls})
        st["zones"]["discard"] = st["zones"].get("discard", []) + st["zones"].get("played", [])
        st["zones"]["played"] = []
        st["tracks"]["prestige"] = 0
        for c in [c for c in st["lines"] if g.board.conn_side[c] == "east"]:
            st["lines"][c] = 0
        own = [c for c in st["sites"] if g.board.city_side.get(c) == "east" and not rules.cities[c].country]
        for c in own[1:]:
            del st["sites"][c]
        for i, p in enumerate(east):
            st["pieces"].setdefault(p, {}).update(unrest=4 if i < protests else 1, mass_protest=int(i < protests))
        g.state = st
        assert capacity(g, "east") == 1
    return with_state(view, change)


def test_the_bot_keeps_its_last_dismantle_point_for_the_end_of_the_decade(rules):
    """§9 introduction: East loses at once when it must dismantle more than it has. With flight of
    2 spaces (1 point, §9.1) and 1 point left, a cube removed for a point now is insolvency later:
    the bot develops instead. With no flight and four mass protests (§9.10: East collapses), the
    same point buys the cube that saves East: the bot spends it."""
    decision, view = _east_pays_for_a_cube(rules)
    bill = _reserve_position(rules, view, flight_ls=2, protests=0)
    threat = _reserve_position(rules, view, flight_ls=0, protests=4)
    # why: removing the cube for a point leaves nothing for flight
    agent = ForesightAgent(rules, 0)
    base = determinize(rules, bill.unit_start, Random(3))
    [(_script, state)] = agent.leaves(bill, base, ["remove_cube"], 5, 0)
    agent.scratch.state = state
    agent.scratch.agents = {s: _Free(Random(1)) for s in rules.sides}
    agent.projection.run(agent.scratch)
    assert state["result"] == {"winner": "west", "outcome": "national_insolvency"}
    for seed in range(4):
        assert decision.options[ForesightAgent(rules, seed).choose(decision, bill)] != "remove_cube"
        assert decision.options[ForesightAgent(rules, seed).choose(decision, threat)] == "remove_cube"


def _keep_or_discard(rules):
    """A side's first keep-or-discard decision for a card of its hand at the start of a decade
    (§3 step 1), with the card it is about."""
    from interpreter.engine.cardplay import hand_zone

    decision, view = stop_at(rules, lambda d, g: d.kind == "hand_discard")
    return decision, view, view.state["zones"][hand_zone(decision.side)][0]


def test_the_bot_keeps_a_strong_card_and_lets_a_weak_one_go_at_the_start_of_a_decade(rules):
    """§3 step 1: a card kept is one the side plays later; a card let go is replaced by one drawn
    unseen.  The bot judges what it would draw over several guesses of the hidden cards, so the
    card of the highest value to its side is kept and one of the lowest is let go.  (The cards
    put in its hand are of earlier decades, from the discard pile, as a kept card is.)"""
    decision, view, card = _keep_or_discard(rules)
    side = decision.side
    g = Game(rules)
    g.state = view.state
    unseen = [c for c in view.state["zones"]["discard"] if not g.board.cards[c].special]

    def value(c):
        return g.registry["card_value"](g, c, side)

    strong = max(unseen, key=lambda c: (value(c), str(c)))
    weak = min(unseen, key=lambda c: (value(c), str(c)))
    assert value(strong) > value(weak)
    keep = with_state(view, lambda st: swap_cards(st, card, strong))
    drop = with_state(view, lambda st: swap_cards(st, card, weak))
    for seed in range(8):  # (with one guess, 2 of 12 seeds kept the weak card)
        assert decision.options[ForesightAgent(rules, seed).choose(decision, keep)] == "keep"
        assert decision.options[ForesightAgent(rules, seed).choose(decision, drop)] == "discard"


def test_passing_an_ls_on_to_west_berlin_is_judged_after_the_end_of_the_decade(rules):
    """§10.1: a supplier that just got an LS may pass it on into its West Berlin sector; the LS
    then relieves West Berlin's unrest instead of the supplier's.  In both positions below the
    two options are alike where the turn ends (the same LS, the same unrest), so the projection
    decides.  In the game as found, West Berlin and the supplier hold the same unrest, but West
    Berlin's grows at the end of the decade (§9.6 gives it the whole difference, §9.7 attacks it)
    into a mass protest mirrored in its suppliers: the LS is passed on.  With no unrest in
    either and a supplier without an export factory that fed West Berlin before, West Berlin
    keeps no LS at upkeep (§9.5: the weakest export factory of its suppliers): the LS stays home."""
    decision, view = stop_at(rules, lambda d, g: d.kind == "transfer", range(1, 200))
    [passed] = [o for o in decision.options if o != "none"]
    supplier = passed.split(">")[0]
    g = Game(rules)
    g.state = view.state
    assert g.registry["export_value"](g, supplier) >= 1   # its own LS survives the upkeep
    poor = next(q for q in rules.provinces if g.registry["export_value"](g, q) < 0
                and q in g.registry["suppliers_of"](g, "w_berlin"))

    def calm(st):   # no unrest in the supplier nor in West Berlin: the LS relieves neither
        for p in (supplier, "w_berlin"):
            st["pieces"].setdefault(p, {})["unrest"] = 0

    def fed(st):
        calm(st)
        st["vars"]["transferred"] = [poor]

    here = view.state["pieces"]
    assert here[supplier].get("unrest", 0) == here["w_berlin"].get("unrest", 0) > 0
    for position, wanted in ((view, passed), (with_state(view, fed), "none")):
        agent = ForesightAgent(rules, 0)
        base = determinize(rules, position.unit_start, Random(1))
        static = {o: agent._static(agent.leaves(position, base, [o], 5, 0)[0][1], "west") for o in decision.options}
        assert len(set(static.values())) == 1   # where the turn ends, nothing tells them apart
        for seed in range(4):
            assert decision.options[ForesightAgent(rules, seed).choose(decision, position)] == wanted


def test_only_the_top_leaves_of_a_turn_are_projected_and_the_spec_names_how_many(rules, monkeypatch):
    """``top`` N: of a turn's first decision's leaves (each card with each of its actions), only
    the N that score best before the projection are carried through the end of the decade."""
    decision, view = _east_turn(rules)
    leaves = ForesightAgent(rules, 3, top=0)._leaves(decision, view, determinize(rules, view.unit_start, Random(1)),
                                                     5, 1)
    assert len(leaves) > 4  # more leaves than the top of 3 below
    projected: list[int] = []
    real_run = Projection.run
    monkeypatch.setattr(Projection, "run", lambda self, g: (projected.append(1), real_run(self, g))[1])
    for top, most in ((0, len(leaves)), (3, 3)):
        projected.clear()
        bot = ForesightAgent(rules, 3, top=top, guesses=1, propose=0)
        assert 0 <= bot.choose(decision, view) < len(decision.options)
        assert 0 < len(projected) <= most
        if top == 0:
            assert len(projected) == len(leaves)
    assert parse_spec("foresight:top=3").options == {"top": "3"}
    assert make_agent(parse_spec("foresight:top=3"), rules, 1).top == 3
    assert make_agent(parse_spec("foresight"), rules, 1).top == 0  # every leaf, by default
    with pytest.raises(SpecError):
        parse_spec("foresight:top=many")


def _phases_walked(monkeypatch) -> list[int]:
    """The scratch game (its id) of every phase a projection walks from now on, in order."""
    walked: list[int] = []
    real_steps = Projection.steps

    def counted(self, g):
        for _ in real_steps(self, g):
            walked.append(id(g))
            yield

    monkeypatch.setattr(Projection, "steps", counted)
    return walked


def test_projections_walked_side_by_side_score_as_each_projected_alone(rules, monkeypatch):
    """A decision inside a turn projects its best options side by side, a phase at a time: a state
    that becomes equal to one before it stops and takes that one's score.  The scores must be the
    ones each state gets projected alone, with the same seed (what `_judged` does)."""
    # Another province for the floating factory: the first phase of the end of the decade asks
    # again, so this state joins the first one after that phase.
    start, moved = _floating_pair(rules)
    other = _more_unrest(rules, start)
    states = [start, moved, copy_state(start), other]

    def alone(state: dict) -> int:
        g = Game(rules)
        g.state = copy_state(state)
        quick = _Free(Random(99 ^ 0x5DEECE66D))
        g.agents = {s: quick for s in rules.sides}
        projection = Projection(rules, DEFAULT_BOT)
        projection.run(g)
        return projection.score(g, "east")

    expected = [alone(s) for s in states]
    assert expected[0] == expected[2] and expected[3] != expected[0]
    walked = _phases_walked(monkeypatch)
    bot = ForesightAgent(rules, 5)
    assert bot._projected([copy_state(s) for s in states], "east", 99) == expected
    phases = len(bot.projection.phases)
    per_game = [walked.count(id(g)) for g in bot._scratches[:4]]
    assert per_game[2] == 0              # the copy of the first state: not projected at all
    assert per_game[0] >= phases - 2 and per_game[3] >= phases - 2  # (a phase whose `when` fails is passed over)
    assert per_game[1] < per_game[0]     # joined the first one part of the way


def _floating_pair(rules):
    """A state inside East's turn with a floating factory, and a copy in which that factory counts
    for another of its provinces (what the end of the decade's first phase asks again)."""
    _decision, view = _east_turn(rules)
    start = determinize(rules, view.unit_start, Random(3))
    assert start["floating"], "the position has a floating factory whose province is chosen"
    city, province = next(iter(start["floating"].items()))
    moved = copy_state(start)
    moved["floating"][city] = next(p for p in Game(rules).board.cities[city].floating if p != province)
    return start, moved


def _more_unrest(rules, state):
    """A copy of ``state`` with 3 unrest cubes more in an East province: a state that stays apart."""
    other = copy_state(state)
    east = next(p for p, s in Game(rules).board.province_side.items() if s == "east")
    other["pieces"].setdefault(east, {})["unrest"] = other["pieces"].get(east, {}).get("unrest", 0) + 3
    return other


def test_projections_that_all_come_together_stop_and_tell_nothing_apart(rules, monkeypatch):
    """Where every state walked side by side has joined one (a floating factory's province, asked
    again by the end of the decade's first phase), they would all score as that one does: the walk
    stops there and gives None, with the rest of the projection never run."""
    start, moved = _floating_pair(rules)
    assert moved != start
    walked = _phases_walked(monkeypatch)
    # (The walk itself: states that differ only in what the first phase sets anew are not walked
    # at all, see the next test.)
    monkeypatch.setattr(Projection, "renewed", lambda self, g: None)
    bot = ForesightAgent(rules, 5)
    assert bot._projected([copy_state(start), copy_state(moved), copy_state(start)], "east", 99) is None
    # Each walked the phases up to the one that asks again, and no further.
    per_game = [walked.count(id(g)) for g in bot._scratches[:3]]
    assert per_game[0] == per_game[1] and 1 <= per_game[0] < len(bot.projection.phases) - 2
    assert per_game[2] == 0
    # A state that stays apart still gets every score (the walk goes on to the end).
    other = _more_unrest(rules, start)
    scores = bot._projected([copy_state(start), copy_state(moved), other], "east", 99)
    assert scores is not None and scores[0] == scores[1] != scores[2]


def test_states_that_differ_only_in_what_the_first_phase_sets_anew_are_not_projected(rules, monkeypatch):
    """The end of the decade's first phase asks again which province each floating factory counts
    for before anything reads it (its first statement calls a primitive declared `renews`): states
    that differ only there come together after it, so `_projected` gives None (as the walk does)
    without walking a phase.  A state that differs elsewhere too is walked as before; with the
    wall standing, or from inside the sequence, the first phase is another that renews nothing."""
    start, moved = _floating_pair(rules)
    other = _more_unrest(rules, moved)
    bot = ForesightAgent(rules, 5)
    projection = bot.projection
    assert projection.renews.get(projection.phases[0]) == "floating"   # read from the content
    walked = _phases_walked(monkeypatch)
    assert bot._projected([copy_state(start), copy_state(moved)], "east", 99) is None
    assert walked == []
    shortcut = bot._projected([copy_state(start), copy_state(moved), copy_state(other)], "east", 99)
    assert walked and shortcut is not None
    # The same answers with the walk alone.
    monkeypatch.setattr(Projection, "renewed", lambda self, g: None)
    walker = ForesightAgent(rules, 5)
    assert walker._projected([copy_state(start), copy_state(moved)], "east", 99) is None
    assert walker._projected([copy_state(start), copy_state(moved), copy_state(other)], "east", 99) == shortcut
    monkeypatch.undo()
    g = Game(rules)
    g.state = copy_state(start)
    assert projection.renewed(g) == "floating"
    g.state["flags"][rules.sequences[projection.sequence].wall_flag] = True   # the wall's own first phase
    assert projection.renewed(g) is None
    g.state = copy_state(start)
    g.state["vars"]["phase"] = projection.phases[0]   # a decision inside the first phase
    assert projection.renewed(g) is None
def test_a_phase_s_first_decision_walks_its_leaves_side_by_side_and_scores_each_as_alone(rules, monkeypatch):
    """A decision judged by every leaf (a phase's first: which province a floating factory counts
    for, asked again by a later phase) walks the leaves' projections side by side (`_walked`): the
    scores are those of each leaf projected in turn (`_judged`), in the same order, while a leaf
    that joins another is not projected further, and the scores come back even where every leaf
    has joined one."""
    checked = joined = 0
    for seed in range(1, 40):
        try:
            decision, view = stop_at(rules, lambda d, g: d.kind == "floating" and bool(g.state["vars"].get("phase"))
                                     and len(d.options) > 1, range(seed, seed + 1))
        except AssertionError:
            continue
        assert not view.unit_taken and not view.unit_call    # the phase's first decision
        bot = ForesightAgent(rules, 5)
        base = determinize(rules, view.unit_start, Random(2))
        walked = _phases_walked(monkeypatch)
        alone = bot._judged(bot._leaves(decision, view, base, 7, 1), view.side, 7)
        each = len(walked)
        walked.clear()
        scores = bot._walked(bot._leaves(decision, view, base, 7, 1), view.side, 7)
        assert list(scores.items()) == list(alone.items())
        assert len(walked) <= each
        joined += len(walked) < each
        monkeypatch.undo()
        checked += 1
        if checked == 4:
            break
    assert checked == 4 and joined >= 1


def test_the_same_seed_plays_the_same_game_with_the_default_bot(rules):
    """Determinism: two games of the default bot against itself from the same seed take the same
    decisions (the decisions inside a turn, whose best options are projected side by side, too)."""

    def played(seed: int) -> tuple[list, Any]:
        agents = make_agents({s: parse_spec(DEFAULT_BOT) for s in rules.sides}, rules, seed)
        game, _ = new_game(rules, seed, agents)
        game.play()
        return [(e["side"], e["kind"], e["choice"]) for e in game.log], game.state["result"]

    first = played(4)
    assert {"floating", "icon_order"} <= {kind for _s, kind, _c in first[0]}  # projected side by side
    assert played(4) == first


def test_a_bot_naming_no_sequence_proposal_or_shortlist_is_refused_by_the_check(content_copy):
    """What a bot declaration names (its `project` sequence, its proposal, its shortlists) is resolved
    by the checks, so the bot itself never meets an id that is none (it has no check of its own)."""
    bots = content_copy / "bots.wsdv"
    edit(bots, "project end_of_decade  propose foresight  shortlist cubes_placed, cubes_removed, sites",
         "project end_of_decad  propose foresigh  shortlist cubes_placed, cubes_removed, site")
    result = build(content_copy)
    assert not result.ok
    said = [d.message for d in result.report.errors if Path(d.file).name == "bots.wsdv"]
    for name in ("end_of_decad", "foresigh", "site"):
        assert any(f"'{name}'" in m or f"`{name}`" in m for m in said), (name, said)
