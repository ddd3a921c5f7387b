"""The pull API (engine/pull.py): a game handed out one decision at a time is the game `wsdv play`
plays, to the byte of its log; clones and resamples are independent and consistent."""

from __future__ import annotations

from pathlib import Path

import pytest

import interpreter
from interpreter.cli.main import main
from interpreter.engine.decisions import IllegalChoice
from interpreter.engine.players import make_agents, side_players
from interpreter.engine.pull import GameFinished, NotToMove, PullState
from interpreter.engine.rng import Random
from interpreter.errors import WsdvError


@pytest.fixture(scope="module")
def book():
    return interpreter.load()


def _random_game(book, seed: int) -> PullState:
    """A game played through the pull API by the random bots `wsdv play` seeds for ``seed``."""
    agents = make_agents(side_players(list(book.sides), [], default="random"), book.rules, seed)
    state = book.new_state(seed)
    while not state.is_terminal():
        d = state.decision
        state.apply_action(agents[d.side].choose(d, None))
    return state


def _same_logs(book, seeds, tmp_path: Path, variant: tuple[str, ...] = ()) -> None:
    flags = [w for v in variant for w in ("--variant", v)]
    for seed in seeds:
        pushed, pulled = tmp_path / f"play-{seed}.jsonl", tmp_path / f"pull-{seed}.jsonl"
        assert main(["play", "--seed", str(seed), "-q", "--east", "random", "--west", "random", *flags,
                     "--log", str(pushed)]) == 0
        _random_game(book, seed).write_log(pulled)
        assert pulled.read_bytes() == pushed.read_bytes(), f"seed {seed}: the logs differ"


def test_random_games_through_the_pull_api_log_byte_for_byte_as_wsdv_play(book, tmp_path):
    """Six seeds in the quick suite; the 200 of the issue are the slow test below."""
    _same_logs(book, range(6), tmp_path)


@pytest.fixture
def rules_built_once(monkeypatch):
    """`wsdv play` run again and again in this process builds the rules of each content set once: the
    pipeline's answer for the same content, variants and overlays is kept (what a fresh process would
    build anew, at more than twice the cost of a random game). The rules are read, never changed, by a
    game (the pull API's `book` plays every seed on one rules model too); the quick test above keeps
    a fresh build for every `wsdv play`, so a game from a fresh build is held to the shared book there."""
    from interpreter.rules import pipeline

    built: dict[tuple, pipeline.Result] = {}
    fresh = pipeline.build

    def build(content=None, variants=(), overlays=()):
        key = (content, tuple(variants), tuple(overlays))
        if key not in built:
            built[key] = fresh(content, variants, overlays)
        return built[key]

    monkeypatch.setattr(pipeline, "build", build)


@pytest.fixture(scope="module")
def second_book():
    return interpreter.load(variants="second_edition")


# Issue 23 §1's test: 200 seeds of the base game and 20 of the 2nd edition, in five parts so that
# pytest-xdist can give them to different workers.
@pytest.mark.slow
@pytest.mark.parametrize(("variant", "first"), [("", 100), ("", 150), ("", 200), ("", 250), ("second_edition", 0)])
def test_two_hundred_random_games_through_the_pull_api_log_byte_for_byte_as_wsdv_play(variant, first, book,
                                                                                       second_book, tmp_path,
                                                                                       rules_built_once):
    if variant:
        _same_logs(second_book, range(first, first + 20), tmp_path, (variant,))
    else:
        _same_logs(book, range(first, first + 50), tmp_path)


def test_a_clone_goes_its_own_way_and_replays_to_the_same_state(book):
    state = book.new_state(5)
    for _ in range(30):
        state.apply_action(0)
    copy = state.clone()
    assert copy.history() == state.history()
    assert copy.engine.state == state.engine.state
    assert [a.option for a in copy.legal_actions()] == [a.option for a in state.legal_actions()]
    last = len(state.legal_actions()) - 1
    copy.apply_action(last)
    assert len(copy.history()) == 31 and len(state.history()) == 30
    assert copy.engine.state != state.engine.state
    state.apply_action(last)
    assert copy.engine.state == state.engine.state


def test_actions_have_labels_from_the_locales_and_a_bad_index_is_refused(book):
    state = book.new_state(1)
    actions = state.legal_actions()
    assert [a.index for a in actions] == list(range(len(actions)))
    assert actions[0].kind == "card" and actions[0].label.startswith(f"[{actions[0].option}] ")
    german = book.new_state(1, lang="de").legal_actions()
    assert [a.option for a in german] == [a.option for a in actions]
    assert [a.label for a in german] != [a.label for a in actions]
    with pytest.raises(IllegalChoice):
        state.apply_action(len(actions))
    state.apply_action(actions[-1])
    assert state.history() == [len(actions) - 1]


def test_a_finished_game_has_returns_and_takes_no_action(book):
    state = _random_game(book, 7)
    assert state.is_terminal() and state.current_player() is None and state.legal_actions() == []
    result = state.result()
    assert result is not None
    assert state.returns() == {s: 1.0 if s == result["winner"] else -1.0 for s in book.sides}
    with pytest.raises(GameFinished):
        state.apply_action(0)
    assert book.new_state(7).returns() == {s: 0.0 for s in book.sides}


def test_the_observation_is_the_bots_view_and_hides_the_other_hand(book):
    state = book.new_state(2)
    side = state.current_player()
    other = next(s for s in book.sides if s != side)
    seen = state.observation(side)
    assert seen == state.view(side).state
    assert seen["zones"][f"hand_{side}"] == state.engine.state["zones"][f"hand_{side}"]
    assert set(seen["zones"][f"hand_{other}"]) == {"?"}
    assert seen["rng"] == 0 and "unseen" in seen


def test_resampling_keeps_the_sides_view_and_information_and_changes_the_hidden_cards(book):
    state = book.new_state(11)
    for _ in range(12):
        state.apply_action(0)
    side = state.current_player()
    assert side is not None
    other = next(s for s in book.sides if s != side)
    deals = set()
    for k in range(8):
        world = state.resample(side, Random(k))
        assert world.observation(side) == state.observation(side)
        assert world.information_state(side) == state.information_state(side)
        assert world.legal_actions() == state.legal_actions()
        deals.add(tuple(world.engine.state["zones"][f"hand_{other}"]) + tuple(world.engine.state["zones"]["deck"]))
        # A resampled world plays on, and its clone is the same world.
        twin = world.clone()
        world.apply_action(0)
        twin.apply_action(0)
        assert twin.engine.state == world.engine.state
    assert len(deals) > 1
    with pytest.raises(WsdvError):
        state.resample(side, 1).write_log("never-written.jsonl")


def test_the_side_not_to_move_is_resampled_too_consistent_with_its_view(book):
    """While one side decides (a card of its hand, an action), the other side's worlds: the same view
    and information for it, the mover's hand dealt again, and a world that plays on."""
    rng, checked, other_hands = Random(2), 0, set()
    state = book.new_state(33)
    while not state.is_terminal() and checked < 20:
        mover = state.current_player()
        watcher = next(s for s in book.sides if s != mover)
        if len(state.history()) % 9 == 4 and any(seen[0] == watcher for seen in state._seen):
            world = state.resample(watcher, Random(len(state.history())))
            assert world.current_player() == mover
            assert world.observation(watcher) == state.observation(watcher)
            assert world.information_state(watcher) == state.information_state(watcher)
            assert world.engine.state["zones"][f"hand_{watcher}"] == state.engine.state["zones"][f"hand_{watcher}"]
            other_hands.add(tuple(sorted(world.engine.state["zones"][f"hand_{mover}"])) != tuple(
                sorted(state.engine.state["zones"][f"hand_{mover}"])))
            # The same generator gives the same world; the world plays on like any state.
            again = state.resample(watcher, Random(len(state.history())))
            assert again.history() == world.history() and again.recipe_resamples() == world.recipe_resamples()
            assert world.clone().engine.state == world.engine.state  # its recipe rebuilds it
            world.apply_action(0)
            checked += 1
        state.apply_action(rng.below(len(state.decision.options)))
    assert checked == 20  # seed 33 crosses into decade II: the new deck's shuffle and display as it saw them
    assert True in other_hands  # the mover's hidden hand is dealt again, not copied
    with pytest.raises(NotToMove):  # before its first decision a side has no point to deal from
        first = book.new_state(33)
        first.resample(next(s for s in book.sides if s != first.current_player()), 1)


def test_the_information_state_changes_with_what_a_side_learns_only(book):
    state = book.new_state(4)
    before = {s: state.information_state(s) for s in book.sides}
    assert before["east"] != before["west"]
    assert state.information_state("east") == before["east"]  # stable
    state.apply_action(0)
    assert all(state.information_state(s) != before[s] for s in book.sides)
    with pytest.raises(WsdvError):
        state.information_state("north")
