"""Structural validation of plain data against the JSON Schemas in ``grammar/schemas``.

jsonschema finds the problems; this module turns each into a designer's sentence
at the position of the offending token ("`lines` must be 1 or 2, found 3").
The schemas also carry two annotations the rest of the checker reads:
``x-ref`` (this value names a definition of that kind) and ``x-body`` (which
nested declarations, and whether effect statements, a block may hold); ``x-moved`` gives,
for a key a kind no longer has, the hint saying where what it held lives now.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # jsonschema and Lark load only when a file is actually read (see cache.py)
    from jsonschema import Draft202012Validator, ValidationError
    from referencing import Registry

    from .facts import Language


from ..diagnostics import NONE, Span, Words, a_kind, did_you_mean, near, words
from ..paths import schema_dir

Path_ = tuple


@lru_cache(maxsize=1)
def schemas() -> dict[str, dict]:
    """Every kind's schema, by kind name (``common`` holds shared definitions)."""
    out = {}
    for f in sorted(schema_dir().glob("*.schema.json")):
        out[f.name.removesuffix(".schema.json")] = json.loads(f.read_text(encoding="utf-8"))
    return out


@lru_cache(maxsize=1)
def _registry() -> Registry:
    from referencing import Registry, Resource

    resources = [(s["$id"], Resource.from_contents(s)) for s in schemas().values()]
    reg = Registry().with_resources(resources)
    # Relative $refs ("common.schema.json#/...") resolve against each schema's $id.
    return reg


@lru_cache(maxsize=1)
def _compiler():
    from .schemacode import Compiler

    return Compiler({s["$id"]: s for s in schemas().values()})


@cache
def _is_valid(kind: str, partial: bool) -> Callable[[Any], bool]:
    schema = schemas()[kind]
    if partial:  # an `amend` gives only the keys it changes
        return _compiler().compile({k: v for k, v in schema.items() if k != "required"}, schema["$id"])
    return _compiler().compile_resource(schema["$id"])


def is_valid(kind: str, data: Any, partial: bool = False) -> bool:
    """Does ``data`` satisfy the schema of ``kind`` (``partial``: its required keys aside)?

    Compiled, without jsonschema (see :mod:`interpreter.language.schemacode`).
    """
    return _is_valid(kind, partial)(data)


@cache
def validator(kind: str) -> Draft202012Validator:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(schemas()[kind], registry=_registry())


def kinds() -> list[str]:
    return list(_kinds())


@lru_cache(maxsize=1)
def _kinds() -> tuple[str, ...]:
    return tuple(k for k in schemas() if k != "common")


def body_rules(kind: str) -> dict:
    return schemas()[kind].get("x-body", {})


def property_schema(kind: str, key: str) -> dict | None:
    return schemas()[kind].get("properties", {}).get(key)


@cache
def array_keys(kind: str) -> frozenset[str]:
    """The keys of ``kind`` whose schema wants a list."""
    return frozenset(k for k in schemas()[kind].get("properties", {})
                     if (_resolved(property_schema(kind, k)) or {}).get("type") == "array")


def coerce_lists(kind: str, data: dict, pos: dict[Path_, Span], prefix: Path_,
                 under: dict[Path_, dict[Path_, Span]]) -> None:
    """A single value where the schema wants a list becomes a one-item list.

    ``under`` holds the positions found under each key of the node (from
    ``transform.unwrap_declaration``); they are copied under item 0, so the value's
    positions, nested ones included, are found at either path.
    """
    lists = array_keys(kind)
    for key, value in list(data.items()):
        if key in lists and not isinstance(value, list):
            data[key] = [value]
            base = prefix + (key,)
            cut = len(base)
            for path, span in under.get(base, {}).items():
                pos[base + (0,) + path[cut:]] = span


def _resolved(prop: dict | None) -> dict | None:
    """A property's schema with a `$ref` to the shared definitions followed (one level)."""
    if prop and "$ref" in prop:
        target = prop["$ref"]
        if target.startswith("common.schema.json#/$defs/"):
            shared = schemas().get("common", {}).get("$defs", {}).get(target.rsplit("/", 1)[1])
            if shared is not None:
                return {**shared, **{k: v for k, v in prop.items() if k != "$ref"}}
    return prop


@lru_cache(maxsize=1)
def language() -> Language:
    """The kinds of declaration and their keys, for the parser's messages."""
    from .facts import Language

    keys = {k: frozenset(p for p in s.get("properties", {}) if p not in _NOT_KEYS)
            for k, s in schemas().items() if k != "common"}
    nested = frozenset(n for s in schemas().values() for n in s.get("x-body", {}).get("decls", []))
    lists: dict[str, frozenset[str]] = {}
    texts: dict[str, frozenset[str]] = {}
    for kind in keys:
        props = {k: _resolved(property_schema(kind, k)) or {} for k in keys[kind]}
        lists[kind] = frozenset(k for k, p in props.items() if p.get("type") == "array")
        texts[kind] = frozenset(k for k, p in props.items() if "text" in p.get("properties", {}))
    meanings = {(kind, key): hint for kind in keys for key in keys[kind] if (hint := key_hint(kind, key))}
    return Language(keys, nested, lists, texts, meanings)


_NOT_KEYS = {"kind", "id", "body", "overlay", "ends", "params"}


@cache
def ref_targets(kind: str) -> tuple[tuple[str, str | list[str], bool], ...]:
    """(key, kinds referred to, is_list) for each property of ``kind`` that names definitions
    (worked out once per kind: the checks ask for every node of every definition)."""
    out = []
    for key, prop in schemas()[kind].get("properties", {}).items():
        if "x-ref" in prop:
            out.append((key, prop["x-ref"], False))
        elif isinstance(prop.get("items"), dict) and "x-ref" in prop["items"]:
            out.append((key, prop["items"]["x-ref"], True))
    return tuple(out)


# ------------------------------------------------------------------ messages
def _describe(value: Any, source_text: str | None) -> str:
    """A found value as the designer wrote it: `many`, 3, the text "x", 2 values."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, dict):
        if "text" in value:
            return f'the text "{value["text"]}"'
        if "range" in value:
            lo, hi = (value["range"] + [None, None])[:2] if isinstance(value["range"], list) else (None, None)
            return f"the range {lo}..{hi}" if isinstance(lo, int) and isinstance(hi, int) else "a range"
        return f"`{source_text}`" if source_text else "an expression"
    if isinstance(value, list):
        return f"{len(value)} values"
    if source_text:
        return f"`{source_text}`"
    return f"`{value}`"


def _or_list(items: list) -> str:
    words = [f"`{i}`" if isinstance(i, str) else str(i) for i in items]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


_TYPE_WORDS = {"integer": "a whole number", "string": "a name", "array": "a list", "object": "a value",
               "boolean": "yes or no", "number": "a number"}


def _key_of(path: Path_) -> str | None:
    for p in reversed(path):
        if isinstance(p, str) and p not in ("range", "text"):
            return p
    return None


def _noun(schema: dict, n: int) -> str:
    noun = schema.get("x-noun") or (schema.get("items") or {}).get("x-noun") or "value"
    if n == 1:
        return noun
    return noun[:-1] + "ies" if noun.endswith("y") and noun[-2:] != "ey" else noun + "s"


def _subject(kind: str, decl_name: str) -> str:
    """`piece 'foo'` from the name ``piece foo`` the loader passes."""
    ident = decl_name[len(kind):].strip()
    return f"{kind} '{ident}'" if ident else kind


def key_hint(kind: str, key: str) -> str | None:
    """What a key means, in the schema's own words: "`count` is how many the box holds"."""
    prop = _resolved(property_schema(kind, key)) or {}
    desc = prop.get("description")
    options = prop.get("enum")
    if desc and options:
        return f"`{key}` is {desc}: {_or_list(options)}"
    if desc:
        return f"`{key}` is {desc}"
    if options:
        return f"`{key}` is one of {_or_list(options)}"
    return None


def _found_said(value: Any, source_text: str | None) -> dict[str, str | int]:
    """A found value's words for the locales (:func:`_describe`): what it is (`found_as`) and its text."""
    if isinstance(value, bool):
        return {"found_as": "bare", "found": "yes" if value else "no"}
    if isinstance(value, int):
        return {"found_as": "bare", "found": str(value)}
    if isinstance(value, dict):
        if "text" in value:
            return {"found_as": "text", "found": str(value["text"])}
        if "range" in value:
            lo, hi = (value["range"] + [None, None])[:2] if isinstance(value["range"], list) else (None, None)
            if isinstance(lo, int) and isinstance(hi, int):
                return {"found_as": "range", "found": f"{lo}..{hi}"}
            return {"found_as": "some-range", "found": ""}
        return {"found_as": "notation", "found": source_text} if source_text else {"found_as": "expression", "found": ""}
    if isinstance(value, list):
        return {"found_as": "values", "found": len(value)}
    return {"found_as": "notation", "found": source_text or str(value)}


def _what_said(path: Path_, key: str | None, kind: str) -> dict[str, str]:
    """Whose value a schema message is about, for the locales: a key's, the id's, or just "the value"."""
    return {"what": "id" if path == ("id",) else "key" if key else "value", "key": key or NONE, "kind": kind}


# The kinds of value a schema asks for, as the locales name them (`check-schema-type`).
_SHAPES = ("text", "range")


def _shape(schema: dict) -> str:
    """What a described value of the schema is, for the locales: `text`, `range` or `value`."""
    props = schema.get("properties", {})
    return next((s for s in _SHAPES if s in props), "value")


def explain(err: ValidationError, kind: str, decl_name: str,
            text_at: Callable[[Path_], str | None]) -> tuple[Path_, str, str | None, Words]:
    """(path to point at, message, hint, words) for one schema error: the English from the error's kind
    (its validator) and values, never jsonschema's own English, and the same as words for the locales."""
    path = tuple(err.absolute_path)
    key = _key_of(path)
    what = f"`{key}`" if key else "the value"
    if path == ("id",):
        what = f"the id of {a_kind(kind)}"
    v = err.validator
    inst = err.instance
    found = _describe(inst, text_at(path))
    subject = _what_said(path, key, kind) | _found_said(inst, text_at(path))
    if v == "required":
        return _required(path, kind, decl_name, _missing(err)[0])
    if v == "additionalProperties":
        allowed = sorted(k for k in err.schema.get("properties", {}) if k not in _NOT_KEYS)
        extra = [k for k in inst if k not in err.schema.get("properties", {})]
        k = extra[0] if extra else "?"
        ident = decl_name[len(kind):].strip()
        if k == "body":
            return (path, f"{_subject(kind, decl_name)} cannot have a `{{ }}` block", None,
                    words("check-schema-no-block", kind=kind, name=ident or NONE))
        if k == "params":
            return (path + ("params",), f"{_subject(kind, decl_name)} cannot take parameters", None,
                    words("check-schema-no-params", kind=kind, name=ident or NONE))
        moved = schemas().get(kind, {}).get("x-moved", {}).get(k)
        hint = moved or did_you_mean(k, allowed) or ("known keys: " + ", ".join(allowed) if allowed else None)
        return (path + (k, "@key"), f"unknown key `{k}` for {kind}", hint,
                words("check-unknown-key", key=k, kind=kind, near=near(k, allowed), before=NONE, last=NONE,
                      known=", ".join(allowed), moved=moved or NONE))
    if v in ("enum", "const"):
        options = err.validator_value if v == "enum" else [err.validator_value]
        close = [o for o in options if isinstance(o, str)]
        hint = did_you_mean(inst, close) if isinstance(inst, str) else None
        return (path, f"{what} must be {_or_list(options)}, found {found}", hint,
                words("check-schema-one-of", **subject, options=_SEP.join(_or_items(options)),
                      near=near(inst, close) if isinstance(inst, str) else NONE))
    if v == "type":
        want = err.validator_value
        want = [want] if isinstance(want, str) else want
        if isinstance(inst, list) and "array" not in want:
            return (path, f"{what} takes one value, found {len(inst)}", "remove the extra values",
                    words("check-schema-one-value", **subject, count=len(inst)))
        if want == ["object"] and err.schema.get("description"):
            desc = err.schema["description"]
            if "text" in err.schema.get("properties", {}) and isinstance(inst, (str, int)) and key:
                return (path, f"{what} must be {desc}, found {found}", f'write `{key} "{inst}"`',
                        words("check-schema-described", **subject, desc=desc, shape=_shape(err.schema),
                              quote=str(inst)))
            return (path, f"{what} must be {desc}, found {found}", None,
                    words("check-schema-described", **subject, desc=desc, shape=_shape(err.schema), quote=NONE))
        if (want == ["string"] and isinstance(inst, Mapping) and set(inst) == {"text"}
                and err.schema.get("description") and path and isinstance(path[-1], str)):
            # A key that names something (e.g. a ruling's message id) given a quoted text.
            return (path, f"`{path[-1]}` must be {err.schema['description']}, found {found}",
                    "write a name, without quotes",
                    words("check-schema-name-not-text", **(subject | {"key": path[-1]}),
                          desc=err.schema["description"]))
        types = " or ".join(_TYPE_WORDS.get(w, w) for w in want)
        return (path, f"{what} must be {types}, found {found}", None,
                words("check-schema-type", **subject, types=_SEP.join(want)))
    if v in ("minItems", "maxItems"):
        n = err.validator_value
        noun = schema_noun(err.schema)
        bound = "least" if v == "minItems" else "most"
        return (path, f"{what} {'needs at least' if bound == 'least' else 'takes at most'} {n} "
                f"{_noun(err.schema, n)}, found {len(inst)}", None,
                words("check-schema-items", **subject, bound=bound, n=n, noun=noun, count=len(inst)))
    if v in ("minimum", "maximum"):
        bound = "least" if v == "minimum" else "most"
        return (path, f"{what} must be at {bound} {err.validator_value}, found {found}", None,
                words("check-schema-bound", **subject, bound=bound, limit=str(err.validator_value)))
    if v in ("pattern", "anyOf", "oneOf"):
        desc = err.schema.get("description")
        other = "written differently" if v == "pattern" else "something else"
        if desc is None:
            return (path, f"{what} must be {other}, found {found}", None,
                    words("check-schema-written-differently" if v == "pattern" else "check-schema-something-else",
                          **subject))
        return (path, f"{what} must be {desc}, found {found}", None,
                words("check-schema-described", **subject, desc=desc, shape=_shape(err.schema), quote=NONE))
    return (path, f"{what} is not valid here: found {found}", None, words("check-schema-invalid", **subject))


# How a list of words travels in a diagnostic's words: the command joins them in the reader's language.
_SEP = "\n"


def _missing(err: ValidationError) -> list[str]:
    """The keys a `required` error misses, from the schema's list and the node (jsonschema names one
    per error in its English only)."""
    inst = err.instance if isinstance(err.instance, Mapping) else {}
    return [str(k) for k in err.validator_value if k not in inst] or ["?"]


def _required(path: Path_, kind: str, decl_name: str, missing: str) -> tuple[Path_, str, str | None, Words]:
    ident = decl_name[len(kind):].strip()
    meaning = key_hint(kind, missing)
    return (path, f"{_subject(kind, decl_name)} needs `{missing}`", meaning,
            words("check-schema-required", kind=kind, name=ident or NONE, missing=missing, meaning=meaning or NONE))


def _or_items(items: list) -> list[str]:
    return [f"`{i}`" if isinstance(i, str) else str(i) for i in items]


def schema_noun(schema: dict) -> str:
    """The noun a list's items are counted in (`x-noun`), for the locales: a variant key (`card number or
    range` -> `card-number-or-range`), `value` where the schema names none."""
    noun = schema.get("x-noun") or (schema.get("items") or {}).get("x-noun") or "value"
    return noun.replace(" ", "-")


def problems(kind: str, data: dict, decl_name: str, text_at: Callable[[Path_], str | None],
             partial: bool = False) -> list[tuple[Path_, str, str | None, Words | None]]:
    """Every schema problem of one node as (path, message, hint, words), consequences left out; ``words``:
    the message in the locales where it has them (diagnostics.Words), else None.

    Each unknown key is reported on its own; a missing key that an unknown key misspells
    is not reported again ("unknown key `sourse`", not also "needs `source`"); a word
    that only looks like a key because a comma is missing in the list before it says so.
    ``partial`` (an `amend`) checks the keys given without requiring the others.
    """
    out: list[tuple[Path_, str, str | None, Words | None]] = []
    meant: set[str] = set()
    props = schemas()[kind].get("properties", {})
    ident = data.get("id")
    if isinstance(ident, str) and ident in props and ident not in _NOT_KEYS:
        # `row icons ...`: the id was forgotten and a key took its place; the rest follows from that.
        return [(("id",), f"{a_kind(kind)} needs an id after `{kind}`, found the key `{ident}`", None,
                 words("check-needs-id-found-key", kind=kind, key=ident))]
    if is_valid(kind, data, partial):
        return out
    allowed = sorted(k for k in props if k not in _NOT_KEYS)
    keys = list(data)
    required = []
    errors = validate(kind, data, one_per_path=False)
    seen: set[Path_] = set()
    for err in errors:
        if err.absolute_path:
            continue
        if err.validator == "additionalProperties":
            for k in [k for k in data if k not in props]:
                out.append(_unknown_key(kind, decl_name, k, keys, data, allowed, meant))
        elif err.validator == "required":
            required.append(err)
    for missing in dict.fromkeys(k for err in required for k in _missing(err)):
        if partial or missing in meant:
            continue
        out.append(_required(tuple(required[0].absolute_path), kind, decl_name, missing))
    for err in errors:
        path = tuple(err.absolute_path)
        if path and path not in seen:
            seen.add(path)
            out.append(explain(err, kind, decl_name, text_at))
    return out


def _unknown_key(kind: str, decl_name: str, k: str, keys: list[str], data: dict, allowed: list[str],
                 meant: set[str]) -> tuple[Path_, str, str | None, Words | None]:
    ident = decl_name[len(kind):].strip() or NONE
    if k == "body":
        return ((), f"{_subject(kind, decl_name)} cannot have a `{{ }}` block", None,
                words("check-schema-no-block", kind=kind, name=ident))
    if k == "params":
        return (("params",), f"{_subject(kind, decl_name)} cannot take parameters", None,
                words("check-schema-no-params", kind=kind, name=ident))

    def said(near: str = NONE, before: str = NONE, last: str = NONE, moved: str = NONE) -> Words:
        return words("check-unknown-key", key=k, kind=kind, near=near, before=before, last=last,
                     known=", ".join(allowed), moved=moved)
    moved = schemas().get(kind, {}).get("x-moved", {}).get(k)
    if moved:  # a key that once was, and where what it held lives now
        return (k, "@key"), f"unknown key `{k}` for {kind}", moved, said(moved=moved)
    hint = did_you_mean(k, allowed)
    if hint:
        meant.add(hint.split("'")[1])
        return (k, "@key"), f"unknown key `{k}` for {kind}", hint, said(near=hint.split("'")[1])
    before = keys[keys.index(k) - 1] if keys.index(k) > 0 else None
    prop = _resolved(property_schema(kind, before)) if before else None
    if before and prop and prop.get("type") == "array":
        value = data[before]
        last = value[-1] if isinstance(value, list) and value else value
        if isinstance(last, (str, int)):
            return ((k, "@key"), f"unknown key `{k}` for {kind}",
                    f"if `{k}` is one more item of `{before}`, separate the items with commas: `{last}, {k}`",
                    said(before=before, last=str(last)))
    return ((k, "@key"), f"unknown key `{k}` for {kind}", "known keys: " + ", ".join(allowed) if allowed else None,
            said())


def validate(kind: str, data: dict, one_per_path: bool = True) -> list[ValidationError]:
    """The schema errors of ``data``; by default only the first one at each path."""
    errors = list(validator(kind).iter_errors(data))
    if not one_per_path:
        return errors
    seen: set[Path_] = set()
    unique = []
    for e in errors:
        p = tuple(e.absolute_path)
        if p in seen:
            continue
        seen.add(p)
        unique.append(e)
    return unique
