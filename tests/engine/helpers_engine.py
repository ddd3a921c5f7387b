"""Shared helpers for the engine tests (a module, not a conftest, so names never clash)."""

from __future__ import annotations

from interpreter.engine import invariants
from interpreter.engine.agents import RandomAgent
from interpreter.engine.session import new_game


def bots(seed: int) -> dict:
    return {"west": RandomAgent(seed * 2 + 1), "east": RandomAgent(seed * 2 + 2)}


def checked_game(rules, seed: int, record: bool = False):
    """A random game whose invariants are checked after every decision; (game, recorder, broken)."""
    broken: list[str] = []
    game, rec = new_game(rules, seed, bots(seed), record=record, with_digest=record)

    def after(what):
        broken.extend(f"seed {seed} step {game.state['step']} ({what}): {p}" for p in invariants.check(game))
    game.on_step = after
    after("setup")
    return game, rec, broken
