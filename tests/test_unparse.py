"""Writing plain data back in the content language: re-reading it gives the same data."""

from __future__ import annotations

from interpreter.language.schema import language
from interpreter.language.syntax import parse_text
from interpreter.language.transform import to_data, unwrap
from interpreter.language.unparse import code


def _reparse(lines: list[str]) -> list:
    text = "routine probe {\n" + "\n".join(lines) + "\n}\n"
    chunks, diags = parse_text(text, "probe.wsdv", language())
    assert not diags, [d.message for d in diags] + [text]
    (decl,), tdiags = to_data(chunks[0].tree, "probe.wsdv")
    assert not tdiags
    return unwrap(decl, (), {})["body"]


def test_every_shipped_effect_reads_back_the_same(shipped):
    checked = 0
    for d in shipped.content.definitions.values():
        body = [s for s in d.data.get("body") or [] if isinstance(s, dict) and "do" in s]
        if not body:
            continue
        assert _reparse([code(s) for s in body]) == body, d.name
        checked += len(body)
    assert checked > 100  # the phases, routines, actions, icons and setup all have effects


def test_expressions_keep_their_shape():
    (stmt,) = _reparse(["let x = -2 + count(unrest, at = p) * 3 > 1 and not flag(wall) ? [a for a in b if a] : c.d"])
    assert code(stmt) == "let x = -2 + count(unrest, at = p) * 3 > 1 and not flag(wall) ? [a for a in b if a] : c.d"
