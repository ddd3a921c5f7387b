"""docs/guide/primitives.md is generated from interpreter/language/vocabulary.py and kept up to date."""

from __future__ import annotations

from pathlib import Path

from interpreter.language.reference import render
from interpreter.language.vocabulary import CALLABLES, EXAMPLES

DOC = Path(__file__).resolve().parent.parent / "docs" / "guide" / "primitives.md"


def test_every_primitive_and_function_has_an_example_that_calls_it():
    assert set(EXAMPLES) == set(CALLABLES), sorted(set(CALLABLES) ^ set(EXAMPLES))
    for name, example in EXAMPLES.items():
        assert f"{name}(" in example, name


def test_the_reference_is_up_to_date():
    assert DOC.read_text(encoding="utf-8") == render(), (
        "docs/guide/primitives.md is stale: run `.venv/bin/python -m interpreter.language.reference > docs/guide/primitives.md`")
