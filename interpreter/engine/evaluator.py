"""Expressions and effect statements of the content language, compiled to Python closures.

Each expression or statement node of the parsed content (plain data, see
``interpreter/transform.py``) is compiled once into a closure ``f(env)``; running
a phase or an icon is then a chain of plain calls.  ``env`` is a dict of local
names (icon parameters, ``let`` and ``for`` variables).  A name that is not local
is a definition id (a province, a piece, a track...) and stands for itself, or one
of the constants ``yes``, ``no`` and ``none``.

Calls go to an icon of the content (its block runs with its parameters bound) or
to a primitive or function of the engine's registry (``primitives.py``).
"""

from __future__ import annotations

import keyword
from collections.abc import Callable, Mapping
from typing import Any

Env = dict[str, Any]
Code = Callable[[Env], Any]

CONSTANTS = {"yes": True, "no": False, "none": None}
_MISSING = object()


class Unexecutable(Exception):
    """A choice had nothing to choose from: the rest of the icon (or `repeat` round) lapses (§6.4)."""


class ContentError(Exception):
    """A content mistake only a running game can see (a wrong type, an unknown name)."""


def py_name(k: str) -> str:
    """A keyword argument name usable in Python (``from`` -> ``from_``)."""
    return k + "_" if keyword.iskeyword(k) else k


def truthy(v: Any) -> bool:
    return bool(v)


_BIN: dict[str, Callable[[Any, Any], Any]] = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a // b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<=": lambda a, b: a <= b,
    ">=": lambda a, b: a >= b,
    "<": lambda a, b: a < b,
    ">": lambda a, b: a > b,
}


class Compiler:
    """Compiles content code for one game engine (``game`` gives calls their meaning)."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.cache: dict[int, Code] = {}
        self.keep: list[Any] = []  # keeps compiled nodes alive so their ids stay unique

    # ------------------------------------------------------------ expressions
    def expr(self, node: Any) -> Code:
        key = id(node)
        code = self.cache.get(key)
        if code is None:
            code = self._expr(node)
            self.cache[key] = code
            self.keep.append(node)
        return code

    def _expr(self, node: Any) -> Code:
        if isinstance(node, bool) or node is None:
            return lambda env, v=node: v
        if isinstance(node, int):
            return lambda env, v=node: v
        if isinstance(node, str):
            return self._name(node)
        if isinstance(node, (list, tuple)):
            parts = [self.expr(x) for x in node]
            return lambda env: [p(env) for p in parts]
        if not isinstance(node, Mapping):
            raise ContentError(f"cannot evaluate {node!r}")
        if "text" in node:
            return lambda env, v=node["text"]: v
        if "range" in node:
            lo, hi = (self.expr(x) for x in node["range"])
            return lambda env: list(range(lo(env), hi(env) + 1))
        if "list" in node:
            parts = [self.expr(x) for x in node["list"]]
            return lambda env: [p(env) for p in parts]
        if "call" in node:
            return self._call(node["call"], node.get("args", ()), node.get("kw", {}))
        op = node.get("op")
        if op == "for":
            return self._comprehension(node)
        if op == ".":
            of, name = self.expr(node["of"]), node["name"]
            return lambda env: self.game.attr(of(env), name)
        if op == "neg":
            arg = self.expr(node["arg"])
            return lambda env: -arg(env)
        args = [self.expr(a) for a in node["args"]]
        if op == "and":
            a, b = args
            return lambda env: bool(a(env)) and bool(b(env))
        if op == "or":
            a, b = args
            return lambda env: bool(a(env)) or bool(b(env))
        if op == "not":
            (a,) = args
            return lambda env: not a(env)
        if op == "?:":
            c, a, b = args
            return lambda env: a(env) if c(env) else b(env)
        if op == "in" or op == "not in":
            a, b = args
            contains, negate = self.game.contains, op == "not in"
            return lambda env: contains(b(env), a(env)) is not negate
        fn = _BIN.get(op)
        if fn is None:
            raise ContentError(f"unknown operator {op!r}")
        a, b = args
        return lambda env: fn(a(env), b(env))

    def _name(self, name: str) -> Code:
        if name in CONSTANTS:
            v = CONSTANTS[name]
            return lambda env: env.get(name, v)
        g = self.game

        def look(env: Env) -> Any:
            v = env.get(name, _MISSING)
            if v is _MISSING:
                return g.global_name(name)
            return v
        return look

    def _comprehension(self, node: Mapping) -> Code:
        var, seq, out = node["var"], self.expr(node["in"]), self.expr(node["yield"])
        cond = self.expr(node["if"]) if "if" in node else None

        def run(env: Env) -> list:
            saved = env.get(var, _MISSING)
            res = []
            for x in seq(env):
                env[var] = x
                if cond is None or cond(env):
                    res.append(out(env))
            if saved is _MISSING:
                env.pop(var, None)
            else:
                env[var] = saved
            return res
        return run

    def _call(self, fn: str, args: Any, kw: Mapping) -> Code:
        arg_codes = [self.expr(a) for a in args]
        kw_codes = {k: self.expr(v) for k, v in kw.items()}
        g = self.game
        icon = g.icon(fn)
        if icon is not None:
            def call_icon(env: Env) -> Any:
                return g.call_icon(fn, [a(env) for a in arg_codes], {k: v(env) for k, v in kw_codes.items()})
            return call_icon
        impl = g.primitive(fn)
        if impl is None:
            raise ContentError(f"unknown icon or primitive `{fn}`")
        if getattr(impl, "lazy", False):  # gets the compiled code, e.g. to run a block later
            return lambda env: impl(g, env, arg_codes, kw_codes)
        pkw = {py_name(k): v for k, v in kw_codes.items()}
        if not pkw:
            if len(arg_codes) == 1:
                a0 = arg_codes[0]
                return lambda env: impl(g, a0(env))
            return lambda env: impl(g, *[a(env) for a in arg_codes])
        return lambda env: impl(g, *[a(env) for a in arg_codes], **{k: v(env) for k, v in pkw.items()})

    # ------------------------------------------------------------- statements
    def block(self, items: Any) -> Code:
        key = id(items)
        code = self.cache.get(key)
        if code is not None:
            return code
        stmts = [self.stmt(s) for s in items if isinstance(s, Mapping) and "do" in s]

        def run(env: Env) -> None:
            for s in stmts:
                s(env)
        self.cache[key] = run
        self.keep.append(items)
        return run

    def stmt(self, s: Mapping) -> Code:
        do = s["do"]
        if do == "call":
            call = self._call(s["fn"], s.get("args", ()), s.get("kw", {}))
            return lambda env: (call(env), None)[1]
        if do == "let":
            name, value = s["name"], self.expr(s["value"])

            def let(env: Env) -> None:
                env[name] = value(env)
            return let
        if do == "for":
            var, seq, body = s["var"], self.expr(s["in"]), self.block(s["body"])

            def loop(env: Env) -> None:
                for x in list(seq(env)):
                    env[var] = x
                    body(env)
            return loop
        if do == "if":
            cond, then = self.expr(s["cond"]), self.block(s["then"])
            other = self.block(s["else"]) if "else" in s else None

            def when(env: Env) -> None:
                if cond(env):
                    then(env)
                elif other is not None:
                    other(env)
            return when
        if do == "repeat":
            times, body = self.expr(s["times"]), self.block(s["body"])

            def rep(env: Env) -> None:
                for _ in range(times(env)):
                    try:
                        body(env)
                    except Unexecutable:
                        pass
            return rep
        raise ContentError(f"unknown statement {do!r}")
