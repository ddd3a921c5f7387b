"""`wsdv new --overlay DIR`: a designer drafting a variant adds a card (or any kind `new` adds) to their
overlay folder, not to the base content. The base stays byte for byte as it was; the overlay gets the
declaration, the `amend` lines the base needs for it (a decade's cards, a neighbour's neighbours) and
its texts in its own `locales/`; `wsdv check --overlay DIR` and `wsdv l10n check --overlay DIR` pass."""

from __future__ import annotations

from pathlib import Path

from interpreter.cli.main import main
from interpreter.rules.pipeline import build

LANGS = ("de", "pl", "uk", "it", "fr")


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _passes(capsys, content: Path, overlay: Path) -> None:
    code, _, err = _run(capsys, "check", "--content", str(content), "--overlay", str(overlay))
    assert code == 0, err
    code, _, err = _run(capsys, "l10n", "check", "-q", "--content", str(content), "--overlay", str(overlay))
    assert code == 0, err


def test_a_card_goes_into_the_overlay_and_the_content_stays_as_it_was(content_copy, tmp_path, capsys):
    before = _snapshot(content_copy)
    overlay = tmp_path / "draft"   # made by what is added to it
    c, o = str(content_copy), str(overlay)
    code, out, err = _run(capsys, "new", "card", "81", "--decade", "IV", "--title", "Unity", "--content", c, "--overlay", o)
    assert code == 0, err
    assert _snapshot(content_copy) == before
    cards = _read(overlay / "cards.wsdv")
    assert cards.startswith("amend decade IV  cards 61..81\ncard 81  decade IV  colour red  value 1")
    assert _read(overlay / "locales" / "en" / "titles.ftl") == "-card-81 = Unity\n"
    for lang in LANGS:
        assert "# untranslated: -card-81\n" in _read(overlay / "locales" / lang / "titles.ftl")
    assert "draft/cards.wsdv" in out and "5 texts wait for translation" in out
    _passes(capsys, content_copy, overlay)
    code, out, err = _run(capsys, "cards", "show", "81", "--content", c, "--overlay", o)
    assert code == 0 and "Unity" in out, err

    # a second card: the overlay's own amend of the decade grows, the content still untouched
    code, _, err = _run(capsys, "new", "card", "82", "--decade", "IV", "--content", c, "--overlay", o)
    assert code == 0, err
    cards = _read(overlay / "cards.wsdv")
    assert cards.count("amend decade IV") == 1 and "amend decade IV  cards 61..82\n" in cards
    assert "\ncard 82  decade IV" in cards
    assert _snapshot(content_copy) == before
    rules = build(content_copy, [], [overlay]).checked
    assert rules.cards["81"].decade == rules.cards["82"].decade == "IV"
    _passes(capsys, content_copy, overlay)


def test_a_province_in_an_overlay_amends_its_neighbours_there(content_copy, tmp_path, capsys):
    before = _snapshot(content_copy)
    overlay = tmp_path / "draft"
    code, _, err = _run(capsys, "new", "province", "lusatia", "--side", "east", "--at", "80,55",
                        "--neighbours", "brandenburg,sachsen", "--content", str(content_copy), "--overlay", str(overlay))
    assert code == 0, err
    assert _snapshot(content_copy) == before
    board = _read(overlay / "board.wsdv")
    assert "amend province sachsen  neighbours brandenburg, sachsen_anhalt, thueringen, bayern, lusatia\n" in board
    assert "province lusatia  side east  at 80, 55  source reconstructed  neighbours brandenburg, sachsen\n" in board
    rules = build(content_copy, [], [overlay]).checked
    base = build(content_copy).checked
    for n in ("brandenburg", "sachsen"):   # mutual, as the checker insists; nothing else of theirs lost
        assert rules.provinces[n].neighbours == (*base.provinces[n].neighbours, "lusatia")
    assert "-province-lusatia = Lusatia\n" in _read(overlay / "locales" / "en" / "names.ftl")
    _passes(capsys, content_copy, overlay)


def test_an_overlay_that_is_there_is_added_to_and_checked_with_the_content(content_copy, tmp_path, capsys):
    overlay = tmp_path / "draft"
    overlay.mkdir()
    (overlay / "house.wsdv").write_text("amend city hamburg  section \"10.3\"\n", encoding="utf-8")
    c, o = str(content_copy), str(overlay)
    code, _, err = _run(capsys, "new", "icon", "move_ls", "--title", "Move LS", "--content", c, "--overlay", o)
    assert code == 0, err
    assert _read(overlay / "house.wsdv") == "amend city hamburg  section \"10.3\"\n"
    assert _read(overlay / "icons.wsdv").startswith("icon move_ls(side, n = 1)")
    assert "icon-move-ls = Move LS\n" in _read(overlay / "locales" / "en" / "icons.ftl")
    assert "icon move_ls" not in _read(content_copy / "icons.wsdv")
    _passes(capsys, content_copy, overlay)
    # a text the overlay has already is refused as one of the content's is
    code, _, err = _run(capsys, "new", "icon", "move_ls", "--content", c, "--overlay", o)
    assert code == 2 and "'-icon-move-ls' is already a text of the locales" in err


def test_what_would_not_pass_writes_nothing_and_makes_no_folder(content_copy, tmp_path, capsys):
    overlay = tmp_path / "draft"
    c, o = str(content_copy), str(overlay)
    code, _, err = _run(capsys, "new", "card", "85", "--decade", "IV", "--content", c, "--overlay", o)
    assert code == 2 and "the next card of the decade is 81" in err
    code, _, err = _run(capsys, "new", "card", "81", "--decade", "IV", "--colour", "purple", "--content", c, "--overlay", o)
    assert code == 2 and "nothing was written" in err
    assert "draft/cards.wsdv:2:" in err   # the problem at the overlay's file as it would be
    code, _, err = _run(capsys, "new", "variant", "house", "--content", c, "--overlay", o)
    assert code == 2 and "the variant 'house' would be a folder of the content's variants/" in err
    assert not overlay.exists()
    # an overlay with errors of its own is fixed first
    overlay.mkdir()
    (overlay / "bad.wsdv").write_text("amend card 99 {\n}\n", encoding="utf-8")
    code, _, err = _run(capsys, "new", "phase", "tax", "--content", c, "--overlay", o)
    assert code == 2 and "cannot amend card '99'" in err and "fix them before adding to it" in err
    assert sorted(p.name for p in overlay.iterdir()) == ["bad.wsdv"]
