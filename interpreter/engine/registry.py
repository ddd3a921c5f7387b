"""The registry of primitives and functions: content calls them by name.

Each implementation takes the game first, then the call's arguments; keyword
arguments that are Python keywords get a trailing underscore (``from`` ->
``from_``).  ``vocabulary.py`` holds the signatures the checker uses; a test
keeps the two in step.
"""

from __future__ import annotations

from collections.abc import Callable

REGISTRY: dict[str, Callable] = {}


def primitive(name: str | None = None, *, pure: bool = False,
              renews: str | None = None) -> Callable[[Callable], Callable]:
    """Register an implementation under ``name`` (default: the function's name without a trailing _).

    ``pure`` marks a function that only computes a value from the state (no effect).  ``renews``
    names a section of the state (a key of the state's dict) that the primitive, called with no
    argument, sets anew without reading what it held: two states that differ only there are the
    same after it (a bot's projection reads it: engine/foresight.py, ``Projection.renewed``).
    """

    def deco(fn: Callable) -> Callable:
        key = name or fn.__name__.rstrip("_")
        fn.pure = pure  # type: ignore[attr-defined]
        fn.renews = renews  # type: ignore[attr-defined]
        REGISTRY[key] = fn
        return fn
    return deco
