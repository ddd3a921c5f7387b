"""What the outside native readers of issue 27 found on the narration and the human player's screen.

- A turn whose action changed nothing (Raise the living standard with a card whose points no
  province can use) was told as the turn's line with nothing under it: the reader waited for an
  effect. It is told as such (``narr-turn-quiet``), once, in every language.
- The screen's facts read as a state dump, "Mur Berliński: nie  Stasi: tak": each fact's state is a
  word of its own ("stoi"/"nie stoi", "działa"/"rozwiązana") chosen by the fact (``view-flag``).
- An empty card display printed its label and nothing ("wystawka: "): it says it is empty, in a
  word agreeing with its name (pl "wystawka: pusta", it "carte in cima al tabellone: nessuna").
"""

from __future__ import annotations

import os

import pytest
from helpers_engine import narrated_game, told
from rich.console import Console

from interpreter.engine.agents import RandomAgent
from interpreter.engine.session import new_game
from interpreter.engine.view import View
from interpreter.words.l10n import Ref, localizer

LANGS = ("en", "de", "pl", "uk", "it", "fr")
QUIET_TURN = {"en": "The action has no effect.", "pl": "Akcja nie przynosi żadnego skutku.",
              "uk": "Дія не має жодного наслідку.", "it": "L'azione non ha alcun effetto.",
              "fr": "L'action reste sans effet.", "de": "Die Aktion bleibt ohne Wirkung."}
TURN = {"side": "west", "card": 2, "action": "raise_living_standard"}


# ---------------------------------------------------------------- a turn that changed nothing

@pytest.mark.parametrize("lang", LANGS)
def test_a_turn_that_told_nothing_says_so_in_each_language(rules, lang):
    lines = told(rules, lang, [("turn", TURN), ("turn-end", TURN)])
    assert len(lines) == 2 and lines[1] == QUIET_TURN[lang], lines


def test_a_turn_with_a_line_under_it_is_not_called_quiet(rules):
    lines = told(rules, "en", [("turn", TURN), ("add", {"n": 1, "piece": "ls", "place": "bayern"}),
                               ("turn-end", TURN)])
    assert QUIET_TURN["en"] not in lines and len(lines) == 2


def test_an_icon_that_did_nothing_is_the_turns_line_not_a_quiet_turn(rules):
    # "Icon …: no effect." already tells the reader what happened.
    lines = told(rules, "en", [("turn", TURN), ("icon", {"icon": "reduce_unrest", "side": "west"}),
                               ("icon-end", {"icon": "reduce_unrest"}), ("turn-end", TURN)])
    assert QUIET_TURN["en"] not in lines and len(lines) == 2


def test_a_played_game_tells_every_turn_with_something_under_it(rules):
    game, lines = narrated_game(rules, "pl")
    game.play()
    turn = localizer().text("narr-turn", "pl", side=Ref("side", "west"), card="X",
                            action=Ref("action", "develop")).split(" ", 1)[1][:9]   # "zagrywa k"
    quiet = [i for i, line in enumerate(lines) if line == QUIET_TURN["pl"]]
    assert all(turn in lines[i - 1] for i in quiet), [lines[i - 1] for i in quiet]
    for i, line in enumerate(lines[:-1]):
        if turn in line:   # a turn's line is followed by its effects, or by the quiet line
            assert turn not in lines[i + 1] and not lines[i + 1].startswith(("Koniec Dekady", "Zaczyna")), lines[i:i + 2]


# ---------------------------------------------------------------- the screen's facts and empty piles

FLAGS = {"en": ("Berlin Wall: not standing", "Stasi: active"),
         "pl": ("Mur Berliński: nie stoi", "Stasi: działa"),
         "uk": ("Берлінський мур: не стоїть", "Штазі: діє"),
         "it": ("muro di Berlino: assente", "Stasi: attiva"),
         "fr": ("mur de Berlin\u00a0: absent", "Stasi\u00a0: active"),
         "de": ("Mauer: steht nicht", "Stasi: aktiv")}
EMPTY_DISPLAY = {"en": "card display: empty", "pl": "wystawka: pusta", "uk": "місце для карток: порожньо",
                 "it": "carte in cima al tabellone: nessuna", "fr": "rangée de cartes\u00a0: vide",
                 "de": "Auslage: leer"}


@pytest.fixture(scope="module")
def emptied(rules):
    """A game just set up (no Wall, the Stasi at work) with no card on display."""
    game, _ = new_game(rules, 3, {"west": RandomAgent(1), "east": RandomAgent(2)})
    game.state["zones"]["display"] = []
    return game


def _screen(rules, game, lang):
    console = Console(width=200, record=True, color_system=None, file=open(os.devnull, "w"))  # noqa: SIM115
    console.print(View(rules, console=console, lang=lang).board(game))
    text = console.export_text()
    console.file.close()
    return text


@pytest.mark.parametrize("lang", LANGS)
def test_the_screens_facts_are_words_of_their_own_not_yes_or_no(rules, emptied, lang):
    text = _screen(rules, emptied, lang)
    for fact in FLAGS[lang]:
        assert fact in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_an_empty_display_says_it_is_empty(rules, emptied, lang):
    lines = _screen(rules, emptied, lang).splitlines()
    assert EMPTY_DISPLAY[lang] in [line.strip() for line in lines], lines


def test_the_wall_standing_and_the_stasi_dissolved_are_told_as_such(rules):
    game, _ = new_game(rules, 3, {"west": RandomAgent(1), "east": RandomAgent(2)})
    game.state["flags"]["wall"], game.state["flags"]["stasi"] = True, False
    text = _screen(rules, game, "pl")
    assert "Mur Berliński: stoi" in text and "Stasi: rozwiązana" in text, text


@pytest.mark.parametrize(("lang", "word"), [("pl", "brak"), ("it", "nessuna"), ("de", "keine")])
def test_a_special_card_taken_leaves_none_not_an_empty_box(rules, lang, word):
    assert localizer().text("view-empty", lang, what=Ref("pile", "special")) == word
