"""Reading content text into parse trees, with errors a designer can act on.

Lark does the parsing (LALR, positions kept).  Two things are ours: a small
post-lexer that makes newlines mean "end of line" only where a designer would
expect it, and recovery: when a file has a syntax error, its top-level lines
are parsed one by one so that every broken line is reported, not just the first.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .diagnostics import Diagnostic, Span
from .paths import grammar_dir

# Tokens after which a line goes on: a wrapped list or expression.
_CONTINUES = {
    "COMMA", "PLUS", "MINUS", "STAR", "SLASH", "COMP_OP", "EQUAL", "DOTDOT", "LINK",
    "QMARK", "COLON", "AND", "OR", "NOT", "LBRACE", "_NL", "LPAR", "LSQB",
}


class _Lines:
    """Post-lexer: drops the newlines that do not end a line, adds the ones implied by `}`."""

    always_accept = ("_NL",)

    def process(self, stream: Iterator[Token]) -> Iterator[Token]:
        depth = 0
        prev: Token | None = None
        for tok in stream:
            kind = tok.type
            if kind == "_NL":
                if depth > 0 or prev is None or prev.type in _CONTINUES:
                    continue
            elif kind in ("LPAR", "LSQB"):
                depth += 1
            elif kind in ("RPAR", "RSQB"):
                depth = max(0, depth - 1)
            elif kind == "RBRACE" and prev is not None and prev.type not in ("_NL", "LBRACE"):
                yield Token.new_borrow_pos("_NL", "", tok)
            yield tok
            prev = tok
        if prev is not None and prev.type != "_NL":
            end = Token("_NL", "", prev.end_pos, prev.end_line, prev.end_column, prev.end_line,
                        prev.end_column, prev.end_pos)
            yield end


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The content parser, built once per process (Lark caches the tables on disk)."""
    path = grammar_dir() / "wsdv.lark"
    return Lark(
        path.read_text(encoding="utf-8"),
        parser="lalr",
        lexer="basic",
        postlex=_Lines(),
        propagate_positions=True,
        maybe_placeholders=False,
        cache=_cache_path(),
    )


def _cache_path() -> str | bool:
    import hashlib
    import os
    import tempfile

    text = (grammar_dir() / "wsdv.lark").read_bytes()
    digest = hashlib.sha256(text).hexdigest()[:16]
    folder = os.environ.get("WSDV_CACHE") or os.path.join(tempfile.gettempdir(), "wsdv-cache")
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError:
        return False
    return os.path.join(folder, f"grammar-{digest}.lark-cache")


@dataclass
class Chunk:
    """One top-level line of a file (with everything its braces enclose)."""

    first_line: int
    text: str
    tree: Tree | None = None


# Friendly words for the grammar's terminals, used in "expected ..." messages.
_WORDS = {
    "NAME": "a name", "NUMBER": "a number", "STRING": "a quoted text", "_NL": "end of line",
    "$END": "end of file", "LBRACE": "`{`", "RBRACE": "`}`", "LPAR": "`(`", "RPAR": "`)`",
    "LSQB": "`[`", "RSQB": "`]`", "COMMA": "`,`", "EQUAL": "`=`", "LINK": "`--`",
    "DOTDOT": "`..`", "DOT": "`.`", "COLON": "`:`", "QMARK": "`?`", "MINUS": "`-`", "PLUS": "`+`",
    "STAR": "`*`", "SLASH": "`/`", "COMP_OP": "a comparison",
}
_VALUE_START = {"NAME", "NUMBER", "STRING", "LPAR", "LSQB", "MINUS"}
_NOISE = {"NOT", "IF", "ELSE", "FOR", "IN", "LET", "REPEAT", "AND", "OR", "REPLACE", "AMEND",
          "DELETE", "QMARK", "COMP_OP", "PLUS", "STAR", "SLASH", "DOT", "DOTDOT"}


def _describe_expected(expected: set[str]) -> str:
    names = set(expected)
    words: list[str] = []
    if _VALUE_START <= names or {"NAME", "NUMBER", "STRING"} <= names:
        words.append("a value")
        names -= _VALUE_START
    names -= _NOISE if len(names) > 1 else set()
    order = ["NAME", "NUMBER", "STRING", "LBRACE", "RBRACE", "LPAR", "RPAR", "RSQB", "COMMA",
             "EQUAL", "LINK", "COLON", "_NL", "$END"]
    for n in sorted(names, key=lambda n: (order.index(n) if n in order else 99, n)):
        words.append(_WORDS.get(n, f"`{n.lower()}`"))
    if not words:
        return "something else"
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


def _token_words(tok: Token) -> str:
    if tok.type == "_NL":
        return "end of line"
    if tok.type == "$END":
        return "end of file"
    if tok.type == "STRING":
        return f"the text {tok.value}"
    return f"`{tok.value}`"


def _before(text: str, line: int, col: int) -> str:
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return ""
    head = lines[line - 1][: col - 1]
    head = head.split("#", 1)[0].strip()
    if len(head) > 40:
        head = "..." + head[-37:]
    return head


def _syntax_diagnostic(err: UnexpectedInput, text: str, file: str) -> Diagnostic:
    if isinstance(err, UnexpectedCharacters):
        ch = text[err.pos_in_stream] if err.pos_in_stream < len(text) else ""
        span = Span(err.line, err.column, err.column + 1)
        hint = None
        if ch == "'":
            hint = 'texts are written in double quotes: "like this"'
        elif ch == '"':
            hint = "a quoted text must end on the line it starts on"
        elif ch.isalpha() or ch.isdigit():
            hint = ("ids are written with ASCII letters, digits and `_` "
                    "(e.g. 'thueringen' for Thüringen, 'koeln' for Köln)")
        elif ch == "\t":
            hint = None
        shown = repr(ch)[1:-1] if not ch.isprintable() else ch
        return Diagnostic(file, span, f"unexpected character `{shown}`", hint)
    if isinstance(err, UnexpectedToken):
        tok = err.token
        if tok.type == "$END" or tok.line is None:
            line = max(1, text.count("\n") + (0 if text.endswith("\n") else 1))
            col = len(text.splitlines()[-1]) + 1 if text.splitlines() else 1
            return Diagnostic(file, Span(line, col, col + 1), "unexpected end of file; "
                              f"expected {_describe_expected(set(err.expected))}",
                              "a `{` or `(` may never have been closed")
        line, col = tok.line, tok.column
        width = max(1, len(tok.value)) if tok.type != "_NL" else 1
        before = _before(text, line, col)
        after = f" after `{before}`" if before else ""
        expected = _describe_expected(set(err.expected))
        message = f"expected {expected}{after}, found {_token_words(tok)}"
        hint = _hint_for(tok, set(err.expected), before)
        return Diagnostic(file, Span(line, col, col + width), message, hint)
    if isinstance(err, UnexpectedEOF):
        line = max(1, text.count("\n"))
        return Diagnostic(file, Span(line, 1, 2), "unexpected end of file",
                          "a `{` or `(` may never have been closed")
    return Diagnostic(file, None, f"cannot read this file: {err}")


_KEYWORDS = {"let", "for", "in", "if", "else", "repeat", "not", "and", "or", "replace", "amend", "delete"}


def _hint_for(tok: Token, expected: set[str], before: str) -> str | None:
    if tok.value in _KEYWORDS and "NAME" in expected:
        return f"`{tok.value}` is a reserved word of the language and cannot be used as a name"
    if tok.type == "_NL" and expected & _VALUE_START:
        return "a key needs a value after it on the same line (or after a trailing comma)"
    if tok.type == "EQUAL" and "COMP_OP" in expected:
        return "compare with `==`"
    if tok.type == "NUMBER" and before and before[-1:].isalnum() and "COMMA" in expected:
        return "separate the items of a list with commas"
    if tok.type == "NAME" and "COMMA" in expected and before:
        return "separate the items of a list with commas"
    return None


_OPENERS = {"{": "}", "(": ")", "[": "]"}


def split_top_level(text: str) -> list[Chunk]:
    """Cut a file into its top-level lines, honouring braces, quotes and comments."""
    chunks: list[Chunk] = []
    depth = 0
    start = 0
    line = 1
    start_line = 1
    i = 0
    n = len(text)
    in_string = False
    while i < n:
        c = text[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"' or c == "\n":
                in_string = False
                if c == "\n":
                    continue
        elif c == '"':
            in_string = True
        elif c == "#":
            while i < n and text[i] != "\n":
                i += 1
            continue
        elif c in _OPENERS:
            depth += 1
        elif c in "})]":
            depth = max(0, depth - 1)
        elif c == "\n":
            line += 1
            if depth == 0:
                piece = text[start:i + 1]
                if piece.strip() and not piece.lstrip().startswith("#") or _has_code(piece):
                    chunks.append(Chunk(start_line, piece))
                start = i + 1
                start_line = line
        i += 1
    piece = text[start:]
    if _has_code(piece):
        chunks.append(Chunk(start_line, piece))
    return _merge_continued(chunks)


def _has_code(piece: str) -> bool:
    return any(ln.split("#", 1)[0].strip() for ln in piece.splitlines())


_CONT_END = re.compile(r"(,|\+|-|\*|/|==|!=|<=|>=|<|>|=|\.\.|--|\?|:|\band|\bor|\bnot)\s*(#[^\n]*)?\s*$")


def _merge_continued(chunks: list[Chunk]) -> list[Chunk]:
    """Join a chunk whose last line ends in a comma or an operator with the next one."""
    merged: list[Chunk] = []
    for ch in chunks:
        if merged and _CONT_END.search(merged[-1].text.rstrip("\n")):
            prev = merged[-1]
            gap = ch.first_line - prev.first_line - prev.text.count("\n")
            merged[-1] = Chunk(prev.first_line, prev.text + "\n" * gap + ch.text)
        else:
            merged.append(ch)
    return merged


def parse_text(text: str, file: str) -> tuple[list[Chunk], list[Diagnostic]]:
    """Parse a whole file; on errors, parse its top-level lines one by one to find them all."""
    p = parser()
    try:
        tree = p.parse(text)
        return [Chunk(1, text, tree)], []
    except UnexpectedInput:
        pass
    diags: list[Diagnostic] = []
    chunks = split_top_level(text)
    for ch in chunks:
        padded = "\n" * (ch.first_line - 1) + ch.text
        try:
            ch.tree = p.parse(padded)
        except UnexpectedInput as err:
            diags.append(_syntax_diagnostic(err, padded, file))
    return chunks, diags
