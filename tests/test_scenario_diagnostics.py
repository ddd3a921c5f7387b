"""What `wsdv scenario run` says about a scenario file that names what the content lacks (a
decision, a choice, an option, a side) and about content that fails while a scenario runs: each
case of tests/diagnostics/scenarios/cases.yaml gets exactly its errors (file, line, column, caret,
source line, message, hint, and for a run-time failure the chain of content and the scenario step),
and exit 2.  The engine's list of its own decisions is checked against its code."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import yaml

from interpreter.cli.main import main
from interpreter.engine.decisions import ENGINE_DECISIONS

CASES = yaml.safe_load((Path(__file__).parent / "diagnostics" / "scenarios" / "cases.yaml").read_text(encoding="utf-8"))
HEAD = re.compile(r"^(\S+):(\d+):(\d+): error: (.*)$")


def _errors(stderr: str) -> list[dict]:
    """The error blocks of the output, read back into their parts (warnings of the content aside)."""
    out: list[dict] = []
    for line in stderr.splitlines():
        m = HEAD.match(line)
        if m:
            out.append({"file": m[1], "line": int(m[2]), "col": int(m[3]), "message": m[4]})
        elif not out or not line.startswith(" ") or "warning" in line:
            continue
        elif line.startswith("  while running: "):
            out[-1]["trail"] = line.removeprefix("  while running: ")
        elif line.startswith("  hint: "):
            out[-1]["hint"] = line.removeprefix("  hint: ")
        elif line.startswith("  in "):
            out[-1]["scenario"] = line.removeprefix("  in ")
        elif line.strip() and set(line.strip()) == {"^"}:
            out[-1]["caret"] = (len(line) - len(line.lstrip()) - 3, len(line.strip()))
        elif line.startswith("    "):
            out[-1]["source"] = line[4:]
    for e in out:
        col, width = e.pop("caret")
        assert col == e["col"], e  # the caret stands under the column the header names
        e["width"] = width
    return out


def test_the_cases_are_well_formed() -> None:
    names = [c["name"] for c in CASES]
    assert len(set(names)) == len(names) >= 9
    for case in CASES:
        assert set(case) <= {"name", "scenario", "overlay", "expect"}, case["name"]
        assert case["expect"], case["name"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_case(case: dict, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)  # paths are shown relative to the working folder
    (tmp_path / "s.yaml").write_text(case["scenario"], encoding="utf-8")
    args = ["scenario", "run", "s.yaml"]
    if case.get("overlay"):
        (tmp_path / "ov").mkdir()
        for name, text in case["overlay"].items():
            (tmp_path / "ov" / name).write_text(text, encoding="utf-8")
        args += ["--overlay", "ov"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err
    assert _errors(err) == case["expect"]


def test_a_decision_of_a_variant_is_known_with_the_variant(tmp_path: Path, capsys) -> None:
    case = next(c for c in CASES if c["name"].startswith("a_decision_the_content_names"))
    path = tmp_path / "s.yaml"
    path.write_text(case["scenario"].replace("name: x\n", "name: x\nvariant: second_edition\n"), encoding="utf-8")
    code = main(["scenario", "run", str(path)])
    out = capsys.readouterr()
    assert "unknown decision" not in out.err
    assert code == 1 and "expected a decision 'east special_price' to be offered" in out.out


def test_the_shipped_scenarios_name_only_what_the_content_has(capsys) -> None:
    folder = Path(__file__).parent / "scenarios"
    assert main(["scenario", "run", str(folder)]) == 0
    assert "error" not in capsys.readouterr().err


def _asked_kinds(tree: ast.AST) -> set[str]:
    """The literal decision names the engine's code passes to `ask(side, NAME, ...)` (and to the
    helper that asks for build and dismantle sites)."""
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        arg = node.args[1] if name == "ask" and len(node.args) > 1 else node.args[-1] if name == "_spend" else None
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            found.add(arg.value)
    return found


def test_the_engines_decision_list_is_complete() -> None:
    engine = Path(__file__).resolve().parent.parent / "interpreter" / "engine"
    asked = set()
    for f in sorted(engine.glob("*.py")):
        asked |= _asked_kinds(ast.parse(f.read_text(encoding="utf-8")))
    asked.add("choose")  # `choose(...)` without `ask =` (functions.py)
    assert asked == set(ENGINE_DECISIONS)


def test_wsdv_debug_adds_pythons_side(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    case = next(c for c in CASES if c["name"] == "division_by_zero_while_running")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.yaml").write_text(case["scenario"], encoding="utf-8")
    (tmp_path / "ov").mkdir()
    for name, text in case["overlay"].items():
        (tmp_path / "ov" / name).write_text(text, encoding="utf-8")
    monkeypatch.setenv("WSDV_DEBUG", "1")
    assert main(["scenario", "run", "s.yaml", "--overlay", "ov"]) == 2
    err = capsys.readouterr().err
    assert "ov/boom.wsdv:3:15: error: division by zero" in err
    assert "Traceback (most recent call last)" in err and "ZeroDivisionError" in err


@pytest.mark.parametrize("lang, error, running, hint", [
    ("de", "Fehler", "beim Ausführen", "Hinweis"), ("pl", "błąd", "podczas wykonywania", "wskazówka"),
])
def test_a_failure_while_running_has_its_labels_in_the_readers_language(lang, error, running, hint, tmp_path,
                                                                       monkeypatch, capsys) -> None:
    # Issue 27: `scenario run` in a Polish terminal (it has no --lang: the environment's language) labelled
    # the content's failure "error:", "while running:" and "hint:" in English.
    case = next(c for c in CASES if c["name"] == "division_by_zero_while_running")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LANGUAGE", lang)
    monkeypatch.setenv("LC_ALL", f"{lang}_{lang.upper()}.UTF-8")
    (tmp_path / "s.yaml").write_text(case["scenario"], encoding="utf-8")
    (tmp_path / "ov").mkdir()
    for name, text in case["overlay"].items():
        (tmp_path / "ov" / name).write_text(text, encoding="utf-8")
    assert main(["scenario", "run", "s.yaml", "--overlay", "ov"]) == 2
    err = capsys.readouterr().err.splitlines()
    first = next(i for i, line in enumerate(err) if line.startswith("ov/boom.wsdv:3:15: "))
    assert err[first].startswith(f"ov/boom.wsdv:3:15: {error}: "), err
    assert err[first + 3] == f"  {running}: routine boom -> routine boom_inner", err
    assert err[first + 4].startswith(f"  {hint}: "), err
    assert not any(line.lstrip().startswith(("while running:", "hint:")) or ": error: " in line for line in err), err
