"""Shared helpers for the engine tests (a module, not a conftest, so names never clash)."""

from __future__ import annotations

from interpreter.engine import invariants
from interpreter.engine.agents import RandomAgent
from interpreter.engine.game import Game
from interpreter.engine.narration import Narrator
from interpreter.engine.session import new_game
from interpreter.engine.state import copy_state


def bots(seed: int) -> dict:
    return {"west": RandomAgent(seed * 2 + 1), "east": RandomAgent(seed * 2 + 2)}


def random_positions(rules, seeds=range(3), every: int = 7) -> list[dict]:
    """States of seeded random games, taken every few decisions (factories, lines, pieces vary)."""
    out: list[dict] = []
    for seed in seeds:
        game, _ = new_game(rules, seed, bots(seed))
        game.on_decision = lambda d, i, game=game: (out.append(copy_state(game.state))
                                                    if game.state["step"] % every == 0 else None)
        game.play()
    return out


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
