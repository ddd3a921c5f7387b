"""Pieces on places: adding, removing, moving and counting them; derived markers (mass protests)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .evaluator import ContentError
from .registry import primitive

if TYPE_CHECKING:
    from ..rules.records import Derive


UNLIMITED = 1 << 30   # the supply of a piece with no declared count


def place_key(place: Any) -> str:
    return place if isinstance(place, str) else str(place)


def on_map(g: Any, piece: str) -> int:
    """How many of a piece are out of the supply (on any place, site or line)."""
    n = 0
    for d in g.state["pieces"].values():
        if piece in d:
            n += d[piece]
    if piece in g.board.pieces:
        n += list(g.state["sites"].values()).count(piece)
    return n


def supply(g: Any, piece: str) -> int:
    """How many of a piece remain in the supply (pieces not declared, or declared `limit no`, are unlimited)."""
    decl = g.board.pieces.get(piece)
    if decl is None or not decl.limited:
        return UNLIMITED
    used = on_map(g, piece)
    if piece == g.board.line_piece:
        used += sum(g.state["lines"].values())
    return decl.count - used


def here(g: Any, place: Any, piece: str) -> int:
    d = g.state["pieces"].get(place if place.__class__ is str else place_key(place))
    return d.get(piece, 0) if d else 0


def known_place(g: Any, place: Any) -> str:
    """The place's key, or a content fault when nothing on the board has that name."""
    key = place_key(place)
    if key not in g.board.places:
        raise ContentError(words=("runtime-no-place", {"place": key}))
    return key


# What a change of pieces causes is told after it: "1 unrest cube placed in Hessen", then "a mass
# protest marker appears in Hessen" (and where West Berlin's protest also goes). A derived marker
# changes inside `bump`, before the primitive that moved the piece has said what it did; so such a
# primitive holds what is told meanwhile (`hold`) and tells it after its own line (`tell`). A
# question put to a person is not held (Game.say): it is asked when it comes.

def hold(g: Any) -> Any:
    """Hold what the game tells from now on; the value is what `tell` needs to end the hold."""
    before = g.held
    if g.narrate is not None:
        g.held = []
    return before


def tell(g: Any, before: Any, message: str | None = None, **args: Any) -> None:
    """End a hold: tell the primitive's own line (if any), then what was held since `hold`."""
    held, g.held = g.held, before
    if g.narrate is None and not held:   # (a game that tells nothing: a bot's scratch game)
        return
    if message is not None:
        g.say(message, **args)
    for m, a in held or ():
        g.say(m, **a)


def bump(g: Any, place: Any, piece: str, delta: int) -> None:
    board = g.board
    key = place if place.__class__ is str else place_key(place)
    if key not in board.places:
        known_place(g, key)   # (the content fault)
    pieces = g.state["pieces"]
    d = pieces.get(key)
    if d is None:
        d = pieces[key] = {}
    n = d[piece] = d.get(piece, 0) + delta
    if n < 0:
        raise ContentError(words=("runtime-negative", {"piece": piece, "place": key}))
    if board.derived and key in board.province_side and not g.hold_markers:
        update_derived(g, key)


@primitive()
def add(g: Any, piece: str, n: int, *, to: Any, by: str | None = None) -> int:
    """Put up to n pieces from the supply on a place; the number actually placed."""
    if n <= 0:  # (nothing to place: the supply need not be counted, a walk over the whole map)
        return 0
    left = supply(g, piece)
    if n > left:
        g.short[piece] = g.short.get(piece, 0) + n - max(left, 0)
        n = left
    if n <= 0:
        return 0
    before = hold(g)
    try:
        if isinstance(to, str) and to in g.board.sectors_of and g.board.sectors_of[to] and piece_in_sectors(g, piece):
            for _ in range(n):
                bump(g, pick_sector(g, to, piece, fewest=True, by=by), piece, 1)
        else:
            bump(g, to, piece, n)
    finally:
        tell(g, before, "add", piece=piece, n=n, place=place_key(to))
    return n


def piece_in_sectors(g: Any, piece: str) -> bool:
    """A province drawn in sectors keeps this piece in its sectors (the content's `sector_pieces`)."""
    return piece in g.sector_pieces


def pick_sector(g: Any, province: str, piece: str, fewest: bool, by: str | None = None) -> str:
    """The sector a piece goes to (filled evenly) or comes from; its side chooses among equals."""
    sectors = g.board.sectors_of[province]
    counts = {s: here(g, s, piece) for s in sectors}
    if fewest:
        low = min(counts.values())
        options = [s for s in sectors if counts[s] == low]
    else:
        options = [s for s in sectors if counts[s] > 0]
    return g.ask(by or g.board.side_of(province), "sector", options, province=province, piece=piece)


@primitive()
def remove(g: Any, piece: str, n: int, *, from_: Any, by: str | None = None) -> int:
    """Return up to n pieces from a place to the supply; the number actually removed."""
    removed = 0
    if from_ is None:
        return 0
    key = known_place(g, from_)
    if n <= 0:   # (nothing to remove, nothing told: an upkeep's usual `remove` of a province within its limit)
        return 0
    before = hold(g)
    try:
        for _ in range(n):
            if here(g, key, piece) > 0:
                bump(g, key, piece, -1)
            elif key in g.board.sectors_of and any(here(g, s, piece) for s in g.board.sectors_of[key]):
                bump(g, pick_sector(g, key, piece, fewest=False, by=by), piece, -1)
            else:
                break
            removed += 1
    finally:
        if removed:
            tell(g, before, "remove", piece=piece, n=removed, place=key)
        else:
            tell(g, before)
    return removed


@primitive()
def move(g: Any, piece: str, n: int, *, from_: Any, to: Any) -> int:
    """Move up to n pieces from one place to another; the number moved."""
    moved = 0
    before = hold(g)
    try:
        for _ in range(n):
            if count(g, piece, at=from_) <= 0:
                break
            key = place_key(from_)
            if here(g, key, piece) > 0:
                bump(g, key, piece, -1)
            else:
                bump(g, pick_sector(g, key, piece, fewest=False), piece, -1)
            if isinstance(to, str) and to in g.board.sectors_of and g.board.sectors_of[to] and piece_in_sectors(g, piece):
                bump(g, pick_sector(g, to, piece, fewest=True), piece, 1)
            else:
                bump(g, to, piece, 1)
            moved += 1
    finally:
        if moved:
            tell(g, before, "move", piece=piece, n=moved, source=place_key(from_), place=place_key(to))
        else:
            tell(g, before)
    return moved


@primitive(pure=True)
def count(g: Any, piece: str, *, at: Any = None) -> int:
    """Pieces on a place; a side or group means all its provinces; none means the whole map."""
    # A name counted before stands in the board's `count_keys` table with the places it adds up:
    # one place's key (a province without sectors: most counts) or a tuple of them (a side, a
    # group, a province with sectors); the others (a name not counted yet, a list, none, a card)
    # go to _count.  (Tested before looking up, not caught after: a miss costs no exception.)
    if at.__class__ is str:
        keys = g.board.count_keys.get(at)
        if keys is not None:
            pieces = g.state["pieces"]
            if keys.__class__ is str:
                d = pieces.get(keys)
                return d.get(piece, 0) if d else 0
            n = 0
            for k in keys:   # (tested, then indexed: fewer steps than a `get` and a test of what it gave)
                if k in pieces:
                    n += pieces[k].get(piece, 0)
            return n
    return _count(g, piece, at)


def _count(g: Any, piece: str, at: Any) -> int:
    """:func:`count` of a name not counted yet (its places then kept in the board's table), of a
    list, of a card, or of the whole map."""
    if at.__class__ is str:
        found = _count_keys(g, at)
        g.board.count_keys[at] = found[0] if len(found) == 1 else found
        return count(g, piece, at=at)
    pieces = g.state["pieces"]
    if at is None:
        return on_map(g, piece)
    if isinstance(at, (list, tuple)) or at in g.board.provinces_of or at in g.board.groups:
        return sum(count(g, piece, at=p) for p in g.board.region(at))
    key = place_key(at)
    n = pieces.get(key, {}).get(piece, 0)
    for s in g.board.sectors_of.get(key, ()):
        n += pieces.get(s, {}).get(piece, 0)
    return n


def _count_keys(g: Any, at: str) -> tuple[str, ...]:
    """The places whose pieces ``count(piece, at = at)`` adds up, in the order it adds them."""
    if at in g.board.provinces_of or at in g.board.groups:
        return tuple(k for p in g.board.region(at) for k in _count_keys(g, place_key(p)))
    known_place(g, at)   # (worked out once per name: the table keeps the answer)
    return (at, *g.board.sectors_of.get(at, ()))


# ------------------------------------------------------------ derived markers
def update_derived(g: Any, province: str) -> None:
    """Bring each derived marker of a province in line with the count it derives from.

    A ``derive`` declaration says: one marker for every ``every`` pieces of ``from``
    (a marker goes when the count falls below the multiple again).  With ``mirror_from``,
    each marker of that province also puts a mirrored marker in a province of
    ``mirror_to`` chosen by ``chooser``; the mirror goes when its original goes. Where what is
    told is held (`hold`), the province's own marker is told before where its mirror goes (it is
    set after them, as it always was: the state the mirror's chooser sees is the game's course).
    """
    for d in g.board.derived:
        if d.mirror_from == province:
            _update_mirrored(g, province, d)
        else:
            _set_marker(g, province, d.id, d)


def update_markers(g: Any, provinces: Any) -> None:
    """:func:`update_derived` of each province in turn (the same changes, told and asked in the same
    order), for a caller that brings every province up to date at once (markers held, then let go).

    One path: a loop over :func:`update_derived`, not its body written out again.  The copy it
    replaced saved two calls a province (about 3 µs a pass over the 14 provinces, some 450 passes
    a `foresight` game: about 1 ms of its 400); the games' times with the loop are within the
    noise of those with the copy (docs/guide/simulation.md, "The engine's own cost")."""
    for province in provinces:
        update_derived(g, province)


def _update_mirrored(g: Any, province: str, d: Derive) -> None:
    """:func:`update_derived` of the province a marker is mirrored from: the mirrors follow its count."""
    held = g.held
    marker = d.id
    own = here(g, province, d.counted) // d.every
    start = len(held) if held is not None else 0
    lst = g.state["mirrors"].setdefault(province, [])
    while len(lst) < own:
        options = g.board.region(d.mirror_to)
        target = g.ask(d.chooser, "mirror", options, marker=marker, source=province)
        lst.append(target)
        _set_marker(g, target, marker, d)
    while len(lst) > own:
        target = lst.pop()
        _set_marker(g, target, marker, d)
    mid = len(held) if held is not None else 0
    _set_marker(g, province, marker, d)
    if held is not None and start < mid < len(held):
        held[start:] = held[mid:] + held[start:mid]   # the province's own line, before its mirrors'


def _set_marker(g: Any, province: str, marker: str, d: Derive) -> None:
    state = g.state
    pieces = state["pieces"]
    pd = pieces.get(province)
    if pd is None:   # (an empty entry is left, as setdefault leaves it: states compare equal)
        pd = pieces[province] = {}
    want = pd.get(d.counted, 0) // d.every   # (`here`, on the dict just found)
    for lst in state["mirrors"].values():
        if lst:
            want += lst.count(province)
    have = pd.get(marker, 0)
    if want != have:
        pd[marker] = want
        if g.narrate is not None:
            g.say("marker-up" if want > have else "marker-down", marker=marker, place=province, n=want)


@primitive(pure=True)
def mass_protests(g: Any, where: Any) -> int:
    """The derived markers (mass protests) of a province, or of every province of a side or group."""
    marker = g.board.marker
    if marker is None:
        return 0
    return count(g, marker, at=where)
