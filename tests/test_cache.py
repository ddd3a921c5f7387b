"""The disk cache of read files: same answers as a fresh read, and it misses when anything changes."""

from __future__ import annotations

import hashlib
import json
import os

import pytest
from wsdvtest import edit, messages, poison

from interpreter import inputs
from interpreter.language import cache, loader, syntax
from interpreter.rules.pipeline import build


def test_a_cached_read_gives_the_same_rules(disk_cache, content_copy):
    first = build(content_copy)
    assert first.ok
    stored = sorted(p for p in disk_cache.glob("*.json") if not p.name.startswith(("grammar-", "fluent-")))
    assert len(stored) == len(list(content_copy.rglob("*.wsdv"))) - len(list((content_copy / "variants").rglob("*.wsdv")))
    loader._PARSED.clear()
    second = build(content_copy)
    assert second.rules == first.rules
    assert sorted(p for p in disk_cache.glob("*.json") if not p.name.startswith(("grammar-", "fluent-"))) == stored


def test_an_edit_misses_and_its_errors_are_reported(disk_cache, content_copy):
    assert build(content_copy).ok
    loader._PARSED.clear()
    edit(content_copy / "board" / "connections.wsdv", "connection leipzig -- jena                    lines 2",
         "connection leipzig -- jena                    lines 3")
    result = build(content_copy)
    assert messages(result) == ["connections.wsdv:74:53: `lines` must be 1 or 2, found 3"]
    loader._PARSED.clear()
    assert messages(build(content_copy)) == messages(result)  # the cached read keeps its diagnostics


def test_a_damaged_cache_file_is_ignored(disk_cache, content_copy):
    assert build(content_copy).ok
    for f in disk_cache.glob("*.json"):
        f.write_bytes(b"not an entry")
    loader._PARSED.clear()
    assert build(content_copy).ok


def test_the_cache_can_be_turned_off(disk_cache, content_copy, monkeypatch):
    monkeypatch.setenv("WSDV_NO_CACHE", "1")
    assert build(content_copy).ok
    assert not [p for p in disk_cache.glob("*.json") if not p.name.startswith("grammar-")]
    assert cache.enabled() is False


def _entries(folder):
    return sorted(p for p in folder.glob("*.json") if not p.name.startswith(("grammar-", "fluent-")))


def test_a_cache_file_cannot_run_code(disk_cache, content_copy, tmp_path):
    """Entries are JSON read with json.loads: a pickle planted under an entry's name (or where the
    old pickle cache and Lark's cache were) is never unpickled."""
    import pickle

    assert build(content_copy).ok
    witness = tmp_path / "pwned"

    class Exploit:
        def __reduce__(self):
            return (open, (str(witness), "w"))

    bomb = pickle.dumps(Exploit())
    for f in disk_cache.glob("*.json"):
        f.write_bytes(bomb)
        f.with_suffix(".pickle").write_bytes(bomb)
    loader._PARSED.clear()
    syntax.parser.cache_clear()
    result = build(content_copy)
    assert result.ok and result.rules.counts()["side"] == 2
    assert not witness.exists()




@pytest.mark.parametrize("payload, checksum", [
    ({"defs": [], "broken": [], "diags": []}, False),  # edited without its checksum
    ([], True),
    ({"defs": "x", "broken": [], "diags": []}, True),
    ({"defs": [["side", 1, {}, "x", [], None]], "broken": [], "diags": []}, True),  # data not its kind's
    ({"defs": [["side", "a", {"kind": "side", "id": "a"}, "x", [[["k"], "1", 1, None]], None]],
      "broken": [], "diags": []}, True),  # a span of the wrong type
    ({"defs": [], "broken": [1], "diags": []}, True),
    ({"defs": [], "broken": [], "diags": [["f", None, "m", None, "fatal"]]}, True),
])
def test_an_entry_of_the_wrong_shape_is_rebuilt_not_trusted(disk_cache, content_copy, payload, checksum):
    first = build(content_copy)
    entries = _entries(disk_cache)
    for f in entries:
        poison(f, payload, checksum)
    loader._PARSED.clear()
    again = build(content_copy)
    assert again.ok and again.rules == first.rules and again.rules.counts()["side"] == 2
    assert all(json.loads(f.read_bytes().partition(b"\n")[2])["defs"] for f in _entries(disk_cache))


def test_damaged_parser_tables_are_rebuilt(disk_cache):
    """Lark's tables (used for files the fast reader cannot parse) are cached as JSON data too."""
    syntax.parser.cache_clear()
    fresh = syntax.parser()
    tables = list(disk_cache.glob("grammar-*.json"))
    assert len(tables) == 1
    syntax.parser.cache_clear()
    assert syntax.parser().parse("side west\n") == fresh.parse("side west\n")  # read back from the cache
    head, _, body = tables[0].read_bytes().partition(b"\n")
    broken = json.dumps({"data": {"__tuple__": [1]}, "memo": []}).encode()
    header = json.loads(head)
    header["sha256"] = hashlib.sha256(broken).hexdigest()
    tables[0].write_bytes(json.dumps(header).encode() + b"\n" + broken)
    syntax.parser.cache_clear()
    assert syntax.parser().parse("side west\n") == fresh.parse("side west\n")
    assert tables[0].read_bytes().partition(b"\n")[2] != broken  # stored afresh


def test_plain_data_keeps_tuples_and_keys():
    value = {"a": (1, [2, (3,)]), 4: {"__tuple__": "x"}, "t": None}
    assert cache.unplain(cache.plain(value)) == value
    with pytest.raises(TypeError):
        cache.plain({"f": print})


def _k(i: int) -> str:
    """A key named as wsdv names its entries (eviction touches no other name)."""
    return f"{i:040x}"


def test_the_cache_is_bounded_least_recently_used_first(disk_cache, monkeypatch):
    monkeypatch.setattr(cache, "MAX_ENTRIES", 10)
    for i in range(10):
        cache._write(_k(i), {"i": i})
        os.utime(disk_cache / f"{_k(i)}.json", (1000 + i, 1000 + i))
    assert cache._read(_k(0)) == {"i": 0}  # used: now the most recent
    cache._write(_k(10), {"i": 10})
    left = sorted(p.stem for p in disk_cache.glob("*.json"))
    assert len(left) == 9 and _k(0) in left and _k(10) in left and _k(1) not in left and _k(2) not in left


def test_eviction_removes_only_the_caches_own_entries(disk_cache, monkeypatch):
    """reliability review B.5: WSDV_CACHE naming a folder of the user's *.json files lost 301 of them."""
    monkeypatch.setattr(cache, "MAX_ENTRIES", 10)
    disk_cache.mkdir()
    for i in range(30):  # the user's files, older than any entry
        (disk_cache / f"data{i}.json").write_text("{}")
        os.utime(disk_cache / f"data{i}.json", (10, 10))
    (disk_cache / ("f" * 40 + ".txt")).write_text("mine too")
    for i in range(12):
        cache._write(_k(i), {"i": i})
        cache._write("check-" + _k(i), {"i": i})
    assert sorted(p.name for p in disk_cache.glob("data*.json")) == sorted(f"data{i}.json" for i in range(30))
    assert (disk_cache / ("f" * 40 + ".txt")).read_text() == "mine too"
    assert len([p for p in disk_cache.iterdir() if cache.ENTRY_NAME.fullmatch(p.name)]) <= 10


@pytest.mark.parametrize("special", ["fifo", "zero", "huge", "link"])
def test_a_cache_entry_that_is_no_plain_small_file_is_a_miss_at_once(disk_cache, special, monkeypatch):
    """reliability review D.21/D.22: a FIFO or /dev/zero named as an entry blocked or was read to a MemoryError."""
    key = _k(7)
    disk_cache.mkdir()
    path = disk_cache / f"{key}.json"
    if special == "fifo":
        os.mkfifo(path)
    elif special == "zero":
        path.symlink_to("/dev/zero")
    elif special == "huge":
        monkeypatch.setitem(inputs.LIMITS, "cache", 1000)
        with open(path, "wb") as f:
            f.truncate(5000)
    else:
        cache._write(_k(8), {"i": 8})
        path.symlink_to(disk_cache / f"{_k(8)}.json")
    assert cache._read(key) is None


def test_no_home_means_no_disk_cache(monkeypatch, tmp_path):
    monkeypatch.delenv("WSDV_CACHE", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("WSDV_NO_CACHE", "0")
    for home in (None, "", str(tmp_path / "gone")):
        if home is None:
            monkeypatch.delenv("HOME", raising=False)
        else:
            monkeypatch.setenv("HOME", home)
        assert cache.folder() is None and not cache.enabled()
        cache._write("k", {"x": 1})
        assert cache._read("k") is None
    assert not (tmp_path / "gone").exists()
    monkeypatch.setenv("HOME", str(tmp_path))
    assert cache.folder() is not None and str(cache.folder()).startswith(str(tmp_path))
