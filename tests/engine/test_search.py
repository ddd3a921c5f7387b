"""The search bot (engine/search.py): ISMCTS over the pull API, across decisions and turns, from
its side's view only, the same game for the same seed."""

from __future__ import annotations

import copy

import pytest

import interpreter
from interpreter.engine.agents import RandomAgent
from interpreter.engine.search import DEFAULT_OPPONENT, LEAF_BOT, SearchAgent


def _depth(node, me) -> tuple[int, set]:
    """The deepest path below ``node`` and the sides that decide along the tree."""
    deepest, sides = 0, set()
    for child in node.children.values():
        d, s = _depth(child, me)
        deepest = max(deepest, d + 1)
        sides |= s | {child.side}
    return deepest, sides


def test_the_search_tree_reaches_past_the_decision_into_the_other_sides_turn(rules):
    book = interpreter.load()
    state = book.new_state(3)
    bot = SearchAgent(book.rules, seed=1, budget=120)
    i = bot.search(state)
    assert 0 <= i < len(state.decision.options)
    depth, sides = _depth(bot.last_tree, state.current_player())
    assert depth >= 3  # this decision, the rest of the turn, and beyond
    assert sides == set(book.sides)  # the other side's replies are in the tree too
    assert state.history() == []  # the searched state itself is untouched


def test_the_search_bot_takes_the_same_choices_for_the_same_seed_and_view():
    """The first decisions of a game (a full game is the slow suite's: simulate plays them), each
    searched twice by bots of the same seed, in worlds of their own: the same answers."""
    book = interpreter.load()
    state, other = book.new_state(8), RandomAgent(2)
    answers = 0
    while answers < 6:
        d = state.decision
        if d.side == "east":
            i = SearchAgent(book.rules, 5 + answers, budget=12, worlds=3).search(state)
            assert i == SearchAgent(book.rules, 5 + answers, budget=12, worlds=3).search(state.clone())
            answers += 1
        else:
            i = other.choose(d, None)
        state.apply_action(i)


def test_the_leaf_is_judged_by_the_default_bot_and_its_projection(rules):
    """The leaf judge is the default bot's declaration (it follows DEFAULT_BOT), and it carries the
    leaf through the rules' end of the decade: a position is scored after the decade's bill."""
    from interpreter.engine.players import DEFAULT_BOT
    from interpreter.engine.rng import Random

    assert LEAF_BOT == DEFAULT_BOT == DEFAULT_OPPONENT and LEAF_BOT in rules.bots
    bot = SearchAgent(rules, 0, budget=4)
    assert bot.judge.projection.sequence == rules.bots[DEFAULT_BOT].project is not None
    book = interpreter.load()
    state = book.new_state(6)
    for _ in range(30):
        state.apply_action(0)
    before = copy.deepcopy(state.engine.state)
    projected = bot.judge.score(state.engine.state, "east", Random(1))
    assert state.engine.state == before  # the leaf's state is judged on a copy
    # The copy judged went through the decade's end: the flight phase (§9.1) discards the played cards.
    assert before["zones"]["played"] and bot.judge.scratch.state["zones"]["played"] == []
    assert projected == bot.judge.score(state.engine.state, "east", Random(1))  # the same draws, the same score


@pytest.mark.slow
def test_the_search_bot_plays_the_same_games_in_one_process_in_workers_and_on_ray():
    from interpreter.simulate.games import ContentSpec, Players
    from interpreter.simulate.run import Job, run_local, run_ray, seeds_of

    job = Job(ContentSpec(), Players((("west", "mcts:3"), ("east", "heuristic"))), seeds_of(4, 2))
    here, _ = run_local([job], 1, lambda n: None)
    pooled, _ = run_local([job], 2, lambda n: None, pool=True)
    assert pooled == here and len(here[0]) == 2
    ray = pytest.importorskip("ray", reason="Ray is an optional extra (pip install 'wsdv[ray]')")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        there, stopped = run_ray([job], None, lambda n: None)
    finally:
        ray.shutdown()
    assert not stopped and there == here
