"""An end-of-decade phase of which nothing is told reads as one line, not as a heading with nothing under it."""

from __future__ import annotations

import pytest
from helpers_engine import narrated_game, told

from interpreter.engine.agents import HumanAgent, RandomAgent
from interpreter.engine.game import Game

QUIET = {"en": "End of decade: Prestige (nothing happens)", "de": "Dekadenende: Prestige (nichts geschieht)",
         "pl": "Koniec Dekady: Prestiż (nic się nie dzieje)"}


@pytest.mark.parametrize("lang", sorted(QUIET))
def test_a_quiet_phase_is_one_line(rules, lang):
    lines = told(rules, lang, [("phase", {"phase": "prestige"}), ("phase-end", {"phase": "prestige"})])
    assert lines == [QUIET[lang]]


def test_a_phase_with_something_told_keeps_its_heading_above_it(rules):
    lines = told(rules, "en", [("phase", {"phase": "prestige"}), ("add", {"n": 1, "piece": "unrest", "place": "sachsen"}),
                               ("phase-end", {"phase": "prestige"})])
    assert lines == ["End of decade: Prestige", "1 unrest cube placed in Sachsen."]


def test_a_person_asked_during_a_phase_sees_its_heading_first(rules):
    lines = told(rules, "en", [("phase", {"phase": "prestige"}), ("ask", {"side": "west", "kind": "rundown"})])
    assert lines == ["End of decade: Prestige"]


def test_only_a_question_to_a_person_is_told_to_the_narration(rules):
    said: list[str] = []
    for agent, asked in ((RandomAgent(1), False), (HumanAgent(lambda v, d: None, read=lambda prompt: "1"), True)):
        said.clear()
        g = Game(rules, 1, {"west": agent}, narrate=lambda m, a: said.append(m))
        g.ask("west", "rundown", ["berlin", "leipzig"])
        assert ("ask" in said) is asked


def test_a_whole_end_of_decade_has_no_empty_heading(rules):
    g, lines = narrated_game(rules)
    g.state["vars"]["decade"] = "I"
    g.eval({"call": "run_sequence", "args": ["end_of_decade"], "kw": {}})
    headings = [i for i, line in enumerate(lines) if line.startswith("End of decade:")]
    assert headings, lines
    for i in headings:
        assert line_is_full(lines, i), lines


def line_is_full(lines: list[str], i: int) -> bool:
    """A heading line is either a quiet one or has a line of its own under it."""
    return lines[i].endswith("(nothing happens)") or (i + 1 < len(lines) and not lines[i + 1].startswith("End of"))
