"""Reading one Fluent (``.ftl``) file: its text, its syntax tree, and every problem of reading it, located.

`wsdv l10n` reads every language's files through it (words/l10n/catalog.py) and `wsdv check` the
English messages of the content and of each overlay (checks/rulings.py), so a file Fluent cannot
read gets the same located error from either. It lives on the ground floor because the checks,
a floor below the words, must not import the l10n package.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from .errors import os_reason
from .inputs import UnreadableInput
from .paths import MESSAGE_ID

# A problem of reading a file: where (file, line, column; 0 and 0 for the whole file), its English,
# and its words (cli-l10n.ftl's ``l10n-problem-read-*`` id and values; the hint is ``<id>-hint``).
ReadProblem = tuple[Path, int, int, str, tuple[str, tuple[tuple[str, str], ...]]]

_JUNK_ID = re.compile(rf"\s*({MESSAGE_ID})\s*=")
# The control characters a text never holds (a tab and the line breaks are layout, NUL is read below).
_CONTROL = re.compile(r"[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")

# Fluent's parser descends once per nested placeable; far deeper than any real message nests,
# an entry is refused before parsing (a located error) instead of exhausting Python's stack.
MAX_NESTING = 50
_ENTRY_START = re.compile(r"^[^\s#]", re.MULTILINE)
_BRACE_OR_LINE = re.compile(r"[{}\n]")

# The trees parsed in this process, by the text parsed and whether spans were asked for (the most
# recent last; the least recent go past the bound). An uncached `wsdv check` reads the English files
# twice, for the catalog its own words come from and for the ids the rulings check needs
# (checks/rulings.py), and Fluent's parser, char by char in pure Python, was most of such a check's
# time. A tree is a function of its text alone, and no reader changes one (a catalog is shared
# within a process already; `stubs.stub` copies an entry before it edits it).
_TREES: dict[tuple[bool, str], ftl.Resource] = {}
# The bound holds every file of the shipped locales (96 files, some 30 MB of trees) with room to spare:
# the test suite checks many copies of the content in one process, each a new folder of the same
# texts, and at 64 a scan of 96 files in turn found none of them still kept (the least recent
# went first), so every copy was parsed afresh, about a second of CPU each.
_KEEP_TREES = 160


@dataclass
class FluentFile:
    """One file as read: its text and syntax tree (None where it could not be read at all), the
    problems of reading it, and the ids of the entries Fluent could not read (they are not there)."""

    path: Path
    text: str | None = None
    resource: ftl.Resource | None = None
    problems: list[ReadProblem] = field(default_factory=list)
    junk_ids: set[str] = field(default_factory=set)

    def entries(self) -> list[ftl.Message | ftl.Term]:
        return [item for item in (self.resource.body if self.resource else ())
                if isinstance(item, ftl.Message | ftl.Term)]


def without_deep_entries(text: str) -> tuple[str, list[tuple[int, int]]]:
    """The text with every entry nesting placeables deeper than MAX_NESTING blanked out.

    Blanking keeps every other offset (and so every line and column) where it was; for each
    refused entry come where it begins and where it first goes too deep.
    """
    depth, refused, out = 0, [], text
    if text.count("{") <= MAX_NESTING:
        return text, []   # not braces enough to nest too deep anywhere
    starts = [m.start() for m in _ENTRY_START.finditer(text)]
    # The depth starts again at 0 with each entry: where no entry holds braces enough, none nests too
    # deep, and the walk below (a step of Python for each line and brace) is not needed.
    if all(text.count("{", a, b) <= MAX_NESTING for a, b in zip([0, *starts], [*starts, len(text)], strict=True)):
        return text, []
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


def _tree(parser: FluentParser, text: str) -> ftl.Resource:
    """``text`` parsed by ``parser``, or the tree it was parsed into before in this process."""
    key = (parser.with_spans, text)
    tree = _TREES.pop(key, None)
    if tree is None:
        tree = parser.parse(text)
    _TREES[key] = tree
    while len(_TREES) > _KEEP_TREES:
        del _TREES[next(iter(_TREES))]
    return tree


def read_fluent(path: Path, data: bytes | None, err: OSError | None = None,
                parser: FluentParser | None = None) -> FluentFile:
    """The file ``path`` whose bytes are ``data`` (None: reading it failed with ``err``), parsed."""
    out = FluentFile(path)
    if data is None:
        if isinstance(err, UnreadableInput) and err.words is not None:   # wsdv's own refusal, in its words
            message_id, values = err.words
            out.problems.append((path, 0, 0, f"cannot read this file: {err.strerror}",
                                 (message_id, tuple((k, str(v)) for k, v in sorted(values.items())))))
            return out
        assert err is not None, "no bytes and no error: the caller read nothing"
        reason = os_reason(err)
        out.problems.append((path, 0, 0, f"cannot read this file: {reason['reason']}",
                             ("l10n-problem-read-unreadable", (("code", reason["code"]),))))
        return out
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as bad:
        good = data[:bad.start].decode("utf-8")
        line, col = line_col(good, len(good))
        byte = f"0x{data[bad.start]:02x}"
        out.problems.append((path, line, col, f"byte {byte} is not UTF-8 text (save the file as UTF-8)",
                             ("l10n-problem-read-not-utf8", (("byte", byte),))))
        text = data.decode("utf-8", errors="replace")
    if "\x00" in text:
        line, col = line_col(text, text.index("\x00"))
        out.problems.append((path, line, col, "a NUL character: this is not a text file",
                             ("l10n-problem-read-nul", ())))
    elif control := _CONTROL.search(text):   # a pack's ESC sequence would retitle or clear the reader's terminal
        line, col = line_col(text, control.start())
        char = f"U+{ord(control.group()):04X}"
        out.problems.append((path, line, col, f"a control character ({char}): a terminal acts on it "
                             "instead of showing it", ("l10n-problem-read-control", (("char", char),))))
    out.text = text
    readable, refused = without_deep_entries(text)
    for begin, at in refused:
        line, col = line_col(text, at)
        out.problems.append((path, line, col, f"placeables nest more than {MAX_NESTING} deep",
                             ("l10n-problem-read-deep", (("depth", str(MAX_NESTING)),))))
        head = _JUNK_ID.match(text, begin)
        if head:
            out.junk_ids.add(head.group(1))
    out.resource = _tree(parser or FluentParser(with_spans=True), readable)
    for item in out.resource.body:
        if isinstance(item, ftl.Junk):
            for note in item.annotations:
                span = note.span or item.span   # (parsed with spans: the junk has one)
                line, col = line_col(text, span.start if span else 0)
                # Fluent's parser says it in English: its code and argument go to the locales
                arg = str(note.arguments[0]) if note.arguments else ""
                out.problems.append((path, line, col, f"Fluent syntax: {note.message}",
                                     ("l10n-problem-read-fluent", (("arg", arg), ("code", note.code)))))
            head = _JUNK_ID.match(item.content or "")
            if head:
                out.junk_ids.add(head.group(1))
    return out
