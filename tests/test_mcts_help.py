"""The search bot's help says what was measured of it, and where.

docs/guide/python.md, "Search", measured `mcts:N` against the default bot with `mcts:N` in the
default bot's seat: at 8 and at 32 iterations it is behind, significantly (`mcts:32` 35.4 points,
95 % interval [-54, -16]). The players' help (`wsdv play --help`, `wsdv simulate --help`) said "not
measured stronger", which hides that; in every language it now says weaker and names the section.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "guide" / "python.md"
# "weaker", in each language's words, said of the search (its help text)
WEAKER = {"en": "measured weaker than foresight", "de": "schwächer als foresight", "pl": "słabsz",
          "uk": "слабший за foresight", "it": "più debole di foresight", "fr": "plus faible que foresight"}


def _help(capsys, command: str, lang: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main([command, "--help", "--lang", lang])
    assert stop.value.code == 0
    return " ".join(capsys.readouterr().out.split())   # argparse wraps lines; the words are what count


def test_the_guide_measured_the_search_weaker():
    """The fact the help states: the guide's rows for both seats together are behind, their whole
    95 % interval below zero."""
    text = GUIDE.read_text(encoding="utf-8")
    assert "\n## Search\n" in text
    rows = re.findall(r"^\| (mcts:\d+) \| both \|.*?\| ([+-][\d.]+) \[([+-]?\d+), ([+-]?\d+)\] \|", text, re.M)
    budgets = {b: (float(d), int(lo), int(hi)) for b, d, lo, hi in rows}
    assert {"mcts:8", "mcts:32"} <= set(budgets)
    for diff, low, high in (budgets["mcts:8"], budgets["mcts:32"]):
        assert diff < 0 and low < high < 0
    assert budgets["mcts:32"][0] == -35.4


@pytest.mark.parametrize("lang", list(WEAKER))
@pytest.mark.parametrize("command", ["play", "simulate"])
def test_the_players_help_says_weaker_and_where(capsys, command, lang):
    said = _help(capsys, command, lang)
    assert WEAKER[lang] in said
    assert "docs/guide/python.md" in said and "Search" in said
    assert "not measured stronger" not in said and "nicht stärker" not in said
