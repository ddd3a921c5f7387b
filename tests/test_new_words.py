"""`wsdv new` speaks the reader's language (issue 27, the English a user of another language still saw): its
refusals (`wsdv new: error: the deck has no decade 'IX'`), the line that says the content has errors, and
what it says it wrote with the next step. Every refusal names a message of cli.ftl, which every language has.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.words.l10n import localizer

LANGS = {"de": "de_DE.UTF-8", "pl": "pl_PL.UTF-8", "uk": "uk_UA.UTF-8", "it": "it_IT.UTF-8", "fr": "fr_FR.UTF-8"}
NEW = Path(__file__).resolve().parent.parent / "interpreter" / "cli" / "new.py"


def test_every_refusal_of_new_names_its_words_in_every_language():
    text = NEW.read_text(encoding="utf-8")
    raised = len(re.findall(r"raise NewError\(", text))
    ids = set(re.findall(r'\("(new-[a-z-]+)", \{', text))
    assert raised == len(re.findall(r'\("new-[a-z-]+", \{', text)) >= 15   # each raise gives its words
    loc = localizer()
    for lang in ("en", *LANGS):
        assert sorted(i for i in ids if not loc.has_text(i, lang)) == [], lang
        assert sorted(i for i in ids if not loc.has_text(i + "-hint", lang)) == [], lang


# A refusal for each: argv after `new`, and the English sentence the reader of another language must not see.
REFUSALS = [
    (["card", "81", "--decade", "IX"], "the deck has no decade 'IX'", "name a decade of content/deck.wsdv"),
    (["card", "81"], "a new card needs its decade", None),
    (["city", "köln"], "'köln' is not an id", "an id is lower-case ASCII letters"),
    (["track", "tz", "--spaces", "a..b"], "'a..b' is not a run of spaces", "the lowest and the highest space"),
    (["connection", "kiel", "--to", "hamburg", "--lines", "3"], "'3' is not a number of blue lines",
     "a connection has 1 or 2 blue lines"),
    (["province", "pp", "--side", "west", "--at", "x"], "'x' is not a place on the board", "two numbers, percent"),
]


@pytest.mark.parametrize("argv, english, hint", REFUSALS, ids=[r[1] for r in REFUSALS])
def test_english_refusals_read_as_before(content_copy, capsys, monkeypatch, argv, english, hint):
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    assert main(["new", *argv, "--content", str(content_copy)]) == 2
    err = capsys.readouterr().err
    assert f"wsdv new: error: {english}" in err
    assert hint is None or f"  hint: {hint}" in err


@pytest.mark.parametrize("lang", LANGS)
def test_refusals_in_the_readers_language(content_copy, capsys, monkeypatch, lang):
    monkeypatch.setenv("LANG", LANGS[lang])
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    loc = localizer()
    for argv, english, hint in REFUSALS:
        assert main(["new", *argv, "--content", str(content_copy)]) == 2
        err = capsys.readouterr().err
        colon = loc.text("l10n-label-colon", lang)   # French: a no-break space before it
        assert f"wsdv new{colon} {loc.text('l10n-label-error', lang)}{colon} " in err
        assert english not in err and (hint is None or hint not in err), err


@pytest.mark.parametrize("lang", LANGS)
def test_what_new_wrote_is_said_in_the_readers_language(content_copy, capsys, monkeypatch, lang):
    monkeypatch.setenv("LANG", LANGS[lang])
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    assert main(["new", "phase", "extra_step", "--content", str(content_copy)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == localizer().text("new-written", lang, kind="phase", id="extra_step", files=len(
        [line for line in out.splitlines() if line.startswith("  ")]))
    assert "next:" not in out and "files" not in out.splitlines()[0]


@pytest.mark.parametrize("argv, said", [
    (["city", "xx", "--province", "hessen", "--at", "none"], "eine neue Stadt braucht ihren Platz auf dem Spielplan"),
    (["province", "pp", "--side", "west"], "ein neues Gebiet braucht seinen Platz auf dem Spielplan"),
])
def test_a_new_place_without_its_position_is_said_in_good_german(content_copy, capsys, monkeypatch, argv, said):
    """`--at none` (or no --at): the German said "eine neue Stadt braucht seinen Platz", the possessive of
    the province's sentence in the city's; each kind now has its own."""
    monkeypatch.setenv("LANG", LANGS["de"])
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    assert main(["new", *argv, "--content", str(content_copy)]) == 2
    err = capsys.readouterr().err.replace("\u2068", "").replace("\u2069", "")
    assert f"wsdv new: Fehler: {said}\n" in err, err
