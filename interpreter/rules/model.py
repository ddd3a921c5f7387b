"""The compiled rules model: immutable, checked definitions the interpreter runs on.

Compilation happens only after every check passed, so the code here may trust
its input: references resolve, values are in range, nothing is missing.
Effect blocks stay as plain data (tuples and dicts) for the interpreter to run.

The board (sides, provinces, cities, connections, tracks, pieces) and the phases are typed records
defined here and built with the model; the records of the other declarations a game reads (cards,
piles, icons, routines, actions, outcomes...) are those of ``records.py``, built the first time the
model is asked for them.  A `wsdv check` never asks: it pays neither for building them nor for
defining their classes (some twenty dataclasses, a tenth of an uncached check's budget).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from ..language.definitions import ContentSet, Definition

if TYPE_CHECKING:   # (records.py is imported when its records are first asked for: see Rules._records)
    from .records import (
        Action,
        Block,
        Bot,
        Box,
        Card,
        CardColour,
        Decade,
        Deck,
        Derive,
        Expr,
        Flag,
        Icon,
        Outcome,
        Pile,
        Proposal,
        Routine,
        Sequence,
        Setup,
        Shortlist,
    )


def _frozen(x: Any) -> Any:
    if isinstance(x, dict):
        return MappingProxyType({k: _frozen(v) for k, v in x.items()})
    if isinstance(x, list):
        return tuple(_frozen(v) for v in x)
    return x


def thawed(x: Any) -> Any:
    """Frozen data (read-only mappings and tuples) as plain dicts and lists again: to compare two rule
    sets' declarations, or to hash one, whichever containers they were built with."""
    if isinstance(x, Mapping):
        return {k: thawed(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [thawed(v) for v in x]
    return x


# The frozen data of the definitions compiled last, by identity: a variant's set shares most
# of its definitions with the base game's (read once, never changed after reading), and
# `wsdv check` compiles the base and then each variant.  Only the last set's are kept.
_LAST_FROZEN: dict[int, tuple[Definition, Any]] = {}


def _frozen_definition(d: Definition) -> Any:
    hit = _LAST_FROZEN.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    return _frozen(d.data)


def _remember_frozen(cs: ContentSet, definitions: Mapping[Any, Any]) -> None:
    _LAST_FROZEN.clear()
    for k, d in cs.definitions.items():
        _LAST_FROZEN[id(d)] = (d, definitions[k])


@dataclass(frozen=True, slots=True)
class Side:
    id: str
    colour: str
    opponent: str
    factory: str


@dataclass(frozen=True, slots=True)
class Sector:
    id: str
    supplier: str


@dataclass(frozen=True, slots=True)
class Province:
    id: str
    side: str
    neighbours: tuple[str, ...]
    builds: bool
    sectors: tuple[Sector, ...]
    at: tuple[int, int] | None
    source: str


@dataclass(frozen=True, slots=True)
class Group:
    id: str
    members: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Country:
    id: str
    side: str
    factory: str


@dataclass(frozen=True, slots=True)
class City:
    id: str
    province: str | None          # the province it lies in, if exactly one
    floating: tuple[str, ...]     # the provinces a floating city may count for
    chooser: str | None
    country: str | None           # for a city abroad
    mark: str | None
    base_value: int
    built_by: str
    connectable: bool
    factory: str | None
    at: tuple[int, int]           # where it is drawn on the board (a city must say)
    source: str

    @property
    def provinces(self) -> tuple[str, ...]:
        """The provinces this city may count for."""
        if self.province:
            return (self.province,)
        return self.floating


@dataclass(frozen=True, slots=True)
class Connection:
    id: str
    ends: tuple[str, str]
    lines: int
    source: str


@dataclass(frozen=True, slots=True)
class Space:
    number: int
    icons: tuple[Any, ...] = ()   # the icon calls printed on the space, as written
    gain: int | None = None


@dataclass(frozen=True, slots=True)
class Zone:
    id: str
    lo: int
    hi: int
    advantage: str | None
    colour: str | None


@dataclass(frozen=True, slots=True)
class Track:
    id: str
    lo: int
    hi: int
    start: int
    zones: tuple[Zone, ...]
    spaces: Mapping[int, Space]
    overflow: Mapping[str, tuple[Any, ...]]
    overflow_choice: Mapping[str, str | None]
    steps_per_point: int
    source: str

    def zone_at(self, n: int) -> Zone | None:
        for z in self.zones:
            if z.lo <= n <= z.hi:
                return z
        return None

    def direction(self, side: str, sides: list[str] | tuple[str, ...]) -> int:
        """+1 when moving toward ``side`` raises the marker, -1 when it lowers it.

        A zone with an advantage for ``side`` tells which end is that side's; without one, the first
        of ``sides`` (the content's order) owns the low end. The engine moves markers by it and the
        tracks page names each end's side by it, so the two cannot disagree."""
        for z in self.zones:
            if z.advantage == side:
                return -1 if z.lo == self.lo else 1
            if z.advantage is not None and z.advantage != side:
                return 1 if z.lo == self.lo else -1
        return -1 if sides and sides[0] == side else 1


@dataclass(frozen=True, slots=True)
class Piece:
    id: str
    count: int
    side: str | None
    value: tuple[int, int] | None   # a factory's range of values (its printed faces)
    sectors: bool                   # kept in a province's sectors, not on the province
    lines: bool                     # goes on blue lines (infrastructure)
    source: str
    limited: bool = True            # the count limits the supply (`limit no`: it does not)


@dataclass(frozen=True, slots=True)
class Phase:
    id: str
    section: str | None
    wall_side: str | None
    body: Block
    when: Expr | None = None
    order: int | None = None


@dataclass(frozen=True)
class Rules:
    """Everything a game needs: a typed record of each declaration the engine reads, by kind and id.

    ``definitions`` keeps every declaration's plain data (frozen) besides: what reads
    declarations as written (the site, the diff, the prose, the checks' summary) and the content's
    own reflection (``x.key``, ``get(kind, id, key)``, ``ordered(kind)``), which may name any key
    of any kind.  The engine reads the records: the fields below, and the properties after them,
    each built once, on first use (see the module's docstring), in declared order.
    """

    sides: Mapping[str, Side]
    provinces: Mapping[str, Province]
    groups: Mapping[str, Group]
    countries: Mapping[str, Country]
    cities: Mapping[str, City]
    connections: Mapping[str, Connection]
    tracks: Mapping[str, Track]
    pieces: Mapping[str, Piece]
    phases: Mapping[str, Phase]
    definitions: Mapping[tuple[str, str], Mapping[str, Any]]  # every definition's plain data, frozen
    variants: tuple[str, ...] = ()
    content_hash: str = ""
    # The folders laid over the base content (variants, then overlays, in order): where words of
    # their own may live (`locales/` inside an overlay; see words.l10n.localizer.localizer).
    layers: tuple[str, ...] = ()
    # Where each definition was written (its file and the positions of its parts) and the texts
    # of the files: run-time failures are reported at the content that failed (engine/runtime.py).
    origins: Mapping[tuple[str, str], Any] = field(default_factory=lambda: MappingProxyType({}))
    sources: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    # ------------------------------------------------------------ the records of records.py
    @cached_property
    def cards(self) -> Mapping[str, Card]:
        """The card faces by definition id (``Card.key``; the state names a card by ``Card.id``)."""
        return self._records("card")

    @cached_property
    def card_colours(self) -> Mapping[str, CardColour]:
        return self._records("card_colour")

    @cached_property
    def piles(self) -> Mapping[str, Pile]:
        return self._records("pile")

    @cached_property
    def decks(self) -> Mapping[str, Deck]:
        return self._records("deck")

    @cached_property
    def decades(self) -> Mapping[str, Decade]:
        return self._records("decade")

    @cached_property
    def boxes(self) -> Mapping[str, Box]:
        return self._records("box")

    @cached_property
    def derives(self) -> Mapping[str, Derive]:
        """The markers derived from counts of pieces (mass protests)."""
        return self._records("derive")

    @cached_property
    def icons(self) -> Mapping[str, Icon]:
        return self._records("icon")

    @cached_property
    def routines(self) -> Mapping[str, Routine]:
        return self._records("routine")

    @cached_property
    def actions(self) -> Mapping[str, Action]:
        return self._records("action")

    @cached_property
    def sequences(self) -> Mapping[str, Sequence]:
        return self._records("sequence")

    @cached_property
    def setups(self) -> Mapping[str, Setup]:
        return self._records("setup")

    @cached_property
    def flags(self) -> Mapping[str, Flag]:
        return self._records("flag")

    @cached_property
    def outcomes(self) -> Mapping[str, Outcome]:
        return self._records("outcome")

    @cached_property
    def bots(self) -> Mapping[str, Bot]:
        return self._records("bot")

    @cached_property
    def proposals(self) -> Mapping[str, Proposal]:
        return self._records("proposal")

    @cached_property
    def shortlists(self) -> Mapping[str, Shortlist]:
        return self._records("shortlist")

    def _records(self, kind: str) -> Mapping[str, Any]:
        """The records of one kind, by id, in declared order, each made by the function of
        ``records.py`` named after the kind from its frozen data (the very nodes of ``definitions``:
        compiled code finds where it was written by the identity of its nodes)."""
        from . import records

        build: Callable[[str, Mapping[str, Any]], Any] = getattr(records, kind)
        return MappingProxyType({did: build(did, d) for did, d in self._by_kind.get(kind, {}).items()})

    # ------------------------------------------------------------ questions
    def of_kind(self, kind: str) -> dict[str, Mapping[str, Any]]:
        """The definitions of one kind by id, as written (a new dict; indexed, for the site and the words)."""
        return dict(self._by_kind.get(kind, ()))

    def outcomes_checked(self, when: str | None) -> tuple[Outcome, ...]:
        """The outcomes looked at one moment (their ``checked``), in the order the game looks at them:
        by priority, then by id. The first that holds ends the game, so the rules prose reads from the
        same order who wins when several hold at once."""
        return self._outcomes_by_moment.get(when, ())

    @cached_property
    def _outcomes_by_moment(self) -> dict[str | None, tuple[Outcome, ...]]:
        # Worked out once: the engine asks at every check of the outcomes.
        out: dict[str | None, list[Outcome]] = {}
        for o in sorted(self.outcomes.values(), key=lambda o: (o.priority, o.id)):
            out.setdefault(o.checked, []).append(o)
        return {k: tuple(v) for k, v in out.items()}

    @cached_property
    def _by_kind(self) -> dict[str, dict[str, Mapping[str, Any]]]:
        out: dict[str, dict[str, Mapping[str, Any]]] = {}
        for (kind, did), v in self.definitions.items():
            out.setdefault(kind, {})[did] = v
        return out

    @property
    def blue_lines(self) -> int:
        return sum(c.lines for c in self.connections.values())

    def counts(self) -> dict[str, int]:
        """How many of each kind of definition; the summary `wsdv check` prints."""
        out: dict[str, int] = {}
        for kind, _ in self.definitions:
            out[kind] = out.get(kind, 0) + 1
        return out


def _point(v: Any) -> tuple[int, int] | None:
    return (v[0], v[1]) if isinstance(v, list | tuple) and len(v) == 2 else None


def _yes(v: Any) -> bool:
    return v == "yes"


def _text(v: Any) -> str | None:
    """A quoted text (``{"text": ...}``) as its string."""
    return v["text"] if isinstance(v, Mapping) else None


def _group_members(d: Mapping[str, Any], provinces: Mapping[str, Province]) -> tuple[str, ...]:
    if "members" in d:
        return tuple(d["members"])
    excluded = set(d.get("except", ()))
    return tuple(p for p, prov in provinces.items() if prov.side == d["side"] and p not in excluded)


def _track(tid: str, d: Mapping[str, Any]) -> Track:
    lo, hi = d["spaces"]["range"]
    zones: list[Zone] = []
    spaces: dict[int, Space] = {}
    overflow: dict[str, tuple[Any, ...]] = {}
    choice: dict[str, str | None] = {}
    for item in d.get("body", ()):
        kind = item["kind"]
        if kind == "zone":
            zlo, zhi = item["spaces"]["range"]
            zones.append(Zone(item["id"], zlo, zhi, item.get("advantage"), item.get("colour")))
        elif kind == "space":
            spaces[item["id"]] = Space(item["id"], item.get("icons", ()), item.get("gain"))
        elif kind == "overflow":
            overflow[item["id"]] = item["icons"]
            choice[item["id"]] = item.get("choice")
    return Track(tid, lo, hi, d["start"], tuple(zones), MappingProxyType(spaces),
                 MappingProxyType(overflow), MappingProxyType(choice), d.get("steps_per_point", 1), d["source"])


def _piece(pid: str, d: Mapping[str, Any]) -> Piece:
    value = d.get("value")
    lo_hi = (value["range"][0], value["range"][1]) if isinstance(value, Mapping) and "range" in value else None
    return Piece(pid, d["count"], d.get("side"), lo_hi, _yes(d.get("sectors")), _yes(d.get("lines")), d["source"],
                 d.get("limit", "yes") == "yes")


def _phase(pid: str, d: Mapping[str, Any]) -> Phase:
    return Phase(pid, _text(d.get("section")), d.get("wall_side"), d.get("body", ()), d.get("when"), d.get("order"))


_R = TypeVar("_R")


def compile_rules(cs: ContentSet, variants: tuple[str, ...] = (), content_hash: str = "") -> Rules:
    """Turn a checked content set into the immutable rules model.

    The records are read from the frozen data (not from the definitions as read), so that the
    code they hold is the very data of ``Rules.definitions``: compiled code finds where it was
    written by the identity of its nodes."""
    definitions = {k: _frozen_definition(d) for k, d in cs.definitions.items()}
    _remember_frozen(cs, definitions)
    by_kind: dict[str, list[tuple[str, Mapping[str, Any]]]] = {}
    for (kind, did), d in definitions.items():
        by_kind.setdefault(kind, []).append((did, d))

    def of(kind: str) -> list[tuple[str, Mapping[str, Any]]]:
        return by_kind.get(kind, [])

    def records(kind: str, make: Callable[[str, Mapping[str, Any]], _R]) -> Mapping[str, _R]:
        return MappingProxyType({did: make(did, d) for did, d in of(kind)})

    sides = {did: Side(did, d["colour"], d["opponent"], d["factory"]) for did, d in of("side")}
    provinces = {}
    for did, d in of("province"):
        sectors = tuple(Sector(x["id"], x["supplier"]) for x in d.get("body", ()) if x["kind"] == "sector")
        provinces[did] = Province(did, d["side"], tuple(d.get("neighbours", ())), d.get("builds", "yes") == "yes",
                                  sectors, _point(d.get("at")), d["source"])
    groups = {did: Group(did, _group_members(d, provinces)) for did, d in of("group")}
    countries = {did: Country(did, d["side"], d["factory"]) for did, d in of("country")}
    cities = {}
    for did, x in of("city"):
        cities[did] = City(did, x.get("province"), tuple(x.get("floating", ())), x.get("chooser"),
                           x.get("country"), x.get("mark"), x.get("base_value", 1), x.get("built_by", "any"),
                           x.get("connectable", "yes") == "yes", x.get("factory"), (x["at"][0], x["at"][1]),
                           x["source"])
    connections = {did: Connection(did, (d["ends"][0], d["ends"][1]), d["lines"], d["source"])
                   for did, d in of("connection")}
    return Rules(
        sides=MappingProxyType(sides), provinces=MappingProxyType(provinces), groups=MappingProxyType(groups),
        countries=MappingProxyType(countries), cities=MappingProxyType(cities),
        connections=MappingProxyType(connections), tracks=records("track", _track),
        pieces=records("piece", _piece), phases=records("phase", _phase),
        definitions=MappingProxyType(definitions), variants=variants, content_hash=content_hash,
        layers=tuple(str(Path(r).resolve()) for r in cs.roots[1:]),
        origins=MappingProxyType(dict(cs.definitions)), sources=MappingProxyType(dict(cs.report.sources)),
    )
