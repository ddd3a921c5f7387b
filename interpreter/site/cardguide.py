"""The annotated card of "How to read a card": one card face with callouts naming its parts.

The face is drawn by `svg.card_svg`, which reports where it drew each part (value, corner icon,
titles, year, event rows, crest, restriction, text, arrows, number); the callouts' words are site
strings (`guide-<part>` in docs/<lang>/site.ftl), so the picture is in the page's language. The
example is the card of the content that shows the most of these parts (ties: the first in the
gallery's order), so no card is named here and a changed deck still gets a full picture.
"""

from __future__ import annotations

from .carddata import CardView
from .markup import text as escape
from .svg import FONT, INK, _svg, _wrap, card_svg

# The parts, with the side of the card their callout goes on.
LEFT = ("value", "title", "year", "subtitle", "crest", "text", "number")
RIGHT = ("corner", "colour", "rows", "where", "arrows")
MARGIN = 200  # room for the callouts on each side of the card
LINE = 13  # callout line height


def _parts(ctx, card: CardView) -> tuple[str, dict[str, tuple[float, float]]]:
    spots: dict[str, tuple[float, float]] = {}
    face = card_svg(card, ctx.namer(), ctx.rules, ctx.t.raw("card-alt", number=card.number),
                    card.text.get(ctx.lang, ""), subtitle=card.title(ctx.lang), anchors=spots)
    return face, spots


def example(ctx) -> CardView:
    """The card that shows the most parts (not a special card, whose corner holds no value); among
    those, the one whose parts are rarest on the other cards, so a reader sees what is easy to miss."""
    cards = sorted((c for c in ctx.cards if not c.special), key=lambda c: c.sort_key)
    parts = {c.id: set(_parts(ctx, c)[1]) & set(LEFT + RIGHT) for c in cards}
    seen = {p: sum(p in shown for shown in parts.values()) for p in LEFT + RIGHT}
    return max(cards, key=lambda c: (len(parts[c.id]), sum(1 / seen[p] for p in parts[c.id])))


def _callouts(ctx, spots: dict[str, tuple[float, float]], names: tuple[str, ...], left: bool,
              top: float) -> tuple[list[str], float]:
    """The callouts of one side, top to bottom, never overlapping; and how far down they reach."""
    out: list[str] = []
    y_free = top
    x_text = MARGIN - 14 if left else MARGIN + spots["size"][0] + 14
    anchor = "end" if left else "start"
    for part in sorted((p for p in names if p in spots), key=lambda p: spots[p][1]):
        ax, ay = spots[part]
        ax += MARGIN
        lines = _wrap(ctx.t.raw(f"guide-{part}"), 30)
        y = max(ay + top - (len(lines) - 1) * LINE / 2, y_free)
        y_free = y + len(lines) * LINE + 8
        mid = y + (len(lines) - 1) * LINE / 2 - 4
        edge = x_text + (6 if left else -6)
        out.append(f'<g class="callout" data-part="{part}"><path d="M {edge:.1f} {mid:.1f} L {ax:.1f} {ay + top:.1f}" '
                   f'stroke="{INK}" stroke-width="1.2" fill="none"/>'
                   f'<circle cx="{ax:.1f}" cy="{ay + top:.1f}" r="3.5" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>')
        for i, line in enumerate(lines):
            out.append(f'<text x="{x_text:.1f}" y="{y + i * LINE:.1f}" font-size="11" text-anchor="{anchor}" '
                       f'fill="{INK}" font-family="{FONT}">{escape(line)}</text>')
        out.append("</g>")
    return out, y_free


def annotated_card_svg(ctx) -> str:
    """The example card with a callout for each of its parts, in the page's language (content without
    cards gets an empty picture, so the hand-written page's image is never missing)."""
    if not any(not c.special for c in ctx.cards):
        return _svg(2 * MARGIN, 20, ctx.t.raw("guide-picture", number="—"), [], "wsdv-card-guide")
    card = example(ctx)
    face, spots = _parts(ctx, card)
    width, height = spots["size"]
    top = 10
    body = [f'<svg x="{MARGIN}" y="{top}" width="{width:g}" height="{height:g}"'
            + face.split("<svg", 1)[1].split(">", 1)[0].replace('xmlns="http://www.w3.org/2000/svg"', "")
            + ">" + face.split(">", 1)[1]]
    left, left_end = _callouts(ctx, spots, LEFT, True, top)
    right, right_end = _callouts(ctx, spots, RIGHT, False, top)
    body += left + right
    return _svg(2 * MARGIN + width, max(height + 2 * top, left_end, right_end), ctx.t.raw("guide-picture", number=card.number), body,
                "wsdv-card-guide")
