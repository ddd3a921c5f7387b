"""Every command-line input gets a clear answer (issue 15 §6): a message and exit 2, never a traceback."""

from __future__ import annotations

import io

import pytest
from wsdvtest import edit

from interpreter.cli.main import main


def _run(argv: list[str], capsys) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as exit_:  # argparse's own refusals
        code = exit_.code
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "internal error" not in err, err
    return code, out + err


@pytest.mark.parametrize("name, expected", [
    ("", "needs a variant's name, not an empty one"),
    ("../variants/second_edition", "is a path; --variant takes a variant's name"),
    ("/tmp", "is a path; --variant takes a variant's name"),
    ("second edition", "is not a variant's name"),
])
def test_variant_takes_a_name_only(capsys, name, expected):
    code, text = _run(["check", "-q", "--variant", name], capsys)
    assert code == 2 and expected in text and "--overlay" in text


@pytest.mark.parametrize("port", ["0", "65536", "-1", "http", "99999999999999999999"])
def test_serve_refuses_a_port_outside_1_to_65535(capsys, port):
    code, text = _run(["site", "serve", f"--port={port}"], capsys)
    assert code == 2 and "give a number from 1 to 65535" in text


@pytest.mark.parametrize("seed", ["1" + "0" * 30, "1.5", "x"])
def test_play_refuses_a_seed_a_log_cannot_hold(capsys, seed):
    code, text = _run(["play", "-q", f"--seed={seed}"], capsys)
    assert code == 2 and "--seed" in text


def test_human_input_of_odd_digits_is_asked_again(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("\u00b2\n" + "9" * 5000 + "\n\u0661\n-1\n0\n"))
    code, text = _run(["play", "-q", "--seed", "2", "--east", "human"], capsys)
    assert code == 130  # the input ran out: the game stops as on Ctrl-C
    assert text.count("type a number from 1 to") >= 5


def test_a_game_stopped_without_a_log_says_so(capsys, monkeypatch):
    """Piped answers that end (or Ctrl-C) stopped an unlogged game with exit 130 and not a word; a game with
    `--log` says how to resume, so one without it says that it was not kept and how to keep the next."""
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n"))
    code, text = _run(["play", "-q", "--seed", "2", "--east", "human", "--lang", "pl"], capsys)
    assert code == 130
    assert text.rstrip().endswith("wsdv play: przerwano; partii nie zapisano: zagraj z --log PLIK, aby zachować jej "
                                  "decyzje i wznowić ją później"), text[-300:]


def test_a_number_of_thousands_of_digits_in_content(content_copy, capsys):
    edit(content_copy / "board" / "provinces.wsdv", "province bayern", "province bayern  at " + "7" * 5000 + ", 1")
    code, text = _run(["check", "--content", str(content_copy)], capsys)
    assert code == 2 and "this number has 5000 digits" in text


def test_an_empty_content_folder_is_refused(tmp_path, capsys):
    empty = tmp_path / "mine"
    empty.mkdir()
    for argv in (["check"], ["play", "-q"], ["cards"]):
        code, text = _run([*argv, "--content", str(empty)], capsys)
        assert code == 2 and "holds no content files" in text, argv
