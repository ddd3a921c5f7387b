"""Warnings: shown with exit 0; `--strict` makes them errors (exit 2); the shipped content has none."""

from __future__ import annotations

from pathlib import Path

from interpreter.cli.main import main


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


def test_error_paths_are_relative_to_the_working_folder(content_copy: Path, capsys, monkeypatch):
    """A terminal or an editor opens `file:line:col` from where wsdv ran, even outside the content."""
    elsewhere = content_copy.parent / "work" / "here"
    elsewhere.mkdir(parents=True)
    monkeypatch.chdir(elsewhere)
    (content_copy / "extra.wsdv").write_text("piece zz count 0 source rulebook\n", encoding="utf-8")
    assert main(["check", "--content", str(content_copy)]) == 2
    first = capsys.readouterr().err.splitlines()[0]
    assert first.startswith("../../content/extra.wsdv:1:16: error:"), first
    assert (elsewhere / "../../content/extra.wsdv").is_file()
