"""Warnings: shown with exit 0; `--strict` makes them errors (exit 2); the shipped content has none."""

from __future__ import annotations

from pathlib import Path

from interpreter.cli.main import main
from interpreter.diagnostics import display_path


def test_a_warning_exits_0_and_strict_exits_2(content_copy: Path, capsys, monkeypatch):
    monkeypatch.chdir(content_copy.parent)
    (content_copy / "extra.wsdv").write_text(
        'phase extra_phase  section "9.0"  source rulebook {\n  add(unrest, 1, to = hessen)\n}\n', encoding="utf-8")
    assert main(["check", "--content", str(content_copy), "--variant", "second_edition"]) == 0
    err = capsys.readouterr().err
    assert "content/extra.wsdv:1:7: warning: no sequence runs phase 'extra_phase'" in err
    assert err.rstrip().endswith("1 warning in the content")
    assert main(["check", "--content", str(content_copy), "--variant", "second_edition", "--strict"]) == 2
    assert "1 warning in the content (--strict: they count as errors)" in capsys.readouterr().err


def test_the_shipped_content_and_its_variants_have_no_warnings(capsys):
    assert main(["check", "--strict"]) == 0
    assert capsys.readouterr().err == ""


def test_error_paths_inside_the_working_folder_are_relative(content_copy: Path, capsys, monkeypatch):
    """A terminal or an editor opens `file:line:col` from where wsdv ran."""
    monkeypatch.chdir(content_copy.parent)
    (content_copy / "extra.wsdv").write_text("piece zz count 0 source rulebook\n", encoding="utf-8")
    assert main(["check", "--content", str(content_copy.resolve())]) == 2
    first = capsys.readouterr().err.splitlines()[0]
    assert first.startswith("content/extra.wsdv:1:16: error:"), first


def test_error_paths_outside_the_working_folder_are_absolute(content_copy: Path, capsys, monkeypatch):
    """Outside the working folder a file is named in full, not as `../../content/...` (which says
    nothing of where it is): the content's files, an overlay's and the l10n checker's alike."""
    elsewhere = content_copy.parent / "work" / "here"
    elsewhere.mkdir(parents=True)
    monkeypatch.chdir(elsewhere)
    (content_copy / "extra.wsdv").write_text("piece zz count 0 source rulebook\n", encoding="utf-8")
    assert main(["check", "--content", "../../content"]) == 2
    first = capsys.readouterr().err.splitlines()[0]
    full = (content_copy / "extra.wsdv").resolve()
    assert first.startswith(f"{full}:1:16: error:"), first
    assert "../" not in first
    overlay = content_copy.parent / "ov"
    overlay.mkdir()
    (overlay / "x.wsdv").write_text("piece zz count 0 source rulebook\n", encoding="utf-8")
    (content_copy / "extra.wsdv").unlink()
    assert main(["check", "--content", "../../content", "--overlay", "../../ov"]) == 2
    assert capsys.readouterr().err.startswith(f"{(overlay / 'x.wsdv').resolve()}:1:16: error:")
    assert main(["check", "--content", "../../content", "--overlay", "../../nowhere"]) == 2
    assert f"{(content_copy.parent / 'nowhere').resolve()}: error:" in capsys.readouterr().err
    scenario = content_copy.parent / "s.yaml"   # a scenario file's problems are named the same way
    scenario.write_text("name: x\nsetup: base\n", encoding="utf-8")
    assert main(["scenario", "run", "--content", "../../content", "../../s.yaml"]) != 0
    err = capsys.readouterr().err
    assert f"{scenario.resolve()}:1:1: error:" in err and "../" not in err


def test_display_path_is_the_one_rule(tmp_path, monkeypatch):
    inside = tmp_path / "here"
    (inside / "a").mkdir(parents=True)
    monkeypatch.chdir(inside)
    assert display_path(inside / "a" / "b.wsdv") == "a/b.wsdv"
    assert display_path(Path("a/b.wsdv")) == "a/b.wsdv"
    assert display_path(tmp_path / "x.wsdv") == str((tmp_path / "x.wsdv").resolve())
    assert display_path(Path("../x.wsdv")) == str((tmp_path / "x.wsdv").resolve())
