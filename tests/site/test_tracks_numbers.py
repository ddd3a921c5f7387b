"""The tracks page writes a negative number with the true minus sign everywhere a reader sees it.

The site review saw "-6" on the strips and in the tables beside "−6" in the sentences: the sentences'
numbers go through the locales (Fluent with the typographic locale of words/l10n/numbers.py), the
strips' and the tables' were written by Python's `str` and `:+d`. A data attribute that a script or
a test reads (`data-space`) keeps the ASCII hyphen.
"""

from __future__ import annotations

import html
import re

import pytest

from interpreter.site import pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words.l10n.numbers import MINUS
from interpreter.words.names import Names
from interpreter.words.sitestrings import load_strings

# A number written with the ASCII hyphen as its sign: not inside a word or after another digit.
HYPHENATED = re.compile(r"(?<![\w.\-])-\d")


def _page(shipped, lang: str) -> str:
    t = load_strings(inert=True, languages=[lang])[lang]
    ctx = pages.Context(shipped, load_cards(shipped.rules, None, [lang], Names()), Names(), t, [], Sources())
    return pages.tracks_page(ctx)


def _read(markup: str) -> str:
    """What a reader sees: the text outside tags and attributes, character references resolved."""
    return html.unescape(re.sub(r"<[^>]*>", " ", markup))


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_negative_numbers_are_written_with_the_minus_sign(shipped, lang):
    page = _page(shipped, lang)
    negative = [(t, n) for t in shipped.rules.tracks.values() for n in range(t.lo, t.hi + 1) if n < 0]
    assert negative   # the western-currency track runs below 0
    seen = _read(page)
    assert HYPHENATED.findall(seen) == [], [line for line in seen.splitlines() if HYPHENATED.search(line)]
    strips = re.findall(r'<svg [^>]*class="wsdv-track".*?</svg>', page, re.S)
    labels = [text for strip in strips for text in re.findall(r"<text [^>]*>([^<]*)</text>", strip)]
    assert any(label.startswith(MINUS) for label in labels), labels
    rows = [line for line in page.splitlines() if line.startswith(f"| {MINUS}")]
    assert rows   # a table's space column
    # What a script reads keeps the ASCII sign.
    assert re.search(r'data-space="-\d+"', page)
