"""Helpers shared by the test modules (a module of its own: `conftest` names clash across folders)."""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

from interpreter.rules.pipeline import Result
from interpreter.words.l10n import localizer


def edit(path: Path, old: str, new: str) -> None:
    """Replace one exact, unique piece of text in a content file."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def overlay(tmp_path: Path, text: str, folder: str = "overlay", file: str | None = None) -> Path:
    """An overlay folder ``tmp_path/folder`` holding one content file (``file``, default
    ``<folder>.wsdv``) with ``text``; a second call with another file adds it to the same folder.
    Its path is what ``build(overlays=[...])`` and ``--overlay`` take; the file's name is the one the
    diagnostics name."""
    where = tmp_path / folder
    where.mkdir(exist_ok=True)
    (where / (file or f"{folder}.wsdv")).write_text(text, encoding="utf-8")
    return where


def overlay_files(where: Path, files: Mapping[str, str]) -> Path:
    """The folder ``where`` (made if it is not there) holding these content files, text by file name:
    an overlay of several faults, each in a file of its own."""
    where.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (where / name).write_text(text, encoding="utf-8")
    return where


def without_notation(text: str, quotes: str = "`'\"") -> str:
    """A message with the content's notation it quotes taken out (what stands between each pair of
    ``quotes``: `...`, '...', "..."), so that a test of its language reads its prose alone."""
    for quote in quotes:
        text = "".join(part for i, part in enumerate(text.split(quote)) if i % 2 == 0)
    return text


def said(lang: str, message_id: str, /, **values: object) -> str:
    """A message of the shipped locales in ``lang`` with ``values``, as a reader sees it: without the
    marks Fluent puts around each value (U+2068, U+2069), so a table of tests writes its sentences
    plainly and checks them whole (tests/test_check_words.py, tests/test_l10n_grammar.py)."""
    return localizer().text(message_id, lang, **values).replace("\u2068", "").replace("\u2069", "")


def messages(result: Result) -> list[str]:
    """Each diagnostic as `file:line:col: message` with the file name only (stable across temp dirs)."""
    out = []
    for d in result.report.sorted():
        where = Path(d.file).name
        if d.span:
            where += f":{d.span.line}:{d.span.col}"
        out.append(f"{where}: {d.message}")
    return out


def poison(entry: Path, payload: object, checksum: bool = True) -> None:
    """Replace a disk-cache entry's body by ``payload`` (with a matching checksum, unless told not
    to): the cache must check what it reads, not trust it."""
    head, _, _ = entry.read_bytes().partition(b"\n")
    body = json.dumps(payload).encode()
    header = json.loads(head)
    if checksum:
        header["sha256"] = hashlib.sha256(body).hexdigest()
    entry.write_bytes(json.dumps(header).encode() + b"\n" + body)


# The folders `once_per_run` may make ahead of their test: name -> (the fixture that asks for it, its
# make, about how many seconds of CPU it takes).
_AHEAD: dict[str, tuple[str, Callable[[Path], None], float]] = {}
# Those some test of this run asks for (`wanted`, at the end of collection), the quickest to make first.
_WANTED: list[str] = []


def ahead(name: str, fixture: str, make: Callable[[Path], None], seconds: float) -> Callable[[Any], Path]:
    """`once_per_run`'s folder ``name`` for the fixture ``fixture``, as a function of `tmp_path_factory`,
    with ``make`` registered as one a worker may make while it waits for another worker's folder (see
    `once_per_run`); it is made ahead only in a run with a test that asks for ``fixture`` (`wanted`).
    ``make`` must need nothing but its folder (no fixture, no other shared folder): it may run in the
    setup of any test. ``seconds``, about what it costs of CPU, orders what a waiting worker makes:
    the quickest first, which fills a wait with the least risk of holding, long after the folder it
    waited for is there, a build the other worker asks for next (the two editions' site, 80 s)."""
    _AHEAD[name] = (fixture, make, seconds)
    return lambda tmp_path_factory: once_per_run(tmp_path_factory, name, make)


def wanted(items) -> None:
    """Note which registered folders the run's tests ask for (each xdist worker collects every test of
    the run, whichever runs it): called at the end of collection (tests/conftest.py)."""
    asked = {name for item in items for name in getattr(item, "fixturenames", ())}
    _WANTED[:] = sorted((name for name, (fixture, _, _) in _AHEAD.items() if fixture in asked),
                        key=lambda name: _AHEAD[name][2])


def once_per_run(tmp_path_factory, name: str, make: Callable[[Path], None]) -> Path:
    """A folder ``make`` fills once per test run, for every pytest-xdist worker: a session fixture runs
    once per worker (each is a session of its own), so what takes long (a site build) is made in the
    run's temporary folder that the workers share, under a file lock; the first worker to ask makes it,
    the others wait for it. A failed ``make`` is not marked done, so the next worker tries again (and
    fails with its own message). Tests read the folder and never change it.

    A worker that finds the folder being made by another does not wait idle while a folder the run
    needs (`ahead`, `wanted`) is made by nobody yet: it makes that one meanwhile, then asks again. (Each
    build is still made once; the workers' first site tests had one of them wait for the other's build,
    a minute of one core, while another build was yet to come. A make that fails there fails the test
    that was waiting, with that make's message, and is tried again by its own fixture.)"""
    base = tmp_path_factory.getbasetemp()
    run = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base  # (a worker's is <run>/popen-gwN)
    while _fill(run, name, make, wait=False) == "busy":
        if not any(_fill(run, other, _AHEAD[other][1], wait=False) == "made" for other in _WANTED if other != name):
            _fill(run, name, make, wait=True)
            break
    return run / f"shared-{name}"


def _fill(run: Path, name: str, make: Callable[[Path], None], wait: bool) -> Literal["made", "there", "busy"]:
    """Make the run's folder ``name`` under its lock unless it was made before: "made" (now, by this
    call) or "there" (before). Without ``wait``: "busy" at once where another worker holds the lock
    (it is making it)."""
    folder = run / f"shared-{name}"
    folder.mkdir(parents=True, exist_ok=True)
    with open(run / f"shared-{name}.lock", "w") as lock:
        try:  # released when the file closes, or the process ends
            fcntl.flock(lock, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return "busy"
        if (folder / ".made").exists():
            return "there"
        make(folder)
        (folder / ".made").touch()
    return "made"


# A wsdv command in a process of its own (`python -c KILLED_BY_THE_JOURNAL AFTER ARGS...`), killed
# outright (os._exit: no cleanup, no finally) after AFTER staged files were renamed over their
# targets by rules/journal.py, or, with AFTER < 0, while staging: what a kill does to `wsdv rename`
# and `wsdv new` (tests/test_safety.py, tests/test_new_journal.py).
KILLED_BY_THE_JOURNAL = """
import os, sys
from interpreter.rules import journal
after = int(sys.argv[1])
real_replace, real_open, done = os.replace, open, [0]
def replace(a, b):  # SIGKILL (no cleanup at all) after `after` files were replaced
    if str(a).endswith(".wsdv-rename-new"):
        if done[0] == after:
            os._exit(9)
        done[0] += 1
    real_replace(a, b)
staged = [0]
def staged_open(path, *args, **kw):  # SIGKILL in the middle of staging, with `after` < 0
    if after < 0 and str(path).endswith(".wsdv-rename-new"):
        if staged[0] == -after:
            os._exit(9)
        staged[0] += 1
    return real_open(path, *args, **kw)
journal.os = type(os)("os_with_a_kill")
journal.os.__dict__.update(os.__dict__)
journal.os.replace = replace
journal.open = staged_open
from interpreter.cli.main import main
sys.exit(main(sys.argv[2:]))
"""
