"""`wsdv map --out FILE`: the board's picture from any content, in about a second, without a site build.

The drawing is the site's (:mod:`interpreter.site.boardmap`), named in the reader's language; a file
ending in `.png` is rasterised (the `png` extra), any other is written as SVG. :func:`write_picture`
is shared with `wsdv cards show N --svg FILE`.
"""

from __future__ import annotations

import argparse
import sys
import zlib
from pathlib import Path
from typing import Any

from ..errors import WsdvError
from ..outputs import write_file
from ..site import boardmap
from ..words.l10n import localizer
from ..words.names import Names
from ..words.sitestrings import strings_for
from .commands import listed
from .common import content_args, rules_in_language
from .exitcodes import EXIT_CONTENT, EXIT_OK
from .options import add_lang_option

# What marks a picture wsdv wrote, so that writing it again may replace it (and nothing else is).
SVG_MARK = "<!-- drawn by wsdv -->"
PNG_KEYWORD = b"Software"
PNG_MARK = b"wsdv"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class MissingExtra(WsdvError):
    """PNG asked for without the `png` extra installed (the command says how to get it, exit 2)."""


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + kind + data + zlib.crc32(kind + data).to_bytes(4, "big")


def png_of(svg: str) -> bytes:
    """The SVG rasterised at twice its size, with a `Software: wsdv` text chunk after the header."""
    try:
        import resvg_py  # the `png` extra: an optional feature, asked for by the file's suffix
    except ImportError as err:
        raise MissingExtra(str(err)) from None
    png = bytes(resvg_py.svg_to_bytes(svg_string=svg, zoom=2.0, background="#ffffff"))
    end_of_header = len(PNG_SIGNATURE) + 8 + 13 + 4   # the signature, then the IHDR chunk
    return png[:end_of_header] + _png_chunk(b"tEXt", PNG_KEYWORD + b"\0" + PNG_MARK) + png[end_of_header:]


def _written_by_wsdv(path: Path) -> bool:
    """Whether an existing picture is one wsdv wrote (only such a file is replaced)."""
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        return False
    if head.startswith(PNG_SIGNATURE):
        return _png_chunk(b"tEXt", PNG_KEYWORD + b"\0" + PNG_MARK)[4:-4] in head
    return SVG_MARK.encode() in head


def write_picture(out: Path, svg: str, what: str) -> str:
    """Write a drawing to ``out``: PNG for a `.png` file, else SVG; never over a file wsdv did not write.
    Returns the format written. Raises :class:`MissingExtra` for PNG without its extra."""
    if out.suffix.lower() == ".png":
        write_file(out, png_of(svg), what, owned=_written_by_wsdv)
        return "png"
    head, sep, rest = svg.partition(">")   # the mark right after the opening <svg ...> tag
    write_file(out, head + sep + SVG_MARK + rest if sep else svg, what, owned=_written_by_wsdv)
    return "svg"


def drawn(out: Path, svg: str, what: str, lang: str, content: Any) -> int:
    """Write a drawing (``what``: "map", "card face") and the command's exit status: a PNG without
    its extra is refused in the reader's language, with how to get it."""
    try:
        write_picture(out, svg, what)
    except MissingExtra:
        print(localizer(content).text("cli-png-needs-extra", lang), file=sys.stderr)
        return EXIT_CONTENT
    return EXIT_OK


def cmd_map(args: argparse.Namespace) -> int:
    built = rules_in_language(args, "wsdv map")
    if built is None:
        return EXIT_CONTENT
    lang, result = built
    rules = result.rules
    names = Names(args.content, loc=localizer(args.content, rules.layers))
    t = strings_for(lang)
    words = boardmap.MapText(t.raw("map-svg-title"), t.raw("map-svg-desc"),
                             {"city": t.raw("legend-city"), "setup": t.raw("legend-setup"),
                              "special": t.raw("legend-special"), "lines": t.raw("legend-lines")})
    svg = boardmap.map_svg(rules, lambda kind, id_: names(kind, id_, lang), words)
    return drawn(args.out, svg, "map", lang, args.content)


def register(sub: Any) -> None:
    p = sub.add_parser("map", help=listed("map"),
                       description="Draw the board as the content has it (provinces, cities, connections, "
                                   "with its variants and overlays) to one file, named in the chosen language: "
                                   "SVG, or PNG when the file ends in .png (needs the `png` extra). "
                                   "No site build is needed to see a map edit.")
    content_args(p)
    p.add_argument("--out", metavar="FILE", type=Path, required=True,
                   help="the file to write (FILE.svg, or FILE.png); a file wsdv did not write is never replaced")
    add_lang_option(p, "the map's names")
    p.set_defaults(func=cmd_map)
