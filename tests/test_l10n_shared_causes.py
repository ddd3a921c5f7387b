"""The shared causes of the native readers' findings (issue 27 §1), each fixed once for every language.

Names carry grammatical number; facts and an empty look are sentences; numbers are written by
the locale (Babel) and a fraction takes its language's plural; bot kinds are named; the command
line's help, usage and argparse's errors, and the labels of located warnings, speak the language.
"""

from __future__ import annotations

import re

import pytest

from interpreter.cli.main import main
from interpreter.words.l10n import Ref, localizer, numbers


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- names carry grammatical number

@pytest.mark.parametrize(("lang", "city", "verb"), [
    ("pl", "karlovy_vary", "należą"), ("pl", "hamburg", "należy"),
    ("uk", "karlovy_vary", "належать"), ("uk", "hamburg", "належить"),
])
def test_a_plural_name_takes_a_plural_verb(lang, city, verb):
    # (abroad="no": the sentence with the city as its subject; a city abroad is told by its factory)
    text = localizer().text("narr-decision-floating", lang, city=Ref("city", city),
                            option=Ref("province", "sachsen"), abroad="no")
    assert f" {verb} " in text


def test_number_comes_from_the_number_attribute_or_a_plural_gender(tmp_path):
    import shutil

    from interpreter.words.l10n import Localizer

    content = tmp_path / "content"
    shutil.copytree(localizer().root / "en", content / "locales" / "en")
    (content / "locales" / "xx").mkdir()
    (content / "locales" / "xx" / "names.ftl").write_text(
        "-city-a = Aa\n    .number = plural\n-city-b = Bb\n    .gender = plural\n-city-c = Cc\n    .gender = feminine\n"
        "msg = { NUMBER_OF($c) ->\n        [plural] are\n       *[singular] is\n    }\n", encoding="utf-8")
    loc = Localizer(content)
    assert [loc.number("city", c, "xx") for c in "abc"] == ["plural", "plural", "singular"]
    assert [loc.text("msg", "xx", c=Ref("city", c)) for c in "abc"] == ["are", "are", "is"]


# -- facts and looks are sentences, not "Stasi: no." and "looks at: ."

@pytest.mark.parametrize("lang", ["en", "de", "pl", "uk", "it", "fr"])
def test_the_wall_and_the_stasi_are_told_in_sentences(lang):
    from interpreter.engine.narration import Narrator
    from interpreter.rules.pipeline import build

    lines: list[str] = []
    narrator = Narrator(build(None, [], []).rules, lines.append, lang=lang)
    narrator("flag", {"flag": "stasi", "value": False})
    narrator("flag", {"flag": "wall", "value": True})
    narrator("reveal", {"side": "east", "cards": []})
    assert len(lines) == 3
    for line in lines:
        assert not re.search(r":\s*\.|\b(yes|no|tak|nie|так|ні|sì|oui|non|ja|nein)\.$", line), line
        assert line.endswith(".") and len(line.split()) >= 3, line


def test_an_empty_look_says_nothing_was_there():
    assert localizer().text("narr-reveal", "pl", side=Ref("side", "east"), cards="", seen="none") \
        == "Wschód nie ma czego oglądać."


# -- numbers written by the locale; a fraction takes its plural

@pytest.mark.parametrize(("lang", "median", "expected"), [
    ("pl", 45.5, "Mediana 45,5 tury"), ("pl", 45, "Mediana 45 tur"), ("pl", 22, "Mediana 22 tury"),
    ("uk", 45.5, "Медіана 45,5 ходу"), ("uk", 45, "Медіана 45 ходів"), ("uk", 21, "Медіана 21 хід"),
    ("en", 45.5, "Median length 45.5 turns"), ("de", 1, "Spiellänge im Median 1 Zug"),
])
def test_a_median_count_takes_the_plural_of_its_number(lang, median, expected):
    text = localizer().text("sim-length", lang, median=numbers.value(median), low=numbers.value(30.0),
                            high=numbers.value(50.25))
    assert text.startswith(expected)


def test_numbers_and_intervals_are_written_the_languages_way():
    assert numbers.decimal(3.7, "pl") == "3,7"
    assert numbers.decimal(3.7, "en") == "3.7"
    assert numbers.signed(-78.4, "uk") == "\u221278,4" and numbers.signed(1.8, "pl") == "+1,8"
    assert numbers.signed(-0.01, "de") == "+0,0"   # no minus before a zero
    cell = localizer().text("sim-cell-difference", "pl", diff=numbers.signed(-58.8, "pl"),
                            low=numbers.signed(-78.4, "pl"), high=numbers.signed(1.8, "pl"))
    assert cell == "\u221258,8 [\u221278,4; +1,8]"
    assert localizer().text("sim-rate", "pl", rate=numbers.value(3.66)) == "3,7 partii/s"


@pytest.mark.parametrize(("lang", "expected"), [
    ("pl", "Zachód: bot losowy"), ("uk", "Захід: евристичний бот"), ("de", "BRD: MCTS-Bot (200)"),
])
def test_bot_kinds_are_named_in_the_language(lang, expected):
    from interpreter.words.players import player_name

    loc = localizer()
    spec = {"pl": "random", "uk": "heuristic", "de": "mcts:200"}[lang]
    assert loc.text("sim-player", lang, side=Ref("side", "west"), kind=player_name(loc, lang, spec)) == expected


# -- the command line in the language

# Words a help page may keep: option names and values typed as they are, environment variables,
# file formats, the program's and the game's names.
NOTATION = {"wsdv", "human", "random", "foresight", "heuristic", "mcts", "weights", "bot", "east", "play", "log",
            "content", "locales", "variants", "en", "de", "pl", "uk", "it", "fr", "json", "stderr",
            "language", "lc_all", "lc_messages", "lang", "h", "q", "n",
            # the English-only guide's section the search bot's help cites by its title
            "search"}


def test_play_help_has_no_english_under_a_ukrainian_locale(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    with pytest.raises(SystemExit) as stop:
        main(["play", "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    latin = {w.lower() for w in re.findall(r"(?<![-\w/])[A-Za-z]+(?![\w/])", re.sub(r"--?[\w-]+|\S+/\S+", " ", out))}   # options and file paths are notation
    assert latin <= NOTATION, sorted(latin - NOTATION)
    assert "використання:" in out and "параметри:" in out and "зерно тасувань" in out


def test_an_argparse_refusal_is_in_the_language(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["play", "--lang", "pl", "--seed"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("użycie: wsdv play")
    assert err.rstrip().endswith("wsdv play: błąd: argument --seed: wymaga jednej wartości")


def test_the_labels_of_a_fallback_warning_are_in_the_language():
    from interpreter.words.l10n import fallbacks

    fb = fallbacks.Fallback("pl", "narr-x", fallbacks.MISSING, english="en/narration.ftl:1:1")
    text = fallbacks.render(fb, localizer(), "pl", "warning")
    assert ": ostrzeżenie: " in text and "\n  wskazówka: " in text
    assert "warning:" not in text and "hint:" not in text
