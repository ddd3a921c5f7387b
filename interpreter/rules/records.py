"""Typed records of the declarations a game reads besides the board: one frozen dataclass per kind.

(The board's records, the pieces' and the phases' are in ``model.py``, built with the model; these
are built by the model the first time it is asked for them: see ``Rules.cards`` and the others.)

A declaration's keys are read here once into fields with types
(yes/no as booleans, texts as strings, lists as tuples, an absent key as its default), so that
the engine asks ``card.special`` and mypy checks the question, instead of each caller spelling
``data.get("special") == "yes"`` over a raw mapping.  Code stays data: a body of statements, an
expression (``when``, ``requires``, ``used_if``, a parameter's default) is held as the frozen
plain data the evaluator compiles, and it is the very object of ``Rules.definitions`` (not a
copy), because the compiled code finds where it was written by the identity of its nodes
(``engine/evaluator.py``, ``Program.origin_of``).

Nothing here knows a name of the game: the records describe kinds of declaration, the content
says which exist.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

# Code as the content's plain data (frozen): an expression, or a block of statements.
Expr = Any
Block = tuple[Any, ...]


def _yes(v: Any, default: str = "no") -> bool:
    """A yes/no key as a boolean (``default`` where it is not written)."""
    return (default if v is None else v) == "yes"


def _text(v: Any) -> str | None:
    """A quoted text (``{"text": ...}``) as its string."""
    return v["text"] if isinstance(v, Mapping) else None


def _range(v: Any) -> tuple[int, int] | None:
    """A range written ``lo..hi`` (``{"range": [lo, hi]}``) as a pair."""
    if isinstance(v, Mapping) and "range" in v:
        lo, hi = v["range"]
        return (lo, hi)
    return None


def _strs(v: Any) -> tuple[str, ...]:
    return tuple(str(x) for x in v or ())


# ------------------------------------------------------------------ pieces
@dataclass(frozen=True, slots=True)
class Box:
    """A place off the board that holds pieces."""

    id: str
    holds: tuple[str, ...]
    source: str


@dataclass(frozen=True, slots=True)
class Derive:
    """A marker derived from a count: one ``id`` for every ``every`` pieces of ``counted``; with
    ``mirror_from``, each marker of that province is mirrored into a place of ``mirror_to``
    chosen by ``chooser``."""

    id: str
    counted: str                 # the piece counted (the key `from`)
    every: int
    mirror_from: str | None
    mirror_to: str | None
    chooser: str | None
    source: str


# ------------------------------------------------------------------ cards
@dataclass(frozen=True, slots=True)
class CardRow:
    """A row of a card's event: its icon calls, with the row's `where` and `limit` (None where
    not written) for each of them."""

    at: int                      # its place in the card's body (a failure names it)
    id: int
    icons: tuple[Any, ...]       # the icon calls as written (a call, or a bare icon name)
    where: Expr | None
    limit: Expr | None


@dataclass(frozen=True, slots=True)
class Card:
    key: str                     # the definition's id (``("card", key)`` in ``Rules.definitions``)
    id: int | str                # the id as written: the number, or the name of a card's face
    decade: str
    colour: str
    values: tuple[int, ...]      # one value for both sides, or one per side in declared order
    year: str | None
    corner: tuple[str, ...]      # the corner icons, top to bottom (a doubled icon twice)
    special: bool
    number: int | str | None     # the number printed on the face, where the id differs
    face: str | None
    reverse: str | None
    used_if: Expr | None         # which face of a two-sided card is in play
    printed_order: bool          # `order printed`: the icons run top to bottom, not as the trigger picks
    rows: tuple[CardRow, ...]
    source: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardColour:
    id: str
    events: tuple[str, ...]      # the sides that may trigger the event
    source: str


@dataclass(frozen=True, slots=True)
class Pile:
    """A zone of cards: who sees its cards (``faces``: up, down, owner) and the engine's use of
    it (``role``: draw, played, discard, removed; None for one content uses by name)."""

    id: str
    faces: str | None
    role: str | None
    source: str


@dataclass(frozen=True, slots=True)
class Deck:
    id: str
    display: int
    hand: int
    halves: int | None
    value_boxes: tuple[str, ...]
    printed_in: str | None
    source: str


@dataclass(frozen=True, slots=True)
class Decade:
    id: str
    order: int
    years: tuple[int, int] | None
    cards: tuple[Any, ...]       # card numbers and ranges of them, as written
    special: str | None
    source: str


# ------------------------------------------------------------------ code
@dataclass(frozen=True, slots=True)
class Param:
    """A parameter of an icon, routine or action; ``default`` is an expression, used only where
    ``has_default`` (a default may be any expression, ``none`` included)."""

    name: str
    has_default: bool = False
    default: Expr | None = None


@dataclass(frozen=True, slots=True)
class Icon:
    """An icon: a routine a card, a track space or content calls by name, printed with a picture."""

    id: str
    params: tuple[Param, ...]
    body: Block
    colour: str | None
    corner: bool                 # printed in a card's corner, never carried out with the event
    arrow: bool                  # a dual card's trigger may ignore one arrow of it
    counted_by: str | None
    requires: Expr | None        # a condition on the trigger
    on_cards: bool
    source: str | None


@dataclass(frozen=True, slots=True)
class Routine:
    id: str
    params: tuple[Param, ...]
    body: Block
    entry: bool                  # the routine that is the whole game
    section: str | None
    source: str


# What content calls by name with parameters: icons and routines alike.
Procedure = Icon | Routine


@dataclass(frozen=True, slots=True)
class Action:
    """What a player may do with a card on a turn (``when``: None for always)."""

    id: str
    params: tuple[Param, ...]
    order: int | None
    when: Expr | None
    body: Block
    section: str | None
    source: str


@dataclass(frozen=True, slots=True)
class Sequence:
    id: str
    phases: tuple[str, ...]
    wall_flag: str | None        # the flag that turns each phase with a `wall_side` to that phase
    source: str


@dataclass(frozen=True, slots=True)
class Setup:
    id: str
    body: Block
    note: str | None
    source: str


@dataclass(frozen=True, slots=True)
class Flag:
    id: str
    initial: bool
    source: str | None


@dataclass(frozen=True, slots=True)
class Outcome:
    """A way the game ends: ``winner`` wins when ``when`` holds (None: always) at the moment
    ``checked`` names; of several, the lowest ``priority`` first."""

    id: str
    winner: str
    when: Expr | None
    checked: str | None
    priority: int
    source: str


@dataclass(frozen=True, slots=True)
class Feature:
    """One term of a bot's score: ``weight`` times the value of an expression of the bot's side
    (only for the ``sides`` listed, if any)."""

    id: str
    value: Expr
    weight: int
    sides: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Bot:
    id: str
    param: str                   # the name of its one parameter: the side it plays for
    win: int                     # the score of a won game (a lost one scores the negative)
    features: tuple[Feature, ...]
    source: str | None
    project: str | None = None       # the sequence a judged position is carried through first
    finish: str | None = None        # the outcome moment looked at after the projection...
    finish_when: Expr | None = None  # ...when this holds (e.g. after the last decade)
    propose: str | None = None       # the proposal that picks the pairs worth playing out
    shortlists: tuple[str, ...] = ()  # the shortlists that rank an inner decision's options


@dataclass(frozen=True, slots=True)
class Proposal:
    """How a look-ahead bot picks the few pairs of a decision and its own next decision (a card
    and its action) worth playing out, before playing any: each pair scored by ``features``
    (expressions of ``params``: the side, the first option, the second option)."""

    id: str
    params: tuple[str, str, str]
    decision: str
    pairs: int
    features: tuple[Feature, ...]
    source: str | None
    always: Expr | None = None   # the pairs always played out and projected (whose worth no feature foresees)
    screen: Expr | None = None   # the pairs always played out, projected when among the best where the turn ends
    screened: int = 0            # how many of the ``screen`` pairs are projected (0: all)
    rest: int = 0                # how many of the other pairs played out are projected (0: all)
    screen_sides: tuple[str, ...] = ()  # the sides that project only the best of them (empty: every side)


@dataclass(frozen=True, slots=True)
class Shortlist:
    """A look-ahead bot's rule of thumb for a decision inside a turn, an action or a phase: each
    option scored by ``features`` (expressions of ``params``: the side, the option) where the
    decision is asked, before any is played out; only the ``keep`` best are played out (with
    those equal to the last of them, at most ``most`` in all where it is set)."""

    id: str
    params: tuple[str, str]
    decision: str
    keep: int
    features: tuple[Feature, ...]
    source: str | None
    # At most this many played out: equals of the last kept beyond it are drawn at random.
    most: int | None = None


# ------------------------------------------------------------------ from declarations
# Each takes a declaration's id and its frozen data (``Rules.definitions``), so that the code
# a record holds is the very node the evaluator looks up by identity.

def _params(d: Mapping[str, Any]) -> tuple[Param, ...]:
    return tuple(Param(p["name"], "default" in p, p.get("default")) for p in d.get("params", ()))


def box(bid: str, d: Mapping[str, Any]) -> Box:
    return Box(bid, _strs(d["holds"]), d["source"])


def derive(did: str, d: Mapping[str, Any]) -> Derive:
    return Derive(did, d["from"], d["every"], d.get("mirror_from"), d.get("mirror_to"), d.get("chooser"),
                  d["source"])


def card(key: str, d: Mapping[str, Any]) -> Card:
    rows = tuple(CardRow(i, item["id"], tuple(item.get("icons", ())), item.get("where"), item.get("limit"))
                 for i, item in enumerate(d.get("body", ())) if item.get("kind") == "row")
    return Card(key, d["id"], d["decade"], d["colour"], tuple(d.get("value", ())), _text(d.get("year")),
                _strs(d.get("corner")), _yes(d.get("special")), d.get("number"), d.get("face"), d.get("reverse"),
                d.get("used_if"), d.get("order") == "printed", rows, _strs(d["source"]))


def card_colour(cid: str, d: Mapping[str, Any]) -> CardColour:
    return CardColour(cid, _strs(d["events"]), d["source"])


def pile(pid: str, d: Mapping[str, Any]) -> Pile:
    return Pile(pid, d.get("faces"), d.get("role"), d["source"])


def deck(did: str, d: Mapping[str, Any]) -> Deck:
    return Deck(did, d["display"], d["hand"], d.get("halves"), _strs(d.get("value_boxes")), d.get("printed_in"),
                d["source"])


def decade(did: str, d: Mapping[str, Any]) -> Decade:
    return Decade(did, d["order"], _range(d.get("years")), tuple(d.get("cards", ())),
                  None if d.get("special") is None else str(d["special"]), d["source"])


def icon(iid: str, d: Mapping[str, Any]) -> Icon:
    return Icon(iid, _params(d), d.get("body", ()), d.get("colour"), _yes(d.get("corner")), _yes(d.get("arrow")),
                d.get("counted_by"), d.get("requires"), _yes(d.get("on_cards"), "yes"), d.get("source"))


def routine(rid: str, d: Mapping[str, Any]) -> Routine:
    return Routine(rid, _params(d), d.get("body", ()), _yes(d.get("entry")), _text(d.get("section")), d["source"])


def action(aid: str, d: Mapping[str, Any]) -> Action:
    return Action(aid, _params(d), d.get("order"), d.get("when"), d.get("body", ()), _text(d.get("section")),
                  d["source"])


def sequence(sid: str, d: Mapping[str, Any]) -> Sequence:
    return Sequence(sid, _strs(d["phases"]), d.get("wall_flag"), d["source"])


def setup(sid: str, d: Mapping[str, Any]) -> Setup:
    return Setup(sid, d.get("body", ()), _text(d.get("note")), d["source"])


def flag(fid: str, d: Mapping[str, Any]) -> Flag:
    return Flag(fid, _yes(d["initial"]), d.get("source"))


def outcome(oid: str, d: Mapping[str, Any]) -> Outcome:
    return Outcome(oid, d["winner"], d.get("when"), d.get("checked"), d.get("priority", 0), d["source"])


def _features(d: Mapping[str, Any]) -> tuple[Feature, ...]:
    return tuple(Feature(str(f["id"]), f["value"], int(f["weight"]), _strs(f.get("sides")))
                 for f in d.get("body", ()) if f.get("kind") == "feature")


def bot(bid: str, d: Mapping[str, Any]) -> Bot:
    return Bot(bid, d["params"][0]["name"], int(d.get("win", 100000)), _features(d), d.get("source"),
               d.get("project"), d.get("finish"), d.get("finish_when"), d.get("propose"), _strs(d.get("shortlist")))


def proposal(pid: str, d: Mapping[str, Any]) -> Proposal:
    side, first, second = (p["name"] for p in d["params"])
    return Proposal(pid, (side, first, second), str(d["decision"]), int(d.get("pairs", 1)), _features(d),
                    d.get("source"), d.get("always"), d.get("screen"), int(d.get("screened", 0)),
                    int(d.get("rest", 0)), _strs(d.get("screen_sides")))


def shortlist(sid: str, d: Mapping[str, Any]) -> Shortlist:
    side, option = (p["name"] for p in d["params"])
    most = d.get("most")
    return Shortlist(sid, (side, option), str(d["decision"]), int(d["keep"]), _features(d), d.get("source"),
                     None if most is None else int(most))
