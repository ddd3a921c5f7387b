"""Parse trees to plain data (dicts, lists, numbers, strings) that remember where they came from.

The plain data is what the JSON Schemas describe.  Its shape:

* a declaration is ``{"kind": k, "id": subject, <key>: <value>, ..., "body": [...]}``;
  a link subject ``a -- b`` gives ``"id": "a--b", "ends": [a, b]``; a signature
  ``name(p, q = 1)`` gives ``"id": name, "params": [{"name": p}, {"name": q, "default": 1}]``;
* a statement is ``{"do": "call"|"let"|"for"|"if"|"repeat", ...}``;
* in values, a bare name is a string, a number an int, a quoted text
  ``{"text": ...}``, a range ``{"range": [lo, hi]}``, a list of several values a list,
  and anything computed an expression node (``{"call": ...}`` or ``{"op": ...}``).

Positions are kept beside the data, in a map from the path of each node (as
jsonschema reports it) to its :class:`Span`, so schema errors and semantic
errors can point at the exact token.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol

from ..diagnostics import Diagnostic, Span, words

if TYPE_CHECKING:  # Lark is imported only where a file does not parse (see interpreter/language/lalr.py)
    from lark import Tree
    from lark.tree import Meta

RESERVED_KEYS = {"kind", "id", "body", "ends", "params", "overlay"}
MAX_DIGITS = 18  # every number a game counts fits in a 64-bit integer


@dataclass
class L:
    """A value with the source span it was read from."""

    v: Any
    span: Span


class Lexed(Protocol):
    """A token as the builder reads it, every position set: ``lalr.Tok``, or Lark's ``Token`` from
    its lexer (Lark types the positions as optional, for a token made by hand; lexed, it has them)."""

    @property
    def type(self) -> str: ...
    @property
    def value(self) -> Any: ...
    @property
    def line(self) -> int: ...
    @property
    def column(self) -> int: ...
    @property
    def end_line(self) -> int: ...
    @property
    def end_column(self) -> int: ...


def _span_tok(tok: Lexed) -> Span:
    return Span(tok.line, tok.column, tok.end_column if tok.end_line == tok.line else None)


def _span_meta(meta: Meta) -> Span:
    if getattr(meta, "empty", True):
        return Span(1, 1)
    end = meta.end_column if meta.end_line == meta.line else None
    return Span(meta.line, meta.column, end)


def _tok(tok: Lexed, value: Any = None) -> L:
    return L(tok.value if value is None else value, _span_tok(tok))


def _plain(x: Any) -> Any:
    return x.v if isinstance(x, L) else x


class Builder:
    """Builds :class:`L`-wrapped plain data; problems it can see go to ``self.diagnostics``.

    One method per rule of the grammar (its alias or name), called with the rule's
    positions (Lark's ``meta``: ``line``, ``column``, ``end_line``, ``end_column``,
    ``empty``) and its children, already built.  Two parsers call it: :mod:`interpreter.language.lalr`
    while it parses valid content, and Lark's transformer (:func:`to_data`) on the trees
    of a file with syntax errors.
    """

    def __init__(self, file: str) -> None:
        self.file = file
        self.diagnostics: list[Diagnostic] = []

    # ------------------------------------------------------------- structure
    def start(self, meta, children):
        return children

    def overlay(self, meta, children):
        op, decl = children
        decl.v["overlay"] = _tok(op)
        return decl

    def decl(self, meta, children):
        kind, subject, *rest = children
        node: dict[str, Any] = {"kind": _tok(kind)}
        node.update(subject)
        for item in rest:
            if isinstance(item, tuple):
                key, value = item
                name = key.v
                if name in RESERVED_KEYS:
                    self.diagnostics.append(Diagnostic(
                        self.file, key.span, f"`{name}` cannot be used as a key",
                        "it is a reserved word of declarations; choose another name",
                        words=words("syntax-reserved-key", key=name)))
                    continue
                if name in node:
                    self.diagnostics.append(Diagnostic(
                        self.file, key.span, f"`{name}` is given twice",
                        "give each key once; write several values as a comma-separated list",
                        words=words("syntax-key-twice", key=name)))
                    continue
                node[name] = value
                node[f"@{name}"] = key
            else:
                node["body"] = item
        return L(node, _span_tok(kind))

    def decl_bare(self, meta, children):
        kind, block = children
        return L({"kind": _tok(kind), "body": block}, _span_tok(kind))

    def subject_name(self, meta, children):
        return {"id": _tok(children[0])}

    def subject_number(self, meta, children):
        return {"id": children[0]}

    def subject_text(self, meta, children):
        return {"id": _tok(children[0], _unquote(children[0].value))}

    def subject_link(self, meta, children):
        a, b = children
        span = Span(a.line, a.column, b.end_column if b.line == a.line else None)
        return {"id": L(f"{a.value}--{b.value}", span), "ends": L([_tok(a), _tok(b)], span)}

    def subject_signature(self, meta, children):
        name = children[0]
        params = children[1] if len(children) > 1 else L([], _span_tok(name))
        return {"id": _tok(name), "params": params}

    def params(self, meta, children):
        seen: set[str] = set()
        for param in children:
            name = param.v["name"]
            if name.v in seen:
                self.diagnostics.append(Diagnostic(self.file, name.span, f"parameter `{name.v}` is named twice",
                                                   "give each parameter its own name",
                                                   words=words("syntax-parameter-twice", name=str(name.v))))
            seen.add(name.v)
        return L(list(children), _span_meta(meta))

    def param(self, meta, children):
        node = {"name": _tok(children[0])}
        if len(children) > 1:
            node["default"] = children[1]
        return L(node, _span_meta(meta))

    def clause(self, meta, children):
        key, value = children
        return (_tok(key), value)

    def value(self, meta, children):
        if len(children) == 1:
            return children[0]
        return L(list(children), _span_meta(meta))

    def block(self, meta, children):
        return L(list(children), _span_meta(meta))

    # ------------------------------------------------------------ statements
    def call_stmt(self, meta, children):
        fn = children[0]
        args, kw = children[1] if len(children) > 1 else ([], {})
        return L({"do": L("call", _span_tok(fn)), "fn": _tok(fn), "args": L(args, _span_meta(meta)),
                  "kw": L(kw, _span_meta(meta))}, _span_tok(fn))

    def let_stmt(self, meta, children):
        name, expr = children
        return L({"do": L("let", _span_tok(name)), "name": _tok(name), "value": expr}, _span_meta(meta))

    def for_stmt(self, meta, children):
        name, seq, block = children
        return L({"do": L("for", _span_tok(name)), "var": _tok(name), "in": seq, "body": block},
                 _span_meta(meta))

    def if_stmt(self, meta, children):
        cond, then, *rest = children
        node = {"do": L("if", _span_meta(meta)), "cond": cond, "then": then}
        if rest:
            other = rest[0]
            node["else"] = other if isinstance(other.v, list) else L([other], other.span)
        return L(node, _span_meta(meta))

    def repeat_stmt(self, meta, children):
        times, block = children
        return L({"do": L("repeat", _span_meta(meta)), "times": times, "body": block}, _span_meta(meta))

    # ----------------------------------------------------------- expressions
    def name(self, meta, children):
        return _tok(children[0])

    def number(self, meta, children):
        return _tok(children[0], self._int(children[0]))

    def text(self, meta, children):
        tok = children[0]
        return L({"text": L(_unquote(tok.value), _span_tok(tok))}, _span_tok(tok))

    def signed(self, meta, children):
        return _tok(children[0], self._int(children[0]))

    def negative(self, meta, children):
        return L(-self._int(children[0]), _span_meta(meta))

    def _int(self, tok: Lexed) -> int:
        """A number literal's value; one too long to be a count or a space on a track is reported
        (and read as 0), before int() would refuse thousands of digits."""
        digits = tok.value.lstrip("0") or "0"
        if len(digits) > MAX_DIGITS:
            self.diagnostics.append(Diagnostic(
                self.file, _span_tok(tok), f"this number has {len(digits)} digits; numbers in content have "
                f"at most {MAX_DIGITS}", "was a digit key held down, or two numbers run together?",
                words=words("syntax-too-many-digits", digits=str(len(digits)), most=str(MAX_DIGITS))))
            return 0
        return int(digits)

    def neg(self, meta, children):
        (x,) = children
        if isinstance(x.v, int):
            return L(-x.v, _span_meta(meta))
        return L({"op": L("neg", _span_meta(meta)), "arg": x}, _span_meta(meta))

    def _op(self, meta, op: str, args: list) -> L:
        return L({"op": L(op, _span_meta(meta)), "args": L(list(args), _span_meta(meta))}, _span_meta(meta))

    def binop(self, meta, children):
        left, op, right = children
        return self._op(meta, op.value, [left, right])

    def compare(self, meta, children):
        left, op, right = children
        return self._op(meta, op.value, [left, right])

    def member(self, meta, children):
        return self._op(meta, "in", children)

    def not_member(self, meta, children):
        return self._op(meta, "not in", children)

    def and_op(self, meta, children):
        return self._op(meta, "and", children)

    def or_op(self, meta, children):
        return self._op(meta, "or", children)

    def not_op(self, meta, children):
        return self._op(meta, "not", children)

    def ternary(self, meta, children):
        return self._op(meta, "?:", children)

    def range(self, meta, children):
        lo, hi = children
        return L({"range": L([lo, hi], _span_meta(meta))}, _span_meta(meta))

    def call(self, meta, children):
        fn = children[0]
        args, kw = children[1] if len(children) > 1 else ([], {})
        return L({"call": _tok(fn), "args": L(args, _span_meta(meta)), "kw": L(kw, _span_meta(meta))},
                 _span_meta(meta))

    def attr(self, meta, children):
        of, name = children
        return L({"op": L(".", _span_meta(meta)), "of": of, "name": _tok(name)}, _span_meta(meta))

    def list(self, meta, children):
        return L({"list": L(list(children), _span_meta(meta))}, _span_meta(meta))

    def comprehension(self, meta, children):
        node = {"op": L("for", _span_meta(meta)), "yield": children[0], "var": _tok(children[1]),
                "in": children[2]}
        if len(children) > 3:
            node["if"] = children[3]
        return L(node, _span_meta(meta))

    def args(self, meta, children):
        positional, named = [], {}
        for c in children:
            if isinstance(c, tuple):
                key, value = c
                if key.v in named:
                    self.diagnostics.append(Diagnostic(self.file, key.span,
                                                       f"`{key.v}` is given twice in this call",
                                                       words=words("syntax-argument-twice", key=str(key.v))))
                named[key.v] = value
                named["@" + key.v] = key  # the keyword's own position, for "no parameter `x`"
            else:
                positional.append(c)
        return positional, named

    def generator_args(self, meta, children):
        comp = self.comprehension(meta, children)
        return [comp], {}

    def arg(self, meta, children):
        return children[0]

    def kwarg(self, meta, children):
        return (_tok(children[0]), children[1])

    def if_only(self, meta, children):  # pragma: no cover - aliased to if_stmt by the grammar
        return self.if_stmt(meta, children)


def _unquote(raw: str) -> str:
    body = raw[1:-1]
    if "\\" not in body:
        return body
    out, i = [], 0
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


Path_ = tuple


def unwrap(x: Any, path: Path_, positions: dict[Path_, Span]) -> Any:
    """Strip the :class:`L` wrappers, recording each node's span under its path.

    A key's own position (for "unknown key" errors) is kept under ``path + (key, "@key")``.
    """
    if isinstance(x, L):
        positions[path] = x.span
        x = x.v
    if isinstance(x, dict):
        out = {}
        for k, v in x.items():
            if k.startswith("@"):
                positions[path + (k[1:], "@key")] = v.span
                continue
            out[k] = unwrap(v, path + (k,), positions)
        return out
    if isinstance(x, list):
        return [unwrap(v, path + (i,), positions) for i, v in enumerate(x)]
    return x


def unwrap_declaration(x: L, path: Path_, positions: dict[Path_, Span],
                       under: dict[Path_, dict[Path_, Span]]) -> dict:
    """:func:`unwrap` for a declaration (and the declarations in its block), which also
    keeps, for each of its keys, the positions found under that key: ``under[path + (key,)]``.

    So a later step that moves a key's value (``schema.coerce_lists``: a single value
    becomes a one-item list) moves its positions without searching all of them, and
    reading stays linear in the size of the declaration.
    """
    positions[path] = x.span
    out = {}
    for k, v in x.v.items():
        if k.startswith("@"):
            positions[path + (k[1:], "@key")] = v.span
        elif k == "body" and isinstance(v, L) and isinstance(v.v, list):
            at = path + ("body",)
            positions[at] = v.span
            items = []
            for i, item in enumerate(v.v):
                if isinstance(item, L) and isinstance(item.v, dict) and "kind" in item.v:
                    items.append(unwrap_declaration(item, at + (i,), positions, under))
                else:
                    items.append(unwrap(item, at + (i,), positions))
            out[k] = items
        else:
            local: dict[Path_, Span] = {}
            out[k] = unwrap(v, path + (k,), local)
            positions.update(local)
            under[path + (k,)] = local
    return out


# How deeply one declaration may nest (blocks in blocks, operators in operators).  Real content
# stays far below; the limit keeps every later stage, which walks the data recursively, clear
# of Python's recursion limit whatever a file holds.
MAX_DEPTH = 60


def _depth(tree: Tree) -> int:
    """The nesting depth of a parse tree, measured without recursion."""
    from lark import Tree

    deepest = 0
    stack = [(tree, 1)]
    while stack:
        node, d = stack.pop()
        deepest = max(deepest, d)
        stack.extend((c, d + 1) for c in node.children if isinstance(c, Tree))
    return deepest


@lru_cache(maxsize=1)
def _transformer_class() -> type:
    from lark import Transformer

    class ToData(Transformer):
        """Lark's transformer, handing each tree to the :class:`Builder` method of its rule."""

        def __init__(self, builder: Builder) -> None:
            super().__init__()
            self.builder = builder

        def __default__(self, data, children, meta):
            return getattr(self.builder, data)(meta, children)

    return ToData


def depth_diagnostic(file: str, span: Span) -> Diagnostic:
    """A declaration nested more deeply than :data:`MAX_DEPTH`, left out."""
    return Diagnostic(file, Span(span.line, span.col, span.col + 1),
                      f"this declaration is nested too deeply (more than {MAX_DEPTH} levels)",
                      "split the expression or the blocks into smaller parts, e.g. with `let` or an icon",
                      words=words("syntax-too-deep", most=str(MAX_DEPTH)))


def to_data(tree: Tree, file: str) -> tuple[list[L], list[Diagnostic]]:
    """The top-level declarations of a parse tree, still wrapped, and the problems seen.

    A declaration nested more deeply than :data:`MAX_DEPTH` is reported and left out.
    """
    from lark import Tree

    builder = Builder(file)
    t = _transformer_class()(builder)
    kept = []
    for child in tree.children:
        if isinstance(child, Tree) and _depth(child) > MAX_DEPTH:
            builder.diagnostics.append(depth_diagnostic(file, _span_meta(child.meta)))
            continue
        kept.append(child)
    decls = t.transform(Tree(tree.data, kept, tree.meta))
    return decls, builder.diagnostics
