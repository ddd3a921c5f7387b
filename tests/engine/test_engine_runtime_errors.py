"""Run-time content failures are content diagnostics (issue 10, §2).

A mistake the checker cannot see (a divisor that becomes 0, a text where a number is needed,
an id nothing knows, a loop that never ends, calls nested too deeply) stops `wsdv play` with
`file:line:col: error:` at the content expression, its source line with a caret, the chain of
content that led there, and exit 2: never a traceback, never "a bug in wsdv".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.cli.main import main

PAYS = '''routine east_pays_alternately(n)  section "9.1"  source rulebook {
  let chooser = advantage(prestige)'''
FLIGHT = "routine game -> routine decade -> phase flight -> routine east_pays_alternately"


def _edit(root: Path, file: str, old: str, new: str) -> None:
    path = root / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def _play(content: Path, capsys, seed: int = 3) -> tuple[int, list[str]]:
    # random players: the subject is the content's error, not how a bot looks ahead
    code = main(["play", "--content", str(content), "-q", "--seed", str(seed), "--east", "random", "--west", "random"])
    return code, capsys.readouterr().err.splitlines()


def _located(err: list[str], root: Path, file: str, line: int, col: int, width: int, message: str,
             trail: str | None, hint: str | None = None) -> None:
    """The diagnostic's lines exactly: where, what, the caret under the spot, the chain, the hint."""
    where = Path(err[0].split(":")[0])
    assert where.name == Path(file).name and where.parent.name == Path(file).parent.name, err
    assert err[0].split(":", 1)[1] == f"{line}:{col}: error: {message}", err
    source = (root / Path(file).name).read_text(encoding="utf-8").splitlines()[line - 1]
    assert err[1] == "    " + source
    assert err[2] == "    " + " " * (col - 1) + "^" * width
    rest = err[3:]
    if trail is not None:
        assert rest[0] == f"  while running: {trail}"
        rest = rest[1:]
    assert rest == ([f"  hint: {hint}"] if hint else []), err
    assert not any("Traceback" in x or "bug in wsdv" in x for x in err)


def test_division_by_zero_points_at_the_division_with_the_chain(content_copy, capsys):
    _edit(content_copy, "phases.wsdv", PAYS, PAYS + "\n  let ratio = 10 / (n - n)")
    code, err = _play(content_copy, capsys)
    assert code == 2
    _located(err, content_copy, "content/phases.wsdv", 50, 15, 12, "division by zero", FLIGHT,
             "guard the divisor, e.g. `d > 0 ? n / d : 0`")


def test_a_text_where_a_number_is_needed(content_copy, capsys):
    _edit(content_copy, "phases.wsdv", PAYS, PAYS + '\n  let k = var("decade") + 1')
    code, err = _play(content_copy, capsys)
    assert code == 2
    _located(err, content_copy, "content/phases.wsdv", 50, 11, 17,
             "`+` cannot combine a text or name and a number", FLIGHT)


def test_a_value_that_names_nothing(content_copy, capsys):
    _edit(content_copy, "phases.wsdv", PAYS, PAYS + "\n  let k = opponent(n)")
    code, err = _play(content_copy, capsys)
    assert code == 2
    _located(err, content_copy, "content/phases.wsdv", 50, 11, 11,
             "`opponent(...)` was given '2', which it does not know (an unknown id)", FLIGHT)


SOCIALISTS = "  add(socialist, 2, to = socialist_holding)"
PLACE_FAULT = ("no place on the board is called 'atlantis': pieces go on a province, sector, city, country,"
               " box or card")


@pytest.mark.parametrize("step", ['add(unrest, 1, to = "atlantis")', 'remove(unrest, 1, from = "atlantis")',
                                  'move(socialist, 1, from = socialist_holding, to = "atlantis")'])
def test_pieces_put_on_or_taken_from_a_place_nothing_names(content_copy, capsys, step):
    # A name written as text passes the check (a text is a value); putting pieces there used to
    # make a silent pile nowhere on the board, taking them a silent zero.
    _edit(content_copy, "setup.wsdv", SOCIALISTS, SOCIALISTS + "\n  " + step)
    code, err = _play(content_copy, capsys)
    assert code == 2
    _located(err, content_copy, "content/setup.wsdv", 14, 3, len(step.split("(")[0]), PLACE_FAULT,
             "setup standard")


@pytest.mark.parametrize("call, message", [
    ('provinces("atlantis")', "'atlantis' names no side, group, province, sector, city, country or connection"),
    ('cities("atlantis")', "`cities(...)` was given 'atlantis', which names no place on the board"),
    ('is_rundown("atlantis")', "`is_rundown(...)` was given 'atlantis', which is no city"),
    ('mass_protests("atlantis")', "no place on the board is called 'atlantis': pieces go on a province, sector, "
                                  "city, country, box or card"),
])
def test_a_function_given_a_place_nothing_names(content_copy, capsys, call, message):
    _edit(content_copy, "setup.wsdv", SOCIALISTS, SOCIALISTS + "\n  let k = " + call)
    code, err = _play(content_copy, capsys)
    assert code == 2
    _located(err, content_copy, "content/setup.wsdv", 14, 11, len(call), message, "setup standard")


def test_a_runaway_repeat_stops_at_the_step_budget(content_copy, capsys):
    _edit(content_copy, "phases.wsdv", PAYS, PAYS + "\n  repeat 999999999999 { let chooser = chooser }")
    code, err = _play(content_copy, capsys)
    assert code == 2
    _located(err, content_copy, "content/phases.wsdv", 50, 10, 12,
             "the content ran more than 1,000,000 steps without a decision (a loop that never ends?)", FLIGHT,
             "a loop here ran away; if the content really needs more, raise the budget with the "
             "environment variable WSDV_MAX_DECISION_STEPS")


def test_the_budget_per_game_is_configurable(content_copy, capsys, monkeypatch):
    monkeypatch.setenv("WSDV_MAX_STEPS", "3000")
    code, err = _play(content_copy, capsys)
    assert code == 2
    assert err[0].endswith(": error: the content ran more than 3,000 steps in this game (a loop that never ends?)")
    assert err[-1].endswith("raise the budget with the environment variable WSDV_MAX_STEPS")


def test_calls_nested_past_the_depth_bound(content_copy, capsys, monkeypatch):
    monkeypatch.setenv("WSDV_MAX_DEPTH", "2")
    code, err = _play(content_copy, capsys)
    assert code == 2
    _located(err, content_copy, "content/flow.wsdv", 77, 7, 16,
             "icons and routines call each other more than 2 deep (a recursion that never ends?)",
             "routine game -> routine decade -> routine half_decade -> routine place_socialists",
             "give the calls a way to stop; if the content really nests this deep, raise the bound with the "
             "environment variable WSDV_MAX_DEPTH")


def test_a_failing_icon_of_a_card_names_the_card_and_row(content_copy, capsys):
    icon = "icon place_unrest(side, n = 1, where = none, limit = none, crest = none)  source rulebook {"
    _edit(content_copy, "icons.wsdv", icon, icon + "\n  let share = 12 / (n - 2)")
    code, err = _play(content_copy, capsys, seed=1)
    assert code == 2
    _located(err, content_copy, "content/icons.wsdv", 72, 15, 12, "division by zero",
             "routine game -> routine decade -> routine half_decade -> action trigger_event -> card 62 row 1 "
             "-> icon place_unrest", "guard the divisor, e.g. `d > 0 ? n / d : 0`")


def test_wsdv_debug_keeps_the_python_traceback(content_copy, capsys, monkeypatch):
    _edit(content_copy, "phases.wsdv", PAYS, PAYS + "\n  let ratio = 10 / (n - n)")
    monkeypatch.setenv("WSDV_DEBUG", "1")
    with pytest.raises(ZeroDivisionError):
        main(["play", "--content", str(content_copy), "-q", "--seed", "3", "--east", "random", "--west", "random"])
    assert "error: division by zero" in capsys.readouterr().err


@pytest.mark.parametrize("lang, error, hint, running", [
    ("pl", "błąd", "wskazówka", "podczas wykonywania"),
    ("uk", "помилка", "підказка", "під час виконання"),
    ("de", "Fehler", "Hinweis", "beim Ausführen"),
    ("it", "errore", "suggerimento", "durante l'esecuzione"),
    ("fr", "erreur", "conseil", "pendant l'exécution"),
])
def test_the_lines_around_a_run_time_fault_are_in_the_players_language(content_copy, capsys, lang, error, hint,
                                                                        running):
    # Issue 27: everything a person reads comes from the locales; `wsdv --lang pl play` on content that
    # fails while it runs used to label the fault "error:", "while running:" and "hint:" in English.
    _edit(content_copy, "phases.wsdv", PAYS, PAYS + "\n  let ratio = 10 / (n - n)")
    code = main(["play", "--content", str(content_copy), "--lang", lang, "-q", "--seed", "3",
                 "--east", "random", "--west", "random"])
    err = capsys.readouterr().err.splitlines()
    assert code == 2
    colon = "\u00a0:" if lang == "fr" else ":"   # French typography: a no-break space before the colon
    assert err[0].split(":")[3].strip() == error and f"{colon} {error}{colon} " in err[0], err
    assert err[3] == f"  {running}{colon} {FLIGHT}", err
    assert err[4].startswith(f"  {hint}{colon} "), err
    assert not any(line.lstrip().startswith(("error:", "hint:", "while running:")) for line in err), err


@pytest.mark.parametrize("lang, message, hint", [
    ("pl", "dzielenie przez zero", "zabezpiecz dzielnik, np. `d > 0 ? n / d : 0`"),
    ("de", "Division durch null", "sichern Sie den Divisor ab, z. B. `d > 0 ? n / d : 0`"),
    ("fr", "division par zéro", "protéger le diviseur, par exemple `d > 0 ? n / d : 0`"),
])
def test_a_division_by_zero_is_told_in_the_players_language(content_copy, capsys, lang, message, hint):
    """Issue 27: the fault's own words ("division by zero" and its hint) came from Python in English
    under `wsdv play --lang pl`; they are diagnostics.ftl's runtime-* messages now."""
    _edit(content_copy, "phases.wsdv", PAYS, PAYS + "\n  let ratio = 10 / (n - n)")
    code = main(["play", "--content", str(content_copy), "--lang", lang, "-q", "--seed", "3",
                 "--east", "random", "--west", "random"])
    err = capsys.readouterr().err.splitlines()
    assert code == 2
    assert err[0].endswith(f": {message}"), err
    assert err[4].endswith(f": {hint}"), err
    assert not any("division by zero" in line or "guard the divisor" in line for line in err), err
