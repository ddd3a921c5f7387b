"""Expressions and effect statements of the content language, compiled to Python functions.

The content's plain data (see ``interpreter/language/transform.py``) is turned into Python ``ast``
nodes, built node by node from that data (no content text ever becomes source code), and
compiled once per rules model into ordinary functions that every game on the model shares:

- each icon and routine becomes a function ``(g, param, ...)``; its parameters, ``let`` and
  ``for`` names are Python locals, so a content variable costs what a Python one does;
- an expression or block run from the engine with an environment (an action's ``when`` with
  ``side`` and ``card``, a phase, an outcome's condition) becomes a function whose parameters
  are that environment's names.

A name that is not local is a definition id (a province, a piece, a track...) and stands for
itself, or one of the constants ``yes``, ``no`` and ``none``.  Calls go to an icon or routine
of the content, or to a primitive or function of the engine's registry (``primitives.py``).

Where a running game fails in content, the Python traceback leads back to the content: each
generated node carries as its line number an index into :attr:`Program.origins`, the
definition and the path of the content node it came from (``runtime.py`` turns that into a
``file:line:col`` diagnostic with the chain of phases, routines, icons and card rows).  The
cost of that is nil while nothing fails.  Loops and calls are charged to the game's step
budget (``Game.charge``) so that a runaway ``repeat`` stops with a diagnostic instead of
hanging; an icon or routine call also counts against the call-depth bound.

Nothing compiled here is stored on disk: it is rebuilt from the checked content in each
process (a few milliseconds), so no cache can ever hold code.
"""

from __future__ import annotations

import ast
import keyword
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ..rules.records import Icon, Procedure

if TYPE_CHECKING:
    from ..rules.model import Rules

from ..words.english import SaidInEnglish

CONSTANTS = {"yes": True, "no": False, "none": None}
FILENAME = "<wsdv content>"  # the file name of every compiled content function (see runtime.py)


class GameOver(Exception):
    """Raised inside content code once a result is set, to unwind to the top of the game (here, on
    the evaluator's floor, so that a primitive running content on a copy can catch it)."""


class Unexecutable(Exception):
    """A choice had nothing to choose from: the rest of the icon (or `repeat` round) lapses (§6.4)."""


class ContentError(SaidInEnglish):
    """A content mistake only a running game can see (a wrong type, an unknown name).

    Raised with its ``words`` alone (a ``runtime-*`` message of diagnostics.ftl and its values):
    ``str(err)`` is that message in English, the command line says it in the reader's language."""


class _Missing:
    """An icon parameter nobody passed (its default, if any, applies)."""

    def __repr__(self) -> str:
        return "<missing>"


class _Unbound:
    """A `let` or `for` name not assigned yet: it still stands for the definition id it spells."""

    def __repr__(self) -> str:
        return "<unbound>"


MISSING = _Missing()
UNBOUND = _Unbound()


def py_name(k: str) -> str:
    """A keyword argument name usable in Python (``from`` -> ``from_``)."""
    return k + "_" if keyword.iskeyword(k) else k


def truthy(v: Any) -> bool:
    return bool(v)


# ------------------------------------------------------------------ run-time helpers
# The generated code calls these by name; they live in every program's global namespace.

def _unknown(name: str) -> Any:
    raise ContentError(words=("runtime-unknown-name", {"name": name}))


def _no_such_call(name: str) -> Any:
    raise ContentError(words=("runtime-unknown-call", {"name": name}))


def _needs(icon: str, param: str) -> Any:
    raise ContentError(words=("runtime-missing-parameter", {"icon": icon, "param": param}))


def _times(g: Any, n: Any) -> range:
    """The rounds of a `repeat`, charged to the step budget before the first one runs."""
    r = range(n)
    if n > 0:
        g.steps += n
        if g.steps > g.step_limit:
            g.over_budget()
    return r


def _each(g: Any, seq: Any) -> list:
    """The items a `for` loop or a comprehension walks, charged to the step budget."""
    items = list(seq)
    g.steps += len(items)
    if g.steps > g.step_limit:
        g.over_budget()
    return items


def _range(g: Any, lo: Any, hi: Any) -> list:
    """``lo..hi``: charged before the list is made, so a huge range stops instead of eating memory."""
    n = hi - lo + 1
    if n > 0:
        g.steps += n
        if g.steps > g.step_limit:
            g.over_budget()
    return list(range(lo, hi + 1))


def _dot(table: dict, value: Any, g: Any, name: str) -> Any:
    """``value.name`` from a precomputed table of the definitions' keys (or the general look-up)."""
    try:
        return table[value]
    except (KeyError, TypeError):
        return g.attr(value, name)


def _in(g: Any, container: Any, item: Any) -> bool:
    """``item in container``: a list holds its items; a side, group or country its members."""
    if container.__class__ is list:
        return item in container
    return g.contains(container, item)


# Numbers and lists stay within what a game can mean: a runaway `let x = x * x` or `let l = l + l`
# stops with a diagnostic before it eats the memory or the time (each step at most doubles a
# size, so the values checked here were all small).
BIGGEST = 2 ** 62
LONGEST = 1_000_000


def _too_big(op: str, value: Any) -> Any:
    if value.__class__ is int:
        raise ContentError(words=("runtime-too-large", {"op": op, "limit": BIGGEST}))
    raise ContentError(words=("runtime-too-long", {"op": op, "limit": LONGEST}))


def _sized(op: str, value: Any) -> Any:
    if value.__class__ is int:
        if -BIGGEST <= value <= BIGGEST:
            return value
        return _too_big(op, value)
    if isinstance(value, (list, str)) and len(value) > LONGEST:
        return _too_big(op, value)
    return value


def _add(a: Any, b: Any) -> Any:
    r = a + b
    if r.__class__ is int and -BIGGEST <= r <= BIGGEST:
        return r
    return _sized("+", r)


def _sub(a: Any, b: Any) -> Any:
    r = a - b
    if r.__class__ is int and -BIGGEST <= r <= BIGGEST:
        return r
    return _sized("-", r)


def _mul(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int:   # (the common case: two numbers)
        r = a * b
        if -BIGGEST <= r <= BIGGEST:
            return r
        return _too_big("*", r)
    if isinstance(a, (list, str)) and isinstance(b, int) and len(a) * b > LONGEST:
        return _too_big("*", a)
    if isinstance(b, (list, str)) and isinstance(a, int) and len(b) * a > LONGEST:
        return _too_big("*", b)
    return _sized("*", a * b)


def _first(value: Any, *_later: Any) -> Any:
    return value


def _enter(g: Any) -> None:
    """An icon or routine call: one step, one level deeper."""
    g.depth += 1
    g.steps += 1
    if g.depth > g.max_depth:
        g.too_deep()
    if g.steps > g.step_limit:
        g.over_budget()


def attr_value(data: Mapping, name: str) -> Any:
    """A definition's key as content sees it: a text's string, a list, yes/no as booleans."""
    v = data.get(name)
    if isinstance(v, Mapping) and "text" in v:
        return v["text"]
    if isinstance(v, tuple):
        return list(v)
    if v == "yes" or v == "no":
        return v == "yes"
    return v


_CHECKED = {"+": "_add", "-": "_sub", "*": "_mul"}  # see BIGGEST
_CMPOPS = {"==": ast.Eq, "!=": ast.NotEq, "<=": ast.LtE, ">=": ast.GtE, "<": ast.Lt, ">": ast.Gt}

Origin = tuple[tuple[str, str], tuple]  # (definition key, path inside its data)


def _v(name: str) -> str:
    """The Python name of a content variable (never clashes with a keyword or a helper)."""
    return "v_" + name


class _Scope:
    """Names local to the function being compiled: always bound, or possibly not yet; ``local``
    holds those a comprehension binds (an expression naming one is not the function's own)."""

    def __init__(self, bound: set[str], maybe: set[str], local: frozenset[str] = frozenset()) -> None:
        self.bound = bound
        self.maybe = maybe
        self.local = local

    def inner(self, var: str) -> _Scope:
        return _Scope(self.bound | {var}, self.maybe - {var}, self.local | {var})


def _assigned(items: Any, out: set[str]) -> set[str]:
    """The names a block's `let` and `for` statements assign, nested blocks included."""
    for s in items or ():
        if not isinstance(s, Mapping):
            continue
        do = s.get("do")
        if do == "let":
            out.add(s["name"])
        elif do == "for":
            out.add(s["var"])
            _assigned(s.get("body"), out)
        elif do == "if":
            _assigned(s.get("then"), out)
            _assigned(s.get("else"), out)
        elif do == "repeat":
            _assigned(s.get("body"), out)
    return out


class Declarations(Protocol):
    """The declarations as written, which the content's ``x.key`` reads (the board's tables;
    ``board.py`` imports this module, so the program names only what it reads of the board)."""

    @property
    def declared_cards(self) -> Mapping[int | str, Mapping[str, Any]]: ...

    @property
    def declared(self) -> Mapping[str, Mapping[str, Any]]: ...


class Program:
    """The compiled code of one rules model: icon and routine functions, and entry points.

    Built once per rules model (``game.program_for``) and shared by every game on it: the
    functions take the game as their first argument and keep no state of their own.
    """

    def __init__(self, rules: Rules, registry: Mapping[str, Callable], board: Declarations) -> None:
        self.rules = rules
        self.registry = registry
        self.board = board
        # Icons and routines are both called by name with their parameters (an icon wins a name
        # both declare).
        self.icons: dict[str, Procedure] = {**rules.routines, **rules.icons}
        self.icon_keys = {name: ("icon" if isinstance(d, Icon) else "routine", name)
                          for name, d in self.icons.items()}
        self.globals = {did for (_kind, did) in rules.definitions if isinstance(did, str)}
        self.origins: list[Origin] = [((("", ""), ()))]  # line 1 and up: see :meth:`_line`
        self._lines: dict[Origin, int] = {}
        self.labels: dict[Any, tuple[str, str]] = {}  # code object -> definition key it runs
        self._index: dict[int, Origin] | None = None
        # Entry points by the id of their node, each kept with its node: the node stays alive, so
        # its id is not reused by another while the entry stands.
        self._entries: dict[tuple, tuple[Any, Callable]] = {}
        self._foreign: dict[tuple, tuple[Any, Callable]] = {}
        self._tables: dict[str, dict] = {}
        self.cache: dict[str, Any] = {}  # what the engine works out once per rules model
        self._positional: dict[tuple[str, int], frozenset[str]] = {}
        self.ns: dict[str, Any] = {
            "_M": MISSING, "_U": UNBOUND, "_Unexec": Unexecutable, "_unknown": _unknown,
            "_no_such_call": _no_such_call, "_needs": _needs, "_times": _times, "_each": _each,
            "_range": _range, "_dot": _dot, "_enter": _enter, "_in": _in, "_first": _first,
            "_add": _add, "_sub": _sub, "_mul": _mul, "_sized": _sized,
        }
        for name, impl in registry.items():
            self.ns["p_" + name] = impl
        for name in self.icons:
            self.ns["i_" + name] = self._lazy_icon(name)

    # ------------------------------------------------------------ public entry points
    def icon(self, name: str) -> Callable:
        """The function of an icon or routine: ``f(g, *args, **{"v_" + param: value})``."""
        return self.ns["i_" + name]

    def expr(self, node: Any, names: tuple[str, ...] = ()) -> Callable:
        """An expression as a function ``f(g, *values)`` of the local ``names``."""
        entry = self._entries.get(("expr", id(node), names))   # (the usual case, found at once)
        if entry is not None and entry[0] is node:
            return entry[1]
        return self._entry_for(node, names, is_block=False)

    def block(self, items: Any, names: tuple[str, ...] = ()) -> Callable:
        """A block of statements as a function ``f(g, *values)`` of the local ``names``."""
        entry = self._entries.get(("block", id(items), names))
        if entry is not None and entry[0] is items:
            return entry[1]
        return self._entry_for(items, names, is_block=True)

    def weighted(self, features: Sequence[tuple[Any, int, Sequence[str]]], names: tuple[str, ...]) -> Callable:
        """A bot's features, each ``(value, weight, sides)``, as one function ``f(g, *values)`` of the
        local ``names``: the sum of ``weight * value`` over the features, a feature with ``sides``
        counted only where the first name's value is one of them.

        Why one function: a look-ahead bot scores thousands of positions a game, and features read
        the same things (the opponent, a side's economy).  A call of a pure primitive written
        more than once with the same arguments (none bound by a comprehension) is computed once, at
        the start, when at least one of its calls is always reached (not only in a branch of `?:`,
        after `and`/`or`, in a comprehension's body or in a feature of some sides): where the
        features call no effect, icon or routine, a pure call gives the same value at any point, so
        the score is what adding up the features one by one gives."""
        nodes = tuple(value for value, _w, _s in features)
        key = ("weighted", tuple(map(id, nodes)), tuple((w, tuple(sd or ())) for _v, w, sd in features), names)
        entry = self._entries.get(key) or self._foreign.get(key)
        if entry is None or any(a is not b for a, b in zip(entry[0], nodes, strict=True)):
            entry = (nodes, self._weighted(features, names))
            # The rules' own features live as long as the program; others (a test's) a while only.
            if all(self.origin_of(n) is not None for n in nodes if isinstance(n, (Mapping, tuple))):
                self._entries[key] = entry
            else:
                if len(self._foreign) >= 1024:
                    self._foreign.clear()
                self._foreign[key] = entry
        return entry[1]

    def _entry_for(self, node: Any, names: tuple[str, ...], is_block: bool) -> Callable:
        """The compiled function of a node, compiled once while the node lives (its id is the key)."""
        key = ("block" if is_block else "expr", id(node), names)
        entry = self._entries.get(key) or self._foreign.get(key)
        if entry is None or entry[0] is not node:
            entry = (node, self._entry(node, names, is_block=is_block))
            self._keep(key, entry)
        return entry[1]

    def positional(self, name: str, n: int) -> frozenset[str]:
        """The names of an icon's first ``n`` parameters (those a call gives by position), worked
        out once per icon and count (each call of an icon or routine by name asks, and every
        event's icons are called so in each play-out of a look-ahead bot)."""
        found = self._positional.get((name, n))
        if found is None:
            found = self._positional[(name, n)] = frozenset(p.name for p in self.icons[name].params[:n])
        return found

    def _keep(self, key: tuple, entry: tuple[Any, Callable]) -> None:
        """Cache an entry point.  Nodes of the rules live as long as the program; other data (a
        scenario's, a test's) is kept a while only, so that fresh nodes made at every call do
        not pile up."""
        if self.origin_of(entry[0]) is None:
            if len(self._foreign) >= 1024:
                self._foreign.clear()
            self._foreign[key] = entry
        else:
            self._entries[key] = entry

    def row_call(self, card_key: tuple[str, str], path: tuple) -> Callable:
        """A trampoline ``f(g, icon_function, args, kw)`` that stands for one icon call of a card's
        event, so a failure inside it names the card and row in its chain."""
        key = ("row", card_key, path)
        entry = self._entries.get(key)
        if entry is None:
            line = self._line((card_key, path))
            call = ast.Call(ast.Name("f", ast.Load()), [ast.Name("g", ast.Load()),
                                                      ast.Starred(ast.Name("a", ast.Load()), ast.Load())],
                            [ast.keyword(None, ast.Name("k", ast.Load()))])
            entry = (key, self._function(_identifier(f"{card_key[0]}_{card_key[1]}"), ["g", "f", "a", "k"],
                                         [ast.Return(call)], line, card_key))
            self._entries[key] = entry
        return entry[1]

    def origin_of(self, node: Any) -> Origin | None:
        """The definition and path of a node of the rules' data (None for data from elsewhere)."""
        if self._index is None:
            index: dict[int, Origin] = {}
            # The records hold the very nodes of the definitions' data (rules/records.py): a
            # phase's body, a card's condition, a track space's icons are found here too.
            for key, data in self.rules.definitions.items():
                _walk(index, key, (), data)
            self._index = index
        return self._index.get(id(node))

    # ------------------------------------------------------------------ compiling

    def _line(self, origin: Origin) -> int:
        line = self._lines.get(origin)
        if line is None:
            line = len(self.origins)
            self.origins.append(origin)
            self._lines[origin] = line
        return line

    def _function(self, name: str, params: list[str], body: list[ast.stmt], line: int,
                  key: tuple[str, str], defaults: int = 0, varargs: bool = False) -> Callable:
        args = ast.arguments(posonlyargs=[], args=[ast.arg(p) for p in params],
                             vararg=ast.arg("_a") if varargs else None, kwonlyargs=[], kw_defaults=[],
                             kwarg=ast.arg("_k") if varargs else None,
                             defaults=[ast.Name("_M", ast.Load()) for _ in range(defaults)])
        fdef = ast.FunctionDef(name=name, args=args, body=body or [ast.Pass()], decorator_list=[],
                               returns=None, type_comment=None, lineno=line, col_offset=0)
        mod = ast.Module([fdef], type_ignores=[])
        _locate(mod, line)
        code = compile(mod, FILENAME, "exec")
        space: dict[str, Any] = {}
        exec(code, self.ns, space)  # noqa: S102 - code built from ast nodes, never from text
        fn = space[name]
        self.labels[fn.__code__] = key
        return fn

    def _lazy_icon(self, name: str) -> Callable:
        """A stand-in that compiles an icon on its first call and then replaces itself."""

        def first_call(*args: Any, **kw: Any) -> Any:
            fn = self._compile_icon(name)
            self.ns["i_" + name] = fn
            return fn(*args, **kw)
        return first_call

    def _compile_icon(self, name: str) -> Callable:
        icon = self.icons[name]
        key = self.icon_keys[name]
        params = [p.name for p in icon.params]
        body = icon.body
        cc = _Codegen(self, key)
        tracking = _attr(_load("g"), "track_units")
        # For a bot that looks ahead, the call is a unit of play it may run again: with the
        # parameters as given (before defaults), and the state as it is once narrated.
        given = ast.DictComp(_load("_n"), _load("_x"), [ast.comprehension(
            ast.Tuple([_store("_n"), _store("_x")], ast.Store()),
            ast.Call(_attr(ast.Dict([ast.Constant(p) for p in params], [_load(_v(p)) for p in params]), "items"),
                     [], []),
            [ast.Compare(_load("_x"), [ast.IsNot()], [_load("_M")])], 0)])
        head: list[ast.stmt] = [ast.If(tracking, [ast.Assign([_store("_given")], given)], [])]
        for i, p in enumerate(icon.params):
            pv = _v(p.name)
            if p.has_default:
                value = cc.expr(p.default, ("params", i, "default"), _Scope(set(params[:i]), set()))
            else:
                value = _call("_needs", [ast.Constant(name), ast.Constant(p.name)])
            head.append(ast.If(ast.Compare(_load(pv), [ast.Is()], [_load("_M")]),
                               [ast.Assign([_store(pv)], value)], []))
        maybe = _assigned(body, set()) - set(params)
        for n in sorted(maybe):
            head.append(ast.Assign([_store(_v(n))], _load("_U")))
        if isinstance(icon, Icon):
            # Narrated with its parameters that are plain values (texts, numbers).
            values = ast.Dict([ast.Constant(p) for p in params], [_load(_v(p)) for p in params])
            head.append(ast.If(ast.Compare(_attr(_load("g"), "narrate"), [ast.IsNot()], [ast.Constant(None)]),
                               [ast.Expr(_call(_attr(_load("g"), "say_icon"), [ast.Constant(name), values]))],
                               []))
        head.append(ast.Expr(_call("_enter", [_load("g")])))
        head.append(ast.If(_attr(_load("g"), "track_units"), [ast.Expr(_call(
            _attr(_load("g"), "begin_icon_unit"), [ast.Constant(name), _load("_given")]))], []))
        scope = _Scope(set(params), maybe)
        stmts = cc.block(body, ("body",), scope)
        depth_down = ast.AugAssign(_attr(_load("g"), "depth", store=True), ast.Sub(), ast.Constant(1))
        lapse = ast.ExceptHandler(_load("_Unexec"), None, [ast.Expr(_call(
            _attr(_load("g"), "say"), [ast.Constant("unexecutable")], [ast.keyword("icon", ast.Constant(name))]))])
        unit_end = ast.If(_attr(_load("g"), "track_units"), [ast.Expr(_call(
            _attr(_attr(_load("g"), "units"), "pop"), []))], [])
        ending: list[ast.stmt] = [depth_down, unit_end]
        if isinstance(icon, Icon):
            # The narration holds an icon's heading until something under it is told: told
            # that the icon ended, it says so of one that did nothing (not a bare heading).
            ending.append(ast.If(ast.Compare(_attr(_load("g"), "narrate"), [ast.IsNot()], [ast.Constant(None)]),
                                 [ast.Expr(_call(_attr(_load("g"), "say"), [ast.Constant("icon-end")],
                                                 [ast.keyword("icon", ast.Constant(name))]))], []))
        guarded = ast.Try(stmts or [ast.Pass()], [lapse], [], ending)
        line = self._line((key, ()))
        return self._function("i_" + name, ["g", *map(_v, params)], [*head, guarded], line, key,
                              defaults=len(params), varargs=True)

    def _entry(self, node: Any, names: tuple[str, ...], is_block: bool) -> Callable:
        origin = self.origin_of(node)
        key, path = origin if origin is not None else (("", ""), ())
        cc = _Codegen(self, key)
        if is_block:
            maybe = _assigned(node, set()) - set(names)
            body: list[ast.stmt] = [ast.Assign([_store(_v(n))], _load("_U")) for n in sorted(maybe)]
            body += cc.block(node, path, _Scope(set(names), maybe))
        else:
            body = [ast.Return(cc.expr(node, path, _Scope(set(names), set())))]
        label = "_".join(str(x) for x in key) or "entry"
        return self._function(_identifier(label), ["g", *map(_v, names)], body, self._line((key, path)), key)

    def _weighted(self, features: Sequence[tuple[Any, int, Sequence[str]]], names: tuple[str, ...]) -> Callable:
        top = _Scope(set(names), set())
        shared = _Shared(self)
        for value, _weight, sides in features:
            shared.visit(value, frozenset(), bool(sides))
        hoisted = shared.hoisted()
        body: list[ast.stmt] = []
        for i, (_c, node) in enumerate(hoisted):
            origin = self.origin_of(node)
            key, path = origin if origin is not None else (("", ""), ())
            cc = _Codegen(self, key, hoisted={c: f"_h{j}" for j, (c, _n) in enumerate(hoisted[:i])})
            stmt = ast.Assign([_store(f"_h{i}")], cc.expr(node, path, top))
            _stamp(stmt, cc.line(path))
            body.append(stmt)
        names_of = {c: f"_h{j}" for j, (c, _n) in enumerate(hoisted)}
        body.append(ast.Assign([_store("_t")], ast.Constant(0)))
        for value, weight, sides in features:
            origin = self.origin_of(value)
            key, path = origin if origin is not None else (("", ""), ())
            cc = _Codegen(self, key, hoisted=names_of)
            add: ast.stmt = ast.AugAssign(_store("_t"), ast.Add(), ast.BinOp(
                ast.Constant(weight), ast.Mult(), cc.expr(value, path, top)))
            if sides:
                add = ast.If(ast.Compare(_load(_v(names[0])), [ast.In()], [ast.Tuple([ast.Constant(x) for x in sides], ast.Load())]), [add], [])
            _stamp(add, cc.line(path))
            body.append(add)
        body.append(ast.Return(_load("_t")))
        key = next((o[0] for o in map(self.origin_of, (v for v, _w, _s in features)) if o is not None), ("", ""))
        return self._function(_identifier("_".join(str(x) for x in key) + "_weighted"), ["g", *map(_v, names)],
                              body, self._line((key, ())), key)

    def table(self, name: str) -> dict:
        """``x.name`` for every card and every definition id, where the value is a plain one."""
        t = self._tables.get(name)
        if t is None:
            t = {}
            for cid, data in self.board.declared_cards.items():
                if not isinstance(cid, str):
                    v = attr_value(data, name)
                    if v is None or isinstance(v, (str, int)):
                        t[cid] = v
            for did, data in self.board.declared.items():
                v = attr_value(data, name)
                if v is None or isinstance(v, (str, int)):
                    t[did] = v
            self._tables[name] = t
            self.ns["t_" + name] = t
        return t


class _Codegen:
    """Builds the Python ast of one function from content nodes; every node gets its origin line."""

    def __init__(self, program: Program, key: tuple[str, str], hoisted: Mapping[Hashable, str] | None = None) -> None:
        self.p = program
        self.key = key
        self.hoisted = hoisted or {}   # calls computed once already (Program.weighted): their locals
        # Inside a comprehension's iterable (where Python allows no `:=`) while above zero.
        self.in_iterable = 0
        self.products = 0   # the products written out so far (each names its operands apart)

    def line(self, path: tuple) -> int:
        return self.p._line((self.key, path))

    # ------------------------------------------------------------ expressions
    def expr(self, node: Any, path: tuple, scope: _Scope) -> ast.expr:
        out = self._expr(node, path, scope)
        _stamp(out, self.line(path))
        return out

    def _expr(self, node: Any, path: tuple, scope: _Scope) -> ast.expr:
        if isinstance(node, bool) or node is None or isinstance(node, int):
            return ast.Constant(node)
        if isinstance(node, str):
            return self._name(node, scope)
        if isinstance(node, (list, tuple)):
            return ast.List([self.expr(x, path + (i,), scope) for i, x in enumerate(node)], ast.Load())
        if not isinstance(node, Mapping):
            return _call("_unknown", [ast.Constant(repr(node))])
        if "text" in node:
            return ast.Constant(node["text"])
        if "range" in node:
            lo, hi = node["range"]
            return _call("_range", [_load("g"), self.expr(lo, path + ("range", 0), scope),
                                    self.expr(hi, path + ("range", 1), scope)])
        if "list" in node:
            return ast.List([self.expr(x, path + ("list", i), scope) for i, x in enumerate(node["list"])],
                            ast.Load())
        if "call" in node:
            if self.hoisted:
                name = self.hoisted.get(_canon(self.p, node, scope.local))
                if name is not None:
                    return _load(name)
            return self._call(node["call"], node.get("args", ()), node.get("kw", {}), path, scope)
        op = node.get("op")
        if op == "for":
            var = node["var"]
            self.in_iterable += 1
            seq = self.expr(node["in"], path + ("in",), scope)
            self.in_iterable -= 1
            inner = scope.inner(var)
            ifs = [self.expr(node["if"], path + ("if",), inner)] if "if" in node else []
            gen = ast.comprehension(_store(_v(var)), _call("_each", [_load("g"), seq]), ifs, 0)
            return ast.ListComp(self.expr(node["yield"], path + ("yield",), inner), [gen])
        if op == ".":
            of = self.expr(node["of"], path + ("of",), scope)
            name = node["name"]
            self.p.table(name)
            return _call("_dot", [_load("t_" + name), of, _load("g"), ast.Constant(name)])
        if op == "neg":
            return ast.UnaryOp(ast.USub(), self.expr(node["arg"], path + ("arg",), scope))
        args = [self.expr(a, path + ("args", i), scope) for i, a in enumerate(node["args"])]
        if op in ("and", "or"):
            left, right = (ast.UnaryOp(ast.Not(), ast.UnaryOp(ast.Not(), x)) for x in args)
            return ast.BoolOp(ast.And() if op == "and" else ast.Or(), [left, right])
        if op == "not":
            return ast.UnaryOp(ast.Not(), args[0])
        if op == "?:":
            c, a, b = args
            return ast.IfExp(c, a, b)
        if op == "in" or op == "not in":
            test = _call("_in", [_load("g"), args[1], args[0]])
            return test if op == "in" else ast.UnaryOp(ast.Not(), test)
        if op in _CHECKED:
            return self._checked(op, args[0], args[1])
        if op == "/":
            return ast.BinOp(args[0], ast.FloorDiv(), args[1])
        if op in _CMPOPS:
            return ast.Compare(args[0], [_CMPOPS[op]()], [args[1]])
        return _call("_unknown", [ast.Constant(f"operator {op}")])

    def _checked(self, op: str, a: ast.expr, b: ast.expr) -> ast.expr:
        """``a op b`` checked against :data:`BIGGEST` and :data:`LONGEST`, as ``_add``, ``_sub`` and
        ``_mul`` check it, written out in the expression (no call: the phases the bots project do
        about 30,000 of these a game, and a call costs more than the sum).  Two whole numbers that
        give a whole number within the bound give it at once; anything else goes to the helper,
        which gives the same value or the same fault.  Inside a comprehension's iterable, where
        Python allows no ``:=``, the helper is called."""
        if self.in_iterable:
            return _call(_CHECKED[op], [a, b])
        big = ast.Constant(BIGGEST)
        small = ast.UnaryOp(ast.USub(), ast.Constant(BIGGEST))
        if op == "*":
            # Both operands evaluated, in order (`&`, which does not stop at the first), before
            # either is tested: `_mul` tests a list's size before it makes the list.  Each product
            # names its operands apart: the second operand may hold a product of its own, which
            # would otherwise overwrite the first operand's name before it is read.
            self.products += 1
            x, y = f"_x{self.products}", f"_y{self.products}"
            whole = ast.BinOp(
                ast.Compare(_attr(ast.NamedExpr(_store(x), a), "__class__"), [ast.Is()], [_load("int")]),
                ast.BitAnd(),
                ast.Compare(_attr(ast.NamedExpr(_store(y), b), "__class__"), [ast.Is()], [_load("int")]))
            product = ast.NamedExpr(_store("_r"), ast.BinOp(_load(x), ast.Mult(), _load(y)))
            test = ast.BoolOp(ast.And(), [whole, ast.Compare(small, [ast.LtE(), ast.LtE()], [product, big])])
            return ast.IfExp(test, _load("_r"), _call("_mul", [_load(x), _load(y)]))
        result = ast.NamedExpr(_store("_r"), ast.BinOp(a, ast.Add() if op == "+" else ast.Sub(), b))
        test = ast.BoolOp(ast.And(), [
            ast.Compare(_attr(result, "__class__"), [ast.Is()], [_load("int")]),
            ast.Compare(small, [ast.LtE(), ast.LtE()], [_load("_r"), big])])
        return ast.IfExp(test, _load("_r"), _call("_sized", [ast.Constant(op), _load("_r")]))

    def _name(self, name: str, scope: _Scope) -> ast.expr:
        if name in scope.bound:
            return _load(_v(name))
        if name in CONSTANTS:
            fallback: ast.expr = ast.Constant(CONSTANTS[name])
        elif name in self.p.globals:
            fallback = ast.Constant(name)
        else:
            fallback = _call("_unknown", [ast.Constant(name)])
        if name in scope.maybe:
            return ast.IfExp(ast.Compare(_load(_v(name)), [ast.IsNot()], [_load("_U")]), _load(_v(name)), fallback)
        return fallback

    def _call(self, fn: str, args: Any, kw: Mapping, path: tuple, scope: _Scope) -> ast.expr:
        pos = [self.expr(a, path + ("args", i), scope) for i, a in enumerate(args)]
        if fn in self.p.icons:
            # A parameter given by position and again by name takes the positional value (the
            # named one is still evaluated, after the positional ones).
            given = self.p.positional(fn, len(pos))
            kws, dropped = [], []
            for k, v in kw.items():
                value = self.expr(v, path + ("kw", k), scope)
                if k in given:
                    dropped.append(value)
                else:
                    kws.append(ast.keyword(_v(k), value))
            if dropped and pos:
                pos[-1] = _call("_first", [pos[-1], *dropped])
            return _call("i_" + fn, [_load("g"), *pos], kws)
        if fn in self.p.registry:
            kws = [ast.keyword(py_name(k), self.expr(v, path + ("kw", k), scope)) for k, v in kw.items()]
            return _call("p_" + fn, [_load("g"), *pos], kws)
        return _call("_no_such_call", [ast.Constant(fn)])

    # ------------------------------------------------------------- statements
    def block(self, items: Any, path: tuple, scope: _Scope) -> list[ast.stmt]:
        out: list[ast.stmt] = []
        for i, s in enumerate(items or ()):
            if isinstance(s, Mapping) and "do" in s:
                stmt = self.stmt(s, path + (i,), scope)
                _stamp(stmt, self.line(path + (i,)))
                out.append(stmt)
                if s["do"] == "let" and s["name"] not in scope.bound:
                    # Once its `let` has run, a name is bound for the rest of the block (a later
                    # statement runs only after it): read there without the test for unbound.
                    scope = _Scope(scope.bound | {s["name"]}, scope.maybe, scope.local)
        return out

    def stmt(self, s: Mapping, path: tuple, scope: _Scope) -> ast.stmt:
        do = s["do"]
        if do == "call":
            return ast.Expr(self._call(s["fn"], s.get("args", ()), s.get("kw", {}), path, scope))
        if do == "let":
            return ast.Assign([_store(_v(s["name"]))], self.expr(s["value"], path + ("value",), scope))
        if do == "for":
            var = s["var"]
            seq = _call("_each", [_load("g"), self.expr(s["in"], path + ("in",), scope)])
            _stamp(seq, self.line(path + ("in",)))
            inner = _Scope(scope.bound | {var}, scope.maybe)  # assigned now, and still after the loop
            body = self.block(s["body"], path + ("body",), inner)
            return ast.For(_store(_v(var)), seq, body or [ast.Pass()], [])
        if do == "if":
            cond = self.expr(s["cond"], path + ("cond",), scope)
            then = self.block(s["then"], path + ("then",), scope)
            other = self.block(s["else"], path + ("else",), scope) if "else" in s else []
            return ast.If(cond, then or [ast.Pass()], other)
        if do == "repeat":
            times = _call("_times", [_load("g"), self.expr(s["times"], path + ("times",), scope)])
            _stamp(times, self.line(path + ("times",)))
            body = self.block(s["body"], path + ("body",), scope)
            lapse = ast.ExceptHandler(_load("_Unexec"), None, [ast.Pass()])
            return ast.For(_store("_"), times, [ast.Try(body or [ast.Pass()], [lapse], [], [])], [])
        return ast.Expr(_call("_unknown", [ast.Constant(f"statement {do}")]))


# ------------------------------------------------------------------ shared calls (Program.weighted)
def _pure(program: Program, fn: Any) -> bool:
    """Whether a call names a primitive or function of the registry that only reads the game."""
    impl = program.registry.get(fn) if fn not in program.icons else None
    return impl is not None and getattr(impl, "pure", False)


def _canon(program: Program, node: Any, local: frozenset[str]) -> Hashable | None:
    """A hashable form of an expression equal for equal expressions, or None where two equal ones
    may differ in value in one function: one that names a comprehension's variable (``local``),
    walks a comprehension or a range (they charge the step budget) or calls anything not pure."""
    if node is None or isinstance(node, (bool, int)):
        return ("k", node.__class__.__name__, node)
    if isinstance(node, str):
        return None if node in local else ("n", node)
    if isinstance(node, (list, tuple)):
        items = tuple(_canon(program, x, local) for x in node)
        return None if None in items else ("l", items)
    if not isinstance(node, Mapping) or "range" in node or node.get("op") == "for":
        return None
    if "call" in node and not _pure(program, node["call"]):
        return None
    parts = []
    for k, v in node.items():
        c = _canon(program, v, local)
        if c is None:
            return None
        parts.append((str(k), c))
    return ("m", tuple(parts))


class _Shared:
    """Finds the calls of :meth:`Program.weighted`'s features worth computing once: pure, written
    more than once with equal arguments, and reached every time at one of them at least."""

    def __init__(self, program: Program) -> None:
        self.p = program
        self.seen: dict[Hashable, list] = {}   # canon -> [first node, times written, always reached]
        self.effects = False                   # an effect, icon or routine: nothing is shared

    def visit(self, node: Any, local: frozenset[str], cond: bool) -> None:
        if isinstance(node, (list, tuple)):
            for x in node:
                self.visit(x, local, cond)
            return
        if not isinstance(node, Mapping):
            return
        if "call" in node:
            for a in node.get("args", ()):
                self.visit(a, local, cond)
            for v in node.get("kw", {}).values():
                self.visit(v, local, cond)
            if not _pure(self.p, node["call"]):
                self.effects = True
                return
            canon = _canon(self.p, node, local)
            if canon is not None:
                row = self.seen.setdefault(canon, [node, 0, False])
                row[1] += 1
                row[2] = row[2] or not cond
            return
        op = node.get("op")
        if op == "for":
            self.visit(node["in"], local, cond)
            inner = local | {node["var"]}
            self.visit(node["yield"], inner, True)
            if "if" in node:
                self.visit(node["if"], inner, True)
            return
        if op in ("?:", "and", "or"):
            first, *rest = node["args"]
            self.visit(first, local, cond)
            self.visit(rest, local, True)
            return
        for v in node.values():
            self.visit(v, local, cond)

    def hoisted(self) -> list[tuple[Hashable, Any]]:
        """The shared calls, each with its first node, in the order their first calls complete (a
        call's own shared arguments before it)."""
        if self.effects:
            return []
        return [(c, row[0]) for c, row in self.seen.items() if row[1] > 1 and row[2]]


# ------------------------------------------------------------------ ast helpers
def _load(name: str) -> ast.Name:
    return ast.Name(name, ast.Load())


def _store(name: str) -> ast.Name:
    return ast.Name(name, ast.Store())


def _attr(value: ast.expr, name: str, store: bool = False) -> ast.Attribute:
    return ast.Attribute(value, name, ast.Store() if store else ast.Load())


def _call(fn: str | ast.expr, args: list[ast.expr], kws: list[ast.keyword] | None = None) -> ast.Call:
    return ast.Call(_load(fn) if isinstance(fn, str) else fn, args, kws or [])


# The kinds of node that have a position (``lineno`` among their ``_attributes``).
_POSITIONED = (ast.stmt, ast.expr, ast.excepthandler, ast.arg, ast.keyword, ast.alias, ast.pattern)


def _stamp(node: ast.AST, line: int) -> None:
    """Give a node and its children without a position the line of their content node."""
    for n in ast.walk(node):
        if isinstance(n, _POSITIONED) and not hasattr(n, "lineno"):
            n.lineno = n.end_lineno = line
            n.col_offset = n.end_col_offset = 0


def _locate(tree: ast.AST, line: int) -> None:
    for n in ast.walk(tree):
        if isinstance(n, _POSITIONED):
            if not hasattr(n, "lineno"):
                n.lineno = line
                n.col_offset = 0
            n.end_lineno = max(getattr(n, "end_lineno", n.lineno) or n.lineno, n.lineno)
            n.end_col_offset = getattr(n, "end_col_offset", 0) or 0


def _walk(index: dict[int, Origin], key: tuple[str, str], path: tuple, node: Any) -> None:
    """Note where each mapping and tuple of a definition's data lies (by identity)."""
    if isinstance(node, Mapping):
        index[id(node)] = (key, path)
        for k, v in node.items():
            _walk(index, key, path + (k,), v)
    elif isinstance(node, tuple):
        index[id(node)] = (key, path)
        for i, v in enumerate(node):
            _walk(index, key, path + (i,), v)


def _identifier(text: str) -> str:
    out = "".join(c if c.isalnum() or c == "_" else "_" for c in text)
    return out if out and not out[0].isdigit() else "f_" + out
