"""What a narrated game prints says each thing once, and nothing it prints is left empty:
an icon that did nothing says so on one line, a track space a decision just named is not
named again, and numbers are written in the language's own way (the true minus sign)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel import Locale
from fluent.runtime.types import fluent_number
from helpers_engine import narrated_game, told

from interpreter.engine.narration import Narrator
from interpreter.engine.players import KINDS
from interpreter.engine.scenario import load, run
from interpreter.words.l10n import Ref, localizer
from interpreter.words.l10n.numbers import MINUS, typographic
from interpreter.words.players import player_name

LANGS = ("en", "de", "pl", "uk", "it", "fr")
QUIET = {"en": "Icon “Reduce unrest to 3”: no effect.",
         "it": "Icona «Ridurre le sommosse a 3»: nessun effetto.",
         "fr": "Icône «\u202fRéduire les troubles à 3\u202f»\u00a0: sans effet."}


def _icon(name, *inside):
    return [("icon", {"icon": name, "side": "west"}), *inside, ("icon-end", {"icon": name})]


# ---------------------------------------------------------------- icons that did nothing

@pytest.mark.parametrize("lang", LANGS)
def test_an_icon_that_did_nothing_is_one_line_saying_so_in_each_language(rules, lang):
    lines = told(rules, lang, _icon("reduce_unrest"))
    heading = localizer(None).text("narr-icon", lang, icon=Ref("icon", "reduce_unrest"))
    assert len(lines) == 1 and lines[0] != heading and not lines[0].endswith(":"), lines
    assert localizer(None).has_text("narr-icon-quiet", lang)   # the language's own words, not English's
    if lang in QUIET:
        assert lines == [QUIET[lang]]


def test_an_icon_with_something_under_it_keeps_its_heading_above_it(rules):
    lines = told(rules, "en", _icon("remove_unrest", ("remove", {"n": 1, "piece": "unrest", "place": "bayern"})))
    assert lines == ["Icon “Remove unrest”:", "1 unrest cube removed from Bayern."]


def test_an_icon_inside_an_icon_is_told_under_its_heading(rules):
    lines = told(rules, "en", _icon("remove_unrest", *_icon("reduce_unrest")))
    assert lines == ["Icon “Remove unrest”:", "Icon “Reduce unrest to 3”: no effect."]


def test_an_icon_ending_that_the_narration_never_saw_begin_tells_nothing(rules):
    # A resumed game attaches the narration in the middle of an icon.
    assert told(rules, "en", [("icon-end", {"icon": "reduce_unrest"})]) == []


@pytest.mark.parametrize("lang", ("en", "it"))
def test_the_engine_tells_an_icon_that_changed_nothing(rules, lang):
    g, lines = narrated_game(rules, lang)
    g.setup()
    lines.clear()
    g.eval({"call": "reduce_unrest", "args": ["west"], "kw": {"crest": "west"}})   # no mass protest at the start
    assert lines == [QUIET[lang]]


# ---------------------------------------------------------------- a space told once

def test_a_space_the_decision_just_named_is_not_told_again(rules):
    lines = told(rules, "en", [("decision-prestige_space", {"side": "west", "option": -1, "track": "prestige"}),
                               ("space", {"track": "prestige", "space": -1})])
    assert lines == [f"West carries out the prestige icons of space {MINUS}1."]


def test_a_space_no_decision_named_is_told(rules):
    lines = told(rules, "en", [("decision-prestige_space", {"side": "west", "option": 2, "track": "prestige"}),
                               ("space", {"track": "prestige", "space": 1})])
    assert lines[1] == "The icons of space 1 on the prestige track."
    assert told(rules, "en", [("space", {"track": "prestige", "space": 1})]) == lines[1:]


# ---------------------------------------------------------------- a standing choice (where Hamburg counts)

def _floating(option):
    return ("decision-floating", {"side": "west", "city": "hamburg", "option": option})


def test_a_standing_choice_with_nothing_told_about_its_city_is_not_told(rules):
    # Bots choose again before every action (rules 5.2: West decides each time where Hamburg
    # counts); flips with nothing about Hamburg in between were 47 lines of one game.
    flips = [_floating("niedersachsen"), _floating("schleswig_holstein"), _floating("niedersachsen")]
    lines = told(rules, "en", [*flips, ("remove", {"n": 1, "piece": "unrest", "place": "bayern"})])
    assert lines == ["1 unrest cube removed from Bayern."]


def test_a_changed_standing_choice_is_told_once_just_before_a_line_about_its_city(rules):
    lines = told(rules, "en", [_floating("niedersachsen"), _floating("schleswig_holstein"),
                                ("build-factory", {"city": "hamburg"}),
                                _floating("schleswig_holstein"), ("dismantle-factory", {"city": "hamburg"})])
    assert lines == ["Hamburg counts for Schleswig-Holstein now.", "Factory built in Hamburg.",
                     "Factory dismantled in Hamburg."]


def test_a_standing_choice_back_to_the_one_told_last_is_not_told_again(rules):
    lines = told(rules, "en", [_floating("niedersachsen"), ("build-line", {"connection": "hamburg--bremen"}),
                                _floating("schleswig_holstein"), _floating("niedersachsen"),
                                ("build-factory", {"city": "hamburg"})])
    assert lines[0] == "Hamburg counts for Niedersachsen now." and len(lines) == 3, lines
    assert lines[2] == "Factory built in Hamburg."


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "The factory in Poznań counts for East Berlin now."),
    ("pl", "Fabryka w Poznaniu zasila teraz gospodarkę Berlina Wschodniego."),
    ("de", "Die Fabrik in Posen zählt jetzt für Ost-Berlin."),
    ("fr", "L'usine de Poznań compte désormais pour Berlin-Est."),
])
def test_a_city_abroad_is_told_as_its_factory_counting_not_as_belonging(rules, lang, line):
    # Rules 5.3: a factory abroad adds its value to one East province it is connected to; the city
    # never belongs to that province ("Poznań appartient désormais à Berlin-Est" said it did).
    lines = told(rules, lang, [("decision-floating", {"side": "east", "city": "poznan", "option": "o_berlin"}),
                                ("build-line", {"connection": "berlin--poznan"})])
    assert lines[0] == line


# ---------------------------------------------------------------- an LS passed on to West Berlin

@pytest.mark.parametrize("lang", LANGS)
def test_an_ls_passed_on_to_west_berlin_is_told_once_by_its_move(rules, lang):
    # Rules 10.1: the supplier passes its new LS to its sector. The decision and the move said
    # the same thing on two lines ("The new LS moves on to West Berlin: X -> sector" and "1 LS moved ...").
    lines = told(rules, lang, [
        ("decision-transfer", {"side": "west", "option": "nordrhein_westfalen>british"}),
        ("move", {"n": 1, "piece": "ls", "source": "nordrhein_westfalen", "place": "british"})])
    assert len(lines) == 1, lines
    none = told(rules, lang, [("decision-transfer", {"side": "west", "option": "none"})])
    assert len(none) == 1 and none[0], none   # passing none on is still told


# ---------------------------------------------------------------- numbers

@pytest.mark.parametrize("lang", LANGS)
def test_a_negative_space_is_written_with_the_true_minus(rules, lang):
    line = localizer(None).text("narr-track", lang, track=Ref("track", "prestige"), toward=Ref("side", "west"),
                                steps=2, space=-3)
    assert f"{MINUS}3" in line and "-3" not in line, line


def test_fluent_numbers_keep_the_languages_separators_with_the_true_minus():
    assert fluent_number(-2.5, maximumFractionDigits=1).format(typographic(Locale.parse("it"))) == f"{MINUS}2,5"
    assert fluent_number(-1234, useGrouping=True).format(typographic(Locale.parse("de"))) == f"{MINUS}1.234"
    assert fluent_number(7).format(typographic(Locale.parse("fr"))) == "7"


# ---------------------------------------------------------------- a whole game

@pytest.fixture(scope="module")
def game_lines(rules):
    g, lines = narrated_game(rules)
    g.setup()
    g.play()
    return lines


def test_a_whole_game_has_no_icon_heading_with_nothing_under_it(game_lines):
    headings = [i for i, line in enumerate(game_lines) if line.startswith("Icon “") and line.endswith(":")]
    assert headings
    for i in headings:
        assert i + 1 < len(game_lines) and not game_lines[i + 1].startswith("Icon “"), game_lines[i:i + 2]


def test_a_whole_game_names_no_prestige_space_twice(game_lines):
    chosen = [i for i, line in enumerate(game_lines) if "carries out the prestige icons of space" in line]
    assert chosen
    for i in chosen:
        space = game_lines[i].rsplit(" ", 1)[1].rstrip(".")
        assert game_lines[i + 1] != f"The icons of space {space} on the prestige track.", game_lines[i:i + 2]


def test_a_whole_game_tells_where_a_floating_city_counts_only_before_a_line_naming_it(game_lines):
    told = [i for i, line in enumerate(game_lines) if line.startswith("Hamburg counts for ")]
    assert len(told) < 10, len(told)
    for i in told:
        assert "Hamburg" in game_lines[i + 1], game_lines[i:i + 2]


def test_a_whole_game_writes_no_ascii_minus_before_a_number(game_lines):
    assert not [line for line in game_lines if re.search(r"(?<![\w-])-\d", line)]


# ---------------------------------------------------------------- players' names

@pytest.mark.parametrize("lang", LANGS)
def test_every_kind_of_player_has_a_name_in_every_language(lang):
    l10n = localizer(None)
    for kind in KINDS:
        assert l10n.has_text(f"player-{kind}", lang), (lang, kind)
    assert player_name(l10n, lang, "foresight") != "foresight"


# ---------------------------------------------------------------- what a change causes comes after it

def _scenario_lines(rules, file: str, lang: str) -> list[str]:
    """The narration of the first scenario of a rulebook example's file, run by the engine, in ``lang``."""
    path = Path(__file__).resolve().parents[1] / "scenarios" / file
    lines: list[str] = []
    narrator = Narrator(rules, lines.append, lang)

    def observe(moment, g):
        if moment == "before":
            g.narrate = narrator

    assert run(load(path)[0], rules, str(path), observe=observe).ok
    return lines


def test_a_mass_protest_is_told_after_the_cube_that_makes_it(rules):
    """§6.4 example EX-11: the 4th cube in Hessen makes its mass protest; the line of the cube comes first."""
    lines = _scenario_lines(rules, "EX-11.yaml", "en")
    cube, protest = lines.index("1 unrest cube placed in Hessen."), lines.index(
        "A mass protest marker appears in Hessen (now 1).")
    assert cube + 1 == protest, lines


def test_a_whole_game_tells_each_mass_protest_after_a_line_about_its_province(game_lines):
    """No marker line comes before the change of pieces that causes it (the engine holds it back)."""
    marked = [i for i, line in enumerate(game_lines) if line.startswith("A mass protest marker appears in ")]
    assert marked
    for i in marked:
        place = game_lines[i][len("A mass protest marker appears in "):].split(" (")[0]
        before = game_lines[i - 1]
        assert place in before or before.startswith(("A mass protest marker", "West Berlin's mass protest")), \
            game_lines[i - 2:i + 1]


@pytest.mark.parametrize(("lang", "first", "second"), [
    ("en", "Hessen attacks Thüringen.", "Bayern attacks Thüringen."),
    ("pl", "Hesja atakuje Turyngię.", "Bawaria atakuje Turyngię."),
    ("fr", "Hessen attaque Thüringen.", "Bayern attaque Thüringen.")])
def test_each_attack_names_the_province_that_attacks(rules, lang, first, second):
    """§9.7 example EX-19: Bayern and Hessen both attack Thüringen; two lines that said "West attacks
    Thüringen" twice now say who attacks (`choose(..., source = p)`)."""
    lines = _scenario_lines(rules, "EX-19.yaml", lang)
    assert first in lines and second in lines, lines
