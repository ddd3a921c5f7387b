"""`wsdv map --out FILE` and `wsdv cards show N --svg FILE`: pictures of any content without a site build
(issue 24 §4)."""

from __future__ import annotations

import builtins

import pytest

from interpreter.cli.main import main


def test_the_map_is_written_as_svg_in_the_chosen_language(tmp_path, capsys):
    out = tmp_path / "map.svg"
    assert main(["map", "--out", str(out), "--lang", "pl"]) == 0
    svg = out.read_text(encoding="utf-8")
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert "Monachium" in svg and "Dolna Saksonia" in svg        # named in Polish
    assert "München" not in svg


def test_the_map_shows_an_overlays_city_with_the_overlays_own_name(tmp_path):
    overlay = tmp_path / "darmstadt"
    (overlay / "locales" / "en").mkdir(parents=True)
    (overlay / "city.wsdv").write_text("city darmstadt  province hessen  at 33, 64  source reconstructed\n"
                                       "connection frankfurt -- darmstadt  lines 1  source reconstructed\n",
                                       encoding="utf-8")
    (overlay / "locales" / "en" / "names.ftl").write_text("-city-darmstadt = Darmstadt\n", encoding="utf-8")
    out = tmp_path / "map.svg"
    assert main(["map", "--overlay", str(overlay), "--out", str(out), "--lang", "en"]) == 0
    assert ">Darmstadt<" in out.read_text(encoding="utf-8")
    assert main(["map", "--out", str(out), "--lang", "en"]) == 0          # its own file: replaced
    assert "Darmstadt" not in out.read_text(encoding="utf-8")


def test_a_file_wsdv_did_not_write_is_never_replaced(tmp_path, capsys):
    mine = tmp_path / "notes.svg"
    mine.write_text("my notes", encoding="utf-8")
    assert main(["map", "--out", str(mine)]) == 2
    assert mine.read_text(encoding="utf-8") == "my notes"
    assert "wsdv did not write it" in capsys.readouterr().err


def test_png_when_asked(tmp_path):
    pytest.importorskip("resvg_py")
    out = tmp_path / "map.png"
    assert main(["map", "--out", str(out)]) == 0
    data = out.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and b"tEXtSoftware\x00wsdv" in data
    from PIL import Image
    with Image.open(out) as im:
        assert im.size[0] > 1000 and im.size[1] > 1500
    assert main(["map", "--out", str(out), "--lang", "de"]) == 0          # its own PNG: replaced


def test_png_without_its_extra_says_how_to_get_it(tmp_path, monkeypatch, capsys):
    real_import = builtins.__import__

    def no_resvg(name, *args, **kwargs):
        if name == "resvg_py":
            raise ImportError("No module named 'resvg_py'")
        return real_import(name, *args, **kwargs)
    monkeypatch.setattr(builtins, "__import__", no_resvg)
    out = tmp_path / "map.png"
    assert main(["map", "--out", str(out), "--lang", "en"]) == 2
    assert "pip install 'wsdv[png]'" in capsys.readouterr().err
    assert not out.exists()


def test_a_card_face_as_svg(tmp_path, capsys):
    out = tmp_path / "card42.svg"
    assert main(["cards", "show", "42", "--svg", str(out), "--lang", "fr"]) == 0
    assert capsys.readouterr().out == ""
    svg = out.read_text(encoding="utf-8")
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-card"')
    assert "La RFA reconnaît la RDA" in svg and "Bundesrepublik erkennt DDR" in svg
    assert "Enlevez 3 cubes de trouble" in svg


def test_a_card_face_from_an_overlay(tmp_path):
    """The erratum's overlay prints one value box (2 for both) where the base card prints two."""
    from test_overlays import erratum_overlay

    base, amended = tmp_path / "base.svg", tmp_path / "card25.svg"
    assert main(["cards", "show", "25", "--svg", str(base)]) == 0
    assert main(["cards", "show", "25", "--overlay", str(erratum_overlay(tmp_path)), "--svg", str(amended)]) == 0
    assert base.read_text(encoding="utf-8").count('class="value-box"') == 2
    assert amended.read_text(encoding="utf-8").count('class="value-box"') == 1
