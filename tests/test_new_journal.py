"""`wsdv new` replaces its files under the rename's journal (rules/journal.py): a process killed between
two replacements left a half-added card (its declaration and English title, no German one) that the
next command neither saw nor mended. Now `wsdv check` refuses such a folder, and the next `wsdv new`
(or `wsdv rename`) finishes the change, or undoes it where no file was replaced yet."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from wsdvtest import KILLED_BY_THE_JOURNAL

from interpreter.cli.main import main
from interpreter.paths import content_dir
from interpreter.rules import journal
from interpreter.rules.journal import JOURNAL, JournalError, pending
from interpreter.words.l10n import localizer

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


VARIANT = ["new", "variant", "lowlands", "--content", "content"]


def _folders(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_dir()}


def _killed(project: Path, after: int, argv: list[str]) -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent), "WSDV_NO_CACHE": "1"}
    run = subprocess.run([sys.executable, "-c", KILLED_BY_THE_JOURNAL, str(after), *argv], cwd=project, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 9, run.stderr


def test_an_undone_new_variant_leaves_no_empty_folder_behind(project, capsys):
    """A `wsdv new variant` killed while staging was undone by the next command, but the variant's
    folder (and variants/ itself, in content that had none) stayed behind, empty: the journal lists
    the folders the change made, and the undo removes them."""
    before, folders = _snapshot(project), _folders(project)
    assert "content/variants" not in folders
    _killed(project, -1, VARIANT)
    assert {"content/variants", "content/variants/lowlands"} <= _folders(project)
    note = json.loads((project / "content" / ".wsdv-rename-journal.json").read_text(encoding="utf-8"))
    assert note["folders"] == [str((project / "content" / "variants").resolve()),
                               str((project / "content" / "variants" / "lowlands").resolve())]
    capsys.readouterr()
    assert main(["rename", "province", "hessen", "hesse", "--content", "content", "--dry-run"]) == 0
    assert "was undone" in capsys.readouterr().err
    assert _snapshot(project) == before and _folders(project) == folders


def test_an_undo_keeps_a_folder_that_holds_something_and_a_finished_new_keeps_its_folder(project, capsys):
    _killed(project, -1, VARIANT)
    (project / "content" / "variants" / "lowlands" / "notes.txt").write_text("mine", encoding="utf-8")
    assert main(["rename", "province", "hessen", "hesse", "--content", "content", "--dry-run"]) == 0
    assert (project / "content" / "variants" / "lowlands" / "notes.txt").read_text(encoding="utf-8") == "mine"
    shutil.rmtree(project / "content" / "variants")
    _killed(project, 1, VARIANT)   # one file replaced: decided, finished by the next command
    assert main(["rename", "province", "hessen", "hesse", "--content", "content", "--dry-run"]) == 0
    assert "was finished" in capsys.readouterr().err
    assert (project / "content" / "variants" / "lowlands" / "variant.wsdv").is_file()


@pytest.mark.parametrize("folder", ["{tmp}", "{tmp}/content/board", "{tmp}/content/../elsewhere"])
def test_a_journal_that_lists_a_folder_the_change_could_not_have_made_is_refused(project, capsys, folder):
    """The journal is read as hostile (a downloaded pack may hold one): a folder outside the journal's
    own, one that holds none of its files, or a path with `..` is refused, and nothing is removed."""
    (project / "elsewhere").mkdir()
    target = project / "content" / "locales" / "en" / "names.ftl"
    note = {"written_by": "wsdv new", "state": "staging", "new": ["variant", "x"],
            "files": [[str(target), str(target.with_name(".names.ftl.wsdv-rename-new"))]],
            "folders": [folder.format(tmp=project)]}
    (project / "content" / ".wsdv-rename-journal.json").write_text(json.dumps(note), encoding="utf-8")
    before = _folders(project)
    assert main(VARIANT) == 2
    assert "is not one wsdv wrote" in capsys.readouterr().err
    assert _folders(project) == before


# ------------------------------------------------------------------ a journal's refusals in the reader's language
# The three refusals of rules/journal.py: the module is below the locales, so it keeps an English text
# (what a Python caller reads) beside the words the command says; the two are held to each other here.
JOURNAL_REFUSALS = {
    "files-journal-unreadable": "{",                                         # no JSON at all
    "files-journal-foreign": json.dumps({"written_by": "someone", "state": "done"}),   # JSON, not ours
}


@pytest.mark.parametrize("message_id", sorted(JOURNAL_REFUSALS))
def test_a_journal_refusal_is_said_in_the_readers_language_and_its_english_is_the_locales(project, capsys,
                                                                                          monkeypatch, message_id):
    journal_file = project / "content" / JOURNAL
    journal_file.write_text(JOURNAL_REFUSALS[message_id], encoding="utf-8")
    with pytest.raises(JournalError) as refused:
        pending(project / "content")
    err = refused.value
    assert err.words is not None and err.words[0] == message_id and err.path == str(journal_file)
    words = localizer()
    assert str(err) == f"{journal_file}: error: {words.text(message_id, 'en', **err.words[1])}"
    assert err.hint == words.text(message_id + "-hint", "en")
    _reader("de_DE.UTF-8", monkeypatch)   # (`wsdv new` has no --lang: the environment's language)
    for command in (["check", "--content", "content"], NEW):
        assert main(command) == 2
        said = capsys.readouterr().err
        german = words.text(message_id, "de", **err.words[1])
        assert "Fehler" in said and german.split(" (")[0] in said and "error:" not in said, said
        assert words.text(message_id + "-hint", "de") in said


def test_a_journal_that_cannot_stage_says_so_in_the_readers_language(project, capsys, monkeypatch):
    """A full disk while staging (the first staged file cannot be written): nothing was changed, said
    in German to a German reader."""
    def full(file, *args, **kwargs):
        if str(file).endswith(".wsdv-rename-new"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(file))
        return open(file, *args, **kwargs)

    monkeypatch.setattr(journal, "open", full, raising=False)   # (the module's own name for the builtin)
    _reader("de_DE.UTF-8", monkeypatch)
    before = _snapshot(project / "content")
    assert main(NEW) == 2
    said = capsys.readouterr().err
    assert "der Datenträger ist voll; nichts wurde geändert" in said and "error" not in said, said
    assert _snapshot(project / "content") == before


def _reader(locale: str, monkeypatch) -> None:
    """The person at the terminal reads ``locale``'s language (as tests/test_new_words.py sets it)."""
    monkeypatch.setenv("LANG", locale)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
