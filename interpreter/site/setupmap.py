"""The board as set up, drawn: the picture under the setup checklist of the Learn path.

Why: a newcomer (review 4, F1) asked for one picture of the table before the first turn, to lay
their own board against. It is drawn from the same run as the checklist (`setuplist.new_table`: the
content's setup on a new game), in the worked examples' manner (examplemap.py): every province and
box that holds pieces has its panel with them, every factory stands on its city with its value,
and each track's strip shows its marker's start space. Nothing is typed in: a variant whose setup
differs draws a different board.

The whole board is far larger than an example's excerpt, so its labels are sized for a column's
width (`WIDTH_PX`), not half of one; on a phone the picture keeps that width and scrolls sideways
in its frame (wsdv.css `.wsdv-zoom`), so its names stay as large as on a desktop instead of
shrinking to 6 pixels.
"""

from __future__ import annotations

from ..words.l10n import upper_first
from ..words.l10n.numbers import decimal
from ..words.markup import text as escape
from . import examplemap
from .context import Context
from .examples import snapshot
from .setuplist import new_table

WIDTH_PX = 640.0   # the CSS width the picture's labels are sized for: a desktop column's
IDENT = "wsdv-setup-board"


def setup_board(ctx: Context) -> tuple[examplemap.Board, examplemap.Shown]:
    """The table the content's setup leaves, and what of it the picture shows: the places holding
    pieces, the cities holding factories, every track."""
    board = snapshot(new_table(ctx.rules))
    places = frozenset(p for p, held in board.pieces.items() if held and (p in ctx.rules.provinces
                                                                        or p in ctx.rules.boxes))
    return board, examplemap.Shown(places, frozenset(board.sites), frozenset(), tuple(ctx.rules.tracks))


def setup_picture(ctx: Context) -> str:
    """The picture as one block of HTML: the map with the set-up pieces (in a frame that scrolls
    sideways on a phone), each track's strip, the legend and a caption, in the page's language."""
    t = ctx.t
    board, shown = setup_board(ctx)
    ex = examplemap.excerpt(ctx, (board,), shown, IDENT, width=WIDTH_PX)
    words = examplemap.describe(ctx, board, shown, None)
    alt = t.raw("setup-picture-alt", items="\x00").replace(
        "\x00", t.raw("list-semicolon").join(words) or t.raw("example-picture-none"))
    picture = examplemap.map_picture(ctx, board, shown, ex, set(), alt, IDENT, True, max_width=WIDTH_PX)
    parts = [f'<figure class="wsdv-learn-figure wsdv-learn-figure-wide wsdv-setup-board">'
             f'<div class="wsdv-example-pictures" style="margin:0 0 .8em">{examplemap.style()}',
             f'<div class="wsdv-zoom" role="region" tabindex="0" aria-label="{escape(t.raw("setup-picture-title"))}">'
             f'{picture}</div>',
             '<div class="wsdv-setup-tracks">']
    for track in shown.tracks:
        space = board.tracks.get(track, 0)
        parts.append(f'<div><p style="margin:.4em 0 .1em;font-size:.85em">'
                     f'{escape(upper_first(ctx.raw_name("track", track)))} · '
                     f'{escape(t.raw("example-space", space=decimal(space, ctx.lang, 0)))}</p>'
                     f'{examplemap.track_strip(ctx, track, space, None)}</div>')
    parts.append("</div>")
    parts.append(examplemap.legend(ctx, board, board, shown, ex, None))
    parts.append(f'</div><figcaption>{t("setup-picture-caption")}</figcaption></figure>')
    return "".join(parts)
