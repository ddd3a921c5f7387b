"""Designer tools: decks listed card by card, phases run only `when` they hold, moving a factory."""

from __future__ import annotations

from pathlib import Path

from interpreter.engine.game import Game
from interpreter.rules.pipeline import build

CARD_81 = ('card 81  decade II  colour red  value 1  year "1967"  '
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


def test_move_factory_moves_the_piece_as_it_lies_and_says_so_in_each_language(rules):
    from interpreter.engine.narration import Narrator

    lines: dict[str, list[str]] = {}
    narrators = {lang: Narrator(rules, lines.setdefault(lang, []).append, lang) for lang in ("en", "pl", "uk", "de")}
    g = Game(rules, 1, narrate=lambda m, a: [n(m, a) for n in narrators.values()])
    g.eval({"call": "build_factory", "args": ["berlin"], "kw": {}})
    g.eval({"call": "make_rundown", "args": ["berlin"], "kw": {}})
    piece, rundown = g.state["sites"]["berlin"], g.eval({"call": "is_rundown", "args": ["berlin"], "kw": {}})
    g.eval({"call": "move_factory", "args": ["berlin"], "kw": {"to": "leipzig"}})
    assert "berlin" not in g.state["sites"] and g.state["sites"]["leipzig"] == piece
    assert g.eval({"call": "is_rundown", "args": ["leipzig"], "kw": {}}) == rundown
    g.eval({"call": "build_factory", "args": ["dresden"], "kw": {}})
    g.eval({"call": "move_factory", "args": ["leipzig"], "kw": {"to": "dresden"}})  # occupied: unexecutable
    assert g.state["sites"]["leipzig"] == piece
    assert "The factory in Berlin moves to Leipzig." in lines["en"]
    assert "Fabryka w Berlinie zostaje przeniesiona do Lipska." in lines["pl"]
    assert "Фабрику в Берліні перенесено до Лейпцига." in lines["uk"]
    assert "Die Fabrik in Berlin wird nach Leipzig verlegt." in lines["de"]


def test_site_build_honours_overlay(tmp_path: Path, monkeypatch):
    """`wsdv site build --overlay DIR` describes the game with the overlay applied (the site's pages
    are made from the compiled rules it is handed; MkDocs itself is left out here)."""
    from interpreter.cli.main import main
    from interpreter.site import build as site_build

    seen = {}

    def fake_build_into(stage, base, current, *rest):
        seen["rules"] = current.rules
        (stage / "site").mkdir()
        (stage / "site" / "index.html").write_text("<html></html>", encoding="utf-8")
        return 1, []
    monkeypatch.setattr(site_build, "_build_into", fake_build_into)
    overlay = tmp_path / "overlay"
    overlay.mkdir()
    (overlay / "x.wsdv").write_text("amend city rheinsberg  base_value 3\n", encoding="utf-8")
    assert main(["site", "build", "--overlay", str(overlay), "--out", str(tmp_path / "site"), "-q"]) == 0
    assert seen["rules"].cities["rheinsberg"].base_value == 3
