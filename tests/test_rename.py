"""`wsdv rename`: a province renamed everywhere, checked, and renamed back to the very same files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.paths import content_dir

SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def project(tmp_path: Path, monkeypatch) -> Path:
    shutil.copytree(content_dir(), tmp_path / "content")
    shutil.copytree(SCENARIOS, tmp_path / "scenarios")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "page.md").write_text(
        "Hessen borders hessen in prose; in code `add(unrest, 1, to = hessen)`.\n\n"
        "```wsdv\nprovince hessen  side west\n```\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _rename(*argv: str) -> int:
    return main(["rename", *argv, "--content", "content", "--scenarios", "scenarios", "--docs", "docs"])


def test_a_province_rename_round_trips_and_passes_check_and_every_scenario(project: Path, capsys):
    before = _snapshot(project)
    assert _rename("province", "hessen", "hesse") == 0
    out = capsys.readouterr().out
    assert out.startswith("renamed province 'hessen' to 'hesse': ")
    names = (project / "content" / "locales" / "pl" / "names.ftl").read_text(encoding="utf-8")
    assert "-province-hesse = " in names and "-province-hessen" not in names
    page = (project / "docs" / "page.md").read_text(encoding="utf-8")
    assert "borders hessen in prose" in page and "to = hesse)" in page and "province hesse  side" in page
    assert main(["check", "--content", "content", "--strict"]) == 0
    assert main(["scenario", "run", "scenarios", "--content", "content"]) == 0
    assert _rename("province", "hesse", "hessen") == 0
    assert _snapshot(project) == before


def test_dry_run_writes_nothing(project: Path, capsys):
    before = _snapshot(project)
    assert _rename("province", "hessen", "hesse", "--dry-run") == 0
    out = capsys.readouterr().out
    assert "content/board/provinces.wsdv:" in out and "(dry run: nothing written)" in out
    assert _snapshot(project) == before


@pytest.mark.parametrize("argv, message", [
    (("province", "hesen", "hesse"), "there is no province 'hesen'"),
    (("track", "socialist", "reds"), "'socialist' is the id of definitions of several kinds (piece, track)"),
    (("province", "hessen", "bayern"), "'bayern' is already the id of a definition (province)"),
    (("province", "hessen", "3x"), "'3x' is not an id"),
    (("province", "hessen", "for"), "the renamed content would not pass `wsdv check`; nothing was written"),
])
def test_refused_renames_write_nothing(project: Path, capsys, argv, message):
    before = _snapshot(project)
    assert _rename(*argv) == 2
    assert message in capsys.readouterr().err
    assert _snapshot(project) == before


def test_content_with_errors_is_refused_in_the_readers_language(project: Path, capsys, monkeypatch):
    """Issue 27: a rename of content that does not pass `wsdv check` printed the errors and its refusal in
    English whatever the reader's language; now both are in the reader's (here Polish), as `check` says them,
    and nothing is written."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    provinces = project / "content" / "board" / "provinces.wsdv"
    provinces.write_text(provinces.read_text(encoding="utf-8") + "\nprovince hessen  side west\n", encoding="utf-8")
    before = _snapshot(project)
    assert _rename("province", "bayern", "bavaria") == 2
    err = capsys.readouterr().err
    assert "treść zawiera błędy: popraw je przed zmianą nazwy" in err, err
    assert "błąd" in err and "fix them before renaming" not in err and "error:" not in err, err
    assert _snapshot(project) == before


def test_a_file_that_is_a_symbolic_link_is_refused_and_nothing_is_touched(project: Path, capsys):
    """A locale kept in another folder of the content and linked into its language (a link out of the
    content is refused as soon as it is read: test_links_out): replacing the link with a renamed copy
    would cut it off from that file, which keeps the old name. The rename is refused before anything
    is written; the link and its file stay as they were."""
    names = project / "content" / "locales" / "en" / "names.ftl"
    shared = project / "content" / "locales" / "shared-names.ftl"
    names.rename(shared)
    names.symlink_to(shared)
    before = _snapshot(project)
    assert _rename("province", "hessen", "hesse") == 2
    err = capsys.readouterr().err
    assert "names.ftl" in err and "symbolic link" in err, err
    assert names.is_symlink() and names.resolve() == shared.resolve()
    assert _snapshot(project) == before
