"""The parsed Fluent files of one language, with where each entry is written (for checks and look-ups)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from ...inputs import read_bounded
from ...language.fluentfiles import ReadProblem, line_col, read_fluent
from ..languages import EXTENSION


@dataclass
class Entry:
    """One message or term of one language, with where it is written."""

    id: str                      # terms with their leading "-"
    node: ftl.Message | ftl.Term
    file: Path
    line: int
    col: int


@dataclass
class Catalog:
    """The parsed Fluent files of one language (for checking; bundles do the formatting)."""

    lang: str
    folder: Path
    entries: dict[str, Entry] = field(default_factory=dict)
    resources: list[tuple[Path, str, ftl.Resource]] = field(default_factory=list)
    # Each problem of reading the files: where, its English, and its words (cli-l10n.ftl's
    # ``l10n-problem-read-*`` id and values; the hint is ``<id>-hint``) for a reader of another language.
    syntax_errors: list[ReadProblem] = field(default_factory=list)
    duplicates: list[Entry] = field(default_factory=list)
    # Ids of entries written so badly that Fluent could not read them: reported as syntax
    # errors, and not again as "not translated".
    junk_ids: set[str] = field(default_factory=set)
    texts: dict[Path, str] = field(default_factory=dict)

    def where(self, entry: Entry, node: Any) -> tuple[int, int]:
        """The line and column of a node of an entry (the entry's own place if the node has none)."""
        span = getattr(node, "span", None)
        if span is None or entry.file not in self.texts:
            return entry.line, entry.col
        return line_col(self.texts[entry.file], span.start)


# Catalogs already parsed in this process, by folder and pattern, with the bytes they were parsed
# from: `wsdv l10n status` and the localizer read the same files, and Fluent's parser is slow.
_PARSED: dict[tuple[str, str, str], tuple[tuple[tuple[Path, bytes | None], ...], Catalog]] = {}
_KEEP = 24   # folders: two sets of six languages, twice over


def read_catalog(lang: str, folder: Path, pattern: str = f"*{EXTENSION}") -> Catalog:
    """Parse every ``.ftl`` file of a language folder (or those ``pattern`` names), in name order.

    A folder whose files are byte for byte those parsed before in this process is not parsed
    again (a file edited since is: the bytes are compared, not times).

    A language folder is ``<content>/locales/<lang>`` (or the site's ``docs/<lang>``): its files,
    and the folder itself, may not lead out of the folder that holds ``locales/`` (or ``docs/``);
    one that does is a read problem of its own (inputs.inside), never read.
    """
    files: list[tuple[Path, bytes | None, OSError | None]] = []
    within = folder.parent.parent
    for path in sorted(folder.glob(pattern)):
        try:
            files.append((path, read_bounded(path, "locale", within=within), None))  # never a FIFO, a device, gigabytes or a link out
        except OSError as err:
            files.append((path, None, err))
    key = (lang, str(folder), pattern)
    signature = tuple((path, data) for path, data, _ in files)
    known = _PARSED.pop(key, None)
    cat = known[1] if known is not None and known[0] == signature else _parse_catalog(lang, folder, files)
    _PARSED[key] = (signature, cat)   # the most recent last; the least recent go past the bound
    while len(_PARSED) > _KEEP:
        del _PARSED[next(iter(_PARSED))]
    return cat


def _parse_catalog(lang: str, folder: Path, files: list[tuple[Path, bytes | None, OSError | None]]) -> Catalog:
    cat = Catalog(lang, folder)
    parser = FluentParser(with_spans=True)
    for path, data, err in files:
        read = read_fluent(path, data, err, parser)
        cat.syntax_errors += read.problems
        cat.junk_ids |= read.junk_ids
        if read.text is None or read.resource is None:
            continue
        cat.texts[path] = read.text
        cat.resources.append((path, read.text, read.resource))
        for item in read.entries():
            prefix = "-" if isinstance(item, ftl.Term) else ""
            line, col = line_col(read.text, item.span.start if item.span else 0)
            entry = Entry(prefix + item.id.name, item, path, line, col)
            if entry.id in cat.entries:
                cat.duplicates.append(entry)
            else:
                cat.entries[entry.id] = entry
    return cat


# The attributes of each kind of syntax node that may hold other nodes (its span never does).
_FIELDS: dict[type, tuple[str, ...]] = {}


# Each node's walk, by the node's id (the node kept beside it, so that its id is not reused while
# the walk is kept): the checks walk an entry several times (its own checks, its variables, its
# references, its words for the term base) and English's entries once for each language, and a tree
# parsed once is shared by every catalog of the same text in the process (fluentfiles._TREES), so
# the same walk was made again and again (the walks were about half of an in-process `l10n check`).
# A parsed tree is never changed (`stubs.stub` edits a copy), so a walk once made stays right. A
# plain dict, not a weak one: a WeakKeyDictionary's look-up, in Python, cost a third of what it
# saved. Past the bound (a check of the shipped locales keeps some 23,000 walks) it is emptied
# and fills again, so a long process keeps no tree alive for ever.
_WALKED: dict[int, tuple[Any, tuple[Any, ...]]] = {}
_KEEP_WALKS = 200_000


def walk(node: Any) -> tuple[Any, ...]:
    """Every syntax node under ``node``, itself included, parents before children, in source order.

    Iterative, and each kind of node's fields looked up once: the checks walk every entry of
    every language several times, and a recursive generator over ``vars()`` was most of their cost.
    A node's walk is made once and kept (:data:`_WALKED`): the same tuple each time it is asked for.
    """
    if not isinstance(node, ftl.BaseNode):
        return (node,)
    known = _WALKED.get(id(node))
    if known is not None:
        return known[1]
    out: list[Any] = []
    stack = [node]
    pop, push, add = stack.pop, stack.append, out.append
    while stack:
        n = pop()
        add(n)
        if not isinstance(n, ftl.BaseNode):
            continue
        cls = type(n)
        fields = _FIELDS.get(cls)
        if fields is None:
            fields = _FIELDS[cls] = tuple(k for k in vars(n) if k != "span")
        for name in reversed(fields):
            value = getattr(n, name)
            if isinstance(value, list):
                for v in reversed(value):
                    push(v)
            elif isinstance(value, ftl.BaseNode):
                push(value)
    if len(_WALKED) >= _KEEP_WALKS:
        _WALKED.clear()
    walked = tuple(out)
    _WALKED[id(node)] = (node, walked)
    return walked


def select_keys(sel: ftl.SelectExpression) -> set[str]:
    return {v.key.name for v in sel.variants if isinstance(v.key, ftl.Identifier)}


def case_keys(node: ftl.Term | ftl.Message) -> set[str]:
    """The variant keys of every ``$case`` selector of a term."""
    keys: set[str] = set()
    for n in walk(node.value):
        if isinstance(n, ftl.SelectExpression) and isinstance(n.selector, ftl.VariableReference) \
                and n.selector.id.name == "case":
            keys |= select_keys(n)
    return keys
