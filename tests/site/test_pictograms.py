"""Pictograms: every icon drawn from content, the same symbol on the icons page, the cards and the tracks.

The drawings are `pictogram`/`figure` declarations (content/pictograms.wsdv); these tests hold the
site to them: no icon left undrawn, no letters in a pictogram, one markup per icon and side wherever
it appears, and a designer's edit of a pictogram changing the picture.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from wsdvtest import overlay

from interpreter.rules.pipeline import build
from interpreter.site.pictograms import Pictograms

SVG_NS = "{http://www.w3.org/2000/svg}"


def test_every_icon_has_a_pictogram(shipped):
    pictos = Pictograms(shipped.rules)
    icons = shipped.rules.of_kind("icon")
    assert icons and all(pictos.has(i) for i in icons), [i for i in icons if not pictos.has(i)]
    assert not [w for w in shipped.report.warnings if "pictogram" in w.message]


def test_pictograms_hold_no_letters_and_differ(rules):
    """No text element and no initials: a pictogram says the same in every language; and no two
    event icons share a drawing (each is recognisable on its own; a corner icon may repeat the event
    icon it goes with, as the printed police badges do)."""
    pictos = Pictograms(rules)
    drawn = {}
    for icon in rules.of_kind("icon"):
        for side in pictos.sides(icon):
            symbol = pictos.symbol(icon, side)
            ET.fromstring(symbol.replace("<g ", f'<g xmlns="{SVG_NS[1:-1]}" ', 1))  # well-formed
            assert "<text" not in symbol and "font" not in symbol, icon
            assert not re.search(r">[^<]+<", symbol), (icon, "character data in a pictogram")
            if rules.of_kind("icon")[icon].get("corner") != "yes":
                drawn.setdefault(symbol.split(">", 1)[1], []).append(icon)
    assert all(len(set(v)) == 1 for v in drawn.values()), [v for v in drawn.values() if len(set(v)) > 1]


def test_side_colours_follow_the_side(rules):
    pictos = Pictograms(rules)
    west, east = list(rules.sides)
    a, b = pictos.symbol("place_unrest", west), pictos.symbol("place_unrest", east)
    assert a != b
    assert pictos.side_colour("place_unrest", west) in a and pictos.side_colour("place_unrest", east) in b


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_same_symbol_on_icons_page_and_card_faces(built_site, rules, lang):
    """The markup of each icon for each side is the same on the icons page and on every card face
    that prints it (and the card page's event list shows it beside the icon's name)."""
    pictos = Pictograms(rules)
    icons_page = (built_site.markdown / lang / "icons.md").read_text(encoding="utf-8")
    checked = 0
    for card in built_site.cards:
        face = (built_site.markdown / lang / "cards" / "svg" / f"{card.slug}.svg").read_text(encoding="utf-8")
        page = (built_site.markdown / lang / "cards" / f"{card.slug}.md").read_text(encoding="utf-8")
        for use in card.icons:
            symbol = pictos.symbol(use.icon, use.side)
            assert symbol in face, (card.id, use.icon)
            assert symbol in icons_page, use.icon
            assert symbol in page, (card.id, use.icon)
            checked += 1
        for icon in card.corner:
            assert pictos.symbol(icon) in face and pictos.symbol(icon) in icons_page
        assert "<text" not in "".join(re.findall(r'<g class="icon".*?</g></g>', face))
    assert checked > 150


def test_tracks_draw_the_same_pictograms(built_site, rules):
    pictos = Pictograms(rules)
    page = (built_site.markdown / "pl" / "tracks.md").read_text(encoding="utf-8")
    uses = [(u.get("call"), (list(u.get("args", ())) or [None])[0]) for t in rules.tracks.values()
            for s in t.spaces.values() for u in s.icons]
    assert uses
    for icon, side in uses:
        assert pictos.symbol(icon, side if side in rules.sides else None) in page


def test_crest_drawn_on_crested_icons(built_site, rules):
    pictos = Pictograms(rules)
    crested = [(c, u) for c in built_site.cards for u in c.icons if u.crest]
    assert crested
    for card, use in crested:
        face = (built_site.markdown / "en" / "cards" / "svg" / f"{card.slug}.svg").read_text(encoding="utf-8")
        assert pictos.crest(use.crest) in face, card.id


def test_a_designer_redraws_an_icon(tmp_path):
    """Replacing a pictogram in an overlay changes the picture: the drawing is content."""
    base = Pictograms(build().rules).symbol("place_unrest", "west")
    result = build(None, [], [overlay(tmp_path, 'replace pictogram place_unrest  source printed_face {\n'
                                                '  circle 20  at 32, 32  fill side\n'
                                                '  path "M 20 20 L 44 44"  stroke ink  width 4\n}\n', file="edit.wsdv")])
    assert result.ok, result.report.render()
    redrawn = Pictograms(result.rules).symbol("place_unrest", "west")
    assert redrawn != base and 'r="20"' in redrawn and 'd="M 20 20 L 44 44"' in redrawn


def test_icon_without_pictogram_warns_and_is_an_empty_disc(tmp_path):
    result = build(None, [], [overlay(tmp_path, "icon my_icon(side, n = 1)  source rulebook {\n"
                                                "  build(side, n)\n}\n", file="edit.wsdv")])
    assert result.ok
    assert any("icon 'my_icon' has no pictogram" in w.message for w in result.report.warnings)
    symbol = Pictograms(result.rules).symbol("my_icon", "east")
    assert 'stroke-dasharray="6 4"' in symbol and "<text" not in symbol


@pytest.mark.parametrize(("text", "message"), [
    ("pictogram place_unrst { use disc }\n", "pictogram 'place_unrst' draws no icon"),
    ("figure loop_a { use loop_b }\nfigure loop_b { use loop_a }\n", "figure 'loop_a' draws itself"),
    ('figure bad { path "M 0 0 <script>" }\n', "must be SVG path data"),
    ("figure bad { circle 8  at 32, 32  fill purple }\n", "`fill` must be"),
    ("figure bad { use no_such_figure }\n", "unknown figure 'no_such_figure'"),
])
def test_bad_pictograms_are_reported_where_they_are(tmp_path, text, message):
    result = build(None, [], [overlay(tmp_path, text, file="edit.wsdv")])
    assert not result.ok
    rendered = result.report.render()
    assert message in rendered and "edit.wsdv:" in rendered, rendered
