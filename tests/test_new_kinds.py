"""`wsdv new` for the other kinds a designer adds (issue 24 §3): a province, a pictogram, a connection and a
track, each written where its kind lives with every locale's text as a stub, so the checks pass at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.rules.pipeline import build

LANGS = ("de", "pl", "uk", "it", "fr")


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _checks_pass(capsys, content: Path) -> None:
    code, _, err = _run(capsys, "check", "--content", str(content))   # (a warning "nothing uses" may remind)
    assert code == 0, err
    code, _, err = _run(capsys, "l10n", "check", "-q", "--content", str(content))
    assert code == 0, err


def test_a_province_with_its_neighbours_listing_it_back(content_copy, capsys):
    c = str(content_copy)
    code, out, err = _run(capsys, "new", "province", "lusatia", "--side", "east", "--at", "80,55",
                          "--neighbours", "brandenburg,sachsen", "--title", "Lusatia", "--content", c)
    assert code == 0, err
    provinces = _read(content_copy / "board" / "provinces.wsdv")
    assert "province lusatia  side east  at 80, 55  source reconstructed  neighbours brandenburg, sachsen\n" in provinces
    assert provinces.index("province lusatia") < provinces.index("\ngroup ")   # with the provinces
    assert "\n-province-lusatia = Lusatia\n" in _read(content_copy / "locales" / "en" / "names.ftl")
    for lang in LANGS:
        assert "# untranslated: -province-lusatia\n#     -province-lusatia = Lusatia\n" in _read(
            content_copy / "locales" / lang / "names.ftl")
    assert out.count("provinces.wsdv") == 1 and "5 texts wait for translation" in out
    rules = build(content_copy).rules
    assert rules.provinces["lusatia"].side == "east"
    for n in ("brandenburg", "sachsen"):    # mutual, as the checker insists
        assert "lusatia" in rules.provinces[n].neighbours
    _checks_pass(capsys, content_copy)


def test_a_province_needs_its_side_and_place_and_real_neighbours(content_copy, capsys):
    c = str(content_copy)
    before = _read(content_copy / "board" / "provinces.wsdv")
    code, _, err = _run(capsys, "new", "province", "lusatia", "--at", "80,55", "--content", c)
    assert code == 2 and "needs its side" in err
    code, _, err = _run(capsys, "new", "province", "lusatia", "--side", "east", "--content", c)
    assert code == 2 and "needs its place on the board" in err
    code, _, err = _run(capsys, "new", "province", "lusatia", "--side", "east", "--at", "80,55",
                        "--neighbours", "sachsn", "--content", c)
    assert code == 2 and "there is no province 'sachsn'" in err
    code, _, err = _run(capsys, "new", "province", "lusatia", "--side", "middle", "--at", "80,55", "--content", c)
    assert code == 2 and "nothing was written" in err
    assert _read(content_copy / "board" / "provinces.wsdv") == before


def test_a_pictogram_for_a_new_icon_silences_its_warning(content_copy, capsys):
    c = str(content_copy)
    assert _run(capsys, "new", "icon", "move_ls", "--content", c)[0] == 0
    _, _, err = _run(capsys, "check", "--content", c)
    assert "icon 'move_ls' has no pictogram" in err and "`wsdv new pictogram move_ls`" in err
    code, out, err = _run(capsys, "new", "pictogram", "move_ls", "--content", c)
    assert code == 0, err
    assert "pictogram move_ls  source reconstructed {" in _read(content_copy / "pictograms.wsdv")
    assert "no texts to translate" in out
    _, _, err = _run(capsys, "check", "--content", c)
    assert "has no pictogram" not in err
    # a pictogram draws an icon: one for an icon there is not is refused, nothing written
    before = _read(content_copy / "pictograms.wsdv")
    code, _, err = _run(capsys, "new", "pictogram", "hold", "--content", c)
    assert code == 2 and "there is no icon 'hold'" in err
    assert _read(content_copy / "pictograms.wsdv") == before


def test_a_city_and_its_connection(content_copy, capsys):
    c = str(content_copy)
    assert _run(capsys, "new", "city", "darmstadt", "--province", "hessen", "--at", "30,70", "--content", c)[0] == 0
    code, out, err = _run(capsys, "new", "connection", "frankfurt", "--to", "darmstadt", "--lines", "2",
                          "--content", c)
    assert code == 0, err
    assert "new connection 'frankfurt -- darmstadt'" in out
    assert "connection frankfurt -- darmstadt  lines 2  source reconstructed\n" in _read(
        content_copy / "board" / "connections.wsdv")
    assert build(content_copy).ok
    code, _, err = _run(capsys, "new", "connection", "darmstadt--frankfurt", "--content", c)
    assert code == 2 and "already connected" in err
    code, _, err = _run(capsys, "new", "connection", "frankfurt--kiel", "--lines", "3", "--content", c)
    assert code == 2 and "1 or 2 blue lines" in err
    _checks_pass(capsys, content_copy)


@pytest.mark.parametrize("spaces, start, ok", [("0..10", None, True), ("-3..3", "1", True), ("ten", None, False)])
def test_a_track(content_copy, capsys, spaces, start, ok):
    argv = ["new", "track", "morale", f"--spaces={spaces}", "--content", str(content_copy)]   # (= : -3 is no option)
    code, _, err = _run(capsys, *argv, *(["--start", start] if start else []))
    assert (code == 0) == ok, err
    if ok:
        lo, hi = spaces.split("..")
        assert f"track morale  spaces {lo}..{hi}  start {start or 0}" in _read(content_copy / "board" / "tracks.wsdv")
        assert build(content_copy).rules.tracks["morale"].start == int(start or 0)
        _checks_pass(capsys, content_copy)
    else:
        assert "is not a run of spaces" in err


def test_a_card_for_a_decade_whose_next_number_another_decade_has(content_copy, capsys):
    """Decade III's cards are 41..60 and 61 is decade IV's: the hint named 61, a dead end (its title
    exists). The next free number, 81, joins the decade as a number of its own: `cards 41..60, 81`."""
    c = str(content_copy)
    code, _, err = _run(capsys, "new", "card", "61", "--decade", "III", "--content", c)
    assert code == 2 and "hint: the next card of the decade is 81" in err, err
    code, _, err = _run(capsys, "new", "card", "81", "--decade", "III", "--title", "Unity", "--content", c)
    assert code == 0, err
    deck = _read(content_copy / "deck.wsdv")
    assert "decade III  order 3  cards 41..60, 81  special III" in deck
    assert "decade IV   order 4  cards 61..80  special IV" in deck
    assert "card 81  decade III  colour red" in _read(content_copy / "cards" / "decade-3.wsdv")
    # Decade IV's next is now 82 (81 is decade III's), a number of its own too.
    code, _, err = _run(capsys, "new", "card", "82", "--decade", "IV", "--content", c)
    assert code == 0, err
    assert "decade IV   order 4  cards 61..80, 82  special IV" in _read(content_copy / "deck.wsdv")
    _checks_pass(capsys, content_copy)
