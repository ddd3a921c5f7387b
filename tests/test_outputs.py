"""Owned output: wsdv replaces only what it wrote, writes atomically and cleans up after a killed run."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from interpreter import outputs
from interpreter.cli.main import main
from interpreter.site.build import SiteError, build_site


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_folder_of_the_users_files_is_refused_and_kept(tmp_path, capsys):
    docs = tmp_path / "Documents"
    docs.mkdir()
    (docs / "thesis.txt").write_text("years of work")
    (docs / "sub").mkdir()
    (docs / "sub" / "photo.jpg").write_bytes(b"\xff\xd8")
    before = _tree(docs)
    assert main(["site", "build", "-q", "--out", str(docs)]) == 2
    err = capsys.readouterr().err
    assert f"{docs}: error: will not replace this folder" in err and "hint:" in err and "Traceback" not in err
    assert _tree(docs) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Documents"], "a stage was left behind"


def test_markdown_into_a_users_folder_is_refused(tmp_path, capsys):
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "mine.md").write_text("mine")
    assert main(["site", "build", "-q", "--out", str(tmp_path / "site"), "--markdown", str(notes)]) == 2
    assert "will not replace this folder with the Markdown tree" in capsys.readouterr().err
    assert (notes / "mine.md").read_text() == "mine" and not (tmp_path / "site").exists()


@pytest.mark.parametrize(("command", "example"), [
    (["site", "build", "-q", "--out"], "e.g. --out site-build"),
    (["simulate", "--games", "1", "--out"], "e.g. --out simulation-2"),
    (["schema", "export"], "e.g. wsdv schema export schemas"),
])
def test_a_refusal_suggests_the_refusing_commands_own_option(tmp_path, capsys, command, example):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("mine")
    assert main([*command, str(mine)]) == 2
    hint = capsys.readouterr().err.split("hint: ", 1)[1]
    assert example in hint, hint
    assert all(other in example or other not in hint
               for other in ("--out site-build", "--out simulation-2", "wsdv schema export"))
    assert (mine / "notes.txt").read_text() == "mine"


@pytest.mark.parametrize("target", ["file", "device", "cwd", "parent_of_cwd", "symlink"])
def test_files_devices_and_the_working_folder_are_refused(tmp_path, monkeypatch, capsys, target):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    if target == "file":
        out = tmp_path / "report.pdf"
        out.write_text("keep me")
    elif target == "device":
        out = Path("/dev/null")
    elif target == "cwd":
        out = Path(".")
    elif target == "parent_of_cwd":
        out = Path("..")
    else:
        real = tmp_path / "real"
        real.mkdir()
        out = tmp_path / "link"
        out.symlink_to(real)
    assert main(["site", "build", "-q", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "error: " in err and "hint: " in err and "Traceback" not in err
    if target == "file":
        assert out.read_text() == "keep me"
    assert list(work.iterdir()) == []


def test_check_folder_accepts_absent_empty_and_marked_folders(tmp_path):
    assert outputs.check_folder(tmp_path / "new", "site") == tmp_path / "new"
    (tmp_path / "empty").mkdir()
    outputs.check_folder(tmp_path / "empty", "site")
    ours = tmp_path / "ours"
    ours.mkdir()
    (ours / "index.html").write_text("old")
    with pytest.raises(outputs.OutputError):
        outputs.check_folder(ours, "site")
    outputs.mark(ours, "site")
    outputs.check_folder(ours, "site")


def test_replacing_folder_swaps_whole_trees_and_keeps_the_old_one_on_failure(tmp_path):
    out = tmp_path / "out"
    with outputs.replacing_folder(out, "tree") as new:
        (new / "a.txt").write_text("one")
    assert (out / "a.txt").read_text() == "one" and outputs.is_marked(out)
    with pytest.raises(RuntimeError), outputs.replacing_folder(out, "tree") as new:
        (new / "a.txt").write_text("two")
        raise RuntimeError("the build failed")
    assert (out / "a.txt").read_text() == "one"
    with outputs.replacing_folder(out, "tree") as new:
        (new / "b.txt").write_text("three")
    assert sorted(p.name for p in out.iterdir()) == [outputs.MARKER, "b.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_a_folder_that_became_foreign_during_the_build_is_not_replaced(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    with pytest.raises(outputs.OutputError), outputs.replacing_folder(out, "tree") as new:
        (new / "a.txt").write_text("new")
        (out / "mine.txt").write_text("the user's, written meanwhile")
    assert (out / "mine.txt").is_file() and sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_a_killed_build_leaves_nothing_behind_on_the_next_run(tmp_path):
    """A process killed in the middle of a build leaves its stage; the next run removes it,
    and an old site stays in place while the build runs."""
    out = tmp_path / "site"
    with outputs.replacing_folder(out, "site") as new:
        (new / "index.html").write_text("old site")
    script = textwrap.dedent(f"""
        import os, signal
        from pathlib import Path
        from interpreter import outputs
        with outputs.replacing_folder(Path({str(out)!r}), "site") as new:
            (new / "index.html").write_text("half")
            os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", script], cwd=Path(__file__).resolve().parent.parent)
    assert proc.returncode == -9
    assert (out / "index.html").read_text() == "old site"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site.build-")], "the kill left a stage"
    with outputs.replacing_folder(out, "site") as new:
        (new / "index.html").write_text("new site")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]
    assert (out / "index.html").read_text() == "new site"


def test_a_kill_between_the_two_renames_brings_the_old_tree_back(tmp_path):
    out = tmp_path / "site"
    with outputs.replacing_folder(out, "site") as new:
        (new / "index.html").write_text("old site")
    # What a kill right after the first rename of a swap leaves: the old tree inside a stage.
    stage = tmp_path / ".site.build-dead"
    stage.mkdir()
    (stage / outputs.MARKER).write_text('{"pid": 999999999}')
    os.rename(out, stage / "previous")
    outputs.clean_stale(out)
    assert (out / "index.html").read_text() == "old site"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_stale_cleanup_leaves_unmarked_look_alikes_alone(tmp_path):
    out = tmp_path / "site"
    lookalike = tmp_path / ".site.build-mine"
    lookalike.mkdir()
    (lookalike / "keep.txt").write_text("not wsdv's")
    outputs.clean_stale(out)
    assert (lookalike / "keep.txt").is_file()


def test_site_build_replaces_its_own_site(rebuilt_site):
    # rebuilt_site (tests/conftest.py): a copy of a build, a stray file written into it, built again in place.
    out = rebuilt_site.out
    assert rebuilt_site.first_marked and outputs.is_marked(out)
    assert not rebuilt_site.stray.exists() and (out / "index.html").is_file()
    with pytest.raises(SiteError, match="neither inside the other"):
        build_site(out, cards=[], markdown=out / "md")


def test_write_file_is_atomic_and_refuses_foreign_files(tmp_path):
    target = tmp_path / "game.jsonl"
    outputs.write_file(target, "one\n", "log")
    assert target.read_text() == "one\n" and oct(target.stat().st_mode & 0o777) != oct(0o600)
    outputs.write_file(target, "two\n", "log", owned=lambda p: p.read_text().startswith("one"))
    assert target.read_text() == "two\n"
    with pytest.raises(outputs.OutputError, match="wsdv did not write it"):
        outputs.write_file(target, "three\n", "log", owned=lambda p: False)
    assert target.read_text() == "two\n"
    with pytest.raises(outputs.OutputError, match="does not exist"):
        outputs.write_file(tmp_path / "missing" / "x", "x", "log")
    with pytest.raises(outputs.OutputError, match="this is a folder"):
        outputs.write_file(tmp_path, "x", "log")
    with pytest.raises(outputs.OutputError, match="device or special file"):
        outputs.write_file(Path("/dev/null"), "x", "log")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl"]


def test_a_file_that_is_a_symbolic_link_is_refused_not_replaced_by_a_file(tmp_path, capsys):
    """`wsdv map --out link.svg`, the link to a map wsdv drew elsewhere: the map was written in the link's
    place, the link gone and its file left as it was. A writer never replaces a link (`rename` and `new`
    refuse one before writing anything, too)."""
    elsewhere = tmp_path / "shared"
    elsewhere.mkdir()
    assert main(["map", "--out", str(elsewhere / "map.svg")]) == 0
    drawn = (elsewhere / "map.svg").read_bytes()
    link = tmp_path / "link.svg"
    link.symlink_to(elsewhere / "map.svg")
    assert main(["map", "--out", str(link)]) == 2
    assert "symbolic link" in capsys.readouterr().err
    assert link.is_symlink() and (elsewhere / "map.svg").read_bytes() == drawn


@pytest.mark.parametrize("many", [False, True])
def test_an_interrupt_while_writing_leaves_every_file_as_it_was_and_no_temporary_file(tmp_path, monkeypatch, many):
    """Ctrl-C (or any exception that is not a refusal) part-way through `write_file` or
    `write_files`: the exception goes on to the caller as it was, no file is changed, and no
    temporary file stays beside them (the clean-up runs in a `finally`, not by catching it)."""
    paths = [tmp_path / f"f{i}.txt" for i in range(3)]
    for p in paths:
        p.write_text("old\n", encoding="utf-8")
    real_fsync, calls = os.fsync, []

    def interrupted(fd):
        calls.append(fd)
        if len(calls) == (3 if many else 1):
            raise KeyboardInterrupt
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        if many:
            outputs.write_files([(p, "new\n") for p in paths], "test file")
        else:
            outputs.write_file(paths[0], "new\n", "test file")
    assert [p.read_text(encoding="utf-8") for p in paths] == ["old\n"] * 3
    assert sorted(x.name for x in tmp_path.iterdir()) == ["f0.txt", "f1.txt", "f2.txt"]
