"""Colour contrast as WCAG 2 measures it: the site's text must be readable (AA: at least 4.5:1).

Used where the site draws text on a colour it does not choose itself (a value box in its side's
colour, which content decides), and by the tests that measure the theme's colours.
"""

from __future__ import annotations

AA = 4.5  # WCAG 2 level AA, normal text
DARK_TEXT = "#1d1d1f"
LIGHT_TEXT = "#ffffff"


def rgb(colour: str) -> tuple[int, int, int]:
    """`#rgb` or `#rrggbb` as three 0-255 channels."""
    h = colour.strip().lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    if len(h) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def luminance(colour: str | tuple[int, int, int]) -> float:
    """Relative luminance (WCAG 2)."""
    channels = rgb(colour) if isinstance(colour, str) else colour

    def linear(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: str | tuple[int, int, int], b: str | tuple[int, int, int]) -> float:
    """The contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_on(fill: str) -> str:
    """The text colour (near-black or white) that reads best on `fill`."""
    return DARK_TEXT if ratio(DARK_TEXT, fill) >= ratio(LIGHT_TEXT, fill) else LIGHT_TEXT
