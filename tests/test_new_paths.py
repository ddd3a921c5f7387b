"""`wsdv new` checks the content with the new definition in a temporary copy before it writes anything; a
problem found there names the user's own file (the copy is gone by the time they read it), not the copy's."""

from __future__ import annotations

from pathlib import Path

from interpreter.cli.main import main

VARIANT_CARDS = Path("variants") / "second_edition" / "cards.wsdv"


def test_a_problem_found_in_the_copy_names_the_users_file(content_copy, capsys, monkeypatch):
    # The base content passes, so `new` goes on; the 2nd edition's variant (checked only in the copy, with
    # every variant) names a province nothing declares.
    cards = content_copy / VARIANT_CARDS
    text = cards.read_text(encoding="utf-8")
    assert text.count("where sachsen") == 1
    cards.write_text(text.replace("where sachsen", "where atlantis"), encoding="utf-8")
    line = text[:text.index("where sachsen")].count("\n") + 1
    monkeypatch.chdir(content_copy.parent)
    tracks = (content_copy / "board" / "tracks.wsdv").read_text(encoding="utf-8")

    code = main(["new", "track", "morale", "--spaces=0..5", "--content", str(content_copy)])
    err = capsys.readouterr().err.splitlines()

    assert code == 2, err
    assert err[0].startswith(f"content/variants/second_edition/cards.wsdv:{line}:"), err
    assert "'atlantis'" in err[0] and err[1].strip().endswith("where atlantis"), err
    assert not any("wsdv-new-" in e for e in err), err
    assert (content_copy / "board" / "tracks.wsdv").read_text(encoding="utf-8") == tracks   # nothing written


def test_a_file_to_change_that_is_a_symbolic_link_is_refused_and_nothing_is_written(content_copy, capsys, monkeypatch):
    """A locale linked in from another folder of the content (one linked in from outside it is refused
    as soon as it is read: test_links_out): `new` checked its copy with the link's path taken as inside
    the content (exit 3, "a bug in wsdv"), and replacing the link with a file would cut it off from its
    own. Refused, in the reader's language; nothing is written."""
    titles = content_copy / "locales" / "de" / "titles.ftl"
    shared = content_copy / "locales" / "shared-titles.ftl"
    titles.rename(shared)
    titles.symlink_to(shared)
    before = {p: p.read_bytes() for p in sorted(content_copy.rglob("*")) if p.is_file()}
    monkeypatch.chdir(content_copy.parent)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    code = main(["new", "card", "81", "--decade", "IV", "--content", str(content_copy)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert "titles.ftl ist ein symbolischer Link" in err and "internal error" not in err, err
    assert titles.is_symlink() and titles.resolve() == shared.resolve()
    assert {p: p.read_bytes() for p in sorted(content_copy.rglob("*")) if p.is_file()} == before


def _files(folder: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_folder_it_may_not_write_leaves_every_file_as_it_was(content_copy, capsys, monkeypatch):
    """A new card changes eight files; the Ukrainian locale folder is not writable (a translator's, say).
    The refusal came at the last file, after the deck, the card and five languages' titles were
    written: a half-added card. Every place is checked before the first is written."""
    import os

    from interpreter import outputs

    closed = (content_copy / "locales" / "uk").resolve()
    real = os.access
    monkeypatch.setattr(outputs.os, "access", lambda p, mode, **kw: Path(p).resolve() != closed and real(p, mode, **kw))
    before = _files(content_copy)
    monkeypatch.chdir(content_copy.parent)
    code = main(["new", "card", "81", "--decade", "IV", "--content", str(content_copy)])
    err = capsys.readouterr().err
    assert code == 2 and "not writable" in err, err
    assert _files(content_copy) == before


def test_a_full_disk_while_writing_leaves_every_file_as_it_was(content_copy, capsys, monkeypatch):
    import errno
    import os

    real, calls = os.fsync, []

    def fsync(fd: int) -> None:
        calls.append(fd)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(fd)
    before = _files(content_copy)
    monkeypatch.chdir(content_copy.parent)
    monkeypatch.setattr(os, "fsync", fsync)
    code = main(["new", "card", "81", "--decade", "IV", "--content", str(content_copy)])
    err = capsys.readouterr().err
    assert code == 2 and "No space left on device" in err, err
    assert _files(content_copy) == before
