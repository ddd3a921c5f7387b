"""The suite's shared builds (tests/wsdvtest.py `once_per_run`, `ahead`, `wanted`): a worker that finds
the folder it asks for being made by another worker makes a registered folder the run needs meanwhile,
instead of waiting idle, and every folder is still made once.

The other worker is played by this test: it holds the folder's lock (a lock of its own open file, as
a worker process's is) while a thread of the test asks for that folder. No timing is involved: the
test lets go of the lock only once the thread has made the other folder."""

from __future__ import annotations

import fcntl
import threading
from collections import Counter
from pathlib import Path

import pytest
import wsdvtest


class _Factory:
    """What `once_per_run` reads of pytest's `tmp_path_factory`: the folder of the run."""

    def __init__(self, base: Path) -> None:
        self.base = base

    def getbasetemp(self) -> Path:
        return self.base


class _Item:
    def __init__(self, *fixturenames: str) -> None:
        self.fixturenames = list(fixturenames)


@pytest.fixture
def registry(monkeypatch, tmp_path):
    """An empty registry of folders made ahead, and a run folder outside xdist (the run's is `tmp_path`)."""
    monkeypatch.setattr(wsdvtest, "_AHEAD", {})
    monkeypatch.setattr(wsdvtest, "_WANTED", [])
    monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)
    return _Factory(tmp_path)


def test_a_worker_that_would_wait_makes_a_folder_the_run_needs_meanwhile(registry, tmp_path):
    made: Counter[str] = Counter()
    other_made = threading.Event()

    def maker(name: str):
        def make(folder: Path) -> None:
            made[name] += 1
            (folder / "what").write_text(name)
            if name == "other":
                other_made.set()
        return make

    get_busy = wsdvtest.ahead("busy", "busy_fixture", maker("busy"), seconds=5)
    get_other = wsdvtest.ahead("other", "other_fixture", maker("other"), seconds=1)
    wsdvtest.ahead("unasked", "nobody_asks", maker("unasked"), seconds=0)
    wsdvtest.wanted([_Item("busy_fixture", "tmp_path"), _Item("other_fixture"), object()])
    assert wsdvtest._WANTED == ["other", "busy"]   # the quickest to make first; none no test asks for

    # The other worker is making "busy": it holds its lock.
    (tmp_path / "shared-busy").mkdir()
    with open(tmp_path / "shared-busy.lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        got: list[Path] = []
        asker = threading.Thread(target=lambda: got.append(get_busy(registry)))
        asker.start()
        assert other_made.wait(timeout=60), "the worker that asked for a folder being made did not make another meanwhile"
        assert got == []   # it has not got "busy" yet: the other worker is still making it
        (tmp_path / "shared-busy" / "what").write_text("busy, by the other worker")
        (tmp_path / "shared-busy" / ".made").touch()
    asker.join(timeout=60)
    assert got == [tmp_path / "shared-busy"]
    assert (got[0] / "what").read_text() == "busy, by the other worker"   # not made again
    assert made == {"other": 1}   # the folder no test of the run asks for is not made
    assert not (tmp_path / "shared-unasked").exists()
    # Asked for later, the folder made ahead is there, and not made again.
    assert get_other(registry) == tmp_path / "shared-other"
    assert made == {"other": 1} and (tmp_path / "shared-other" / "what").read_text() == "other"


def test_a_failed_make_is_not_marked_made_and_is_tried_again(registry, tmp_path):
    calls: list[str] = []

    def failing(folder: Path) -> None:
        calls.append("fail")
        raise RuntimeError("the build failed")

    get = wsdvtest.ahead("failing", "f", failing, seconds=1)
    wsdvtest.wanted([_Item("f")])
    for _ in range(2):
        with pytest.raises(RuntimeError, match="the build failed"):
            get(registry)
    assert calls == ["fail", "fail"] and not (tmp_path / "shared-failing" / ".made").exists()
