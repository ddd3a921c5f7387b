"""The last English a German reader met (lane words6): argparse's refusals that wsdv's own type
functions word (a port, a decision number, a file name, a seed, a site's address), a language the
content lacks or cannot read, the scaffolding refusals of `wsdv l10n new`, and a replay stopped by
the system. Each is said in the reader's language; with no language known it stays English.

And the German hints in one voice: 105 of them said "Sie" ("nennen Sie eine Datei"), about 50 a bare
infinitive ("einen neuen Ordner angeben"); those now say "Sie" too.
"""

from __future__ import annotations

import errno
import re

import pytest

import interpreter.cli.play as play
from interpreter.cli.main import main
from interpreter.paths import content_dir


def _err(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().err


def _exit_err(capsys, *argv: str) -> tuple[int, str]:
    """A refusal of argparse (it exits)."""
    with pytest.raises(SystemExit) as exc:
        main(list(argv))
    return int(exc.value.code or 0), capsys.readouterr().err


@pytest.mark.parametrize(("argv", "german", "english"), [
    (["site", "serve", "--port", "x"], "Argument --port: „x“ ist kein Port; geben Sie eine Zahl von 1 bis 65535 an",
     "argument --port: 'x' is not a port; give a number from 1 to 65535"),
    (["replay", "--to", "x", "game.jsonl"], "Argument --to: „x“ ist keine Entscheidungsnummer",
     "argument --to: 'x' is not a decision number"),
    (["play", "--log", ""], "Argument --log: ein leerer Name bezeichnet keine Datei; nennen Sie die Datei",
     "argument --log: an empty name is no file"),
    (["play", "--seed", "x"], "Argument --seed: „x“ ist kein Seed; geben Sie eine ganze Zahl von -9223372036854775808 bis "
     "18446744073709551615 an", "argument --seed: 'x' is not a seed"),
    (["site", "build", "--site-url", "ftp://x"], "Argument --site-url: „ftp://x“ ist keine absolute http(s)-Adresse",
     "argument --site-url: 'ftp://x' is not an absolute http(s) address"),
])
def test_a_value_the_options_refuse_is_refused_in_the_readers_language(capsys, reader, argv, german, english):
    reader("de_DE.UTF-8")
    code, err = _exit_err(capsys, *argv)
    assert code == 2 and german in err and "Fehler" in err and english not in err
    reader("C.UTF-8")
    code, err = _exit_err(capsys, *argv)
    assert code == 2 and english in err


def test_the_seeds_bounds_are_not_grouped_as_a_number(capsys, reader):
    reader("fr_FR.UTF-8")
    _, err = _exit_err(capsys, "play", "--seed", "x")
    assert "argument --seed\u00a0: «\u202fx\u202f» n'est pas une graine\u202f; indiquez un nombre entier de " \
           "-9223372036854775808 à 18446744073709551615" in err


def test_a_language_the_content_lacks_is_refused_in_the_readers_language(capsys, reader):
    reader("de_DE.UTF-8")
    code, err = _err(capsys, "play", "--lang", "xx")
    assert code == 2 and "wsdv: Fehler: dieser Inhalt hat keine Sprache „xx“ (vorhanden: de, en, fr, it, pl, uk)" in err
    code, err = _err(capsys, "l10n", "status", "xx")
    assert code == 2 and "wsdv: Fehler: dieser Inhalt hat keine Sprache „xx“" in err and "no locale" not in err
    reader("xx_XX.UTF-8")   # the environment names no language the content has: English
    code, err = _err(capsys, "play", "--lang", "xx")
    assert code == 2 and "wsdv: error: no locale 'xx' in this content" in err


def test_unreadable_locale_files_are_refused_in_the_readers_language(capsys, reader, content_copy):
    (content_copy / "locales" / "pl" / "cli.ftl").write_bytes(b"\xff\xfe broken")
    reader("de_DE.UTF-8")
    code, err = _err(capsys, "play", "--lang", "pl", "--content", str(content_copy))
    assert code == 2 and "wsdv: Fehler: die Sprachdateien von „pl“ lassen sich in ihrer jetzigen Form nicht lesen" in err
    assert "cannot be read" not in err


def test_l10n_new_refuses_a_language_in_the_readers_language(capsys, reader, content_copy):
    reader("de_DE.UTF-8")
    code, err = _err(capsys, "l10n", "new", "XX", "--content", str(content_copy))
    assert code == 2 and "wsdv l10n new: Fehler: „XX“ ist kein Sprachcode" in err
    assert "Hinweis: nennen Sie die Sprache mit ihrem ISO-639-Code in Kleinbuchstaben" in err
    code, err = _err(capsys, "l10n", "new", "zz", "--content", str(content_copy))
    assert code == 2 and "„zz“ ist keine Sprache, die CLDR kennt" in err and "CLDR knows" not in err
    code, err = _err(capsys, "l10n", "new", "de", "--content", str(content_copy))
    assert code == 2 and ": Fehler: die Sprache „de“ ist schon vorhanden" in err
    assert "Hinweis: `wsdv l10n status de` zeigt, was noch zu übersetzen ist" in err


def test_a_replay_the_system_stops_is_told_in_the_readers_language(capsys, reader, monkeypatch, tmp_path):
    def failing(*_args, **_kw):
        raise OSError(errno.EIO, "Input/output error")
    monkeypatch.setattr(play, "replay", failing)
    reader("de_DE.UTF-8")
    log = str(tmp_path / "game.jsonl")
    code, err = _err(capsys, "replay", log)
    assert code == 1 and err.startswith(f"{log}: Fehler: das Protokoll kann nicht gelesen werden") and ": error:" not in err

    def wrong(*_args, **_kw):
        raise ValueError("odd")
    monkeypatch.setattr(play, "replay", wrong)
    code, err = _err(capsys, "replay", log)
    assert code == 1 and f"{log}: Fehler: der Neuablauf ist abgebrochen: odd" in err


# The verbs the German hints told the reader in a bare infinitive ("die Datei als UTF-8 speichern") before
# they took the voice most of them had: "speichern Sie die Datei als UTF-8".
_INFINITIVES = frozenset(
    "ausführen angeben speichern entfernen schreiben prüfen nennen kopieren fortsetzen weglassen beginnen bauen "
    "erhöhen anheben absichern übersetzen suchen warten verschieben behalten spielen starten zusammenführen "
    "anpassen löschen ergänzen benennen verweisen machen geben freigeben anhalten lassen".split())


def test_the_german_hints_address_the_reader_with_sie():
    slips = []
    for path in sorted((content_dir() / "locales" / "de").glob("*.ftl")):
        entry = ""
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            head = re.match(r"(-?[A-Za-z][\w-]*) =", line)
            entry = head.group(1) if head else entry
            if line.startswith("#") or not entry.endswith("-hint"):
                continue
            prose = re.sub(r"`[^`]*`|\{[^{}]*\}|\([^()]*\)", "", line.split(" = ", 1)[-1] if head else line)
            for clause in re.split(r"[;:]", prose):
                words = re.findall(r"[\wäöüß-]+", clause)
                if words and words[-1] in _INFINITIVES and "Sie" not in words:
                    slips.append(f"{path.name}:{n}: {line.strip()}")
    assert slips == []
