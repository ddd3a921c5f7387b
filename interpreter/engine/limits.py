"""The step budget and the call-depth bound that keep running content finite.

A *step* is one round of a `repeat`, one item of a `for` loop or a comprehension, one number
of a range, or one call of an icon or routine: everything content can make unbounded.
A game may take ``game_steps`` steps in all and ``decision_steps`` between two decisions;
icons and routines may nest ``depth`` calls deep.  A content mistake that would hang or
recurse forever (``repeat 999999999999``, an icon calling itself) stops there with a
diagnostic at the content that ran away (``runtime.py``).

The defaults are far above what the shipped game needs (``benchmarks/game.py`` prints the
most a game and a decision took) and low enough that hitting one takes about a second.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from .evaluator import ContentError


def _env(name: str, default: int) -> int:
    """A limit from the environment (WSDV_MAX_STEPS, ...), for a designer's experiment.

    Only a plain positive whole number of ASCII digits counts (``str.isdigit`` also says yes to
    "²", which ``int`` refuses), of at most 18 of them; anything else leaves the default."""
    text = os.environ.get(name, "").strip()
    if not (text.isascii() and text.isdecimal() and len(text) <= 18):
        return default
    return int(text) if int(text) > 0 else default


@dataclass(frozen=True)
class Limits:
    game_steps: int = 0
    decision_steps: int = 0
    depth: int = 0

    def __post_init__(self) -> None:
        for name, var, default in (("game_steps", "WSDV_MAX_STEPS", 10_000_000),
                                   ("decision_steps", "WSDV_MAX_DECISION_STEPS", 1_000_000),
                                   ("depth", "WSDV_MAX_DEPTH", 100)):
            if getattr(self, name) <= 0:
                object.__setattr__(self, name, _env(var, default))


class OverBudget(ContentError):
    """Content ran more steps than a game, or than one decision, may take."""

    def __init__(self, budget: int, per_game: bool) -> None:
        self.budget = budget
        self.per_game = per_game
        super().__init__(words=("runtime-budget-game" if per_game else "runtime-budget-decision", {"budget": budget}))

    def __reduce__(self) -> tuple:
        return (type(self), (self.budget, self.per_game))


class TooDeep(ContentError):
    """Icons and routines called each other more deeply than the bound allows."""

    def __init__(self, depth: int) -> None:
        self.depth = depth
        super().__init__(words=("runtime-too-deep", {"depth": depth}))

    def __reduce__(self) -> tuple:
        return (type(self), (self.depth,))
