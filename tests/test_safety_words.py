"""Refusals below the command line speak the reader's language (issue 25, with issue 27's rule that
everything a person reads comes from the locales): a file wsdv will not read, an output folder of
another kind, a scenario key given twice, and every refusal of `wsdv simulate`."""

from __future__ import annotations

import json
import os

import pytest

from interpreter.cli.main import main
from interpreter.words.l10n import localizer

LANGS = ["en", "de", "pl", "uk", "it", "fr"]


def _text(message_id: str, lang: str, **args) -> str:
    return localizer(None).text(message_id, lang, **args)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("argv, message", [
    (["--jobs", "0"], "sim-error-jobs"),
    (["--games", "0"], "sim-error-games"),
    (["--until", "5"], "sim-error-until-alone"),
    (["--west", "human"], "sim-error-human"),
    (["--compare"], "sim-error-compare-same"),
])
def test_every_refusal_of_simulate_is_in_the_language_asked_for(tmp_path, capsys, lang, argv, message):
    assert main(["simulate", "--lang", lang, "-q", "--jobs", "1", "--out", str(tmp_path / "s"), *argv]) == 2
    err = capsys.readouterr().err
    said = _text(message, lang, option="--games")
    colon = _text("l10n-label-colon", lang)   # French: a no-break space before it
    assert f"wsdv simulate{colon} {_text('l10n-label-error', lang)}{colon} {said}" in err
    if lang != "en":
        assert _text(message, "en", option="--games") not in err
    assert not (tmp_path / "s").exists()


@pytest.mark.parametrize("lang", LANGS)
def test_not_enough_space_is_said_with_the_folder_and_the_sizes(tmp_path, capsys, monkeypatch, lang):
    import shutil

    monkeypatch.setattr(shutil, "disk_usage", lambda p: shutil._ntuple_diskusage(10**9, 10**9 - 1000, 1000))
    assert main(["simulate", "--games", "1000000000", "--lang", lang, "--west", "random", "--east", "random",
                 "-q", "--jobs", "1", "--out", str(tmp_path / "s")]) == 2
    err = capsys.readouterr().err
    assert str(tmp_path / "s") in err and _text("sim-error-no-space-hint", lang) in err


@pytest.mark.parametrize("lang", LANGS)
def test_a_report_over_another_kind_of_output_is_refused_in_the_language(tmp_path, capsys, lang):
    from interpreter.outputs import mark

    site = tmp_path / "site"
    site.mkdir()
    mark(site, "site")
    (site / "index.html").write_text("<p>the site</p>")
    assert main(["simulate", "--games", "1", "--lang", lang, "-q", "--out", str(site)]) == 2
    err = capsys.readouterr().err
    assert _text("files-error-other-kind", lang, what="simulation", other="site", example="x") in err
    assert (site / "index.html").is_file()


def _env_language(monkeypatch, lang: str) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", f"{lang}_XX.UTF-8")
    monkeypatch.setenv("LANGUAGE", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_scenario_key_given_twice_is_an_error_in_the_reader_language(tmp_path, capsys, monkeypatch, lang):
    _env_language(monkeypatch, lang)
    scen = tmp_path / "a.yaml"
    scen.write_text("name: x\nseed: 1\nexpect: {winner: west}\nexpect: {winner: east}\n")
    assert main(["scenario", "run", str(scen)]) != 0
    err = capsys.readouterr().err
    colon = _text("l10n-label-colon", lang)
    assert f"{scen}:4:1{colon} {_text('l10n-label-error', lang)}{colon} " in err
    assert _text("files-error-repeated-key", lang, key="expect", first="3") in err


@pytest.mark.parametrize("lang", LANGS)
def test_a_fifo_where_a_scenario_belongs_is_refused_in_the_reader_language(tmp_path, capsys, monkeypatch, lang):
    _env_language(monkeypatch, lang)
    fifo = tmp_path / "a.yaml"
    os.mkfifo(fifo)
    assert main(["scenario", "run", str(fifo)]) != 0
    err = capsys.readouterr().err
    assert _text("files-error-not-regular", lang, kind="fifo") in err
    assert _text("files-error-not-regular-hint", lang) in err


def test_a_schema_export_over_a_simulation_is_refused_in_the_reader_language(tmp_path, capsys, monkeypatch):
    _env_language(monkeypatch, "de")
    sim = tmp_path / "sim"
    sim.mkdir()
    (sim / "games.jsonl").write_text("")
    (sim / ".wsdv-output").write_text(json.dumps({"written_by": "wsdv", "what": "simulation report", "pid": 1}))
    assert main(["schema", "export", str(sim)]) == 2
    err = capsys.readouterr().err
    assert _text("files-error-other-kind", "de", what="schemas", other="simulation", example="x") in err
    assert (sim / "games.jsonl").is_file()


def test_the_english_of_the_errors_stays_for_python_callers(tmp_path):
    """A Python caller gets the English message and the words beside it."""
    from interpreter.inputs import UnreadableInput, read_bounded

    fifo = tmp_path / "x.wsdv"
    os.mkfifo(fifo)
    with pytest.raises(UnreadableInput) as caught:
        read_bounded(fifo, "content")
    assert "FIFO (named pipe)" in str(caught.value) and caught.value.words == ("files-error-not-regular", {"kind": "fifo"})
