"""A content set's definitions: each declaration as plain data with its positions, and the merged set.

Every stage after reading works on these two records: the loader makes them, the checks report
through them, the rules model is compiled from them, and the disk cache stores and restores them
(:mod:`.cache`, which is why they live apart from the loader: the cache sits below it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..diagnostics import Report, Span

Path_ = tuple  # a path into a declaration's plain data: keys and list indices


@dataclass
class Definition:
    """One top-level declaration: its kind, id, plain data and where each part came from."""

    kind: str
    id: Any
    data: dict
    file: str
    pos: dict[Path_, Span]
    overlay: str | None = None
    amended_by: dict[str, Definition] = field(default_factory=dict)

    @property
    def key(self) -> tuple[str, str]:
        return (self.kind, str(self.id))

    @property
    def name(self) -> str:
        return f"{self.kind} {self.id}"

    def where(self, path: Path_ = ()) -> tuple[str, Span | None]:
        """The file and span of ``path``; keys an overlay amended point into the overlay."""
        path = tuple(path)
        if path and path[0] in self.amended_by:
            other = self.amended_by[path[0]]
            return other.file, other.span(path)
        return self.file, self.span(path)

    def span(self, path: Path_ = ()) -> Span | None:
        """The span of ``path``, or of its nearest enclosing node that has one."""
        path = tuple(path)
        while True:
            if path in self.pos:
                return self.pos[path]
            if not path:
                return None
            path = path[:-1]


@dataclass
class ContentSet:
    """The merged definitions of a base content folder and its overlays."""

    definitions: dict[tuple[str, str], Definition] = field(default_factory=dict)
    report: Report = field(default_factory=Report)
    roots: list[Path] = field(default_factory=list)
    broken: set[str] = field(default_factory=set)  # ids declared on lines that did not parse
    # Each file read: (its place inside its folder, e.g. `base/cards/decade-1.wsdv` or
    # `overlay1/cards.wsdv`; its name in the report).  The content hash is made of the places,
    # which do not depend on where the folders are or where wsdv runs, and the texts.
    files: list[tuple[str, str]] = field(default_factory=list)
    # The definitions by kind, in order; the checks ask for each kind many times.  Built when
    # first asked for, forgotten when `load` changes the definitions (see `changed`).
    _by_kind: dict[str, list[Definition]] | None = field(default=None, repr=False, compare=False)

    def changed(self) -> None:
        self._by_kind = None

    def of_kind(self, kind: str) -> list[Definition]:
        if self._by_kind is None:
            by_kind: dict[str, list[Definition]] = {}
            for d in self.definitions.values():
                by_kind.setdefault(d.kind, []).append(d)
            self._by_kind = by_kind
        return list(self._by_kind.get(kind, ()))

    def ids(self, kind: str) -> set[str]:
        return {str(d.id) for d in self.of_kind(kind)}

    def get(self, kind: str, id_: Any) -> Definition | None:
        return self.definitions.get((kind, str(id_)))

    def error(self, d: Definition, path: Path_, message: str, hint: str | None = None,
              words: Any = None) -> None:
        """An error at a declaration (``words``: its message in the locales, see diagnostics.Words)."""
        file, span = d.where(path)
        self.report.error(file, span, message, hint, words=words)
