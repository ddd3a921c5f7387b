"""`wsdv new` replaces its files under the rename's journal (rules/journal.py): a process killed between
two replacements left a half-added card (its declaration and English title, no German one) that the
next command neither saw nor mended. Now `wsdv check` refuses such a folder, and the next `wsdv new`
(or `wsdv rename`) finishes the change, or undoes it where no file was replaced yet."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from wsdvtest import KILLED_BY_THE_JOURNAL

from interpreter.cli.main import main
from interpreter.paths import content_dir

NEW = ["new", "card", "81", "--decade", "IV", "--content", "content"]


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def project(tmp_path: Path, monkeypatch) -> Path:
    shutil.copytree(content_dir(), tmp_path / "content", ignore=shutil.ignore_patterns("variants"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def added(tmp_path_factory, monkeypatch) -> dict[str, bytes]:
    """The content as an uninterrupted `wsdv new card 81` leaves it."""
    folder = tmp_path_factory.mktemp("uninterrupted")
    shutil.copytree(content_dir(), folder / "content", ignore=shutil.ignore_patterns("variants"))
    monkeypatch.chdir(folder)
    assert main(NEW) == 0
    return _snapshot(folder)


@pytest.mark.parametrize("after", [2, -2])
def test_a_new_card_killed_between_its_files_is_finished_or_undone_by_the_next(project, added, after, capsys,
                                                                                monkeypatch):
    monkeypatch.chdir(project)
    before = _snapshot(project)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent), "WSDV_NO_CACHE": "1"}
    run = subprocess.run([sys.executable, "-c", KILLED_BY_THE_JOURNAL, str(after), *NEW], cwd=project, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 9, run.stderr
    half = _snapshot(project)
    assert "content/.wsdv-rename-journal.json" in half
    changed = {k for k in added if half.get(k) != before.get(k)} - {"content/.wsdv-rename-journal.json"}
    if after > 0:   # two files have the card (its declaration, a title), the others not yet
        assert len([k for k in changed if half.get(k) == added[k]]) == 2, sorted(changed)
    else:           # staged only: not one file of the content touched yet
        assert all(half.get(k) == v for k, v in before.items())
    capsys.readouterr()
    assert main(["check", "--content", "content"]) == 2
    err = capsys.readouterr().err
    assert "`wsdv new card 81` was interrupted, so the content holds only part of what it adds" in err, err
    assert "run the same `wsdv new` in this content folder again" in err, err
    assert main(NEW) == 0
    err = capsys.readouterr().err
    assert ("was finished: all" if after > 0 else "was undone: it had not changed any of its") in err, err
    assert _snapshot(project) == added   # the same as an uninterrupted `new`: nothing half, nothing left over
    assert main(["check", "--content", "content"]) == 0


def test_a_rename_finishes_a_new_left_half_done(project, capsys, monkeypatch):
    """Either command mends what the other left: the journal says which change it was."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent), "WSDV_NO_CACHE": "1"}
    run = subprocess.run([sys.executable, "-c", KILLED_BY_THE_JOURNAL, "1", *NEW], cwd=project, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 9, run.stderr
    capsys.readouterr()
    assert main(["rename", "province", "hessen", "hesse", "--content", "content", "--dry-run"]) == 0
    err = capsys.readouterr().err
    assert "an interrupted `wsdv new card 81` was finished" in err, err
    assert not (project / "content" / ".wsdv-rename-journal.json").exists()
    assert main(["check", "--content", "content"]) == 0
