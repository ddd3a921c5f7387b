"""A cache folder someone else could write (WSDV_CACHE naming a shared or another user's folder) is
not used: an entry there, well formed under its key (a key anyone can compute), would decide what
`wsdv check` says. wsdv says so in one warning line, in the reader's language, and runs without it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from wsdvtest import poison

from interpreter.cli.main import main
from interpreter.language import cache


@pytest.fixture
def forged(disk_cache: Path, content_copy: Path, capsys, monkeypatch) -> Path:
    """The cache after one check of the content, its check entry rewritten (checksum and all) to say
    the game has 99 sides: a forgery the cache believes in a folder of the user's own."""
    monkeypatch.chdir(content_copy.parent)
    assert main(["check", "--content", "content"]) == 0
    capsys.readouterr()
    entries = sorted(disk_cache.glob("check-*.json"))   # (the base, and its shipped variant)
    assert entries
    for entry in entries:
        payload = json.loads(entry.read_bytes().partition(b"\n")[2])
        payload["counts"]["side"] = 99
        poison(entry, payload)
    return disk_cache


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_a_forged_entry_in_the_users_own_folder_is_believed(forged, capsys):
    """The control: the forgery below is one the cache cannot tell from its own entries."""
    assert main(["check", "--content", "content"]) == 0
    out, err = capsys.readouterr()
    assert "99 sides" in out and "warning" not in err, (out, err)


@pytest.mark.parametrize("why", ["writable", "owner", "parent"])
def test_a_folder_others_could_write_is_not_used_and_said_once(forged, capsys, monkeypatch, tmp_path, why):
    if why == "writable":
        forged.chmod(0o777)
    elif why == "owner":
        if os.geteuid() != 0:
            pytest.skip("only root can give a folder to another user")
        os.chown(forged, 65534, 65534)
    else:   # a folder above it that anyone may write to, without /tmp's sticky bit: anyone may swap it
        shared = tmp_path / "shared"
        shared.mkdir()
        moved = shared / "cache"
        forged.rename(moved)
        shared.chmod(0o777)
        monkeypatch.setenv("WSDV_CACHE", str(moved))
        forged = moved
    before = _snapshot(forged)
    assert cache.untrusted() == (str(forged), why)
    assert main(["check", "--content", "content"]) == 0
    out, err = capsys.readouterr()
    assert "2 sides" in out and "99 sides" not in out, out
    [line] = [x for x in err.splitlines() if x.strip()]
    assert line.startswith(f"{forged}: warning: the cache folder is not used") and "WSDV_CACHE" in line, err
    assert _snapshot(forged) == before   # nothing read from it, nothing written to it


def test_the_warning_speaks_the_readers_language(forged, capsys, monkeypatch):
    forged.chmod(0o770)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert main(["check", "--content", "content"]) == 0
    err = capsys.readouterr().err
    assert f"{forged}: Warnung: der Cache-Ordner wird nicht benutzt: andere Benutzer dürfen hineinschreiben" in err, err


def test_a_private_folder_not_made_yet_is_trusted_and_made_private(tmp_path, monkeypatch):
    folder = tmp_path / "new" / "cache"
    monkeypatch.setenv("WSDV_CACHE", str(folder))
    monkeypatch.setenv("WSDV_NO_CACHE", "0")
    assert cache.untrusted() is None and cache.folder() == folder
    cache.put_data("0" * 40, [1])
    assert folder.stat().st_mode & 0o077 == 0 and cache.get_data("0" * 40) == [1]
