"""The game state: plain data (dicts, lists, ints, strings), cheap to copy, JSON in and out.

Layout (every key a string, so ``json.dumps`` round-trips it exactly):

``seed``, ``rng``   the seed the game began with and the generator's current state
``pieces``          place -> piece -> count; a place is a province, a box, a sector or a card
``sites``           city -> the piece standing on it (a factory), absent when empty
``lines``           connection -> how many of its blue lines hold infrastructure
``tracks``          track -> the marker's space
``flags``           flag -> yes/no
``zones``           zone -> card ids in order (decks, display, hands, rows, boxes of cards)
``vars``            variables content sets with ``set_var`` (decade, the player to move...)
``mirrors``         province -> provinces that hold a mirrored marker for it (see ``derive``)
``floating``        city -> the province it counts for in the current action or phase
``flipped``         city -> yes when its own factory piece is turned to its rundown side
``result``          none while the game runs; then ``{"winner": side, "outcome": id}``
``step``            how many decisions have been taken
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rules.model import Rules

State = dict[str, Any]


def empty_state(rules: Rules, seed: int) -> State:
    """A state with nothing placed: tracks on their start spaces, flags at their initial value."""
    flags = {fid: f.initial for fid, f in rules.flags.items()}
    return {
        "seed": seed,
        "rng": seed & ((1 << 64) - 1),
        "pieces": {},
        "sites": {},
        "lines": {},
        "tracks": {t.id: t.start for t in rules.tracks.values()},
        "flags": flags,
        "zones": {},
        "vars": {},
        "mirrors": {},
        "floating": {},
        "flipped": {},
        "result": None,
        "step": 0,
    }


def copy_state(state: State) -> State:
    """A deep copy, faster than ``copy.deepcopy`` because the layout is known (written out key by
    key: a look-ahead bot copies the state for every option it tries)."""
    out = state.copy()
    out["pieces"] = {k: d.copy() for k, d in state["pieces"].items()}
    out["sites"] = state["sites"].copy()
    out["lines"] = state["lines"].copy()
    out["tracks"] = state["tracks"].copy()
    out["flags"] = state["flags"].copy()
    out["floating"] = state["floating"].copy()
    out["flipped"] = state["flipped"].copy()
    out["zones"] = {k: list(v) for k, v in state["zones"].items()}
    out["mirrors"] = {k: list(v) for k, v in state["mirrors"].items()}
    out["vars"] = _plain_vars(state["vars"])
    result = state["result"]
    out["result"] = dict(result) if result else None
    return out


# The classes of a variable's usual values, copied as they are (immutable: shared by the copies).
_SCALARS = frozenset({str, int, bool, type(None)})


def _plain_vars(value: Any) -> Any:
    """:func:`_plain` of the variables, written out for their usual values (texts, numbers, yes/no,
    none, lists of texts), which need no call each: every state copy copies them.  The dict is
    copied in C and only a value that is not one of those (a list) is copied again in Python."""
    if value.__class__ is not dict:
        return _plain(value)
    out = value.copy()
    for k, v in out.items():   # (values replaced in place: the dict does not change size)
        if k.__class__ is not str:
            return _plain(value)
        if v.__class__ not in _SCALARS:
            out[k] = _plain(v)
    return out


def _plain(value: Any) -> Any:
    """A copy of JSON data that is the same as ``json.loads(json.dumps(value))``: dicts with text
    keys, lists (tuples become lists, as JSON makes them), text, whole numbers, yes/no, none.
    Anything else (a float, a dict with keys that are not text) goes through JSON itself."""
    cls = value.__class__
    if cls is str or cls is int or cls is bool or value is None:
        return value
    if cls is list or cls is tuple:
        for v in value:
            if v.__class__ not in _SCALARS:
                return [_plain(v) for v in value]
        return list(value)   # (a list of texts or numbers, the usual one: copied in C)
    if cls is dict:
        out: dict[str, Any] = {}
        for k, v in value.items():
            if k.__class__ is not str:
                return json.loads(json.dumps(value))
            out[k] = _plain(v)
        return out
    return json.loads(json.dumps(value))


def normalized(state: State) -> State:
    """The state without empty entries, so that equal games compare equal however they got there."""
    out = copy_state(state)
    out["pieces"] = {p: {k: n for k, n in d.items() if n} for p, d in out["pieces"].items()}
    out["pieces"] = {p: d for p, d in out["pieces"].items() if d}
    out["lines"] = {c: n for c, n in out["lines"].items() if n}
    out["zones"] = {z: v for z, v in out["zones"].items() if v}
    out["mirrors"] = {p: v for p, v in out["mirrors"].items() if v}
    return out


def dumps(state: State) -> str:
    """The state as canonical JSON (sorted keys), for saving and for comparing."""
    return json.dumps(normalized(state), sort_keys=True, separators=(",", ":"))


def loads(text: str) -> State:
    """A state saved by :func:`dumps`."""
    state = json.loads(text)
    for key, default in (("pieces", {}), ("sites", {}), ("lines", {}), ("tracks", {}), ("flags", {}),
                         ("zones", {}), ("vars", {}), ("mirrors", {}), ("floating", {}), ("flipped", {}),
                         ("result", None), ("step", 0)):
        state.setdefault(key, default)
    return state
