"""A worked example's board pictures: the board before and after, as an excerpt of the map.

The map is boardmap.py's (the same areas, tints, border between the sides, connections and city
markers, drawn from the content); a picture crops it to the places the example touches, with a
margin that shows their neighbours for context, and lays over it what the example's position
holds there: the pieces on each place (a panel with the place's name, a glyph and a number for each
kind of piece), each city's factory (its side's colour, rundown grey, its value on it), the
infrastructure built on each connection (solid lines; the empty ones thin and dashed), and under
the map a small strip for each track the example moves. In the "after" picture what changed is
ringed with a dashed outline (a shape, not a colour alone).

Every word comes from the locales (the places' and pieces' names, the site strings); each picture
is an SVG with `role="img"`, its `<title>` and `aria-label` a text that says what it shows, in the
page's language. The SVG scales to the width it is given (a phone stacks the two pictures), follows
the page's dark scheme through its classes (`_style`), and prints. A name is written into the SVG
only through `markup.text` (the map's `escape`), so no name can inject markup.

The pictures are one self-contained block (`pictures`): examples.py decides what the example
shows (the places, cities, connections and tracks) and hands it here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..words.l10n import upper_first
from ..words.l10n.numbers import decimal
from ..words.markup import text as escape
from . import beforeafter, boardmap
from .boardmap import Area, Box, Placer, Point
from .context import Context
from .contrast import text_on
from .svg import FONT, INK, PALETTE, colour

WIDTH_PX = 320.0   # about the width a picture gets (half the text column; a phone's whole width)
MIN_W, MIN_H = 170.0, 150.0   # the smallest excerpt, in map units: a single city is not blown up
CHANGED, DARK_CHANGED = "#d35400", "#ffb74d"   # the dashed ring round what changed (both schemes: 3:1)
PANEL_LINE = "#5f6368"

# A shape for each kind of piece that lies on places, in the content's order of declaration; its
# colour is its side's, else one of these. The legend under the pictures names each.
SHAPES = ("hexagon", "square", "circle", "star", "triangle", "diamond")
NEUTRALS = ("#2f6fd0", "#3c4043", "#7e4ea3", "#e07b2a", "#00897b", "#6d4c41")


class Board(Protocol):
    """What the board holds at one moment (examples.Snapshot)."""

    @property
    def pieces(self) -> Mapping[str, Mapping[str, int]]: ...
    @property
    def sites(self) -> Mapping[str, str]: ...
    @property
    def lines(self) -> Mapping[str, int]: ...
    @property
    def tracks(self) -> Mapping[str, int]: ...
    @property
    def values(self) -> Mapping[str, int]: ...
    @property
    def passed(self) -> Mapping[str, tuple[int, ...]]: ...


@dataclass(frozen=True)
class Shown:
    """What an example's pictures show: the places whose pieces, the cities whose factories, the
    connections whose infrastructure and the tracks whose marker."""

    places: frozenset[str]
    cities: frozenset[str]
    connections: frozenset[str]
    tracks: tuple[str, ...]
    provinces: frozenset[str] = frozenset()   # further areas the example reads (an economy)


# ------------------------------------------------------------------------------------ the pieces

def _piece_looks(ctx: Context) -> dict[str, tuple[str, str]]:
    """The shape and colour of each kind of piece that lies on places (not a factory, not a line)."""
    out: dict[str, tuple[str, str]] = {}
    for i, p in enumerate(pc for pc in ctx.rules.pieces.values() if pc.value is None and not pc.lines):
        fill = boardmap.side_colour(ctx.rules, p.side) if p.side else NEUTRALS[i % len(NEUTRALS)]
        out[p.id] = (SHAPES[i % len(SHAPES)], fill)
    return out


def _shape(shape: str, fill: str, x: float, y: float, r: float) -> str:
    """A piece's glyph centred on (x, y), radius r, with a thin dark edge (it reads on any ground)."""
    edge = (f'fill="{fill}" stroke="{INK}" stroke-width="{r * 0.16:.2f}" stroke-linejoin="round" '
            f'style="stroke:{_ld(INK, boardmap.DARK_INK)}"')
    if shape == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r * 0.85:.2f}" {edge}/>'
    if shape == "square":
        s = r * 0.78
        return f'<rect x="{x - s:.1f}" y="{y - s:.1f}" width="{2 * s:.2f}" height="{2 * s:.2f}" rx="{r * 0.12:.2f}" {edge}/>'
    corners = {"hexagon": 6, "triangle": 3, "diamond": 4, "star": 10}[shape]
    pts = []
    for k in range(corners):
        angle = math.pi * 2 * k / corners - math.pi / 2 + (math.pi / 6 if shape == "hexagon" else 0)
        radius = r * (0.45 if shape == "star" and k % 2 else 0.95)
        pts.append(f"{x + radius * math.cos(angle):.1f},{y + radius * math.sin(angle):.1f}")
    return f'<polygon points="{" ".join(pts)}" {edge}/>'


def glyph(ctx: Context, piece: str, size: int = 16) -> str:
    """A piece's glyph on its own (the legend's), hidden from screen readers: its name is beside it."""
    looks = _piece_looks(ctx)
    if piece in looks:
        body = _shape(*looks[piece], 8, 8, 7)
    elif ctx.rules.pieces.get(piece) is not None and ctx.rules.pieces[piece].lines:
        body = f'<line x1="1" y1="8" x2="15" y2="8" stroke="{PALETTE["blue"]}" stroke-width="3" class="wsdv-map-line"/>'
    else:
        body = _site(ctx, piece, 8, 8, 6.5, None)
    return (f'<svg class="wsdv-token" width="{size}" height="{size}" viewBox="0 0 16 16" aria-hidden="true" '
            f'focusable="false">{body}</svg>')


def _site(ctx: Context, piece: str, x: float, y: float, r: float, value: int | None) -> str:
    """A factory on a city: a square in its side's colour (a rundown one grey and struck through),
    its value on it."""
    decl = ctx.rules.pieces.get(piece)
    fill = boardmap.side_colour(ctx.rules, decl.side) if decl is not None and decl.side else PALETTE["neutral"]
    if any(c.factory == piece for c in ctx.rules.countries.values()):
        # the factory a country abroad takes: purple as the countries are on the map (drawn in East's
        # red, its side, it could not be told from East's own; newcomer-review3 finding 10)
        fill = PALETTE["purple"]
    out = [f'<rect x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r:.1f}" height="{2 * r:.1f}" rx="{r * 0.2:.1f}" '
           f'fill="{fill}" stroke="{INK}" stroke-width="{r * 0.14:.2f}"/>']
    if decl is not None and not decl.side:
        out.append(f'<line x1="{x - r:.1f}" y1="{y + r:.1f}" x2="{x + r:.1f}" y2="{y - r:.1f}" stroke="{INK}" '
                   f'stroke-width="{r * 0.12:.2f}" stroke-opacity="0.6"/>')
    if value is not None:
        out.append(f'<text x="{x:.1f}" y="{y + r * 0.42:.1f}" font-size="{r * 1.3:.1f}" font-weight="bold" '
                   f'text-anchor="middle" fill="{text_on(fill)}">{value}</text>')
    return "".join(out)


# ------------------------------------------------------------------------------------ the words

def _place_kind(ctx: Context, place: str) -> str:
    if place in ctx.rules.provinces:
        return "province"
    if place in ctx.rules.countries:
        return "country"
    if place in ctx.rules.cities:
        return "city"
    if any(s.id == place for p in ctx.rules.provinces.values() for s in p.sectors):
        return "sector"
    return "box"


def pieces_words(ctx: Context, held: Mapping[str, int]) -> str:
    """A place's pieces in words ("3 unrest cubes, 1 socialist"), in the content's order of pieces: the
    pictures' text alternatives and the map's entries (what a place holds at the start) say them so."""
    if not held:
        return ctx.t.raw("example-picture-none")
    return ctx.t.raw("list-comma").join(
        ctx.t.raw("example-count", count=n, name=ctx.l10n.name("piece", k, ctx.lang, count=n))
        for k, n in sorted(held.items(), key=lambda kv: _order(ctx, kv[0])))


def _order(ctx: Context, piece: str) -> int:
    return list(ctx.rules.pieces).index(piece) if piece in ctx.rules.pieces else len(ctx.rules.pieces)


def _connection_words(ctx: Context, conn: str) -> str:
    return " – ".join(ctx.raw_name("city", c) for c in ctx.rules.connections[conn].ends)


def describe(ctx: Context, board: Board, shown: Shown, changed: set[str] | None,
             exports: frozenset[str] = frozenset()) -> list[str]:
    """What a picture shows, item by item, in words (its text alternative): each place's pieces, each
    city's factory (and whether it is one of the export factories the picture rings, `exports`), each
    connection's infrastructure, each track's space; `changed` (the after picture) says which of
    them changed."""
    t = ctx.t.raw
    items: list[tuple[str, str, str]] = []
    for place in _ordered(ctx, shown.places):
        items.append((place, ctx.raw_name(_place_kind(ctx, place), place),
                      pieces_words(ctx, board.pieces.get(place, {}))))
    for city in _ordered(ctx, shown.cities):
        site = board.sites.get(city)
        what = (t("list-comma").join([ctx.raw_name("piece", site), t("example-value", value=board.values.get(city, 0)),
                                      *([t("example-picture-export")] if city in exports else [])])
                if site else t("example-picture-none"))
        items.append((city, ctx.raw_name("city", city), what))
    for city in _ordered(ctx, exports - shown.cities):   # the other export factories the picture rings
        if board.sites.get(city):
            items.append((city, ctx.raw_name("city", city), t("list-comma").join(
                [ctx.raw_name("piece", board.sites[city]), t("example-value", value=board.values.get(city, 0)),
                 t("example-picture-export")])))
    for conn in sorted(shown.connections):
        n = board.lines.get(conn, 0)
        what = (t("example-count", count=n, name=ctx.l10n.name("piece", _line_piece(ctx), ctx.lang, count=n))
                if n and _line_piece(ctx) else t("example-picture-none"))
        items.append((conn, _connection_words(ctx, conn), what))
    for track in shown.tracks:
        items.append((track, ctx.raw_name("track", track),
                      t("example-space", space=decimal(board.tracks.get(track, 0), ctx.lang, 0))))
    return [t("example-picture-item-changed" if changed is not None and key in changed else "example-picture-item",
              place=name, state=what) for key, name, what in items]


def _line_piece(ctx: Context) -> str | None:
    return next((p.id for p in ctx.rules.pieces.values() if p.lines), None)


def _ordered(ctx: Context, ids: frozenset[str]) -> list[str]:
    """Places and cities in the content's order (the board's, top to bottom as declared)."""
    order = {k: i for i, k in enumerate([*ctx.rules.provinces, *(s.id for p in ctx.rules.provinces.values()
                                                                  for s in p.sectors),
                                         *ctx.rules.countries, *ctx.rules.cities])}
    return sorted(ids, key=lambda k: (order.get(k, len(order)), k))


def changes(before: Board, after: Board, shown: Shown) -> set[str]:
    """What the after picture marks: each shown place, city, connection and track that changed."""
    out = {p for p in shown.places if dict(before.pieces.get(p, {})) != dict(after.pieces.get(p, {}))}
    out |= {c for c in shown.cities if before.sites.get(c) != after.sites.get(c)
            or before.values.get(c) != after.values.get(c)}
    out |= {c for c in shown.connections if before.lines.get(c, 0) != after.lines.get(c, 0)}
    out |= {k for k in shown.tracks if before.tracks.get(k) != after.tracks.get(k)}
    return out


# ------------------------------------------------------------------------------------- the crop

def _areas_of(ctx: Context, shown: Shown, drawn: Mapping[str, Area]) -> set[str]:
    """The areas the example touches: its places (a sector's province too), its cities' provinces or
    countries, its connections' ends', the provinces it reads."""
    out = {p for p in shown.places | shown.provinces if p in drawn}
    out |= {drawn[p].within for p in out if drawn[p].within}   # type: ignore[misc]
    cities = set(shown.cities) | {e for c in shown.connections for e in ctx.rules.connections[c].ends}
    for c in cities:
        city = ctx.rules.cities[c]
        out |= {p for p in (*city.provinces, city.country) if p and p in drawn}
    return out


def crop(ctx: Context, shown: Shown, drawn: Mapping[str, Area]) -> Box:
    """The part of the map a picture shows: what the example touches, a margin for the neighbours,
    never smaller than MIN_W × MIN_H, and neither too wide nor too tall for a page's column."""
    pts: list[Point] = [p for a in _areas_of(ctx, shown, drawn) for p in drawn[a].points]
    cities = set(shown.cities) | {e for c in shown.connections for e in ctx.rules.connections[c].ends}
    pts += [boardmap.city_point(ctx.rules, c) for c in cities]
    if not pts:
        return _drawn_extent(drawn)
    x0, y0, x1, y1 = boardmap.bbox(pts)
    pad = 0.12 * max(x1 - x0, y1 - y0) + 14
    x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
    w, h = max(x1 - x0, MIN_W), max(y1 - y0, MIN_H)
    w, h = max(w, h * 0.75), max(h, w * 0.6)   # between 3:5 and 4:3 (a phone's screen holds it whole)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    # The picture stays within what the map draws (its areas, with a margin), not within the board's
    # frame: above the coast the frame holds only ground, 129 units of it, which the whole board as
    # set up showed as an empty band about 130 px tall (a newcomer's review).
    lx0, ly0, lx1, ly1 = _drawn_extent(drawn)
    x0 = min(max(cx - w / 2, lx0), max(lx1 - w, lx0))
    y0 = min(max(cy - h / 2, ly0), max(ly1 - h, ly0))
    return (x0, y0, min(x0 + w, lx1), min(y0 + h, ly1))


EDGE = 12.0   # map units of ground kept round the map's drawn extent (a factory's ring at the coast)


def _drawn_extent(drawn: Mapping[str, Area]) -> Box:
    """Where the map draws anything: its areas' bounding box, with EDGE round it, within the board."""
    x0, y0, x1, y1 = boardmap.bbox(p for a in drawn.values() for p in a.points)
    return (max(x0 - EDGE, 0.0), max(y0 - EDGE, 0.0), min(x1 + EDGE, boardmap.MAP_W), min(y1 + EDGE, boardmap.MAP_H))


# ----------------------------------------------------------------------------------- the drawing

def style() -> str:
    """The dark scheme (the page's switch: Material's `data-md-color-scheme="slate"`): the pictures'
    colour scheme, which `light-dark()` colours read (`_ld`), and the colours of the parts each picture
    draws for itself (a factory's city marker is the map's, with the map's classes)."""
    page = "[data-md-color-scheme=slate] .wsdv-example-pictures"
    dark = {
        ".wsdv-map-bed": f"stroke:{boardmap.DARK_EDGE}",
        ".wsdv-map-line": f"stroke:{boardmap.DARK_LINE}",
        ".wsdv-map-slot": f"stroke:{boardmap.DARK_RULE}",
        ".wsdv-mark-ring": f"fill:{boardmap.DARK_GROUND};stroke:{boardmap.DARK_INK}",
        ".wsdv-map-panel": f"fill:{boardmap.DARK_PANEL};stroke:{boardmap.DARK_RULE}",
        ".wsdv-map-text": f"fill:{boardmap.DARK_INK}",
        ".wsdv-map-rule": f"stroke:{boardmap.DARK_RULE}",
        ".wsdv-changed": f"stroke:{DARK_CHANGED}",
        ".wsdv-changed-glow": f"stroke:{DARK_CHANGED}",
    }
    rules = "".join(f"{page} {sel}{{{decl}}}" for sel, decl in dark.items())
    return f"<style>.wsdv-example-pictures{{color-scheme:light}}{page}{{color-scheme:dark}}{rules}</style>"


def _ld(light: str, dark: str) -> str:
    """A colour for both schemes: the picture's map is drawn once and shown twice (`<use>`), and a
    style rule does not reach into a `<use>`, but the colour scheme (`color-scheme`, set with the
    page's switch) does. A browser without `light-dark()` keeps the light attribute."""
    return f"light-dark({light},{dark})"


def _label(x: float, y: float, text: str, size: float, weight: str = "normal", anchor: str = "middle",
           fill: str = INK, dark: str = "") -> str:
    # (what every label shares, the halo's join, is the picture's own: `map_picture`)
    style = f' style="fill:{_ld(fill, dark or boardmap.DARK_INK)};stroke:{_ld("#ffffff", boardmap.DARK_EDGE)}"'
    bold = ' font-weight="bold"' if weight == "bold" else ""
    align = f' text-anchor="{anchor}"' if anchor != "start" else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}"{bold}{align} fill="{fill}" stroke="#ffffff" '
            f'stroke-width="{size * 0.25:.1f}" paint-order="stroke"{style}>{escape(text)}</text>')


@dataclass
class Excerpt:
    """What both pictures of an example share: the part of the map, its scale, the base drawing (areas,
    borders, the connections and cities around, the names) and where each place's panel goes, so
    that nothing moves between before and after. The base is drawn once: its colours follow the
    scheme through `light-dark()` (`_ld`), which reaches into the second picture's `<use>`."""

    box: Box
    u: float                      # map units per CSS pixel at the usual width
    base: str                     # drawn once, in the first picture; the second uses it
    names: str                    # the cities' and areas' names: over each picture's lines, also used
    panels: dict[str, tuple[Box, Point | None]]   # a place's panel, and the point its leader goes to
    in_view: tuple[str, ...]      # the cities in the picture
    named_cities: frozenset[str]  # the cities whose marker is drawn in full (the example names them)


def excerpt(ctx: Context, boards: Sequence[Board], shown: Shown, ident: str, width: float = WIDTH_PX,
            exports: frozenset[str] = frozenset()) -> Excerpt:
    """Lay out the pictures of `boards` (before, after): the base drawing and the panels' places.
    `width` is the CSS width the labels are sized for (a whole board's picture gets a column's);
    the factories of `exports` are ringed (`map_picture`), and the names keep clear of the ring."""
    rules = ctx.rules
    drawn = boardmap.areas(rules)
    box = crop(ctx, shown, drawn)
    tint = boardmap.tints({k: a for k, a in drawn.items() if a.kind != "sector"})
    tint.update(boardmap.tints({k: a for k, a in drawn.items() if a.kind == "sector"}))
    x0, y0, x1, y1 = box
    u = (x1 - x0) / width
    touched = _areas_of(ctx, shown, drawn)
    visible = {k: a for k, a in drawn.items() if boardmap.overlaps(boardmap.bbox(a.points), box)}
    out = [f'<g id="{ident}"><rect x="{x0:.1f}" y="{y0:.1f}" width="{x1 - x0:.1f}" height="{y1 - y0:.1f}" '
           f'fill="#f4f1e8" class="wsdv-map-ground" style="fill:{_ld("#f4f1e8", boardmap.DARK_GROUND)}"/>']
    # Areas: countries first, sectors over their province; those the example does not touch paler.
    for a in sorted(visible.values(), key=lambda a: (a.kind != "country", a.kind == "sector")):
        fill, dark = boardmap.area_fills(rules, a, tint)
        faded = "" if a.id in touched or (a.within in touched and a.kind == "sector") else ' opacity="0.5"'
        out.append(f'<path d="{_path(a.points)}" fill="{fill}" stroke="#ffffff" stroke-width="{1.6 * u:.2f}" '
                   f'stroke-linejoin="round" class="wsdv-area-shape" style="fill:{_ld(fill, dark)};'
                   f'stroke:{_ld("#ffffff", boardmap.DARK_EDGE)}"{faded}/>')
    out.append(boardmap.side_borders(visible, round(2.6 * u, 2), joined=True).replace(
        "/>", f' style="stroke:{_ld(INK, boardmap.DARK_INK)}"/>', 1))

    def seen(p: Point) -> bool:
        return x0 <= p[0] <= x1 and y0 <= p[1] <= y1

    # Connections with no infrastructure on either board that the example does not name, near what
    # it touches: one thin dashed line each (the others are each picture's own).
    # The lines drawn (these, and each picture's own: `map_picture`) are what labels keep clear of.
    near_cities = {c.id for c in rules.cities.values() if set(c.provinces) & touched or c.country in touched}
    segments: list[tuple[Point, Point]] = []   # thin and dashed, under the names' halos
    rails: list[tuple[Point, Point]] = []      # infrastructure and its empty places: no name crosses them
    for conn in rules.connections.values():
        a_, b_ = (boardmap.city_point(rules, e) for e in conn.ends)
        if not (seen(a_) or seen(b_)):
            continue
        if conn.id in shown.connections or any(b.lines.get(conn.id, 0) for b in boards):
            rails += _rails(a_, b_, conn.lines, u)
            continue
        if set(conn.ends) & near_cities:
            segments.append((a_, b_))
            out.append(f'<line x1="{a_[0]:.0f}" y1="{a_[1]:.0f}" x2="{b_[0]:.0f}" y2="{b_[1]:.0f}" '
                       f'stroke="{PANEL_LINE}" stroke-width="{0.9 * u:.2f}" stroke-dasharray="{3 * u:.1f} {2 * u:.1f}" '
                       f'style="stroke:{_ld(PANEL_LINE, boardmap.DARK_RULE)}"/>')
    # Cities: a dot for those around with a factory on neither board (the others are each picture's).
    in_view = tuple(c for c in rules.cities if seen(boardmap.city_point(rules, c)))
    named_cities = frozenset(shown.cities | {e for k in shown.connections for e in rules.connections[k].ends})
    markers: list[Box] = []
    site_r = SITE_R * u
    for cid in in_view:
        x, y = boardmap.city_point(rules, cid)
        if any(b.sites.get(cid) for b in boards) or cid in named_cities:
            r = max(site_r * (EXPORT_RING if cid in exports else 1.0), boardmap.marker_radius(rules.cities[cid].mark) * u)
            markers.append((x - r, y - r, x + r, y + r))
        elif cid in near_cities:
            out.append(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{3.2 * u:.1f}" fill="#ffffff" stroke="{INK}" '
                       f'stroke-width="{1.2 * u:.2f}" style="fill:{_ld("#ffffff", boardmap.DARK_GROUND)};'
                       f'stroke:{_ld(INK, boardmap.DARK_INK)}"/>')
            markers.append((x - 3.5 * u, y - 3.5 * u, x + 3.5 * u, y + 3.5 * u))
    # A small area the example touches (West Berlin and its sectors) stays in sight: nothing is
    # placed over it, its panels go round it with a line to it.
    for a in drawn.values():
        if a.id in touched or a.within in touched:
            bx0, by0, bx1, by1 = boardmap.bbox(a.points)
            if bx1 - bx0 < 60 * u and by1 - by0 < 60 * u:
                markers.append((bx0 - 2 * u, by0 - 2 * u, bx1 + 2 * u, by1 + 2 * u))
    placer = Placer((x0 + 2 * u, y0 + 2 * u, x1 - 2 * u, y1 - 2 * u), markers, segments, rails, LINE_CLEAR * u)
    # Names of the cities the example names, then the places' panels (as wide as the wider of the
    # two), then the other areas' names where they fit. The names are drawn over each picture's
    # connections and factories (`map_picture`): no line of infrastructure strikes one through.
    names: list[str] = []
    for cid in _ordered(ctx, named_cities):
        if cid in in_view:
            x, y = boardmap.city_point(rules, cid)
            label = placer.city(ctx.raw_name("city", cid), x, y, site_r * 1.1, size=11 * u)
            if label is not None:
                names.append(_label(label.x, label.y, label.lines[0], label.size, anchor=label.anchor))
    panels: dict[str, tuple[Box, Point | None]] = {}
    for place in _ordered(ctx, shown.places):
        width = max(_panel_size(ctx, place, b.pieces.get(place, {}), u)[0] for b in boards)
        height = _panel_size(ctx, place, {}, u)[1]
        found = _panel_spot(placer, drawn.get(place), box, width, height, u)
        if found is not None:
            panels[place] = found
            panel_box, leader = found
            if leader is not None:   # the names placed after it keep clear of its leader too
                placer.shun(_leader_end(panel_box, leader), leader)
    for a in visible.values():
        if a.id in shown.places or a.kind == "sector":
            continue
        at = rules.provinces[a.id].at if a.kind == "province" else None
        spot = (at[0] * boardmap.CX, at[1] * boardmap.CY) if at else boardmap.centroid(a.points)
        clipped = _clip(a.points, placer.bounds)
        if not clipped:
            continue
        # On one line, else in two; where only one of them has a spot no infrastructure crosses, that
        # one. The name of an area the example does not touch (drawn pale, for the context) is left
        # out where infrastructure would strike it through wherever it went.
        splits = boardmap.split_name(ctx.raw_name(a.kind, a.id))
        clear = [lines for lines in splits
                 if (probe := placer.place(lines, clipped, spot, size=11.5 * u, step=5 * u, keep=False)) is not None
                 and not placer.blocked(probe.box)]
        if not clear and a.id not in touched:
            continue
        for lines in clear[:1] or splits:
            label = placer.place(lines, clipped, spot, size=11.5 * u, step=5 * u)
            if label is not None:
                colour_ = boardmap.area_colour(rules, a)
                light = boardmap.shaded(colour_, boardmap.LABEL_SHADE)
                dark = boardmap.tinted(colour_, boardmap.DARK_LABEL_TINT)
                names += [_label(label.x, label.y + i * label.size * 1.1, line, label.size, "bold", fill=light, dark=dark)
                          for i, line in enumerate(label.lines)]
                break
    out.append("</g>")
    return Excerpt(box, u, "".join(out), f'<g id="{ident}-names">{"".join(names)}</g>', panels, in_view,
                   named_cities)


SITE_R = 7.5   # a factory's half width, in CSS pixels
EXPORT_RING = 1.55   # the export factory's ring's half width, in factories' half widths (with its line)
LINE_CLEAR = 1.5   # CSS pixels kept between a label's box (its halo's) and a line's middle


def _rails(a: Point, b: Point, lines: int, u: float) -> list[tuple[Point, Point]]:
    """The lines a connection with room for `lines` pieces of infrastructure is drawn as (one per
    piece, side by side, 4 px apart): each picture's own connections (`map_picture`)."""
    length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1
    nx, ny = -(b[1] - a[1]) / length, (b[0] - a[0]) / length
    out = []
    for i in range(lines):
        off = (i - (lines - 1) / 2) * 4 * u
        out.append(((a[0] + nx * off, a[1] + ny * off), (b[0] + nx * off, b[1] + ny * off)))
    return out


def _leader_end(spot: Box, leader: Point) -> Point:
    """Where a panel's leader leaves its panel: the panel's point nearest the place it points to."""
    return (min(max(leader[0], spot[0]), spot[2]), min(max(leader[1], spot[1]), spot[3]))


def map_picture(ctx: Context, board: Board, shown: Shown, ex: Excerpt, changed: set[str], alt: str,
                ident: str, first: bool, max_width: float | None = None, exports: frozenset[str] = frozenset()) -> str:
    """One picture: the excerpt with what `board` holds on the shown places. The first picture holds
    the base drawing (`ident`); the other uses it (`<use>`: half the page's weight). With
    ``max_width`` (CSS pixels) it grows no wider than the width its labels were sized for. The
    factories of `exports` (export factories the example's text reasons with) are ringed."""
    rules = ctx.rules
    x0, y0, x1, y1 = ex.box
    u = ex.u
    widest = "" if max_width is None else f"max-width:{max_width:.0f}px;margin:0 auto;"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-example-map" viewBox="{x0:.1f} {y0:.1f} '
           f'{x1 - x0:.1f} {y1 - y0:.1f}" role="img" aria-label="{escape(alt)}" font-family="{FONT}" stroke-linejoin="round" '
           f'style="width:100%;{widest}height:auto;display:block"><title>{escape(alt)}</title>',
           ex.base if first else f'<use href="#{ident}"/>']
    # Connections with infrastructure, or named: each of its blue lines solid where infrastructure
    # lies, thin and dashed where none; ringed where it changed.
    for conn in rules.connections.values():
        built = board.lines.get(conn.id, 0)
        if conn.id not in shown.connections and not built:
            continue
        (ax, ay), (bx, by) = (boardmap.city_point(rules, e) for e in conn.ends)
        if not (ex.box[0] <= ax <= ex.box[2] and ex.box[1] <= ay <= ex.box[3]
                or ex.box[0] <= bx <= ex.box[2] and ex.box[1] <= by <= ex.box[3]):
            continue
        group = [f'<g class="connection" data-id="{escape(conn.id)}" data-built="{built}">']
        if conn.id in changed:
            group.append(f'<line x1="{ax:.1f}" y1="{ay:.1f}" x2="{bx:.1f}" y2="{by:.1f}" stroke="{CHANGED}" '
                         f'stroke-width="{(6 + 4 * conn.lines) * u:.2f}" stroke-opacity="0.45" '
                         f'stroke-dasharray="{5 * u:.1f} {3 * u:.1f}" class="wsdv-changed-glow"/>')
        group.append(f'<line x1="{ax:.1f}" y1="{ay:.1f}" x2="{bx:.1f}" y2="{by:.1f}" stroke="#ffffff" '
                     f'stroke-width="{(2 + 4 * conn.lines) * u:.2f}" stroke-opacity="0.55" class="wsdv-map-bed"/>')
        for i, ((rx0, ry0), (rx1, ry1)) in enumerate(_rails((ax, ay), (bx, by), conn.lines, u)):
            ends = f'x1="{rx0:.1f}" y1="{ry0:.1f}" x2="{rx1:.1f}" y2="{ry1:.1f}"'
            if i < built:
                group.append(f'<line {ends} stroke="{PALETTE["blue"]}" stroke-width="{2.4 * u:.2f}" '
                             f'class="wsdv-map-line"/>')
            else:
                group.append(f'<line {ends} stroke="{PANEL_LINE}" stroke-width="{0.9 * u:.2f}" '
                             f'stroke-dasharray="{3 * u:.1f} {2 * u:.1f}" class="wsdv-map-slot"/>')
        out.append("".join(group) + "</g>")
    # Cities: a factory with its value, or the map's marker of a city the example names.
    site_r = SITE_R * u
    for cid in ex.in_view:
        x, y = boardmap.city_point(rules, cid)
        site = board.sites.get(cid)
        if site:
            value = board.values.get(cid, 0)
            out.append(f'<g class="site" data-id="{escape(cid)}" data-piece="{escape(site)}" data-value="{value}">'
                       f'{_site(ctx, site, x, y, site_r, value)}</g>')
        elif cid in ex.named_cities:
            out.append(f'<g class="city" data-id="{escape(cid)}">{boardmap.city_marker(rules, cid, x, y, u)}</g>')
        if cid in changed:
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{site_r * 1.6:.1f}" fill="none" stroke="{CHANGED}" '
                       f'stroke-width="{2.2 * u:.2f}" stroke-dasharray="{3 * u:.1f} {2 * u:.1f}" class="wsdv-changed"/>')
        if site and cid in exports:
            out.append(_export_ring(x, y, site_r, u, cid))
    out.append(ex.names if first else f'<use href="#{ident}-names"/>')
    looks = _piece_looks(ctx)
    for place, (spot, leader) in ex.panels.items():
        out.append(_panel(ctx, place, board.pieces.get(place, {}), looks, spot, leader, u, place in changed))
    out.append("</svg>")
    return "".join(out)


def _export_ring(x: float, y: float, r: float, u: float, city: str = "") -> str:
    """The ring round an export factory the example's text reasons with: solid and in the ink's
    colour, where what changed has a dashed orange one (a shape, not a colour alone)."""
    of = f' data-id="{escape(city)}"' if city else ""
    return (f'<rect x="{x - r * 1.45:.1f}" y="{y - r * 1.45:.1f}" width="{r * 2.9:.1f}" height="{r * 2.9:.1f}" '
            f'rx="{r * 0.5:.1f}" fill="none" stroke="{INK}" stroke-width="{1.8 * u:.2f}" class="wsdv-export"{of} '
            f'style="stroke:{_ld(INK, boardmap.DARK_INK)}"/>')


def _path(points: Sequence[Point]) -> str:
    """An outline in whole map units (a picture shows a part of the map at most about its own size)."""
    return "M" + "L".join(f"{x:.0f} {y:.0f}" for x, y in points) + "Z"


def _clip(poly: Sequence[Point], box: Box) -> list[Point]:
    """A polygon cut to a box (Sutherland–Hodgman): where an area's name may go in the picture."""
    pts = list(poly)
    x0, y0, x1, y1 = box
    for inside_, cut in ((lambda p: p[0] >= x0, lambda p, q: (x0, p[1] + (q[1] - p[1]) * (x0 - p[0]) / (q[0] - p[0]))),
                         (lambda p: p[0] <= x1, lambda p, q: (x1, p[1] + (q[1] - p[1]) * (x1 - p[0]) / (q[0] - p[0]))),
                         (lambda p: p[1] >= y0, lambda p, q: (p[0] + (q[0] - p[0]) * (y0 - p[1]) / (q[1] - p[1]), y0)),
                         (lambda p: p[1] <= y1, lambda p, q: (p[0] + (q[0] - p[0]) * (y1 - p[1]) / (q[1] - p[1]), y1))):
        if not pts:
            return []
        out: list[Point] = []
        for i, q in enumerate(pts):
            p = pts[i - 1]
            if inside_(q):
                if not inside_(p):
                    out.append(cut(p, q))
                out.append(q)
            elif inside_(p):
                out.append(cut(p, q))
        pts = out
    return pts


def _panel_size(ctx: Context, place: str, held: Mapping[str, int], u: float) -> tuple[float, float]:
    """A panel's width and height for these pieces."""
    name = ctx.raw_name(_place_kind(ctx, place), place)
    size, r = 11 * u, 6.5 * u
    row_w = sum(_item_widths(held, size, r, u)) if held else boardmap.text_width("–", size)
    return max(boardmap.text_width(name, size, True), row_w) + 8 * u, size * 1.15 + 2 * r + 9 * u


def _item_widths(held: Mapping[str, int], size: float, r: float, u: float) -> list[float]:
    return [2 * r + 2 * u + boardmap.text_width(str(n), size, True) + 5 * u for n in held.values()]


def _panel_spot(placer: Placer, area: Area | None, box: Box, width: float, height: float,
                u: float) -> tuple[Box, Point | None] | None:
    """Where a place's panel goes: inside its area where there is room, else beside it with a line
    to it (the point returned), anywhere in the picture; a box off the map (the socialists'
    holding) in the picture's lower left corner."""
    if area is None:
        x, y = box[0] + 4 * u, box[3] - 4 * u - height
        return (x, y, x + width, y + height), None
    centre = boardmap.inner_point(area.points)
    spot = placer.spot(width, height, area.points, centre, step=4 * u)
    if spot is not None:
        return spot, None
    frame = [(box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3])]
    spot = placer.spot(width, height, frame, centre, step=4 * u, inside_poly=False, leader=True)
    return (spot, centre) if spot is not None else None


def _panel(ctx: Context, place: str, held: Mapping[str, int], looks: Mapping[str, tuple[str, str]],
           spot: Box, leader: Point | None, u: float, changed: bool) -> str:
    """A place's panel: its name, and a glyph with a number for each kind of piece on it."""
    name = ctx.raw_name(_place_kind(ctx, place), place)
    size, r = 11 * u, 6.5 * u
    items = sorted(held.items(), key=lambda kv: _order(ctx, kv[0]))
    widths = _item_widths(dict(items), size, r, u)
    sx0, sy0, sx1, sy1 = spot
    out = [f'<g class="wsdv-example-place" data-id="{escape(place)}" data-changed="{"yes" if changed else "no"}"'
           + f' data-pieces="{escape(" ".join(f"{k}:{n}" for k, n in items))}">']
    if leader is not None:
        cx, cy = leader
        ex, ey = _leader_end(spot, leader)
        out.append(f'<line x1="{ex:.1f}" y1="{ey:.1f}" x2="{cx:.1f}" y2="{cy:.1f}" stroke="{INK}" '
                   f'stroke-width="{1 * u:.2f}" class="wsdv-map-rule"/><circle cx="{cx:.1f}" cy="{cy:.1f}" '
                   f'r="{2 * u:.2f}" fill="{INK}" class="wsdv-map-text"/>')
    ring = (f' stroke="{CHANGED}" stroke-width="{2.4 * u:.2f}" stroke-dasharray="{4 * u:.1f} {2 * u:.1f}" '
            f'class="wsdv-map-panel wsdv-changed"' if changed else
            f' stroke="{PANEL_LINE}" stroke-width="{0.8 * u:.2f}" class="wsdv-map-panel"')
    out.append(f'<rect x="{sx0:.1f}" y="{sy0:.1f}" width="{sx1 - sx0:.1f}" height="{sy1 - sy0:.1f}" rx="{3 * u:.1f}" '
               f'fill="#ffffff" fill-opacity="0.94"{ring}/>')
    mid = (sx0 + sx1) / 2
    out.append(_label(mid, sy0 + 4 * u + size * 0.8, name, size, "bold"))
    x = mid - sum(widths) / 2
    y = sy1 - 4 * u - r
    if not items:
        out.append(_label(mid, y + size * 0.35, "–", size))
    for (piece, n), w in zip(items, widths, strict=True):
        shape, fill = looks.get(piece, ("diamond", PALETTE["neutral"]))
        out.append(_shape(shape, fill, x + r, y, r))
        out.append(_label(x + 2 * r + 2 * u, y + size * 0.36, str(n), size, "bold", anchor="start"))
        x += w
    out.append("</g>")
    return "".join(out)


def track_strip(ctx: Context, track_id: str, space: int, before: int | None, via: tuple[int, ...] = ()) -> str:
    """A track as a strip of its spaces in their zones' colours, its marker on `space`; `before`
    (the after picture's, where the marker moved) shows where it stood, dashed, and `via` the spaces
    it stood on in between (dotted, `data-via`): the flight marker's 3 before it returns to 0."""
    track = ctx.rules.tracks[track_id]
    cell, pad = 18, 3
    n = track.hi - track.lo + 1
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-example-track" viewBox="0 0 {n * cell + 2 * pad} '
           f'{cell + 2 * pad}" aria-hidden="true" focusable="false" '
           f'style="width:100%;max-width:{(n * cell + 2 * pad) * 1.4:.0f}px;height:auto;display:block">']
    for i, number in enumerate(range(track.lo, track.hi + 1)):
        zone = track.zone_at(number)
        fill = colour(zone.colour if zone else None, "white")
        out.append(f'<rect x="{pad + i * cell + 1}" y="{pad + 1}" width="{cell - 2}" height="{cell - 2}" rx="2" '
                   f'fill="{fill}" stroke="{INK}" stroke-width="{1.6 if number == track.start else 0.6}" '
                   f'data-space="{number}"/>')
    def spot(k: int) -> float:
        return pad + (min(max(k, track.lo), track.hi) - track.lo) * cell + cell / 2
    if before is not None and before != space:
        out.append(f'<circle cx="{spot(before):.1f}" cy="{pad + cell / 2}" r="{cell * 0.36:.1f}" fill="none" '
                   f'stroke="{INK}" stroke-width="1.2" stroke-dasharray="2 1.5" class="wsdv-map-rule"/>')
    for k in via:
        out.append(f'<circle cx="{spot(k):.1f}" cy="{pad + cell / 2}" r="{cell * 0.36:.1f}" fill="none" '
                   f'stroke="{CHANGED}" stroke-width="1.4" stroke-dasharray="1 1.5" class="wsdv-changed" '
                   f'data-via="{k}"/>')
    out.append(f'<circle cx="{spot(space):.1f}" cy="{pad + cell / 2}" r="{cell * 0.36:.1f}" fill="{INK}" '
               f'stroke="#ffffff" stroke-width="1.2" class="wsdv-track-marker" data-space="{space}"/>')
    if (before is not None and before != space) or via:
        out.append(f'<circle cx="{spot(space):.1f}" cy="{pad + cell / 2}" r="{cell * 0.5:.1f}" fill="none" '
                   f'stroke="{CHANGED}" stroke-width="1.6" stroke-dasharray="3 2" class="wsdv-changed"/>')
    out.append("</svg>")
    return "".join(out)


def _via(before: Board, after: Board, track: str) -> tuple[int, ...]:
    """The spaces a track's marker stood on between before and after, neither of them."""
    ends = {before.tracks.get(track, 0), after.tracks.get(track, 0)}
    return tuple(dict.fromkeys(k for k in after.passed.get(track, ()) if k not in ends))


def _space_words(ctx: Context, space: int, via: tuple[int, ...]) -> str:
    t = ctx.t.raw
    if not via:
        return t("example-space", space=decimal(space, ctx.lang, 0))
    return t("example-space-via", space=decimal(space, ctx.lang, 0),
             via=t("list-comma").join(decimal(k, ctx.lang, 0) for k in via))


def pictures(ctx: Context, before: Board, after: Board, shown: Shown, refused: bool, ident: str,
             refused_at: frozenset[str] = frozenset(), exports: frozenset[str] = frozenset()) -> str:
    """The block of the example's pictures: the board before and after, each with its tracks, and a
    legend of the pieces it draws. One picture where the board does not change: where the rules
    refuse the move (`refused_at`, the choice they refuse, is ringed and named in the legend), and
    where the steps only read the board (the collapse check counts, it moves nothing): two identical
    pictures read as a mistake. A lone picture keeps a picture's usual width.
    `ident` names the drawing both pictures share: unique on the page. `exports`: the export factories
    the example's text reasons with, ringed in the picture of the board it reasons on (the first)
    and named in the legend."""
    t = ctx.t
    marked = set() if refused else changes(before, after, shown)
    moving = any(_via(before, after, k) for k in shown.tracks)
    alone = refused or not (marked or moving)
    ex = excerpt(ctx, (before,) if alone else (before, after), shown, ident, exports=exports)
    ringed = frozenset(c for c in exports if c in ex.in_view and before.sites.get(c))
    heading = t.raw("example-same" if alone and not refused else "example-before")
    moments: list[tuple[str, str, Board, set[str], Board | None]] = [
        (heading, "example-picture-before", before, set(refused_at) if refused else set(), None)]
    if not alone:
        moments.append((t.raw("example-after"), "example-picture-after", after, marked, before))
    columns = []
    for i, (heading, alt_id, board, changed, earlier) in enumerate(moments):
        words = describe(ctx, board, shown, changed if earlier is not None else None, ringed if i == 0 else frozenset())
        # (the list goes in after formatting: Fluent formats no placeable longer than 1000 characters)
        alt = t.raw(alt_id, items="\x00").replace(
            "\x00", t.raw("list-semicolon").join(words) or t.raw("example-picture-none"))
        # (side by side, or one at a time on a phone: the layout is beforeafter.py's and wsdv.css's;
        # a lone picture keeps the width of one of two on a wide screen)
        kind = " wsdv-example-picture-alone" if alone else ""
        parts = [f'<div class="wsdv-example-picture{kind}">',
                 f'<p class="wsdv-example-moment" style="margin:0 0 .3em;font-weight:700">{escape(heading)}</p>',
                 map_picture(ctx, board, shown, ex, changed, alt, ident, i == 0,
                             exports=ringed if i == 0 else frozenset())]
        for track in shown.tracks:
            space = board.tracks.get(track, 0)
            was = earlier.tracks.get(track, 0) if earlier is not None else None
            via = _via(before, after, track) if earlier is not None else ()
            parts.append(f'<p style="margin:.4em 0 .1em;font-size:.85em">{escape(upper_first(ctx.raw_name("track", track)))} · '
                         f'{escape(_space_words(ctx, space, via))}</p>')
            parts.append(track_strip(ctx, track, space, was, via))
        parts.append("</div>")
        columns.append("".join(parts))
    ring = "example-picture-refused" if refused and refused_at else "example-picture-changed" if marked or moving else None
    return (f'<div class="wsdv-example-pictures" style="margin:0 0 .8em">{style()}'
            f'{beforeafter.pair(ident, [m[0] for m in moments], columns)}'
            f'{legend(ctx, before, after, shown, ex, ring, bool(ringed))}'
            f'<p class="wsdv-example-partial" style="margin:.3em 0 0;font-size:.8em">{t("example-picture-partial")}</p></div>')


def legend(ctx: Context, before: Board, after: Board, shown: Shown, ex: Excerpt, ring_words: str | None,
           exports: bool = False) -> str:
    """The legend: a glyph and the name of each kind of piece the pictures draw, what the ring
    marks (`ring_words`: what changed, or the choice the rules refuse) and, where the pictures ring
    export factories (`exports`), what that ring marks."""
    held = {k for b in (before, after) for p in ex.panels for k in b.pieces.get(p, {})}
    sites = {b.sites[c] for b in (before, after) for c in ex.in_view if c in b.sites}
    items = [(glyph(ctx, k), ctx.raw_name("piece", k)) for k in sorted(held, key=lambda k: _order(ctx, k))]
    items += [(glyph(ctx, k), ctx.raw_name("piece", k)) for k in sorted(sites, key=lambda k: _order(ctx, k))]
    line = _line_piece(ctx)
    if line and (shown.connections or any(b.lines.get(k) for b in (before, after) for k in b.lines
                                          if set(ctx.rules.connections[k].ends) & set(ex.in_view))):
        items.append((glyph(ctx, line), ctx.raw_name("piece", line)))
    if exports:
        items.append((f'<svg class="wsdv-token" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" '
                      f'focusable="false">{_export_ring(8, 8, 5, 0.8)}</svg>', ctx.t.raw("example-picture-export")))
    if ring_words:
        ring = (f'<svg class="wsdv-token" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" '
                f'focusable="false"><rect x="2" y="2" width="12" height="12" rx="2" fill="none" stroke="{CHANGED}" '
                f'stroke-width="2" stroke-dasharray="3 2" class="wsdv-changed"/></svg>')
        items.append((ring, ctx.t.raw(ring_words)))
    cells = "".join(f'<li style="display:inline-flex;align-items:center;gap:.3em;margin:0 .9em 0 0">{g}'
                    f"{escape(name)}</li>" for g, name in items)
    return (f'<ul class="wsdv-example-legend" style="list-style:none;margin:.4em 0 0;padding:0;font-size:.8em">'
            f"{cells}</ul>")
