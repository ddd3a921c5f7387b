"""Factories on cities, infrastructure on blue lines, values, economies; building and dismantling.

Generic rules of the economy that every factory game of this kind shares are here
(a connection is operative when both ends hold factories and all its lines are
filled; a factory is worth its base plus its operative connections; a connection
belongs to the places of both its end cities).  Which side may build where, and
how many points, comes from content through the arguments.
"""

from __future__ import annotations

from typing import Any

from .board import OUT_OF_GAME
from .evaluator import ContentError
from .pieces import supply
from .registry import primitive

_NONE: dict[str, int] = {}   # the pieces of a place that holds none (read, never written)


def operative(g: Any, conn: str) -> bool:
    k = g.board.conns[conn]
    sites = g.state["sites"]
    return k.ends[0] in sites and k.ends[1] in sites and g.state["lines"].get(conn, 0) >= k.lines


def city_value(g: Any, city: str) -> int:
    state = g.state
    sites = state["sites"]
    piece = sites.get(city)
    if piece is None:
        return 0
    return _valued(g.board, state, sites, city, piece)


def _valued(board: Any, state: Any, sites: dict, city: str, piece: str) -> int:
    """:func:`city_value` of a city holding ``piece``, the tables it reads given by the caller: a
    side's economy and a province's export value value many factories of one state in a loop, the
    look-ahead bots' innermost one (each call of `city_value` would look them up again)."""
    bases = board.bases_of[city]
    v = bases.get(piece)
    if v is None:
        v = bases[piece] = board.base_value(city, piece)
    flipped = state["flipped"]
    if flipped and flipped.get(city):   # (most states have no city turned over)
        v -= 1
    # `operative` of each connection, inlined: this is the innermost loop of every economy and
    # export figure, which the look-ahead bots read thousands of times a game (board.city_others).
    lines = state["lines"]
    for k, other, need in board.city_others[city]:
        if other in sites and lines.get(k, 0) >= need:
            v += 1
    return v


def counts_for(g: Any, city: str) -> str | None:
    """The province a city's factory counts for now (floating and abroad cities: as assigned)."""
    c = g.board.cities[city]
    if c.province:
        return c.province
    return g.state["floating"].get(city)


def export_factory(g: Any, province: str) -> str | None:
    """The city whose factory is a province's export factory: the first of its cities worth its
    export value (`export_value`; where two tie either is it, and the value is the same), None where
    it has no factory. For a reader (the site rings it in a worked example); the rules read the value."""
    best = export_value(g, province)
    if best < 0:
        return None
    floating = g.state["floating"]
    cities = [*g.board.fixed_cities.get(province, ()), *(c for c in g.board.floating if floating.get(c) == province)]
    return next((c for c in cities if c in g.state["sites"] and city_value(g, c) == best), None)


def places_of_city(g: Any, city: str) -> set[str] | frozenset[str]:
    """Every name a restriction may use for a city: its province(s), its country, itself."""
    known = g.board.city_places.get(city)
    if known is not None:   # (all but a floating city: the board's table)
        return known
    c = g.board.cities[city]
    out = {city}
    if c.province:
        out.add(c.province)
    elif c.floating:
        assigned = g.state["floating"].get(city)
        out.update([assigned] if assigned else c.floating)
    if c.country:
        out.add(c.country)
    return out


def places_of_conn(g: Any, conn: str) -> set[str] | frozenset[str]:
    known = g.board.conn_places.get(conn)
    if known is not None:   # (neither end floating: the board's table)
        return known
    a, b = g.board.conns[conn].ends
    return places_of_city(g, a) | places_of_city(g, b)


@primitive(pure=True)
def factory(g: Any, city: str) -> str | None:
    """The factory piece on a city, or none."""
    return g.state["sites"].get(city)


@primitive(pure=True)
def value(g: Any, city: str) -> int:
    """A factory's value: its base (lowered for a rundown piece) plus its operative connections."""
    return city_value(g, city)


@primitive(pure=True)
def factories(g: Any, within: Any = None) -> list[str]:
    """The cities holding a factory in a side, group, province, country, city or list of them."""
    if within is None:
        return sorted(g.state["sites"])
    board = g.board
    if within.__class__ is str:
        if within in board.provinces_of:
            city_side = board.city_side
            return sorted(city for city in g.state["sites"] if city_side.get(city) == within)
        # A name's places never change: worked out once (as `economy` keeps them).
        region = board.region_sets.get(within)
        if region is None:
            region = board.region_sets[within] = frozenset(board.region(within))
    else:
        region = frozenset(board.region(within))
    return sorted(city for city in g.state["sites"] if not places_of_city(g, city).isdisjoint(region))


@primitive(pure=True)
def infrastructure(g: Any, where: Any) -> list[str]:
    """The connections holding at least one infrastructure in a side or region."""
    side = where if isinstance(where, str) and where in g.board.provinces_of else None
    region = set(g.board.region(where))
    out = []
    for conn, n in g.state["lines"].items():
        if n <= 0:
            continue
        if side is not None and g.board.conn_side[conn] == side:
            out.append(conn)
        elif side is None and places_of_conn(g, conn) & region:
            out.append(conn)
    return sorted(out)


@primitive(pure=True)
def economy(g: Any, province: str) -> int:
    """The sum of the factory values that count for a province; for a side or a group, the sum
    over its provinces (one call where a bot's feature would add up a list)."""
    board = g.board
    if province in board.provinces_of or province in board.groups:
        # Each factory counts for one province at most: walk the factories once.
        region = board.region_sets.get(province)
        if region is None:
            region = board.region_sets[province] = frozenset(board.region(province))
        state = g.state
        sites = state["sites"]
        city_province = board.city_province
        total = 0
        for city, piece in sites.items():
            p = city_province[city]
            if p and p in region and piece is not None:
                total += _valued(board, state, sites, city, piece)
        for city, p in state["floating"].items():
            if p in region:
                piece = sites.get(city)
                if piece is not None:
                    total += _valued(board, state, sites, city, piece)
        return total
    state = g.state
    sites = state["sites"]
    total = 0
    for city in board.fixed_cities.get(province, ()):
        piece = sites.get(city)
        if piece is not None:
            total += _valued(board, state, sites, city, piece)
    for city, p in state["floating"].items():
        if p == province:
            piece = sites.get(city)
            if piece is not None:
                total += _valued(board, state, sites, city, piece)
    return total


@primitive(pure=True)
def export_value(g: Any, province: str) -> int:
    """The value of a province's best factory (its export factory), -1 when it has none.

    Cities abroad never supply an export factory; a floating city counts for the
    province it is assigned to.
    """
    best = -1
    board = g.board
    state = g.state
    sites = state["sites"]
    # (A city whose site holds no piece is worth 0 here, as `city_value` says: still a factory's place.)
    for city in board.fixed_cities.get(province, ()):
        if city in sites:
            piece = sites[city]
            v = 0 if piece is None else _valued(board, state, sites, city, piece)
            if v > best:
                best = v
    floating = state["floating"]
    for city in board.floating:
        if city in sites and floating.get(city) == province:
            piece = sites[city]
            v = 0 if piece is None else _valued(board, state, sites, city, piece)
            if v > best:
                best = v
    return best


@primitive(renews="floating")
def assign_floating(g: Any) -> None:
    """Ask, for each floating or abroad factory, which province it counts for in this action or phase.

    A floating city offers its listed provinces to its chooser; a city abroad offers the
    provinces of the cities it has an operative connection to, to its country's side.  What the
    section held before is cleared first and never read (`renews`): a city abroad reads only the
    provinces given in this call.
    """
    board = g.board
    fl = g.state["floating"]
    fl.clear()
    for city in board.floating:
        c = board.cities[city]
        fl[city] = g.ask(c.chooser, "floating", list(c.floating), city=city)
    sites = g.state["sites"]
    lines = g.state["lines"]
    for city in board.abroad:
        if city not in sites:
            continue
        options = []
        # Each connection's other end, in the order of `conns_of` (board.city_others); it is
        # operative when that end holds a factory too and its blue lines are full (`operative`).
        for conn, other, need in board.city_others[city]:
            if other in sites and lines.get(conn, 0) >= need:
                p = counts_for(g, other)
                if p and p not in options:
                    options.append(p)
        if options:
            fl[city] = g.ask(board.city_side[city], "floating", options, city=city)


def banned_provinces(g: Any) -> set[str]:
    """Provinces holding a derived marker (a mass protest): no build point goes there (§5.1)."""
    marker = g.board.marker
    if marker is None:
        return set()
    # (The provinces looked up one by one: fewer than the places that hold pieces.)
    pieces = g.state["pieces"]
    return {p for p in g.board.all_provinces if pieces.get(p, _NONE).get(marker, 0) > 0}


def build_sites(g: Any, side: str, in_: Any = None) -> list[str]:
    """Legal sites for one build point: empty cities and open blue lines (§5.1 in general terms)."""
    board = g.board
    inset = set(board.region(in_)) if in_ is not None else None
    banned = banned_provinces(g)
    # With no `within` and no banned province every place is allowed: the places of each site
    # need not be worked out (the common case, and this runs once for every build point).
    # Otherwise a site is allowed when none of its places is banned and, with `within`, one of
    # them lies there (the places from the board's tables where they do not depend on the state).
    free = inset is None and not banned
    sites = g.state["sites"]
    opened = board.open_builds.get(side) if inset is None else None
    if opened is not None:
        return _open_sites(g, side, sites, opened, banned)
    city_places = board.city_places
    out: list[str] = []
    left: dict[str, int] = {}  # the supply of each factory piece, counted once
    for city, by_anyone, country, piece in board.build_cities.get(side, ()):
        if city in sites:
            continue
        if not by_anyone and not (inset and (city in inset or country in inset)):
            continue
        if not free:
            places = city_places.get(city) or places_of_city(g, city)
            if not places.isdisjoint(banned) or (inset is not None and places.isdisjoint(inset)):
                continue
        if piece is None:
            piece = factory_piece(g, city)
        n = left.get(piece)
        if n is None:
            n = left[piece] = supply(g, piece)
        if n <= 0:
            continue
        out.append(city)
    if board.line_piece is not None and supply(g, board.line_piece) > 0:
        lines = g.state["lines"]
        conn_places = board.conn_places
        for conn, a, b, need in board.side_links.get(side, ()):
            if lines.get(conn, 0) >= need:
                continue
            if a not in sites and b not in sites:
                continue
            if not free:
                places = conn_places.get(conn) or places_of_conn(g, conn)
                if not places.isdisjoint(banned) or (inset is not None and places.isdisjoint(inset)):
                    continue
            out.append(conn)
    return out


def _open_sites(g: Any, side: str, sites: dict, opened: tuple, banned: set[str]) -> list[str]:
    """:func:`build_sites` with no `within`: the side's empty cities that anyone may build on, whose
    piece is left in the supply and none of whose places is banned, then its connections with an
    open blue line and a factory at an end, none of whose places is banned, while infrastructure is
    left.  The same list, in the same order, as the general way gives, found with comprehensions
    over the board's tables (this runs for every build point the bots play out): a site's places
    meet a banned province when its cities' ban keys do (board.ban_key)."""
    cities, pieces, links = opened
    spent = [pc for pc in pieces if supply(g, pc) <= 0]
    barred = banned
    if banned and g.board.ban_odd:
        # A floating city is barred by the province it counts for (or any it may count for).
        barred = banned | {key for key, city in g.board.ban_odd if not places_of_city(g, city).isdisjoint(banned)}
    if spent:
        out = [city for city, pc, key in cities if city not in sites and pc not in spent and key not in barred]
    elif barred:
        out = [city for city, _pc, key in cities if city not in sites and key not in barred]
    else:
        out = [city for city, _pc, _key in cities if city not in sites]
    board = g.board
    if board.line_piece is not None and supply(g, board.line_piece) > 0:
        lines = g.state["lines"]
        if barred:
            out += [conn for conn, a, b, need, ka, kb in links
                    if (a in sites or b in sites) and lines.get(conn, 0) < need
                    and ka not in barred and kb not in barred]
        else:
            out += [conn for conn, a, b, need, _ka, _kb in links
                    if (a in sites or b in sites) and lines.get(conn, 0) < need]
    return out


def factory_piece(g: Any, city: str) -> str:
    c = g.board.cities[city]
    if c.factory:
        return c.factory
    if c.country:
        return g.board.countries[c.country].factory
    return g.board.side_factory[g.board.city_side[city]]


def put(g: Any, site: str) -> None:
    if site in g.board.cities:
        g.state["sites"][site] = factory_piece(g, site)
        g.say("build-factory", city=site)
    else:
        g.state["lines"][site] = g.state["lines"].get(site, 0) + 1
        g.say("build-line", connection=site)


def _spend(g: Any, side: str, n: int, within: Any, by: str | None,
           sites: Any, apply: Any, question: str) -> int:
    """Spend n points one at a time on a site ``by`` picks among the legal ones; the points left over."""
    chooser = by or side
    for i in range(n):
        options = sites(g, side, within)
        if not options:
            return n - i
        apply(g, g.ask(chooser, question, options, owner=side, left=n - i))
    return 0


@primitive()
def build(g: Any, side: str, n: int, *, within: Any = None, by: str | None = None) -> int:
    """Spend n build points of a side, each on a legal site chosen by ``by`` (default: the side).

    ``within`` restricts the points to places (a site counts if it or a connection's end lies
    there); provinces with a derived marker (mass protest) take none.  Cities built only by
    events are legal only when ``within`` names them or their country.  Returns the points
    that found no site.
    """
    return _spend(g, side, n, within, by, build_sites, put, "build_site")


def dismantle_sites(g: Any, side: str, in_: Any = None, abroad: bool = False) -> list[str]:
    """What one dismantle point may remove: bare factories (§5.2) and infrastructure."""
    board = g.board
    inset = set(board.region(in_)) if in_ is not None else None
    state = g.state
    sites = state["sites"]
    lines = state["lines"]
    flipped = state["flipped"]
    rows = board.dismantle_rows
    rundown = board.rundown_piece
    out = []
    for city, piece in sites.items():
        row = rows.get(city)
        if row is None:
            continue   # (no city of the board: no side's, as `city_side` says)
        city_side, is_abroad, own, conns = row
        if city_side != side or (is_abroad and not abroad):
            continue
        if not own and piece is not None and (piece == rundown or flipped.get(city)):
            continue  # a rundown factory stays (§5.3), unless the city has its own factory piece
        for k in conns:
            if lines.get(k, 0):
                break   # infrastructure on a connection protects the factory (§5.2)
        else:
            if inset is None or places_of_city(g, city) & inset:
                out.append(city)
    conn_side = board.conn_side
    if inset is None:
        out += [conn for conn, n in lines.items() if n > 0 and conn_side[conn] == side]
    else:
        out += [conn for conn, n in lines.items()
                if n > 0 and conn_side[conn] == side and places_of_conn(g, conn) & inset]
    return sorted(out)


def take(g: Any, site: str) -> None:
    if site in g.board.cities:
        if g.board.cities[site].factory and not is_rundown(g, site):
            g.state["flipped"][site] = True
            g.say("factory-rundown", city=site)
            return
        g.state["flipped"].pop(site, None)
        del g.state["sites"][site]
        g.say("dismantle-factory", city=site)
    else:
        g.state["lines"][site] -= 1
        g.say("dismantle-line", connection=site)


@primitive()
def dismantle_points(g: Any, side: str, n: int, *, within: Any = None, by: str | None = None) -> int:
    """Pay n dismantle points of a side, each piece chosen by ``by``; returns the points left unpaid."""
    return _spend(g, side, n, within, by, dismantle_sites, take, "dismantle_site")


def capacity(g: Any, side: str, in_: Any = None) -> int:
    """How many dismantle points a side could pay in all: its infrastructure, then its bare factories."""
    inset = set(g.board.region(in_)) if in_ is not None else None
    total = 0
    for conn, n in g.state["lines"].items():
        if n > 0 and g.board.conn_side[conn] == side and (inset is None or places_of_conn(g, conn) & inset):
            total += n
    for city, _piece in g.state["sites"].items():
        c = g.board.cities[city]
        if g.board.city_side.get(city) != side or c.country:
            continue
        if is_rundown(g, city) and not c.factory:
            continue
        if c.factory and not is_rundown(g, city):
            total += 1  # an own factory piece takes two points: rundown, then removed
        if inset is None or places_of_city(g, city) & inset:
            total += 1
    return total


@primitive(pure=True)
def can_dismantle(g: Any, side: str, n: int) -> bool:
    """Whether a side owns enough to pay n dismantle points (§6.1, §6.4: one may not dismantle more
    than one has)."""
    return capacity(g, side) >= n


def rundown_piece(g: Any) -> str | None:
    """The rundown factory piece: the piece with a value range that belongs to no side."""
    return g.board.rundown_piece


@primitive(pure=True)
def is_rundown(g: Any, city: str) -> bool:
    """Whether the factory on a city is rundown."""
    if city not in g.board.cities:
        raise ContentError(words=("runtime-not-a-city", {"call": "is_rundown(...)", "value": city}))
    piece = g.state["sites"].get(city)
    return piece is not None and (piece == g.board.rundown_piece or bool(g.state["flipped"].get(city)))


@primitive(pure=True)
def is_abroad(g: Any, city: str) -> bool:
    """Whether a city lies abroad (in a country, outside every side's provinces)."""
    return bool(g.board.cities[city].country)


@primitive()
def make_rundown(g: Any, city: str | None) -> None:
    """The factory on a city becomes rundown (one value lower): swapped for the rundown piece,
    or a city's own piece turned over.  Nothing happens without a factory or when already rundown."""
    if city is None or city not in g.state["sites"] or is_rundown(g, city):
        return
    if g.board.cities[city].factory:
        g.state["flipped"][city] = True
    else:
        rp = rundown_piece(g)
        if rp is None or supply(g, rp) <= 0:
            return
        g.state["sites"][city] = rp
    g.say("factory-rundown", city=city)


@primitive()
def make_repaired(g: Any, city: str | None) -> None:
    """A rundown factory is repaired: its ordinary piece again (or its own piece turned back)."""
    if city is None or not is_rundown(g, city):
        return
    if g.state["flipped"].pop(city, None):
        pass
    else:
        g.state["sites"][city] = factory_piece(g, city)
    g.say("repaired", city=city)


@primitive()
def remove_line(g: Any, connection: str | None) -> None:
    """Take one infrastructure piece off a connection, back to the supply (not a dismantle point:
    nothing else is removed with it).  Nothing happens on a connection without one."""
    if connection is None or g.state["lines"].get(connection, 0) <= 0:
        return
    g.state["lines"][connection] -= 1
    g.say("dismantle-line", connection=connection)


@primitive()
def remove_factory(g: Any, city: str | None) -> None:
    """Remove a factory for good (its piece leaves the game) and every infrastructure on its connections."""
    if city is None or city not in g.state["sites"]:
        return
    piece = g.state["sites"].pop(city)
    g.state["flipped"].pop(city, None)
    out = g.state["pieces"].setdefault(OUT_OF_GAME, {})
    out[piece] = out.get(piece, 0) + 1
    for k in g.board.conns_of[city]:
        g.state["lines"][k] = 0
    g.say("destroy-factory", city=city)


@primitive()
def move_factory(g: Any, city: str | None, *, to: str | None = None) -> None:
    """Move the factory on ``city``, as it lies (rundown or not), to the empty city ``to``; the
    infrastructure stays on its connections.  Unexecutable (nothing happens) if ``city`` holds no
    factory or ``to`` is none or already holds one."""
    sites = g.state["sites"]
    if city is None or to is None or city not in sites or to in sites or to == city:
        return
    sites[to] = sites.pop(city)
    if g.state["flipped"].pop(city, None):
        g.state["flipped"][to] = True
    g.say("move-factory", city=city, to=to)


@primitive()
def build_factory(g: Any, city: str, *, value: int | None = None, piece: str | None = None) -> None:
    """Put a factory on a city without spending points (setup); its value follows from the board."""
    g.state["sites"][city] = piece or factory_piece(g, city)
    g.say("build-factory", city=city)
