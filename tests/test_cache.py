"""The disk cache of read files: same answers as a fresh read, and it misses when anything changes."""

from __future__ import annotations

import pytest
from wsdvtest import edit, messages

from interpreter import cache, loader
from interpreter.pipeline import build


@pytest.fixture
def disk_cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("WSDV_CACHE", str(folder))
    monkeypatch.setenv("WSDV_NO_CACHE", "0")
    monkeypatch.setattr(loader, "_PARSED", {})  # no help from this process's memory
    return folder


def test_a_cached_read_gives_the_same_rules(disk_cache, content_copy):
    first = build(content_copy)
    assert first.ok
    stored = sorted(disk_cache.glob("*.pickle"))
    assert len(stored) == len(list(content_copy.rglob("*.wsdv"))) - len(list((content_copy / "variants").rglob("*.wsdv")))
    loader._PARSED.clear()
    second = build(content_copy)
    assert second.rules == first.rules
    assert sorted(disk_cache.glob("*.pickle")) == stored  # nothing new was read


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
    for f in disk_cache.glob("*.pickle"):
        f.write_bytes(b"not a pickle")
    loader._PARSED.clear()
    assert build(content_copy).ok


def test_the_cache_can_be_turned_off(disk_cache, content_copy, monkeypatch):
    monkeypatch.setenv("WSDV_NO_CACHE", "1")
    assert build(content_copy).ok
    assert not disk_cache.exists()
    assert cache.enabled() is False
