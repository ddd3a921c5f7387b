"""State: plain data, seeded randomness, JSON save and load (issue 4, §1 and §5)."""

from __future__ import annotations

import json

from helpers_engine import bots

from interpreter.engine import rng
from interpreter.engine.game import Game
from interpreter.engine.session import new_game
from interpreter.engine.state import copy_state, dumps, loads


def test_generator_is_deterministic_and_unbiased_enough():
    a, b = list(range(20)), list(range(20))
    rng.shuffle(42, a)
    rng.shuffle(42, b)
    assert a == b and sorted(a) == list(range(20))
    c = list(range(20))
    rng.shuffle(43, c)
    assert c != a
    counts = [0] * 6
    s = 7
    for _ in range(6000):
        s, x = rng.below(s, 6)
        counts[x] += 1
    assert all(800 < n < 1200 for n in counts)


def test_setup_from_content(rules):
    # §2 (1st edition): 3 unrest in each of the 14 provinces, 2 socialists in the holding box,
    # one value-1 factory on Hamburg, Dortmund, Berlin and Bitterfeld; markers on their start spaces.
    g = Game(rules, 0)
    g.setup()
    st = g.state
    assert all(st["pieces"][p]["unrest"] == 3 for p in rules.provinces)
    assert st["pieces"]["socialist_holding"]["socialist"] == 2
    assert set(st["sites"]) == {"hamburg", "dortmund", "berlin", "bitterfeld"}
    assert st["tracks"] == {"prestige": 0, "currency": 0, "socialist": 0, "flight": 0}
    assert st["flags"]["wall"] is False


def test_saved_state_loads_back_equal(rules):
    game, _ = new_game(rules, 5, bots(5))
    game.play()
    text = dumps(game.state)
    again = loads(text)
    assert dumps(again) == text
    assert json.loads(text) == json.loads(dumps(copy_state(game.state)))


def test_a_loaded_state_plays_on_like_the_original(rules):
    # Save after setup, load, and both games give the same result with the same bots.
    a, _ = new_game(rules, 9, bots(9))
    b = Game(rules, 9, bots(9))
    b.state = loads(dumps(a.state))
    assert a.play() == b.play()
    assert dumps(a.state) == dumps(b.state)


def _shared(a, b) -> list[str]:
    """The containers two copies of JSON data share (a copy must share none)."""
    out: list[str] = []
    if isinstance(a, (dict, list)) and a is b:
        out.append(repr(a)[:40])
    if isinstance(a, dict) and isinstance(b, dict):
        for k in a:
            out += _shared(a[k], b.get(k))
    elif isinstance(a, list) and isinstance(b, list):
        for x, y in zip(a, b, strict=False):
            out += _shared(x, y)
    return out


def test_a_state_copy_is_its_json_round_trip_and_shares_nothing(rules):
    # copy_state's fast paths (the variables dict and its lists copied in C when their values are
    # plain) against its definition: what json.loads(json.dumps(state)) gives.
    from helpers_engine import random_positions

    odd = [{"texts": ["a", "b"], "pair": ("x", 1), "nested": [["a"], {"k": [1, None]}], "flag": True, "n": None},
           {"numbers": [1, 2, 3], "mixed": ["a", 2, False, None]},
           {1: "a key that is no text"}]
    states = random_positions(rules, seeds=range(2), every=11)
    for k, state in enumerate(list(states)):
        state = copy_state(state)
        state["vars"].update(odd[k % 2])
        states.append(state)
    weird = copy_state(states[0])
    weird["vars"] = odd[2]
    states.append(weird)
    for state in states:
        copied = copy_state(state)
        assert copied == json.loads(json.dumps(state))
        assert _shared(state, copied) == []
