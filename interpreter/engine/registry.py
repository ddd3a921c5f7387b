"""The registry of primitives and functions: content calls them by name.

Each implementation takes the game first, then the call's arguments; keyword
arguments that are Python keywords get a trailing underscore (``from`` ->
``from_``).  ``vocabulary.py`` holds the signatures the checker uses; a test
keeps the two in step.
"""

from __future__ import annotations

from collections.abc import Callable

REGISTRY: dict[str, Callable] = {}


def primitive(name: str | None = None, *, pure: bool = False) -> Callable[[Callable], Callable]:
    """Register an implementation under ``name`` (default: the function's name without a trailing _).

    ``pure`` marks a function that only computes a value from the state (no effect).
    """

    def deco(fn: Callable) -> Callable:
        key = name or fn.__name__.rstrip("_")
        fn.pure = pure  # type: ignore[attr-defined]
        REGISTRY[key] = fn
        return fn
    return deco
