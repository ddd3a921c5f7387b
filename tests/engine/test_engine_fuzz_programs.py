"""Property test: content programs made up at random never break wsdv (issue 10, §2).

Hypothesis writes routines with arithmetic (huge numbers and zero divisors included),
comparisons, lists, ranges, comprehensions, `let`, `if`, `repeat`, `for` and calls among
themselves (recursion included), in an overlay that makes the game run them.  Whatever they
do, `wsdv play` ends with exit 0, or exit 2 and a content diagnostic (`file:line:col: error:`,
at check time or at run time); never a traceback, never "a bug in wsdv" (exit 3), and never a
hang past the step budget (the budgets are set low so each example stays quick).
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interpreter.cli.main import main

ROUTINES = 3
NAMES = ["n", "a", "b"]
LOCATED = re.compile(r"^\S+\.wsdv:\d+:\d+: error: ")


def _int() -> st.SearchStrategy[str]:
    return st.one_of(st.integers(-3, 12), st.sampled_from([0, 1, 2, 4096, 999999999999])).map(str)


def _expr(depth: int) -> st.SearchStrategy[str]:
    leaf = st.one_of(_int(), st.sampled_from(NAMES))
    if depth <= 0:
        return leaf
    sub = _expr(depth - 1)
    lst = _list(depth - 1)
    return st.one_of(
        leaf,
        st.tuples(sub, st.sampled_from(["+", "-", "*", "/"]), sub).map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
        st.tuples(_cond(depth - 1), sub, sub).map(lambda t: f"({t[0]} ? {t[1]} : {t[2]})"),
        st.tuples(st.sampled_from(["max", "min"]), lst).map(lambda t: f"{t[0]}({t[1]})"),
        st.tuples(st.sampled_from(["len", "sum"]), lst).map(lambda t: f"{t[0]}({t[1]})"),
        sub.map(lambda e: f"-({e})"),
    )


def _cond(depth: int) -> st.SearchStrategy[str]:
    sub = _expr(max(depth - 1, 0))
    return st.tuples(sub, st.sampled_from(["<", "<=", "==", "!=", ">", ">="]), sub).map(
        lambda t: f"{t[0]} {t[1]} {t[2]}")


def _list(depth: int) -> st.SearchStrategy[str]:
    sub = _expr(max(depth - 1, 0))
    return st.one_of(
        st.tuples(sub, sub).map(lambda t: f"({t[0]})..({t[1]})"),
        st.lists(sub, max_size=3).map(lambda xs: "[" + ", ".join(xs) + "]"),
        st.tuples(sub, sub).map(lambda t: f"[x * {t[0]} for x in 0..({t[1]})]"),
    )


def _block(depth: int, callees: st.SearchStrategy[int]) -> st.SearchStrategy[list[str]]:
    return st.lists(_stmt(depth, callees), min_size=1, max_size=4)


def _stmt(depth: int, callees: st.SearchStrategy[int]) -> st.SearchStrategy[str]:
    expr = _expr(2)
    simple = st.one_of(
        st.tuples(st.sampled_from(NAMES[1:]), expr).map(lambda t: f"let {t[0]} = {t[1]}"),
        st.tuples(callees, expr).map(lambda t: f"fz_{t[0]}({t[1]})" if t[0] < ROUTINES else f"let a = {t[1]}"),
    )
    if depth <= 0:
        return simple
    body = _block(depth - 1, callees).map(lambda ss: "{ " + "\n".join(ss) + " }")
    return st.one_of(
        simple,
        st.tuples(expr, body).map(lambda t: f"repeat {t[0]} {t[1]}"),
        st.tuples(_list(2), body).map(lambda t: f"for a in {t[0]} {t[1]}"),
        st.tuples(_cond(2), body, body).map(lambda t: f"if {t[0]} {t[1]} else {t[2]}"),
    )


@st.composite
def program(draw) -> str:
    parts = []
    # Calls go to later routines; now and then anywhere (recursion: the checker must refuse a cycle).
    anywhere = draw(st.integers(0, 7)) == 0
    for i in range(ROUTINES):
        body = draw(_block(2, st.integers(0 if anywhere else i + 1, ROUTINES)))
        parts.append(f"routine fz_{i}(n)  source rulebook {{\n  let a = 0\n  let b = 1\n  "
                     + "\n  ".join(body) + "\n}\n")
    start = draw(_int())
    parts.append(f"replace routine game  entry yes  source rulebook {{\n  fz_0({start})\n}}\n")
    return "\n".join(parts)


@pytest.mark.filterwarnings("ignore")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(text=program())
def test_random_programs_end_in_a_result_or_a_content_diagnostic(text, tmp_path_factory, capsys, monkeypatch):
    monkeypatch.setenv("WSDV_MAX_STEPS", "20000")
    monkeypatch.setenv("WSDV_MAX_DECISION_STEPS", "20000")
    monkeypatch.delenv("WSDV_DEBUG", raising=False)
    folder: Path = tmp_path_factory.mktemp("fuzz")
    (folder / "fuzz.wsdv").write_text(text, encoding="utf-8")
    start = time.monotonic()
    code = main(["play", "--overlay", str(folder), "-q", "--seed", "1", "--east", "random", "--west", "random"])
    took = time.monotonic() - start
    err = capsys.readouterr().err
    assert "Traceback" not in err and "bug in wsdv" not in err, err
    assert code in (0, 2), (code, err, text)
    if code == 2:
        assert any(LOCATED.match(line) for line in err.splitlines()), (err, text)
    assert took < 20, f"{took:.1f} s for:\n{text}"
