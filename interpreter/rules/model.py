"""The compiled rules model: immutable, checked definitions the interpreter runs on.

Compilation happens only after every check passed, so the code here may trust
its input: references resolve, values are in range, nothing is missing.
Effect blocks stay as plain data (tuples and dicts) for the interpreter to run.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any

from ..language.definitions import ContentSet, Definition


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


@dataclass(frozen=True)
class Side:
    id: str
    colour: str
    opponent: str
    factory: str


@dataclass(frozen=True)
class Sector:
    id: str
    supplier: str


@dataclass(frozen=True)
class Province:
    id: str
    side: str
    neighbours: tuple[str, ...]
    builds: bool
    sectors: tuple[Sector, ...]
    at: tuple[int, int] | None
    source: str


@dataclass(frozen=True)
class Group:
    id: str
    members: tuple[str, ...]


@dataclass(frozen=True)
class Country:
    id: str
    side: str
    factory: str


@dataclass(frozen=True)
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
    at: tuple[int, int]
    source: str

    @property
    def provinces(self) -> tuple[str, ...]:
        """The provinces this city may count for."""
        if self.province:
            return (self.province,)
        return self.floating


@dataclass(frozen=True)
class Connection:
    id: str
    ends: tuple[str, str]
    lines: int
    source: str


@dataclass(frozen=True)
class Space:
    number: int
    icons: tuple = ()
    gain: int | None = None


@dataclass(frozen=True)
class Zone:
    id: str
    lo: int
    hi: int
    advantage: str | None
    colour: str | None


@dataclass(frozen=True)
class Track:
    id: str
    lo: int
    hi: int
    start: int
    zones: tuple[Zone, ...]
    spaces: Mapping[int, Space]
    overflow: Mapping[str, tuple]
    overflow_choice: Mapping[str, str | None]
    steps_per_point: int
    source: str

    def zone_at(self, n: int) -> Zone | None:
        for z in self.zones:
            if z.lo <= n <= z.hi:
                return z
        return None


@dataclass(frozen=True)
class Piece:
    id: str
    count: int
    side: str | None


@dataclass(frozen=True)
class Phase:
    id: str
    section: str | None
    wall_side: str | None
    body: tuple


@dataclass(frozen=True)
class Rules:
    """Everything a game needs, by kind and id."""

    sides: Mapping[str, Side]
    provinces: Mapping[str, Province]
    groups: Mapping[str, Group]
    countries: Mapping[str, Country]
    cities: Mapping[str, City]
    connections: Mapping[str, Connection]
    tracks: Mapping[str, Track]
    pieces: Mapping[str, Piece]
    phases: Mapping[str, Phase]
    definitions: Mapping[tuple[str, str], Mapping]  # every definition's plain data, frozen
    variants: tuple[str, ...] = ()
    content_hash: str = ""
    # Where each definition was written (its file and the positions of its parts) and the texts
    # of the files: run-time failures are reported at the content that failed (engine/runtime.py).
    origins: Mapping[tuple[str, str], Any] = field(default_factory=lambda: MappingProxyType({}))
    sources: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def of_kind(self, kind: str) -> dict[str, Mapping]:
        """The definitions of one kind by id (a new dict; the engine asks often, so it is indexed)."""
        return dict(self._by_kind.get(kind, ()))

    def outcomes_checked(self, when: Any) -> list[tuple[str, Mapping]]:
        """The outcomes looked at one moment (their ``checked``), in the order the game looks at them:
        by priority, then by id. The first that holds ends the game, so the rules prose reads from the
        same order who wins when several hold at once."""
        return sorted(((oid, d) for oid, d in self._by_kind.get("outcome", {}).items() if d.get("checked") == when),
                      key=lambda t: (t[1].get("priority", 0), t[0]))

    @cached_property
    def _by_kind(self) -> dict[str, dict[str, Mapping]]:
        out: dict[str, dict[str, Mapping]] = {}
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
    return (v[0], v[1]) if isinstance(v, list) and len(v) == 2 else None


def _group_members(d: Definition, provinces: Mapping[str, Province]) -> tuple[str, ...]:
    if "members" in d.data:
        return tuple(d.data["members"])
    excluded = set(d.data.get("except", []))
    return tuple(p for p, prov in provinces.items() if prov.side == d.data["side"] and p not in excluded)


def _track(d: Definition) -> Track:
    lo, hi = d.data["spaces"]["range"]
    zones, spaces, overflow, choice = [], {}, {}, {}
    for item in d.data.get("body", []):
        kind = item["kind"]
        if kind == "zone":
            zlo, zhi = item["spaces"]["range"]
            zones.append(Zone(item["id"], zlo, zhi, item.get("advantage"), item.get("colour")))
        elif kind == "space":
            spaces[item["id"]] = Space(item["id"], _frozen(item.get("icons", [])), item.get("gain"))
        elif kind == "overflow":
            overflow[item["id"]] = _frozen(item["icons"])
            choice[item["id"]] = item.get("choice")
    return Track(d.id, lo, hi, d.data["start"], tuple(zones), MappingProxyType(spaces),
                 MappingProxyType(overflow), MappingProxyType(choice), d.data.get("steps_per_point", 1),
                 d.data["source"])


def compile_rules(cs: ContentSet, variants: tuple[str, ...] = (), content_hash: str = "") -> Rules:
    """Turn a checked content set into the immutable rules model."""
    sides = {d.id: Side(d.id, d.data["colour"], d.data["opponent"], d.data["factory"]) for d in cs.of_kind("side")}
    provinces = {}
    for d in cs.of_kind("province"):
        sectors = tuple(Sector(x["id"], x["supplier"]) for x in d.data.get("body", []) if x["kind"] == "sector")
        provinces[d.id] = Province(d.id, d.data["side"], tuple(d.data.get("neighbours", [])),
                                   d.data.get("builds", "yes") == "yes", sectors, _point(d.data.get("at")),
                                   d.data["source"])
    groups = {d.id: Group(d.id, _group_members(d, provinces)) for d in cs.of_kind("group")}
    countries = {d.id: Country(d.id, d.data["side"], d.data["factory"]) for d in cs.of_kind("country")}
    cities = {}
    for d in cs.of_kind("city"):
        x = d.data
        cities[d.id] = City(d.id, x.get("province"), tuple(x.get("floating", [])), x.get("chooser"),
                            x.get("country"), x.get("mark"), x.get("base_value", 1), x.get("built_by", "any"),
                            x.get("connectable", "yes") == "yes", x.get("factory"), _point(x["at"]), x["source"])
    connections = {d.id: Connection(d.id, tuple(d.data["ends"]), d.data["lines"], d.data["source"])
                   for d in cs.of_kind("connection")}
    tracks = {d.id: _track(d) for d in cs.of_kind("track")}
    pieces = {d.id: Piece(d.id, d.data["count"], d.data.get("side")) for d in cs.of_kind("piece")}
    phases = {d.id: Phase(d.id, (d.data.get("section") or {}).get("text"), d.data.get("wall_side"),
                          _frozen(d.data.get("body", []))) for d in cs.of_kind("phase")}
    definitions = {k: _frozen_definition(d) for k, d in cs.definitions.items()}
    _remember_frozen(cs, definitions)
    return Rules(
        sides=MappingProxyType(sides), provinces=MappingProxyType(provinces), groups=MappingProxyType(groups),
        countries=MappingProxyType(countries), cities=MappingProxyType(cities),
        connections=MappingProxyType(connections), tracks=MappingProxyType(tracks),
        pieces=MappingProxyType(pieces), phases=MappingProxyType(phases),
        definitions=MappingProxyType(definitions), variants=variants, content_hash=content_hash,
        origins=MappingProxyType(dict(cs.definitions)), sources=MappingProxyType(dict(cs.report.sources)),
    )
