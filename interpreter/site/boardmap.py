"""The board as a map a player reads: provinces as areas, cities with labels that never sit on a marker.

The shapes come from the content (`drawing NAME { area ID outline x, y, ... }`, in thousandths of
the board, see content/board/areas.wsdv); the places of cities and of province names from their `at`. A province
with no area in the content is drawn as the hull of its cities (so a designer's new province shows
up at once), and says so in its <title>; the shipped content has an area for every province.

Labels are placed, not just put: each city's name tries eight spots around its marker, then the same
spots further out, and takes the first that overlaps no city marker and no other label (and crosses
the fewest connections); a province's name goes to the free spot inside its area nearest its `at`.
An area too small to hold its own name (a city-sized province around its one city) is
drawn enlarged in an inset as well, named there. Widths of texts are estimated on the wide side,
so a box that is free here is free in the browser too (the browser test measures the real boxes).

Every area is a link to the page's list of the place's cities and the cards naming it
(`#place-ID`), so the map works with a keyboard and without a script; `wsdv.js` only keeps the
selection visible.
"""

from __future__ import annotations

import math
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from ..rules.model import Rules
from ..words.markup import text as escape
from .svg import FONT, INK, PALETTE, quoteattr

MAP_W, MAP_H = 640.0, 1000.0
AX, AY = MAP_W / 1000, MAP_H / 1000  # an area's thousandths of the board
CX, CY = MAP_W / 100, MAP_H / 100    # a city's hundredths of the board

Point = tuple[float, float]
Box = tuple[float, float, float, float]  # x0, y0, x1, y1
Namer = Callable[[str, str], str]

# On a phone the map is drawn across the screen's width (390 CSS pixels show the 640 units at 0.61): the
# inset's names are as large as its box allows without covering a city's marker (Flensburg's, in Polish
# and Ukrainian) or taking a city's label spot in any language: a sector's name reads at 6.7 pixels, the
# enlarged shapes' at 7.9; the full-size view is for reading them up close.
CITY_SIZE, PLACE_SIZE, SECTOR_SIZE = 11.0, 13.0, 11.0
HALO_PAD = 2.0  # the white halo around a label's letters


@dataclass(frozen=True)
class Area:
    """A place drawn as an area: a province, a sector of one or a country abroad, with its outline in map units."""

    id: str
    kind: str  # "province", "sector" or "country"
    side: str | None
    points: tuple[Point, ...]
    drawn: bool  # False: the hull of its cities, for want of an outline in the content
    within: str | None = None  # a sector: the province it is part of


@dataclass(frozen=True)
class Label:
    lines: tuple[str, ...]
    x: float
    y: float  # the first line's baseline
    anchor: str
    size: float
    box: Box


# ------------------------------------------------------------------------------------ geometry

@cache
def text_width(text: str, size: float, bold: bool = False) -> float:
    """A text's width, estimated on the wide side for the usual sans-serif faces (capitals, wide
    letters and digits count more; bold adds a tenth)."""
    wide = set("MWmw@%ЖШЩЮЫФМДжшщюыфмд")
    narrow = set("iljtfrI.,:;'!|()- ")
    em = 0.0
    for ch in text:
        if ch in wide:
            em += 0.92
        elif ch in narrow:
            em += 0.38
        elif ch.isupper() or ch.isdigit():
            em += 0.72
        else:
            em += 0.6
    return em * size * (1.1 if bold else 1.0)


def label_box(lines: Sequence[str], x: float, y: float, anchor: str, size: float, bold: bool) -> Box:
    return _box(max(text_width(line, size, bold) for line in lines), len(lines), x, y, anchor, size)


def _box(width: float, lines: int, x: float, y: float, anchor: str, size: float) -> Box:
    """`label_box` of `lines` lines whose widest is `width` wide: a placer trying a label at every point
    of a grid measures its lines once (the same arithmetic, so the same boxes)."""
    x0 = x if anchor == "start" else x - width if anchor == "end" else x - width / 2
    top = y - size * 0.8
    bottom = y + size * 0.25 + (lines - 1) * size * 1.1
    return (x0 - HALO_PAD, top - HALO_PAD, x0 + width + HALO_PAD, bottom + HALO_PAD)


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


Edge = tuple[float, float, float, float]


def edges(poly: Sequence[Point]) -> list[Edge]:
    """A polygon's sides as (xi, yi, xj, yj), each point with the one before it (the first with the last)."""
    return [(xi, yi, xj, yj) for (xi, yi), (xj, yj) in zip(poly, (*poly[-1:], *poly[:-1]), strict=True)]


def inside(pt: Point, poly: Sequence[Point]) -> bool:
    """Whether a point lies inside a polygon (even-odd rule)."""
    return _within(pt, edges(poly))


def _within(pt: Point, sides: list[Edge]) -> bool:
    """Whether a point lies inside the polygon of these `edges` (even-odd rule)."""
    x, y = pt
    hit = False
    for xi, yi, xj, yj in sides:
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
    return hit


def box_inside(box: Box, sides: list[Edge], bounds: Box) -> bool:
    """Whether a box's corners and the middles of its sides are inside the polygon of these `edges`,
    whose bounding box is `bounds`. A box reaching past the bounds is refused before any side is
    followed, with the answer the sides would give: a point whose y is less than every side's or not
    less than the greatest has no side across its row, and one more than a unit left or right of every
    side is on the same side of each crossing (a unit is far more than the rounding of where a side
    crosses), an even number of them; either way it is outside. (The worked examples' pictures try
    hundreds of thousands of boxes in a site build, and refuse most of them.)"""
    x0, y0, x1, y1 = box
    if y0 < bounds[1] or y1 >= bounds[3] or x0 < bounds[0] - 1 or x1 > bounds[2] + 1:
        return False
    xm, ym = (x0 + x1) / 2, (y0 + y1) / 2
    return all(_within(p, sides) for p in ((x0, y0), (x1, y0), (x0, y1), (x1, y1), (xm, y0), (xm, y1), (x0, ym),
                                          (x1, ym)))


def _segment_hits_box(a: Point, b: Point, box: Box) -> bool:
    """Whether a line segment crosses a box (Liang-Barsky clipping)."""
    x0, y0, x1, y1 = box
    dx, dy = b[0] - a[0], b[1] - a[1]
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, a[0] - x0), (dx, x1 - a[0]), (-dy, a[1] - y0), (dy, y1 - a[1])):
        if p == 0:
            if q < 0:
                return False
        else:
            t = q / p
            if p < 0:
                lo = max(lo, t)
            else:
                hi = min(hi, t)
            if lo > hi:
                return False
    return True


def bbox(points: Iterable[Point]) -> Box:
    pts = list(points)
    return (min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts))


def _hull(points: list[Point]) -> list[Point]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _around(points: list[Point], pad: float = 18.0) -> list[Point]:
    """A hull padded on every side (a single city becomes a square around it)."""
    grown = [(x + dx, y + dy) for x, y in points for dx in (-pad, pad) for dy in (-pad, pad)]
    return _hull(grown)


# ------------------------------------------------------------------------------------- the areas

def city_point(rules: Rules, city: str) -> Point:
    x, y = rules.cities[city].at
    return (x * CX, y * CY)


def _outline(nums: Sequence[int]) -> tuple[Point, ...]:
    return tuple((nums[i] * AX, nums[i + 1] * AY) for i in range(0, len(nums) - 1, 2))


def areas(rules: Rules) -> dict[str, Area]:
    """Every province and country as an area: its outline from the content, else its cities' hull;
    and each sector the content draws as a part of its province's area. A sector with no part is
    not drawn (the page's table of sectors still names it; the shipped content draws every one)."""
    out: dict[str, Area] = {}
    shapes = [item for (kind, _), data in rules.definitions.items() if kind == "drawing"
              for item in data.get("body") or () if item.get("kind") == "area"]
    outlines = {str(item["id"]): item["outline"] for item in shapes}
    parts = {(str(item["id"]), str(part["id"])): part["outline"] for item in shapes
             for part in item.get("body") or () if part.get("kind") == "part"}
    places = [(p.id, "province", p.side) for p in rules.provinces.values()]
    places += [(c.id, "country", c.side) for c in rules.countries.values()]
    for pid, kind, side in places:
        if pid in outlines:
            out[pid] = Area(pid, kind, side, _outline(outlines[pid]), True)
            continue
        cities = [city_point(rules, c.id) for c in rules.cities.values()
                  if pid in c.provinces or c.country == pid]
        at = rules.provinces[pid].at if kind == "province" else None
        if at:
            cities.append((at[0] * CX, at[1] * CY))
        if cities:
            out[pid] = Area(pid, kind, side, tuple(_around(cities)), False)
    for p in rules.provinces.values():
        for s in p.sectors:
            if (p.id, s.id) in parts and p.id in out:
                out[s.id] = Area(s.id, "sector", p.side, _outline(parts[(p.id, s.id)]), True, p.id)
    return out


def shared_borders(drawn: Mapping[str, Area]) -> dict[frozenset[str], list[tuple[Point, Point]]]:
    """The borders two areas share: the sides of their outlines they both have (neighbouring outlines
    list the same border points), and an area lying wholly inside another borders it."""
    return dict(_shared_borders(tuple(drawn.values())))


@lru_cache(maxsize=64)
def _shared_borders(drawn: tuple[Area, ...]) -> dict[frozenset[str], list[tuple[Point, Point]]]:
    """shared_borders, kept by the areas (frozen): every worked example's picture asks it of the same
    areas, in each language, and each asking tests every pair of areas (the callers only read it)."""
    owners: dict[frozenset[Point], set[str]] = {}
    for a in drawn:
        pts = a.points
        for i in range(len(pts)):
            owners.setdefault(frozenset((pts[i - 1], pts[i])), set()).add(a.id)
    out: dict[frozenset[str], list[tuple[Point, Point]]] = {}
    for seg, ids in owners.items():
        if len(ids) == 2 and len(seg) == 2:
            p, q = tuple(seg)
            out.setdefault(frozenset(ids), []).append((p, q))
    for a in drawn:
        for b in drawn:
            if a.id != b.id and all(inside(p, b.points) for p in a.points):
                out.setdefault(frozenset((a.id, b.id)), [])
    return out


def _path(points: Sequence[Point]) -> str:
    return "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in points) + " Z"


def tinted(hex_colour: str, amount: float) -> str:
    """A colour mixed with white (`amount` 0..1 of white)."""
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    mix = [round(c + (255 - c) * amount) for c in (r, g, b)]
    return "#" + "".join(f"{c:02x}" for c in mix)


def shaded(hex_colour: str, amount: float) -> str:
    """A colour mixed with black (`amount` 0..1 of black)."""
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(c * (1 - amount)):02x}" for c in (r, g, b))


def _mix(hex_colour: str, ground: str, amount: float) -> str:
    """A colour laid over a ground (`amount` 0..1 of the colour)."""
    a = [int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(ground[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x * amount + y * (1 - amount)):02x}" for x, y in zip(a, b, strict=True))


TINTS = (0.55, 0.3, 0.75, 0.45)  # how much white each province's colour takes: neighbours differ
# In the dark scheme, how much of its colour each province keeps over the dark ground (the same
# order: the lightest tint is the faintest colour), little enough that light text reads on all.
DARK_TINTS = dict(zip(TINTS, (0.24, 0.34, 0.16, 0.28), strict=True))
COUNTRY_TINT, DARK_COUNTRY_TINT = 0.72, 0.22
LABEL_SHADE, DARK_LABEL_TINT = 0.62, 0.7  # a place's name: its colour darkened (light), lightened (dark)

# The dark scheme's colours, chosen for WCAG AA (4.5:1) between every text and what lies under it;
# tests/site/test_browser_map_dark.py measures them in the browser.
DARK_GROUND = "#262931"   # the board
DARK_EDGE = "#16181d"     # areas' edges, the halo round the letters
DARK_PANEL = "#30343e"    # the legend's and the inset's box
DARK_INK = "#eceff4"      # text, the border between the sides, markers' rings
DARK_RULE = "#b8bcc6"     # the boxes' frames, the inset's leader lines
DARK_LINE = "#86b4ff"     # a connection's blue lines
CHOSEN, DARK_CHOSEN = INK, "#ffca28"         # the chosen area's dashed outline and hatching
FOCUS, DARK_FOCUS = "#0b57d0", "#8ab4f8"     # the outline of the area the keyboard is on


def area_colour(rules: Rules, a: Area) -> str:
    """An area's own colour: its side's, a country's purple."""
    return PALETTE["purple"] if a.kind == "country" else side_colour(rules, a.side)


def area_fills(rules: Rules, a: Area, tint: Mapping[str, float]) -> tuple[str, str]:
    """An area's fill in the light scheme and in the dark one (its `--dark`), from its tint."""
    colour = area_colour(rules, a)
    amount = COUNTRY_TINT if a.kind == "country" else tint.get(a.id, TINTS[0])
    return tinted(colour, amount), _mix(colour, DARK_GROUND, DARK_COUNTRY_TINT if a.kind == "country"
                                       else DARK_TINTS[amount])


def side_borders(drawn: Mapping[str, Area], width: float = 2.6, joined: bool = False) -> str:
    """The border between the sides: where a province of one side meets one of the other; a line
    for each piece of it, or (`joined`) one path of them all (a lighter drawing)."""
    provinces = {k: a for k, a in drawn.items() if a.kind != "sector"}
    segments = [seg for pair, segs in shared_borders(provinces).items()
                if len({provinces[p].side for p in pair}) == 2 and {provinces[p].kind for p in pair} == {"province"}
                for seg in segs]
    if joined:
        if not segments:
            return ""
        d = "".join(f"M{p[0]:.1f} {p[1]:.1f}L{q[0]:.1f} {q[1]:.1f}" for p, q in segments)
        return (f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{width:g}" stroke-linecap="round" '
                f'class="wsdv-side-border"/>')
    return "".join(f'<line x1="{p[0]:.1f}" y1="{p[1]:.1f}" x2="{q[0]:.1f}" y2="{q[1]:.1f}" stroke="{INK}" '
                   f'stroke-width="{width:g}" stroke-linecap="round" class="wsdv-side-border"/>' for p, q in segments)


def tints(drawn: Mapping[str, Area]) -> dict[str, float]:
    """A tint for each area, different from its neighbours' of the same side (greedy colouring, the
    areas with most neighbours first), so that each province reads as a shape of its own."""
    borders = shared_borders(drawn)
    near: dict[str, set[str]] = {a: set() for a in drawn}
    for pair in borders:
        a, b = tuple(pair)
        near[a].add(b)
        near[b].add(a)
    out: dict[str, float] = {}
    for a in sorted(drawn, key=lambda a: (-len(near[a]), a)):
        used = {out[b] for b in near[a] if b in out and drawn[b].side == drawn[a].side}
        out[a] = next((t for t in TINTS if t not in used), TINTS[0])
    return out


def side_colour(rules: Rules, side: str | None) -> str:
    if side is not None and side in rules.sides:
        return PALETTE.get(rules.sides[side].colour, PALETTE["neutral"])
    return PALETTE["neutral"]


# ----------------------------------------------------------------------------------- the markers

def marker_radius(mark: str | None) -> float:
    """How far a city's marker reaches from its centre (set-up ring, special diamond, plain dot)."""
    return {"setup": 11.0, "special": 11.5}.get(mark or "", 6.5)


def marker_box(rules: Rules, city: str) -> Box:
    x, y = city_point(rules, city)
    r = marker_radius(rules.cities[city].mark)
    return (x - r, y - r, x + r, y + r)


def city_marker(rules: Rules, city: str, x: float, y: float, scale: float = 1.0) -> str:
    c = rules.cities[city]
    out = []
    if c.mark == "setup":
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{10 * scale:.1f}" fill="#ffffff" stroke="{INK}" '
                   f'stroke-width="2" stroke-dasharray="4 2" class="wsdv-mark-ring"/>')
    if c.mark == "special":
        s = 8 * scale
        out.append(f'<rect x="{x - s:.1f}" y="{y - s:.1f}" width="{2 * s:.1f}" height="{2 * s:.1f}" '
                   f'fill="{PALETTE["purple"]}" transform="rotate(45 {x:.1f} {y:.1f})"/>')
    out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{5.5 * scale:.1f}" fill="#ffffff" stroke="{INK}" '
               f'stroke-width="1.6"/>')
    if c.floating:
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{2.6 * scale:.1f}" '
                   f'fill="{side_colour(rules, c.chooser)}"/>')
    return "".join(out)


# ---------------------------------------------------------------------------------- the placing

# Spots around a marker, in order of preference: right, left, above, below, then the diagonals.
_SPOTS = ((1, 0, "start"), (-1, 0, "end"), (0, -1, "middle"), (0, 1, "middle"),
          (0.75, -0.75, "start"), (-0.75, -0.75, "end"), (0.75, 0.75, "start"), (-0.75, 0.75, "end"))


# What a line a label must not cross adds to a spot's score (`Placer`'s `shunned`): more than any
# distance, ring or other crossing, so such a spot is taken only where every spot is one.
SHUNNED = 10_000.0


def _segment(a: Point, b: Point) -> tuple[Point, Point, Box]:
    """A line segment with its bounding box, to skip the far ones at once."""
    return (a, b, (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1])))


def _crossing(box: Box, segments: Sequence[tuple[Point, Point, Box]]) -> int:
    """How many of the segments (each with its bounding box) cross ``box``: `overlaps` written out, since
    a placer asks this for every spot a label tries against every line of the map, and the call was
    most of its time."""
    x0, y0, x1, y1 = box
    return sum(1 for a, b, sb in segments
               if x0 < sb[2] and sb[0] < x1 and y0 < sb[3] and sb[1] < y1 and _segment_hits_box(a, b, box))


class Placer:
    """Places labels one at a time against what is already taken (markers, labels, reserved boxes).

    A spot whose box one of the `segments` crosses scores worse (the whole map's connections: its
    many names would be pushed far from their places if they had to miss every line). A spot one of
    the `shunned` lines crosses, or passes nearer than `clear` map units, is taken only where there
    is no other (a worked example's excerpt shuns its infrastructure and its panels' leaders, the
    lines a newcomer saw striking EX-15's names through); a city's name then goes a little further
    from its marker where that finds it a clear spot."""

    def __init__(self, bounds: Box, markers: Iterable[Box], segments: Iterable[tuple[Point, Point]],
                 shunned: Iterable[tuple[Point, Point]] = (), clear: float = 0.0) -> None:
        self.bounds = bounds
        self.markers = list(markers)
        self.taken: list[Box] = []
        self.segments = [_segment(a, b) for a, b in segments]
        self.shunned = [_segment(a, b) for a, b in shunned]
        self.clear = clear

    def shun(self, a: Point, b: Point) -> None:
        """A line no label placed from now on may cross where it can help it (a panel's leader)."""
        self.shunned.append(_segment(a, b))

    def free(self, box: Box) -> bool:
        """Whether a box is within the bounds and overlaps no marker and no box taken (`_nearest` asks
        the same of a whole grid of boxes at once)."""
        b = self.bounds
        if box[0] < b[0] or box[1] < b[1] or box[2] > b[2] or box[3] > b[3]:
            return False
        x0, y0, x1, y1 = box
        for m in (self.markers, self.taken):
            for n in m:
                if x0 < n[2] and n[0] < x1 and y0 < n[3] and n[1] < y1:
                    return False
        return True

    def crossings(self, box: Box) -> int:
        return _crossing(box, self.segments)

    def blocked(self, box: Box) -> int:
        """How many shunned lines cross the box, or pass nearer it than `clear`."""
        if not self.shunned:
            return 0
        m = self.clear
        return _crossing((box[0] - m, box[1] - m, box[2] + m, box[3] + m), self.shunned)

    def _cost(self, box: Box, weight: float) -> float:
        """What the lines over a spot add to its score: `weight` a crossing, SHUNNED a shunned line."""
        return weight * self.crossings(box) + SHUNNED * self.blocked(box)

    def city(self, text: str, x: float, y: float, r: float, size: float = CITY_SIZE) -> Label | None:
        """The best free spot around a marker at (x, y) of radius r, or None when every spot is taken."""
        best: tuple[float, Label] | None = None
        for ring, gap in enumerate((3.0, 9.0, 16.0)):
            for i, (dx, dy, anchor) in enumerate(_SPOTS):
                reach = r + gap
                lx = x + dx * reach
                ly = y + dy * reach + (size * 0.35 if dy == 0 else size * 0.8 if dy > 0 else 0)
                box = label_box([text], lx, ly, anchor, size, False)
                if not self.free(box):
                    continue
                score = ring * 20 + i + self._cost(box, 6)
                if best is None or score < best[0]:
                    best = (score, Label((text,), lx, ly, anchor, size, box))
            if best is not None and best[0] < SHUNNED:
                break   # (a spot further out that no shunned line crosses beats one that one crosses)
        if self.shunned and (best is None or best[0] >= SHUNNED):
            # every spot round the marker is taken or crossed: the nearest clear one a little further
            # off, the name centred there, still nearer its marker than a name's length
            reach = r + 2.5 * size
            square = [(x - reach, y - reach), (x + reach, y - reach), (x + reach, y + reach), (x - reach, y + reach)]

            wide = text_width(text, size, False)

            def box_at(gx: float, gy: float) -> Box:
                return _box(wide, 1, gx, gy + size * 0.35, "middle", size)

            def label_at(gx: float, gy: float, box: Box) -> Label:
                return Label((text,), gx, gy + size * 0.35, "middle", size, box)

            near = self._nearest(square, (x, y), size * 0.4, box_at, label_at, False, inside_poly=False)
            if near is not None and (best is None or not self.blocked(near.box)):
                best = (0.0, near)
        if best is not None:
            self.taken.append(best[1].box)
            return best[1]
        return None

    def place(self, lines: tuple[str, ...], poly: Sequence[Point], near: Point, size: float = PLACE_SIZE,
              bold: bool = True, step: float = 6.0, keep: bool = True) -> Label | None:
        """The free spot inside a polygon nearest to `near` (crossing few connections) for a centred label
        of these lines; `keep` False only asks whether there is one."""
        height = size * 1.1 * (len(lines) - 1)
        wide = max(text_width(line, size, bold) for line in lines)

        def box_at(gx: float, gy: float) -> Box:
            return _box(wide, len(lines), gx, gy + size * 0.35 - height / 2, "middle", size)

        def label_at(gx: float, gy: float, box: Box) -> Label:
            return Label(lines, gx, gy + size * 0.35 - height / 2, "middle", size, box)

        return self._nearest(poly, near, step, box_at, label_at, keep)

    def spot(self, width: float, height: float, poly: Sequence[Point], near: Point, step: float = 6.0,
             inside_poly: bool = True, leader: bool = False) -> Box | None:
        """The free box of this size nearest to `near` (centred there), inside a polygon or, with
        `inside_poly` False, anywhere in the bounds; it is taken. With `leader` (a line will join the
        box to `near`), a box whose line would cross a label or box placed before is taken only where
        there is no other."""
        def box_at(gx: float, gy: float) -> Box:
            return (gx - width / 2, gy - height / 2, gx + width / 2, gy + height / 2)

        def label_at(gx: float, gy: float, box: Box) -> Label:
            return Label((), gx, gy, "middle", 0, box)

        def struck(box: Box) -> float:
            end = (min(max(near[0], box[0]), box[2]), min(max(near[1], box[1]), box[3]))
            return SHUNNED * sum(1 for t in self.taken if _segment_hits_box(end, near, t))

        found = self._nearest(poly, near, step, box_at, label_at, True, inside_poly, struck if leader else None)
        return found.box if found is not None else None

    def _nearest(self, poly: Sequence[Point], near: Point, step: float, at: Callable[[float, float], Box],
                 label: Callable[[float, float, Box], Label], keep: bool, inside_poly: bool = True,
                 extra: Callable[[Box], float] | None = None) -> Label | None:
        """The spot of a grid over the polygon's bounds nearest to `near` whose box (`at`'s) is free (and,
        with `inside_poly`, inside the polygon), scored by its distance and the lines it crosses.

        `at`'s box is separable, as every caller's is (a label's or a panel's box around its point): its
        left and right edges come from the point's x alone, its top and bottom from its y alone. So the
        edges are worked out once per column and once per row, and each marker or box taken blocks a
        rectangle of the grid's points, marked in one table before the search: the search asks no box
        of a point that is not free (it asked every one, a tenth of a site build: the worked examples'
        pictures in six languages). Points come nearest first, by the very distance the loop computes,
        so skipping a blocked point never skips the point the loop would stop at for a worse one.
        `label` makes the label of the point taken, from its box: the search itself asks only boxes
        (it tried some hundred thousand points a site build, and made a label of each)."""
        bounds = bbox(poly)
        x0, y0, x1, y1 = bounds
        nx, ny = near
        columns, rows = int((x1 - x0) / step) + 1, int((y1 - y0) / step) + 1
        across = [at(x0 + i * step, y0) for i in range(columns)]
        down = [at(x0, y0 + j * step) for j in range(rows)]
        lefts, rights = [b[0] for b in across], [b[2] for b in across]
        tops, bottoms = [b[1] for b in down], [b[3] for b in down]
        # (each list grows with its index: a box's edge is its point moved by a fixed amount)
        b0, b1, b2, b3 = self.bounds
        blocked = bytearray(b"\x01") * (columns * rows)
        # free() refuses a box past the bounds: only the columns and rows within them are open
        i_lo, i_hi = bisect_left(lefts, b0), bisect_right(rights, b2)
        j_lo, j_hi = bisect_left(tops, b1), bisect_right(bottoms, b3)
        if j_lo < j_hi:
            for i in range(i_lo, i_hi):
                blocked[i * rows + j_lo:i * rows + j_hi] = bytes(j_hi - j_lo)
        for n in (*self.markers, *self.taken):   # free(): x0 < n[2] and n[0] < x1 and y0 < n[3] and n[1] < y1
            i_lo, i_hi = bisect_right(rights, n[0]), bisect_left(lefts, n[2])
            j_lo, j_hi = bisect_right(bottoms, n[1]), bisect_left(tops, n[3])
            if i_lo < i_hi and j_lo < j_hi:
                for i in range(i_lo, i_hi):
                    blocked[i * rows + j_lo:i * rows + j_hi] = b"\x01" * (j_hi - j_lo)
        sides = edges(poly)
        best: tuple[float, float, float, Box] | None = None
        for k in _grid_order(bounds, (nx, ny), step):
            if blocked[k]:
                continue
            i, j = divmod(k, rows)
            gx, gy = x0 + i * step, y0 + j * step
            distance = math.sqrt((gx - nx) ** 2 + (gy - ny) ** 2)
            if best is not None and distance >= best[0]:
                break  # every spot further on scores worse
            box = at(gx, gy)
            if inside_poly and not box_inside(box, sides, bounds):
                continue
            score = distance + self._cost(box, 14) + (extra(box) if extra is not None else 0.0)
            if best is None or score < best[0]:
                best = (score, gx, gy, box)
                if not keep and score < SHUNNED:
                    break   # (the question is whether there is a spot: one no shunned line crosses)
        if best is None:
            return None
        if keep:
            self.taken.append(best[3])
        return label(best[1], best[2], best[3])


@lru_cache(maxsize=1024)
def _grid_order(bounds: Box, near: Point, step: float) -> array:
    """The points of a grid over `bounds` (point k at column k // rows, row k % rows), nearest to
    `near` first. A site build asks for the same few hundred grids again and again (each worked
    example's pictures, in six languages): sorted once, they were a tenth of a build. Kept as indices
    (4 bytes a point) to keep the cache small."""
    x0, y0, x1, y1 = bounds
    nx, ny = near
    columns = [(x0 + i * step - nx) ** 2 for i in range(int((x1 - x0) / step) + 1)]
    rows = [(y0 + j * step - ny) ** 2 for j in range(int((y1 - y0) / step) + 1)]
    away = [dx + dy for dx in columns for dy in rows]  # the square of point k's distance
    # Points as far apart go column by column, row by row: the order of k, which a stable sort keeps.
    return array("i", sorted(range(len(away)), key=away.__getitem__))


def split_name(name: str) -> list[tuple[str, ...]]:
    """A name on one line, then broken in two at a space or hyphen nearest its middle."""
    out: list[tuple[str, ...]] = [(name,)]
    cuts = [i for i, ch in enumerate(name) if ch in " -"]
    if cuts:
        i = min(cuts, key=lambda c: abs(c - len(name) / 2))
        head = name[:i + 1] if name[i] == "-" else name[:i]
        out.append((head, name[i + 1:]))
    return out


# ------------------------------------------------------------------------------------ the drawing

@dataclass(frozen=True)
class MapText:
    """The words the map needs, in the page's language."""

    title: str
    desc: str
    legend: Mapping[str, str]


def _text(label: Label, fill: str, weight: str = "normal", cls: str = "", of: str = "", dark: str = "") -> str:
    """A label with a halo; `dark` is its colour in the dark scheme where it is not the common one."""
    attrs = (f'font-size="{label.size:g}" text-anchor="{label.anchor}" font-weight="{weight}" fill="{fill}" '
             f'font-family="{FONT}" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" '
             f'paint-order="stroke"')
    attrs += f' class="wsdv-map-label{" " + cls if cls else ""}"'
    if of:
        attrs += f" data-of={quoteattr(of)}"
    if dark:
        attrs += f' style="--dark:{dark}"'
    if len(label.lines) == 1:
        return f'<text x="{label.x:.1f}" y="{label.y:.1f}" {attrs}>{escape(label.lines[0])}</text>'
    spans = "".join(f'<tspan x="{label.x:.1f}" dy="{0 if i == 0 else label.size * 1.1:.1f}">{escape(line)}'
                    f"</tspan>" for i, line in enumerate(label.lines))
    return f'<text x="{label.x:.1f}" y="{label.y:.1f}" {attrs}>{spans}</text>'


@dataclass
class Layout:
    """Where everything goes: computed once, drawn into the page's map and the full-size file alike."""

    areas: dict[str, Area]
    city_labels: dict[str, Label]
    place_labels: dict[str, Label]
    inset: list[str]           # the areas too small for their name, drawn enlarged (with their sectors)
    inset_box: Box | None
    inset_scale: float
    inset_origin: Point        # the map point drawn at `inset_shift` in the inset
    inset_shift: Point
    inset_labels: dict[str, Label]   # the names in the inset: of the areas and of the sectors
    inset_notes: dict[str, Label]    # under a sector's name, its supplier's
    inset_leaders: dict[str, tuple[Point, Point]]  # from a sector's name to a point inside the sector


LEGEND_BOX: Box = (8.0, 8.0, 236.0, 112.0)
INSET_NAME, SECTOR_NOTE = 13.0, 9.0  # text sizes in the inset (a sector's name: SECTOR_SIZE, bold)
INSET_HEIGHT, INSET_WIDTH = 125.0, 200.0  # at most, for the enlarged shapes


_LAYOUTS: list[tuple[Rules, tuple[str, ...], Layout]] = []


def layout(rules: Rules, name: Namer) -> Layout:
    """Where everything goes for these rules and names; the page's map and the full-size file of one
    language share it (the same rules object and the same names give the same layout)."""
    names = tuple(name("city", c) for c in rules.cities) + tuple(name("province", p) for p in rules.provinces) + \
        tuple(name("country", c) for c in rules.countries) + \
        tuple(name("sector", s.id) for p in rules.provinces.values() for s in p.sectors)
    for seen, seen_names, done in _LAYOUTS:
        if seen is rules and seen_names == names:
            return done
    done = _layout(rules, name)
    _LAYOUTS[:] = [*_LAYOUTS[-3:], (rules, names, done)]
    return done


def centroid(points: Sequence[Point]) -> Point:
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def inner_point(points: Sequence[Point]) -> Point:
    """A point inside a shape: its centroid when that lies inside, else the inside point of a fine grid
    nearest to it (a concave shape)."""
    c = centroid(points)
    if inside(c, points):
        return c
    x0, y0, x1, y1 = bbox(points)
    grid = [(x0 + (x1 - x0) * i / 24, y0 + (y1 - y0) * j / 24) for i in range(1, 24) for j in range(1, 24)]
    return min((g for g in grid if inside(g, points)), key=lambda g: math.dist(g, c), default=c)


def _inset_layout(rules: Rules, name: Namer, drawn: Mapping[str, Area], small: list[str]) -> \
        tuple[list[str], Box, float, Point, Point, dict[str, Label], dict[str, Label], dict[str, tuple[Point, Point]]]:
    """The small areas enlarged in a box at the top right: their names in a row above them (a name on the
    left half ends over it, one on the right half starts there), their sectors drawn over them, each
    sector named beside the box's shapes on its own side with its supplier under it and a leader line."""
    shapes = [pid for pid in small if drawn[pid].kind != "sector"]
    sectors = [a.id for a in drawn.values() if a.kind == "sector" and a.within in shapes]
    bx = bbox(p for pid in shapes for p in drawn[pid].points)
    scale = min(INSET_WIDTH / max(bx[2] - bx[0], 1), INSET_HEIGHT / max(bx[3] - bx[1], 1))
    w = (bx[2] - bx[0]) * scale

    def local(p: Point) -> Point:
        return ((p[0] - bx[0]) * scale, (p[1] - bx[1]) * scale)

    labels: dict[str, Label] = {}
    notes: dict[str, Label] = {}
    leaders: dict[str, tuple[Point, Point]] = {}
    for pid in shapes:
        box = bbox(local(p) for p in drawn[pid].points)
        left = (box[0] + box[2]) / 2 < w / 2
        x = min(box[2], w / 2) - 3 if left else max(box[0], w / 2) + 3
        anchor = "end" if left else "start"
        y = -8.0
        labels[pid] = Label((name(drawn[pid].kind, pid),), x, y, anchor, INSET_NAME,
                            label_box([name(drawn[pid].kind, pid)], x, y, anchor, INSET_NAME, True))
    # Sector names, each side's stacked top to bottom in the order of their sectors' heights.
    spots = {sid: local(inner_point(drawn[sid].points)) for sid in sectors}
    step = SECTOR_SIZE * 0.8 + SECTOR_NOTE * 1.15 + 6
    for left in (True, False):
        here = sorted((sid for sid in sectors if (spots[sid][0] < w / 2) == left), key=lambda s: spots[s][1])
        ys: list[float] = []
        for sid in here:
            want = spots[sid][1] - SECTOR_NOTE * 0.3
            ys.append(max(want, ys[-1] + step + SECTOR_NOTE * 0.5) if ys else want)
        if ys and ys[-1] + SECTOR_NOTE * 1.2 > (bx[3] - bx[1]) * scale:
            ys = [y - (ys[-1] + SECTOR_NOTE * 1.2 - (bx[3] - bx[1]) * scale) for y in ys]
        x = -14.0 if left else w + 14
        anchor = "end" if left else "start"
        for sid, y in zip(here, ys, strict=True):
            supplier = rules.provinces[drawn[sid].within or ""].sectors
            note = "← " + name("province", next(s.supplier for s in supplier if s.id == sid))
            labels[sid] = Label((name("sector", sid),), x, y, anchor, SECTOR_SIZE,
                                label_box([name("sector", sid)], x, y, anchor, SECTOR_SIZE, True))
            ny = y + SECTOR_NOTE * 1.15
            notes[sid] = Label((note,), x, ny, anchor, SECTOR_NOTE, label_box([note], x, ny, anchor, SECTOR_NOTE, False))
            leaders[sid] = ((x + (4 if left else -4), y + SECTOR_NOTE * 0.3), spots[sid])
    content = bbox([(0.0, 0.0), (w, (bx[3] - bx[1]) * scale),
                    *(c for lab in [*labels.values(), *notes.values()] for c in (lab.box[:2], lab.box[2:]))])
    width, height = content[2] - content[0] + 16, content[3] - content[1] + 16
    box = (MAP_W - 8 - width, 8.0, MAP_W - 8, 8 + height)
    sx, sy = box[0] + 8 - content[0], box[1] + 8 - content[1]

    def moved(lab: Label) -> Label:
        b = lab.box
        return Label(lab.lines, lab.x + sx, lab.y + sy, lab.anchor, lab.size, (b[0] + sx, b[1] + sy, b[2] + sx, b[3] + sy))

    labels = {k: moved(v) for k, v in labels.items()}
    notes = {k: moved(v) for k, v in notes.items()}
    leaders = {k: ((a[0] + sx, a[1] + sy), (b[0] + sx, b[1] + sy)) for k, (a, b) in leaders.items()}
    return [*shapes, *sectors], box, scale, (bx[0], bx[1]), (sx, sy), labels, notes, leaders


def _layout(rules: Rules, name: Namer) -> Layout:
    """Place the inset, the cities' names and the places' names."""
    drawn = areas(rules)
    segments = [(city_point(rules, c.ends[0]), city_point(rules, c.ends[1])) for c in rules.connections.values()]
    # Areas too small to hold their own name are shown enlarged too, with their sectors.
    probe = Placer((0, 0, MAP_W, MAP_H), [], [])
    small = [a.id for a in drawn.values() if a.kind != "sector"
             and not any(probe.place(lines, a.points, centroid(a.points), keep=False)
                         for lines in split_name(name(a.kind, a.id)))]
    reserved = [LEGEND_BOX]
    inset: list[str] = []
    inset_box, scale, origin, shift = None, 1.0, (0.0, 0.0), (0.0, 0.0)
    inset_labels: dict[str, Label] = {}
    notes: dict[str, Label] = {}
    leaders: dict[str, tuple[Point, Point]] = {}
    if small:
        inset, inset_box, scale, origin, shift, inset_labels, notes, leaders = _inset_layout(rules, name, drawn, small)
        bx = bbox(p for pid in small for p in drawn[pid].points)
        reserved += [inset_box, (bx[0] - 4, bx[1] - 4, bx[2] + 4, bx[3] + 4)]  # and the frame where they lie
    markers = [marker_box(rules, c) for c in rules.cities]
    placer = Placer((2, 2, MAP_W - 2, MAP_H - 2), markers, segments)
    placer.taken.extend(reserved)
    # Cities: the most crowded first, so they get the best spots.

    def crowd(cid: str) -> float:
        x, y = city_point(rules, cid)
        return -sum(1 for o in rules.cities if o != cid and math.hypot(*(a - b for a, b in
                                                                          zip(city_point(rules, o), (x, y),
                                                                              strict=True))) < 60)

    city_labels: dict[str, Label] = {}
    for cid in sorted(rules.cities, key=lambda c: (crowd(c), c)):
        x, y = city_point(rules, cid)
        label = placer.city(name("city", cid), x, y, marker_radius(rules.cities[cid].mark))
        if label is not None:
            city_labels[cid] = label
    place_labels: dict[str, Label] = {}
    for a in drawn.values():
        if a.id in inset:
            continue
        at = rules.provinces[a.id].at if a.kind == "province" else None
        near = (at[0] * CX, at[1] * CY) if at else centroid(a.points)
        for lines in split_name(name(a.kind, a.id)):
            label = placer.place(lines, a.points, near, size=SECTOR_SIZE if a.kind == "sector" else PLACE_SIZE)
            if label is not None:
                place_labels[a.id] = label
                break
    return Layout(drawn, city_labels, place_labels, inset, inset_box, scale, origin, shift, inset_labels, notes,
                  leaders)


def _to_inset(p: Point, lay: Layout) -> Point:
    return ((p[0] - lay.inset_origin[0]) * lay.inset_scale + lay.inset_shift[0],
            (p[1] - lay.inset_origin[1]) * lay.inset_scale + lay.inset_shift[1])


def _style() -> str:
    """The map's own style sheet: the chosen and the focused area, and the dark scheme, which the
    page's switch turns on (Material's `data-md-color-scheme="slate"`) and which the full-size file
    follows from the reader's system setting. Light colours are the drawing's own attributes, so the
    file reads without any style too; a style rule wins over an attribute."""
    dark = {
        ".wsdv-map-ground": f"fill:{DARK_GROUND}",
        ".wsdv-area path": f"fill:var(--dark);stroke:{DARK_EDGE}",
        ".wsdv-side-border": f"stroke:{DARK_INK}",
        ".wsdv-map-bed": f"stroke:{DARK_EDGE}",
        ".wsdv-map-line": f"stroke:{DARK_LINE}",
        ".wsdv-map-label": f"fill:var(--dark,{DARK_INK});stroke:{DARK_EDGE}",
        ".wsdv-mark-ring": f"fill:{DARK_GROUND};stroke:{DARK_INK}",
        ".wsdv-map-panel": f"fill:{DARK_PANEL};stroke:{DARK_RULE}",
        ".wsdv-map-rule": f"stroke:{DARK_RULE}",
        ".wsdv-map-text": f"fill:{DARK_INK}",
        ".wsdv-area-mark": f"stroke:{DARK_CHOSEN}",
        ".wsdv-area-mark.is-focused": f"stroke:{DARK_FOCUS}",
        ".wsdv-area:hover path,.wsdv-area:focus-visible path": f"stroke:{DARK_FOCUS}",
        ".wsdv-hatch": f"stroke:{DARK_CHOSEN}",
    }
    page = "[data-md-color-scheme=slate] svg.wsdv-boardmap-svg "
    alone = "svg.wsdv-boardmap-svg:root "
    # Connections and the border between the sides lie over the areas but do nothing when clicked: a
    # click on them goes through to the area underneath (a reader aims at the province, not the line).
    rules = [".wsdv-area{cursor:pointer}.wsdv-area:focus{outline:none}",
             ".connection,.wsdv-side-border{pointer-events:none}",
             f".wsdv-area:hover path,.wsdv-area:focus-visible path{{stroke:{FOCUS};stroke-width:3}}",
             ".wsdv-area-mark.is-chosen,.wsdv-area-mark.is-focused{visibility:visible}",
             f".wsdv-area-mark.is-focused{{fill:none;stroke:{FOCUS};stroke-dasharray:none;stroke-width:4.5}}",
             ".wsdv-area-mark.is-chosen.is-focused{stroke-dasharray:9 4}"]
    def under(prefix: str) -> str:
        return "".join(",".join(prefix + s for s in sel.split(",")) + f"{{{decl}}}" for sel, decl in dark.items())

    rules.append(under(page))
    rules.append(f"@media (prefers-color-scheme: dark){{{under(alone)}}}")
    return f'<style>{"".join(rules)}</style>'


def _hatch(ident: str) -> str:
    """The chosen area's hatching: thin diagonal lines over its own colour (so the choice shows without
    telling colours apart)."""
    return (f'<defs><pattern id="{ident}-hatch" width="7" height="7" patternUnits="userSpaceOnUse" '
            f'patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="7" stroke="{CHOSEN}" stroke-width="2.2" '
            f'class="wsdv-hatch"/></pattern></defs>')


def map_svg(rules: Rules, name: Namer, words: MapText, link: str = "#place-", ident: str = "wsdv-map") -> str:
    """The map as SVG. `link` is what an area links to, followed by its id: the page's own list when
    the map is inlined in its page, the page's address from the full-size file."""
    lay = layout(rules, name)
    drawn = lay.areas
    tint = tints({k: a for k, a in drawn.items() if a.kind != "sector"})
    tint.update(tints({k: a for k, a in drawn.items() if a.kind == "sector"}))
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-boardmap-svg" viewBox="0 0 {MAP_W:g} {MAP_H:g}" '
        f'role="group" aria-labelledby="{ident}-title {ident}-desc">',
        f'<title id="{ident}-title">{escape(words.title)}</title><desc id="{ident}-desc">{escape(words.desc)}</desc>',
        _style(), _hatch(ident),
        f'<rect width="{MAP_W:g}" height="{MAP_H:g}" fill="#f4f1e8" class="wsdv-map-ground"/>',
    ]

    def colour_of(a: Area) -> str:
        return area_colour(rules, a)

    def area_link(a: Area, points: Sequence[Point], cls: str) -> str:
        fill, dark = area_fills(rules, a, tint)
        label = name(a.kind, a.id)
        return (f'<a href={quoteattr(link + a.id)} class="wsdv-area {cls}" data-id={quoteattr(a.id)} '
                f'data-kind={quoteattr(a.kind)} aria-label="{escape(label)}"><title>{escape(label)}</title>'
                f'<path d="{_path(points)}" fill="{fill}" stroke="#ffffff" stroke-width="1.6" '
                f'stroke-linejoin="round" style="--dark:{dark}"/></a>')

    def marks(shapes: Iterable[tuple[Area, Sequence[Point]]]) -> str:
        """Over the areas, the outline and hatching that show the chosen (or focused) one: hidden until
        the page's script marks one, drawn over every neighbour so no part of it is covered."""
        return "".join(f'<path class="wsdv-area-mark" data-of={quoteattr(a.id)} d="{_path(points)}" '
                       f'fill="url(#{ident}-hatch)" fill-opacity="0.5" stroke="{CHOSEN}" stroke-width="4" '
                       f'stroke-dasharray="9 4" stroke-linejoin="round" visibility="hidden" pointer-events="none"/>'
                       for a, points in shapes)

    def place_colour(a: Area) -> tuple[str, str]:
        colour = colour_of(a)
        return shaded(colour, LABEL_SHADE), tinted(colour, DARK_LABEL_TINT)

    main = [a for a in drawn.values() if a.id not in lay.inset or a.kind != "sector"]
    # Areas (countries first, so a province's border is drawn over them; sectors over their province),
    # then the borders between sides.
    for a in sorted(main, key=lambda a: (a.kind != "country", a.kind == "sector", a.id in lay.inset)):
        out.append(area_link(a, a.points, "wsdv-area-main"))
    out.append(side_borders(drawn))
    out.append(marks((a, a.points) for a in main))
    # Connections: a white bed, then one or more blue lines side by side.
    for conn in rules.connections.values():
        (x1, y1), (x2, y2) = (city_point(rules, e) for e in conn.ends)
        length = math.hypot(x2 - x1, y2 - y1) or 1
        nx, ny = -(y2 - y1) / length, (x2 - x1) / length
        out.append(f'<g class="connection" data-lines="{conn.lines}">'
                   f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#ffffff" '
                   f'stroke-width="{2 + 4 * conn.lines}" stroke-opacity="0.55" class="wsdv-map-bed"/>')
        for i in range(conn.lines):
            off = (i - (conn.lines - 1) / 2) * 4
            out.append(f'<line x1="{x1 + nx * off:.1f}" y1="{y1 + ny * off:.1f}" x2="{x2 + nx * off:.1f}" '
                       f'y2="{y2 + ny * off:.1f}" stroke="{PALETTE["blue"]}" stroke-width="2" class="wsdv-map-line"/>')
        out.append("</g>")
    # Names of the places, then the cities over them.
    for pid, label in lay.place_labels.items():
        light, dark = place_colour(drawn[pid])
        out.append(_text(label, light, "bold", "wsdv-place-label", pid, dark))
    for cid in rules.cities:
        x, y = city_point(rules, cid)
        c = rules.cities[cid]
        out.append(f'<g class="city" data-id={quoteattr(cid)} data-mark={quoteattr(c.mark or "")}>'
                   + city_marker(rules, cid, x, y) + "</g>")
    for cid, label in lay.city_labels.items():
        out.append(_text(label, INK, "normal", "wsdv-city-label", cid))
    if lay.inset_box is not None:
        out.append(_inset(rules, lay, area_link, marks, place_colour, link))
    out.append(_legend(words.legend, rules))
    out.append("</svg>")
    return "".join(out)


def _inset(rules: Rules, lay: Layout, area_link: Callable[[Area, Sequence[Point], str], str],
           marks: Callable[[Iterable[tuple[Area, Sequence[Point]]]], str],
           place_colour: Callable[[Area], tuple[str, str]], link: str) -> str:
    """The small areas enlarged in a framed box, with a line from where they lie on the map; their
    sectors over them, each named beside the shapes with its supplier; every name a link too."""
    box = lay.inset_box
    assert box is not None
    shapes = [pid for pid in lay.inset if lay.areas[pid].kind != "sector"]
    real = bbox(p for pid in shapes for p in lay.areas[pid].points)
    out = [f'<g class="wsdv-inset"><rect x="{real[0] - 3:.1f}" y="{real[1] - 3:.1f}" '
           f'width="{real[2] - real[0] + 6:.1f}" height="{real[3] - real[1] + 6:.1f}" fill="none" stroke="{INK}" '
           f'stroke-width="1" stroke-dasharray="3 2" class="wsdv-map-rule"/>',
           f'<line x1="{(real[0] + real[2]) / 2:.1f}" y1="{real[1] - 3:.1f}" x2="{(box[0] + box[2]) / 2:.1f}" '
           f'y2="{box[3]:.1f}" stroke="{INK}" stroke-width="1" stroke-dasharray="3 2" class="wsdv-map-rule"/>',
           f'<rect x="{box[0]:.1f}" y="{box[1]:.1f}" width="{box[2] - box[0]:.1f}" height="{box[3] - box[1]:.1f}" '
           f'rx="6" fill="#ffffff" stroke="{INK}" stroke-width="1" class="wsdv-map-panel"/>']
    enlarged = {pid: Area(pid, lay.areas[pid].kind, lay.areas[pid].side,
                          tuple(_to_inset(p, lay) for p in lay.areas[pid].points), True, lay.areas[pid].within)
                for pid in lay.inset}
    for pid in lay.inset:  # the shapes first, then their sectors over them
        out.append(area_link(lay.areas[pid], enlarged[pid].points, "wsdv-area-inset"))
    provinces = {pid: a for pid, a in enlarged.items() if a.kind != "sector"}
    for pair, segs in shared_borders(provinces).items():
        if len({provinces[p].side for p in pair}) == 2:
            for p, q in segs:
                out.append(f'<line x1="{p[0]:.1f}" y1="{p[1]:.1f}" x2="{q[0]:.1f}" y2="{q[1]:.1f}" stroke="{INK}" '
                           f'stroke-width="2.6" stroke-linecap="round" class="wsdv-side-border"/>')
    out.append(marks((lay.areas[pid], a.points) for pid, a in enlarged.items()))
    for c in rules.cities.values():
        if any(pid in c.provinces for pid in shapes):
            x, y = _to_inset(city_point(rules, c.id), lay)
            out.append(f'<g class="city-inset" data-id={quoteattr(c.id)}>{city_marker(rules, c.id, x, y, 0.8)}</g>')
    for pid, label in lay.inset_labels.items():
        a = lay.areas[pid]
        light, dark = place_colour(a)
        parts = []
        if pid in lay.inset_leaders:
            (x1, y1), (x2, y2) = lay.inset_leaders[pid]
            parts.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{INK}" '
                         f'stroke-width="0.8" class="wsdv-map-rule"/><circle cx="{x2:.1f}" cy="{y2:.1f}" r="1.8" '
                         f'fill="{INK}" class="wsdv-map-text"/>')
        parts.append(_text(label, light, "bold", "wsdv-place-label", pid, dark))
        if pid in lay.inset_notes:
            parts.append(_text(lay.inset_notes[pid], INK, "normal", "wsdv-sector-note", pid))
        out.append(f'<a href={quoteattr(link + pid)} class="wsdv-area-name" data-id={quoteattr(pid)} '
                   f'tabindex="-1">{"".join(parts)}</a>')
    out.append("</g>")
    return "".join(out)


def _legend(legend: Mapping[str, str], rules: Rules) -> str:
    x0, y0, x1, y1 = LEGEND_BOX
    out = [f'<g class="legend"><rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="6" fill="#ffffff" '
           f'fill-opacity="0.92" stroke="{INK}" stroke-width="0.6" class="wsdv-map-panel"/>']
    x, y = x0 + 16, y0 + 18
    rows = [("city", None), ("setup", "setup"), ("special", "special"), ("lines", None)]
    for key, mark in rows:
        if key == "lines":
            out.append(f'<line x1="{x - 10}" y1="{y - 2}" x2="{x + 10}" y2="{y - 2}" stroke="{PALETTE["blue"]}" '
                       f'stroke-width="2" class="wsdv-map-line"/><line x1="{x - 10}" y1="{y + 2}" x2="{x + 10}" '
                       f'y2="{y + 2}" stroke="{PALETTE["blue"]}" stroke-width="2" class="wsdv-map-line"/>')
        else:
            if mark == "setup":
                out.append(f'<circle cx="{x}" cy="{y}" r="10" fill="#ffffff" stroke="{INK}" stroke-width="2" '
                           f'stroke-dasharray="4 2" class="wsdv-mark-ring"/>')
            if mark == "special":
                out.append(f'<rect x="{x - 8}" y="{y - 8}" width="16" height="16" fill="{PALETTE["purple"]}" '
                           f'transform="rotate(45 {x} {y})"/>')
            out.append(f'<circle cx="{x}" cy="{y}" r="5.5" fill="#ffffff" stroke="{INK}" stroke-width="1.6"/>')
        out.append(f'<text x="{x + 18}" y="{y + 4}" font-size="11" font-family="{FONT}" fill="{INK}" '
                   f'class="wsdv-map-text wsdv-legend-text">{escape(legend[key])}</text>')
        y += 24
    out.append("</g>")
    return "".join(out)
