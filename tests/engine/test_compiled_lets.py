"""A `let` name read after its `let` in the same block is compiled without the test for unbound.

The content's code tests a name that a `let` or a `for` may not have assigned yet (it then still
stands for the definition id it spells, or is an unknown name).  Where the `let` ran before, in the
same block, the name is surely bound: the compiler reads it as a plain local (issue 22 §3: every
phase the bots project reads such names).  These tests check both sides: the test is gone where it
cannot fail, and stays where the name may be unbound (a `let` inside an `if` or a loop).
"""

from __future__ import annotations

import dis

import pytest

from interpreter.engine.evaluator import ContentError
from interpreter.engine.game import Game


def _let(name: str, value: object) -> dict:
    return {"do": "let", "name": name, "value": value}


def _set(name: str, value: object) -> dict:
    return {"do": "call", "fn": "set_var", "args": [{"text": name}, value]}


def _unbound_tests(fn) -> int:
    """How many times the function loads the unbound marker (its first assignments included)."""
    return sum(1 for ins in dis.get_instructions(fn) if ins.argval == "_U")


def test_a_name_read_after_its_let_in_the_block_is_a_plain_local(rules):
    g = Game(rules, 1)
    body = [_let("a", 2), _let("b", {"op": "+", "args": ["a", 3]}), _set("t", {"op": "*", "args": ["a", "b"]})]
    g.run_block(body)
    assert g.state["vars"]["t"] == 10
    fn = g.program.block(body)
    # Only the two first assignments (a = _U, b = _U) read the marker: no test when read.
    assert _unbound_tests(fn) == 2


def test_a_name_a_branch_may_not_assign_is_still_tested(rules):
    g = Game(rules, 1)
    # `let x` only where the condition holds: reading x after the `if` needs the test, and an
    # unassigned x is an unknown name (a content fault), not a stale value.
    body = [{"do": "if", "cond": {"op": "==", "args": [{"call": "var", "args": [{"text": "go"}]}, True]},
             "then": [_let("x", 7)]},
            _set("t", "x")]
    g.state["vars"]["go"] = True
    g.run_block(body)
    assert g.state["vars"]["t"] == 7
    g.state["vars"]["go"] = False
    with pytest.raises(ContentError, match="x"):
        g.run_block(body)
    assert _unbound_tests(g.program.block(body)) == 2   # x = _U, and the test when x is read


def test_a_let_in_a_loop_binds_its_name_inside_the_loop_only(rules):
    g = Game(rules, 1)
    loop = {"do": "for", "var": "i", "in": {"range": [1, 3]},
            "body": [_let("y", {"op": "*", "args": ["i", 2]}), _set("last", "y")]}
    body = [loop, _set("after", "y")]
    g.run_block(body)
    assert g.state["vars"]["last"] == 6 and g.state["vars"]["after"] == 6
    empty = {**loop, "in": {"range": [1, 0]}}
    with pytest.raises(ContentError, match="y"):
        g.run_block([empty, _set("after", "y")])
    # i = _U and y = _U, then y read after the loop: tested (the loop may not run); read inside
    # it after its `let`: no test.
    assert _unbound_tests(g.program.block(body)) == 3
