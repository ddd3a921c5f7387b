"""What one side may know: its view of a game, built from the content's declarations of what is hidden.

A pile declared ``faces down`` hides its cards and their order from both sides; a pile declared
``faces owner`` is one zone per side (``<pile>_<side>``, e.g. each side's hand) that only its
owner sees.  Everything else in the state is public, except the game's generator, whose state
would tell the future shuffles.  A view keeps how many cards each hidden zone holds, and the
cards of all hidden zones together as one sorted list (``unseen``): which cards are out of
sight is public knowledge (every card of the deck is known), where each of them lies is not.

Agents are handed a :class:`SideView`, never the game: a bot that looks ahead fills the hidden
zones with a guess of its own (:func:`determinize`), so its choices cannot depend on what it
may not know.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .rng import Random
from .state import State, copy_state

if TYPE_CHECKING:
    from ..rules.model import Rules

HIDDEN = "?"  # a card the viewer cannot see, in a view's zone


def hidden_zones(rules: Rules) -> list[tuple[str, str | None]]:
    """The zones whose cards are hidden, each with the side that sees them (None: nobody)."""
    return list(_hidden(rules))


# rules id -> (rules, its hidden zones): worked out once per rules model, since every decision
# put to a bot that sees builds two views (the position's and its unit's start).
_HIDDEN: dict[int, tuple[Any, tuple[tuple[str, str | None], ...]]] = {}


def _hidden(rules: Rules) -> tuple[tuple[str, str | None], ...]:
    entry = _HIDDEN.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = _HIDDEN[id(rules)] = (rules, tuple(_hidden_zones(rules)))
    return entry[1]


def _hidden_zones(rules: Rules) -> list[tuple[str, str | None]]:
    out: list[tuple[str, str | None]] = []
    sides = list(rules.sides)
    for pid, pile in rules.piles.items():
        faces = pile.faces
        if faces == "down":
            out.append((pid, None))
        elif faces == "owner":
            out.extend((f"{pid}_{s}", s) for s in sides)
    return out


def view_state(rules: Rules, state: State, side: str) -> State:
    """The state as ``side`` sees it: hidden cards replaced by :data:`HIDDEN`, no generator."""
    out = copy_state(state)
    numbers: list[Any] = []
    names: list[Any] = []
    zones = out["zones"]
    for zone, owner in _hidden(rules):
        cards = zones.get(zone)
        if cards and owner != side:
            for c in cards:
                (names if isinstance(c, str) else numbers).append(c)
            zones[zone] = [HIDDEN] * len(cards)
    # Sorted as one list by (is a text, the card): the numbered cards first, then the named ones.
    numbers.sort()
    names.sort()
    out["unseen"] = numbers + names
    out["rng"] = 0
    out["seed"] = 0
    return out


def determinize(rules: Rules, view: State, rng: Random) -> State:
    """A full state consistent with a view: the unseen cards dealt at random into the hidden zones,
    and a fresh generator for the shuffles to come.  Only the view and ``rng`` decide it."""
    out = copy_state(view)
    pool = list(view.get("unseen", ()))
    for i in range(len(pool) - 1, 0, -1):
        j = rng.below(i + 1)
        pool[i], pool[j] = pool[j], pool[i]
    for zone, cards in out["zones"].items():
        if HIDDEN in cards:
            out["zones"][zone] = [pool.pop() if c == HIDDEN else c for c in cards]
    out.pop("unseen", None)
    out["rng"] = rng.below(1 << 62)
    return out


@dataclass
class Unit:
    """A piece of the game the engine can run again from its start: a turn, a phase, a routine or
    an icon.  ``start`` is the state when it began, ``rerun`` runs it on another game, ``taken``
    counts the decisions taken before it began; ``call`` says it is an icon's or a routine's call
    (a piece of an action or of a phase), not a turn or a phase."""

    start: State
    rerun: Callable[[Any], Any]
    taken: int
    call: bool = False
    # ``start`` as each side sees it (:func:`view_state`), built at the side's first decision in
    # the unit and handed to its later ones: the start does not change while the unit runs.
    views: dict[str, State] = field(default_factory=dict)


@dataclass
class SideView:
    """What an agent is given with a decision: its side, the rules, the state as it sees it, and,
    for bots that look ahead, the unit the decision belongs to seen the same way (its start state,
    how to run it again, and the options taken in it so far).  An agent reads its view and never
    changes it: ``unit_start`` is the same object at each of the side's decisions in one unit
    (built once; :func:`determinize` copies it)."""

    side: str
    rules: Rules
    state: State
    unit_start: State | None = None
    unit_rerun: Callable[[Any], Any] | None = None
    unit_taken: list[Any] = field(default_factory=list)
    # How to build the game again up to this decision: its seed and the index of every option taken
    # (None where the game did not begin from a seed: a scenario).  The seed fixes every hidden card,
    # so a bot that uses it must deal what it cannot see again first (the search bot resamples).
    replay: Callable[[], tuple[int, list[int]]] | None = None
    # Whether that unit is an icon's or a routine's call (placing pieces inside an action or a
    # phase) rather than a turn or a phase: a bot may judge such decisions more cheaply.
    unit_call: bool = False


def side_view(game: Any, side: str) -> SideView:
    """The view of ``side`` at the game's current decision."""
    unit = game.units[-1] if game.units else None
    seed = game.origin_seed
    replay = None if seed is None else (lambda: (seed, [e["choice"] for e in game.log]))
    if unit is None:
        return SideView(side, game.rules, view_state(game.rules, game.state, side), replay=replay)
    start = unit.views.get(side)
    if start is None:
        start = unit.views[side] = view_state(game.rules, unit.start, side)
    return SideView(side, game.rules, view_state(game.rules, game.state, side),
                    start, unit.rerun, list(game.taken[unit.taken:]), replay, unit.call)
