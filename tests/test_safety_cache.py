"""The trust model of wsdv's cache (language/cache.py): the folder is the user's own, so a well-formed
entry under its key is believed (tests/test_cache_folder.py shows the control); but an entry that names
files other than those it is about is a miss, never a reason to point at, or quote, another file. The
forgeries are written with their checksums right (wsdvtest.poison, cache.put_data): only what they
name gives them away.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from wsdvtest import poison

from interpreter.cli.main import main
from interpreter.language import cache, loader

SECRET = "PRIVATE-51d0 key material"


@pytest.fixture
def checked_once(disk_cache: Path, content_copy: Path, capsys, monkeypatch) -> Path:
    """The cache after one check of a copy of the content (the working folder holds the copy and,
    beside it, a secret of the user's); the whole checks' entries removed, so that a second check
    reads each file's entry."""
    monkeypatch.chdir(content_copy.parent)
    (content_copy.parent / "secret.txt").write_text(SECRET + "\n", encoding="utf-8")
    assert main(["check", "--content", "content"]) == 0
    capsys.readouterr()
    for entry in disk_cache.glob("check-*.json"):
        entry.unlink()
    monkeypatch.setattr(loader, "_PARSED", {})   # (the second check reads the disk's entries)
    return disk_cache


def _entry_of(folder: Path, name: str) -> Path:
    """The entry of the reading of the content file ``name`` (as the check names it)."""
    entry = folder / f"{cache._key(name, Path(name).read_text(encoding='utf-8'))}.json"
    assert entry.is_file(), "the check keeps each file's reading under this key"
    return entry


@pytest.mark.parametrize("forged", ["a diagnostic", "a definition"])
def test_a_files_entry_that_names_another_file_is_a_miss(checked_once, capsys, forged):
    name = "content/flow.wsdv"
    entry = _entry_of(checked_once, name)
    payload = json.loads(entry.read_bytes().partition(b"\n")[2])
    text = Path(name).read_text(encoding="utf-8")
    assert cache.get(name, text) is not None   # the entry as wsdv wrote it: a hit
    secret = str(Path("secret.txt").resolve())
    if forged == "a diagnostic":
        payload["diags"].append([secret, [1, 1, None], "forged problem", None, "error", None])
    else:
        payload["defs"][0][3] = secret
    poison(entry, payload)
    assert cache.get(name, text) is None
    assert main(["check", "--content", "content"]) == 0   # read afresh: the content as it is
    err = capsys.readouterr().err
    assert "forged problem" not in err and "secret.txt" not in err


def test_a_stored_l10n_status_that_names_a_file_outside_what_it_read_is_a_miss(checked_once, capsys, monkeypatch):
    """`wsdv l10n check` quotes a problem's line from its file: a stored problem at the user's secret
    quoted the secret's first line."""
    keys: list[str] = []
    stored = cache.get_data

    def recorded(key):
        keys.append(key)
        return stored(key)

    monkeypatch.setattr(cache, "get_data", recorded)
    assert main(["l10n", "check", "fr", "--content", "content"]) == 0
    capsys.readouterr()
    [key] = keys
    payload = stored(key)
    assert isinstance(payload, list) and payload   # the statuses wsdv kept
    french = next(status for status in payload if status[0] == "fr")
    french[3].append(["fr", "stale", "x", "forged problem", str(Path("secret.txt").resolve()), 1, 1, None,
                      "error", None, None])
    cache.put_data(key, payload)
    assert main(["l10n", "check", "fr", "--content", "content"]) == 0
    err = capsys.readouterr().err
    assert SECRET not in err and "forged problem" not in err
