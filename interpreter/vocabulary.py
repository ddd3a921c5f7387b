"""The interpreter's generic vocabulary: the primitives and functions content may call.

These are the only verbs written in Python.  They know sides, provinces, cities,
pieces, tracks, flags and choices in general, never a particular one; icons,
phases and setup compose them in content.  The checker uses the signatures
here to catch a misspelt primitive or a wrong number of arguments before a
game is ever played.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Signature:
    """Positional parameters (required, then optional) and the keywords a call may name."""

    required: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    effect: bool = True  # False for pure functions that only compute a value
    doc: str = ""

    def arity(self) -> str:
        lo, hi = len(self.required), len(self.required) + len(self.optional)
        return str(lo) if lo == hi else f"{lo} to {hi}"


PRIMITIVES: dict[str, Signature] = {
    "add": Signature(("piece", "n"), (), ("to",), doc="put n pieces from the supply on a place"),
    "remove": Signature(("piece", "n"), (), ("from",), doc="return n pieces from a place to the supply"),
    "move": Signature(("piece", "n"), (), ("from", "to"), doc="move n pieces between places"),
    "build_factory": Signature(("city",), (), ("value", "piece"), doc="put a factory on a city"),
    "move_marker": Signature(("track", "steps"), (), ("toward",), doc="move a track's marker"),
    "set_flag": Signature(("flag", "value"), (), (), doc="set a yes/no fact of the game"),
    "choose": Signature(("options",), (), ("by", "count"), effect=False,
                        doc="ask a player to pick among options; its value is the pick"),
}

FUNCTIONS: dict[str, Signature] = {
    "provinces": Signature((), ("side",), effect=False, doc="the provinces, or those of one side"),
    "cities": Signature((), ("province",), effect=False, doc="the cities, or those of one province"),
    "sides": Signature((), (), effect=False, doc="both sides"),
    "opponent": Signature(("side",), (), effect=False, doc="the other side"),
    "count": Signature(("piece",), (), ("at",), effect=False, doc="how many pieces lie on a place"),
    "mass_protests": Signature(("side",), (), effect=False, doc="a side's mass-protest markers"),
    "max": Signature(("values",), (), effect=False, doc="the largest value"),
    "min": Signature(("values",), (), effect=False, doc="the smallest value"),
    "sum": Signature(("values",), (), effect=False, doc="the total"),
    "len": Signature(("values",), (), effect=False, doc="how many"),
}

CALLABLES: dict[str, Signature] = {**PRIMITIVES, **FUNCTIONS}

# Names that mean something in any expression without being declared in content.
CONSTANTS = {"yes", "no", "none"}
