"""The annotated card of "How to read a card": one card face with callouts naming its parts.

The face is drawn by `svg.card_svg`, which reports where it drew each part (value, corner icon,
titles, year, event rows, crest, restriction, text, arrows, number); the callouts' words are site
strings (`guide-<part>` in docs/<lang>/site.ftl), so the picture is in the page's language. The
example is the card of the content that shows the most of these parts (ties: the first in the
gallery's order), so no card is named here and a changed deck still gets a full picture.
"""

from __future__ import annotations

from ..words.markup import text as escape
from .carddata import CardView
from .svg import FONT, INK, _svg, _wrap, card_svg

# The parts the callouts name, each with a numbered key on the face and the same number before its
# words, in one column right of the card: the picture is then narrow enough (485 units) that on a
# phone, across the screen, its words read at 9.6 CSS pixels (the two columns of leader lines it had, 650
# units, gave 6), and no line crosses the face's words. A key sits just past a centred part's right end
# (titles, year, text, number), right of the value box, under the corner icon, left of a crest, elsewhere on
# the spot the face reports.
PARTS = ("value", "corner", "title", "year", "subtitle", "colour", "rows", "crest", "where", "text", "arrows",
         "number")
CENTRED = ("title", "year", "subtitle", "text", "number")
PAD = 8  # room left of the card
GAP = 14  # between the card's edge and the callouts' words
ROOM = 192  # the callouts' column (Ukrainian's longest line takes 185 in DejaVu Sans, a wide sans-serif)
SIZE, LINE, WRAP = 12, 14, 30  # callout text size, line height, characters to a line
KEY = 7.5  # a numbered key's radius


def _parts(ctx, card: CardView) -> tuple[str, dict[str, tuple[float, float]]]:
    spots: dict[str, tuple[float, float]] = {}
    face = card_svg(card, ctx.namer(), ctx.rules, ctx.t.raw("card-alt", number=card.number),
                    card.text.get(ctx.lang, ""), subtitle=card.title(ctx.lang), anchors=spots)
    return face, spots


def example(ctx) -> CardView:
    """The card that shows the most parts (not a special card, whose corner holds no value); among
    those, the one whose parts are rarest on the other cards, so a reader sees what is easy to miss."""
    cards = sorted((c for c in ctx.cards if not c.special), key=lambda c: c.sort_key)
    parts = {c.id: set(_parts(ctx, c)[1]) & set(PARTS) for c in cards}
    seen = {p: sum(p in shown for shown in parts.values()) for p in PARTS}
    return max(cards, key=lambda c: (len(parts[c.id]), sum(1 / seen[p] for p in parts[c.id])))


def _anchor(part: str, spots: dict[str, tuple[float, float]]) -> tuple[float, float]:
    """Where a part's key goes on the face (the face reports a part's left edge or its own spot)."""
    x, y = spots[part]
    if part in CENTRED:
        x = spots["size"][0] - x + KEY
    elif part == "value":
        x += 28 + KEY + 6
    elif part == "corner":
        y += 15 + KEY
    elif part == "colour":
        x += 2
    elif part == "crest":
        x -= 17  # left of the emblem, which it would hide
    return PAD + x, y


def _key(x: float, y: float, number: int) -> str:
    return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{KEY}" fill="#ffffff" stroke="{INK}" stroke-width="1.4"/>'
            f'<text x="{x:.1f}" y="{y + 3.6:.1f}" font-size="10" font-weight="bold" text-anchor="middle" '
            f'fill="{INK}" font-family="{FONT}">{number}</text>')


def _callouts(ctx, spots: dict[str, tuple[float, float]], top: float) -> tuple[list[str], float]:
    """The keys on the face and the callouts beside it, numbered top to bottom in the order of their
    parts on the face, each callout level with its key where the one above leaves room; and how far
    down they reach."""
    out: list[str] = []
    y_free = top
    x_key = PAD + spots["size"][0] + GAP + KEY
    x_text = x_key + KEY + 6
    order = sorted((p for p in PARTS if p in spots), key=lambda p: (_anchor(p, spots)[1], _anchor(p, spots)[0]))
    for number, part in enumerate(order, 1):
        ax, ay = _anchor(part, spots)
        lines = _wrap(ctx.t.raw(f"guide-{part}"), WRAP)
        y = max(ay + top + 4, y_free)
        y_free = y + len(lines) * LINE + 6
        out.append(f'<g class="callout-key" data-part="{part}">{_key(ax, ay + top, number)}'
                   f'{_key(x_key, y - 4, number)}</g><g class="callout" data-part="{part}">')
        for i, line in enumerate(lines):
            out.append(f'<text x="{x_text:.1f}" y="{y + i * LINE:.1f}" font-size="{SIZE}" text-anchor="start" '
                       f'fill="{INK}" font-family="{FONT}">{escape(line)}</text>')
        out.append("</g>")
    return out, y_free


def annotated_card_svg(ctx) -> str:
    """The example card with a callout for each of its parts, in the page's language (content without
    cards gets an empty picture, so the hand-written page's image is never missing)."""
    if not any(not c.special for c in ctx.cards):
        return _svg(PAD + GAP + ROOM, 20, ctx.t.raw("guide-picture", number="—"), [], "wsdv-card-guide")
    card = example(ctx)
    face, spots = _parts(ctx, card)
    width, height = spots["size"]
    top = 10
    body = [f'<svg x="{PAD}" y="{top}" width="{width:g}" height="{height:g}"'
            + face.split("<svg", 1)[1].split(">", 1)[0].replace('xmlns="http://www.w3.org/2000/svg"', "")
            + ">" + face.split(">", 1)[1]]
    callouts, end = _callouts(ctx, spots, top)
    body += callouts
    return _svg(PAD + width + GAP + 2 * KEY + 6 + ROOM, max(height + 2 * top, end), ctx.t.raw("guide-picture", number=card.number),
                body, "wsdv-card-guide")
