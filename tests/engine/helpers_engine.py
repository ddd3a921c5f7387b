"""Shared helpers for the engine tests (a module, not a conftest, so names never clash)."""

from __future__ import annotations

from interpreter.engine import invariants
from interpreter.engine.agents import RandomAgent
from interpreter.engine.game import Game
from interpreter.engine.narration import Narrator
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


def told(rules, lang: str, messages: list[tuple[str, dict]]) -> list[str]:
    """The lines the narration in ``lang`` prints for engine messages given as (message, args)."""
    lines: list[str] = []
    narrator = Narrator(rules, lines.append, lang)
    for message, args in messages:
        narrator(message, args)
    return lines


def narrated_game(rules, lang: str = "en") -> tuple[Game, list[str]]:
    """A game of two random players (seed 3) narrated in ``lang``, not yet set up, and the list its
    narration prints into."""
    lines: list[str] = []
    return Game(rules, 3, {"west": RandomAgent(1), "east": RandomAgent(2)}, narrate=Narrator(rules, lines.append, lang)), lines
