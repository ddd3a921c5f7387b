"""Semantic checks: what the schemas cannot see.

References are found through the schemas' ``x-ref`` annotations, so a new kind
of content gets its references checked by writing its schema.  The structural
checks below know the generic concepts of the interpreter (provinces and their
neighbours, cities, connections, tracks, sequences), never a particular one.
"""

from __future__ import annotations

from typing import Any

from ..diagnostics import NONE, a_kind, did_you_mean, near, words
from ..language.definitions import ContentSet, Definition
from ..language.loader import iter_nodes
from ..language.schema import ref_targets, schemas
from ..language.vocabulary import CALLABLES, CONSTANTS, MEMBER_KINDS
from .cards import check_cards
from .design import check_design
from .names import NameUse, collect, resolve
from .pictograms import check_pictograms
from .titles import check_titles
from .types import check_types
from .usage import check_usage

Path_ = tuple


def check(cs: ContentSet) -> None:
    """Run every semantic check, reporting into the content set's report."""
    refs = _check_references(cs)
    scope = _check_code(cs)
    check_types(cs)
    _check_provinces(cs)
    _check_cities(cs)
    _check_connections(cs)
    _check_groups(cs)
    _check_areas(cs)
    _check_tracks(cs)
    _check_sequences(cs)
    _check_entry(cs)
    check_cards(cs)
    check_pictograms(cs)
    check_titles(cs)
    if not cs.report.errors:  # an error (a misspelt call...) often makes something look unused
        moments = {u.name for u in scope.uses if u.space == "moment"}
        check_usage(cs, refs, scope.named, scope.called, None if scope.dynamic_moments else moments)
        check_design(cs)


# ------------------------------------------------------------ references
def _unknown(cs: ContentSet, d: Definition, path: Path_, kinds: list[str], value: Any) -> None:
    if str(value) in cs.broken:
        return  # declared on a line that did not parse; that error is reported already
    pool: set[str] = set()
    for k in kinds:
        pool |= cs.ids(k)
    noun = " or ".join(kinds)
    # A name the content declares, but as something else (`where prestige`, a track where a place is
    # wanted): "unknown" would send the designer looking for a typo in a name that is spelt right.
    other = sorted(k for k, i in cs.definitions if str(i) == str(value) and k not in kinds)
    if other:
        cs.error(d, path, f"'{value}' is {a_kind(other[0])} (expected: {noun})", did_you_mean(str(value), pool),
                 words=words("check-wrong-kind", kind=other[0], kinds=" ".join(kinds), value=str(value),
                             near=near(str(value), pool)))
        return
    cs.error(d, path, f"unknown {noun} '{value}'", did_you_mean(str(value), pool),
             words=words("check-unknown", kinds=" ".join(kinds), value=str(value), near=near(str(value), pool)))


def _check_references(cs: ContentSet) -> dict[str, set[str]]:
    """Report unknown references; return the ids referred to, by the kind they name (for usage.py)."""
    refs: dict[str, set[str]] = {}
    for d in list(cs.definitions.values()):
        for kind, data, path in iter_nodes(d):
            if kind not in schemas():
                continue
            for key, target, is_list in ref_targets(kind):
                if key not in data:
                    continue
                kinds = [target] if isinstance(target, str) else list(target)
                values = data[key] if is_list and isinstance(data[key], list) else [data[key]]
                for i, v in enumerate(values):
                    if not isinstance(v, (str, int)):
                        continue
                    for k in kinds:
                        refs.setdefault(k, set()).add(str(v))
                    if not any(cs.get(k, v) for k in kinds):
                        _unknown(cs, d, path + ((key, i) if is_list else (key,)), kinds, v)
    return refs


# ------------------------------------------------------------------ code
class _Scope:
    def __init__(self, cs: ContentSet) -> None:
        self.globals = {k[1] for k in cs.definitions}
        # Icons and routines are called by name with their parameters (routines: the engine's
        # named sequences of effects, see routine.schema.json).
        self.icons = {k[1]: d for k, d in cs.definitions.items() if k[0] in ("icon", "routine")}
        self.named: set[str] = set()   # every bare name in code, and every call (for usage.py)
        self.called: set[str] = set()
        self.dynamic_moments = False     # a moment given as a computed value: any may be checked
        self.uses: list[NameUse] = []  # texts that name something, resolved once all code is seen
        self.kinds: dict[str, list[str]] = {}
        for kind, did in cs.definitions:
            self.kinds.setdefault(did, []).append(kind)


def _check_code(cs: ContentSet) -> _Scope:
    """Names and calls in effect blocks and expression values resolve."""
    scope = _Scope(cs)
    for d in list(cs.definitions.values()):
        params = [p["name"] for p in d.data.get("params", []) if isinstance(p, dict)]
        for i, p in enumerate(d.data.get("params", [])):
            if isinstance(p, dict) and "default" in p:
                _expr(cs, d, scope, p["default"], ("params", i, "default"), set(params))
        for _kind, data, path in iter_nodes(d):
            local = set(params)
            for key, value in data.items():
                if key in ("kind", "id", "body", "params", "ends"):
                    continue
                if isinstance(value, (dict, list)) and _has_code(value):
                    _expr(cs, d, scope, value, path + (key,), local)
            stmts = [(i, s) for i, s in enumerate(data.get("body") or []) if "do" in s]
            for i, s in stmts:
                _stmt(cs, d, scope, s, path + ("body", i), local)
            if _kind in ("proposal", "shortlist") and isinstance(data.get("decision"), str):
                # The decision a bot's proposal or shortlist is for must be one the content asks (a
                # misspelt one would leave it unused without a word).
                scope.uses.append(NameUse("decision", data["decision"], _kind, d, path + ("decision",)))
    resolve(cs, scope.uses)
    return scope


def _has_code(v: Any) -> bool:
    if isinstance(v, dict):
        return "call" in v or "op" in v or "list" in v
    if isinstance(v, list):
        return any(_has_code(x) for x in v)
    return False


def _stmt(cs: ContentSet, d: Definition, scope: _Scope, s: dict, path: Path_, local: set[str]) -> None:
    do = s["do"]
    if do == "call":
        _call(cs, d, scope, s["fn"], s["args"], s["kw"], path, local, fn_path=path + ("fn",))
    elif do == "let":
        _expr(cs, d, scope, s["value"], path + ("value",), local)
        local.add(s["name"])
    elif do == "for":
        _expr(cs, d, scope, s["in"], path + ("in",), local)
        _block(cs, d, scope, s["body"], path + ("body",), local | {s["var"]})
    elif do == "if":
        _expr(cs, d, scope, s["cond"], path + ("cond",), local)
        _block(cs, d, scope, s["then"], path + ("then",), set(local))
        if "else" in s:
            _block(cs, d, scope, s["else"], path + ("else",), set(local))
    elif do == "repeat":
        _expr(cs, d, scope, s["times"], path + ("times",), local)
        _block(cs, d, scope, s["body"], path + ("body",), set(local))


def _block(cs, d, scope, items: list, path: Path_, local: set[str]) -> None:
    for i, item in enumerate(items):
        if "do" in item:
            _stmt(cs, d, scope, item, path + (i,), local)
        else:
            cs.error(d, path + (i,), f"a `{item.get('kind')}` declaration cannot appear among effects",
                     words=words("check-declaration-among-effects", kind=str(item.get("kind"))))


def _call(cs, d, scope: _Scope, fn: str, args: list, kw: dict, path: Path_, local: set[str],
          fn_path: Path_) -> None:
    scope.called.add(fn)
    if fn in scope.icons:
        icon_params = scope.icons[fn].data.get("params", [])
        names = [p["name"] for p in icon_params]
        lo = len([p for p in icon_params if "default" not in p])
        keywords = set(names)
    elif fn in CALLABLES:
        sig = CALLABLES[fn]
        names = list(sig.required + sig.optional)
        lo = len(sig.required)
        keywords = set(names) | set(sig.keywords)
        if sig.names:
            collect(scope.uses, fn, sig.names, names + list(sig.keywords), args, kw, d, path)
            for param, space in sig.names:
                i = names.index(param) if param in names else None
                given = args[i] if i is not None and i < len(args) else kw.get(param)
                if space == "moment" and given is not None and not isinstance(given, dict):
                    scope.dynamic_moments = True
    else:
        pool = set(scope.icons) | set(CALLABLES)
        cs.error(d, fn_path, f"unknown icon or primitive `{fn}`", did_you_mean(fn, pool),
                 words=words("check-unknown-call", fn=fn, near=near(fn, pool)))
        for i, a in enumerate(args):
            _expr(cs, d, scope, a, path + ("args", i), local)
        return
    hi = len(names)
    filled = len(args) + sum(1 for n in names[len(args):] if n in kw)
    arity = str(lo) if lo == hi else f"{lo} to {hi}"
    misspelt = any(k not in keywords for k in kw)  # reported below; the count would only repeat it
    if (len(args) > hi or filled < lo) and not misspelt:
        cs.error(d, fn_path, f"`{fn}` takes {arity} argument{'s' if hi != 1 else ''}, found {len(args)}",
                 f"its parameters: {', '.join(names)}" if names else None,
                 words=words("check-arity", fn=fn, lo=lo, hi=hi, span="single" if lo == hi else "range",
                             found=len(args), params=", ".join(names)))
    for k in kw:
        if k not in keywords:
            cs.error(d, path + ("kw", k, "@key"), f"`{fn}` has no parameter `{k}`",
                     did_you_mean(k, keywords) or (f"it takes: {', '.join(sorted(keywords))}" if keywords else None),
                     words=words("check-no-parameter", fn=fn, key=k, near=near(k, keywords),
                                 takes=", ".join(sorted(keywords))))
    needs = CALLABLES[fn].needs if fn in CALLABLES and fn not in scope.icons else ()
    missing = [k for k in needs if k not in kw]
    if missing and not misspelt:
        example = ", ".join(f"{k} = ..." for k in missing)
        named = " and ".join(f"`{k} =`" for k in missing)
        cs.error(d, fn_path, f"`{fn}` needs {named}: without it the call cannot run",
                 f"name it after the other arguments: `{fn}(..., {example})`",
                 words=words("check-needs-keyword", fn=fn, keywords=named, example=example))
    for i, a in enumerate(args):
        _expr(cs, d, scope, a, path + ("args", i), local)
    for k, a in kw.items():
        _expr(cs, d, scope, a, path + ("kw", k), local)


def _expr(cs, d, scope: _Scope, e: Any, path: Path_, local: set[str]) -> None:
    if isinstance(e, str):
        scope.named.add(e)
        if e not in local and e not in scope.globals and e not in CONSTANTS and e not in cs.broken:
            cs.error(d, path, f"unknown name '{e}'", did_you_mean(e, scope.globals | local),
                     words=words("check-unknown-name", name=e, near=near(e, scope.globals | local)))
        return
    if isinstance(e, list):
        for i, x in enumerate(e):
            _expr(cs, d, scope, x, path + (i,), local)
        return
    if not isinstance(e, dict):
        return
    if "call" in e:
        _call(cs, d, scope, e["call"], e["args"], e["kw"], path, local, fn_path=path + ("call",))
    elif "list" in e:
        _expr(cs, d, scope, e["list"], path + ("list",), local)
    elif "range" in e:
        _expr(cs, d, scope, e["range"], path + ("range",), local)
    elif e.get("op") == "for":
        _expr(cs, d, scope, e["in"], path + ("in",), local)
        inner = local | {e["var"]}
        _expr(cs, d, scope, e["yield"], path + ("yield",), inner)
        if "if" in e:
            _expr(cs, d, scope, e["if"], path + ("if",), inner)
    elif e.get("op") == ".":
        _expr(cs, d, scope, e["of"], path + ("of",), local)
    elif "op" in e:
        if e["op"] in ("in", "not in"):
            _check_container(cs, d, scope, e["op"], e["args"][1], path + ("args", 1), local)
        _expr(cs, d, scope, e.get("args", []), path + ("args",), local)
        if "arg" in e:
            _expr(cs, d, scope, e["arg"], path + ("arg",), local)


_HOLDERS = "a list, " + ", ".join(f"a {k}" for k in MEMBER_KINDS)


def _check_container(cs, d, scope: _Scope, op: str, e: Any, path: Path_, local: set[str]) -> None:
    """The right side of `in`: a value that holds members (a list, or the id of a side, group...)."""
    what = None
    found, value, kinds = "", "", ""   # (the words: what was found, as the locales select on it)
    if isinstance(e, bool) or e is None:
        return
    if isinstance(e, int):
        what = f"a number ({e})"
        found, value = "number", str(e)
    elif isinstance(e, dict) and "text" in e:
        what = "a text"
        found = "text"
    elif isinstance(e, str) and e not in local and e in scope.kinds:
        of = scope.kinds[e]
        if any(k in MEMBER_KINDS for k in of):
            return
        what = f"'{e}', {' and '.join(a_kind(k) for k in of)}"
        found, value, kinds = "name", e, " ".join(of)
    elif isinstance(e, str) and e in CONSTANTS:
        what = f"`{e}`"
        found, value = "constant", e
    if what is not None:
        head, *rest = _HOLDERS.rsplit(", ", 1)
        cs.error(d, path, f"`{op}` needs {head} or {rest[0]} on its right, found {what}",
                 f"{what.split(',')[0]} holds no members; to compare one value with another, write `==`",
                 words=words("check-in-needs-members-text", op=op) if found == "text" else
                 words("check-in-needs-members", op=op, found=found, value=value or NONE, kinds=kinds or NONE))


# ----------------------------------------------------------------- board
def _side_of(cs: ContentSet, province: str) -> str | None:
    p = cs.get("province", province)
    return p.data.get("side") if p else None


def _check_provinces(cs: ContentSet) -> None:
    provinces = {d.id: d for d in cs.of_kind("province")}
    for d in provinces.values():
        seen: set[str] = set()
        for i, n in enumerate(d.data.get("neighbours", [])):
            if n == d.id:
                cs.error(d, ("neighbours", i), f"province '{d.id}' cannot be its own neighbour",
                         words=words("check-own-neighbour", province=str(d.id)))
                continue
            if n in seen:
                cs.error(d, ("neighbours", i), f"'{n}' is listed twice as a neighbour of '{d.id}'",
                         words=words("check-neighbour-twice", neighbour=str(n), province=str(d.id)))
                continue
            seen.add(n)
            other = provinces.get(n)
            if other is not None and d.id not in other.data.get("neighbours", []):
                cs.error(d, ("neighbours", i),
                         f"'{d.id}' lists '{n}' as a neighbour, but '{n}' does not list '{d.id}'",
                         f"neighbours go both ways: add '{d.id}' to the neighbours of '{n}'",
                         words=words("check-one-way-neighbour", province=str(d.id), neighbour=str(n)))
        for i, item in enumerate(d.data.get("body", [])):
            if item.get("kind") == "sector":
                sup = item.get("supplier")
                if sup and cs.get("province", sup) and _side_of(cs, sup) != d.data.get("side"):
                    cs.error(d, ("body", i, "supplier"),
                             f"sector '{item['id']}' of '{d.id}' is supplied by '{sup}', a province of the other side",
                             words=words("check-sector-other-side", sector=str(item["id"]), province=str(d.id),
                                         supplier=str(sup)))
                if sup == d.id:
                    cs.error(d, ("body", i, "supplier"), f"'{d.id}' cannot supply its own sector",
                             words=words("check-sector-own-supplier", province=str(d.id)))
        sectors = [x.get("id") for x in d.data.get("body", []) if x.get("kind") == "sector"]
        for i, item in enumerate(d.data.get("body", [])):
            if item.get("kind") == "sector" and sectors.count(item.get("id")) > 1 and sectors.index(item["id"]) != i:
                cs.error(d, ("body", i, "id"), f"sector '{item['id']}' is defined twice in '{d.id}'",
                         words=words("check-sector-twice", sector=str(item["id"]), province=str(d.id)))


_PLACEMENT = ("province", "floating", "country")


def _check_cities(cs: ContentSet) -> None:
    for d in cs.of_kind("city"):
        given = [k for k in _PLACEMENT if k in d.data]
        if not given:
            cs.error(d, ("id",), f"city '{d.id}' needs one of `province`, `floating` or `country`",
                     "say which province the city lies in", words=words("check-city-unplaced", city=str(d.id)))
        elif len(given) > 1:
            cs.error(d, (given[1], "@key"),
                     f"city '{d.id}' takes only one of `province`, `floating` and `country`, found {len(given)}",
                     words=words("check-city-placed-twice", city=str(d.id), found=len(given)))
        if "floating" in d.data:
            fl = d.data["floating"]
            if "chooser" not in d.data:
                cs.error(d, ("floating", "@key"), f"floating city '{d.id}' needs `chooser`",
                         "name the side that picks its province each time",
                         words=words("check-floating-needs-chooser", city=str(d.id)))
            sides = {_side_of(cs, p) for p in fl if cs.get("province", p)}
            if len(sides) > 1:
                cs.error(d, ("floating",), f"floating city '{d.id}' lists provinces of both sides",
                         words=words("check-floating-both-sides", city=str(d.id)))
            for i, p in enumerate(fl):
                if fl.index(p) != i:
                    cs.error(d, ("floating", i), f"'{p}' is listed twice",
                             words=words("check-floating-twice", province=str(p)))
        elif "chooser" in d.data:
            cs.error(d, ("chooser", "@key"), "`chooser` is only for a floating city",
                     words=words("check-chooser-not-floating"))


def _check_connections(cs: ContentSet) -> None:
    seen: dict[frozenset, Definition] = {}
    for d in cs.of_kind("connection"):
        a, b = d.data["ends"]
        if a == b:
            cs.error(d, ("ends", 1), f"a connection must join two different cities, found '{a}' twice",
                     words=words("check-connection-same-city", city=str(a)))
            continue
        pair = frozenset((a, b))
        if pair in seen:
            first = seen[pair]
            span = first.span()
            cs.error(d, ("id",), f"'{a}' and '{b}' are already connected",
                     f"first connected at {first.file}:{span.line if span else '?'}",
                     words=words("check-connected-twice", a=str(a), b=str(b),
                                 where=f"{first.file}:{span.line if span else '?'}"))
            continue
        seen[pair] = d
        for i, c in enumerate((a, b)):
            city = cs.get("city", c)
            if city and city.data.get("connectable") == "no":
                cs.error(d, ("ends", i), f"city '{c}' takes no connections",
                         f"'{c}' is declared with `connectable no`", words=words("check-no-connections", city=str(c)))
        sides = set()
        for c in (a, b):
            city = cs.get("city", c)
            if not city:
                continue
            if "province" in city.data:
                sides.add(_side_of(cs, city.data["province"]))
            elif "floating" in city.data:
                sides.add(_side_of(cs, city.data["floating"][0]))
            elif "country" in city.data:
                country = cs.get("country", city.data["country"])
                sides.add(country.data.get("side") if country else None)
        sides.discard(None)
        if len(sides) > 1:
            cs.error(d, ("id",), f"connection '{a} -- {b}' crosses the border between the sides",
                     "no connection joins a city of one side to a city of the other",
                     words=words("check-crosses-border", a=str(a), b=str(b)))


def _check_groups(cs: ContentSet) -> None:
    for d in cs.of_kind("group"):
        has_members, has_side = "members" in d.data, "side" in d.data
        if has_members and has_side:
            cs.error(d, ("side", "@key"), f"group '{d.id}' takes either `members` or `side`, not both",
                     words=words("check-group-members-and-side", group=str(d.id)))
        elif not has_members and not has_side:
            cs.error(d, ("id",), f"group '{d.id}' needs either `members` or `side` (with an optional `except`)",
                     words=words("check-group-no-members", group=str(d.id)))
        if "except" in d.data and not has_side:
            cs.error(d, ("except", "@key"), "`except` only goes with `side`", words=words("check-except-without-side"))
        if has_side:
            for i, p in enumerate(d.data.get("except", [])):
                if cs.get("province", p) and _side_of(cs, p) != d.data["side"]:
                    cs.error(d, ("except", i), f"'{p}' is not a province of {d.data['side']}",
                             words=words("check-except-other-side", province=str(p), side=str(d.data["side"])))


def _check_areas(cs: ContentSet) -> None:
    """An outline is x, y pairs: the schema sees numbers, not that they pair up. A part of an area
    draws one of the sectors of the area's province (sectors are nested, so no reference finds them)."""
    for d in cs.of_kind("drawing"):
        for i, item in enumerate(d.data.get("body") or []):
            if not (isinstance(item, dict) and item.get("kind") == "area"):
                continue
            parts = [(("body", i, "body", j), part) for j, part in enumerate(item.get("body") or [])
                     if isinstance(part, dict) and part.get("kind") == "part"]
            for path, shape in [(("body", i), item), *parts]:
                outline = shape.get("outline")
                if outline and len(outline) % 2:
                    cs.error(d, (*path, "outline", len(outline) - 1),
                             f"the outline of '{shape.get('id')}' has {len(outline)} numbers; it needs x, y pairs",
                             "a number is missing or one too many",
                             words=words("check-outline-odd", area=str(shape.get("id")), count=len(outline)))
            owner = cs.get("province", item.get("id"))
            sectors = [str(s.get("id")) for s in (owner.data.get("body") or []) if s.get("kind") == "sector"] \
                if owner is not None else []
            for path, part in parts:
                if str(part.get("id")) not in sectors:
                    cs.error(d, (*path, "id"), f"'{part.get('id')}' is not a sector of '{item.get('id')}'",
                             did_you_mean(str(part.get("id")), set(sectors)) if sectors
                             else f"'{item.get('id')}' is not drawn in sectors",
                             words=words("check-part-not-sector", part=str(part.get("id")), area=str(item.get("id")),
                                         near=near(str(part.get("id")), set(sectors)) if sectors else NONE,
                                         sectors="yes" if sectors else "no"))


# ---------------------------------------------------------------- tracks
def _range(v: Any) -> tuple[int, int] | None:
    if isinstance(v, dict) and "range" in v:
        lo, hi = v["range"]
        if isinstance(lo, int) and isinstance(hi, int):
            return lo, hi
    return None


def _check_tracks(cs: ContentSet) -> None:
    for d in cs.of_kind("track"):
        r = _range(d.data.get("spaces"))
        if r is None:
            continue
        lo, hi = r
        if lo > hi:
            cs.error(d, ("spaces",), f"the spaces of track '{d.id}' run from {lo} down to {hi}",
                     f"write the lower end first: {hi}..{lo}",
                     words=words("check-track-downward", track=str(d.id), lo=lo, hi=hi))
            continue
        start = d.data.get("start")
        if isinstance(start, int) and not lo <= start <= hi:
            cs.error(d, ("start",), f"track '{d.id}' starts on space {start}, which is not in {lo}..{hi}",
                     words=words("check-track-start", track=str(d.id), start=start, lo=lo, hi=hi))
        seen_spaces: set[int] = set()
        covered: dict[int, str] = {}
        for i, item in enumerate(d.data.get("body", [])):
            kind = item.get("kind")
            if kind == "space":
                n = item.get("id")
                if isinstance(n, int):
                    if not lo <= n <= hi:
                        cs.error(d, ("body", i, "id"), f"track '{d.id}' has no space {n}: its spaces are {lo}..{hi}",
                                 words=words("check-track-no-space", track=str(d.id), n=n, lo=lo, hi=hi))
                    if n in seen_spaces:
                        cs.error(d, ("body", i, "id"), f"space {n} of track '{d.id}' is described twice",
                                 words=words("check-space-twice", n=n, track=str(d.id)))
                    seen_spaces.add(n)
            elif kind == "zone":
                zr = _range(item.get("spaces"))
                if zr is None:
                    continue
                if zr[0] < lo or zr[1] > hi or zr[0] > zr[1]:
                    cs.error(d, ("body", i, "spaces"),
                             f"zone '{item.get('id')}' ({zr[0]}..{zr[1]}) does not fit in the track's spaces {lo}..{hi}",
                             words=words("check-zone-outside", zone=str(item.get("id")), zlo=zr[0], zhi=zr[1],
                                         lo=lo, hi=hi))
                    continue
                for n in range(zr[0], zr[1] + 1):
                    if n in covered:
                        cs.error(d, ("body", i, "spaces"),
                                 f"zones '{covered[n]}' and '{item.get('id')}' of track '{d.id}' overlap at space {n}",
                                 words=words("check-zones-overlap", a=str(covered[n]), b=str(item.get("id")),
                                             track=str(d.id), n=n))
                        break
                    covered[n] = item.get("id")
            elif kind == "overflow":
                ids = [x.get("id") for x in d.data["body"][:i] if x.get("kind") == "overflow"]
                if item.get("id") in ids:
                    cs.error(d, ("body", i, "id"), f"overflow '{item.get('id')}' of track '{d.id}' is described twice",
                             words=words("check-overflow-twice", overflow=str(item.get("id")), track=str(d.id)))


def _check_entry(cs: ContentSet) -> None:
    """The game is the one routine with `entry yes` (`wsdv play` runs it). A second one, from an overlay or a
    slip, would only stop a game at its start; it is an error where it is declared.  So would none at all
    (an overlay's `amend routine game  entry no`, a replaced routine that left it out): that is an error at
    the `entry` that says no (an overlay's first), else at the first routine, else at the first definition."""
    routines = cs.of_kind("routine")
    entries = [d for d in routines if d.data.get("entry") in (True, "yes")]
    if not entries:
        said_no = [d for d in routines if "entry" in d.data]
        by_overlay = [d for d in said_no if "entry" in d.amended_by or d.overlay is not None]
        at = next(iter(by_overlay + said_no + routines + list(cs.definitions.values())), None)
        if at is not None:
            cs.error(at, ("entry",), "no routine has `entry yes`: the content has no game for `wsdv play` to run",
                     "write `entry yes` on the routine that is the game",
                     words=words("check-no-entry"))
    for d in entries[1:]:
        first = str(entries[0].id)
        cs.error(d, ("entry",), f"routine '{d.id}' is a second `entry yes`: routine '{first}' is the game already",
                 f"a game has one entry routine, the one `wsdv play` runs; write `entry no` here or on '{first}'",
                 words=words("check-second-entry", routine=str(d.id), first=first))


def _check_sequences(cs: ContentSet) -> None:
    for d in cs.of_kind("sequence"):
        phases = d.data.get("phases", [])
        for i, p in enumerate(phases):
            if phases.index(p) != i:
                cs.error(d, ("phases", i), f"phase '{p}' comes twice in sequence '{d.id}'",
                         words=words("check-phase-twice", phase=str(p), sequence=str(d.id)))
    for d in cs.of_kind("decade"):
        same = [o for o in cs.of_kind("decade") if o.data.get("order") == d.data.get("order")]
        if len(same) > 1 and same[0] is not d:
            cs.error(d, ("order",), f"decades '{same[0].id}' and '{d.id}' have the same order {d.data.get('order')}",
                     words=words("check-decades-same-order", a=str(same[0].id), b=str(d.id),
                                 order=str(d.data.get("order"))))
