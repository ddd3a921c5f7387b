"""Icons drawn as the content says: each icon's `pictogram` (content/pictograms.wsdv) made of shapes.

The drawing of an icon is content, like its meaning: a `pictogram ICON { ... }` lists paths,
circles and `use`s of shared `figure`s on a 64 by 64 grid, so a designer changes how an icon
looks by editing a content file, and nothing here knows an icon, a figure or a side by name.
One icon targeting one side is always the same markup (`symbol`): the icons page, the card
faces, the tracks and the card text place that same group, moved and scaled from outside, so
the pictures can be compared byte for byte (tests/site/test_pictograms.py does). No text is
ever drawn into a pictogram: it says the same in every language.

An icon without a pictogram (new content that has not drawn one yet; `wsdv check` warns about it)
is drawn as an empty dashed disc in its colour: visibly unfinished, never a made-up mark.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from ..rules.model import Rules
from ..words.markup import text as escape

# The pictogram palette (the colour names of the path, circle and use schemas).
COLOURS = {
    "ink": "#1d1d1f", "paper": "#fbf8f0", "white": "#ffffff", "yellow": "#f2c230", "red": "#c63a2f",
    "darkred": "#8e1b17", "pink": "#ec9fbd", "green": "#3f9d5d", "blue": "#2f6fd0", "lightblue": "#8fb8f0",
    "darkblue": "#1d4a94", "grey": "#9aa0a6", "neutral": "#9aa0a6", "none": "none",
}
GRID = 64  # the pictograms' drawing grid, 64 by 64
ARROW = 22  # the width of one arrow drawn beside an arrow icon's mark, in grid units


def _attr(value: object) -> str:
    """An id or path data as an attribute value (letters, digits, `_`, spaces and punctuation of
    path data; anything else is escaped for XML all the same)."""
    return html.escape(str(value), quote=True)


def _colour(name: str | None, side_colour: str) -> str | None:
    if name is None:
        return None
    if name == "side":
        return side_colour
    return COLOURS.get(name, COLOURS["neutral"])


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


class Pictograms:
    """The pictograms of one compiled rule set."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.figures: dict[str, Mapping] = rules.of_kind("figure")
        self.pictograms: dict[str, Mapping] = rules.of_kind("pictogram")
        self.icons: dict[str, Mapping] = rules.of_kind("icon")
        self._symbols: dict[tuple[str, str | None], str] = {}

    # ------------------------------------------------------------------------------ colours
    def side_colour(self, icon: str, side: str | None) -> str:
        """The colour of an icon's `side` parts: its side's colour, else its own printed colour."""
        if side is not None and side in self.rules.sides:
            return COLOURS.get(self.rules.sides[side].colour, COLOURS["neutral"])
        own = self.icons.get(icon, {}).get("colour")
        return COLOURS.get(own or "neutral", COLOURS["neutral"])

    def is_arrow(self, icon: str) -> bool:
        return self.icons.get(icon, {}).get("arrow") == "yes"

    def has(self, icon: str) -> bool:
        return icon in self.pictograms

    def sides(self, icon: str) -> list[str | None]:
        """The sides an icon may target, each drawn in its colour (its first parameter is `side`), or
        [None] for an icon of one fixed colour."""
        params = [p.get("name") for p in self.icons.get(icon, {}).get("params", ()) if isinstance(p, Mapping)]
        return list(self.rules.sides) if params[:1] == ["side"] else [None]

    # ------------------------------------------------------------------------------ shapes
    def _shapes(self, items: Any, side_colour: str) -> str:
        out: list[str] = []
        for item in items or ():
            kind = item.get("kind")
            fill = _colour(item.get("fill"), side_colour)
            stroke = _colour(item.get("stroke"), side_colour)
            paint = f' fill="{fill or "none"}"'
            if stroke and stroke != "none":
                paint += f' stroke="{stroke}" stroke-width="{item.get("width", 1)}"'
            if kind == "path":
                out.append(f'<path d="{_attr(item["id"])}"{paint}/>')
            elif kind == "circle":
                x, y = item["at"]
                out.append(f'<circle cx="{x}" cy="{y}" r="{item["id"]}"{paint}/>')
            elif kind == "use":
                figure = self.figures[item["id"]]
                transform = []
                dx, dy = item.get("at", (0, 0))
                if dx or dy:
                    transform.append(f"translate({dx} {dy})")
                if "scale" in item:
                    transform.append(f"scale({_num(item['scale'] / 100)})")
                if item.get("mirror") == "yes":
                    transform.append(f"translate({GRID} 0) scale(-1 1)")
                inner = self._shapes(figure.get("body"), _colour(item.get("fill"), side_colour) or side_colour)
                out.append(f'<g transform="{" ".join(transform)}">{inner}</g>' if transform else inner)
        return "".join(out)

    def symbol(self, icon: str, side: str | None = None) -> str:
        """The icon's pictogram for one side, on the 64 by 64 grid: the same markup wherever it is drawn."""
        key = (icon, side)
        if key not in self._symbols:
            colour = self.side_colour(icon, side)
            picture = self.pictograms.get(icon)
            if picture is None:
                body = (f'<circle cx="32" cy="32" r="29" fill="{colour}" fill-opacity="0.5" stroke="{COLOURS["ink"]}" '
                        f'stroke-width="2" stroke-dasharray="6 4"/>')
            else:
                body = self._shapes(picture.get("body"), colour)
            side_attr = f' data-side="{_attr(side)}"' if side else ""
            self._symbols[key] = (f'<g class="pictogram" data-icon="{_attr(icon)}"{side_attr} stroke-linecap="round" '
                                  f'stroke-linejoin="round">{body}</g>')
        return self._symbols[key]

    def crest(self, side: str) -> str | None:
        """A side's crest (its `crest` figure) on the 64 by 64 grid, or None if the side names none."""
        figure = self.rules.definitions.get(("side", side), {}).get("crest")
        if figure is None or figure not in self.figures:
            return None
        return (f'<g class="crest" data-side="{_attr(side)}" stroke-linecap="round" stroke-linejoin="round">'
                + self._shapes(self.figures[figure].get("body"), self.side_colour("", side)) + "</g>")

    def arrows(self, side: str, steps: int) -> tuple[str, float, float]:
        """An arrow icon's arrows toward `side`: (markup, left extent, right extent) in grid units around
        the mark. Toward the first side the content declares they sit on the left, pointing left
        (where that side's end of the tracks is), toward the other on the right, as the cards print them."""
        left = side == next(iter(self.rules.sides), None)
        fill = self.side_colour("", side)
        out = []
        for i in range(steps):
            if left:
                x1 = -4 - i * ARROW
                points = f"{x1} 20 {x1} 44 {x1 - ARROW + 4} 32"
            else:
                x1 = GRID + 4 + i * ARROW
                points = f"{x1} 20 {x1} 44 {x1 + ARROW - 4} 32"
            out.append(f'<polygon class="arrow" points="{points}" fill="{fill}" stroke="{COLOURS["ink"]}" '
                       'stroke-width="2" stroke-linejoin="round"/>')
        extent = steps * ARROW + 4
        return "".join(out), (extent if left else 0), (0 if left else extent)

    # ------------------------------------------------------------------------------ placing
    def place(self, icon: str, x: float, y: float, r: float, side: str | None = None,
              crest: str | None = None, steps: int = 0) -> str:
        """The pictogram centred on (x, y), `r` wide either side of its centre, with the crest of the
        side that decides it at its upper left and, for an arrow icon, `steps` arrows toward `side`."""
        scale = r / (GRID / 2)
        inner = self.symbol(icon, side)
        if steps and side is not None:
            inner += self.arrows(side, steps)[0]
        if crest is not None:
            mark = self.crest(crest)
            if mark is not None:
                inner += f'<g transform="translate(-8 -8) scale(0.5)">{mark}</g>'
        return (f'<g class="icon" data-icon="{_attr(icon)}" transform="translate({_num(x - r)} {_num(y - r)}) '
                f'scale({_num(scale)})">{inner}</g>')

    def svg(self, icon: str, title: str, side: str | None = None, steps: int = 0, size: int = 64,
            cls: str = "wsdv-icon") -> str:
        """The pictogram alone as an <svg> (icons page, card text), with its name for screen readers."""
        left = right = 0.0
        inner = self.symbol(icon, side)
        if steps and side is not None:
            drawn, left, right = self.arrows(side, steps)
            inner += drawn
        width = GRID + left + right
        label = escape(title)
        return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" viewBox="{_num(-left) if left else 0} 0 {_num(width)} {GRID}" '
                f'width="{_num(size * width / GRID)}" height="{size}" role="img" aria-label="{label}">'
                f'<title>{label}</title>{inner}</svg>')


_LAST: list[tuple[Rules, Pictograms]] = []


def for_rules(rules: Rules) -> Pictograms:
    """The pictograms of these rules, made once per rule set a build draws from (the site draws
    hundreds of cards from one)."""
    if _LAST and _LAST[0][0] is rules:
        return _LAST[0][1]
    made = Pictograms(rules)
    _LAST[:] = [(rules, made)]
    return made
