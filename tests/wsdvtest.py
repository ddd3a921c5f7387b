"""Helpers shared by the test modules (a module of its own: `conftest` names clash across folders)."""

from __future__ import annotations

from pathlib import Path

from interpreter.pipeline import Result


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
