"""Rulings, errata, their sources and the names of card faces are words of the locales, in every language."""

from __future__ import annotations

import pytest

from interpreter.cli.main import main
from interpreter.words.l10n import localizer

LANGS = ("en", "de", "pl", "uk", "it", "fr")


def run(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


# The two faces of special card IV, as each language names them (content/locales/<lang>/rulings.ftl).
FACES = {"en": ("Round Table", "Fall of the Wall"), "de": ("Runder Tisch", "Mauerfall"),
         "pl": ("Okrągły Stół", "Upadek Muru"), "uk": ("Круглий стіл", "Падіння муру"),
         "it": ("Tavola rotonda", "Caduta del muro"), "fr": ("Table ronde", "Chute du mur")}


@pytest.mark.parametrize("lang", LANGS)
def test_card_faces_and_sources_are_named_in_the_language(capsys, lang):
    code, out = run(capsys, "cards", "show", "IV", "--lang", lang)
    assert code == 0
    face_line = out.splitlines()[1]
    here, other = FACES[lang]
    assert here in face_line and other in face_line
    assert "round_table" not in out and "wall_down" not in out and "IV_wall" not in face_line
    # Sources are names, never the content's ids.
    assert "printed_face" not in out and "(almanac)" not in out
    code, out = run(capsys, "cards", "show", "IV_wall", "--lang", lang)
    assert code == 0 and out.splitlines()[1].index(other) < out.splitlines()[1].index(here)


# ------------------------------------------------------------------ rulings and errata: words of the locales

def _records(result) -> list:
    from interpreter.rules.cards import all_cards

    return [(card, rec) for card in all_cards(result.rules) for rec in (*card.rulings, *card.errata)]


@pytest.fixture(scope="module")
def shipped():
    from interpreter.rules.pipeline import build

    base, second = build(), build(variants=["second_edition"])
    assert base.ok and second.ok
    return base, second


def test_every_ruling_has_its_own_words_in_every_language(shipped):
    from interpreter.checks.rulings import message_id
    from interpreter.words.l10n import localizer

    loc = localizer()
    records = _records(shipped[0]) + _records(shipped[1])
    assert len(records) >= 30
    for _card, rec in records:
        msg = message_id(rec.kind, rec.message)
        english = loc.text(msg, "en")
        for lang in LANGS:
            assert loc.has_text(msg, lang), (lang, msg)
            if lang != "en":
                assert loc.text(msg, lang) != english, (lang, msg)


def test_the_english_of_a_ruling_is_written_once(shipped):
    # One source of truth: the card names the words, it does not hold them.
    import re

    from interpreter.paths import content_dir

    for f in content_dir().rglob("*.wsdv"):
        for line in f.read_text(encoding="utf-8").splitlines():
            if re.match(r"\s*(ruling|erratum)\b", line):
                assert re.search(r"\btext [a-z][a-z0-9_]*\s*$", line), (f.name, line)


@pytest.mark.parametrize("lang", LANGS)
def test_cards_show_prints_the_ruling_in_the_language(capsys, lang):
    from interpreter.words.l10n import localizer

    loc = localizer()
    code, out = run(capsys, "cards", "show", "25", "--lang", lang)
    assert code == 0
    assert loc.text("ruling-w-berlin-and-other-provinces", lang) in out
    assert loc.name("source", "almanac", lang) in out
    if lang != "en":
        assert loc.text("ruling-w-berlin-and-other-provinces", "en") not in out


def test_cards_json_gives_each_ruling_its_id_and_words(capsys):
    import json

    code, out = run(capsys, "cards", "show", "64", "--json", "--lang", "pl")
    assert code == 0
    [ruling] = json.loads(out)[0]["rulings"]
    assert ruling["id"] == "not_dual" and ruling["date"] == "2014" and ruling["source"] == "almanac"
    assert ruling["text"] == {"en": "This is not a dual card.", "pl": "To nie jest karta podwójna."}


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_diff_says_the_changed_ruling_in_the_language(capsys, lang):
    from interpreter.words.l10n import localizer

    loc = localizer()
    code, out = run(capsys, "diff", "--variant", "second_edition", "--lang", lang)
    assert code == 0
    assert loc.text("ruling-east-moves-placed-cube", lang) in out
    assert loc.text("ruling-west-moves-placed-cube", lang) in out
    # The ids are notation: only on the code line beneath the sentence.
    assert all("west_moves_placed_cube" not in line for line in out.splitlines() if line.lstrip().startswith("- "))


# How each language names the Italian rulebook (a stem, matched without regard to case).
ITALIAN = {"en": "italian", "de": "italienisch", "pl": "włosk", "uk": "італійськ", "it": "italian", "fr": "italienne"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("msg", ["ruling-build-abroad", "ruling-both-ls-same-province",
                                 "ruling-w-berlin-and-other-provinces"])
def test_a_ruling_that_follows_one_rulebook_translation_says_which(lang, msg):
    """Where the rulebook's translations disagree, the ruling says which one the game follows (the content
    notes them as TR-17, TR-18, TR-20). The site review found cards 25 and III flagging theirs but the
    ruling of cards 7 and 9 (2 build points to each country) silent, while the Italian rulebook says 1
    each; that ruling now names the translations and the example it follows (§6.4, Example 3)."""
    text = localizer().text(msg, lang)
    assert ITALIAN[lang] in text.lower(), text
    if msg == "ruling-build-abroad":
        assert "§6.4" in text, text


# "West, too": each language's way of making West the one that "also" moves (as well as East).
WEST_TOO = {"en": "West may also move", "de": "Auch die BRD", "pl": "Także Zachód", "uk": "Захід також може",
            "it": "Anche l'Ovest", "fr": "L'Ouest peut lui aussi"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_2nd_editions_card_77_ruling_says_what_west_may_also_move(lang):
    """The Ukrainian almanac (2nd edition): "За допомогою 1 позначки переміщення, Захід також може
    перемістити щойно розміщену фішку заворушень" — with 1 move icon West may also move the cube just
    placed, i.e. the cube is one West's moves may take, like any other; East has no move of its own left
    (the variant plays the card as printed, scenario ED-12). Four translations said "West too" (as well as
    East), against the engine, the variant's prose and the ruling's own "the 1st edition says East"."""
    text = localizer().text("ruling-west-moves-placed-cube", lang)
    assert WEST_TOO[lang] not in text
