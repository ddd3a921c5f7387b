"""The commands: a narrated bot game to a winner (the main job), its log, its replay."""

from __future__ import annotations

import json

from interpreter.cli.main import main


def test_main_job_plays_a_narrated_game_to_a_winner(capsys):
    assert main(["play", "--east", "random", "--west", "random", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Setting up the game." in out and "Decade I begins." in out
    assert " wins the game." in out
    assert out.strip().splitlines()[-1].startswith("result: ")


def test_log_and_replay(tmp_path, capsys):
    log = tmp_path / "game.jsonl"
    assert main(["play", "--seed", "3", "-q", "--log", str(log)]) == 0
    lines = [json.loads(x) for x in log.read_text().splitlines()]
    assert lines[0]["seed"] == 3 and "result" in lines[-1]
    assert main(["replay", str(log)]) == 0
    assert "replay OK" in capsys.readouterr().out
    assert main(["replay", str(log), "--to", "5", "--json"]) == 0
    out = capsys.readouterr().out
    assert json.loads(out.splitlines()[0])["step"] == 5 and "stopped after decision 5" in out
    lines[7]["state"] = "0" * 12
    log.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    assert main(["replay", str(log)]) == 1
    assert "differs" in capsys.readouterr().err


def test_unknown_player_is_a_clear_error(capsys):
    assert main(["play", "--east", "robot"]) == 2  # refused input, as `simulate` refuses it
    assert "unknown player 'robot'" in capsys.readouterr().err


def test_a_broken_scenario_file_is_reported_with_its_position(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\nstep: [unclosed\n")
    assert main(["scenario", "run", str(bad)]) == 2  # bad input, as for content
    err = capsys.readouterr().err
    assert f"{bad}:" in err and "error:" in err and "Traceback" not in err


def test_replay_to_a_decision_shows_the_board_in_the_readers_language(tmp_path, capsys):
    """The designer's review (task 9): `replay --to 50` printed the state as one line of JSON, not the board."""
    log = tmp_path / "game.jsonl"
    assert main(["play", "--seed", "3", "-q", "--east", "random", "--west", "random", "--log", str(log)]) == 0
    capsys.readouterr()
    assert main(["replay", str(log), "--to", "20", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert not out.lstrip().startswith("{")
    assert "Schleswig-Holstein" in out and "Ost-Berlin" in out and "Unruhewürfel" in out
    assert out.rstrip().splitlines()[-1] == "nach Entscheidung 20 angehalten"
