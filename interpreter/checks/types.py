"""Obvious type mismatches and call cycles in content code, found before a game is played.

Types are inferred only where they are certain: a number, a text, a list, a yes/no, or the
kind of definition an id names (``side``, ``province``...).  Anything else (an icon's
parameter, a card's key) is unknown and never blamed.  What is caught is what would change a
game silently or stop it: a text where a number is needed (``add(unrest, "2")``), a list added
to a number, a comparison between a side and a province (never equal), a `repeat` of a text,
a `for` over a number.

Calls among icons and routines form a graph; a cycle in it is a recursion that nothing bounds,
and it is reported at the call that closes it.
"""

from __future__ import annotations

from typing import Any

from ..diagnostics import Words, words
from ..language.definitions import ContentSet, Definition
from ..language.loader import iter_nodes
from ..language.vocabulary import CALLABLES, PARAM_TYPES, RETURNS

Path_ = tuple
Type = str | None  # None: unknown

_VALUES = {"number", "text", "list", "bool"}
_ARITH = {"+", "-", "*", "/"}
_ORDER = {"<", "<=", ">", ">="}
_EQUAL = {"==", "!="}


def _a(t: str) -> str:
    """A type in words, with its article."""
    words = {"number": "a number", "text": "a text", "list": "a list", "bool": "a yes/no value"}
    if t in words:
        return words[t]
    return f"an {t}" if t[0] in "aeiou" else f"a {t}"


class _Checker:
    def __init__(self, cs: ContentSet) -> None:
        self.cs = cs
        kinds: dict[str, set[str]] = {}
        for kind, did in cs.definitions:
            kinds.setdefault(did, set()).add(kind)
        self.kind_of = {did: next(iter(ks)) for did, ks in kinds.items() if len(ks) == 1}
        self.icons = {k[1]: d for k, d in cs.definitions.items() if k[0] in ("icon", "routine")}
        self.edges: list[tuple[str, str, Definition, Path_]] = []  # caller, callee, where

    # --------------------------------------------------------------- walk
    def run(self) -> None:
        for d in list(self.cs.definitions.values()):
            caller = d.id if d.kind in ("icon", "routine") else None
            env: dict[str, Type] = {}
            for i, p in enumerate(d.data.get("params", [])):
                if isinstance(p, dict):
                    env[p["name"]] = None
                    if "default" in p:
                        self.infer(d, caller, p["default"], ("params", i, "default"), env)
            for _kind, data, path in iter_nodes(d):
                for key, value in data.items():
                    if key in ("kind", "id", "body", "params", "ends"):
                        continue
                    if isinstance(value, (dict, list)):
                        self.infer(d, caller, value, path + (key,), dict(env))
                for i, s in enumerate(data.get("body") or []):
                    if isinstance(s, dict) and "do" in s:
                        self.stmt(d, caller, s, path + ("body", i), env)
        self.cycles()

    def error(self, d: Definition, path: Path_, message: str, hint: str | None = None,
              said: Words | None = None) -> None:
        """``said``: the message's words in the locales (content/locales/*/diagnostics.ftl)."""
        self.cs.error(d, path, message, hint, words=said)

    def expect(self, d: Definition, path: Path_, got: Type, want: str, what: str, param: str = "",
               fn: str = "") -> None:
        """``what`` needs a ``want``: ``param`` and ``fn`` name an argument (`n` of `place_unrest`), else
        ``what`` is the operator or statement in backquotes, or "a range"."""
        if got is None or got == want:
            return
        hint = None
        if want == "number" and got == "text":
            hint = "write the number without quotes"
        elif want not in _VALUES and got == "text":
            hint = f"write the {want}'s id without quotes"
        said = (words("check-arg-needs", param=param, fn=fn, want=want, got=got) if fn else
                words("check-range-needs", want=want, got=got) if what == "a range" else
                words("check-needs", what=what.strip("`"), want=want, got=got))
        self.error(d, path, f"{what} needs {_a(want)}, found {_a(got)}", hint, said)

    def stmt(self, d: Definition, caller: Any, s: dict, path: Path_, env: dict) -> None:
        do = s.get("do")
        if do == "call":
            self.call(d, caller, s["fn"], s.get("args", []), s.get("kw", {}), path, env)
        elif do == "let":
            env[s["name"]] = self.infer(d, caller, s["value"], path + ("value",), env)
        elif do == "for":
            t = self.infer(d, caller, s["in"], path + ("in",), env)
            if t is not None and t != "list" and t not in ("side", "group", "country"):
                self.error(d, path + ("in",), f"`for` needs a list, found {_a(t)}",
                           said=words("check-for-needs-list", got=t))
            self.block(d, caller, s.get("body", []), path + ("body",), {**env, s["var"]: None})
        elif do == "if":
            self.infer(d, caller, s["cond"], path + ("cond",), env)
            self.block(d, caller, s.get("then", []), path + ("then",), dict(env))
            if "else" in s:
                self.block(d, caller, s["else"], path + ("else",), dict(env))
        elif do == "repeat":
            t = self.infer(d, caller, s["times"], path + ("times",), env)
            self.expect(d, path + ("times",), t, "number", "`repeat`")
            self.block(d, caller, s.get("body", []), path + ("body",), dict(env))

    def block(self, d: Definition, caller: Any, items: list, path: Path_, env: dict) -> None:
        for i, s in enumerate(items):
            if isinstance(s, dict) and "do" in s:
                self.stmt(d, caller, s, path + (i,), env)

    # --------------------------------------------------------- expressions
    def infer(self, d: Definition, caller: Any, e: Any, path: Path_, env: dict) -> Type:
        if isinstance(e, bool):
            return "bool"
        if isinstance(e, int):
            return "number"
        if isinstance(e, str):
            if e in env:
                return env[e]
            if e in ("yes", "no"):
                return "bool"
            return self.kind_of.get(e)
        if isinstance(e, list):
            for i, x in enumerate(e):
                self.infer(d, caller, x, path + (i,), env)
            return "list"
        if not isinstance(e, dict):
            return None
        if "text" in e:
            return "text"
        if "list" in e:
            self.infer(d, caller, e["list"], path + ("list",), env)
            return "list"
        if "range" in e:
            for i, x in enumerate(e["range"]):
                self.expect(d, path + ("range", i), self.infer(d, caller, x, path + ("range", i), env),
                            "number", "a range")
            return "list"
        if "call" in e:
            return self.call(d, caller, e["call"], e.get("args", []), e.get("kw", {}), path, env)
        op = e.get("op")
        if op == "for":
            t = self.infer(d, caller, e["in"], path + ("in",), env)
            if t is not None and t != "list" and t not in ("side", "group", "country"):
                self.error(d, path + ("in",), f"`for` needs a list, found {_a(t)}",
                           said=words("check-for-needs-list", got=t))
            inner = {**env, e["var"]: None}
            self.infer(d, caller, e["yield"], path + ("yield",), inner)
            if "if" in e:
                self.infer(d, caller, e["if"], path + ("if",), inner)
            return "list"
        if op == ".":
            self.infer(d, caller, e["of"], path + ("of",), env)
            return None
        if op == "neg":
            t = self.infer(d, caller, e["arg"], path + ("arg",), env)
            self.expect(d, path + ("arg",), t, "number", "`-`")
            return "number"
        args = e.get("args", [])
        types = [self.infer(d, caller, a, path + ("args", i), env) for i, a in enumerate(args)]
        if op in _ARITH:
            if op == "+" and types == ["list", "list"]:
                return "list"
            for i, t in enumerate(types):
                self.expect(d, path + ("args", i), t, "number", f"`{op}`")
            return "number"
        if op in _ORDER:
            for i, t in enumerate(types):
                self.expect(d, path + ("args", i), t, "number", f"`{op}`")
            return "bool"
        if op in _EQUAL:
            a, b = types
            if a is not None and b is not None and a != b and "bool" not in (a, b):
                self.error(d, path + ("args", 1),
                           f"`{op}` compares {_a(a)} with {_a(b)}, which are never equal",
                           "compare values of one kind", words("check-never-equal", op=op, a=a, b=b))
            return "bool"
        if op in ("and", "or", "not", "in", "not in"):
            return "bool"
        if op == "?:":
            return types[1] if types[1] == types[2] else None
        return None

    def call(self, d: Definition, caller: Any, fn: str, args: list, kw: dict, path: Path_, env: dict) -> Type:
        types = [self.infer(d, caller, a, path + ("args", i), env) for i, a in enumerate(args)]
        kw_types = {k: self.infer(d, caller, a, path + ("kw", k), env) for k, a in kw.items()}
        if fn in self.icons:
            if caller is not None:
                self.edges.append((caller, fn, d, path + ("fn",) if "do" in _node(d, path) else path + ("call",)))
            params = [p for p in self.icons[fn].data.get("params", []) if isinstance(p, dict)]
            for i, p in enumerate(params):
                # A parameter whose default is a number takes numbers.
                if isinstance(p.get("default"), int) and not isinstance(p.get("default"), bool):
                    got = types[i] if i < len(types) else kw_types.get(p["name"])
                    where = path + (("args", i) if i < len(types) else ("kw", p["name"]))
                    self.expect(d, where, got, "number", f"`{p['name']}` of `{fn}`", p["name"], fn)
            return None
        sig = CALLABLES.get(fn)
        if sig is None:
            return None
        names = list(sig.required + sig.optional)
        for i, t in enumerate(types):
            if i < len(names) and names[i] in PARAM_TYPES:
                self.expect(d, path + ("args", i), t, PARAM_TYPES[names[i]], f"`{names[i]}` of `{fn}`", names[i], fn)
        for k, t in kw_types.items():
            if k in PARAM_TYPES:
                self.expect(d, path + ("kw", k), t, PARAM_TYPES[k], f"`{k}` of `{fn}`", k, fn)
        return RETURNS.get(fn)

    # -------------------------------------------------------------- cycles
    def cycles(self) -> None:
        """One error for each group of icons and routines that call one another round (a strongly
        connected component of the call graph, or one that calls itself), at the call that closes
        the shortest round through its first member.  Linear in the calls: one pass of Tarjan's
        algorithm, then one breadth-first search inside each group (a search from every routine
        that copied its trail at each step took 67 s for 6,000 routines calling one another)."""
        graph: dict[str, list[tuple[str, Definition, Path_]]] = {}
        for caller, callee, d, path in self.edges:
            graph.setdefault(caller, []).append((callee, d, path))
        for group in _call_groups(graph):
            start = min(group, key=str)
            # Breadth first from `start` inside the group, back to `start`: the shortest round.
            came: dict[str, tuple[str, Definition, Path_]] = {}
            queue, closing = [start], None
            for node in queue:
                for callee, d, path in graph.get(node, []):
                    if callee == start:
                        closing = (node, d, path)
                        break
                    if callee in group and callee not in came:
                        came[callee] = (node, d, path)
                        queue.append(callee)
                if closing is not None:
                    break
            assert closing is not None  # a group is a round by construction
            names = [closing[0]]
            while names[-1] != start:
                names.append(came[names[-1]][0])
            names = [*reversed(names), start]
            if len(names) > _CHAIN_SHOWN:  # a round of thousands: its ends, and how long it is
                half = _CHAIN_SHOWN // 2
                names = [*names[:half], f"... ({len(names) - 1} calls in all) ...", *names[-half:]]
            chain = " -> ".join(names)
            kind = self.icons[start].kind
            self.error(closing[1], closing[2], f"{kind} `{start}` calls itself: {chain}",
                       "a call cycle among icons and routines never ends; "
                       "write the repetition with `repeat` or `for`",
                       words("check-calls-itself", kind=kind, name=str(start), chain=chain))


# The most names a call cycle's message lists (a longer one shows its beginning and its end).
_CHAIN_SHOWN = 12


def _call_groups(graph: dict[str, list[tuple[str, Definition, Path_]]]) -> list[set[str]]:
    """The groups of the call graph that call round (Tarjan's strongly connected components of more
    than one member, or of one that calls itself), in the order of their first members' names.
    Iterative, so a chain of thousands of calls needs no deep recursion."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[set[str]] = []
    for root in sorted(graph, key=str):
        if root in index:
            continue
        work: list[tuple[str, int]] = [(root, 0)]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, i = work[-1]
            edges = graph.get(node, [])
            if i < len(edges):
                work[-1] = (node, i + 1)
                callee = edges[i][0]
                if callee not in index:
                    index[callee] = low[callee] = len(index)
                    stack.append(callee)
                    on_stack.add(callee)
                    work.append((callee, 0))
                elif callee in on_stack:
                    low[node] = min(low[node], index[callee])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1 or any(c == node for c, _d, _p in graph.get(node, [])):
                    groups.append(group)
    return sorted(groups, key=lambda g: str(min(g, key=str)))


def _node(d: Definition, path: Path_) -> Any:
    node: Any = d.data
    for p in path:
        try:
            node = node[p]
        except (KeyError, IndexError, TypeError):
            return {}
    return node if isinstance(node, dict) else {}


def check_types(cs: ContentSet) -> None:
    """Report type mismatches and call cycles in every definition's code."""
    _Checker(cs).run()
