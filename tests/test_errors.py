"""One root for every error wsdv raises on purpose (interpreter/errors.py), and exit statuses picked in cli/ only."""

from __future__ import annotations

import ast
import errno
import importlib
import inspect
import pickle
import pkgutil
from pathlib import Path

import pytest

import interpreter
from interpreter.errors import CONTROL_FLOW, ContentInvalid, WsdvError, os_reason
from interpreter.language.fluentfiles import read_fluent
from interpreter.language.loader import unreadable
from interpreter.words.english import SaidInEnglish

PACKAGE = Path(interpreter.__file__).resolve().parent


def _modules() -> list[str]:
    """Every module of the package (``__main__`` runs the command line when imported, so not it)."""
    return sorted(m.name for m in pkgutil.walk_packages(interpreter.__path__, "interpreter.")
                  if not m.name.endswith(".__main__"))


def _exception_classes() -> dict[tuple[str, str], type[BaseException]]:
    found: dict[tuple[str, str], type[BaseException]] = {}
    for name in _modules():
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as err:  # an extra that is not installed here (the site's, the plots')
            if (err.name or "").startswith("interpreter"):
                raise
            continue
        for obj in vars(module).values():
            if inspect.isclass(obj) and issubclass(obj, BaseException) and obj.__module__ == name:
                found[(name, obj.__qualname__)] = obj
    return found


def test_every_error_of_the_package_is_a_wsdv_error_but_the_control_flow():
    classes = _exception_classes()
    assert len(classes) >= 28  # the walk found the package's exceptions (not a silently empty import)
    outside = {key for key, cls in classes.items() if not issubclass(cls, WsdvError)}
    assert outside == CONTROL_FLOW, (
        "an exception outside WsdvError that is not listed as control flow in interpreter/errors.py: "
        f"{sorted(outside - CONTROL_FLOW)}; listed but not (or no longer) outside: {sorted(CONTROL_FLOW - outside)}")


def test_errors_keep_the_bases_their_callers_catch():
    from interpreter.engine.players import SpecError
    from interpreter.language.schemacode import SchemaCompileError
    from interpreter.site.simulation import SimulationError
    from interpreter.words.l10n.localizer import MissingText
    from interpreter.words.languages import UnknownLanguage

    for cls in (SpecError, SchemaCompileError, SimulationError, UnknownLanguage):
        assert issubclass(cls, WsdvError) and issubclass(cls, ValueError)
    assert issubclass(MissingText, LookupError)
    err = UnknownLanguage("xx", ["en", "de"])
    assert str(err) == err.message == "no locale 'xx' in this content (available: de, en)"
    with pytest.raises(ValueError):
        raise err


def test_the_root_carries_a_message_a_hint_and_diagnostics():
    from interpreter.diagnostics import Diagnostic, Span
    from interpreter.rules.rename import RenameError

    plain = WsdvError("no")
    assert (str(plain), plain.message, plain.hint, plain.diagnostics) == ("no", "no", None, ())
    assert vars(plain) == {}  # nothing given, nothing held: old errors pickle as before
    d = Diagnostic("a.wsdv", Span(1, 2), "bad")
    full = WsdvError("no", hint="try yes", diagnostics=[d])
    assert (full.hint, full.diagnostics) == ("try yes", (d,))
    back = pickle.loads(pickle.dumps(full))
    assert (str(back), back.hint, back.diagnostics) == ("no", "try yes", (d,))
    assert RenameError("cannot", "do this").hint == "do this"


def test_content_invalid_is_the_report_of_the_content():
    from interpreter.diagnostics import Report, Span

    report = Report()
    report.add_source("a.wsdv", "piece x\n")
    report.error("a.wsdv", Span(1, 7), "unknown thing", "did you mean 'y'?")
    report.warning("a.wsdv", Span(1, 1), "odd")
    err = ContentInvalid(report)
    assert str(err).startswith("a.wsdv:1:1: warning: odd")
    assert str(err).endswith("\n1 error in the content")
    assert [d.message for d in err.errors] == ["unknown thing"]
    assert len(err.diagnostics) == 2
    back = pickle.loads(pickle.dumps(err))
    assert str(back) == str(err) and back.errors == err.errors


def _exits(tree: ast.AST) -> list[int]:
    """The lines that end the process: ``sys.exit``, ``exit``/``quit``, ``os._exit``, ``SystemExit``."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in ("SystemExit", "exit", "quit"):
            lines.append(node.lineno)
        elif isinstance(node, ast.Attribute) and node.attr in ("exit", "_exit") and \
                isinstance(node.value, ast.Name) and node.value.id in ("sys", "os"):
            lines.append(node.lineno)
    return lines


# Processes other than the command's own that end themselves, and why: a pool worker whose parent
# was killed has no one to return to (simulate/run.py, issue 25 §4: no orphan workers).
ENDS_ITSELF = {"simulate/run.py"}


def test_only_the_command_line_ends_the_process_or_picks_an_exit_status():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        if rel.parts[0] == "cli":
            continue
        text = path.read_text(encoding="utf-8")
        found += [f"{rel}:{n}" for n in _exits(ast.parse(text)) if rel.as_posix() not in ENDS_ITSELF]
        if "exitcodes" in text or "EXIT_" in text:
            found.append(f"{rel}: names an exit status")
    assert not found, found


def test_errors_that_write_a_hint_into_their_message_carry_it_too(tmp_path):
    from interpreter.engine.gamelog import LogError, LogReader
    from interpreter.outputs import OutputError, refuse

    refused = refuse(tmp_path, "not wsdv's folder", "choose another --out", "files-out-cwd", example="--out x")
    assert isinstance(refused, OutputError) and refused.hint == "choose another --out"
    assert str(refused).endswith("\n  hint: choose another --out")
    log = tmp_path / "game.jsonl"
    log.write_text("not json\n", encoding="utf-8")
    with pytest.raises(LogError) as err, LogReader(str(log)) as reader:
        reader.header  # noqa: B018 - reading it is the test
    assert err.value.message.startswith(f"{log}:1: error:")


def test_an_error_raised_with_its_words_says_its_english_from_the_locale():
    """The English of a content error is written once, in the English locale: ``str(err)`` (for a
    Python caller and logs) and its hint are that message, said when first asked for."""
    from interpreter.engine.evaluator import ContentError
    from interpreter.engine.limits import OverBudget, TooDeep
    from interpreter.words.l10n import localizer

    err = ContentError(words=("runtime-no-card", {"card": "'x7'"}))
    assert (err.args, str(err), err.message, err.hint) == ((), "there is no card 'x7'", "there is no card 'x7'", None)
    budget = OverBudget(10_000_000, per_game=True)
    assert str(budget) == "the content ran more than 10,000,000 steps in this game (a loop that never ends?)"
    assert budget.hint == localizer().text("runtime-budget-game-hint") and "WSDV_MAX_STEPS" in budget.hint
    assert ContentError(words=("runtime-no-card", {"card": "7"}), hint="deal it first").hint == "deal it first"
    for one in (err, budget, TooDeep(100)):
        back = pickle.loads(pickle.dumps(one))
        assert (type(back), str(back), back.words, back.hint) == (type(one), str(one), one.words, one.hint)


def test_an_error_that_cannot_say_its_words_must_be_given_its_message():
    """Below the words floor there are no locales to say them: such a class refuses words alone at once."""
    with pytest.raises(TypeError, match="give it its message"):
        WsdvError(words=("runtime-no-card", {"card": "7"}))
    said = WsdvError("no card 7", words=("runtime-no-card", {"card": "7"}))
    assert (str(said), said.words) == ("no card 7", ("runtime-no-card", {"card": "7"}))


def _texts(node: ast.expr) -> bool:
    """Whether an argument is written text: a string, an f-string, or text joined to them with `+`."""
    if isinstance(node, ast.BinOp):
        return _texts(node.left) or _texts(node.right)
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def test_no_error_that_can_say_its_words_is_given_english_text():
    """An error that says its English from the locales (every subclass of SaidInEnglish: a content
    error, a player refusal, a log's or a scenario's, a replay difference, a simulation's, `wsdv new`'s) is raised
    with its words alone: English written at the raiser would be a second copy of the message to keep,
    and one that drifts from it. So is a scenario's failure (Worded), by its message id."""
    from interpreter.engine.players import SpecError, parse_spec
    saying = {cls.__name__ for cls in _exception_classes().values() if issubclass(cls, SaidInEnglish)}
    assert {"ContentError", "SpecError", "LogError", "ScenarioError", "ReplayMismatch", "ClusterUnavailable",
            "ReportFolderError", "NewError"} <= saying
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # such a class's own constructor, handing its message on (`super().__init__(...)`), is a raiser too
        inside = {id(call) for cls in ast.walk(tree) if isinstance(cls, ast.ClassDef) and cls.name in saying
                  for call in ast.walk(cls) if isinstance(call, ast.Call) and getattr(call.func, "attr", None) == "__init__"}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
            if (name in saying or id(node) in inside) and any(_texts(arg) for arg in node.args):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {name}")
            elif name == "Worded" and node.args and _texts(node.args[0]) and not (
                    isinstance(node.args[0], ast.Constant) and " " not in node.args[0].value):  # an id, not a sentence
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: Worded")
    assert found == []
    assert "ContentError(words=" in (PACKAGE / "engine" / "game.py").read_text(encoding="utf-8")
    with pytest.raises(SpecError) as err:
        parse_spec("mcts:0")
    assert (err.value.args, str(err.value)) == ((), "budget=0 of the mcts player must be a whole number from 1 to 100,000")


def test_a_log_refusal_says_its_place_its_english_and_its_hint_from_the_locale(tmp_path):
    """A refusal at a place (LocatedRefusal: a game log's, a scenario file's, a report folder's) is the
    whole refusal in English, said from the locale: the place, the message and the hint."""
    from interpreter.engine.gamelog import LogError, LogInUse, LogReader
    from interpreter.words.l10n import localizer

    log = tmp_path / "game.jsonl"
    log.write_text('{"a": 1}\n', encoding="utf-8")
    with pytest.raises(LogError) as err, LogReader(str(log)):
        pass
    assert err.value.args == () and err.value.where == f"{log}:1"
    assert str(err.value) == f"{log}:1: error: " + localizer().text("refusal-log-not-a-log")
    busy = LogInUse(str(log))
    assert str(busy) == localizer().text("cli-log-in-use", path=str(log)) + \
        "\n  hint: " + localizer().text("cli-log-in-use-hint")
    back = pickle.loads(pickle.dumps(busy))
    assert (type(back), str(back)) == (LogInUse, str(busy))


def test_a_file_the_system_refuses_is_worded_by_one_reading_of_its_error(tmp_path):
    """A content file and a locale file the system will not give are worded from `errors.os_reason`:
    the code the locales word, and the system's own words for any other; an OSError made without
    an errno (a library's) gives its message rather than the text "None"."""
    denied = OSError(errno.EACCES, "Permission denied")
    assert os_reason(denied) == {"code": "EACCES", "reason": "Permission denied"}
    assert unreadable(denied) == ("check-cannot-read", (("code", "EACCES"), ("reason", "Permission denied")))
    bare = OSError("the disk went away")
    assert unreadable(bare) == ("check-cannot-read", (("code", "other"), ("reason", "the disk went away")))
    read = read_fluent(tmp_path / "cli.ftl", None, OSError(errno.EIO, "Input/output error"))
    (problem,) = read.problems
    assert problem[3] == "cannot read this file: Input/output error"
    assert problem[4] == ("l10n-problem-read-unreadable", (("code", "EIO"),))
