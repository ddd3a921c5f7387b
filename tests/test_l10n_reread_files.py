"""A native reader's pass over the refusals of files, journals, scenarios and `wsdv new` (issue 27's
second round), held in place:

- A value quoted in a message is quoted as the language quotes („…“, „…”, «…», « … »), never with
  the ASCII apostrophes of the English: a scenario's unknown name, its track and its "side decision".
- A count of digits takes its plural form in Polish and Ukrainian (42 cyfry, 41 цифру).
- A German hint addresses the reader as the rest of the locale does ("suchen Sie"), not with a bare
  infinitive; "über das Wurzelverzeichnis ... schreiben" meant writing about it.
- French puts a narrow no-break space before ; ? ! and inside « », as the rest of its files do.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.paths import content_dir
from interpreter.words.l10n import localizer

QUOTED = ("scenario-problem-unknown", "scenario-problem-track-spaces", "scenario-problem-not-side-decision")
OPENING = {"de": "„", "pl": "„", "uk": "«", "it": "«", "fr": "«\u202f"}


@pytest.mark.parametrize("lang", sorted(OPENING))
def test_a_quoted_value_is_quoted_as_the_language_quotes(lang):
    loc = localizer()
    for message_id in QUOTED:
        said = loc.text(message_id, lang, value="xx", what="piece", track="xx", low=1, high=2, entry="xx",
                        near="yy").replace("\u2068", "").replace("\u2069", "")
        assert "'xx'" not in said and OPENING[lang] + "xx" in said, (message_id, said)


@pytest.mark.parametrize(("lang", "digits", "said"), [
    ("pl", 41, "41 cyfr;"), ("pl", 42, "42 cyfry;"), ("uk", 41, "41 цифру;"), ("uk", 44, "44 цифри;"),
    ("uk", 45, "45 цифр;")])
def test_a_count_of_digits_takes_its_plural_form(lang, digits, said):
    text = localizer().text("scenario-load-long-number", lang, digits=digits)
    assert said in text.replace("\u2068", "").replace("\u2069", ""), text


def test_german_hints_address_the_reader():
    loc = localizer()
    assert loc.text("scenario-load-yaml-hint", "de").startswith("suchen Sie ")
    assert loc.text("scenario-load-too-many-hint", "de").startswith("verwenden Sie ")
    assert "erhöhen Sie" in loc.text("scenario-fault-budget-hint", "de", budget=5)
    assert loc.text("files-out-root", "de") == "das Wurzelverzeichnis des Dateisystems wird nicht überschrieben"


def test_french_puts_a_narrow_space_before_the_high_signs_and_inside_the_quotes():
    found = []
    for path in sorted((Path(content_dir()) / "locales" / "fr").glob("*.ftl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search("\u00a0[;?!»]|«\u00a0", line):
                found.append(f"{path.name}:{number}")
    assert found == []


def test_the_german_rename_lines_address_the_reader():
    loc = localizer()
    assert loc.text("cli-rename-content-errors", "de") == "der Inhalt hat Fehler: beheben Sie sie vor dem Umbenennen"
    assert loc.text("cli-rename-interrupted-hint", "de", kind="province", old="a", new="b").startswith("führen Sie ")
