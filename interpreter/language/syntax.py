"""Reading content text into parse trees, with errors a designer can act on.

Lark does the parsing (LALR, positions kept).  Three things are ours: a small
post-lexer that makes newlines mean "end of line" only where a designer would
expect it; recovery: when a file has a syntax error, its top-level lines are
parsed one by one so that every broken line is reported, not just the first; and
the messages.  Lark knows which tokens it expected; a designer wants to know what
went wrong, so each error is looked at for the usual causes (a bracket left open,
a line that does not go on from the one above, a missing comma or `=`, a text
without quotes, a value forgotten before the next key) before falling back on
"expected ... after ...".  What the schemas say about kinds and keys comes in as a
:class:`Language`, so this module does not depend on them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol, cast

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedInput

from ..diagnostics import Diagnostic, Span
from ..diagnostics import words as said
from ..paths import grammar_dir
from .facts import CONTINUES as _CONTINUES
from .facts import Language


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
    """The content parser, built once per process; its LALR tables are kept in wsdv's cache as
    plain JSON data (cache.get_tables), never as a pickle: building them takes a third of a second."""
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    from . import cache

    text = (grammar_dir() / "wsdv.lark").read_text(encoding="utf-8")
    tables = cache.get_tables(text)
    if tables is not None:
        try:
            return Lark._load_from_dict(tables["data"], tables["memo"], postlex=_Lines())
        except (TypeError, ValueError, KeyError, AttributeError, IndexError, AssertionError):
            pass  # tables of the wrong shape: build them afresh below (and store them again)
    built = Lark(text, parser="lalr", lexer="basic", postlex=_Lines(), propagate_positions=True,
                 maybe_placeholders=False)
    data, memo = built.memo_serialize([TerminalDef, Rule])
    data["options"] = {**data["options"], "postlex": None}  # given again on load
    cache.put_tables(text, {"data": data, "memo": memo})
    return built


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
          "DELETE", "QMARK", "COMP_OP", "PLUS", "STAR", "SLASH", "DOT", "DOTDOT", "MINUS"}
_ITEM = {"NAME", "NUMBER", "STRING"}
_CLOSERS = {"RPAR": "LPAR", "RSQB": "LSQB", "RBRACE": "LBRACE"}
_SHAPE = {"LPAR": "(", "RPAR": ")", "LSQB": "[", "RSQB": "]", "LBRACE": "{", "RBRACE": "}"}
_OVERLAY_WORDS = ("replace", "amend", "delete")
KEYWORDS = ("and", "else", "for", "if", "in", "let", "not", "or", "repeat") + _OVERLAY_WORDS


def _expected_terminals(expected: set[str]) -> list[str]:
    """The grammar's expectations worth naming, in the order they are named ("VALUE" for any value)."""
    names = set(expected)
    out: list[str] = []
    if len(names & {"NAME", "NUMBER", "STRING"}) >= 2:
        out.append("VALUE")
        names -= _VALUE_START
    names -= _NOISE
    order = ["NAME", "NUMBER", "STRING", "LBRACE", "RBRACE", "LPAR", "RPAR", "RSQB", "COMMA",
             "EQUAL", "LINK", "COLON", "_NL", "$END"]
    return out + sorted(names, key=lambda n: (order.index(n) if n in order else 99, n))


def _describe_expected(expected: set[str]) -> str:
    """The grammar's expectations in a designer's words: "a value, `{` or end of line"."""
    words = [_WORDS.get(n, f"`{n.lower()}`") for n in _expected_terminals(expected)]
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


def terminal_id(terminal: str) -> str:
    """A terminal as the locales name it (content/locales/*/diagnostics.ftl `syntax-terminal`): a Fluent
    variant key, lower case (`_NL` -> `nl`, `$END` -> `end`)."""
    return terminal.strip("_$").lower()


def _token_said(tok: Scanned) -> dict[str, str]:
    """A token's words for the locales (:func:`_token_words`): what it is, and its text."""
    if tok.type == "_NL":
        return {"found": "nl", "token": ""}
    if tok.type == "$END":
        return {"found": "end", "token": ""}
    if tok.type == "STRING":
        return {"found": "text", "token": tok.value if len(tok.value) <= 32 else tok.value[:28] + '..."'}
    return {"found": "reserved" if tok.value in KEYWORDS else "token", "token": str(tok.value)}


class Scanned(Protocol):
    """A token as Lark's lexer gives it, with every position set (Lark's ``Token`` types them as
    optional, for a token made by hand): what the diagnostics below measure."""

    type: str
    value: Any
    line: int
    column: int
    end_line: int
    end_column: int
    start_pos: int
    end_pos: int


def _token_words(tok: Scanned, article: bool = True) -> str:
    """A token as a designer would name it: `count`, the text "...", the end of the line."""
    the = "the " if article else ""
    if tok.type == "_NL":
        return f"{the}end of the line"
    if tok.type == "$END":
        return f"{the}end of the file"
    if tok.type == "STRING":
        shown = tok.value if len(tok.value) <= 32 else tok.value[:28] + '..."'
        return f"{the}text {shown}"
    if tok.value in KEYWORDS:
        return f"{the}reserved word `{tok.value}`"
    return f"`{tok.value}`"


def _tokens(text: str) -> list[Scanned]:
    """The tokens of ``text`` up to the first character the lexer cannot read (newlines dropped)."""
    out: list[Scanned] = []
    try:
        for tok in parser().lex(text):
            if tok.type != "_NL":
                out.append(cast(Scanned, tok))
    except UnexpectedInput:
        pass
    return out


def _span(tok: Scanned) -> Span:
    """The caret under a token: its columns on its first line, at least one wide."""
    end = tok.end_column if tok.end_line == tok.line and tok.end_column else tok.column + 1
    return Span(tok.line, tok.column, max(end, tok.column + 1))


def _shown(text: str, a: Scanned, b: Scanned) -> str:
    """The source text from token ``a`` to token ``b``, on one line and not too long."""
    piece = " ".join(text[a.start_pos:b.end_pos].split())
    return piece if len(piece) <= 40 else "..." + piece[-37:]


def _previous(text: str, tokens: list[Scanned], index: int) -> str | None:
    """The phrase just before token ``index``: one token, or a whole call like `count(x)`."""
    if index <= 0:
        return None
    last = tokens[index - 1]
    if last.type in ("RPAR", "RSQB"):
        depth = 0
        for j in range(index - 1, -1, -1):
            t = tokens[j].type
            if t in ("RPAR", "RSQB"):
                depth += 1
            elif t in ("LPAR", "LSQB"):
                depth -= 1
                if depth == 0:
                    first = j - 1 if j > 0 and tokens[j - 1].type == "NAME" else j
                    return _shown(text, tokens[first], last)
    return _shown(text, last, last)


def _index_of(tokens: list[Scanned], tok: Scanned) -> int:
    """Where the token the parser stopped at sits among ``tokens`` (end of line: after its line)."""
    pos = tok.start_pos if tok.start_pos is not None else None
    if pos is None or tok.type in ("$END",):
        return len(tokens)
    for i, t in enumerate(tokens):
        if t.start_pos is not None and t.start_pos >= pos and not (tok.type == "_NL" and t.start_pos == pos
                                                                   and t.type == "RBRACE"):
            return i
    return len(tokens)


# ---------------------------------------------------------------- the checks behind each message
def _indent(lines: list[str], line: int) -> int:
    """How far ``line`` is indented (a tab counts as one, as Lark counts columns)."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    return len(text) - len(text.lstrip(" \t"))


def _misaligned(pairs: list[tuple[Scanned, Scanned]], text: str) -> tuple[Scanned, Scanned] | None:
    """A `{ ... }` pair whose `}` starts a line indented unlike the line of its `{`.

    When a `}` is missing, the next `}` closes the wrong block; its indentation usually
    shows which `{` the designer meant it for, and so which one is really left open.
    """
    lines = text.split("\n")
    for opener, closer in sorted(pairs, key=lambda p: -p[0].start_pos):
        if closer.line == opener.line or closer.column - 1 != _indent(lines, closer.line):
            continue
        if _indent(lines, closer.line) != _indent(lines, opener.line):
            return opener, closer
    return None


def _bracket_problem(tokens: list[Scanned], file: str, text: str = "") -> Diagnostic | None:
    """An opener never closed, or a closer that closes nothing: the cause of most parse errors."""
    stack: list[Scanned] = []
    pairs: list[tuple[Scanned, Scanned]] = []
    for tok in tokens:
        if tok.type in ("LPAR", "LSQB", "LBRACE"):
            stack.append(tok)
        elif tok.type in _CLOSERS:
            want = _CLOSERS[tok.type]
            if not any(t.type == want for t in stack):
                return Diagnostic(file, _span(tok), f"this `{tok.value}` closes nothing",
                                  f"there is no `{_SHAPE[want]}` before it that is still open",
                                  words=said("syntax-closes-nothing", closer=str(tok.value), opener=_SHAPE[want]))
            if stack[-1].type != want:
                opener = stack[-1]
                closer = {v: k for k, v in _CLOSERS.items()}[opener.type]
                return Diagnostic(file, _span(opener), f"this `{opener.value}` is never closed",
                                  f"close it with `{_SHAPE[closer]}` before the `{tok.value}` "
                                  f"on line {tok.line}",
                                  words=said("syntax-never-closed-before", opener=str(opener.value),
                                              closer=_SHAPE[closer], other=str(tok.value), line=str(tok.line)))
            opener = stack.pop()
            if tok.type == "RBRACE":
                pairs.append((opener, tok))
    if stack:
        wrong = _misaligned(pairs, text) if stack[-1].type == "LBRACE" else None
        if wrong is not None:
            opener, late = wrong
            return Diagnostic(file, _span(opener), "this `{` is never closed",
                              f"the `}}` on line {late.line} is indented like an outer block; "
                              f"add a `}}` for this block before it",
                              words=said("syntax-block-never-closed", line=str(late.line)))
        opener = stack[-1]
        closer = {v: k for k, v in _CLOSERS.items()}[opener.type]
        return Diagnostic(file, _span(opener), f"this `{opener.value}` is never closed",
                          f"every `{opener.value}` needs a `{_SHAPE[closer]}`; add it where the "
                          f"{'block' if opener.value == '{' else 'list'} ends",
                          words=said("syntax-never-closed", opener=str(opener.value), closer=_SHAPE[closer],
                                      shape="block" if opener.value == "{" else "list"))
    return None


def _line_kind(tokens: list[Scanned], line: int) -> str | None:
    """The kind of declaration written on ``line`` (its first name, after an overlay word)."""
    words = [t for t in tokens if t.line == line]
    while words and words[0].value in _OVERLAY_WORDS:
        words = words[1:]
    return words[0].value if words and words[0].type == "NAME" else None


def _inside_brackets(tokens: list[Scanned], index: int) -> bool:
    """Is token ``index`` inside `( )` or `[ ]`, where commas separate arguments, not key values?"""
    depth = 0
    for t in tokens[:index]:
        if t.type in ("LPAR", "LSQB"):
            depth += 1
        elif t.type in ("RPAR", "RSQB"):
            depth -= 1
    return depth > 0


def _key_before(tokens: list[Scanned], index: int, kind: str | None, lang: Language) -> str | None:
    """The key whose value token ``index`` is part of, on a declaration's line."""
    line = tokens[index].line
    for j in range(index - 1, -1, -1):
        t = tokens[j]
        if t.line != line:
            return None
        if t.type == "NAME" and lang.is_key(kind, t.value) and (j == 0 or tokens[j - 1].type != "COMMA"):
            return t.value
    return None


def _unquoted_text(text: str, tokens: list[Scanned], line: int, file: str, lang: Language) -> Diagnostic | None:
    """A key that takes a quoted text, given bare words: `year nineteen fifty`."""
    kind = _line_kind(tokens, line)
    texts = lang.texts.get(kind or "", frozenset())
    on_line = [t for t in tokens if t.line == line]
    for i, key in enumerate(on_line[:-1]):
        value = on_line[i + 1]
        if key.type == "NAME" and key.value in texts and value.type in ("NAME", "NUMBER") and i >= 2:
            words = [value]
            for t in on_line[i + 2:]:
                if t.type not in ("NAME", "NUMBER") or lang.is_key(kind, t.value):
                    break
                words.append(t)
            shown = text[words[0].start_pos:words[-1].end_pos]
            return Diagnostic(file, Span(value.line, value.column, words[-1].end_column),
                              f"`{key.value}` takes a quoted text, found `{shown}`",
                              f'write `{key.value} "{shown}"`', words=said("syntax-unquoted", key=str(key.value), shown=shown))
    return None


def _missing_comma(text: str, tokens: list[Scanned], line: int, file: str, lang: Language) -> Diagnostic | None:
    """Two list items side by side on the error's line: if one comma between them mends it, say so."""
    kind = _line_kind(tokens, line)
    known_kind = kind in lang.keys
    p = parser()
    for i in range(len(tokens) - 1):
        a, b = tokens[i], tokens[i + 1]
        if a.line != line or b.line != line or a.type not in _ITEM or b.type not in _ITEM:
            continue
        if a.value in KEYWORDS or b.value in KEYWORDS:
            continue
        inside = _inside_brackets(tokens, i)
        if known_kind and not inside:
            if lang.is_key(kind, a.value) or lang.is_key(kind, b.value) or a.value == kind:
                continue
            key = _key_before(tokens, i, kind, lang)
            if lang.lists and (key is None or key not in lang.lists.get(kind or "", ())):
                continue
        elif not inside:
            continue
        first_argument = i > 0 and tokens[i - 1].type in ("LPAR", "LSQB")
        if (inside and a.type == "NAME" and not first_argument
                and _parses(p, text[:a.end_pos] + " =" + text[a.end_pos:])):
            return Diagnostic(file, _span(b), f"missing `=` between `{a.value}` and `{b.value}`",
                              f"a keyword argument is written with `=`: `{a.value} = {b.value}`",
                              words=said("syntax-missing-equals", a=str(a.value), b=str(b.value)))
        if _parses(p, text[:a.end_pos] + "," + text[a.end_pos:]):
            return Diagnostic(file, _span(b), f"missing `,` between `{a.value}` and `{b.value}`",
                              f"separate the items of a list with commas: `{a.value}, {b.value}`",
                              words=said("syntax-missing-comma", a=str(a.value), b=str(b.value)))
    return None


def _parses(p: Lark, text: str) -> bool:
    """Would ``text`` parse?  Used to try a repair before suggesting it."""
    try:
        p.parse(text)
    except UnexpectedInput:
        return False
    return True


_LEADING_OPERATORS = {",", "..", "--", "+", "-", "*", "/", "==", "!=", "<=", ">=", "<", ">", "and", "or",
                      "?", ":"}


def _key_without_value(tokens: list[Scanned], line: int, lang: Language) -> tuple[Scanned, Scanned] | None:
    """Two keys side by side on ``line``: the first one's value was forgotten."""
    words = [t for t in tokens if t.line == line]
    while words and words[0].value in _OVERLAY_WORDS:
        words = words[1:]
    if not words or words[0].value not in lang.keys:
        return None
    kind = words[0].value
    for a, b in zip(words[2:], words[3:], strict=False):
        if a.type == b.type == "NAME" and lang.is_key(kind, a.value) and lang.is_key(kind, b.value):
            return a, b
    return None


def continuation(text: str, line: int, word: str, file: str, span: Span, lang: Language) -> Diagnostic:
    """An indented line that a designer meant to go on from the line above, but which stands alone."""
    lines = text.split("\n")
    above = line - 1
    while above > 1 and not lines[above - 1].split("#", 1)[0].strip():
        above -= 1
    head = lines[above - 1].split() if 0 < above <= len(lines) else []
    while head and head[0] in _OVERLAY_WORDS:
        head = head[1:]
    kind = head[0] if head else None
    message = (f"line {line} does not go on from line {above}: "
               f"line {above} does not end with a comma or an operator")
    if word in _LEADING_OPERATORS:
        case = "operator"
        hint = (f"move the `{word}` to the end of line {above}: a line goes on to the next only "
                "after a trailing comma or an operator")
    elif lang.is_key(kind, word) or (kind not in lang.keys and lang.any_key(word)):
        case = "key"
        hint = (f"write `{word} ...` on line {above} with the other keys of the {kind or 'declaration'}; "
                "a line goes on to the next only after a trailing comma or an operator, "
                "as in a wrapped list")
    else:
        case = "list"
        hint = (f"end line {above} with `,` if line {line} goes on with its list; "
                "a line goes on to the next only after a trailing comma or an operator")
    return Diagnostic(file, span, message, hint,
                      words=said(f"syntax-continuation-{case}", line=str(line), above=str(above), word=word,
                                 kind=kind or "none"))


def _is_continuation(chunk: Chunk, prev: Chunk | None, tokens: list[Scanned], lang: Language) -> bool:
    """An indented top-level line after another line, not starting a declaration of its own."""
    if prev is None or not tokens:
        return False
    first = tokens[0]
    if first.column == 1 or first.line != chunk.first_line:
        return False
    if first.type == "NAME" and first.value in lang.keys and first.value not in lang.nested:
        return False
    return first.value not in _OVERLAY_WORDS


_TRANSLIT = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"}


def ascii_name(word: str) -> str:
    """A spelling of ``word`` that the language accepts as a name: `köln` -> `koeln`."""
    spelled = "".join(_TRANSLIT.get(c, c) for c in word)
    spelled = unicodedata.normalize("NFKD", spelled).encode("ascii", "ignore").decode()
    spelled = re.sub(r"[^A-Za-z0-9_]", "_", spelled)
    return spelled if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", spelled) else ""


# Quotes a designer may type or paste instead of `"`: straight single, curly, German low.
_OPEN_QUOTES = "'\u2018\u201c\u201e\u201a"
_CLOSE_QUOTES = "'\u2019\u201d\u201c\u2018"

_CHAR_HINTS = {
    ";": "a declaration ends at the end of its line; no `;` is needed",
    "&": "write `and`", "|": "write `or`", "!": "write `not`, or `!=` for \"is not equal to\"",
    "\u201c": 'write texts in straight double quotes: "like this"',
    "\u201d": 'write texts in straight double quotes: "like this"',
    "\u2013": "write a connection with two hyphens: `a -- b`",
    "\u2014": "write a connection with two hyphens: `a -- b`",
    "\u2018": 'write texts in straight double quotes: "like this"',
    "\u2019": 'write texts in straight double quotes: "like this"',
    "\u00a0": "replace it with an ordinary space (it often comes with text copied from a PDF or a web page)",
    "\u200b": "delete it (it often comes with text copied from a PDF or a web page)",
    "\r": "a line break of an old Mac; save the file with ordinary line breaks (LF or CRLF)",
}
# Which of those hints a character gets, as the locales select it (`syntax-unexpected-character-hint`).
_CHAR_WHY = {";": "semicolon", "&": "and", "|": "or", "!": "not", "\u201c": "quote", "\u201d": "quote",
             "\u2013": "dash", "\u2014": "dash", "\u2018": "quote", "\u2019": "quote", "\u00a0": "nbsp",
             "\u200b": "zwsp", "\r": "cr"}


def _char_diagnostic(err: UnexpectedCharacters, text: str, file: str) -> Diagnostic:
    """A character the language has no use for: say what it is and what to write instead."""
    pos = cast(int, err.pos_in_stream)   # set for a character (Lark's type says None: its class default)
    ch = text[pos] if pos < len(text) else ""
    line_end = text.find("\n", pos)
    line_end = len(text) if line_end < 0 else line_end
    if ch == '"':
        return Diagnostic(file, Span(err.line, err.column, err.column + line_end - pos),
                          "this quoted text is never closed",
                          'end it with `"` on the same line: a text cannot run on to the next line',
                          words=said("syntax-text-never-closed"))
    if ch in _OPEN_QUOTES:
        close = next((i for i in range(pos + 1, line_end) if text[i] in _CLOSE_QUOTES), -1)
        if close > 0:
            inner = text[pos + 1:close]
            return Diagnostic(file, Span(err.line, err.column, err.column + close - pos + 1),
                              f'texts are written in plain double quotes `"`, found `{text[pos:close + 1]}`',
                              f'write "{inner}"', words=said("syntax-curly-quotes", shown=text[pos:close + 1],
                                                               inner=inner))
        return Diagnostic(file, Span(err.line, err.column, err.column + 1), f"unexpected character `{ch}`",
                          'texts are written in plain double quotes: "like this"',
                          words=said("syntax-unexpected-character", shown=ch, why="open-quote"))
    if ch.isalnum() or ch == "_":
        start, end = pos, pos
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
            start -= 1
        while end < line_end and (text[end].isalnum() or text[end] == "_"):
            end += 1
        word = text[start:end]
        col = err.column - (pos - start)
        better = ascii_name(word)
        return Diagnostic(file, Span(err.line, col, col + len(word)),
                          f"`{word}` is not a valid name: names use only the letters a-z, digits and `_`",
                          f"write `{better}`" if better else None,
                          words=said("syntax-invalid-name", word=word, better=better or "none"))
    if not ch:
        shown = "end of file"
    elif ch.isprintable() and not ch.isspace():
        shown = ch
    else:  # invisible: name it, as a designer cannot see it in the source line
        name = unicodedata.name(ch, "")
        shown = f"U+{ord(ch):04X}" + (f" {name.lower()}" if name else "")
    hint = _CHAR_HINTS.get(ch) or ("a comment starts with `#`" if ch.isprintable() else None)
    why = _CHAR_WHY[ch] if ch in _CHAR_HINTS else "comment" if ch.isprintable() else "none"
    if not ch:   # (the lexer stopped at the end of the text)
        return Diagnostic(file, Span(err.line, err.column, err.column + 1), "unexpected end of file",
                          words=said("syntax-end-of-file"))
    return Diagnostic(file, Span(err.line, err.column, err.column + 1), f"unexpected character `{shown}`", hint,
                      words=said("syntax-unexpected-character", shown=shown, why=why))


def _syntax_diagnostic(err: UnexpectedInput, text: str, file: str, chunk: Chunk, prev: Chunk | None,
                       lang: Language, source: str) -> Diagnostic:
    """The one most useful message for a line that does not parse (``text`` is the line, padded
    with empty lines to its place in ``source``, the whole file)."""
    if isinstance(err, UnexpectedCharacters):
        return _char_diagnostic(err, text, file)
    tokens = _tokens(text)
    bracket = _bracket_problem(tokens, file, text)
    if bracket is not None:
        return bracket
    if _is_continuation(chunk, prev, tokens, lang):
        first = tokens[0]
        return continuation(source, first.line, first.value, file, _span(first), lang)
    tok = getattr(err, "token", None)
    if tok is None or tok.type == "$END" or tok.line is None:
        line = max(1, text.count("\n") + (0 if text.endswith("\n") else 1))
        col = len(text.splitlines()[-1]) + 1 if text.splitlines() else 1
        return Diagnostic(file, Span(line, col, col + 1), "unexpected end of file", words=said("syntax-end-of-file"))
    expected = set(getattr(err, "expected", ()) or ())
    index = _index_of(tokens, tok)
    before = _previous(text, tokens, index)
    after = f" after `{before}`" if before else ""
    span = _span(tok) if tok.type != "_NL" else Span(tok.line, tok.column, tok.column + 1)
    if index == 0 and tok.type != "NAME":
        return Diagnostic(file, span, f"a declaration starts with its kind (a name), found {_token_words(tok)}",
                          "e.g. `province my_province  side west ...`",
                          words=said("syntax-declaration-start", **_token_said(tok)))
    if tok.value in KEYWORDS and "NAME" in expected:
        return Diagnostic(file, span, f"`{tok.value}` is a reserved word and cannot be used as a name",
                          "the reserved words are " + ", ".join(f"`{k}`" for k in KEYWORDS),
                          words=said("syntax-reserved-word", word=str(tok.value),
                                     reserved=", ".join(f"`{k}`" for k in KEYWORDS)))
    if (tok.type == "DOT" and 0 < index < len(tokens) - 1 and tokens[index - 1].type == "NUMBER"
            and tokens[index + 1].type == "NUMBER"):
        index += 1  # point at `5` of `1.5`, as when the parser stops there
        tok = tokens[index]
        span = _span(tok)
    if tok.type == "NUMBER" and index >= 2 and tokens[index - 1].type == "DOT" and tokens[index - 2].type == "NUMBER":
        number = f"{tokens[index - 2].value}.{tok.value}"
        return Diagnostic(file, Span(tok.line, tokens[index - 2].column, span.end_col),
                          f"`{number}` is not a whole number",
                          f'numbers are whole numbers; a label such as a section number is written as a text: "{number}"',
                          words=said("syntax-not-whole", number=number))
    unquoted = _unquoted_text(text, tokens, tok.line, file, lang)
    if unquoted is not None:
        return unquoted
    mended = _missing_comma(text, tokens, tok.line, file, lang)
    if mended is not None:
        return mended
    if "LINK" in expected and tok.type == "MINUS":
        return Diagnostic(file, span, f"unexpected `-`{after}", "a link is written with two hyphens: `a -- b`",
                          words=said("syntax-single-hyphen", after=before or "none"))
    if index >= 2 and tokens[index - 2].type == "LINK" and lang.is_key(_line_kind(tokens, tok.line),
                                                                       tokens[index - 1].value):
        key = tokens[index - 1]
        return Diagnostic(file, _span(key), f"expected a name after `--`, found the key `{key.value}`",
                          "a link names both its ends: `a -- b`", words=said("syntax-link-key", key=str(key.value)))
    if tok.type == "EQUAL":
        return Diagnostic(file, span, f"unexpected `=`{after}",
                          "to compare two values write `==`; a single `=` only names a keyword argument "
                          "(`to = p`) or a `let`", words=said("syntax-single-equals", after=before or "none"))
    if tok.type in ("_NL", "$END") and index == 1 and tokens[0].value in _OVERLAY_WORDS:
        return Diagnostic(file, span, f"expected a declaration after `{tokens[0].value}`",
                          f"e.g. `{tokens[0].value} card 12 ...`",
                          words=said("syntax-overlay-alone", word=str(tokens[0].value)))
    if tok.type in ("_NL", "$END") and index == 1 and tokens[0].value in lang.keys:
        kind = tokens[0].value
        return Diagnostic(file, span, f"a {kind} needs an id after `{kind}`", f"e.g. `{kind} my_{kind}`",
                          words=said("check-needs-id", kind=str(kind)))
    if tok.type == "COMP_OP" and any(t.type == "COMP_OP" for t in tokens[:index] if t.line == tok.line):
        return Diagnostic(file, span, f"unexpected `{tok.value}`{after}",
                          "comparisons cannot be chained: write `a < b and b < c`",
                          words=said("syntax-chained-comparison", op=str(tok.value), after=before or "none"))
    if tok.type in ("_NL", "$END") and expected & _VALUE_START:
        skipped = _key_without_value(tokens, tok.line, lang)
        if skipped is not None:
            key, other = skipped
            kind = _line_kind(tokens, key.line) or ""
            meaning = lang.meanings.get((kind, key.value))
            # (`meaning` is the schema's English; another language says the general hint)
            return Diagnostic(file, _span(other), f"expected a value after `{key.value}`, found the key "
                              f"`{other.value}`", meaning or f"write the value of `{key.value}` right after it",
                              words=said("syntax-key-without-value", key=str(key.value), other=str(other.value),
                                         meaning=meaning or "none"))
        meaning = lang.meanings.get((_line_kind(tokens, tok.line) or "", tokens[index - 1].value if index else ""))
        return Diagnostic(file, span, f"expected a value{after}",
                          f"{meaning}; write it on the same line as its key" if meaning else
                          "a key and its value are written on the same line; a list may go on to the "
                          "next line after a trailing comma",
                          words=said("syntax-expected-value", after=before or "none", meaning=meaning or "none"))
    words = _describe_expected(expected)
    if words and words.count(",") + words.count(" or ") <= 2:
        return Diagnostic(file, span, f"expected {words}{after}, found {_token_words(tok)}",
                          words=said("syntax-expected", after=before or "none", **_token_said(tok),
                                     expected="\n".join(terminal_id(t) for t in _expected_terminals(expected))))
    return Diagnostic(file, span, f"unexpected {_token_words(tok, article=False)}{after}",
                      words=said("syntax-unexpected", after=before or "none", **_token_said(tok)))


_OPENERS = {"{": "}", "(": ")", "[": "]"}


def split_top_level(text: str, lang: Language | None = None) -> list[Chunk]:
    """Cut a file into its top-level lines, honouring braces, quotes and comments.

    A `{` that is never closed would swallow the rest of the file; so a line that starts
    in the first column with a top-level kind of declaration starts a new chunk even
    inside braces, and the lines after a forgotten `}` are still read.
    """
    lang = lang or Language()
    chunks: list[Chunk] = []
    stack: list[str] = []
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
            stack.append(c)
        elif c in "})]":
            opener = {"}": "{", ")": "(", "]": "["}[c]
            if opener in stack:  # a closer that matches nothing open is ignored here
                while stack.pop() != opener:
                    pass
        elif c == "\n":
            line += 1
            if stack and _starts_declaration(text, i + 1, lang):
                stack.clear()
            if not stack:
                piece = text[start:i + 1]
                if _has_code(piece):
                    chunks.append(Chunk(start_line, piece))
                start = i + 1
                start_line = line
        i += 1
    piece = text[start:]
    if _has_code(piece):
        chunks.append(Chunk(start_line, piece))
    return _merge_continued(chunks)


_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _starts_declaration(text: str, at: int, lang: Language) -> bool:
    """Does the line starting at ``at`` begin, unindented, with a top-level kind of declaration?"""
    m = _WORD.match(text, at)
    if m is None:
        return False
    word = m.group()
    return word in _OVERLAY_WORDS or (word in lang.keys and word not in lang.nested)


def _code(line: str) -> str:
    """A line without its comment (a `#` inside a quoted text does not start one)."""
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_string and c == "\\":
            i += 2
            continue
        if c == '"':
            in_string = not in_string
        elif c == "#" and not in_string:
            return line[:i]
        i += 1
    return line


def _has_code(piece: str) -> bool:
    return any(_code(ln).strip() for ln in piece.split("\n"))


_CONT_END = re.compile(r"(,|\+|-|\*|/|==|!=|<=|>=|<|>|=|\.\.|--|\?|:|\band|\bor|\bnot)\s*$")


def _goes_on(text: str) -> bool:
    """Does the last line with code end in a comma or an operator (so the next line continues it)?"""
    for line in reversed(text.split("\n")):
        code = _code(line).rstrip()
        if code:
            return _CONT_END.search(code) is not None
    return False


def _merge_continued(chunks: list[Chunk]) -> list[Chunk]:
    """Join a chunk whose last line ends in a comma or an operator with the next one."""
    merged: list[Chunk] = []
    for ch in chunks:
        if merged and _goes_on(merged[-1].text):
            prev = merged[-1]
            gap = ch.first_line - prev.first_line - prev.text.count("\n")
            merged[-1] = Chunk(prev.first_line, prev.text + "\n" * gap + ch.text)
        else:
            merged.append(ch)
    return merged


def parse_text(text: str, file: str, lang: Language | None = None) -> tuple[list[Chunk], list[Diagnostic]]:
    """Parse a whole file; on errors, parse its top-level lines one by one to find them all."""
    lang = lang or Language()
    p = parser()
    try:
        tree = p.parse(text)
        return [Chunk(1, text, tree)], []
    except UnexpectedInput:
        pass
    diags: list[Diagnostic] = []
    chunks = split_top_level(text, lang)
    prev: Chunk | None = None
    for ch in chunks:
        padded = "\n" * (ch.first_line - 1) + ch.text
        try:
            ch.tree = p.parse(padded)
        except UnexpectedInput as err:
            diags.append(_syntax_diagnostic(err, padded, file, ch, prev, lang, text))
        prev = ch
    return chunks, diags


def not_utf8(raw: bytes, err: UnicodeDecodeError, file: str) -> Diagnostic:
    """A file that is not UTF-8: point at the first byte that cannot be read, and guess why."""
    at = err.start
    line = raw.count(b"\n", 0, at) + 1
    line_start = raw.rfind(b"\n", 0, at) + 1
    col = len(raw[line_start:at].decode("utf-8", errors="replace")) + 1
    utf16 = raw.startswith((b"\xff\xfe", b"\xfe\xff"))
    if utf16:
        hint = "the file is saved as UTF-16; save it as UTF-8"
    else:
        hint = "save it as UTF-8 (it was probably saved as Latin-1 or Windows-1252)"
    return Diagnostic(file, Span(line, col, col + 1),
                      f"this file is not UTF-8 text: the byte 0x{raw[at]:02x} cannot be read", hint,
                      words=said("syntax-not-utf8", byte=f"{raw[at]:02x}", utf16="yes" if utf16 else "no"))
