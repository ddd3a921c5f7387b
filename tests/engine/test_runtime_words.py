"""A content fault a primitive refuses while a game runs is said in the reader's language.

The engine's primitives refuse values the content should not give them (a city that is no city, a
place that is no place, a track, a card or a pile role that does not exist): the game stops at the
content expression, with the chain that led there (engine/runtime.py). Their message was the
English the primitive wrote; each now carries its words, diagnostics.ftl's `runtime-*`, and a
refusal of a player (`foresight:bot=NAME` naming no bot) cli-refusals.ftl's `refusal-player-*`.
What the check can know before any game (a bot's `project`, `propose` or `shortlist` naming nothing)
it reports, located, so the bot's constructors never meet it in checked content.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from wsdvtest import messages, overlay

from interpreter.cli.main import main
from interpreter.rules.pipeline import build
from interpreter.words.l10n import available_languages, localizer

ENGINE = Path(__file__).resolve().parents[2] / "interpreter" / "engine"
WORDED = re.compile(r"""words=\("((?:runtime|refusal)-[a-z-]+)",""")

# A replaced phase that gives cities(...) a side, which is no place on the board.
FAULT = ('replace phase internal_comparison  section "9.6"  source rulebook {\n'
         "  for s in sides() {\n"
         "    let c = cities(s)\n"
         "  }\n"
         "}\n")


def test_every_worded_content_error_has_its_words_in_every_language():
    ids = {m for path in ENGINE.glob("*.py") for m in WORDED.findall(path.read_text(encoding="utf-8"))}
    assert {"runtime-not-a-site", "runtime-not-a-place", "runtime-no-definition", "refusal-player-bot"} <= ids
    loc = localizer()
    missing = [(lang, i) for lang in available_languages() for i in sorted(ids) if not loc.has_text(i, lang)]
    assert missing == []


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "error: `cities(...)` was given 'west', which names no place on the board"),
    ("de", "Fehler: `cities(...)` erhielt „west“, und das nennt keinen Ort auf dem Spielplan"),
    ("pl", "błąd: `cities(...)` otrzymało „west”, co nie wskazuje żadnego miejsca na planszy"),
])
def test_a_primitive_refusing_a_value_is_located_with_its_chain_in_the_readers_language(tmp_path, capsys, lang, said):
    folder = overlay(tmp_path, FAULT, "harsh")
    code = main(["play", "--overlay", str(folder), "--east", "random", "--west", "random", "--seed", "1",
                 "--lang", lang, "-q"])
    assert code == 2
    err = capsys.readouterr().err
    assert f"harsh.wsdv:3:13: {said}" in err
    assert "        let c = cities(s)\n" + " " * 16 + "^" * 9 in err
    assert "phase internal_comparison" in err.splitlines()[-1]   # the chain that led there


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "le contenu ne déclare pas de `bot nosuch` (bots\u00a0: heuristic, foresight)"),
    ("uk", "вміст не оголошує `bot nosuch` (боти: heuristic, foresight)"),
])
def test_a_player_naming_no_bot_is_refused_in_the_readers_language(capsys, lang, said):
    code = main(["play", "--east", "foresight:bot=nosuch", "--west", "random", "--seed", "1", "--lang", lang])
    assert code == 2
    assert said in capsys.readouterr().err


def test_the_check_refuses_a_bot_projecting_no_sequence(tmp_path):
    """foresight.Projection's own refusal is for unchecked rules: the check says it first, located."""
    result = build(overlays=[overlay(tmp_path, "amend bot foresight  project end_of_decadd\n", "bot")])
    assert "bot.wsdv:1:30: unknown sequence 'end_of_decadd'" in messages(result)


def _faults(g):
    """Each worded refusal of a primitive, as a call on a fresh game."""
    from interpreter.engine import cardplay, evaluator, functions, pieces, tracks
    from interpreter.engine.game import _named

    side = next(iter(g.rules.sides))
    piece = next(iter(g.rules.pieces))
    province = next(iter(g.rules.provinces))
    return {
        "runtime-not-a-site": lambda: g.registry["site_value"](g, "nowhere"),
        "runtime-not-a-city": lambda: g.registry["is_rundown"](g, "nowhere"),
        "runtime-not-a-place": lambda: functions.cities(g, "nowhere"),
        "runtime-choose-by": lambda: functions.choose(g, [1, 2]),
        "runtime-no-definition": lambda: functions.get(g, "city", "nowhere", "base_value"),
        "runtime-unknown-track": lambda: tracks._track(g, "nowhere"),
        "runtime-names-nothing": lambda: g.board.region("nowhere"),
        "runtime-no-place": lambda: pieces.known_place(g, "nowhere"),
        "runtime-negative": lambda: pieces.bump(g, province, piece, -10_000),
        "runtime-no-pile-role": lambda: cardplay.role_pile(g, "nowhere"),
        "runtime-no-card": lambda: cardplay.card_data(g, "nowhere"),
        "runtime-too-large": lambda: evaluator._too_big("*", 2 ** 70),
        "runtime-too-long": lambda: evaluator._too_big("+", []),
        "runtime-no-members": lambda: g.contains("nowhere", 1),
        "runtime-in-needs": lambda: g.contains(5, 1),
        "runtime-no-key": lambda: g.attr("nowhere", "base_value"),
        "runtime-no-options": lambda: g.ask(side, "build_site", []),
        "runtime-no-definition ": lambda: _named({}, "track", "nowhere"),
        "runtime-unknown-name": lambda: g.global_name("nowhere"),
        "runtime-unknown-name ": lambda: evaluator._unknown("nowhere"),
        "runtime-unknown-call": lambda: evaluator._no_such_call("nowhere"),
        "runtime-missing-parameter": lambda: evaluator._needs("nowhere", "count"),
        "runtime-unknown-icon": lambda: g.call_icon("nowhere", [], {}),
        "runtime-no-agent": lambda: g.ask(side, "build_site", [1, 2]),   # (a game with no players)
    }


def test_each_primitives_refusal_says_in_english_what_it_says_and_is_translated(rules):
    """The words are the same refusal: in English they format to the very text a Python caller reads,
    and in Polish to another text that still names the value at fault."""
    from interpreter.engine.evaluator import ContentError
    from interpreter.engine.game import Game

    loc = localizer()
    g = Game(rules)
    for name, call in _faults(g).items():
        with pytest.raises(ContentError) as caught:
            call()
        err = caught.value
        assert err.words is not None and err.words[0] == name.strip(), name
        message_id, values = err.words
        assert loc.quiet_text(message_id, "en", **values) == str(err), name
        polish = loc.quiet_text(message_id, "pl", **values)
        assert polish != str(err), name
        assert all(str(v).strip("'") in polish for k, v in values.items() if k not in ("limit",)), (name, polish)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "routine 'second' is a second `entry yes`: routine 'game' is the game already"),
    ("pl", "procedura 'second' to drugie `entry yes`: procedura 'game' jest już grą"),
])
def test_the_check_refuses_a_second_entry_routine_where_it_is_declared(tmp_path, capsys, lang, said):
    """A second `entry yes` passed the check and stopped every game at its start, in English; the check
    now says it, at the second one's `entry`."""
    folder = overlay(tmp_path, "routine second  entry yes  source reconstructed {\n  let a = 1\n}\n", "two")
    assert main(["check", "--overlay", str(folder), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert f"two.wsdv:1:23: {'error' if lang == 'en' else 'błąd'}: {said}" in err
    assert "    routine second  entry yes" in err and " " * 26 + "^^^" in err


def test_the_check_refuses_content_with_no_entry_routine_where_the_entry_was_taken_away(tmp_path, capsys):
    """No routine with `entry yes` passed the check and stopped every game at its start (Game.play);
    the check now says it, located at the `entry no` that took the game's away, and `wsdv play` never
    starts a game."""
    folder = overlay(tmp_path, "amend routine game  entry no\n", "none")
    assert main(["check", "--overlay", str(folder)]) == 2
    err = capsys.readouterr().err
    assert "none.wsdv:1:27: error: no routine has `entry yes`: the content has no game for `wsdv play` to run" in err
    assert "    amend routine game  entry no\n" + " " * 30 + "^^\n" in err
    assert "  hint: write `entry yes` on the routine that is the game" in err
    assert main(["play", "--overlay", str(folder), "--east", "random", "--west", "random", "--lang", "de", "-q"]) == 2
    assert "none.wsdv:1:27: Fehler: kein Ablauf hat `entry yes`" in capsys.readouterr().err


def test_the_check_refuses_a_replaced_game_that_left_its_entry_out(tmp_path):
    """A routine replaced without its `entry yes`: no `entry` is written anywhere, so the error is at the
    routine (the first one), with its words for the reader's language."""
    folder = overlay(tmp_path, "replace routine game  source rulebook {\n  let a = 1\n}\n", "gone")
    result = build(overlays=[folder])
    assert not result.ok
    assert "gone.wsdv:1:9: no routine has `entry yes`: the content has no game for `wsdv play` to run" in messages(result)
    assert [d.words for d in result.report.errors] == [("check-no-entry", ())]
