"""The fast path of reading a file gives exactly what the Lark and jsonschema path gives.

Valid files are parsed by ``interpreter.language.lalr`` (Lark's tables, our loop) and validated by the
schemas compiled in ``interpreter.language.schemacode``; files with errors go through Lark and
jsonschema, whose messages the designer sees.  So the fast path must accept exactly what
Lark accepts, build the same data with the same positions, and call valid exactly what
jsonschema calls valid.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark.exceptions import UnexpectedInput

from interpreter.language import lalr, parsegen, schema
from interpreter.language.loader import content_files
from interpreter.language.schemacode import Compiler, SchemaCompileError
from interpreter.language.syntax import parser
from interpreter.language.transform import to_data, unwrap
from interpreter.paths import content_dir

ROOT = Path(__file__).resolve().parent.parent
TEXTS = {p.relative_to(content_dir()).as_posix(): p.read_text(encoding="utf-8")
         for p in content_files(content_dir(), skip_variants=False)}
CORPUS = yaml.safe_load((Path(__file__).parent / "diagnostics" / "corpus.yaml").read_text(encoding="utf-8"))


def test_the_shipped_parse_tables_are_generated_from_the_grammar():
    shipped = (ROOT / "interpreter" / "language" / "parsetables.py").read_text(encoding="utf-8")
    assert shipped == parsegen.generate(), "the grammar changed: run scripts/gen-parse-tables"


def _lark(text: str, name: str):
    """What the Lark path reads from ``text``: (data, positions, diagnostics), or None if it does not parse."""
    try:
        tree = parser().parse(text)
    except UnexpectedInput:
        return None
    decls, diags = to_data(tree, name)
    pos: dict = {}
    return [unwrap(d, (), pos) for d in decls], pos, diags


def _fast(text: str, name: str):
    try:
        decls, diags = lalr.parse(text, name)
    except lalr.NotParsed:
        return None
    pos: dict = {}
    return [unwrap(d, (), pos) for d in decls], pos, diags


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_the_fast_parser_reads_each_content_file_as_lark_does(name):
    fast = _fast(TEXTS[name], name)
    assert fast is not None
    assert fast == _lark(TEXTS[name], name)


def test_the_fast_parser_agrees_with_lark_on_the_diagnostics_corpus():
    texts = [text for case in CORPUS for text in (case.get("files") or {}).values()]
    assert len(texts) > 50
    for text in texts:
        assert _fast(text, "x.wsdv") == _lark(text, "x.wsdv"), text


def test_deep_nesting_is_left_out_with_the_same_message():
    text = "setup deep  source rulebook {\n  let x = " + "not " * 70 + "x\n}\nside west\n"
    fast = _fast(text, "x.wsdv")
    assert fast == _lark(text, "x.wsdv")
    assert [d.message for d in fast[2]] == ["this declaration is nested too deeply (more than 60 levels)"]


_PIECES = ["(", ")", "{", "}", "{\n", "\n}", "[", "]", ",", ",\n", "\n", " -- ", "-", "..", ".", "=", "==", "?",
           ":", '"x"', '"', "#", "1", "x", "and ", "not ", "for ", "in ", "if ", "replace ", "\t", "\r", "é"]


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(TEXTS)), st.data())
def test_the_fast_parser_agrees_with_lark_on_mangled_files(name, data):
    lines = TEXTS[name].splitlines(keepends=True)
    first = data.draw(st.integers(0, len(lines) - 1))
    text = "".join(lines[first:first + 25])  # a piece of the file: short, so many can be tried
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 3))
        text = text[:at] + data.draw(st.sampled_from(_PIECES)) + text[at + cut:]
    assert _fast(text, name) == _lark(text, name)


# ------------------------------------------------------------------ the compiled schemas
def _nodes():
    from interpreter.language.loader import iter_nodes
    from interpreter.rules.pipeline import build

    result = build(variants=["second_edition"])
    assert result.ok
    for d in result.content.definitions.values():
        for kind, data, _ in iter_nodes(d):
            yield kind, {k: v for k, v in data.items() if k != "body"}


def test_every_schema_compiles():
    for kind in schema.kinds():
        assert callable(schema._is_valid(kind, False))


def test_an_unknown_keyword_is_refused_not_skipped():
    with pytest.raises(SchemaCompileError, match="unevaluatedProperties"):
        Compiler({}).compile({"type": "object", "unevaluatedProperties": False}, "https://x.invalid/a.json")


def test_the_compiled_schemas_accept_the_shipped_content():
    nodes = list(_nodes())
    assert len(nodes) > 500
    for kind, data in nodes:
        assert schema.is_valid(kind, data), (kind, data)


_SCALARS = st.one_of(st.integers(-3, 120), st.sampled_from(["x", "west", "rulebook", "yes", "", "1949", "a b"]),
                     st.booleans(), st.none(), st.floats(allow_nan=False, allow_infinity=False, width=16))


@functools.cache
def _values(kind: str):
    keys = sorted(schema.schemas()[kind].get("properties", {})) + ["extra"]
    enums = sorted({str(v) for s in schema.schemas()[kind].get("properties", {}).values()
                    for v in (s.get("enum") or []) + ([s["const"]] if "const" in s else [])})
    leaf = st.one_of(_SCALARS, st.sampled_from(enums or ["x"]))
    tree = st.recursive(leaf, lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.fixed_dictionaries({"text": inner}),
        st.fixed_dictionaries({"range": st.lists(inner, max_size=3)}),
        st.fixed_dictionaries({"call": inner, "args": st.lists(inner, max_size=2), "kw": st.dictionaries(
            st.sampled_from(["to", "n"]), inner, max_size=2)}),
        st.dictionaries(st.sampled_from(["op", "args", "list", "do", "fn"]), inner, max_size=3)), max_leaves=5)
    return st.dictionaries(st.sampled_from(keys), tree, max_size=6).map(lambda d: {"kind": kind, **d})


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_the_compiled_schemas_judge_as_jsonschema_does(data):
    kind = data.draw(st.sampled_from(schema.kinds()))
    instance = data.draw(_values(kind))
    partial = data.draw(st.booleans())
    expected = not any(not (partial and e.validator == "required" and not e.absolute_path)
                       for e in schema.validator(kind).iter_errors(instance))
    assert schema.is_valid(kind, instance, partial) == expected


def test_shipped_content_nodes_mutated_one_key_at_a_time_are_judged_as_jsonschema_does():
    """Each key of each shipped node replaced by a wrong-looking value: near-valid data, where
    a missed keyword would show."""
    wrong = [0, -1, 999, "x", {"text": "t"}, {"range": [1, "a"]}, {"range": [1, 2, 3]}, [1], [], None, True, 1.5]
    for kind, data in list(_nodes())[::7]:
        for key in data:
            for value in wrong:
                instance = {**data, key: value}
                assert schema.is_valid(kind, instance) == schema.validator(kind).is_valid(instance), (kind, key, value)
