"""The Python face (``import interpreter``): its guide's examples run and print what the guide shows,
``import interpreter`` imports nothing heavy, and its games are the command line's."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

import interpreter
from interpreter.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "guide" / "python.md"
# A ```python block, and the ```text block right after it (what it prints), if there is one.
BLOCK = re.compile(r"```python\n(?P<code>.*?)```\n(?:\s*```text\n(?P<out>.*?)```\n)?", re.S)


def _examples() -> list[tuple[int, str, str | None]]:
    text = GUIDE.read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start()) + 1, m["code"], m["out"]) for m in BLOCK.finditer(text)]


def test_every_example_of_the_guide_runs_and_prints_what_the_guide_shows():
    """The examples run in order in one namespace (a later one uses what an earlier one loaded), as a
    reader runs them in one session."""
    examples = _examples()
    assert len(examples) >= 8 and all(out is not None for _, _, out in examples)
    namespace: dict = {"__name__": "guide"}
    for line, code, expected in examples:
        if "spiel" in code and importlib.util.find_spec("pyspiel") is None:
            continue  # the OpenSpiel examples need the spiel extra (tests/engine/test_spiel.py says so too)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(compile(code, f"{GUIDE.name}:{line}", "exec"), namespace)  # noqa: S102 - the guide's own code
        assert printed.getvalue() == expected, f"the example at {GUIDE.name}:{line} printed otherwise"


def test_import_interpreter_imports_nothing_heavy():
    probe = ("import sys\nimport interpreter\nassert interpreter.__version__\n"
             "print(' '.join(sorted(sys.modules)))")
    loaded = set(subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True,
                                check=True).stdout.split())
    assert "interpreter" in loaded
    heavy = {"lark", "jsonschema", "fluent", "rich", "yaml", "dataclasses", "typing"}
    assert not {m for m in loaded if m.split(".")[0] in heavy}, loaded
    assert not {m for m in loaded if m.startswith("interpreter.")}, "import interpreter imports no floor"


def test_the_face_names_its_parts_lazily_and_only_those():
    assert {"load", "Rulebook", "GameResult", "Diagnostic", "WsdvError", "ContentInvalid", "Agent",
            "__version__"} <= set(interpreter.__all__) <= set(dir(interpreter))
    for name in interpreter.__all__:
        assert getattr(interpreter, name) is not None
    assert interpreter.ContentInvalid.__mro__[1] is interpreter.WsdvError
    with pytest.raises(AttributeError):
        interpreter.no_such_thing  # noqa: B018


@pytest.fixture(scope="module")
def rules():
    return interpreter.load()


def test_the_snippet_of_the_issue(rules):
    game = rules.new_game(seed=1)
    assert game.state["step"] == 0 and game.state["result"] is None
    assert set(game.agents) == set(rules.sides)


def test_a_game_played_from_python_is_the_one_wsdv_play_plays(rules, capsys):
    # A search bot with its budget given in the spec (a budget of 2 iterations a decision, not 20: the same spec read
    # the same way by both, a third of the CPU) against the heuristic bot.
    assert main(["play", "--seed", "3", "-q", "--east", "heuristic", "--west", "mcts:2"]) == 0
    line = capsys.readouterr().out.strip()
    assert rules.play(seed=3, east="heuristic", west="mcts:2").summary() == line


def test_players_are_given_by_mapping_or_keyword_and_refused_when_they_are_none(rules):
    by_keyword = rules.play(seed=4, east="heuristic")
    by_mapping = rules.play(seed=4, players={"east": "heuristic"})
    assert by_keyword == by_mapping
    assert by_keyword.players == {"west": "random", "east": "heuristic"}
    with pytest.raises(interpreter.WsdvError, match="unknown player 'robot'"):
        rules.new_game(seed=1, east="robot")
    with pytest.raises(ValueError, match="give a player's name"):  # SpecError is still a ValueError
        rules.new_game(seed=1, east=42)


def test_weights_that_do_not_load_raise_the_content_diagnostics(rules, tmp_path):
    (tmp_path / "w.wsdv").write_text("piece zz count 0 source rulebook\n", encoding="utf-8")
    with pytest.raises(interpreter.ContentInvalid) as err:
        rules.new_game(seed=1, east=f"heuristic:weights={tmp_path}")
    assert [d.message for d in err.value.errors] == ["`count` must be at least 1, found 0"]


def test_an_unknown_variant_is_content_invalid_and_one_name_is_not_its_letters():
    with pytest.raises(interpreter.ContentInvalid, match="unknown variant 'nosuch'") as err:
        interpreter.load(variants="nosuch")
    assert err.value.errors[0].hint == "known variants: second_edition"
    assert interpreter.load(variants="second_edition").variants == ("second_edition",)


@pytest.mark.parametrize("lang", ["en", "de", "pl", "uk", "it", "fr"])
def test_a_game_without_a_result_is_said_in_the_locales_words(lang):
    """A game whose routine ended with no outcome is summed up from the locales (cli-no-result), in the
    reader's language, like every other line the face gives a person."""
    from interpreter.engine.rulebook import GameResult
    from interpreter.words.l10n import localizer

    result = GameResult(seed=4, winner=None, outcome=None, decisions=2, players={}, game=None)
    assert result.summary(lang) == localizer(None).text("cli-no-result", lang, seed="4", steps=2)
    assert ("decisions" in result.summary(lang)) == (lang == "en")
