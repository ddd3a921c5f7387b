"""A fallback to English at run time is told, never silent; `--strict` makes it an error (issue 12 §3).

Each test breaks a translation as a localizer might (a message left out, a variable misspelt,
a case mistyped, a form missing) and runs what a reader runs.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_l10n import edit

from interpreter.cli.main import main
from interpreter.engine.narration import Narrator
from interpreter.words.l10n import Localizer, TextError, fallbacks


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def _line_col(path: Path, needle: str) -> tuple[int, int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    n = next(i for i, line in enumerate(lines, 1) if needle in line)
    return n, lines[n - 1].index(needle) + 1


@pytest.fixture
def mistyped_case(content_copy: Path) -> Path:
    """Polish `name-in` asks for a case that does not exist (it should be "locative")."""
    edit(content_copy / "locales" / "pl" / "names.ftl", 'name-in = w { NAME($name, case: "locative") }',
         'name-in = w { NAME($name, case: "lokative") }')
    return content_copy


def test_a_mistyped_case_is_a_located_warning_and_under_strict_an_error(mistyped_case, capsys, monkeypatch):
    # Card 25 places unrest "w Niemczech Zachodnich", a group with no "in" form of its own, so name-in.
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")   # the warnings speak the reader's language (issue 24 §3)
    c = str(mistyped_case)
    line, col = _line_col(mistyped_case / "locales" / "pl" / "names.ftl", '"lokative"')
    code, out, err = _run(capsys, "cards", "show", "25", "--lang", "pl", "--content", c)
    assert code == 0 and out
    assert f"names.ftl:{line}:{col}: ostrzeżenie: [pl] „name-in” żąda przypadku „lokative”" in err
    assert "czy chodziło o „locative”?" in err          # the words of the warning are Polish, from l10n.ftl
    assert err.count("lokative”, który") == 1            # once per message, however often it is used
    code, out, err = _run(capsys, "cards", "show", "25", "--lang", "pl", "--strict", "--content", c)
    assert code == 2
    assert f"names.ftl:{line}:{col}: błąd: [pl]" in err and "Traceback" not in err
    # Given before the sub-command, --strict stands too (as --lang does).
    code, out, err = _run(capsys, "cards", "--strict", "--lang", "pl", "show", "25", "--content", c)
    assert code == 2 and f"names.ftl:{line}:{col}: błąd: [pl]" in err


def test_a_term_reference_with_a_mistyped_case_is_found_when_its_message_is_formatted(content_copy):
    pl = content_copy / "locales" / "pl" / "narration.ftl"
    pl.write_text(pl.read_text(encoding="utf-8") + 'narr-probe = W { -side-west(case: "lokatiwe") }.\n',
                  encoding="utf-8")
    en = content_copy / "locales" / "en" / "narration.ftl"
    en.write_text(en.read_text(encoding="utf-8") + "narr-probe = In the West.\n", encoding="utf-8")
    loc = Localizer(content_copy)
    with fallbacks.reporting() as told:
        assert loc.text("narr-probe", "pl") == "W Zachód."   # the plain form, as Fluent gives it
    assert [(f.kind, f.id, f.detail) for f in told.reported] == [(fallbacks.UNKNOWN_CASE, "narr-probe", "lokatiwe")]
    assert told.reported[0].file == pl and told.reported[0].line == len(pl.read_text().splitlines())


def test_a_name_without_the_case_a_sentence_asks_for_is_reported_at_the_name(content_copy):
    names = content_copy / "locales" / "pl" / "names.ftl"
    edit(names, "        [genitive] Zachodu\n", "")
    loc = Localizer(content_copy)
    with fallbacks.reporting() as told:
        assert loc.name("side", "west", "pl", case="genitive") == "Zachód"
        assert loc.name("side", "west", "pl", case="nominative") == "Zachód"   # the plain form: nothing to tell
        assert loc.name("side", "west", "en", case="genitive") == "West"       # English does not decline names
    assert [(f.lang, f.id, f.kind, f.detail) for f in told.reported] == [
        ("pl", "-side-west", fallbacks.NO_CASE, "genitive")]
    assert (told.reported[0].file, told.reported[0].line) == (names, _line_col(names, "-side-west =")[0])


def test_a_missing_translation_is_shown_in_english_and_told_once(content_copy, capsys, monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")   # the warnings speak the reader's language (issue 24 §3)
    c = str(content_copy)
    edit(content_copy / "locales" / "de" / "narration.ftl", "narr-decade = ", "narr-decade-old = ")
    code, out, err = _run(capsys, "play", "--seed", "3", "--west", "random", "--east", "random", "--lang", "de",
                          "--content", c)
    assert code == 0
    assert "Decade I begins." in out                      # English, as promised
    # A text a language lacks is not a warning each time: one line at the end counts what waits (issue 24 §3).
    assert err.strip().splitlines()[-1] == "1 Text wartet auf die Übersetzung: de (wsdv l10n status)", err
    assert "narr-decade" not in err
    code, out, _ = _run(capsys, "l10n", "status", "de", "--content", c)   # which one: the status lists it
    assert "„narr-decade“ ist nicht übersetzt" in out   # in the reader's language, as the warning was
    code, out, err = _run(capsys, "play", "--seed", "3", "--west", "random", "--east", "random", "--lang", "de",
                          "--strict", "--content", c)
    assert code == 2 and "Fehler: [de] „narr-decade“" in err


def test_a_translation_that_does_not_format_is_located_at_its_fault(content_copy):
    pl = content_copy / "locales" / "pl" / "narration.ftl"
    text = pl.read_text(encoding="utf-8")
    old = re.search(r"^narr-decade = .*\{ \$a \}.*$", text, re.M).group(0)
    edit(pl, old, old.replace("{ $a }", "{ $dekada }"))
    loc = Localizer(content_copy)
    with fallbacks.reporting() as told:
        assert loc.text("narr-decade", "pl", a="II") == "Decade II begins."
    (f,) = told.reported
    assert (f.kind, f.id, f.detail) == (fallbacks.FORMAT, "narr-decade", "variable:$dekada")
    assert (f.file, f.line, f.col) == (pl, *_line_col(pl, "$dekada"))
    with fallbacks.reporting(strict=True), pytest.raises(fallbacks.FallbackError, match=r"narration\.ftl:\d+:\d+: error"):
        loc.text("narr-decade", "pl", a="II")


def test_narration_that_english_cannot_format_is_a_located_error_not_raw_text(content_copy, capsys):
    # (A message content says with say() is checked before any game: `wsdv check` reports a
    # variable the say does not pass. The engine's own messages are formatted as the game goes.)
    en = content_copy / "locales" / "en" / "narration.ftl"
    edit(en, "narr-turn = { NAME($side) } plays { $card }: { NAME($action) }.",
         "narr-turn = { NAME($side) } plays { $cardd }: { NAME($action) }.")
    code, out, err = _run(capsys, "play", "--seed", "3", "--west", "random", "--east", "random",
                          "--content", str(content_copy))
    line, col = _line_col(en, "$cardd")
    assert code == 2
    assert f"narration.ftl:{line}:{col}: error: 'narr-turn' cannot be formatted, not even in English: " \
           "$cardd is not given" in err
    assert "{'side'" not in out and "turn {" not in out      # no raw message id with its arguments
    assert "internal error" not in err and "Traceback" not in err


def test_the_narrator_has_no_catch_all(rules):
    """Formatting errors reach the caller as located errors: no `except Exception` turns them into text."""
    import inspect

    source = inspect.getsource(Narrator)
    assert "except Exception" not in source and "except:" not in source
    lines: list[str] = []
    n = Narrator(rules, lines.append, "pl")
    with pytest.raises(TextError, match="narr-decade"):
        n.l10n.text("narr-decade", "pl")                     # $a not given, in Polish nor in English


@pytest.mark.parametrize("term, argv", [
    ("-track-currency", ("play", "--seed", "3", "--west", "random", "--east", "random")),
    ("-card-colour-red", ("cards",)),
    ("-card-colour-red", ("cards", "show", "1")),
    ("-track-currency", ("diff", "--variant", "second_edition")),
])
def test_every_command_that_prints_localized_text_takes_strict(content_copy, capsys, monkeypatch, term, argv):
    """A German name missing: each command tells it (exit 0), and under --strict fails (exit 2)."""
    monkeypatch.setenv("LANG", "de_DE.UTF-8")   # the warnings speak the reader's language (issue 24 §3)
    edit(content_copy / "locales" / "de" / "names.ftl", f"\n{term} = ", f"\n{term}-old = ")
    c = str(content_copy)
    code, _, err = _run(capsys, *argv, "--lang", "de", "--content", c)
    assert code == 0 and "1 Text wartet auf die Übersetzung: de (wsdv l10n status)" in err, err
    code, _, err = _run(capsys, *argv, "--lang", "de", "--strict", "--content", c)
    assert code == 2 and f"Fehler: [de] „{term}“ ist nicht übersetzt" in err, err


def test_simulate_report_and_replay_take_strict(content_copy, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")   # the warnings speak the reader's language (issue 24 §3)
    edit(content_copy / "locales" / "de" / "names.ftl", "-track-currency = {", "-track-currency-old = {")
    c = str(content_copy)
    log = tmp_path / "game.jsonl"
    assert main(["play", "--seed", "3", "--west", "random", "--east", "random", "--log", str(log), "-q",
                 "--content", c]) in (0,)
    capsys.readouterr()
    code, _, err = _run(capsys, "replay", str(log), "--narrate", "--lang", "de", "--strict", "--content", c)
    assert code == 2 and "„-track-currency“" in err
    out = tmp_path / "sim"
    code, _, err = _run(capsys, "simulate", "--games", "2", "--jobs", "1", "--west", "random", "--east", "random",
                        "--out", str(out), "-q", "--lang", "de", "--strict", "--content", c)
    assert code == 2 and "„-track-currency“" in err
    assert not out.exists()                                  # nothing half-written


def test_site_strings_missing_in_a_language_are_told(tmp_path):
    from interpreter.words.sitestrings import load_strings

    for lang in ("en", "pl"):
        (tmp_path / lang).mkdir()
    (tmp_path / "en" / "site.ftl").write_text("hello = Hello\n", encoding="utf-8")
    (tmp_path / "pl" / "site.ftl").write_text("other = Inne\n", encoding="utf-8")
    strings = load_strings(tmp_path)
    with fallbacks.reporting() as told:
        assert strings["pl"]("hello") == "Hello"
    assert [(f.lang, f.id, f.kind) for f in told.reported] == [("pl", "hello", fallbacks.MISSING)]
    with fallbacks.reporting(strict=True), pytest.raises(fallbacks.FallbackError):
        strings["pl"]("hello")


def test_shipped_locales_fall_back_nowhere(rules):
    """Every card and a whole narrated game in every language: nothing reported."""
    from interpreter.rules.cards import all_cards
    from interpreter.words.cardtext import CardText

    with fallbacks.reporting(strict=True):
        for lang in ("en", "de", "pl", "uk", "it", "fr"):
            writer = CardText(rules, None, lang)
            for card in all_cards(rules):
                assert writer.event(card)


def test_an_english_message_fluent_cannot_read_is_located_not_missing(tmp_path, capsys):
    """An overlay's erratum words with a select never closed: `cards show` said only "no message
    'erratum-even' in 'en' or in English", with no place, though the message is written. It is the
    syntax error, at its file and line; the content's check, which `cards show` runs first, finds it
    there (it reads the English files as `wsdv l10n check` does), and says it once."""
    folder = tmp_path / "erratum"
    (folder / "locales" / "en").mkdir(parents=True)
    (folder / "card25.wsdv").write_text(
        'replace card 25  decade II  colour red  value 2  year "1967"  source printed_face {\n'
        '  row 1  icons place_unrest(west, 2)  where w_berlin\n'
        '  erratum "2026-11-27"  source public_source  changes value  was "1, 3"  text even\n}\n',
        encoding="utf-8")
    (folder / "locales" / "en" / "rulings.ftl").write_text(
        "erratum-even = Both sides now get { $n ->\n    [one] one\n   *[other] { $n }\n", encoding="utf-8")
    assert main(["cards", "show", "25", "--overlay", str(folder), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert re.search(r"erratum/locales/en/rulings\.ftl:4:1: error: Fluent cannot read this: \"}\" is expected here\n",
                     err), err
    assert "projectfluent.org" in err and "1 error in the content" in err
    assert "no message" not in err
