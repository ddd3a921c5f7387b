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


# A scenario file naming what the content lacks, and one whose position needs more pieces than the box holds.
_UNKNOWN = ("name: lacking\nstep: {phase: prestig}\nposition: {tracks: {prestige: 999}}\n"
            "expect: {asked: [east]}\n")
_OVER = "name: crowded\nstep: {phase: prestige}\nposition: {pieces: {hessen: {ls: 40}}}\n"


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_a_scenarios_own_problems_in_the_readers_language(tmp_path, capsys, monkeypatch, lang):
    """A scenario's unknown ids, a track space out of range, an entry of `asked` that is no `SIDE DECISION`,
    and a position over the box's supply were English under every language; now each is a message of
    cli.ftl, said in the reader's language with its hint and its place."""
    _env(monkeypatch, LANGS[lang])
    (tmp_path / "lacking.yaml").write_text(_UNKNOWN, encoding="utf-8")
    (tmp_path / "crowded.yaml").write_text(_OVER, encoding="utf-8")
    assert main(["scenario", "run", str(tmp_path / "lacking.yaml")]) == 2
    err = capsys.readouterr().err
    loc = localizer()
    said = lambda message, **values: loc.text(message, lang, **values).replace("\u2068", "").replace("\u2069", "")  # noqa: E731
    plain = err.replace("\u2068", "").replace("\u2069", "")
    assert said("scenario-problem-unknown", what="phase", value="prestig") in plain
    assert said("scenario-problem-unknown-hint", near="prestige", about="none", known="") in plain
    assert said("scenario-problem-track-spaces", track="prestige", low="-6", high="6", value="999") in plain
    assert said("scenario-problem-not-side-decision", entry="east") in plain
    assert "lacking.yaml:2:" in plain and "lacking.yaml:4:" in plain   # each at its place
    assert not any(w in plain for w in ("unknown", "did you mean", "has spaces", "is not a side", "hint:")), err
    assert main(["scenario", "run", str(tmp_path / "crowded.yaml")]) == 1
    out = capsys.readouterr().out.replace("\u2068", "").replace("\u2069", "")
    assert said("scenario-problem-over-supply", piece="ls", needed=40, count=35) in out
    assert "box holds" not in out and "on the board" not in out


def test_a_scenarios_own_problems_read_in_english_as_before(tmp_path, capsys, monkeypatch):
    _env(monkeypatch, "C.UTF-8")
    (tmp_path / "lacking.yaml").write_text(_UNKNOWN, encoding="utf-8")
    assert main(["scenario", "run", str(tmp_path / "lacking.yaml")]) == 2
    err = capsys.readouterr().err
    assert "error: unknown phase 'prestig'\n" in err and "  hint: did you mean 'prestige'?" in err
    assert "error: track 'prestige' has spaces -6 to 6, not 999" in err
    assert "error: 'east' is not a side and a decision" in err and "hint: write `SIDE DECISION`, e.g. `" in err
