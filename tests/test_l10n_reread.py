"""What the native readers of issue 27 still stumbled on, held in place.

- The outcome after the last decade is named as the rulebooks name it (PL summary "Zwycięstwo na
  koniec gry", UK §"Перемога наприкінці гри", IT "Vittoria alla fine del gioco", FR "Victoire en
  fin de partie"), not "end of game", which read as a kind of row in a report, not as a way to win.
- The Italian command line calls a side "fazione", the rulebook's word (IT: "l'altra fazione"),
  not "parte" ("PARTE=GIOCATORE").
- The glossary's headings are headings ("## Provinces"), each a message of its own, not the
  kind's lower-case singular name ("## giocatore").
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.rules.pipeline import build
from interpreter.site import pages
from interpreter.site.notation import Sources
from interpreter.words.l10n import Ref, localizer
from interpreter.words.names import Names
from interpreter.words.sitestrings import load_strings

LANGS = ("en", "de", "pl", "uk", "it", "fr")

# ----------------------------------------------------------------- the outcome after the last decade

RULEBOOK_OUTCOME = {
    "en": "Victory at the end of the game",
    "de": "Sieg bei Spielende",
    "pl": "Zwycięstwo na koniec gry",
    "uk": "Перемога наприкінці гри",
    "it": "Vittoria alla fine del gioco",
    "fr": "Victoire en fin de partie",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_outcome_after_the_last_decade_is_the_rulebooks_victory(lang):
    assert localizer().name("outcome", "end_of_game", lang) == RULEBOOK_OUTCOME[lang]


@pytest.mark.parametrize(("lang", "line"), [
    ("pl", "Zwycięstwo na koniec gry: grę wygrywa Wschód."),
    ("it", "Vittoria alla fine del gioco: vince l'Est."),
])
def test_the_game_over_line_names_that_victory(lang, line):
    text = localizer().text("narr-game-over", lang, outcome=Ref("outcome", "end_of_game"), winner=Ref("side", "east"))
    assert text == line


# ----------------------------------------------------------------- Italian: a side is a "fazione"

def test_the_italian_help_names_a_side_as_the_rulebook_does(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--help", "--lang", "it"])
    out = capsys.readouterr().out
    assert "FAZIONE=GIOCATORE" in out and "--FAZIONE GIOCATORE" in out
    assert "PARTE" not in out


def test_the_italian_refusal_of_a_bad_player_pair_says_fazione(capsys):
    assert main(["play", "--player", "east", "--lang", "it"]) == 2
    err = capsys.readouterr().err
    assert "FAZIONE=GIOCATORE" in err and "PARTE" not in err


# ----------------------------------------------------------------- the glossary's headings

@pytest.fixture(scope="module")
def glossaries() -> dict[str, str]:
    result, strings, names = build(None, []), load_strings(inert=True), Names()
    return {lang: pages.glossary_page(pages.Context(result, [], names, strings[lang], [], Sources()))
            for lang in LANGS}


HEADINGS = {
    "en": ("## Sides", "## Provinces", "## How a game ends"),
    "pl": ("## Strony", "## Prowincje", "## Jak kończy się gra"),
    "uk": ("## Сторони", "## Землі", "## Як закінчується гра"),
    "de": ("## Seiten", "## Gebiete", "## Wie eine Partie endet"),
    "it": ("## Fazioni", "## Province", "## Come finisce la partita"),
    "fr": ("## Camps", "## Provinces", "## Comment se termine la partie"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_headings_are_headings_not_kind_names(glossaries, lang):
    page = glossaries[lang]
    headings = [line for line in page.splitlines() if line.startswith("## ")]
    for heading in HEADINGS[lang]:
        assert heading in headings, (heading, headings)
    for heading in headings:
        assert heading[3].isupper(), heading   # "## giocatore" was a kind's name, not a heading
    strings = load_strings(inert=True)[lang]
    for kind in pages.GLOSSARY_KINDS:   # each kind's heading is a message of the language's own
        assert strings.bundle.has_message(f"glossary-kind-{kind}"), (lang, kind)


# ----------------------------------------------------------------- lines the re-read reworded

def test_the_french_game_over_line_does_not_say_victory_twice():
    text = localizer().text("narr-game-over", "fr", outcome=Ref("outcome", "end_of_game"), winner=Ref("side", "east"))
    assert text == "Victoire en fin de partie\u00a0: l'Est gagne la partie."


@pytest.mark.parametrize(("lang", "start"), [("it", "La carta 5 "), ("fr", "La carte 5 ")])
def test_two_cards_that_change_places_take_their_article(lang, start):
    loc = localizer()
    card = loc.text("narr-card-name", lang, number="5", title="T")
    other = loc.text("narr-card-name", lang, number="7", title="U")
    text = loc.text("narr-swap", lang, card=card, other=other)
    assert text.startswith(start) and (" e la carta 7 " in text or " et la carte 7 " in text), text


@pytest.mark.parametrize(("lang", "n", "tail"), [
    ("it", 0, "(non ne resta nessuno)."), ("it", 1, "(ne resta 1)."), ("fr", 0, "(il n'en reste aucun)."),
    ("fr", 2, "(il en reste 2)."),
])
def test_a_vanishing_mass_protest_says_how_many_are_left_not_a_total(lang, n, tail):
    text = localizer().text("narr-marker-down", lang, marker=Ref("piece", "mass_protest"),
                            place=Ref("province", "bayern"), n=n)
    assert text.endswith(tail), text


@pytest.mark.parametrize(("lang", "base"), [("it", "Gioco base"), ("fr", "Jeu de base")])
def test_the_base_game_is_named_with_a_capital_in_the_diff_heading(lang, base):
    assert load_strings()[lang]("diff-base") == base


def test_the_italian_crest_says_who_decides_where_in_that_order():
    # "dove decide l'Est" read as "where East decides", and "decide l'Est dove" (the last fix) still
    # puts the verb first with "dove" dangling; the outside reader's order is "l'Est decide dove".
    text = localizer().text("icon-crest", "it", text="Piazzare 1 cubo sommossa", crest=Ref("side", "east"))
    assert text == "Piazzare 1 cubo sommossa; l'Est decide dove"
    assert load_strings()["it"]("card-crest", side="Ovest") == "l'Ovest decide dove"   # the card pages too


# ----------------------------------------------------------------- the outside re-read (second round)

def test_the_italian_cssr_takes_its_article_as_in_the_card_almanac():
    # Card 9 printed "2 punti costruzione in ČSSR" over its own ruling "vanno nella ČSSR": an
    # acronym's country takes the article in Italian (nella DDR, nella ČSSR; but "in Polonia").
    loc = localizer()
    assert loc.name("country", "cssr", "it", case="in") == "nella ČSSR"
    assert loc.name("country", "polska", "it", case="in") == "in Polonia"
    assert loc.text("icon-build-point", "it", side=Ref("side", "east"), n=2, where=Ref("country", "cssr"),
                    where_id="cssr").endswith("nella ČSSR")


@pytest.mark.parametrize(("lang", "start"), [("it", "Risultato: "), ("fr", "Résultat\u00a0: "),
                                             ("pl", "Wynik: "), ("uk", "Результат: "), ("de", "Ergebnis: ")])
def test_the_result_line_begins_with_a_capital_as_a_sentence_does(lang, start):
    text = localizer().text("cli-result", lang, outcome=Ref("outcome", "end_of_game"), winner=Ref("side", "east"),
                            seed=5, steps=382)
    assert text.startswith(start), text


def test_the_polish_title_of_card_2_names_the_two_parties_merged():
    # "Przymusowe zjednoczenie w SED" read "forced unification in the SED"; the event is the forced
    # merger of the KPD and the SPD (as fr "Fusion forcée du KPD et du SPD", en "Forced Merger of KPD and SPD").
    assert localizer().name("card", "2", "pl") == "Przymusowe zjednoczenie KPD i SPD"


def test_the_ukrainian_socialist_piece_is_a_socialist_as_in_the_rulebook():
    # UK rulebook 5.5: "перемістіть 1 соціаліста з комірки до цієї землі" (was "1 фішку соціалістів").
    loc = localizer()
    move = loc.text("narr-move", "uk", n=1, piece=Ref("piece", "socialist"), source=Ref("box", "socialist_holding"),
                    place=Ref("province", "sachsen"))
    assert move == "Переміщено 1 соціаліста з комірки соціалістів до Саксонії."
    add = loc.text("narr-add", "uk", n=2, piece=Ref("piece", "socialist"), place=Ref("box", "socialist_holding"))
    assert add.startswith("Розміщено 2 соціалісти ")


@pytest.mark.parametrize(("lang", "line"), [
    ("pl", "Zachód wygrywa w 50,0 % partii (± 20,1; przedział 95 %: od 29,9 do 70,1 %)"),
    ("uk", "Захід перемагає в 50,0 % партій (± 20,1; 95-відсотковий інтервал: від 29,9 до 70,1 %)"),
    ("de", "Die BRD gewinnt 50,0 % der Partien (± 20,1; 95-%-Intervall 29,9 bis 70,1 %)"),
])
def test_a_win_rate_is_a_share_of_the_games_not_a_calque_of_wins_50_percent(lang, line):
    # "Zachód wygrywa 50,0 % ± 20,1" / "Захід перемагає в 50,0 % ± 20,1" / "Die BRD gewinnt 50,0 % ± 20,1"
    # read as "West wins 50 %"
    # (Ukrainian "у" becomes "в" after the vowel of "перемагає": the language's writing rules).
    text = localizer().text("sim-wins", lang, side=Ref("side", "west"), rate="50,0", half="20,1",
                            low="29,9", high="70,1")
    assert text == line, text


def test_the_ukrainian_narration_says_the_police_cards_wait_in_the_rulebooks_verb():
    # Was "Схід зберігає картки поліцейської сили на потім" (colloquial "for later"); the phase is
    # "Застосування карток поліцейської сили" (UK §9.8).
    text = localizer().text("narr-decision-use_police", "uk", option="no", side=Ref("side", "east"))
    assert text == "Схід поки що не застосовує картки поліцейської сили."


def test_the_ukrainian_title_of_card_24_is_the_all_german_meeting():
    # "Deutschlandtreffen der Jugend": an all-German youth meeting (pl "Ogólnoniemiecki Zlot Młodzieży").
    assert localizer().name("card", "24", "uk") == "Всенімецька зустріч молоді"


@pytest.mark.parametrize(("lang", "line"), [("it", "Collasso dell'Ovest: vince l'Est."),
                                            ("fr", "Effondrement de l'Ouest\u00a0: l'Est gagne.")])
def test_a_worked_examples_result_names_the_winner_with_its_article(lang, line):
    # The Learn page's result box said "Collasso dell'Ovest: vince Est." / "… : Est gagne.", where the
    # narration has always said "vince l'Est" / "l'Est gagne".
    loc = localizer()
    text = load_strings()[lang]("example-game-over", outcome=loc.name("outcome", "west_collapses", lang),
                                winner=loc.name("side", "east", lang))
    assert text == line


# ----------------------------------------------------------------- the worked examples' prose

ROOT = Path(__file__).resolve().parents[1]
ON_A_CITY = {"fr": r"usines? sur [A-Z]", "it": r"fabbric(?:a|he) su [A-Z]", "de": r"Fabrik(?:en)? auf [A-Z]"}


@pytest.mark.parametrize("lang", sorted(ON_A_CITY))
def test_a_factory_is_built_in_a_city_as_the_narration_says_not_on_it(lang):
    # "il construit une usine sur Bremen" / "una fabbrica su Bremen" / "eine Fabrik auf Bremen" beside the
    # narration's "Usine construite à Bremen": the board's space is a city, and one builds in it.
    text = (ROOT / "docs" / lang / "site.ftl").read_text(encoding="utf-8")
    assert re.findall(".{20}" + ON_A_CITY[lang], text) == []


def test_french_writes_de_before_a_number_never_d_apostrophe():
    # "déplace le marqueur de prestige d'1 case" (Learn, EX-08): French elides before a vowel sound
    # spelt as a word, not before a figure ("de 1 case", as the narration writes it).
    files = [*(ROOT / "content" / "locales" / "fr").glob("*.ftl"), ROOT / "docs" / "fr" / "site.ftl"]
    found = [(f.name, m.group()) for f in files for m in re.finditer(r".{15}\bd'\d", f.read_text(encoding="utf-8"))]
    assert found == []


def test_the_german_diff_heads_a_changed_element_as_it_heads_an_added_one():
    # "Änderungen (Aktion „Ereignis auslösen“):" (plural, over one change) beside "Kommt hinzu (Ablauf): „…“.";
    # now "Geändert (Aktion): „Ereignis auslösen“:", parallel to "Kommt hinzu" and "Fällt weg".
    t = load_strings()["de"]
    assert t("variant-changed", kind="Aktion", name="Ereignis auslösen") == "Geändert (Aktion): „Ereignis auslösen“:"
    assert t("variant-added", kind="Ablauf", name="X").startswith("Kommt hinzu (Ablauf): ")
