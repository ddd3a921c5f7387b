"""The last English and the last wrong words a reader met (issue 27, the words lane's note): each is
checked in a language other than English."""

from __future__ import annotations

import re
from pathlib import Path

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


@pytest.mark.parametrize("argv", [
    ["play", "--east", "humann", "--lang", "fr"],              # a refusal of the command (messages.refusal)
    ["cards", "--lang", "fr", "--nope"],                       # argparse's usage error (localized.Parser)
    ["simulate", "--games", "0", "--lang", "fr"],              # simulate's own refusal
])
def test_french_refusals_put_a_no_break_space_before_each_colon(capsys, argv):
    """French typography (issue 27): "wsdv play\u00a0: erreur\u00a0: ..." — the colons after the place
    and after the label come from the locale (l10n-label-colon), never a plain ": "."""
    from interpreter.cli.main import main

    try:
        code = main(argv)
    except SystemExit as stop:   # argparse's own exit
        code = stop.code
    assert code == 2
    err = capsys.readouterr().err
    line = next(x for x in err.splitlines() if "erreur" in x)
    assert "\u00a0: erreur\u00a0: " in line and not re.search(r"(?<!\u00a0): ?erreur|erreur:", line), line


def _scenario_cases() -> list[dict]:
    import yaml

    return yaml.safe_load((Path(__file__).parent / "diagnostics" / "scenarios" / "cases.yaml").read_text("utf-8"))


@pytest.mark.parametrize("name", ["division_by_zero_while_running", "step_budget_while_running",
                                  "unknown_id_while_running"])
def test_a_content_fault_in_a_scenario_is_told_in_the_readers_language(tmp_path, monkeypatch, capsys, name):
    """`wsdv scenario run` under a Polish reader: the fault's labels, the scenario's step ("in <step>"),
    the problem line and the scenario's own budget hint are Polish; none of the English of the case is
    printed (tests/diagnostics/scenarios/cases.yaml holds the English)."""
    from interpreter.cli.main import main

    case = next(c for c in _scenario_cases() if c["name"] == name)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    (tmp_path / "s.yaml").write_text(case["scenario"], encoding="utf-8")
    (tmp_path / "ov").mkdir()
    for file, text in case["overlay"].items():
        (tmp_path / "ov" / file).write_text(text, encoding="utf-8")
    assert main(["scenario", "run", "s.yaml", "--overlay", "ov"]) == 2
    out = capsys.readouterr()
    expect = case["expect"][0]
    scenario_place = expect["scenario"].split(": scenario ")[0]
    assert f"\n  w {scenario_place}: scenariusz " in out.err and ", krok 1 (" in out.err or ", krok 2 (" in out.err
    assert re.search("treść zawiodła w trakcie działania|scenariusz przekroczył swój budżet kroków", out.out)
    assert "content failed" not in out.out and "ran past" not in out.out
    for english in ("scenario " + expect["scenario"].split(": scenario ")[1], "  in ", "while running", "hint:",
                    ": error:", expect.get("hint") or "\x00"):
        assert english not in out.err, (english, out.err)
    assert out.out.splitlines()[-1] == "zaliczone: 0, niezaliczone: 1, błędy treści w trakcie działania: 1"


def test_a_broken_locale_file_is_reported_in_the_readers_language(content_copy, monkeypatch, capsys):
    """A translator's broken .ftl (Fluent's parser and the file reading, whose own words are English)
    is reported by `wsdv l10n check` in the reader's language, at file:line:col with the source line,
    a caret and a hint (l10n-problem-read-*)."""
    from interpreter.cli.main import main

    with (content_copy / "locales" / "pl" / "cli.ftl").open("a", encoding="utf-8") as f:
        f.write("\nbroken-x = { $a \nfoo bar\n")
    with (content_copy / "locales" / "de" / "cli.ftl").open("ab") as b:
        b.write(b"\nx-y = \xff\n")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert main(["l10n", "check", "--content", str(content_copy)]) == 2   # refused input
    err = capsys.readouterr()
    text = err.out + err.err
    lines = (content_copy / "locales" / "pl" / "cli.ftl").read_text(encoding="utf-8").splitlines()
    at = len(lines)   # "foo bar", where Fluent's reading stopped
    assert f"locales/pl/cli.ftl:{at}:1: Fehler: [pl] Fluent kann das nicht lesen: hier wird „}}“ erwartet" in text
    assert "\n    foo bar\n    ^\n  Hinweis: bis zur Korrektur fehlt der Eintrag" in text
    assert "das Byte 0xff ist kein UTF-8-Text\n" in text and "  Hinweis: speichern Sie die Datei als UTF-8" in text
    for english in ("Expected", "Fluent syntax", "is not UTF-8 text", "error:", "hint:"):
        assert english not in text, (english, text)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_content_fault_under_simulate_is_told_in_the_commands_language(tmp_path, capsys, jobs):
    """The worker processes of `wsdv simulate` are given the command's language (ContentSpec.lang): a
    division by zero in the content is told in Polish, labels, hint and chain included."""
    from interpreter.cli.main import main

    folder = tmp_path / "faulty"
    folder.mkdir()
    (folder / "x.wsdv").write_text("amend outcome west_collapses  when mass_protests(west) / 0 >= 3\n")
    assert main(["simulate", "--games", "2", "--west", "random", "--east", "random", "--jobs", jobs, "--lang", "pl",
                 "--overlay", str(folder), "--out", str(tmp_path / "s"), "-q"]) == 2
    err = capsys.readouterr().err
    assert "x.wsdv:1:36: błąd: dzielenie przez zero" in err and "  podczas wykonywania: " in err, err
    assert "  wskazówka: zabezpiecz dzielnik" in err, err
    for english in ("error:", "division by zero", "while running", "hint:"):
        assert english not in err, (english, err)


def test_the_site_words_and_the_game_words_take_one_fluent_path(tmp_path):
    """The site's words (sitestrings) and the game's (the localizer) are read by one cached reader, made
    bundles one way and formatted one way: a number in a site message is written as the game writes it
    (the true minus sign, the language's decimal comma), and a site.ftl Fluent cannot read is refused at
    file:line:col as the locales' reader locates it."""
    from interpreter.words.l10n.catalog import read_catalog
    from interpreter.words.sitestrings import StringsError, docs_dir, load_strings

    strings = load_strings(languages=["en", "pl"])
    assert strings["pl"].raw("card-value-both", value=-1.5).startswith("\u22121,5")
    assert localizer().text("view-label", "pl", label="x", value=-1.5) == "x: \u22121,5"
    # the parsed files are the reader's own: the site's catalog comes from the one cache
    assert read_catalog("pl", docs_dir() / "pl", "site.ftl") is read_catalog("pl", docs_dir() / "pl", "site.ftl")
    for lang in ("en", "pl"):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "site.ftl").write_text("card-alt = Karte { $number }\nbroken = { $x\n", encoding="utf-8")
    with pytest.raises(StringsError) as err:
        load_strings(tmp_path, languages=["en", "pl"])
    assert str(err.value).startswith(f"{tmp_path / 'en' / 'site.ftl'}:3:1: error: ")   # where the reading stopped


@pytest.mark.parametrize("lang", ["de", "pl", "uk", "it", "fr"])
def test_a_keys_english_description_stays_out_of_another_language(content_copy, capsys, lang):
    """The schema describes each key in English only (`source` "is where the fact comes from: ..."):
    English shows it as the hint of a missing key; every other language points to the content
    language's reference instead, and its labels and colons are its own (French: no-break spaces)."""
    from interpreter.cli.main import main
    from interpreter.language.schema import key_hint

    path = content_copy / "components.wsdv"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "box socialist_holding  holds socialist  source rulebook", "box socialist_holding  holds socialist"),
        encoding="utf-8")
    english = key_hint("box", "source")
    assert english and main(["check", "--content", str(content_copy), "--lang", "en"]) == 2
    assert english in capsys.readouterr().err
    assert main(["check", "--content", str(content_copy), "--lang", lang]) == 2
    err = capsys.readouterr().err
    colon = localizer().text("l10n-label-colon", lang)
    assert english not in err and "is where the fact comes from" not in err and "docs/guide/content-language.md" in err
    assert f"  {localizer().text('l10n-label-hint', lang)}{colon} " in err, err
