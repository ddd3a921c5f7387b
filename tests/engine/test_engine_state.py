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
