"""wsdv: a data-driven rules interpreter for the board game *Wir sind das Volk!*.

The game lives in content files (``content/``) written in a small language
(``grammar/``); this package reads, checks and runs them.

This module is the Python face (docs/guide/python.md)::

    import interpreter

    rules = interpreter.load()          # check the shipped content; ContentInvalid if it has errors
    game = rules.new_game(seed=1)       # a game set up, every side played by `random`
    result = rules.play(seed=1, east="heuristic", west="mcts:200")
    print(result.summary())
    state = rules.new_state(seed=1)     # the same game one decision at a time (engine/pull.py)
    state.apply_action(state.legal_actions()[0])

Importing any module of the package (``import interpreter.paths``) runs this module first, and a
cached ``wsdv check`` must stay light, so it imports nothing: each name below is looked up on first use (:func:`__getattr__`)
in the floor that defines it, which the import graph (scripts/import-graph) sees as the face
pointing down.
"""

__version__ = "0.1.0"

__all__ = ["Agent", "ContentInvalid", "Decision", "Diagnostic", "GameResult", "Rulebook", "WsdvError",
           "__version__", "load"]


def __getattr__(name: str) -> object:
    """A name of the face, imported from its floor on first use and kept here after."""
    value: object
    if name in ("load", "Rulebook", "GameResult"):
        from .engine import rulebook
        value = getattr(rulebook, name)
    elif name in ("WsdvError", "ContentInvalid"):
        from . import errors
        value = getattr(errors, name)
    elif name == "Diagnostic":
        from . import diagnostics
        value = diagnostics.Diagnostic
    elif name == "Agent":
        from .engine import agents
        value = agents.Agent
    elif name == "Decision":
        from .engine import decisions
        value = decisions.Decision
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
