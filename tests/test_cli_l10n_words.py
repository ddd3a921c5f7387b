"""`wsdv l10n` speaks its reader's language too (issue 27 §1: the l10n tools' own lines, "scaffolded",
"confirmed", the status table, were English under a Polish or French environment).

The tool has no --lang (its LANG arguments name the languages it reports on): it speaks the
environment's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), as the fallback warnings do.
"""

from __future__ import annotations

import shutil

import pytest

from interpreter.cli.main import main
from interpreter.paths import content_dir, docs_dir


@pytest.fixture
def reader(monkeypatch):
    """Set the environment's language for the command (the reader's)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)

    def use(locale: str) -> None:
        monkeypatch.setenv("LANG", locale)
    return use


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_status_table_is_headed_in_the_readers_language(capsys, reader):
    reader("pl_PL.UTF-8")
    code, out, _ = _run(capsys, "l10n", "status", "--summary", "de", "uk")
    head = out.splitlines()[0].split()
    assert code == 0 and head[:3] == ["język", "pokrycie", "brak"] and "coverage" not in out
    assert [line.split()[0] for line in out.splitlines()[1:]] == ["de", "uk"]
    reader("C.UTF-8")
    code, out, _ = _run(capsys, "l10n", "status", "--summary", "de")
    assert out.splitlines()[0].split()[:3] == ["language", "coverage", "missing"]


def test_check_confirm_and_preview_speak_the_readers_language(capsys, reader, content_copy):
    reader("fr_FR.UTF-8")
    code, out, _ = _run(capsys, "l10n", "check", "de", "--content", str(content_copy))
    assert code == 0 and out.startswith("fichiers de langue corrects\u00a0: 1 langue (de)") and "OK" not in out
    code, out, err = _run(capsys, "l10n", "confirm", "de", "cli-help-new-at", "x-nope", "--content", str(content_copy))
    assert "wsdv l10n confirm: erreur: «\u202fde\u202f» n'a pas de traduction de «\u202fx-nope\u202f»" in err
    assert "traduction" in out and "confirmed" not in out
    reader("uk_UA.UTF-8")
    code, _, err = _run(capsys, "l10n", "preview", "pl", "cli-help-new-att")
    assert code == 2 and "немає повідомлення «cli-help-new-att»" in err and "«cli-help-new-at»?" in err
    assert "no message" not in err and "did you mean" not in err


def test_new_tells_what_it_scaffolded_in_the_readers_language(capsys, reader, tmp_path):
    reader("de_DE.UTF-8")
    content = tmp_path / "content"
    shutil.copytree(content_dir(), content)
    shutil.copytree(docs_dir(), tmp_path / "docs")
    code, out, err = _run(capsys, "l10n", "new", "cs", "--content", str(content))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("Gerüst für „cs“ angelegt: ") and "jeder Text wartet auf seine Übersetzung" in lines[0]
    assert lines[1].startswith("Pluralformen in cs (CLDR): one (1, ...), few (2, 3, 4, ...)")
    assert lines[2].startswith("weiter: ") and "scaffolded" not in out and "next:" not in out
