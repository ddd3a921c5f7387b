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
