"""The tracks page as a player reads it: short tables, which end of a track is whose.

The site review found the Western currency table to be twelve rows of "space −6 → gain −6" that
repeat the strip, and no word on which end of a track favours which side (the currency strip is all
one colour). Everything checked here comes from the content: the tracks' spaces, zones and ends.
"""

from __future__ import annotations

import html
import re

import pytest

from interpreter.site import pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words.l10n.numbers import whole
from interpreter.words.names import Names
from interpreter.words.sitestrings import load_strings


def _ctx(shipped, lang: str) -> pages.Context:
    t = load_strings(inert=True, languages=[lang])[lang]
    return pages.Context(shipped, load_cards(shipped.rules, None, [lang], Names()), Names(), t, [], Sources())


def _sections(page: str) -> dict[str, str]:
    """Each track's part of the page, by the track's id (from its heading's anchor)."""
    parts = re.split(r"^## .*\{ #track-(\w+) \}$", page, flags=re.M)
    return {parts[i]: parts[i + 1].split("\n## ")[0] for i in range(1, len(parts) - 1, 2)}


def _tables(section: str) -> list[list[list[str]]]:
    tables, rows = [], []
    for line in section.splitlines() + [""]:
        if line.startswith("|"):
            rows.append([c.strip() for c in line.strip("|").split("|")])
        elif rows:
            tables.append(rows[2:])   # less the header and its rule
            rows = []
    return tables


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_run_of_spaces_printing_the_same_is_one_row(shipped, lang):
    ctx = _ctx(shipped, lang)
    sections = _sections(pages.tracks_page(ctx))
    assert set(sections) == set(shipped.rules.tracks)
    for tid, section in sections.items():
        for rows in _tables(section):
            for above, below in zip(rows, rows[1:], strict=False):
                assert above[1:] != below[1:], (tid, above, below)
    # The socialist track prints −2 under −4 and −3: one row for both, its spaces as a range.
    track = shipped.rules.tracks["socialist"]
    lo, hi = (n for n in sorted(track.spaces) if track.spaces[n].gain == -2)
    assert f"| {whole(lo, lang)} … {whole(hi, lang)} |" in sections["socialist"]
    # Where every space gains its own number, there is no table: the strip says it all.
    currency = shipped.rules.tracks["currency"]
    assert all(sp.gain == n for n, sp in currency.spaces.items())
    assert _tables(sections["currency"]) == []
    assert ctx.t("track-gain-is-space") in sections["currency"]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_track_that_arrows_move_says_which_end_is_whose(shipped, lang):
    """Each end is named with the side the engine moves the marker toward it for (Track.direction)."""
    ctx = _ctx(shipped, lang)
    sections = _sections(pages.tracks_page(ctx))
    sides = tuple(shipped.rules.sides)
    named = 0
    for tid, track in shipped.rules.tracks.items():
        if not (any(z.advantage for z in track.zones) or track.overflow):
            continue
        low = next(s for s in sides if track.direction(s, sides) < 0)
        high = next(s for s in sides if track.direction(s, sides) > 0)
        said = ctx.t("track-ends", low=whole(track.lo, lang), high=whole(track.hi, lang),
                     lowside=pages._toward(ctx, low), highside=pages._toward(ctx, high))
        assert said in sections[tid], tid
        named += 1
    assert named >= 3   # prestige, currency and socialists
    # The sentence gives both ends, each with its side, the low end first.
    en = _ctx(shipped, "en").t("track-ends", low="L", high="H", lowside="A", highside="B")
    assert en.index("A") < en.index("L") < en.index("B") < en.index("H")


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_sequence_of_phases_is_drawn_as_a_track(shipped, lang):
    """The end-of-decade track: one box per phase of the content's sequence, in its order, each with
    its number and its name from the locales, and the list under it linking each to its rules."""
    ctx = _ctx(shipped, lang)
    page = pages.tracks_page(ctx)
    sequences = shipped.rules.of_kind("sequence")
    assert sequences
    for sid, seq in sequences.items():
        name = ctx.raw_name("sequence", sid)
        part = page.split(f"{{ #sequence-{sid} }}")[1].split("\n## ")[0]
        strip = re.search(r'<svg [^>]*class="wsdv-track wsdv-sequence".*?</svg>', part, re.S)
        assert strip, sid
        assert f'aria-label="{html.escape(name)}"' in strip.group(0)
        boxes = re.findall(r'<g class="phase">(.*?)</g>', strip.group(0), re.S)
        phases = list(seq["phases"])
        assert len(boxes) == len(phases)
        for i, (pid, box) in enumerate(zip(phases, boxes, strict=True), 1):
            texts = [html.unescape(x) for x in re.findall(r"<text [^>]*>([^<]*)</text>", box)]
            assert texts[0] == whole(i, lang)
            words = " ".join(texts[1:])
            assert ctx.raw_name("phase", pid) in words, (pid, words)
            alt = shipped.rules.phases[pid].wall_side
            if alt:
                assert ctx.raw_name("phase", alt) in words
                assert f"../phases/#phase-{alt}" in part
            assert f"{i}. [{ctx.name('phase', pid)}](../phases/#phase-{pid})" in part
