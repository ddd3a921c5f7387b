"""Game logs: a path-independent content hash, every line checked on replay, written as the game
goes, resumable, and replayed a line at a time."""

from __future__ import annotations

import builtins
import io
import json
import os
import shlex
import shutil
import tempfile
import tracemalloc
from pathlib import Path
from unittest import mock

import pytest

from interpreter.cli.main import main
from interpreter.engine.gamelog import LogError, LogReader
from interpreter.engine.session import replay
from interpreter.rules.pipeline import build

SCHEMA = Path(__file__).resolve().parent.parent / "interpreter" / "engine" / "log.schema.json"
DOC = Path(__file__).resolve().parent.parent / "docs" / "guide" / "game-logs.md"


@pytest.fixture(scope="module")
def full_log(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("logs") / "game.jsonl"
    assert main(["play", "--seed", "3", "-q", "--log", str(path)]) == 0
    return path


def _lines(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def _write(path: Path, lines: list) -> Path:
    path.write_text("".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines), encoding="utf-8")
    return path


def _replay(path: Path, capsys, *extra: str) -> tuple[int, str]:
    code = main(["replay", str(path), *extra])
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err
    return code, err


def test_the_content_hash_does_not_depend_on_the_working_folder(tmp_path, monkeypatch, content_copy, full_log, capsys):
    hashes = set()
    for cwd in (tmp_path, content_copy, content_copy / "cards"):
        monkeypatch.chdir(cwd)
        hashes.add(build(content_copy).rules.content_hash)
    assert len(hashes) == 1
    moved = tmp_path / "elsewhere" / "content"
    shutil.copytree(content_copy, moved)
    assert build(moved).rules.content_hash in hashes
    monkeypatch.chdir(tmp_path)
    assert _replay(full_log, capsys)[0] == 0


def test_the_log_schema_is_published_in_the_docs():
    text = DOC.read_text(encoding="utf-8")
    assert json.loads(SCHEMA.read_text(encoding="utf-8"))["title"] in text
    block = text.split("```json\n", 1)[1].split("```", 1)[0]
    assert json.loads(block) == json.loads(SCHEMA.read_text(encoding="utf-8"))


def _decision(lines: list[dict], pred=lambda e: True) -> int:
    return next(i for i, e in enumerate(lines) if "choice" in e and pred(e))


@pytest.mark.parametrize("case, code, expected", [
    ("changed option value", 1, r"took option .* the game offers"),
    ("deleted result line", 2, r"without its result line"),
    ("changed result line", 1, r"the log ends with"),
    ("removed hash", 2, r":1: error: the key `content` is missing"),
    ("changed variants", 2, r"written with variants second_edition.*\n  hint: run it with --variant second_edition"),
    ("junk line", 2, r":4: error: not a line of a game log"),
    ("non-JSON line", 2, r":4: error: this line is not valid JSON"),
    ("choice 999", 2, r"takes choice 999, but"),
    ("choice -1", 2, r"`choice`: -1 is less than 0"),
    ("choice null", 2, r"`choice`: null is not of type integer"),
    ("choice 1.0", 2, r"`choice`: 1\.0 is not of type integer"),
    ("seed 3.0", 2, r"`seed`: 3\.0 is not of type integer"),
    ("a terminal's escape in a variant", 2, r"`variants/0`: \"\\u001b\]0;x\\u0007\" is not valid here"),
    ("a terminal's escape in a side", 2, r"`side`: \"\\u001b\[2J\" is not valid here"),
    ("missing seed", 2, r":1: error: the key `seed` is missing"),
    ("header only", 2, r"ends after 0 decisions, before the game does"),
    ("deep nesting", 2, r":3: error: this line nests"),
    ("renumbered", 2, r"decision number 7 where 2 comes next"),
    ("a line after the result", 2, r"nothing may follow the result line"),
    ("a second game", 2, r"a second header line"),
    ("empty file", 2, r"the file is empty"),
    ("wrong side", 1, r"in the log is .*'s '.*', the game asks"),
])
def test_every_line_is_checked(full_log, tmp_path, capsys, case, code, expected):
    import re

    lines = _lines(full_log)
    i = _decision(lines)
    if case == "changed option value":
        lines[i]["option"] = ["not", "an", "option"]
    elif case == "deleted result line":
        lines.pop()
    elif case == "changed result line":
        lines[-1]["result"] = {"winner": "nobody", "outcome": "none"}
    elif case == "removed hash":
        del lines[0]["content"]
    elif case == "changed variants":
        lines[0]["variants"] = ["second_edition"]
    elif case == "junk line":
        lines.insert(3, {"hello": "world"})
    elif case == "non-JSON line":
        lines.insert(3, "{this is not json")
    elif case in ("choice 999", "choice -1", "choice null", "choice 1.0"):
        lines[i]["choice"] = {"choice 999": 999, "choice -1": -1, "choice null": None, "choice 1.0": 1.0}[case]
    elif case == "seed 3.0":
        lines[0]["seed"] = 3.0
    elif case == "a terminal's escape in a variant":   # printed as it was, it would retitle the reader's terminal
        lines[0]["variants"] = ["\x1b]0;x\x07"]
    elif case == "a terminal's escape in a side":
        lines[i]["side"] = "\x1b[2J"
    elif case == "missing seed":
        del lines[0]["seed"]
    elif case == "header only":
        lines = lines[:1]
    elif case == "deep nesting":
        lines[2] = '{"n": 2, "side": "east", "kind": "x", "choice": 0, "option": ' + "[" * 100000 + "]" * 100000 + "}"
    elif case == "renumbered":
        lines[2]["n"] = 7
    elif case == "a line after the result":
        lines.append(lines[1])
    elif case == "a second game":
        lines.insert(2, lines[0])
    elif case == "empty file":
        lines = []
    elif case == "wrong side":
        lines[i]["side"] = "west" if lines[i]["side"] == "east" else "east"
    path = _write(tmp_path / "log.jsonl", lines)
    got, err = _replay(path, capsys)
    assert got == code, err
    assert re.search(expected, err), err
    assert "\x1b" not in err


def test_a_changed_variant_names_the_variant_needed(tmp_path, capsys):
    log = tmp_path / "second.jsonl"
    assert main(["play", "--seed", "2", "-q", "--variant", "second_edition", "--log", str(log)]) == 0
    code, err = _replay(log, capsys)
    assert code == 2 and "--variant second_edition" in err
    assert _replay(log, capsys, "--variant", "second_edition")[0] == 0


def test_a_human_game_keeps_every_move_on_eof_and_resumes(tmp_path, monkeypatch, capsys):
    log = tmp_path / "game.jsonl"
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n2\n1\n"))
    assert main(["play", "--seed", "4", "-q", "--east", "human", "--log", str(log)]) == 130
    err = capsys.readouterr().err
    assert f"wsdv play --resume {log}" in err
    lines = _lines(log)
    east = [e for e in lines[1:] if e["side"] == "east"]
    assert len(east) == 3 and [e["choice"] for e in east] == [0, 1, 0]
    assert not any("result" in e for e in lines)
    code, err = _replay(log, capsys)
    assert code == 2 and "wsdv play --resume" in err
    assert main(["play", "--resume", str(log), "-q", "--east", "random"]) == 0
    resumed = _lines(log)
    assert resumed[: len(lines)] == lines and "result" in resumed[-1]
    assert _replay(log, capsys)[0] == 0
    capsys.readouterr()
    code = main(["play", "--resume", str(log), "-q"])
    assert code == 2 and "already finished" in capsys.readouterr().err


def test_a_resumed_bot_game_is_the_uninterrupted_game(full_log, tmp_path):
    lines = full_log.read_text(encoding="utf-8").splitlines(keepends=True)
    partial = tmp_path / "partial.jsonl"
    partial.write_text("".join(lines[:60]), encoding="utf-8")
    assert main(["play", "--resume", str(partial), "-q"]) == 0
    assert partial.read_text(encoding="utf-8") == full_log.read_text(encoding="utf-8")


@pytest.mark.parametrize("player", ["mcts:100000000", "mcts:0", "random:rest=1"])
def test_a_player_a_log_names_that_cannot_be_made_is_refused_at_the_log(full_log, tmp_path, capsys, player):
    """A shared log whose header names a player out of bounds was refused without saying where the
    player came from ("wsdv play: error: budget=100000000 of the mcts player must be ..."): the reader
    had typed no such player."""
    lines = _lines(full_log)
    lines[0]["agents"]["east"] = player
    log = _write(tmp_path / "shared.jsonl", lines[:60])
    assert main(["play", "--resume", str(log), "-q"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{log}: error: "), err


@pytest.mark.parametrize("player", ["heuristic:bot=nosuch", "mcts:bot=nosuch"])
def test_a_bot_a_log_names_that_the_content_lacks_is_refused_at_the_log(full_log, tmp_path, capsys, player):
    """A shared log whose header names `bot=nosuch` failed once the bots loaded, unplaced ("wsdv: error:
    the content declares no `bot nosuch`"): the reader typed no such bot; it is refused at the log."""
    lines = _lines(full_log)
    lines[0]["agents"]["east"] = player
    log = _write(tmp_path / "shared.jsonl", lines[:60])
    assert main(["play", "--resume", str(log), "-q"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{log}: error: the content declares no `bot nosuch`"), err


def test_a_typed_bot_the_content_lacks_is_refused_by_play(capsys):
    """`wsdv play --east heuristic:bot=nosuch` said "wsdv: error: ...", as a fault of wsdv's, where
    `simulate` refuses the same player as a command's refusal; play refuses it as its own."""
    assert main(["play", "-q", "--east", "heuristic:bot=nosuch"]) == 2
    assert capsys.readouterr().err.startswith("wsdv play: error: the content declares no `bot nosuch`")


def _no_weights_loaded(*args):
    raise AssertionError("a weights folder was opened")


@pytest.mark.parametrize("folder", ["/", "/a b;touch x"])
def test_a_weights_folder_named_only_by_a_log_is_not_opened(full_log, tmp_path, monkeypatch, capsys, folder):
    """A hostile log naming `weights=/` once had `play --resume` walk the whole file system."""
    monkeypatch.setattr("interpreter.cli.play._rules_with", _no_weights_loaded)
    lines = _lines(full_log)
    lines[0]["agents"]["east"] = f"heuristic:weights={folder}"
    log = _write(tmp_path / "hostile.jsonl", lines[:60])
    before = log.read_bytes()
    assert main(["play", "--resume", str(log), "-q"]) == 2
    err = capsys.readouterr().err
    assert f"{log}: error: the log's player of 'east' loads the bot weights in {folder};" in err
    hint = "--east heuristic:weights=/" if folder == "/" else "--east 'heuristic:weights=/a b;touch x'"
    assert f"hint: to play on with that folder, name it yourself: {hint}" in err  # quoted for a shell
    assert main(["play", "--resume", str(log), "-q", "--east", "heuristic:weights=/tmp", "--lang", "de"]) == 2
    err = capsys.readouterr().err
    assert f"{log}: Fehler: der Spieler von „east“ im Protokoll ist „heuristic:weights={folder}“, nicht " \
           "„heuristic:weights=/tmp“" in err
    assert log.read_bytes() == before and "Traceback" not in err
    whole = _write(tmp_path / "whole.jsonl", lines)  # a replay follows the logged decisions and makes no player
    assert _replay(whole, capsys)[0] == 0


def test_a_log_with_weights_resumes_when_the_command_line_names_the_same_folder(tmp_path, monkeypatch):
    weights = Path(tempfile.mkdtemp(prefix="w", dir="/tmp"))  # short: a logged player is at most 64 characters
    try:
        full = tmp_path / "full.jsonl"
        player = f"heuristic:weights={weights}"
        assert main(["play", "--seed", "3", "-q", "--east", player, "--log", str(full)]) == 0
        assert _lines(full)[0]["agents"]["east"] == player
        partial = tmp_path / "partial.jsonl"
        partial.write_text("".join(full.read_text(encoding="utf-8").splitlines(keepends=True)[:60]), encoding="utf-8")
        other = tmp_path / "other.jsonl"
        shutil.copy(partial, other)
        monkeypatch.chdir(weights.parent)  # the folder named relatively is the same folder
        assert main(["play", "--resume", str(partial), "-q", "--east", f"heuristic:weights={weights.name}"]) == 0
        assert partial.read_text(encoding="utf-8") == full.read_text(encoding="utf-8")
        monkeypatch.setattr("interpreter.cli.play._rules_with", _no_weights_loaded)
        assert main(["play", "--resume", str(other), "-q", "--east", "heuristic"]) == 0  # another player, no folder
    finally:
        shutil.rmtree(weights)


def test_the_resume_a_stopped_game_suggests_is_the_whole_command(tmp_path, monkeypatch, capsys):
    """Stdin ended in a game with a weights bot under a variant: wsdv said "continue the game with: wsdv
    play --resume LOG", and that command was refused (the log's weights folder is not opened, and the
    log's game is not the base game's). The command suggested now names both, and it resumes."""
    weights = Path(tempfile.mkdtemp(prefix="w", dir="/tmp"))  # short: a logged player is at most 64 characters
    try:
        log = tmp_path / "game.jsonl"
        monkeypatch.setattr("sys.stdin", io.StringIO("1\n2\n"))
        assert main(["play", "--seed", "4", "-q", "--variant", "second_edition", "--west", "human",
                     "--east", f"heuristic:weights={weights}", "--log", str(log)]) == 130
        said = capsys.readouterr().err.rstrip().splitlines()[-1]
        command = shlex.split(said.split(": ", 1)[1])
        assert command[:4] == ["wsdv", "play", "--resume", str(log)], said
        assert "--variant" in command and f"heuristic:weights={weights}" in command, said
        before = len(_lines(log))
        monkeypatch.setattr("sys.stdin", io.StringIO("1\n"))
        assert main(command[1:] + ["-q"]) == 130   # it plays on: the next decision, then stdin ends again
        assert len(_lines(log)) > before
    finally:
        shutil.rmtree(weights)


def test_replay_of_an_unfinished_game_suggests_the_whole_resume(tmp_path, monkeypatch, capsys):
    """`replay` of a game stopped under a variant with a weights bot said "continue it with `wsdv play
    --resume LOG`", which is refused (the base game's content, and a weights folder the log alone
    never opens); it suggests the whole command now (the one `play` says when it stops), and it resumes."""
    weights = Path(tempfile.mkdtemp(prefix="w", dir="/tmp"))  # short: a logged player is at most 64 characters
    try:
        log = tmp_path / "game.jsonl"
        monkeypatch.setattr("sys.stdin", io.StringIO("1\n2\n"))
        assert main(["play", "--seed", "4", "-q", "--variant", "second_edition", "--west", "human",
                     "--east", f"heuristic:weights={weights}", "--log", str(log)]) == 130
        capsys.readouterr()
        assert main(["replay", str(log), "--variant", "second_edition"]) == 2
        err = capsys.readouterr().err
        command = shlex.split(err.split("`")[1])
        assert command[:4] == ["wsdv", "play", "--resume", str(log)], err
        assert "--variant" in command and f"heuristic:weights={weights}" in command, err
        before = len(_lines(log))
        monkeypatch.setattr("sys.stdin", io.StringIO("1\n"))
        assert main(command[1:] + ["-q"]) == 130   # it plays on: the next decision, then stdin ends again
        assert len(_lines(log)) > before
    finally:
        shutil.rmtree(weights)


def test_a_log_that_cannot_be_written_suggests_the_whole_resume(tmp_path):
    """A full disk under `play --log` of a variant's game said "continue the game with: wsdv play --resume
    LOG", which is refused (the log's game is not the base game's); the whole command is suggested now,
    and it plays the game to its end, into the very log a game played without a full disk writes."""
    import subprocess
    import sys

    log, whole = tmp_path / "game.jsonl", tmp_path / "whole.jsonl"
    game = ["play", "--seed", "3", "-q", "--variant", "second_edition", "--east", "random", "--west", "random"]
    assert main([*game, "--log", str(whole)]) == 0
    code = ("import resource, sys; resource.setrlimit(resource.RLIMIT_FSIZE, (9000, 9000)); "
            "from interpreter.cli.main import main; sys.exit(main(sys.argv[1:]))")
    env = {**os.environ, "WSDV_NO_CACHE": "1", "LANG": "C.UTF-8"}
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(name, None)
    run = subprocess.run([sys.executable, "-c", code, *game, "--log", str(log)], capture_output=True, text=True,
                         env=env, timeout=300)
    assert run.returncode == 2 and "could not write the log" in run.stderr, run.stderr
    command = shlex.split(run.stderr.rstrip().split("continue the game with: ", 1)[1])
    assert command[:4] == ["wsdv", "play", "--resume", str(log)] and "--variant" in command, run.stderr
    assert main(command[1:] + ["-q"]) == 0
    assert log.read_bytes() == whole.read_bytes()


@pytest.mark.parametrize("where", ["missing_folder", "folder", "device", "foreign_file"])
def test_a_bad_log_path_is_refused_before_the_game(tmp_path, capsys, where):
    target = {"missing_folder": tmp_path / "no" / "game.jsonl", "folder": tmp_path, "device": Path("/dev/full"),
              "foreign_file": tmp_path / "thesis.txt"}[where]
    if where == "foreign_file":
        target.write_text("years of work")
    code = main(["play", "--seed", "1", "--log", str(target)])
    out, err = capsys.readouterr()
    assert code == 2 and "error:" in err and "Traceback" not in err
    assert "Setting up the game." not in out  # refused before the game started
    if where == "foreign_file":
        assert target.read_text() == "years of work"


def test_an_old_log_may_be_overwritten(full_log, tmp_path):
    copy = tmp_path / "again.jsonl"
    shutil.copy(full_log, copy)
    assert main(["play", "--seed", "3", "-q", "--log", str(copy)]) == 0
    assert copy.read_text() == full_log.read_text()


def test_replay_streams_the_log(full_log, tmp_path):
    """Blank lines cost nothing to keep: a log padded to 30 MB replays in a few MB.

    The padding between two lines is a thousand empty lines and one long line of spaces (blank to
    the reader too): 30 MB in a few hundred thousand lines, not thirty million, which kept the
    traced replay at half a minute of CPU for the same question (a reader that kept the file, or
    its longest lines, goes over the limit either way)."""
    text = full_log.read_text(encoding="utf-8")
    padded = tmp_path / "padded.jsonl"
    gap = 30_000_000 // len(text.splitlines())
    with open(padded, "w", encoding="utf-8") as f:
        for line in text.splitlines(keepends=True):
            f.write(line)
            f.write("\n" * 1000 + " " * gap + "\n")
    assert os.path.getsize(padded) > 30_000_000
    from interpreter.rules.pipeline import build as build_rules

    rules = build_rules().rules
    tracemalloc.start()
    try:
        replay(rules, str(padded))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 10_000_000, f"replay peaked at {peak / 1e6:.1f} MB"


def test_a_log_reader_reads_one_line_at_a_time(full_log):
    with LogReader(full_log) as log:
        assert log.header["seed"] == 3 and log.line == 1
        first = log.next_decision()
        assert first is not None and first["n"] == 1 and log.line == 2


@pytest.mark.parametrize("text", ["", '{"not": "a log"}\n', '{"wsdv_log": "nonsense"}\n'])
def test_a_refused_log_leaves_no_file_open(tmp_path, text):
    # The reader opens the file before it knows whether it is a log; a refused header closes it
    # again at once (not only when the garbage collector gets to it).
    path = tmp_path / "not-a-log.jsonl"
    path.write_text(text, encoding="utf-8")
    opened = []
    real_open = builtins.open

    def spy(*args, **kwargs):
        f = real_open(*args, **kwargs)
        opened.append(f)
        return f

    with mock.patch("builtins.open", spy), pytest.raises(LogError):
        LogReader(path)
    assert opened and all(f.closed for f in opened)
