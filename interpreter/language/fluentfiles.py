"""Reading one Fluent (``.ftl``) file: its text, its syntax tree, and every problem of reading it, located.

`wsdv l10n` reads every language's files through it (words/l10n/catalog.py) and `wsdv check` the
English messages of the content and of each overlay (checks/rulings.py), so a file Fluent cannot
read gets the same located error from either. It lives on the language floor, below the checks and
the words (the checks must not import the l10n package), beside the disk cache that keeps its trees.

Fluent's parser (fluent.syntax, pure Python, a character at a time) is slow: parsing the English
files was about 0.4 s of `wsdv --help`'s CPU, paid by every command that speaks, and a six-language
site build parses every language's. A tree depends only on the text, on whether spans were asked for and on the parser, so
each tree parsed is kept in wsdv's disk cache (:mod:`.cache`, ``fluent-*.json``), written in a
compact JSON form of its own, and the next process builds it from there instead of parsing. What comes
back from the cache is read as hostile data (:func:`_decode`): only the syntax node classes of
:data:`_CLASSES`, each with exactly its fields, of their types, no deeper than a parse could nest;
anything else is a miss, and the file is parsed. fluent.syntax's own ``ast.from_json`` is never used
on it: it looks up a class by any name the data gives.
"""

from __future__ import annotations

import gc
import hashlib
import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax import errors as ftl_errors
from fluent.syntax import parser as ftl_parser
from fluent.syntax import stream as ftl_stream

from ..errors import os_reason
from ..inputs import UnreadableInput
from ..paths import MESSAGE_ID
from . import cache

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
    """``text`` parsed by ``parser``, or the tree it was parsed into before: in this process, or in
    another one that kept it in the disk cache (where a miss parses it and keeps it there)."""
    key = (parser.with_spans, text)
    tree = _TREES.pop(key, None)
    if tree is None:
        # A tree is thousands of new nodes, none of them garbage: with the collector on, its passes
        # over everything alive cost more than building the nodes (2.3 s against 0.3 s for the shipped
        # locales' trees read back; a parse gains less, its own work being larger).
        was_on = gc.isenabled()
        gc.disable()
        try:
            tree = _stored_tree(parser.with_spans, text)
            if tree is None:
                tree = parser.parse(text)
                _store_tree(parser.with_spans, text, tree)
        finally:
            if was_on:
                gc.enable()
    _TREES[key] = tree
    while len(_TREES) > _KEEP_TREES:
        del _TREES[next(iter(_TREES))]
    return tree


# ------------------------------------------------------------------ trees in the disk cache
# The node classes a stored tree may hold, and nothing else: a stored node is a list whose first item
# is its class's place in this tuple (appending a class keeps the others' codes; the key changes with
# this module anyway). Span is not among them: a node's span is written inline (see _encode).
_CLASSES: tuple[type[ftl.SyntaxNode], ...] = (
    ftl.Resource, ftl.Message, ftl.Term, ftl.Pattern, ftl.TextElement, ftl.Placeable, ftl.StringLiteral,
    ftl.NumberLiteral, ftl.MessageReference, ftl.TermReference, ftl.VariableReference, ftl.FunctionReference,
    ftl.SelectExpression, ftl.CallArguments, ftl.Attribute, ftl.Variant, ftl.NamedArgument, ftl.Identifier,
    ftl.Comment, ftl.GroupComment, ftl.ResourceComment, ftl.Junk, ftl.Annotation)
_CODE: dict[type, int] = {cls: i for i, cls in enumerate(_CLASSES)}
# Each class's fields besides its span, in the order its constructor sets them (the order of
# ``vars(node)``, which `catalog.walk` follows): the order they are stored and read back in.
_FIELDS: dict[type[ftl.SyntaxNode], tuple[str, ...]] = {
    ftl.Resource: ("body",), ftl.Message: ("id", "value", "attributes", "comment"),
    ftl.Term: ("id", "value", "attributes", "comment"), ftl.Pattern: ("elements",), ftl.TextElement: ("value",),
    ftl.Placeable: ("expression",), ftl.StringLiteral: ("value",), ftl.NumberLiteral: ("value",),
    ftl.MessageReference: ("id", "attribute"), ftl.TermReference: ("id", "attribute", "arguments"),
    ftl.VariableReference: ("id",), ftl.FunctionReference: ("id", "arguments"),
    ftl.SelectExpression: ("selector", "variants"), ftl.CallArguments: ("positional", "named"),
    ftl.Attribute: ("id", "value"), ftl.Variant: ("key", "value", "default"), ftl.NamedArgument: ("name", "value"),
    ftl.Identifier: ("name",), ftl.Comment: ("content",), ftl.GroupComment: ("content",),
    ftl.ResourceComment: ("content",), ftl.Junk: ("content", "annotations"),
    ftl.Annotation: ("code", "arguments", "message"),
}


def _codes(*classes: type[ftl.SyntaxNode]) -> frozenset[int]:
    return frozenset(_CODE[c] for c in classes)


# What may stand where, as Fluent's parser builds it (fluent.syntax.ast's annotations).
_ENTRY = _codes(ftl.Message, ftl.Term, ftl.Comment, ftl.GroupComment, ftl.ResourceComment, ftl.Junk)
_INLINE = _codes(ftl.StringLiteral, ftl.NumberLiteral, ftl.FunctionReference, ftl.MessageReference,
                 ftl.TermReference, ftl.VariableReference, ftl.Placeable)
_EXPRESSION = _INLINE | _codes(ftl.SelectExpression)
_ELEMENT = _codes(ftl.TextElement, ftl.Placeable)
_LITERAL = _codes(ftl.StringLiteral, ftl.NumberLiteral)
_KEY = _codes(ftl.Identifier, ftl.NumberLiteral)
_RESOURCE, _PATTERN, _IDENTIFIER = _codes(ftl.Resource), _codes(ftl.Pattern), _codes(ftl.Identifier)
_ATTRIBUTE, _VARIANT, _NAMED = _codes(ftl.Attribute), _codes(ftl.Variant), _codes(ftl.NamedArgument)
_COMMENT, _ARGUMENTS, _ANNOTATION = _codes(ftl.Comment), _codes(ftl.CallArguments), _codes(ftl.Annotation)
# A parsed tree nests about four nodes for each placeable (a placeable, a select expression, a variant,
# its pattern) and read_fluent parses nothing nested more than MAX_NESTING deep; a stored tree deeper
# than this is not one wsdv wrote.
_MAX_DEPTH = 4 * MAX_NESTING + 16


@lru_cache(maxsize=1)
def _reader_fingerprint() -> bytes:
    """A digest of what a stored tree depends on besides its text: Fluent's parser (its modules' code,
    which changes with its version) and this module, which writes and reads the stored form."""
    h = hashlib.sha256(sys.version.encode())
    for module in (ftl_parser, ftl_stream, ftl_errors, ftl, sys.modules[__name__]):
        assert module.__file__ is not None   # (modules of files, as cache.fingerprint reads wsdv's own)
        h.update(Path(module.__file__).read_bytes())
    return h.digest()


def _stored_tree(with_spans: bool, text: str) -> ftl.Resource | None:
    """The tree of ``text`` another process kept in the disk cache, or None (none, or not a tree)."""
    payload = cache.get_fluent(cache.fluent_key(_reader_fingerprint(), with_spans, text))
    if payload is None:
        return None
    try:
        return _decode(payload, len(text))
    except (ValueError, RecursionError):   # not a tree this version writes: parse the file
        return None


def _store_tree(with_spans: bool, text: str, tree: ftl.Resource) -> None:
    if not cache.enabled():
        return
    try:
        payload = _encode(tree)
    except KeyError:   # a node of a class the stored form does not know: not kept
        return
    cache.put_fluent(cache.fluent_key(_reader_fingerprint(), with_spans, text), payload)


def _encode(node: ftl.BaseNode) -> list[Any]:
    """A node as JSON data: ``[code, start, end, field...]`` (start and end None without a span),
    the fields in :data:`_FIELDS`' order, a node in one as its own list. KeyError for a class the
    stored form does not know (a Span anywhere but as a node's span, say)."""
    code = _CODE[type(node)]
    assert isinstance(node, ftl.SyntaxNode)   # (so is every class of _CLASSES)
    span = node.span
    out: list[Any] = [code, None, None] if span is None else [code, span.start, span.end]
    for name in _FIELDS[type(node)]:
        value = getattr(node, name)
        if isinstance(value, ftl.BaseNode):
            value = _encode(value)
        elif isinstance(value, list):
            value = [_encode(v) if isinstance(v, ftl.BaseNode) else v for v in value]
        out.append(value)
    return out


_new = object.__new__


def _decode(payload: Any, length: int) -> ftl.Resource:
    """The tree ``payload`` stands for, of a text of ``length`` characters; ValueError (raised here, or
    by unpacking a list of the wrong length) for anything :func:`_encode` does not write.

    Each node is made without its constructor (``object.__new__`` and its attributes set at once, in
    the constructor's order): the node classes are fluent.syntax's own, so the tree is the one the
    parser would build, for a sixth to a ninth of a parse's CPU (``benchmarks/fluent_trees.py``)."""
    return _Decoder(length).node(payload, _RESOURCE, 0)


class _Decoder:
    """Reads one stored tree (see :func:`_decode`); a method for each node class, in _CLASSES' order."""

    def __init__(self, length: int):
        self.length = length
        self.by_code = (self.resource, self.entry, self.entry, self.pattern, self.text, self.placeable,
                        self.text, self.text, self.message_reference, self.term_reference,
                        self.variable_reference, self.function_reference, self.select, self.call_arguments,
                        self.attribute, self.variant, self.named_argument, self.identifier, self.comment,
                        self.comment, self.comment, self.junk, self.annotation)

    def node(self, v: Any, allowed: frozenset[int], depth: int) -> Any:
        """The node ``v`` stands for, of a class ``allowed`` where it stands, with its span."""
        if type(v) is not list or len(v) < 3 or type(v[0]) is not int or v[0] not in allowed or depth > _MAX_DEPTH:
            raise ValueError("node")
        code, start, end = v[0], v[1], v[2]
        if start is None and end is None:
            span = None
        elif type(start) is int and type(end) is int and 0 <= start <= end <= self.length:
            span = _new(ftl.Span)
            span.__dict__ = {"start": start, "end": end}
        else:
            raise ValueError("span")
        node = _new(_CLASSES[code])
        node.__dict__ = self.by_code[code](v, depth + 1, span)
        return node

    def optional(self, v: Any, allowed: frozenset[int], depth: int) -> Any:
        return None if v is None else self.node(v, allowed, depth)

    def nodes(self, v: Any, allowed: frozenset[int], depth: int) -> list[Any]:
        if type(v) is not list:
            raise ValueError("list")
        return [self.node(x, allowed, depth) for x in v]

    # Each method below: the attributes of a node of its class, span first, then _FIELDS' order.
    def resource(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, body = v
        return {"span": span, "body": self.nodes(body, _ENTRY, depth)}

    def entry(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        """A message's or a term's (a term has a value)."""
        code, _, _, id_, value, attributes, comment = v
        if value is None and _CLASSES[code] is ftl.Term:
            raise ValueError("term")
        return {"span": span, "id": self.node(id_, _IDENTIFIER, depth), "value": self.optional(value, _PATTERN, depth),
                "attributes": self.nodes(attributes, _ATTRIBUTE, depth), "comment": self.optional(comment, _COMMENT, depth)}

    def pattern(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, elements = v
        return {"span": span, "elements": self.nodes(elements, _ELEMENT, depth)}

    def text(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        """A text element's, a string literal's or a number literal's (its digits as written)."""
        _, _, _, value = v
        if type(value) is not str:
            raise ValueError("text")
        return {"span": span, "value": value}

    def placeable(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, expression = v
        return {"span": span, "expression": self.node(expression, _EXPRESSION, depth)}

    def message_reference(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, id_, attribute = v
        return {"span": span, "id": self.node(id_, _IDENTIFIER, depth),
                "attribute": self.optional(attribute, _IDENTIFIER, depth)}

    def term_reference(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, id_, attribute, arguments = v
        return {"span": span, "id": self.node(id_, _IDENTIFIER, depth),
                "attribute": self.optional(attribute, _IDENTIFIER, depth),
                "arguments": self.optional(arguments, _ARGUMENTS, depth)}

    def variable_reference(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, id_ = v
        return {"span": span, "id": self.node(id_, _IDENTIFIER, depth)}

    def function_reference(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, id_, arguments = v
        return {"span": span, "id": self.node(id_, _IDENTIFIER, depth), "arguments": self.node(arguments, _ARGUMENTS, depth)}

    def select(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, selector, variants = v
        return {"span": span, "selector": self.node(selector, _INLINE, depth),
                "variants": self.nodes(variants, _VARIANT, depth)}

    def call_arguments(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, positional, named = v
        return {"span": span, "positional": self.nodes(positional, _INLINE, depth), "named": self.nodes(named, _NAMED, depth)}

    def attribute(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, id_, value = v
        return {"span": span, "id": self.node(id_, _IDENTIFIER, depth), "value": self.node(value, _PATTERN, depth)}

    def variant(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, key, value, default = v
        if type(default) is not bool:
            raise ValueError("default")
        return {"span": span, "key": self.node(key, _KEY, depth), "value": self.node(value, _PATTERN, depth),
                "default": default}

    def named_argument(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, name, value = v
        return {"span": span, "name": self.node(name, _IDENTIFIER, depth), "value": self.node(value, _LITERAL, depth)}

    def identifier(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, name = v
        if type(name) is not str:
            raise ValueError("identifier")
        return {"span": span, "name": name}

    def comment(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        """A comment's, a group comment's or the resource's comment's."""
        _, _, _, content = v
        if not (content is None or type(content) is str):
            raise ValueError("comment")
        return {"span": span, "content": content}

    def junk(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        _, _, _, content, annotations = v
        if not (content is None or type(content) is str):
            raise ValueError("junk")
        return {"span": span, "content": content, "annotations": self.nodes(annotations, _ANNOTATION, depth)}

    def annotation(self, v: list, depth: int, span: ftl.Span | None) -> dict[str, Any]:
        """What the parser said of a junk entry: its code, the code's arguments, its English."""
        _, _, _, code, arguments, message = v
        if not (type(code) is str and type(arguments) is list and all(a is None or type(a) is str for a in arguments)
                and (message is None or type(message) is str)):
            raise ValueError("annotation")
        return {"span": span, "code": code, "arguments": list(arguments), "message": message}


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
            head = _JUNK_ID.match(item.content or "")
            # Where Fluent notices the fault is often the next entry's first line (a `{` left open runs
            # on until it): the hint names the entry left out and the line it starts on.
            entry = head.group(1) if head else "none"
            entry_line = str(line_col(text, item.span.start)[0]) if item.span else "0"
            for note in item.annotations:
                span = note.span or item.span   # (parsed with spans: the junk has one)
                line, col = line_col(text, span.start if span else 0)
                # Fluent's parser says it in English: its code and argument go to the locales
                arg = str(note.arguments[0]) if note.arguments else ""
                out.problems.append((path, line, col, f"Fluent syntax: {note.message}",
                                     ("l10n-problem-read-fluent", (("arg", arg), ("code", note.code),
                                                                   ("entry", entry), ("entry_line", entry_line)))))
            if head:
                out.junk_ids.add(head.group(1))
    return out
