"""`wsdv cards show N` prints the card as its face prints it, and a line a ruling has the game play
otherwise apart from it, as the ruling's (a row's `printed`; card 77, almanac 77 of the 1st edition:
East may move the unrest cube just placed with 1 move icon, which the face does not print)."""

from __future__ import annotations

import contextlib
import io

import pytest

from interpreter.cli.main import main


def show(*args: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["cards", "show", *args]) == 0
    return out.getvalue()


def test_card_77_shows_the_printed_face_and_the_ruling_s_line_apart():
    text = show("77")
    printed, _, played = text.partition("as the ruling plays it")
    assert played, text
    # the face: one move icon moving 2 cubes, as printed, and its text without the ruling's step
    assert "row 2: move_unrest(east, 2)\n" in printed
    assert "optional = yes" not in printed
    assert "East decides where" not in printed
    assert "Move 2 unrest cubes of East" in printed
    # the ruling's line, the one row it changes, and the event as played
    assert "row 2: move_unrest(east), move_unrest(east, crest = east, origin = sachsen, optional = yes)" in played
    assert "row 1:" not in played and "row 3:" not in played
    assert "East decides where" in played


def test_the_played_line_is_in_the_reader_s_language():
    text = show("77", "--lang", "de")
    assert "so spielt es die Klarstellung" in text
    assert "as the ruling plays it" not in text
    assert "Reihe 2: move_unrest(east, 2)\n" in text


def test_a_card_played_as_printed_has_no_played_part():
    text = show("44")
    assert "as the ruling plays it" not in text
    assert text.count("text: ") == 1


def test_in_the_second_edition_card_77_is_played_as_printed():
    # the 2nd edition's almanac lets West move the cube: two plain move icons, no ruling's line
    text = show("77", "--variant", "second_edition")
    assert "as the ruling plays it" not in text
    assert "row 2: move_unrest(east, 2)\n" in text


@pytest.mark.parametrize(("lang", "heading"), [("en", "card 81: 81"), ("fr", "carte 81\u00a0: 81")])
def test_a_card_without_a_year_has_no_dangling_comma(tmp_path, capsys, lang, heading):
    """A new card (`wsdv new card` writes no year) was shown as "card 81: Unity, " with nothing after the comma."""
    folder = tmp_path / "new"
    folder.mkdir()
    (folder / "c.wsdv").write_text("amend decade III  cards 41..60, 81\n"
                                   "card 81  decade III  colour yellow  value 2  source reconstructed {\n"
                                   "  row 1  icons place_ls(west)\n}\n", encoding="utf-8")
    assert main(["cards", "show", "81", "--overlay", str(folder), "--lang", lang]) == 0
    assert capsys.readouterr().out.splitlines()[0] == heading
    assert main(["cards", "show", "25", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(", 1967")
