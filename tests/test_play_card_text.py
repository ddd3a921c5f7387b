"""A human player reads a card's text during `wsdv play` (they saw titles only): `?` and an option's number
shows the text of that option's card, `?[N]` (or `?N` past the options) any card's, `?` alone how to ask;
in the player's language, the same text `wsdv cards show` prints. The decision is then asked again."""

from __future__ import annotations

import io

import pytest

from interpreter.cli.main import main
from interpreter.engine.agents import HumanAgent
from interpreter.engine.decisions import Decision
from interpreter.words.l10n import localizer


def _play(capsys, monkeypatch, answers: str, *argv: str) -> str:
    monkeypatch.setattr("sys.stdin", io.StringIO(answers))
    assert main(["play", "-q", "--seed", "2", "--east", "human", *argv]) == 130   # the answers ran out
    return capsys.readouterr().out


def _text_line(capsys, card: str, lang: str) -> str:
    """The `text: ...` line of `wsdv cards show` for a card, in a language."""
    assert main(["cards", "show", card, "--lang", lang]) == 0
    label = localizer().text("cli-card-text", lang, text="")
    return next(line.strip() for line in capsys.readouterr().out.splitlines() if line.strip().startswith(label.strip()))


def _options(out: str) -> list[str]:
    """The options of the first decision shown: `  1. [7] Title (...)`."""
    return [line.strip().split(" ", 1)[1] for line in out.splitlines() if line.startswith("  ") and
            line.strip()[:1].isdigit() and ". [" in line]


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_a_player_reads_the_card_of_an_option_and_any_card_by_its_number(capsys, monkeypatch, lang):
    out = _play(capsys, monkeypatch, "?1\n?[25]\n?25\n", "--lang", lang)
    first = _options(out)[0]   # `[7] Title (red card, 2)`
    number = first[1:first.index("]")]
    assert out.count(f"> {first}\n") == 1   # after the prompt: the heading of the card's text
    assert out.count(_text_line(capsys, number, lang)) == 1
    assert out.count(_text_line(capsys, "25", lang)) == 2   # `?[25]` and `?25` (past the 9 options)
    # the decision is asked again after each question: the options are shown once, the prompt four times
    prompt = localizer().text("view-input", lang, side=localizer().name("side", "east", lang))
    assert out.count(prompt) == 4


def test_a_question_mark_alone_or_naming_no_card_tells_how_to_ask(capsys, monkeypatch):
    out = _play(capsys, monkeypatch, "?\n?zz\n", "--lang", "de")
    helps = localizer().text("view-read-card-help", "de")
    assert out.count(helps) == 2
    assert "es gibt keine Karte „zz“" in out
    assert "oder `?` für Hilfe" not in out   # (the retry prompt is for an answer that is no option)


def test_the_agent_answers_a_question_and_then_takes_the_choice(capsys):
    answers = iter(["?2", "?", "2"])
    asked = []
    agent = HumanAgent(lambda g, d: None, read=lambda prompt: next(answers),
                       read_card=lambda d, q: asked.append(q) or f"text of {q or 'help'}")
    d = Decision("east", "card", ["7", "17", "6"])
    assert agent.choose(d, None) == 1
    assert asked == ["2", ""]
    out = capsys.readouterr().out
    assert "text of 2" in out and "text of help" in out and "type a number" not in out
