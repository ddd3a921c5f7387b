"""Agents: the human agent refuses what is not a legal option; scripted agents refuse illegal picks."""

from __future__ import annotations

import pytest

from interpreter.engine.agents import HumanAgent, NoOneToAsk, RandomAgent, ScriptedAgent, ScriptExhausted
from interpreter.engine.decisions import Decision, IllegalChoice


def test_human_agent_asks_again_until_a_listed_number(capsys):
    answers = iter(["", "east", "0", "4", "2"])
    shown = []
    agent = HumanAgent(lambda g, d: shown.append(d.kind), read=lambda prompt: next(answers))
    d = Decision("east", "attack", ["sachsen", "thueringen", "bayern"])
    assert agent.choose(d, None) == 1
    assert shown == ["attack"]
    assert capsys.readouterr().out.count("type a number from 1 to 3") == 4


def _input(lines: list[str]):
    """A read that gives ``lines`` and then ends, as input that is no terminal does."""
    it = iter(lines)

    def read(prompt: str) -> str:
        line = next(it, None)
        if line is None:
            raise EOFError
        return line
    return read


def test_a_human_agent_that_refuses_without_terminal_tells_nobody_from_a_player_who_stopped(monkeypatch):
    """Issue 25: input that ends before the first answer, with no terminal, is nobody to ask (refused);
    input that gave a line and then ended is a player who stopped (as Ctrl-C); without the flag, both stop."""
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # no terminal
    d = Decision("east", "attack", ["sachsen", "thueringen"])
    with pytest.raises(NoOneToAsk) as nobody:
        HumanAgent(lambda g, d: None, read=_input([]), refuse_without_terminal=True).choose(d, None)
    assert nobody.value.side == "east"
    answered = HumanAgent(lambda g, d: None, read=_input(["1"]), refuse_without_terminal=True)
    assert answered.choose(d, None) == 0
    with pytest.raises(KeyboardInterrupt):
        answered.choose(d, None)
    with pytest.raises(KeyboardInterrupt):
        HumanAgent(lambda g, d: None, read=_input([])).choose(d, None)


def test_scripted_agent_refuses_an_illegal_choice_with_the_legal_ones():
    agent = ScriptedAgent(["w_berlin"])
    d = Decision("east", "choose", ["hessen", "bayern"])
    with pytest.raises(IllegalChoice, match="'w_berlin' is not a legal choice .* legal: 'hessen', 'bayern'"):
        agent.choose(d, None)


def test_scripted_agent_runs_out_clearly_or_falls_back():
    d = Decision("west", "card", [1, 2, 3])
    with pytest.raises(ScriptExhausted, match="no answer for west's decision 'card'"):
        ScriptedAgent([]).choose(d, None)
    assert ScriptedAgent([], then=RandomAgent(1)).choose(d, None) in (0, 1, 2)


def test_random_agent_is_seeded():
    d = Decision("west", "card", list(range(10)))
    a = [RandomAgent(5).choose(d, None) for _ in range(3)]
    b = [RandomAgent(5).choose(d, None) for _ in range(3)]
    assert a == b
