"""Rulings, errata, their sources and the names of card faces are words of the locales, in every language."""

from __future__ import annotations

import pytest

from interpreter.cli import main

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
