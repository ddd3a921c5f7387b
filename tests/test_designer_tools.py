"""Designer tools: decks listed card by card, phases run only `when` they hold, moving a factory."""

from __future__ import annotations

from pathlib import Path

from interpreter.engine.game import Game
from interpreter.pipeline import build

CARD_81 = ('card 81  decade II  colour red  value 1  year "1967"  title_de "Karte"  title_en "Card"  '
           'source printed_face {\n  row 1  icons place_unrest(west, 2)  where w_berlin\n}\n')


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_card_added_to_a_decade_by_its_number_is_dealt_in_that_decade(content_copy: Path):
    (content_copy / "cards" / "extra.wsdv").write_text(CARD_81, encoding="utf-8")
    _edit(content_copy / "deck.wsdv", "order 2  cards 21..40 ", "order 2  cards 21..40, 81 ")
    result = build(content_copy)
    assert result.ok, result.report.render()
    g = Game(result.rules, 1)
    deck = g.eval({"call": "deck_of", "args": ["II"], "kw": {}})
    assert 81 in deck and len(deck) == 21


PHASE_WHEN = ('phase extra_phase  section "9.0"  when var("decade") == III  source rulebook {\n'
              '  add(unrest, 1, to = hessen)\n}\n'
              'sequence extra_sequence  phases extra_phase  source rulebook\n')


def test_a_phase_with_when_is_run_and_announced_only_when_it_holds(content_copy: Path):
    (content_copy / "extra.wsdv").write_text(PHASE_WHEN, encoding="utf-8")
    result = build(content_copy)
    assert result.ok, result.report.render()
    for decade, runs in (("II", False), ("III", True)):
        said: list[str] = []
        g = Game(result.rules, 1, narrate=lambda message, args, said=said: said.append(message))
        g.state["vars"]["decade"] = decade
        before = g.eval({"call": "count", "args": ["unrest"], "kw": {"at": "hessen"}})
        g.eval({"call": "run_sequence", "args": ["extra_sequence"], "kw": {}})
        after = g.eval({"call": "count", "args": ["unrest"], "kw": {"at": "hessen"}})
        assert (after - before == 1) is runs
        assert ("phase" in said) is runs
