"""The diagnostics corpus: each broken snippet in tests/diagnostics/*.yaml gets exactly its messages.

A case edits a temp copy of the shipped content (adds files, replaces text, names variants),
runs the whole pipeline and compares the complete list of diagnostics - file, line, column,
caret width, message, hint - with the case's `expect`.  The format is described at the top of
corpus.yaml; the other files of the folder hold more cases in the same format, one file per theme.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from interpreter.rules.pipeline import build

CORPUS = Path(__file__).parent / "diagnostics"
CASES: list[dict] = [case for path in sorted(CORPUS.glob("*.yaml"))
                     for case in yaml.safe_load(path.read_text(encoding="utf-8"))]


def _edit(path: Path, old: str, new: str) -> None:
    """Replace one exact, unique piece of text in a content file (as conftest's `edit` does; importing
    it would depend on which conftest module Python finds first)."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def _prepare(case: dict, root: Path) -> None:
    """Apply the case's changes to ``root``, a temp copy of the shipped content."""
    for name, text in (case.get("files") or {}).items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for name, text in (case.get("raw_files") or {}).items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("latin-1"))  # one character per byte
    for change in case.get("edits") or []:
        _edit(root / change["file"], change["old"], change["new"])


def _relative(file: str, root: Path) -> str:
    """A diagnostic's file relative to the content folder, however the loader displayed it."""
    path = Path(file)
    if path.is_absolute():
        return path.relative_to(root).as_posix()
    parts = path.parts
    assert parts[0] == root.name, file
    return Path(*parts[1:]).as_posix()


def _expected(case: dict, root: Path) -> list[tuple]:
    out = []
    for e in case["expect"]:
        line, col = e.get("line"), e.get("col")
        if "at" in e:
            marker, token = e["at"]
            lines = (root / e["file"]).read_text(encoding="utf-8").split("\n")
            found = [i for i, text in enumerate(lines) if marker in text]
            assert len(found) == 1, f"{marker!r} names {len(found)} lines of {e['file']}"
            line = found[0] + 1
            col = lines[found[0]].index(token) + 1
        out.append((e["file"], line, col, e.get("width"), e["message"], e.get("hint"),
                    e.get("severity", "error")))
    return out


def test_the_corpus_is_large_and_well_formed() -> None:
    names = [c["name"] for c in CASES]
    assert len(names) >= 40
    assert len(set(names)) == len(names), "case names must be unique"
    for case in CASES:
        assert case.get("expect"), f"{case['name']} expects no diagnostics"
        assert set(case) <= {"name", "files", "raw_files", "edits", "variants", "expect"}, case["name"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_case(case: dict, content_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = content_copy
    _prepare(case, root)
    monkeypatch.chdir(root.parent)  # file names are shown relative to the working folder
    result = build(root, case.get("variants") or ())
    assert result.report.diagnostics
    got = []
    for d in result.report.sorted():
        span = d.span
        width = span.end_col - span.col if span and span.end_col else None
        got.append((_relative(d.file, root), span.line if span else None, span.col if span else None,
                    width, d.message, d.hint, d.severity))
    assert got == _expected(case, root)


def test_every_corpus_diagnostic_renders_with_its_source_line(content_copy: Path, monkeypatch) -> None:
    """The rendered report of a multi-file case: header, source line, caret and hint, in file order."""
    case = next(c for c in CASES if c["name"] == "several_files_in_file_order")
    root = content_copy
    _prepare(case, root)
    monkeypatch.chdir(root.parent)
    text = build(root).report.render()
    assert text == (
        "content/aa.wsdv:1:16: error: `count` must be a whole number, found `many`\n"
        "    piece aa count many source rulebook\n"
        "                   ^^^^\n"
        "content/board/zz.wsdv:1:18: error: unknown province 'hesen'\n"
        "    city zz province hesen at 1, 2 source rulebook\n"
        "                     ^^^^^\n"
        "  hint: did you mean 'hessen'?\n"
        "content/board/zz.wsdv:3:30: error: `at` needs at least 2 numbers, found 1\n"
        "    city zz_b province hessen at 1 source rulebook\n"
        "                                 ^\n"
        "content/zz.wsdv:1:25: error: `source` must be `rulebook`, `almanac`, `printed_face`, "
        "`public_source` or `reconstructed`, found `rulebok`\n"
        "    piece zz count 3 source rulebok\n"
        "                            ^^^^^^^\n"
        "  hint: did you mean 'rulebook'?"
    )
