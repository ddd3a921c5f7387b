"""Positions for the foresight bot's tests: a real game stopped at a chosen decision, then changed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from interpreter.engine.agents import Agent, RandomAgent
from interpreter.engine.foresight import ForesightAgent
from interpreter.engine.knowledge import SideView, side_view
from interpreter.engine.session import new_game


class _Found(Exception):
    pass


class _Stopper(Agent):
    """Plays at random until ``wanted(decision, game)``; then keeps the decision and the side's view."""

    sees = True
    looks_ahead = True

    def __init__(self, seed: int, wanted: Callable[[Any, Any], bool]) -> None:
        self.random = RandomAgent(seed)
        self.wanted = wanted
        self.game: Any = None
        self.found: tuple[Any, SideView] | None = None

    def choose(self, decision, view):
        if self.wanted(decision, self.game):
            self.found = (decision, side_view(self.game, decision.side))
            raise _Found()
        return self.random.choose(decision, view)


def self_play_log(rules, game_seed: int, bot_seed: int) -> list[str]:
    """The log of a game of the foresight bot against itself (seeded ``bot_seed``, ``bot_seed`` + 1):
    what a determinism test plays twice."""
    agents = {s: ForesightAgent(rules, bot_seed + i) for i, s in enumerate(rules.sides)}
    game, _ = new_game(rules, game_seed, agents)
    game.play()
    return [str(e) for e in game.log]


def stop_at(rules, wanted: Callable[[Any, Any], bool], seeds=range(1, 60)) -> tuple[Any, SideView]:
    """The first decision of a random game (over ``seeds``) that ``wanted`` picks, with its view."""
    for seed in seeds:
        stopper = _Stopper(seed, wanted)
        game, _ = new_game(rules, seed, {s: stopper for s in rules.sides})
        stopper.game = game
        try:
            game.play()
        except _Found:
            assert stopper.found is not None
            return stopper.found
    raise AssertionError("no game reached the wanted decision")


def set_ls(state: dict, counts: dict[str, int]) -> None:
    """Put ``counts`` LS markers in provinces (of a state or a view's state)."""
    for p, n in counts.items():
        state["pieces"].setdefault(p, {})["ls"] = n


def swap_cards(state: dict, a: Any, b: Any) -> None:
    """Exchange two cards wherever they lie (zones, and a view's list of unseen cards)."""
    def swap(c: Any) -> Any:
        return b if c == a else a if c == b else c
    for z, cards in state["zones"].items():
        state["zones"][z] = [swap(c) for c in cards]
    if "unseen" in state:
        state["unseen"] = [swap(c) for c in state["unseen"]]


def with_state(view: SideView, change: Callable[[dict], None]) -> SideView:
    """A copy of a view with ``change`` made to its state and to its unit's start."""
    import dataclasses

    from interpreter.engine.state import copy_state

    out = dataclasses.replace(view, state=copy_state(view.state), unit_start=copy_state(view.unit_start))
    change(out.state)
    change(out.unit_start)
    return out
