"""The parsed Fluent files of one language, with where each entry is written (for checks and look-ups)."""

from __future__ import annotations

import errno
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from ...inputs import read_bounded
from ...paths import MESSAGE_ID
from .languages import EXTENSION


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
    syntax_errors: list[tuple[Path, int, int, str, tuple[str, tuple[tuple[str, str], ...]]]] = \
        field(default_factory=list)
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


_JUNK_ID = re.compile(rf"\s*({MESSAGE_ID})\s*=")
# The control characters a text never holds (a tab and the line breaks are layout, NUL is read above).
_CONTROL = re.compile(r"[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")

# Fluent's parser descends once per nested placeable; far deeper than any real message nests,
# an entry is refused before parsing (a located error) instead of exhausting Python's stack.
MAX_NESTING = 50
_ENTRY_START = re.compile(r"^[^\s#]", re.MULTILINE)
_BRACE_OR_LINE = re.compile(r"[{}\n]")


def _without_deep_entries(text: str) -> tuple[str, list[tuple[int, int]]]:
    """The text with every entry nesting placeables deeper than MAX_NESTING blanked out.

    Blanking keeps every other offset (and so every line and column) where it was; for each
    refused entry come where it begins and where it first goes too deep.
    """
    depth, refused, out = 0, [], text
    if text.count("{") <= MAX_NESTING:
        return text, []   # not braces enough to nest too deep anywhere
    starts = [m.start() for m in _ENTRY_START.finditer(text)]
    for m in _BRACE_OR_LINE.finditer(text):   # only braces and line starts matter: skip the rest
        i, ch = m.start(), m.group()
        if ch == "{":
            depth += 1
            if depth == MAX_NESTING + 1:
                refused.append(i)
        elif ch == "}":
            depth = max(0, depth - 1)
        elif i + 1 < len(text) and not text[i + 1].isspace() and text[i + 1] != "#":
            depth = 0  # a new entry begins at the start of a line
    found = []
    for at in refused:
        begin = max((s for s in starts if s <= at), default=0)
        end = min((s for s in starts if s > at), default=len(out))
        out = out[:begin] + "".join(c if c == "\n" else " " for c in out[begin:end]) + out[end:]
        found.append((begin, at))
    return out, found


def line_col(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


# Catalogs already parsed in this process, by folder and pattern, with the bytes they were parsed
# from: `wsdv l10n status` and the localizer read the same files, and Fluent's parser is slow.
_PARSED: dict[tuple[str, str, str], tuple[tuple[tuple[Path, bytes | None], ...], Catalog]] = {}
_KEEP = 24   # folders: two sets of six languages, twice over


def read_catalog(lang: str, folder: Path, pattern: str = f"*{EXTENSION}") -> Catalog:
    """Parse every ``.ftl`` file of a language folder (or those ``pattern`` names), in name order.

    A folder whose files are byte for byte those parsed before in this process is not parsed
    again (a file edited since is: the bytes are compared, not times).
    """
    files: list[tuple[Path, bytes | None, OSError | None]] = []
    for path in sorted(folder.glob(pattern)):
        try:
            files.append((path, read_bounded(path, "locale"), None))  # never a FIFO, a device or gigabytes
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
        if data is None:
            code = errno.errorcode.get(getattr(err, "errno", None) or 0, "other")
            cat.syntax_errors.append((path, 0, 0, f"cannot read this file: {(err and err.strerror) or err}",
                                      ("l10n-problem-read-unreadable", (("code", code),))))
            continue
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as err:
            good = data[:err.start].decode("utf-8")
            line, col = line_col(good, len(good))
            byte = f"0x{data[err.start]:02x}"
            cat.syntax_errors.append((path, line, col, f"byte {byte} is not UTF-8 text (save the file as UTF-8)",
                                      ("l10n-problem-read-not-utf8", (("byte", byte),))))
            text = data.decode("utf-8", errors="replace")
        if "\x00" in text:
            line, col = line_col(text, text.index("\x00"))
            cat.syntax_errors.append((path, line, col, "a NUL character: this is not a text file",
                                      ("l10n-problem-read-nul", ())))
        elif control := _CONTROL.search(text):   # a pack's ESC sequence would retitle or clear the reader's terminal
            line, col = line_col(text, control.start())
            char = f"U+{ord(control.group()):04X}"
            cat.syntax_errors.append((path, line, col, f"a control character ({char}): a terminal acts on it "
                                      "instead of showing it", ("l10n-problem-read-control", (("char", char),))))
        cat.texts[path] = text
        readable, refused = _without_deep_entries(text)
        for begin, at in refused:
            line, col = line_col(text, at)
            cat.syntax_errors.append((path, line, col, f"placeables nest more than {MAX_NESTING} deep",
                                      ("l10n-problem-read-deep", (("depth", str(MAX_NESTING)),))))
            head = _JUNK_ID.match(text, begin)
            if head:
                cat.junk_ids.add(head.group(1))
        resource = parser.parse(readable)
        cat.resources.append((path, text, resource))
        for item in resource.body:
            if isinstance(item, ftl.Junk):
                for note in item.annotations:
                    span = note.span or item.span   # (parsed with spans: the junk has one)
                    line, col = line_col(text, span.start if span else 0)
                    # Fluent's parser says it in English: its code and argument go to the locales
                    arg = str(note.arguments[0]) if note.arguments else ""
                    cat.syntax_errors.append((path, line, col, f"Fluent syntax: {note.message}",
                                              ("l10n-problem-read-fluent", (("arg", arg), ("code", note.code)))))
                head = _JUNK_ID.match(item.content or "")
                if head:
                    cat.junk_ids.add(head.group(1))
            elif isinstance(item, ftl.Message | ftl.Term):
                prefix = "-" if isinstance(item, ftl.Term) else ""
                line, col = line_col(text, item.span.start if item.span else 0)
                entry = Entry(prefix + item.id.name, item, path, line, col)
                if entry.id in cat.entries:
                    cat.duplicates.append(entry)
                else:
                    cat.entries[entry.id] = entry
    return cat


# The attributes of each kind of syntax node that may hold other nodes (its span never does).
_FIELDS: dict[type, tuple[str, ...]] = {}


def walk(node: Any) -> Iterator[Any]:
    """Every syntax node under ``node``, itself included, parents before children, in source order.

    Iterative, and each kind of node's fields looked up once: the checks walk every entry of
    every language several times, and a recursive generator over ``vars()`` was most of their cost.
    """
    stack = [node]
    pop, push = stack.pop, stack.append
    while stack:
        n = pop()
        yield n
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
