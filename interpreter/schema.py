"""Structural validation of plain data against the JSON Schemas in ``grammar/schemas``.

jsonschema finds the problems; this module turns each into a designer's sentence
at the position of the offending token ("`lines` must be 1 or 2, found 3").
The schemas also carry two annotations the rest of the checker reads:
``x-ref`` (this value names a definition of that kind) and ``x-body`` (which
nested declarations, and whether effect statements, a block may hold).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from functools import cache, lru_cache
from typing import Any

from jsonschema import Draft202012Validator, ValidationError
from referencing import Registry, Resource

from .diagnostics import Span, did_you_mean
from .paths import schema_dir

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
    resources = [(s["$id"], Resource.from_contents(s)) for s in schemas().values()]
    reg = Registry().with_resources(resources)
    # Relative $refs ("common.schema.json#/...") resolve against each schema's $id.
    return reg


@cache
def validator(kind: str) -> Draft202012Validator:
    return Draft202012Validator(schemas()[kind], registry=_registry())


def kinds() -> list[str]:
    return [k for k in schemas() if k != "common"]


def body_rules(kind: str) -> dict:
    return schemas()[kind].get("x-body", {})


def property_schema(kind: str, key: str) -> dict | None:
    return schemas()[kind].get("properties", {}).get(key)


def coerce_lists(kind: str, data: dict, pos: dict[Path_, Span], prefix: Path_) -> None:
    """A single value where the schema wants a list becomes a one-item list."""
    for key, value in list(data.items()):
        prop = property_schema(kind, key)
        if prop and prop.get("type") == "array" and not isinstance(value, list):
            data[key] = [value]
            if prefix + (key,) in pos:
                pos[prefix + (key, 0)] = pos[prefix + (key,)]


def ref_targets(kind: str) -> Iterator[tuple[str, str | list[str], bool]]:
    """(key, kinds referred to, is_list) for each property of ``kind`` that names definitions."""
    for key, prop in schemas()[kind].get("properties", {}).items():
        if "x-ref" in prop:
            yield key, prop["x-ref"], False
        elif isinstance(prop.get("items"), dict) and "x-ref" in prop["items"]:
            yield key, prop["items"]["x-ref"], True


# ------------------------------------------------------------------ messages
def _describe(value: Any, source_text: str | None) -> str:
    if source_text:
        return f"`{source_text}`"
    if isinstance(value, dict):
        if "text" in value:
            return f'the text "{value["text"]}"'
        if "range" in value:
            return "a range"
        return "an expression"
    if isinstance(value, list):
        return "a list of " + str(len(value))
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


def explain(err: ValidationError, kind: str, decl_name: str,
            text_at: Callable[[Path_], str | None]) -> tuple[Path_, str, str | None]:
    """(path to point at, message, hint) for one schema error."""
    path = tuple(err.absolute_path)
    key = _key_of(path)
    what = f"`{key}`" if key else "the value"
    v = err.validator
    inst = err.instance
    found = _describe(inst, text_at(path))
    if v == "required":
        missing = err.message.split("'")[1] if "'" in err.message else "?"
        prop = property_schema(kind, missing) or {}
        hint = f"`{missing}`: {prop['description']}" if prop.get("description") else None
        return path, f"{decl_name} needs `{missing}`", hint
    if v == "additionalProperties":
        allowed = sorted(k for k in err.schema.get("properties", {}) if k not in ("kind", "id", "body", "overlay"))
        extra = [k for k in inst if k not in err.schema.get("properties", {})]
        k = extra[0] if extra else "?"
        hint = did_you_mean(k, allowed) or ("known keys: " + ", ".join(allowed) if allowed else None)
        if k == "body":
            return path, f"{decl_name} cannot have a `{{ }}` block", None
        if k == "params":
            return path + ("params",), f"{decl_name} cannot take parameters", None
        return path + (k, "@key"), f"unknown key `{k}` for {decl_name.split(' ')[0]}", hint
    if v in ("enum", "const"):
        options = err.validator_value if v == "enum" else [err.validator_value]
        hint = did_you_mean(inst, [o for o in options if isinstance(o, str)]) if isinstance(inst, str) else None
        return path, f"{what} must be {_or_list(options)}, found {found}", hint
    if v == "type":
        want = err.validator_value
        want = [want] if isinstance(want, str) else want
        words = " or ".join(_TYPE_WORDS.get(w, w) for w in want)
        if isinstance(inst, list) and "array" not in want:
            return path, f"{what} takes one value, found {len(inst)}", "remove the extra values"
        return path, f"{what} must be {words}, found {found}", None
    if v == "minItems":
        n = err.validator_value
        return path, f"{what} needs at least {n} {_noun(err.schema, n)}, found {len(inst)}", None
    if v == "maxItems":
        n = err.validator_value
        return path, f"{what} takes at most {n} {_noun(err.schema, n)}, found {len(inst)}", None
    if v == "minimum":
        return path, f"{what} must be at least {err.validator_value}, found {found}", None
    if v == "maximum":
        return path, f"{what} must be at most {err.validator_value}, found {found}", None
    if v in ("anyOf", "oneOf"):
        desc = err.schema.get("description")
        return path, f"{what} must be {desc or 'something else'}, found {found}", None
    return path, f"{what}: {err.message}", None


def validate(kind: str, data: dict) -> list[ValidationError]:
    errors = list(validator(kind).iter_errors(data))
    # Deepest first within a node, one per path: the most specific error explains best.
    errors.sort(key=lambda e: (list(map(str, e.absolute_path)), -len(e.absolute_path)))
    seen: set[Path_] = set()
    unique = []
    for e in errors:
        p = tuple(e.absolute_path)
        if p in seen:
            continue
        seen.add(p)
        unique.append(e)
    return unique
