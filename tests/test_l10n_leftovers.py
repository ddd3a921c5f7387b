"""The last English and the last wrong words a reader met (issue 27, the words lane's note): each is
checked in a language other than English."""

from __future__ import annotations

import pytest

from interpreter.engine.narration import Narrator
from interpreter.words.l10n import localizer

LANGS = ("en", "de", "pl", "uk", "it", "fr")


@pytest.mark.parametrize("lang", LANGS)
def test_the_special_cards_price_names_who_draws(rules, lang):
    """UA §3 step 3: when East takes the special card and does not discard, West takes the top card
    of the deck as an extra hand card. The line says who draws (the German "Der Gegner zieht…" left
    the reader to work out which side that was) and names the opponent, never the payer."""
    narrator = Narrator(rules, lambda line: None, lang=lang)
    line = narrator.text("decision-special_price", {"side": "east", "option": "opponent_draws"})
    assert line is not None
    l10n = localizer()
    west, east = l10n.name("side", "west", lang), l10n.name("side", "east", lang)
    payer, drawer = line.split(":", 1)
    assert east in payer and west in drawer and east not in drawer, line
    if lang == "de":
        assert "Die BRD zieht die oberste Karte" in line and "Gegner" not in line, line


@pytest.mark.parametrize("lang", ["de", "uk"])
def test_too_few_games_for_per_card_rows_is_said_not_shown_as_an_empty_table(tmp_path, lang):
    """At a few games no (card, side, action) row reaches the minimum: the report says so in the
    reader's language, with the count, instead of printing the table's header with no row."""
    from interpreter.cli.main import main
    from interpreter.simulate.summary import MIN_GAMES

    out = tmp_path / "sim"
    assert main(["simulate", "--games", "3", "--jobs", "1", "--west", "random", "--east", "random",
                 "--out", str(out), "-q", "--lang", lang]) == 0
    md = (out / "report.md").read_text(encoding="utf-8")
    l10n = localizer()
    assert l10n.text("sim-cards-too-few", lang, games=3, min=MIN_GAMES) in md
    assert l10n.text("sim-col-used-games", lang) not in md   # no header of an empty table
    assert " 3 " in l10n.text("sim-cards-too-few", lang, games=3, min=MIN_GAMES)
