"""The engine's refusals reach the reader in their language: a player or side that is none, a game log
wsdv will not read or cannot follow, a NUL in an argument (issue 27 §1, "the remaining English a
player sees": "wsdv play: error: unknown player 'humann' ..." was English under --lang pl).

The engine raises each refusal with its ``words``: the id of a message of cli-refusals.ftl and its
values (its English, for a Python caller, is said from the English locale); the command line says
those words in the command's language. Here: every id an engine module raises exists in every language, and each
refusal the command line can meet is printed without its English sentence.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.engine.players import SpecError, parse_spec, side_players
from interpreter.words.l10n import localizer

LANGUAGES = ["de", "pl", "uk", "it", "fr"]
ROOT = Path(__file__).resolve().parent.parent / "interpreter"
# `words=(...)` of an error, or the words a log reader's refusal takes first (`log.error(("refusal-...", ...))`)
RAISED = re.compile(r"""(?:words=|\.error\()\(\s*(?:"(refusal-[a-z-]+)"(?:\s+if\s+\w+\s+else\s+"(refusal-[a-z-]+)")?)""")


def raised_ids() -> set[str]:
    ids: set[str] = set()
    for path in ROOT.rglob("*.py"):
        for m in RAISED.finditer(path.read_text(encoding="utf-8")):
            ids |= {i for i in m.groups() if i}
    return ids


def test_every_refusal_the_engine_raises_has_its_message_in_every_language():
    ids = raised_ids()
    assert {"refusal-player-unknown", "refusal-side-unknown", "refusal-log-not-json", "refusal-log-torn",
            "refusal-replay-state"} <= ids
    loc = localizer()
    for lang in ["en", *LANGUAGES]:
        assert sorted(i for i in ids if not loc.has_text(i, lang)) == [], lang
    # each message that names the shipped English of a hint has that hint in every language too
    hints = {i for i in loc.message_ids("en", "refusal-") if i.endswith("-hint")}
    assert hints and all(loc.has_text(h, lang) for h in hints for lang in LANGUAGES)


def test_a_refusal_keeps_its_english_message_for_python_callers():
    with pytest.raises(SpecError) as err:
        parse_spec("humann")
    assert str(err.value) == "unknown player 'humann' (players: human, random, foresight, heuristic, mcts)"
    assert err.value.words == ("refusal-player-unknown",
                               {"kind": "humann", "known": "human, random, foresight, heuristic, mcts"})
    with pytest.raises(SpecError) as err:
        side_players(["west", "east"], [("eats", "random")])
    assert err.value.words == ("refusal-side-did-you-mean", {"side": "eats", "word": "east"})


def _err(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().err


@pytest.fixture
def logs(tmp_path) -> dict[str, Path]:
    """Files that are no game log, in the ways a user's file can fail to be one."""
    files = {"not-a-log": '{"x": 1}\n', "not-json": "not json at all\n", "empty": ""}
    out = {}
    for name, text in files.items():
        out[name] = tmp_path / f"{name}.jsonl"
        out[name].write_text(text, encoding="utf-8")
    return out


CASES = [
    ("unknown player", ["play", "--player", "east=humann"], "unknown player 'humann'"),
    ("unknown side", ["play", "--player", "north=random"], "unknown side 'north' (the sides are west, east)"),
    ("near side", ["play", "--eats", "random"], "unknown side 'eats' (did you mean 'east'?)"),
    ("player option", ["play", "--player", "east=random:rest=3"], "is not an option of the random player"),
    ("player number", ["play", "--player", "east=mcts:0"], "of the mcts player must be a whole number"),
    ("no pair", ["play", "--player", "east"], "write SIDE=KIND"),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("case", "argv", "english"), CASES, ids=[c[0] for c in CASES])
def test_a_player_refusal_is_said_in_the_language(capsys, lang, case, argv, english):
    code, err = _err(capsys, *argv, "--lang", "en")
    assert english in err and code in (1, 2)
    code_l, err_l = _err(capsys, *argv, "--lang", lang)
    assert code_l == code
    assert english not in err_l and "error:" not in err_l
    label = localizer().quiet_text("l10n-label-error", lang)
    colon = localizer().quiet_text("l10n-label-colon", lang)   # French: a no-break space before it
    assert err_l.startswith(f"wsdv play{colon} {label}{colon} ")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("name", "english"), [("not-a-log", "not a wsdv game log: its first line has no"),
                                               ("not-json", "this line is not valid JSON"),
                                               ("empty", "the file is empty, not a game log")])
def test_a_log_refusal_is_said_in_the_language(capsys, logs, lang, name, english):
    path = str(logs[name])
    code, err = _err(capsys, "replay", path, "--lang", "en")
    assert code == 2 and english in err and err.startswith(path)
    code_l, err_l = _err(capsys, "replay", path, "--lang", lang)
    assert code_l == 2 and english not in err_l
    label = localizer().quiet_text("l10n-label-error", lang)
    colon = localizer().quiet_text("l10n-label-colon", lang)
    assert err_l.startswith(f"{path}") and f"{colon} {label}{colon} " in err_l
    code_p, err_p = _err(capsys, "play", "--resume", path, "--lang", lang)   # resuming reads the log alike
    assert code_p == 2 and english not in err_p and f"{colon} {label}{colon} " in err_p


def test_a_log_refusal_with_a_hint_gives_the_hint_in_the_language(capsys, tmp_path):
    log = tmp_path / "game.jsonl"
    assert main(["play", "--west", "random", "--east", "random", "--seed", "3", "-q", "--log", str(log)]) == 0
    capsys.readouterr()
    code, err = _err(capsys, "play", "--resume", str(log), "--lang", "pl")
    assert code == 2
    assert "ta partia już się zakończyła" in err and "\n  wskazówka: powtórz ją przez `wsdv replay " in err
    assert "already finished" not in err and "hint:" not in err


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_nul_in_an_argument_is_refused_in_the_language(capsys, lang):
    code, err = _err(capsys, "cards", "a\x00b", "--lang", lang)
    assert code == 2 and "NUL" in err and "no name or path" not in err
    assert localizer().quiet_text("refusal-nul-argument", lang) in err


def test_a_log_of_other_variants_is_refused_with_the_variants_in_the_language(capsys, tmp_path):
    log = tmp_path / "second.jsonl"
    assert main(["play", "--variant", "second_edition", "--west", "random", "--east", "random", "-q",
                 "--log", str(log)]) == 0
    capsys.readouterr()
    code, err = _err(capsys, "replay", str(log), "--lang", "en")
    assert code == 2 and "the log was written with variants second_edition, this run uses no variant" in err
    assert "hint: run it with --variant second_edition" in err
    code, err = _err(capsys, "replay", str(log), "--lang", "pl")
    assert code == 2 and "zapis powstał z wariantami second_edition, to uruchomienie używa gry bez wariantu" in err
    assert "wskazówka: uruchom z --variant second_edition" in err


# A decision line the log's schema refuses, each way: the English names the rule broken, never jsonschema's
# own sentence ("'choice' is a required property"), and every language says it in its words.
BROKEN_LINES = [
    ({"choice": "seven"}, "`choice`: \"seven\" is not of type integer"),
    ({"choice": None}, "`choice`: null is not of type integer"),
    ({"choice": -1}, "`choice`: -1 is less than 0"),
    ({"extra": 1}, "the key `extra` does not belong here"),
    ({"choice": ...}, "the key `choice` is missing"),
]


@pytest.mark.parametrize(("change", "english"), BROKEN_LINES, ids=[e for _c, e in BROKEN_LINES])
def test_a_log_line_the_schema_refuses_is_worded_from_the_rule(capsys, tmp_path, change, english):
    import json

    log = tmp_path / "game.jsonl"
    assert main(["play", "--west", "random", "--east", "random", "--seed", "3", "-q", "--log", str(log)]) == 0
    capsys.readouterr()
    lines = log.read_text(encoding="utf-8").splitlines()
    line = json.loads(lines[1])
    for key, value in change.items():
        if value is ...:
            del line[key]
        else:
            line[key] = value
    log.write_text("\n".join([lines[0], json.dumps(line)]) + "\n", encoding="utf-8")
    code, err = _err(capsys, "replay", str(log), "--lang", "en")
    assert code == 2 and f":2: error: {english} (in the decision line)" in err
    for lang in LANGUAGES:
        code, err = _err(capsys, "replay", str(log), "--lang", lang)
        assert code == 2 and english.split("`")[-1].strip(": ") not in err, (lang, err)
        for phrase in ("is not of type", "does not belong", "is missing", "is less than", "required property"):
            assert phrase not in err, (lang, err)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_log_the_system_cannot_open_is_refused_in_the_language(capsys, tmp_path, lang):
    missing = str(tmp_path / "none.jsonl")
    code, err = _err(capsys, "replay", missing, "--lang", "en")
    assert code == 2 and "cannot read the log: No such file or directory" in err
    code, err = _err(capsys, "replay", missing, "--lang", lang)
    assert code == 2 and "No such file" not in err and "cannot read" not in err
    assert localizer().quiet_text("refusal-log-unreadable", lang, code="ENOENT", reason="?") in err


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_content_file_inputs_refuses_is_reported_in_the_language(capsys, tmp_path, lang):
    """A FIFO named like a content file in an overlay: the reader refuses it (inputs.py) at its place, in the
    reader's words, not "will not read this: it is a FIFO" in English."""
    import os

    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    overlay = tmp_path / "overlay"
    overlay.mkdir()
    os.mkfifo(overlay / "pipe.wsdv")
    code, err = _err(capsys, "check", "--overlay", str(overlay), "--lang", "en")
    # (said once: the check's message is the file refusal itself, not "cannot read this file: will not read this")
    assert code == 2 and "error: will not read this: it is a FIFO (named pipe)" in err and "cannot read" not in err
    code, err = _err(capsys, "check", "--overlay", str(overlay), "--lang", lang)
    assert code == 2 and "pipe.wsdv" in err and "will not read" not in err and "FIFO (named pipe)" not in err
    loc = localizer()
    assert loc.quiet_text("check-unreadable-not-regular", lang, kind="fifo") in err


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_a_replay_difference_names_the_sides_and_the_decisions_in_the_language(capsys, tmp_path, lang):
    """A log whose decision is another side's: the sides by their names, the decisions by the question they
    ask (`view-question`), never the ids `west` and `card`."""
    import json

    log = tmp_path / "game.jsonl"
    assert main(["play", "--west", "random", "--east", "random", "--seed", "3", "-q", "--log", str(log)]) == 0
    capsys.readouterr()
    lines = log.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[1])
    assert (first["side"], first["kind"]) == ("west", "card")
    first["side"] = "east"
    log.write_text("\n".join([lines[0], json.dumps(first), *lines[2:]]) + "\n", encoding="utf-8")
    code, err = _err(capsys, "replay", str(log), "--lang", lang)
    loc = localizer()
    west, east = loc.name("side", "west", lang), loc.name("side", "east", lang)
    question = loc.text("view-question", lang, kind="card")
    assert code == 1 and west in err and east in err and question in err, err
    if lang == "en":
        assert "decision 1 in the log is East's 'which card to play', the game asks West's 'which card to play'" in err
    else:
        assert "'card'" not in err and "west" not in err.lower().replace(west.lower(), "")
