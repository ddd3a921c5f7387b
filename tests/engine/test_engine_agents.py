"""Agents: the human agent refuses what is not a legal option; scripted agents refuse illegal picks."""

from __future__ import annotations

import pytest

from interpreter.engine.agents import HumanAgent, RandomAgent, ScriptedAgent, ScriptExhausted
from interpreter.engine.decisions import Decision, IllegalChoice


def test_human_agent_asks_again_until_a_listed_number(capsys):
    answers = iter(["", "east", "0", "4", "2"])
    shown = []
    agent = HumanAgent(lambda g, d: shown.append(d.kind), read=lambda prompt: next(answers))
    d = Decision("east", "attack", ["sachsen", "thueringen", "bayern"])
    assert agent.choose(d, None) == 1
    assert shown == ["attack"]
    assert capsys.readouterr().out.count("type a number from 1 to 3") == 4


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
