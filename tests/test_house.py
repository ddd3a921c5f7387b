"""The house: `interpreter/` is built in floors, each importing only the floors below it, with no circle.

`scripts/import-graph` reads every import of the package (top-level, inside functions, under
TYPE_CHECKING) and prints the floors, the circles and the upward imports; these tests run it on
the package and on copies of it with a planted fault, so that the script is shown to find what it
is asked to find.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "import-graph"


def _graph(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), "--root", str(root)], capture_output=True, text=True)


def _copy(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "interpreter", tmp_path / "interpreter", ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def test_the_package_has_no_import_circle_and_no_upward_import():
    run = _graph(ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "circles: none" in run.stdout and "upward imports: none" in run.stdout
    floors = {line.split()[0] for line in run.stdout.splitlines()[1:] if line.startswith("  ") and line.split()[1].isdigit()}
    assert {"ground", "language", "checks", "rules", "words", "engine", "simulate", "site", "face", "cli"} <= floors


def test_every_command_lives_in_cli():
    """No module outside cli/ builds an argparse parser or reads sys.argv."""
    offenders = []
    for path in sorted((ROOT / "interpreter").rglob("*.py")):
        rel = path.relative_to(ROOT / "interpreter")
        if rel.parts[0] == "cli" or rel.name == "__main__.py":
            continue
        text = path.read_text(encoding="utf-8")
        if "argparse" in text or "sys.argv" in text or "add_parser(" in text:
            offenders.append(rel.as_posix())
    assert offenders == []


def test_a_planted_upward_import_inside_a_function_is_found(tmp_path):
    root = _copy(tmp_path)
    with open(root / "interpreter" / "language" / "unparse.py", "a", encoding="utf-8") as f:
        f.write("\n\ndef _planted():\n    from ..engine import state  # noqa\n    return state\n")
    run = _graph(root)
    assert run.returncode == 1
    assert "interpreter.language.unparse (language) imports interpreter.engine.state (engine) inside a function" \
        in run.stdout


def test_a_planted_circle_under_type_checking_is_found(tmp_path):
    root = _copy(tmp_path)
    with open(root / "interpreter" / "paths.py", "a", encoding="utf-8") as f:
        f.write("\nif False:\n    from .diagnostics import Diagnostic  # noqa\n")
    run = _graph(root)
    assert run.returncode == 1
    assert "2 modules: interpreter.diagnostics interpreter.paths" in run.stdout
