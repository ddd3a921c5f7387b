"""The JSON Schemas compiled into Python predicates: is this declaration valid, yes or no?

Nearly every declaration a designer writes is valid, and asking jsonschema costs more
than reading the file (it walks each schema keyword by keyword, resolving `$ref`s as it
goes, and takes longer to import than the whole check of valid content).  So each schema
is compiled once into nested closures that answer only "valid or not"; when the answer
is no, :func:`interpreter.language.schema.problems` asks jsonschema, whose errors become the
designer's messages as before.  The schemas stay the contract: a keyword this compiler
does not know is an error here (a test compiles every schema), never skipped, and the
keywords it knows follow draft 2020-12 as jsonschema does (a property test compares the
two on generated data).

fastjsonschema would do the same, but it knows drafts 4 to 7 only: it would skip
``prefixItems`` (the ranges' two ends) without a word.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urldefrag, urljoin

from ..errors import WsdvError

Check = Callable[[Any], bool]

# Keywords that say nothing about validity.
_ANNOTATIONS = frozenset({"$schema", "$id", "$defs", "$comment", "title", "description", "examples", "default"})


class SchemaCompileError(WsdvError, ValueError):
    """A schema uses a keyword the compiler does not know."""


def _is_integer(x: Any) -> bool:
    t = type(x)
    if t is int:
        return True
    if isinstance(x, bool):
        return False
    return isinstance(x, int) or (isinstance(x, float) and x.is_integer())


def _is_number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


_TYPES: dict[str, Check] = {
    "string": lambda x: isinstance(x, str),
    "integer": _is_integer,
    "number": _is_number,
    "object": lambda x: isinstance(x, dict),
    "array": lambda x: isinstance(x, list),
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
}


def equal(a: Any, b: Any) -> bool:
    """JSON equality, as jsonschema's: `true` is not 1, lists and objects compare item by item."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, str) or isinstance(b, str):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(equal(a[k], b[k]) for k in a)
    if _is_number(a) and _is_number(b):
        return a == b
    return a is None and b is None


class Compiler:
    """Compiles schemas that refer to each other by ``$id`` (``resources``: every schema by its ``$id``)."""

    def __init__(self, resources: dict[str, dict]) -> None:
        self.resources = resources
        self._by_ref: dict[str, Check] = {}

    def compile_resource(self, uri: str) -> Check:
        return self._ref(uri, "#")

    def _ref(self, base: str, ref: str) -> Check:
        target = urljoin(base, ref)
        if target in self._by_ref:
            return self._by_ref[target]
        doc_uri, fragment = urldefrag(target)
        if doc_uri not in self.resources:
            raise SchemaCompileError(f"unknown schema {doc_uri!r} in $ref {ref!r}")
        node: Any = self.resources[doc_uri]
        for part in [p for p in fragment.split("/") if p]:
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(node, dict) or part not in node:
                raise SchemaCompileError(f"$ref {ref!r} points at nothing")
            node = node[part]
        cell: list[Check] = []
        # Recursive schemas (an expression holds expressions) see the cell before it is filled.
        self._by_ref[target] = lambda x: cell[0](x)
        check = self.compile(node, doc_uri)
        cell.append(check)
        self._by_ref[target] = check
        return check

    def compile(self, schema: Any, base: str) -> Check:
        """A predicate for ``schema`` (its relative ``$ref``s resolve against ``base``)."""
        if schema is True:
            return lambda x: True
        if schema is False:
            return lambda x: False
        if not isinstance(schema, dict):
            raise SchemaCompileError(f"a schema is an object or a boolean, found {schema!r}")
        base = urljoin(base, schema["$id"]) if "$id" in schema else base
        checks: list[Check] = []
        done: set[str] = set()
        if schema.get("type") == "object" and "patternProperties" not in schema:
            checks.append(self._object(schema, base))  # the shape of every declaration: one closure
            done = {"type", "properties", "additionalProperties", "required"}
        for key, value in schema.items():
            if key in _ANNOTATIONS or key.startswith("x-") or key in done:
                continue
            make = getattr(self, "_kw_" + key.lstrip("$"), None)
            if make is None:
                raise SchemaCompileError(f"schema keyword {key!r} is not supported by interpreter.language.schemacode")
            if key in ("items", "additionalProperties"):
                checks.append(make(value, base, schema))
            else:
                checks.append(make(value, base))
        if not checks:
            return lambda x: True
        if len(checks) == 1:
            return checks[0]
        checks_ = tuple(checks)

        def every(x: Any) -> bool:
            for c in checks_:
                if not c(x):
                    return False
            return True
        return every

    def _object(self, schema: dict, base: str) -> Check:
        """`type: object` with its `properties`, `additionalProperties` and `required`, in one pass."""
        props = {k: self.compile(s, base) for k, s in schema.get("properties", {}).items()}
        extra = schema.get("additionalProperties", True)
        other = None if extra is True or extra is False else self.compile(extra, base)
        closed = extra is False
        required = tuple(schema.get("required", ()))

        def check(x: Any) -> bool:
            if not isinstance(x, dict):
                return False
            for k, v in x.items():
                c = props.get(k)
                if c is None:
                    if closed or (other is not None and not other(v)):
                        return False
                elif not c(v):
                    return False
            for k in required:
                if k not in x:
                    return False
            return True
        return check

    # ------------------------------------------------------------ keywords
    def _kw_ref(self, ref: str, base: str) -> Check:
        return self._ref(base, ref)

    def _kw_type(self, want: str | list[str], base: str) -> Check:
        tests = [_TYPES[w] for w in ([want] if isinstance(want, str) else want)]
        if len(tests) == 1:
            return tests[0]
        return lambda x: any(t(x) for t in tests)

    def _kw_enum(self, options: list, base: str) -> Check:
        return lambda x: any(equal(x, o) for o in options)

    def _kw_const(self, value: Any, base: str) -> Check:
        return lambda x: equal(x, value)

    def _kw_required(self, keys: list[str], base: str) -> Check:
        return lambda x: not isinstance(x, dict) or all(k in x for k in keys)

    def _kw_properties(self, props: dict[str, Any], base: str) -> Check:
        compiled = {k: self.compile(s, base) for k, s in props.items()}

        def check(x: Any) -> bool:
            if not isinstance(x, dict):
                return True
            for k, v in x.items():
                c = compiled.get(k)
                if c is not None and not c(v):
                    return False
            return True
        return check

    def _kw_additionalProperties(self, extra: Any, base: str, schema: dict) -> Check:
        if "patternProperties" in schema:
            raise SchemaCompileError("patternProperties is not supported by interpreter.language.schemacode")
        known = frozenset(schema.get("properties", {}))
        c = self.compile(extra, base)
        if extra is False:
            return lambda x: not isinstance(x, dict) or known.issuperset(x)
        return lambda x: not isinstance(x, dict) or all(c(v) for k, v in x.items() if k not in known)

    def _kw_items(self, items: Any, base: str, schema: dict) -> Check:
        """Every item after those ``prefixItems`` describes (draft 2020-12)."""
        if isinstance(items, list):
            raise SchemaCompileError("`items` as a list is draft 2019 and older; write prefixItems")
        c = self.compile(items, base)
        skip = len(schema.get("prefixItems", ()))

        def check(x: Any) -> bool:
            if not isinstance(x, list):
                return True
            for v in x[skip:] if skip else x:
                if not c(v):
                    return False
            return True
        return check

    def _kw_prefixItems(self, prefix: list, base: str) -> Check:
        compiled = [self.compile(s, base) for s in prefix]
        return lambda x: not isinstance(x, list) or all(c(v) for c, v in zip(compiled, x, strict=False))

    def _kw_minItems(self, n: int, base: str) -> Check:
        return lambda x: not isinstance(x, list) or len(x) >= n

    def _kw_maxItems(self, n: int, base: str) -> Check:
        return lambda x: not isinstance(x, list) or len(x) <= n

    def _kw_minimum(self, n: float, base: str) -> Check:
        return lambda x: not _is_number(x) or x >= n

    def _kw_maximum(self, n: float, base: str) -> Check:
        return lambda x: not _is_number(x) or x <= n

    def _kw_anyOf(self, options: list, base: str) -> Check:
        compiled = [self.compile(s, base) for s in options]
        return lambda x: any(c(x) for c in compiled)

    def _kw_pattern(self, pattern: str, base: str) -> Check:
        search = re.compile(pattern).search
        return lambda x: not isinstance(x, str) or search(x) is not None
