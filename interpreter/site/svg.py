"""The project's own drawings, as SVG text: icons, card faces and the tracks (the map: boardmap.py).

Everything is drawn from the content: colours from the sides and tracks, places from the
board coordinates (`at x, y`, percent of the board), icons as the pictograms the content draws
for them (`pictogram` declarations, see pictograms.py), never as letters. No artwork of the
publisher is used. The output is plain, well-formed SVG (the tests parse every file), with a <title> for screen readers. Every
text is written with character references for the characters XML or Markdown give a meaning
to (`markup.text`), so a drawing stays inert inlined into a Markdown page as well as on its own.

Every text names the site's own font first (`FONT`: Roboto, which palette.css serves with @font-face), then
the reader's sans-serif. A drawing inlined in a page (the map, the tracks, the icons) is part of the page,
so its text is set in the served Roboto. A drawing shown through <img> (the card faces, the card guide) or
opened on its own (the full-size map) is an image, which a browser does not let fetch anything, fonts
included: it uses Roboto where the reader's system has it (every Android phone) and the system's
sans-serif elsewhere. That is why the faces are not inlined for their font: an <img> keeps the page light
(the gallery shows every card) and the file is the face's full-size view; the wrapping of a face's text
counts characters on the wide side, so it fits in either font.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import Any

from ..rules.model import Rules, Track
from ..words.l10n.numbers import signed, whole
from ..words.markup import text as escape
from .carddata import CardView
from .contrast import text_on
from .pictograms import for_rules

PALETTE = {
    "yellow": "#f2c230", "red": "#c63a2f", "pink": "#ec9fbd", "green": "#3f9d5d", "white": "#ffffff",
    "purple": "#7e4ea3", "blue": "#2f6fd0", "neutral": "#9aa0a6", "dual": "#e07b2a",
}
INK = "#1d1d1f"
FONT = "Roboto, sans-serif"  # the site's served font (palette.css), then the reader's sans-serif
Namer = Callable[[str, Any], str]  # (kind, id) -> name in the page's language ("places": ids, joined)


def quoteattr(value: str) -> str:
    """An id as an attribute value, quoted and escaped for XML (ids are letters, digits and `_`; a text
    in an attribute goes through `escape`, since Markdown reads the attributes of an inline tag too)."""
    return f'"{html.escape(str(value), quote=True)}"'


def colour(name: str | None, default: str = "neutral") -> str:
    return PALETTE.get(name or default, PALETTE[default])


def _svg(width: float, height: float, title: str, body: Iterable[str], cls: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class={quoteattr(cls)} viewBox="0 0 {width:g} {height:g}" '
            f'role="img" aria-label="{escape(title)}"><title>{escape(title)}</title>' + "".join(body) + "</svg>")


HALO = ' stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke"'


def _t(x: float, y: float, text: str, size: float = 10, anchor: str = "middle", weight: str = "normal",
       fill: str = INK, extra: str = "") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}" font-family="{FONT}"{extra}>{escape(text)}</text>')


def _side_colour(rules: Rules | None, side: str | None, fallback: str | None = None) -> str:
    if rules is not None and side is not None and side in rules.sides:
        return colour(rules.sides[side].colour)
    return colour(side or fallback)


# ---------------------------------------------------------------------------------------- cards

CARD_W, CARD_H = 250, 350


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + ([line] if line else [])


# The card text shrinks to fit, then the card grows: it is never cut. The smallest size reads at 9 CSS
# pixels where the face is 375 pixels wide (a card page on a phone, where the face spans the screen).
TEXT_SIZES = (7.5, 7.0, 6.5, 6.0)


def _fit_text(text: str, room: float) -> tuple[float, list[str]]:
    """The largest size at which the card text fits in `room` (its lines), else the smallest size."""
    for size in TEXT_SIZES:
        lines = _wrap(text, int(44 * TEXT_SIZES[0] / size))
        if len(lines) * size * 1.35 <= room:
            return size, lines
    size = TEXT_SIZES[-1]
    return size, _wrap(text, int(44 * TEXT_SIZES[0] / size))


def card_svg(card: CardView, name: Namer, rules: Rules | None, title: str, text: str = "",
             subtitle: str | None = None, anchors: dict[str, tuple[float, float]] | None = None) -> str:
    """A card face: background in its colour, value boxes, corner icons, the printed title, the year and
    the title in the reader's language (`subtitle`), event rows with their restriction lines, the generated
    card text, track arrows and the number at the foot. Nothing is cut: long texts wrap and shrink, and
    the card grows when even the smallest text does not fit."""
    body: list[str] = []
    spots: dict[str, tuple[float, float]] = {} if anchors is None else anchors  # where each part is drawn
    spots["value"] = (14, 28)
    # Value boxes (top left): one black numeral, or West's box over East's; a special card's numeral.
    owner = card.triggered_by[0] if len(card.triggered_by) == 1 else None
    crest = for_rules(rules).crest(owner) if rules is not None and owner is not None else None
    if card.special and crest is not None:  # the crest of the only side that may take it, with the numeral
        body.append(f'<g class="card-crest" transform="translate(12 8) scale(0.69)">{crest}</g>')
        body.append(_t(34, 36, card.decade, size=16, weight="bold", fill="#ffffff", extra=' stroke="#1d1d1f" '
                       'stroke-width="3" paint-order="stroke" class="card-numeral"'))
    elif card.special:
        body.append(f'<circle cx="34" cy="30" r="20" fill="{PALETTE["red"]}" stroke="{INK}" stroke-width="1.5" '
                    'class="value-box"/>')
        body.append(_t(34, 36, card.decade, size=16, weight="bold", fill=text_on(PALETTE["red"])))
    elif len(card.values) == 2:
        sides = card.box_sides or (tuple(rules.sides)[:2] if rules is not None else ("", ""))
        for i, (v, side) in enumerate(zip(card.values, sides, strict=True)):
            box = _side_colour(rules, side)
            body.append(f'<rect x="14" y="{8 + i * 22}" width="28" height="20" rx="3" '
                        f'fill="{box}" stroke="{INK}" class="value-box"/>')
            body.append(_t(28, 24 + i * 22, str(v), size=15, weight="bold", fill=text_on(box)))  # WCAG AA
    elif card.values:
        body.append(f'<rect x="14" y="10" width="30" height="34" rx="4" fill="#ffffff" stroke="{INK}" class="value-box"/>')
        body.append(_t(29, 36, str(card.values[0]), size=24, weight="bold", fill=text_on("#ffffff")))
    # Corner icons (top right).
    for i, icon in enumerate(card.corner):
        if rules is not None:
            body.append(for_rules(rules).place(icon, CARD_W - 30 - i * 32, 30, 15))
            spots.setdefault("corner", (CARD_W - 30 - i * 32, 30))
    # Titles and year.
    title_fill = PALETTE["red"] if card.colour == "dual" else INK
    y: float = 76
    first = (_wrap(card.printed_title, 26) or [""])[0]
    spots["title"] = (CARD_W / 2 - len(first) * 4.2 - 4, y - 5)
    for line in _wrap(card.printed_title, 26):
        body.append(_t(CARD_W / 2, y, line, size=14, weight="bold", fill=title_fill))
        y += 16
    if card.year:
        spots["year"] = (CARD_W / 2 - len(card.year) * 3 - 4, y - 4)
        body.append(_t(CARD_W / 2, y, card.year, size=10, fill=title_fill))
        y += 13
    second = subtitle if subtitle is not None else card.title_en
    if second and second != card.printed_title:
        spots["subtitle"] = (CARD_W / 2 - min(len(second), 34) * 2.6 - 4, y - 4)
        for line in _wrap(second, 34):
            body.append(_t(CARD_W / 2, y, line, size=10, extra=' font-style="italic" class="card-subtitle"',
                           fill=title_fill))
            y += 12
    # Event rows, each with its restriction line under it; an icon printed n times is drawn n times.
    y = max(y + 14, 150)
    pictos = for_rules(rules) if rules is not None else None
    for row in card.rows:
        uses = [use for use in row.icons for _ in range(max(use.n, 1))]
        count = len(uses)
        r = 19 if count <= 3 else 16 if count == 4 else 11
        step = min(2 * r + 8, (CARD_W - 40) / max(count, 1))
        x0 = CARD_W / 2 - step * (count - 1) / 2
        spots.setdefault("rows", (x0 + (count - 1) * step + r, y + r))
        for i, use in enumerate(uses):
            if use.crest:
                spots.setdefault("crest", (x0 + i * step - r * 0.8, y + r * 0.2))
            if pictos is not None:
                body.append(pictos.place(use.icon, x0 + i * step, y + r, r, use.side, use.crest))
        y += 2 * r + 6
        if row.where:
            where = _wrap(name("places", row.where), 40)
            spots.setdefault("where", (CARD_W / 2 + max(map(len, where), default=0) * 2.7 + 4, y + 1))  # its end
            for line in where:
                body.append(_t(CARD_W / 2, y + 4, line, size=9, extra=' font-style="italic"'))
                y += 11
            y += 3
        y += 4
    # The generated text, in the space left above the arrows.
    height = CARD_H
    if text:
        size, lines = _fit_text(text, CARD_H - 62 - y)
        height = max(CARD_H, int(y + len(lines) * size * 1.35 + 62))
        spots["text"] = (CARD_W / 2 - max(len(x) for x in lines) * size * 0.27 - 4, y + size)
        for line in lines:
            y += size * 1.35
            body.append(_t(CARD_W / 2, y, line, size=size, extra=' class="card-text"'))
    # Track arrows: each track's mark (its arrow icon's pictogram) with its arrows, toward the first side
    # the content declares on the left of the mark, toward the other on the right, as printed.
    ay = height - 44
    if card.arrows and pictos is not None:
        r = 13
        unit = r / 32  # grid units to card units
        widths = [2 * r + a.steps * 22 * unit + 4 * unit for a in card.arrows]
        ax = CARD_W / 2 - (sum(widths) + 8 * (len(widths) - 1)) / 2
        spots["arrows"] = (ax + sum(widths) + 8 * (len(widths) - 1) + 4, ay)
        for arrow, width in zip(card.arrows, widths, strict=True):
            left = pictos.arrows(arrow.toward, arrow.steps)[1] * unit
            body.append(pictos.place(arrow.icon, ax + left + r, ay, r, arrow.toward, steps=arrow.steps))
            ax += width + 8
    # The number, on a white badge over the frame below the inner panel: readable on every colour.
    body.append(f'<rect x="{CARD_W / 2 - 18}" y="{height - 23}" width="36" height="18" rx="4" fill="#ffffff" '
                f'stroke="{INK}" stroke-width="1"/>')
    body.append(_t(CARD_W / 2, height - 9.5, card.number, size=12, weight="bold", extra=' class="card-number"'))
    spots["number"] = (CARD_W / 2 - 18, height - 14)
    spots["colour"] = (CARD_W - 8, height / 2)
    spots["size"] = (CARD_W, height)
    background: list[str] = []
    if card.colour == "dual":
        background.append(f'<defs><linearGradient id="dual-{card.slug}" x1="0" y1="0" x2="1" y2="1">'
                          f'<stop offset="0.5" stop-color="{PALETTE["yellow"]}"/>'
                          f'<stop offset="0.5" stop-color="{PALETTE["red"]}"/></linearGradient></defs>')
        bg = f"url(#dual-{card.slug})"
    else:
        bg = colour(card.colour)
    background.append(f'<rect x="2" y="2" width="{CARD_W - 4}" height="{height - 4}" rx="14" fill="{bg}" '
                      f'stroke="{INK}" stroke-width="3"/>')
    background.append(f'<rect x="14" y="54" width="{CARD_W - 28}" height="{height - 78}" rx="8" fill="#fbf8f0" '
                      f'stroke="{INK}" stroke-width="1"/>')
    return _svg(CARD_W, height, title, background + body, "wsdv-card")


# --------------------------------------------------------------------------------------- tracks

def track_svg(track: Track, rules: Rules, name: Namer, title: str, lang: str, numbered_every: int = 1) -> str:
    """A track: one box per space in its zone's colour, the start space outlined, icons underneath.

    Its numbers are written in ``lang``'s writing, a negative one with the minus sign the page's
    sentences give it; `data-space`, which scripts read, keeps the ASCII form."""
    n = track.hi - track.lo + 1
    cell = 44 if n <= 13 else 30
    max_icons = max((len(s.icons) for s in track.spaces.values()), default=0)
    height = 60 + max_icons * 38
    body = []
    for i, number in enumerate(range(track.lo, track.hi + 1)):
        x = 4 + i * cell
        zone = track.zone_at(number)
        fill = colour(zone.colour if zone else None, "white")
        stroke = 3 if number == track.start else 1
        body.append(f'<g class="space" data-space="{number}"><rect x="{x}" y="4" width="{cell - 4}" height="36" '
                    f'rx="4" fill="{fill}" stroke="{INK}" stroke-width="{stroke}"/>')
        space = track.spaces.get(number)
        shown = number if track.steps_per_point == 1 else (number // track.steps_per_point
                                                            if number % track.steps_per_point == 0 else None)
        if space is not None and space.gain is not None:
            shown = space.gain
        if shown is not None:
            label = (signed(shown, lang, 0) if space is not None and space.gain is not None and shown
                     else whole(shown, lang))
            body.append(_t(x + (cell - 4) / 2, 28, label, size=13, weight="bold", fill=text_on(fill)))  # WCAG AA
        for j, use in enumerate(space.icons if space else ()):
            icon = use.get("call") if hasattr(use, "get") else str(use)
            args = list(use.get("args", ())) if hasattr(use, "get") else []
            side = args[0] if args and isinstance(args[0], str) else None
            body.append(for_rules(rules).place(icon, x + (cell - 4) / 2, 64 + j * 38, 16, side))
        body.append("</g>")
    # with its size in CSS pixels too: on a phone the strip keeps it and scrolls sideways (wsdv.css), so
    # its icons stay large enough to tell apart instead of shrinking with the screen
    return _svg(8 + n * cell, height, title, body, "wsdv-track").replace(
        "<svg ", f'<svg width="{8 + n * cell}" height="{height}" ', 1)


def sequence_svg(steps: list[tuple[str, str, str | None]], title: str) -> str:
    """A sequence of phases as the board prints its end-of-decade track: one box per phase, in order,
    its number above its name, the first outlined as the marker's start. A phase with another face
    (the marker's other side, say while the wall stands) shows that face's name under a dashed line.

    `steps` are (number as the page writes it, name, other face's name or None), all in the page's
    language; the names wrap inside their box, at a size that fits the box's longest word."""
    cell, room = 84, 76
    sized = [_wrap(name, 12) + ([""] + _wrap(alt, 12) if alt else []) for _, name, alt in steps]
    longest = max((len(word) for lines in sized for line in lines for word in line.split()), default=1)
    size = max(7.0, min(11.0, room / (longest * 0.56)))
    rows = max((len(lines) for lines in sized), default=1)
    height = 34 + rows * size * 1.25 + 10
    body = []
    for i, ((number, _, alt), lines) in enumerate(zip(steps, sized, strict=True)):
        x = 4 + i * cell
        body.append(f'<g class="phase"><rect x="{x}" y="4" width="{cell - 4}" height="{height - 8:.1f}" rx="4" '
                    f'fill="#ffffff" stroke="{INK}" stroke-width="{3 if i == 0 else 1}"/>')
        body.append(_t(x + (cell - 4) / 2, 24, number, size=14, weight="bold"))
        y = 26.0
        for line in lines:
            y += size * 1.25
            if line == "" and alt:
                body.append(f'<line x1="{x + 6}" y1="{y - size * 0.4:.1f}" x2="{x + cell - 10}" '
                            f'y2="{y - size * 0.4:.1f}" stroke="{INK}" stroke-dasharray="3 2"/>')
            else:
                body.append(_t(x + (cell - 4) / 2, y, line, size=round(size, 1)))
        body.append("</g>")
    width = 8 + len(steps) * cell
    return _svg(width, round(height, 1), title, body, "wsdv-track wsdv-sequence").replace(
        "<svg ", f'<svg width="{width}" height="{round(height, 1)}" ', 1)
