"""Where a compiled declaration is written: its file, as a reader knows it, and its first line.

The site links a rule to its file and line, and the words stage points a missing prose at the
declaration it should explain; both ask here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .pipeline import Result


@dataclass(frozen=True)
class Where:
    """Where a declaration is written: its file and first line."""

    path: Path  # the file itself
    label: str  # the file as a reader knows it: relative to the content folder
    line: int
    root: Path  # the content or overlay folder it was found in (its links may not lead out of it)

    @property
    def slug(self) -> str:
        """The file's page: `board/cities.wsdv` is `source/board-cities/`."""
        return re.sub(r"[^A-Za-z0-9_-]+", "-", re.sub(r"\.wsdv$", "", self.label)).strip("-").lower()


def where(result: Result, kind: str, id_: object) -> Where | None:
    """The file and line of a declaration of the compiled content."""
    if result.content is None:
        return None
    d = result.content.get(kind, id_)
    if d is None:
        return None
    return _where_of(result, d)


def amended_at(result: Result, kind: str, id_: object) -> Where | None:
    """Where the last `amend` of a declaration is written, or None when no overlay amended it: the
    rule the game runs is then neither the base's text nor the amendment's alone."""
    if result.content is None:
        return None
    d = result.content.get(kind, id_)
    if d is None or not d.amended_by:
        return None
    spots = [_where_of(result, a) for a in d.amended_by.values()]
    roots = [Path(r).resolve() for r in result.content.roots]

    def applied(at: Where) -> int:   # the later the folder was laid over, the later its amendment
        return max((i for i, r in enumerate(roots) if at.path.is_relative_to(r)), default=0)
    return max(spots, key=applied)


def _where_of(result: Result, d: Any) -> Where:
    assert result.content is not None
    span = d.pos.get(())
    path = Path(d.file)
    if not path.is_file():  # written relative to its content or overlay folder's parent (see display_path)
        path = next((r.parent / d.file for r in result.content.roots if (r.parent / d.file).is_file()), path)
    path = path.resolve()
    roots = [r.resolve() for r in result.content.roots]
    root = max((r for r in roots if path.is_relative_to(r)), key=lambda r: len(r.parts), default=path.parent)
    return Where(path, _label(path, roots), span.line if span else 1, root)


def _label(path: Path, roots: list[Path]) -> str:
    """A file as a reader knows it: relative to the content folder, or an overlay's file under its
    folder's name (`my-overlay/flow.wsdv`), so that it is not taken for the content's file."""
    for i, root in enumerate(roots):
        if path.is_relative_to(root):
            rel = path.relative_to(root).as_posix()
            return rel if i == 0 else f"{root.name}/{rel}"
    return path.name
