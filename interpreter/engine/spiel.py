"""wsdv as an OpenSpiel game: ``import interpreter.engine.spiel`` registers ``pyspiel.load_game("wsdv")``.

The optional extra ``wsdv[spiel]`` (the ``open-spiel`` package) brings pyspiel; this module is the
only one that imports it, and nothing in wsdv imports this module, so wsdv runs whole without the
extra.  Without it, importing this module raises :class:`SpielMissing` (a refused request, exit 2
where a command meets it) that says what to install.

The game is the pull API (engine/pull.py) seen through OpenSpiel's ``State``:

- Parameters: ``content`` (a content folder; empty: the shipped one), ``variant`` and ``overlay``
  (comma-separated), ``deals`` (how many deals the chance node chooses among) and ``first_seed``.
- Declared as it is: sequential; imperfect information (each side's hand, the deck's order);
  explicitly stochastic, through one chance node at the start that picks the deal (the game's seed:
  every shuffle of the game follows from it, as in `wsdv play --seed`); zero-sum with terminal
  returns of +1 and -1 (0 if the content's routine ends without a result).
- Players are the content's sides in their order (player 0 is the first side).  An action is the
  index of an option of the pending decision (``action_to_string`` gives its label from the
  locales), so ``num_distinct_actions`` is a bound: the content's cards, places, connections and
  named words together; a decision with more options than that raises a clear error.
- ``information_state_string`` and ``observation_string`` are the pull API's
  ``information_state`` and ``observation``; there are no tensors (a tensor layout of the board is
  work for whoever trains on it).  ``resample_from_infostate`` is the pull API's ``resample``.
- Clones are the pull API's (a replay of the recipe; see engine/pull.py); serialization is
  OpenSpiel's own, by the history of actions.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..errors import WsdvError


class SpielMissing(WsdvError, ImportError):
    """The ``spiel`` extra is not installed (an import that cannot work: an ImportError too)."""


try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import mcts
except ImportError as err:  # not a fallback: this module cannot work without it, and says what to install
    raise SpielMissing(f"the OpenSpiel game needs the open-spiel package, which is not installed ({err})",
                       hint="pip install 'wsdv[spiel]'") from None

from .game import board_for  # noqa: E402 - only once pyspiel is known to be there
from .players import agent_seed, make_agent, parse_spec  # noqa: E402
from .pull import PullGame, PullState  # noqa: E402
from .rng import Random  # noqa: E402
from .rulebook import load  # noqa: E402
from .search import DEFAULT_OPPONENT, LEAF_BOT, SearchAgent  # noqa: E402
from .state import dumps  # noqa: E402

__all__ = ["GAME_TYPE", "LeafEvaluator", "SpielMissing", "WsdvGame", "WsdvState", "load_game", "mcts_bot",
           "play_against_default"]

_PARAMS = {"content": "", "variant": "", "overlay": "", "deals": 1000, "first_seed": 1}
_MAX_LENGTH = 5000  # decisions in a game: the most seen in thousands of random games is about 420

GAME_TYPE = pyspiel.GameType(
    short_name="wsdv",
    long_name="Wir sind das Volk! (wsdv content)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=False,
    parameter_specification=_PARAMS,
)


def _names(text: str) -> tuple[str, ...]:
    return tuple(t.strip() for t in text.split(",") if t.strip())


def _action_bound(rules: Any) -> int:
    """A bound on the options of any decision: every id an option can be, together."""
    board = board_for(rules)
    tables = (rules.cards, rules.provinces, rules.cities, rules.actions, rules.icons, rules.phases, rules.sides,
              board.conns, board.sector_province)
    return sum(len(t) for t in tables)


class WsdvGame(pyspiel.Game):
    """A content set (with variants and overlays) as an OpenSpiel game; see the module's docstring."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        given = {**_PARAMS, **(params or {})}
        self.book = load(given["content"] or None, _names(given["variant"]), _names(given["overlay"]))
        if len(self.book.sides) != 2:
            raise WsdvError(f"OpenSpiel's wsdv game is declared for 2 players; this content has "
                            f"{len(self.book.sides)} sides")
        self.deals = int(given["deals"])
        self.first_seed = int(given["first_seed"])
        self.pull: PullGame = self.book.pull_game()
        self.actions = _action_bound(self.book.rules)
        info = pyspiel.GameInfo(num_distinct_actions=self.actions, max_chance_outcomes=self.deals, num_players=2,
                                min_utility=-1.0, max_utility=1.0, utility_sum=0.0, max_game_length=_MAX_LENGTH)
        super().__init__(GAME_TYPE, info, given)
        _GAMES.setdefault(json.dumps(self.get_parameters(), sort_keys=True), self)

    def new_initial_state(self) -> WsdvState:
        return WsdvState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
        recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return _Observer(recall, params)


class WsdvState(pyspiel.State):
    """A game of :class:`WsdvGame`: a chance node (the deal), then the pull API's decisions."""

    def __init__(self, game: WsdvGame, pulled: PullState | None = None) -> None:
        super().__init__(game)
        self._game = _Shared(game)
        self._live = _Live(pulled)

    @property
    def wsdv(self) -> WsdvGame:
        return self._game.game

    @property
    def pulled(self) -> PullState | None:
        """The pull API's state underneath (None before the deal)."""
        return self._live.state

    @pulled.setter
    def pulled(self, value: PullState | None) -> None:
        self._live = _Live(value)

    # -- whose turn, what can be done
    def current_player(self) -> int:
        if self.pulled is None:
            return int(pyspiel.PlayerId.CHANCE)
        side = self.pulled.current_player()
        if side is None:
            return int(pyspiel.PlayerId.TERMINAL)
        return self.wsdv.book.sides.index(side)

    def _legal_actions(self, player: int) -> list[int]:
        assert self.pulled is not None
        d = self.pulled.decision
        if d is None:
            return []
        if len(d.options) > self.wsdv.actions:
            raise WsdvError(f"{d.side}'s decision '{d.kind}' has {len(d.options)} options, more than the "
                            f"{self.wsdv.actions} the OpenSpiel game declares")
        return list(range(len(d.options)))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        p = 1.0 / self.wsdv.deals
        return [(i, p) for i in range(self.wsdv.deals)]

    def _apply_action(self, action: int) -> None:
        if self.pulled is None:
            self.pulled = self.wsdv.pull.new_state(self.wsdv.first_seed + int(action), looks_ahead=True)
        else:
            self.pulled.apply_action(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {self.wsdv.first_seed + action}"
        assert self.pulled is not None
        # Numbered: two options can read alike (an icon twice on a card), and OpenSpiel wants them apart.
        return f"{action}: {self.pulled.label(action)}"

    def is_terminal(self) -> bool:
        return self.pulled is not None and self.pulled.is_terminal()

    def returns(self) -> list[float]:
        if self.pulled is None:
            return [0.0, 0.0]
        r = self.pulled.returns()
        return [r[s] for s in self.wsdv.book.sides]

    # -- hidden cards
    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> WsdvState:
        """A state the player cannot tell from this one (the cards hidden from it dealt again), for
        either player (the pull API's resample); ``probability_sampler()`` gives the generator's seed."""
        if self.pulled is None:
            return self.clone()
        side = self.wsdv.book.sides[player_id]
        seed = int(probability_sampler() * (1 << 53))
        copy = self.clone()
        copy.pulled = self.pulled.resample(side, Random(seed))
        return copy

    def __str__(self) -> str:
        if self.pulled is None:
            return "(before the deal)"
        return json.dumps({"seed": self.pulled.seed, "history": self.pulled.history()})


# OpenSpiel clones a Python state by deep-copying its attributes and serializes it by pickling them.
# The game must not be copied (it holds the compiled rules), and a pull state is copied by its
# own clone and written down as its recipe (seed, options taken, resamples).

_GAMES: dict[str, WsdvGame] = {}


def _game_of(params: str) -> _Shared:
    """The game of these parameters (JSON), loaded once per process."""
    if params not in _GAMES:
        _GAMES[params] = pyspiel.load_game("wsdv", json.loads(params))
    return _Shared(_GAMES[params])


class _Shared:
    """The game a state belongs to, shared by its copies; pickled as its parameters."""

    def __init__(self, game: WsdvGame) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict) -> _Shared:
        return self

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        params = json.dumps(self.game.get_parameters(), sort_keys=True)
        _GAMES.setdefault(params, self.game)
        return _game_of, (params,)


def _rebuilt(shared: _Shared, seed: int, history: list[int], resamples: tuple) -> _Live:
    return _Live(PullState(shared.game.pull, seed, history, resamples, True))


class _Live:
    """A state's pull state: deep-copied by the pull API's clone, pickled as its recipe."""

    def __init__(self, state: PullState | None) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict) -> _Live:
        return _Live(None if self.state is None else self.state.clone())

    def __reduce__(self) -> tuple[Any, tuple]:
        if self.state is None:
            return _Live, (None,)
        st = self.state
        game = next(g for g in _GAMES.values() if g.pull is st.game) if any(
            g.pull is st.game for g in _GAMES.values()) else None
        if game is None:
            raise WsdvError("this state's game was not loaded through pyspiel.load_game('wsdv')")
        return _rebuilt, (_Shared(game), st.seed, st.history(), st.recipe_resamples())


class _Observer:
    """OpenSpiel's observer: strings only (no tensors are declared)."""

    def __init__(self, perfect_recall: bool, params: Any) -> None:
        if params:
            raise ValueError(f"the wsdv game's observations take no parameters; given {params}")
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: WsdvState, player: int) -> None:
        pass

    def string_from(self, state: WsdvState, player: int) -> str:
        if state.pulled is None:
            return "before the deal"
        side = state.wsdv.book.sides[player]
        if self.perfect_recall:
            return state.pulled.information_state(side)
        return dumps(state.pulled.observation(side))


class LeafEvaluator(mcts.Evaluator):
    """OpenSpiel's MCTS evaluator with wsdv's leaf judgement: the search bot's (engine/search.py: the
    rest of the mover's turn at random, then the default bot's projection to the end of the decade
    and its features), for the player to move and its opponent."""

    def __init__(self, game: WsdvGame, seed: int = 0, rest: int = 12) -> None:
        self.judge = SearchAgent(game.book.rules, seed, budget=1, bot=LEAF_BOT, rest=rest)
        self.rng = Random(seed)
        self.sides = game.book.sides

    def evaluate(self, state: WsdvState) -> Any:
        assert state.pulled is not None
        world = state.pulled.clone()
        value = self.judge._leaf(world, self.sides[0], self.rng)
        return np.array([value, -value])

    def prior(self, state: WsdvState) -> list[tuple[int, float]]:
        actions = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(actions)) for a in actions]


def mcts_bot(game: WsdvGame, simulations: int, seed: int = 0, uct_c: float = 1.4) -> Any:
    """OpenSpiel's own MCTS bot (``open_spiel.python.algorithms.mcts.MCTSBot``) with :class:`LeafEvaluator`."""
    return mcts.MCTSBot(game, uct_c, simulations, LeafEvaluator(game, seed), solve=False,
                        random_state=np.random.RandomState(seed))


def play_against_default(game: WsdvGame, deal: int, mcts_player: int, simulations: int, seed: int = 0,
                         against: str | None = None) -> list[float]:
    """One game of ``deal``: OpenSpiel's MCTS bot plays ``mcts_player``, searching each decision over a
    state resampled from its information (it never sees the other hand or the deck), and wsdv's bot
    ``against`` plays the other side; the returns."""
    bot = mcts_bot(game, simulations, seed)
    sampler = np.random.RandomState(seed + 1)
    state = game.new_initial_state()
    state.apply_action(deal)
    other = game.book.sides[1 - mcts_player]
    agent = make_agent(parse_spec(against or DEFAULT_OPPONENT), game.book.rules, agent_seed(game.first_seed + deal, 1 - mcts_player))
    while not state.is_terminal():
        player = state.current_player()
        if player == mcts_player:
            world = state.resample_from_infostate(player, sampler.random_sample)
            action = bot.step(world)
        else:
            assert state.pulled is not None and state.pulled.decision is not None
            view = state.pulled.view(other) if agent.sees else None
            action = agent.choose(state.pulled.decision, view)
        state.apply_action(action)
    return state.returns()


def load_game(content: str | Path | None = None, variants: tuple[str, ...] = (), overlays: tuple[str, ...] = (),
              deals: int = 1000) -> Any:
    """``pyspiel.load_game("wsdv", {...})`` with the parameters spelt out."""
    return pyspiel.load_game("wsdv", {"content": str(content or ""), "variant": ",".join(variants),
                                      "overlay": ",".join(str(o) for o in overlays), "deals": deals})


pyspiel.register_game(GAME_TYPE, WsdvGame)
