"""Plain content data written back in the content language's own syntax.

The loader turns `add(unrest, 3, to = p)` into plain data; this module goes the other way, for
every place that shows a rule as the designer wrote it: `wsdv cards --json`, the site's pages
when a statement has no sentence yet, messages.  One writer, so that all of them agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

_INDENT = "  "


def _kw(kw: Mapping | None, depth: int) -> list[str]:
    return [f"{k} = {code(v, depth)}" for k, v in (kw or {}).items() if not str(k).startswith("@")]


def _call(fn: Any, node: Mapping, depth: int) -> str:
    """A call, as an expression (``{"call": f}``) or a statement (``{"do": "call", "fn": f}``)."""
    args = [code(a, depth) for a in node.get("args", ())] + _kw(node.get("kw"), depth)
    return f"{fn}({', '.join(args)})"


def _block(body: Any, depth: int) -> str:
    """A block: one statement stays on the line; several go on lines of their own, indented."""
    items = list(body or ())
    if len(items) <= 1:
        return "{ " + "".join(code(b, depth) for b in items) + " }" if items else "{ }"
    inner = _INDENT * (depth + 1)
    return "{\n" + "\n".join(inner + code(b, depth + 1) for b in items) + "\n" + _INDENT * depth + "}"


def code(x: Any, depth: int = 0) -> str:
    """An expression or statement written back in the content language's own syntax.

    ``depth`` is the indentation of the line the text starts on, for blocks spread over lines.
    """
    if isinstance(x, Mapping):
        if "do" in x:
            return _stmt_code(x, depth)
        if "call" in x:
            return _call(x["call"], x, depth)
        if "op" in x:
            return _op_code(x, depth)
        if "list" in x:
            return "[" + ", ".join(code(v, depth) for v in x["list"]) + "]"
        if "range" in x:
            lo, hi = x["range"]
            return f"{code(lo, depth)}..{code(hi, depth)}"
        if "text" in x and len(x) == 1:
            return '"' + str(x["text"]).replace("\\", "\\\\").replace('"', '\\"') + '"'
        return ", ".join(f"{k} {code(v, depth)}" for k, v in x.items())
    if isinstance(x, list | tuple):
        return ", ".join(code(v, depth) for v in x)
    return str(x)


# Binding strength of each operator, as in grammar/wsdv.lark (higher binds tighter).
_LEVEL = {"?:": 1, "or": 2, "and": 3, "not": 4, "==": 5, "!=": 5, "<": 5, "<=": 5, ">": 5, ">=": 5,
          "in": 5, "not in": 5, "+": 7, "-": 7, "*": 8, "/": 8, "neg": 9}
_ATOM = 10


def _level(x: Any) -> int:
    if isinstance(x, Mapping) and "op" in x and x["op"] in _LEVEL:
        return _LEVEL[x["op"]]
    if isinstance(x, Mapping) and "range" in x:
        return 6
    if isinstance(x, int) and x < 0:
        return _LEVEL["neg"]
    return _ATOM


def _at_least(x: Any, level: int, depth: int) -> str:
    """``x`` written so that it binds at least as tightly as ``level`` (in brackets if not)."""
    text = code(x, depth)
    return f"({text})" if _level(x) < level else text


def _op_code(x: Mapping, depth: int) -> str:
    op, args = x["op"], list(x.get("args", ()))
    if op == "?:" and len(args) == 3:
        return f"{_at_least(args[0], 2, depth)} ? {code(args[1], depth)} : {code(args[2], depth)}"
    if op == "not" and args:
        return f"not {_at_least(args[0], 4, depth)}"
    if op == "neg":
        return f"-{_at_least(x.get('arg'), 9, depth)}"
    if op == ".":
        return f"{_at_least(x.get('of'), _ATOM, depth)}.{x.get('name')}"
    if op == "for":
        cond = f" if {code(x['if'], depth)}" if "if" in x else ""
        return f"[{code(x.get('yield'), depth)} for {x.get('var')} in {code(x.get('in'), depth)}{cond}]"
    level = _LEVEL.get(op, 5)
    if len(args) == 2:
        # Left-associative chains keep their left side bare; comparisons do not chain at all.
        left = _at_least(args[0], level if level != 5 else 6, depth)
        right = _at_least(args[1], level + 1, depth)
        return f"{left} {op} {right}"
    return f" {op} ".join(_at_least(a, level + 1, depth) for a in args)


def _stmt_code(s: Mapping, depth: int) -> str:
    do = s.get("do")
    if do == "call":
        return _call(s.get("fn"), s, depth)
    if do == "for":
        return f"for {s.get('var')} in {code(s.get('in'), depth)} {_block(s.get('body'), depth)}"
    if do == "repeat":
        return f"repeat {code(s.get('times'), depth)} {_block(s.get('body'), depth)}"
    if do == "let":
        return f"let {s.get('name')} = {code(s.get('value'), depth)}"
    if do == "if":
        text = f"if {code(s.get('cond'), depth)} {_block(s.get('then'), depth)}"
        other = s.get("else")
        if not other:
            return text
        if len(other) == 1 and isinstance(other[0], Mapping) and other[0].get("do") == "if":
            return text + " else " + _stmt_code(other[0], depth)
        return text + f" else {_block(other, depth)}"
    return ", ".join(f"{k} {code(v, depth)}" for k, v in s.items())


_HEAD_KEYS = ("kind", "id", "params", "body", "overlay")


def declaration(d: Mapping, depth: int = 0) -> str:
    """A whole declaration as the content would write it: `kind id(params)  key value ... { body }`.

    For a declaration the content never writes whole, one that `amend`s changed: the site shows the
    rule as the game runs it, base keys and amended keys together."""
    head = f"{d.get('kind')} {d.get('id')}"
    params = d.get("params")
    if params:
        head += "(" + ", ".join(str(p.get("name")) + (f" = {code(p['default'], depth)}" if "default" in p else "")
                                for p in params) + ")"
    parts = [head] + [f"{k} {code(v, depth)}" for k, v in d.items() if k not in _HEAD_KEYS]
    text = "  ".join(parts)
    body = list(d.get("body") or ())
    if not body:
        return text
    inner = _INDENT * (depth + 1)
    lines = [inner + (declaration(b, depth + 1) if isinstance(b, Mapping) and "kind" in b and "do" not in b
                      else code(b, depth + 1)) for b in body]
    return text + " {\n" + "\n".join(lines) + "\n" + _INDENT * depth + "}"
