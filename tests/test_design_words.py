"""The design warnings (and the needed-keyword error) in the reader's language: their words are
content/locales/<lang>/checks.ftl, English included (issue 24 §4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.rules.pipeline import build
from interpreter.words.l10n import localizer

SLIPS = {
    "board/extra.wsdv": "city darmstadt  province hessen  at 31, 72  source reconstructed\n",
    "extra.wsdv": "flag curfew  initial no  source reconstructed\n",
}


def _slips(root: Path, keyword: bool = False) -> Path:
    for name, text in SLIPS.items():
        (root / name).write_text(text, encoding="utf-8")
    for path, old, new in (("deck.wsdv", "display 7  hand 2 ", "display 7  hand 5 "),
                           ("cards/decade-2.wsdv", "card 22  decade II  colour dual  value 1 ",
                            "card 22  decade II  colour dual  value 1, 2 ")):
        f = root / path
        f.write_text(f.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    if keyword:
        (root / "setup-extra.wsdv").write_text("setup extra source rulebook {\n  add(unrest, 3)\n}\n", encoding="utf-8")
    return root


def test_the_english_words_are_the_checkers_own(content_copy):
    """The English of checks.ftl says exactly what the checker says (nothing drifts apart)."""
    for keyword in (False, True):
        result = build(_slips(content_copy, keyword))
        said = [d for d in result.report.diagnostics if d.words is not None]
        kinds = {d.words[0] for d in said}
        assert kinds == ({"check-needs-keyword"} if keyword else
                         {"check-city-outside-area", "check-deck-plan", "check-colour-values", "check-unused"})
        for d in said:
            message_id, pairs = d.words
            assert localizer().text(message_id, "en", **dict(pairs)) == d.message
            assert localizer().text(message_id + "-hint", "en", **dict(pairs)) == d.hint


@pytest.mark.parametrize("lang,words", [
    ("pl", "leży na mapie w obszarze"), ("uk", "лежить на мапі в області"), ("de", "liegt auf der Karte im Gebiet"),
    ("it", "è disegnata sulla mappa dentro l'area"), ("fr", "est dessinée sur la carte dans la zone"),
])
def test_check_says_the_design_warnings_in_the_chosen_language(content_copy, disk_cache, capsys, lang, words):
    root = _slips(content_copy)
    assert main(["check", "--content", str(root), "--lang", lang]) == 0
    err = capsys.readouterr().err
    assert words in err
    assert "is drawn inside the area" not in err
    assert main(["check", "--content", str(root), "--lang", lang]) == 0     # the same from the cache
    assert words in capsys.readouterr().err


def test_an_unknown_language_is_refused(capsys):
    assert main(["check", "--lang", "xx"]) == 2
    assert "no locale 'xx'" in capsys.readouterr().err


def test_a_warning_of_the_base_game_is_printed_once_not_again_for_each_variant(content_copy, capsys):
    root = _slips(content_copy)
    assert main(["check", "--content", str(root), "--lang", "en"]) == 0
    err = capsys.readouterr().err
    assert err.count("is drawn inside the area of 'baden_wuerttemberg'") == 1
    assert main(["check", "--content", str(root), "--lang", "en", "--strict"]) == 2   # still warnings, still fail
