"""The OpenSpiel game (engine/spiel.py, the `spiel` extra): OpenSpiel's own checks pass on it, its
MCTS bot plays against wsdv's default bot, and without the extra the module says what to install."""

from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_without_the_extra_the_module_says_what_to_install():
    probe = ("import sys\nsys.modules['pyspiel'] = None\n"
             "from interpreter.errors import WsdvError\n"
             "try:\n    import interpreter.engine.spiel\n"
             "except WsdvError as err:\n    print(type(err).__name__, '|', err, '|', err.hint)\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.startswith("SpielMissing | the OpenSpiel game needs the open-spiel package"), out
    assert "pip install 'wsdv[spiel]'" in out


def test_no_module_of_wsdv_imports_the_spiel_module():
    """wsdv runs whole without the extra: only the user (and these tests) import engine/spiel.py."""
    importers = [p for p in (ROOT / "interpreter").rglob("*.py") if p.name != "spiel.py"
                 and ("import spiel" in p.read_text(encoding="utf-8") or ".spiel import" in p.read_text(encoding="utf-8")
                      or "import pyspiel" in p.read_text(encoding="utf-8"))]
    assert importers == []


pyspiel = pytest.importorskip("pyspiel", reason="the spiel extra (the open-spiel package) is not installed here")


@pytest.fixture(scope="module")
def game():
    from interpreter.engine import spiel  # noqa: F401 - registers "wsdv"

    return pyspiel.load_game("wsdv", {"deals": 50})


def test_the_game_type_is_declared_as_the_game_is(game):
    t = game.get_type()
    assert t.short_name == "wsdv"
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert game.num_players() == 2 and game.max_chance_outcomes() == 50
    assert not t.provides_observation_tensor and t.provides_information_state_string


@pytest.mark.slow
def test_openspiels_random_simulation_test_passes(game):
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.slow
def test_openspiels_random_simulation_test_passes_with_serialization_and_the_variant(game):
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    second = pyspiel.load_game("wsdv", {"variant": "second_edition", "deals": 20})
    pyspiel.random_sim_test(second, num_sims=1, serialize=True, verbose=False)


def test_a_state_serializes_pickles_and_clones_to_the_same_game(game):
    state = game.new_initial_state()
    state.apply_action(7)
    for _ in range(25):
        state.apply_action(state.legal_actions()[-1])
    text = pyspiel.serialize_game_and_state(game, state)
    _, again = pyspiel.deserialize_game_and_state(text)
    unpickled = pickle.loads(pickle.dumps(state))
    for other in (again, unpickled, state.clone()):
        assert other.history() == state.history()
        assert other.information_state_string(0) == state.information_state_string(0)
        assert other.legal_actions() == state.legal_actions()
    assert state.action_to_string(state.current_player(), 0).startswith("0: ")


def test_a_resampled_state_is_the_same_to_the_player_to_move(game):
    import numpy as np

    state = game.new_initial_state()
    state.apply_action(3)
    for _ in range(10):
        state.apply_action(0)
    player = state.current_player()
    rng = np.random.RandomState(4)
    worlds = [state.resample_from_infostate(player, rng.random_sample) for _ in range(4)]
    assert {w.information_state_string(player) for w in worlds} == {state.information_state_string(player)}
    assert {w.observation_string(player) for w in worlds} == {state.observation_string(player)}
    assert len({w.observation_string(1 - player) for w in worlds}) > 1  # the other side's cards did change


def test_the_player_not_to_move_is_resampled_too(game):
    import numpy as np

    state = game.new_initial_state()
    state.apply_action(3)
    rng = np.random.RandomState(2)
    while True:  # a decision of one player after the other has decided at least once
        state.apply_action(int(rng.randint(len(state.legal_actions()))))
        seen = {d for d, *_ in state.pulled._seen}
        if len(seen) == 2 and len(state.history()) > 15:
            break
    watcher = 1 - state.current_player()
    worlds = [state.resample_from_infostate(watcher, rng.random_sample) for _ in range(3)]
    assert {w.information_state_string(watcher) for w in worlds} == {state.information_state_string(watcher)}
    assert {w.current_player() for w in worlds} == {state.current_player()}


def test_openspiels_mcts_bot_searches_a_resampled_state(game):
    import numpy as np

    from interpreter.engine.spiel import mcts_bot

    state = game.new_initial_state()
    state.apply_action(5)
    world = state.resample_from_infostate(state.current_player(), np.random.RandomState(0).random_sample)
    action = mcts_bot(game, simulations=6, seed=1).step(world)
    assert action in state.legal_actions()
    assert world.history() == state.history()  # the search worked on copies


@pytest.mark.slow
def test_openspiels_mcts_bot_plays_a_game_against_the_default_bot(game):
    from interpreter.engine.spiel import play_against_default

    returns = play_against_default(game, deal=2, mcts_player=1, simulations=2)
    assert sorted(returns) == [-1.0, 1.0]
