"""`wsdv scenario run` says its marks and its closing count in the reader's language (issue 27: the summary
"1 passed, 1 failed" was English under every language)."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.words.l10n import localizer

LANGS = {"de": "de_DE.UTF-8", "pl": "pl_PL.UTF-8", "uk": "uk_UA.UTF-8", "it": "it_IT.UTF-8", "fr": "fr_FR.UTF-8"}


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "a.yaml").write_text("name: fine\nstep: {phase: internal_comparison}\n"
                                     "expect: {pieces: {hessen: {unrest: 3}}}\n", encoding="utf-8")
    (tmp_path / "b.yaml").write_text("name: wrong\nstep: {phase: internal_comparison}\n"
                                     "expect: {pieces: {hessen: {unrest: 5}}}\n", encoding="utf-8")
    (tmp_path / "c.yaml").write_text("name: broken\nseed: -1\nstep: {phase: prestige}\n", encoding="utf-8")
    return tmp_path


def _env(monkeypatch, value: str) -> None:
    monkeypatch.setenv("LANG", value)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)


def test_english_count_reads_with_its_plurals(tmp_path, capsys, monkeypatch):
    _env(monkeypatch, "C.UTF-8")
    assert main(["scenario", "run", "-v", str(_folder(tmp_path))]) == 2
    out = capsys.readouterr().out
    assert "ok    fine" in out and "FAIL  wrong" in out
    assert out.splitlines()[-1] == "1 passed, 1 failed, 1 file not valid"


@pytest.mark.parametrize("lang", LANGS)
def test_the_count_and_the_marks_in_the_readers_language(tmp_path, capsys, monkeypatch, lang):
    _env(monkeypatch, LANGS[lang])
    assert main(["scenario", "run", str(_folder(tmp_path))]) == 2
    out = capsys.readouterr().out
    loc = localizer()
    say = lambda message, n: loc.text(message, lang, n=n)   # noqa: E731
    assert out.splitlines()[-1] == ", ".join([say("scenario-passed", 1), say("scenario-failed", 1),
                                              say("scenario-broken", 1)])
    assert "passed" not in out.splitlines()[-1] and "not valid" not in out
    assert f"{loc.text('scenario-fail', lang)} wrong" in out.replace("  ", " ")


def test_the_marks_name_each_file_as_the_diagnostics_do(tmp_path, capsys, monkeypatch):
    """A scenario's `ok`/`FAIL` line names its file as every diagnostic does (paths.display_path): inside
    the working folder relative to it, outside it absolute; never as typed, with `..`."""
    _env(monkeypatch, "C.UTF-8")
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "here").mkdir()
    folder = _folder(tmp_path / "scenarios")
    monkeypatch.chdir(tmp_path / "here")
    assert main(["scenario", "run", "-v", "../scenarios"]) == 2
    out = capsys.readouterr().out
    assert f"ok    fine  ({folder.resolve() / 'a.yaml'})" in out
    assert f"FAIL  wrong  ({folder.resolve() / 'b.yaml'})" in out
    assert "../" not in out
    monkeypatch.chdir(tmp_path)
    assert main(["scenario", "run", "-v", "here/../scenarios/b.yaml"]) == 1
    out = capsys.readouterr().out
    assert f"FAIL  wrong  ({Path('scenarios', 'b.yaml')})" in out, out
