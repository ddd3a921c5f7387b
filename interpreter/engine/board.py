"""The board's geometry, precomputed once per rules model: who is where, what connects to what."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..rules.records import Card, Derive
from .evaluator import ContentError

if TYPE_CHECKING:
    from ..rules.model import Rules

OUT_OF_GAME = "out_of_game"  # a place off the board for pieces removed for good (the engine's own)


class Board:
    """Look-up tables over the rules' provinces, cities, connections, pieces and cards.

    Everything is derived from content; the tables only make the engine's questions
    ("which connections touch this city?") cheap to answer during a game.
    """

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.sides: list[str] = list(rules.sides)
        self.opponent = {s.id: s.opponent for s in rules.sides.values()}
        self.side_factory = {s.id: s.factory for s in rules.sides.values()}
        self.province_side = {p.id: p.side for p in rules.provinces.values()}
        self.provinces_of: dict[str, list[str]] = {s: [] for s in self.sides}
        for p in rules.provinces.values():
            self.provinces_of.setdefault(p.side, []).append(p.id)
        self.sector_province: dict[str, str] = {}
        self.sectors_of: dict[str, list[str]] = {}
        self.supplier: dict[str, str] = {}
        for p in rules.provinces.values():
            self.sectors_of[p.id] = [s.id for s in p.sectors]
            for s in p.sectors:
                self.sector_province[s.id] = p.id
                self.supplier[s.id] = s.supplier
        self.groups = {g.id: list(g.members) for g in rules.groups.values()}
        self.countries = {c.id: c for c in rules.countries.values()}
        self.cities = dict(rules.cities)
        self.city_side: dict[str, str] = {}
        # Each city's own province ("" or None abroad and for a floating city): a side's economy
        # reads it for every factory of every score.
        self.city_province: dict[str, str | None] = {c.id: c.province for c in rules.cities.values()}
        self.fixed_cities: dict[str, list[str]] = {p: [] for p in rules.provinces}
        self.floating: list[str] = []
        self.abroad: list[str] = []
        for c in rules.cities.values():
            if c.province:
                self.fixed_cities[c.province].append(c.id)
                self.city_side[c.id] = self.province_side[c.province]
            elif c.floating:
                self.floating.append(c.id)
                self.city_side[c.id] = self.province_side[c.floating[0]]
            elif c.country:
                self.abroad.append(c.id)
                self.city_side[c.id] = self.countries[c.country].side
        self.conns = dict(rules.connections)
        self.conns_of: dict[str, list[str]] = {c: [] for c in rules.cities}
        for k in rules.connections.values():
            for end in k.ends:
                self.conns_of[end].append(k.id)
        self.conn_side = {k.id: self.city_side[k.ends[0]] for k in rules.connections.values()}
        # Each city's connections as (id, the other end, lines it needs), for the value of a
        # factory (economy.city_value, the look-ahead bots' innermost loop: the city's own end
        # holds the factory being valued); and each city's factory value without connections by
        # piece, filled as pieces are valued (base_value).
        self.city_others: dict[str, list[tuple[str, str, int]]] = {
            c: [(k, self._other_end(k, c), self.conns[k].lines) for k in ks] for c, ks in self.conns_of.items()}
        self.bases_of: dict[str, dict[str, int]] = {c: {} for c in rules.cities}
        # Each side's cities and connections, in declared order (where a build point may go).
        self.side_cities: dict[str, list[str]] = {}
        for cid in rules.cities:
            self.side_cities.setdefault(self.city_side.get(cid, ""), []).append(cid)
        self.side_conns: dict[str, list[str]] = {}
        for kid, side in self.conn_side.items():
            self.side_conns.setdefault(side, []).append(kid)
        # The same as the legality of a build point reads them (economy.build_sites, once for
        # every point of every look-ahead): each city with whether anyone may build there, its
        # country ("" for none) and its factory piece (None where economy.factory_piece must say
        # why there is none); each connection with its ends and the lines it needs.
        self.build_cities: dict[str, list[tuple[str, bool, str, str | None]]] = {
            side: [(cid, rules.cities[cid].built_by == "any", rules.cities[cid].country or "",
                    self._factory_piece(cid)) for cid in cids]
            for side, cids in self.side_cities.items()}
        self.side_links: dict[str, list[tuple[str, str, str, int]]] = {
            side: [(k, self.conns[k].ends[0], self.conns[k].ends[1], self.conns[k].lines) for k in ks]
            for side, ks in self.side_conns.items()}
        # Every name a restriction may use for a city (its province, its country, itself) and for a
        # connection (both ends'), where that does not depend on the state: all but the floating
        # cities, whose province is assigned during play (economy.places_of_city asks the state).
        self.city_places: dict[str, frozenset[str]] = {}
        for c in rules.cities.values():
            if c.province or not c.floating:
                self.city_places[c.id] = frozenset(x for x in (c.id, c.province, c.country) if x)
        self.conn_places: dict[str, frozenset[str]] = {
            k.id: self.city_places[k.ends[0]] | self.city_places[k.ends[1]]
            for k in rules.connections.values()
            if k.ends[0] in self.city_places and k.ends[1] in self.city_places}
        # The province that bars a city from build points when it has a mass protest (the one
        # province among the city's places), "" where none can (a city abroad), and for a city
        # whose places the state decides (a floating city) or that names several provinces, a
        # key of its own that economy.build_sites bars when the city's places meet a barred one.
        province_ids = frozenset(self.province_side)
        self.ban_key: dict[str, str] = {}
        for cid in rules.cities:
            named = self.city_places[cid] & province_ids if cid in self.city_places else None
            self.ban_key[cid] = "" if named is not None and not named else \
                next(iter(named)) if named is not None and len(named) == 1 else "\0" + cid
        # The cities whose key is their own: (key, city).
        self.ban_odd: tuple[tuple[str, str], ...] = tuple(
            (key, cid) for cid, key in self.ban_key.items() if key.startswith("\0"))
        # A build point with no restriction (the usual one) may go on an empty city of the side that
        # anyone may build on, or on a connection of the side: the cities in declared order with
        # their factory pieces and ban keys, the connections with their ends, the lines they take
        # and their ends' ban keys; None for a side where a city has no piece the declarations
        # give (economy.build_sites then takes the general way, which says why).
        self.open_builds: dict[str, tuple[tuple[tuple[str, str, str], ...], frozenset[str],
                                          tuple[tuple[str, str, str, int, str, str], ...]] | None] = {}
        for side, rows in self.build_cities.items():
            open_rows = [(cid, piece) for cid, anyone, _country, piece in rows if anyone]
            cities = tuple((cid, piece, self.ban_key[cid]) for cid, piece in open_rows if piece is not None)
            links = tuple((k, a, b, need, self.ban_key[a], self.ban_key[b])
                          for k, a, b, need in self.side_links.get(side, ()))
            self.open_builds[side] = (cities, frozenset(pc for _c, pc, _k in cities), links) \
                if len(cities) == len(open_rows) else None
        # What a dismantle point asks of a city's factory (economy.dismantle_sites): its side,
        # whether it lies abroad, whether it has its own factory piece, its connections.
        self.dismantle_rows: dict[str, tuple[str | None, bool, bool, tuple[str, ...]]] = {
            cid: (self.city_side.get(cid), bool(c.country), bool(c.factory), tuple(self.conns_of[cid]))
            for cid, c in rules.cities.items()}
        self.pieces = dict(rules.pieces)
        # A factory piece's lowest value (the other faces of a weaker piece count less).
        self.piece_base: dict[str, int] = {pid: pc.value[0] for pid, pc in rules.pieces.items()
                                           if pc.value is not None}
        self.boxes = set(rules.boxes)
        self.pile_role = {p.role: pid for pid, p in rules.piles.items() if p.role}
        self.open_piles = [pid for pid, p in rules.piles.items() if p.faces == "up" and not p.role]
        # The piece that goes on blue lines (`lines yes`), and the rundown factory piece: the
        # piece with a value range that belongs to no side.
        self.line_piece = next((pid for pid, pc in rules.pieces.items() if pc.lines), None)
        self.rundown_piece = next((pid for pid, pc in self.pieces.items()
                                   if pc.side is None and pid in self.piece_base), None)
        # Cards by their id as written (a number, or the name of a face): the state holds those.
        self.cards: dict[int | str, Card] = {c.id: c for c in rules.cards.values()}
        # The content's reflection (`x.key`, see Program.table): the declarations as written, a
        # card by its id as written, any other definition by its id (the first kind declaring it).
        self.declared_cards: dict[int | str, Mapping[str, Any]] = {
            c.id: rules.definitions[("card", key)] for key, c in rules.cards.items()}
        self.declared: dict[str, Mapping[str, Any]] = {}
        for (_kind, did), data in rules.definitions.items():
            self.declared.setdefault(did, data)
        self.derived: list[Derive] = list(rules.derives.values())
        # The first derived marker (the mass protest): what `mass_protests` counts and what bars
        # a province from build points.
        self.marker: str | None = self.derived[0].id if self.derived else None
        # The pieces a province's count includes from its sectors (e.g. living standard in sectors).
        self.all_provinces = list(rules.provinces)
        # name -> the places `count(piece, at = name)` adds up, filled as names are counted: the
        # place's key where it is one (most counts), else a tuple of keys (pieces.count).
        self.count_keys: dict[str, str | tuple[str, ...]] = {}
        # The provinces of a side or group as a set, worked out when first asked (`economy(side)`).
        self.region_sets: dict[str, frozenset[str]] = {}
        # name -> the provinces `provinces(name)` lists (filled as names are asked for).
        self.province_lists: dict[str, tuple[str, ...]] = {}
        self.members = self._members()
        self.sides_table = self._sides_table()
        # Every place pieces can stand on (a card too: a used police card carries a cube): a piece
        # put on or taken from anything else is a content fault (a name written as text, e.g.
        # to = "atlantis"), never a silent pile of nowhere.
        self.places = frozenset(self.province_side) | frozenset(self.sector_province) | frozenset(self.boxes) \
            | frozenset(self.cities) | frozenset(self.countries) | frozenset(str(c) for c in self.cards) \
            | {OUT_OF_GAME}

    def _members(self) -> dict[str, frozenset]:
        """What each id that denotes a set holds, for `x in ID` (see vocabulary.MEMBER_KINDS)."""
        out: dict[str, set] = {s: set() for s in self.sides}
        for table in (self.province_side, self.city_side, self.conn_side):
            for thing, side in table.items():
                out.setdefault(side, set()).add(thing)
        for sector, province in self.sector_province.items():
            out[self.province_side[province]].add(sector)
        for cid, country in self.countries.items():
            out.setdefault(country.side, set()).add(cid)
            out[cid] = {c for c in self.abroad if self.cities[c].country == cid}
        for gid, members in self.groups.items():
            out[gid] = set(members)
        return {k: frozenset(v) for k, v in out.items()}

    def _other_end(self, conn: str, city: str) -> str:
        """The end of a connection that is not ``city`` (``city`` itself for a connection to itself)."""
        a, b = self.conns[conn].ends
        return b if a == city else a

    def _factory_piece(self, city: str) -> str | None:
        """The piece a factory built on a city is (as economy.factory_piece says), or None where
        the declarations give none."""
        c = self.cities[city]
        if c.factory:
            return c.factory
        if c.country:
            country = self.countries.get(c.country)
            return country.factory if country is not None else None
        return self.side_factory.get(self.city_side.get(city, "")) or None

    def side_of(self, thing: Any) -> str | None:
        """The side a province, sector, city, connection or country belongs to."""
        return self.sides_table.get(thing)

    def _sides_table(self) -> dict[Any, str | None]:
        """Every name :meth:`side_of` answers for, with its answer (one look-up where the look-ahead
        bots ask thousands of times a game).  A name in two tables gets the answer of the first of:
        provinces, sides, sectors, cities, connections, countries (filled here from the last)."""
        out: dict[Any, str | None] = {}
        for cid, country in self.countries.items():
            out[cid] = country.side
        out.update(self.conn_side)
        out.update(self.city_side)
        for sector, province in self.sector_province.items():
            out[sector] = self.province_side[province]
        for side in self.sides:
            out[side] = side
        out.update(self.province_side)
        return out

    def region(self, thing: Any) -> list[str]:
        """A side, group, province, country or city (or a list of them) as the provinces/places it names."""
        if isinstance(thing, (list, tuple)):
            out: list[str] = []
            for t in thing:
                for p in self.region(t):
                    if p not in out:
                        out.append(p)
            return out
        if thing in self.provinces_of:
            return list(self.provinces_of[thing])
        if thing in self.groups:
            return list(self.groups[thing])
        if thing is not None and thing not in self.places and thing not in self.conn_side:
            # A name written as text, or a number: the rule would silently cover nothing.
            raise ContentError(words=("runtime-names-nothing", {"thing": thing}))
        return [thing]

    def base_value(self, city: str, piece: str) -> int:
        """A factory's value without connections: the city's base, lowered by a weaker piece."""
        top = self.piece_base.get(self.side_factory.get(self.city_side.get(city, ""), ""), 1)
        return self.cities[city].base_value + self.piece_base.get(piece, top) - top
