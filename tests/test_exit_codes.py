"""Every command ends with a status from interpreter/cli/exitcodes.py, so one table says what 2 means."""

import ast
from pathlib import Path

import interpreter
from interpreter.cli import exitcodes

PACKAGE = Path(interpreter.__file__).parent


def _commands():
    """Each function that a sub-command runs (``cmd_*``, the l10n ``run_command``), with its module."""
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        yield path, tree, [f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)
                           and (f.name.startswith("cmd_") or f.name == "run_command")]


def test_exit_statuses_are_defined_once_and_commands_return_them_by_name():
    defined, literal = [], []
    for path, tree, commands in _commands():
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and "EXIT_" in ast.unparse(node.targets[0]) \
                    and path.name != "exitcodes.py":
                defined.append(f"{path.name}:{node.lineno}")
        for fn in commands:
            literal += [f"{path.name}:{r.lineno}" for r in ast.walk(fn) if isinstance(r, ast.Return)
                        and isinstance(r.value, ast.Constant) and type(r.value.value) is int]
    assert not defined, f"exit statuses defined outside exitcodes.py: {defined}"
    assert not literal, f"commands returning a bare number instead of an exitcodes name: {literal}"


def test_a_content_or_translation_fault_is_2():
    assert (exitcodes.EXIT_OK, exitcodes.EXIT_MISMATCH, exitcodes.EXIT_CONTENT, exitcodes.EXIT_INTERNAL) == (0, 1, 2, 3)
