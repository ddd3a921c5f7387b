"""The content's checked `+`, `-` and `*`, written out in the compiled code (issue 22 §3).

The checks against a runaway number or list (evaluator.BIGGEST, LONGEST) used to be a call of
`_add`, `_sub` or `_mul` for every sum and product; the compiler now writes them out in the
expression with `:=` names, and calls the helper only for what is not two whole numbers within the
bound (or inside a comprehension's iterable, where Python allows no `:=`).  The values and the
faults must be what the helpers give, however the operations nest.
"""

from __future__ import annotations

import dis
import itertools

import pytest

from interpreter.engine.evaluator import BIGGEST, ContentError, _add, _mul, _sub
from interpreter.engine.game import Game

HELPERS = {"+": _add, "-": _sub, "*": _mul}


def _op(op: str, a: object, b: object) -> dict:
    return {"op": op, "args": [a, b]}


def _helper_value(node: object, env: dict) -> object:
    """What the helpers give for an expression of names, numbers and checked operations."""
    if isinstance(node, str):
        return env[node]
    if isinstance(node, int):
        return node
    assert isinstance(node, dict)
    a, b = (_helper_value(x, env) for x in node["args"])
    return HELPERS[node["op"]](a, b)


def _shapes() -> list[object]:
    """Every way two operations nest over three names (the first operand, the second, both)."""
    out: list[object] = []
    for outer, inner in itertools.product("+-*", repeat=2):
        out.append(_op(outer, "a", _op(inner, "b", "c")))
        out.append(_op(outer, _op(inner, "a", "b"), "c"))
        out.append(_op(outer, _op(inner, "a", "b"), _op(inner, "c", "a")))
    return out


def _outcome(fn, *args: object) -> object:
    """A value, or the fault's message id."""
    try:
        return fn(*args)
    except ContentError as err:
        return ("fault", err.words[0])


def test_nested_sums_and_products_give_what_the_helpers_give(rules):
    g = Game(rules, 1)
    values = [0, 1, -3, 7, 2 ** 21, -(2 ** 31)]   # (the last two: some products past the bound)
    faults = 0
    for node in _shapes():
        fn = g.program.expr(node, ("a", "b", "c"))
        for a, b, c in itertools.product(values, repeat=3):
            got = _outcome(fn, g, a, b, c)
            assert got == _outcome(_helper_value, node, {"a": a, "b": b, "c": c}), (node, a, b, c)
            faults += got == ("fault", "runtime-too-large")
    assert faults > 0


def test_a_list_times_a_number_and_texts_added_still_work(rules):
    g = Game(rules, 1)
    assert g.program.expr(_op("*", "a", "b"), ("a", "b"))(g, [1, 2], 2) == [1, 2, 1, 2]
    assert g.program.expr(_op("+", "a", "b"), ("a", "b"))(g, "ab", "cd") == "abcd"
    assert g.program.expr(_op("+", "a", "b"), ("a", "b"))(g, [1], [2]) == [1, 2]


@pytest.mark.parametrize("op, a, b, words", [
    ("*", 2 ** 40, 2 ** 40, "runtime-too-large"),
    ("+", BIGGEST, 1, "runtime-too-large"),
    ("-", -BIGGEST, 1, "runtime-too-large"),
    ("*", [0], 2_000_000, "runtime-too-long"),   # (refused before the list is made)
])
def test_a_runaway_value_is_still_a_content_fault(rules, op, a, b, words):
    g = Game(rules, 1)
    fn = g.program.expr(_op(op, "a", "b"), ("a", "b"))
    with pytest.raises(ContentError) as err:
        fn(g, a, b)
    assert err.value.words[0] == words


def test_the_checks_are_written_out_except_in_a_comprehensions_iterable(rules):
    g = Game(rules, 1)
    plain = g.program.expr(_op("-", _op("*", "a", "b"), "c"), ("a", "b", "c"))
    called = {ins.argval for ins in dis.get_instructions(plain)} & {"_add", "_sub", "_mul"}
    assert called == {"_mul"}   # (the fallback of the product only: no `_sub`, no call when whole)
    # `[n for n in (a - 1)..(a + 1)]`: the bounds lie in the comprehension's iterable.
    comp = {"op": "for", "var": "n", "in": {"range": [_op("-", "a", 1), _op("+", "a", 1)]}, "yield": "n"}
    fn = g.program.expr(comp, ("a",))
    assert fn(g, 5) == [4, 5, 6]
