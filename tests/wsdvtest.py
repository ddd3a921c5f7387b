"""Helpers shared by the test modules (a module of its own: `conftest` names clash across folders)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from interpreter.rules.pipeline import Result


def edit(path: Path, old: str, new: str) -> None:
    """Replace one exact, unique piece of text in a content file."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


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
