"""Every command ends with a status from interpreter/cli/exitcodes.py, so one table says what 2 means."""

import ast
from pathlib import Path

import pytest

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


def _failing_check(monkeypatch, error):
    """`wsdv check` made to raise ``error`` (the command looks its function up when it builds the parser)."""
    from interpreter.cli import check

    def cmd_check(args):
        raise error

    monkeypatch.setattr(check, "cmd_check", cmd_check)


def test_a_refusal_no_command_worded_is_printed_with_its_hint_and_is_2(monkeypatch, capsys):
    """A WsdvError that reaches the top is wsdv refusing something on purpose: its message and hint, exit 2,
    never the "bug in wsdv" words (those are for our bugs only)."""
    from interpreter.cli.main import main
    from interpreter.errors import WsdvError

    monkeypatch.delenv("WSDV_DEBUG", raising=False)
    _failing_check(monkeypatch, WsdvError("x.wsdv:1:1: error: no such thing", hint="write another thing"))
    assert main(["check"]) == exitcodes.EXIT_CONTENT
    err = capsys.readouterr().err
    assert err == "x.wsdv:1:1: error: no such thing\n  hint: write another thing\n"


def test_any_other_exception_is_a_bug_of_wsdv_3_without_a_traceback_unless_asked(monkeypatch, capsys):
    from interpreter.cli.main import main

    monkeypatch.delenv("WSDV_DEBUG", raising=False)
    _failing_check(monkeypatch, KeyError("oops"))
    assert main(["check"]) == exitcodes.EXIT_INTERNAL
    err = capsys.readouterr().err
    assert err.startswith("wsdv: internal error: KeyError: 'oops'\n") and "bug in wsdv" in err and "Traceback" not in err
    monkeypatch.setenv("WSDV_DEBUG", "1")  # a developer asks to see where: the exception goes through
    with pytest.raises(KeyError):
        main(["check"])
