"""What `wsdv simulate` refuses before the first game, and what it keeps when a run goes wrong
(the reproductions of the reliability and designer reviews, made tests)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.engine.players import parse_spec
from interpreter.simulate.guard import HAS_PROC, alive, children

RANDOM = ["--west", "random", "--east", "random", "--jobs", "1", "-q"]


@pytest.mark.parametrize("kind", ["mcts:0", "mcts:99999999999999999999", "heuristic:bot=nope", "heuristic:bot=",
                                  "heuristic:rest=x", "heuristic:rest=²", "nobody"])
def test_a_bad_bot_is_refused_before_the_first_game(tmp_path, capsys, kind):
    out = tmp_path / "sim"
    t = time.monotonic()
    assert main(["simulate", "--games", "100000", "--east", kind, "--out", str(out), "-q"]) == 2
    assert time.monotonic() - t < 60  # no game was played
    err = capsys.readouterr().err
    assert "wsdv simulate: error:" in err and "Traceback" not in err
    assert not out.exists()


def test_a_player_spec_is_written_as_the_command_line_takes_it(tmp_path):
    """A log header or a record names the bots so that `--east` (and `play --resume`) take it back."""
    spec = parse_spec("mcts:30")
    assert str(spec) == "mcts:budget=30" and parse_spec(str(spec)) == spec
    weights = parse_spec("heuristic:weights=botw")
    assert weights.options["weights"] == str(Path("botw").resolve())
    assert parse_spec(str(weights)) == weights


@pytest.mark.parametrize("games", ["1000000000", "10000000000000", "1" + "0" * 30])
def test_absurd_game_counts_are_refused_at_once(tmp_path, capsys, games):
    t = time.monotonic()
    assert main(["simulate", "--games", games, *RANDOM, "--out", str(tmp_path / "s")]) == 2
    assert time.monotonic() - t < 60
    err = capsys.readouterr().err
    assert "not enough free space" in err and "internal error" not in err


def test_a_note_in_an_earlier_report_folder_is_never_deleted(tmp_path, capsys):
    out = tmp_path / "sim1"
    assert main(["simulate", "--games", "1", *RANDOM, "--out", str(out)]) == 0
    (out / "my-notes.md").write_text("keep me")
    assert main(["simulate", "--games", "1", *RANDOM, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "my-notes.md" in err and "never deletes files it did not write" in err
    assert (out / "my-notes.md").read_text() == "keep me" and (out / "games.jsonl").is_file()


def test_another_kind_of_wsdv_output_is_not_replaced_by_a_report(tmp_path, capsys):
    from interpreter.outputs import mark

    site = tmp_path / "site"
    site.mkdir()
    mark(site, "rules site")
    (site / "index.html").write_text("<p>the site</p>")
    assert main(["simulate", "--games", "1", *RANDOM, "--out", str(site)]) == 2
    assert "rules site" in capsys.readouterr().err
    assert (site / "index.html").is_file()


def test_a_full_disk_is_found_before_the_games(tmp_path, capsys, monkeypatch):
    import shutil

    monkeypatch.setattr(shutil, "disk_usage", lambda p: shutil._ntuple_diskusage(10**9, 10**9 - 1000, 1000))
    assert main(["simulate", "--games", "5", *RANDOM, "--out", str(tmp_path / "s")]) == 2
    err = capsys.readouterr().err
    assert str(tmp_path / "s") in err and "not enough free space" in err


def test_a_write_that_fails_keeps_the_summary_and_names_the_path(tmp_path, capsys, monkeypatch):
    """B.9: the disk fills while games.jsonl is written, as the games finish: the games counted are
    summed up, the message names the file, and no earlier report is touched."""
    import errno

    from interpreter.simulate.stream import GamesFile

    real = GamesFile.write
    written = []

    def full(self, i, rec):
        if written:
            raise OSError(errno.ENOSPC, "No space left on device", str(self.paths[0]))
        written.append(rec)
        real(self, i, rec)

    monkeypatch.setattr(GamesFile, "write", full)
    assert main(["simulate", "--games", "3", "--west", "random", "--east", "random", "--jobs", "1",
                 "--out", str(tmp_path / "s")]) == 2
    cap = capsys.readouterr()
    assert "West wins" in cap.out  # the one game written is summed up
    assert str(tmp_path / "s" / "games.jsonl") in cap.err and "No space left on device" in cap.err
    assert not (tmp_path / "s").exists() and not list(tmp_path.glob(".s.build-*"))


def test_a_line_the_disk_cut_short_is_taken_back(tmp_path):
    """Each record is one write of its whole line; a write the disk cut short leaves no piece of it."""
    import os

    from interpreter.simulate.stream import GamesFile

    games = GamesFile(tmp_path, 1)
    games.write(0, {"seed": 1})
    real_write = os.write
    try:
        os.write = lambda fd, data: real_write(fd, data[:5])  # what a full disk does
        with pytest.raises(OSError, match="No space left"):
            games.write(0, {"seed": 2, "winner": "west"})
    finally:
        os.write = real_write
    games.close()
    assert (tmp_path / "games.jsonl").read_text() == '{"seed": 1}\n'


def test_without_matplotlib_the_report_is_written_without_plots(tmp_path, capsys, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "matplotlib", None)  # what an install without the `sim` extra sees
    out = tmp_path / "s"
    assert main(["simulate", "--games", "2", "--west", "random", "--east", "random", "--jobs", "1",
                 "--out", str(out)]) == 0
    assert "pip install 'wsdv[sim]'" in capsys.readouterr().out
    assert not list(out.glob("*.svg"))
    md = (out / "report.md").read_text()
    assert "matplotlib is not installed" in md and ".svg" not in md


@pytest.fixture
def faulty(tmp_path):
    folder = tmp_path / "faulty"
    folder.mkdir()
    (folder / "x.wsdv").write_text("amend outcome west_collapses  when mass_protests(west) / 0 >= 3\n")
    return folder


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_content_fault_is_located_as_play_locates_it(tmp_path, capsys, faulty, jobs):
    assert main(["simulate", "--games", "4", "--west", "random", "--east", "random", "--jobs", jobs,
                 "--overlay", str(faulty), "--out", str(tmp_path / "s"), "-q"]) == 2
    err = capsys.readouterr().err
    assert "x.wsdv:1:36: error: division by zero" in err and "outcome west_collapses" in err
    assert "the game of seed 1 stopped" in err  # the first game that fails, whatever the workers
    assert "bug in wsdv" not in err and "BrokenProcessPool" not in err


from interpreter.simulate import run as _run  # noqa: E402

_REAL_CHUNK = _run.play_chunk


def _chunk_that_dies(spec, players, seeds):
    """A chunk that kills its worker (as the OOM killer would) when it holds the seed named in
    WSDV_TEST_DIE_SEED: once if WSDV_TEST_DIE_ONCE names a marker file, else every time.  Module
    level, so worker processes find it by name."""
    die = int(os.environ["WSDV_TEST_DIE_SEED"])
    marker = os.environ.get("WSDV_TEST_DIE_ONCE")
    if die in seeds and not (marker and os.path.exists(marker)):
        if marker:
            Path(marker).write_text("x")
        os._exit(9)
    return _REAL_CHUNK(spec, players, seeds)


def test_a_killed_worker_loses_no_game(tmp_path, monkeypatch):
    from interpreter.simulate.games import ContentSpec, Players

    job = _run.Job(ContentSpec(), Players((("west", "random"), ("east", "random"))), _run.seeds_of(1, 8))
    clean, _ = _run.run_local([job], 1, lambda n: None)
    monkeypatch.setenv("WSDV_TEST_DIE_SEED", "3")
    monkeypatch.setenv("WSDV_TEST_DIE_ONCE", str(tmp_path / "died"))
    monkeypatch.setattr(_run, "play_chunk", _chunk_that_dies)
    seen = []
    got, stopped = _run.run_local([job], 2, seen.append)
    assert (tmp_path / "died").exists() and stopped is None
    assert got == clean and sum(seen) == 8


def test_a_worker_that_keeps_dying_stops_the_run_with_the_games_finished(tmp_path, monkeypatch):
    from interpreter.simulate.games import ContentSpec, Players

    monkeypatch.setenv("WSDV_TEST_DIE_SEED", "6")
    monkeypatch.delenv("WSDV_TEST_DIE_ONCE", raising=False)
    monkeypatch.setattr(_run, "play_chunk", _chunk_that_dies)
    job = _run.Job(ContentSpec(), Players((("west", "random"), ("east", "random"))), _run.seeds_of(1, 6))
    monkeypatch.setattr(_run, "play_chunk", _REAL_CHUNK)
    clean, _ = _run.run_local([job], 1, lambda n: None)
    monkeypatch.setattr(_run, "play_chunk", _chunk_that_dies)
    seen = []
    got, stopped = _run.run_local([job], 2, seen.append)
    assert stopped == _run.WORKER_LOST
    # every game finished before the pool gave up is kept, as it would have been played
    seeds = [r["seed"] for r in got[0]]
    assert 6 not in seeds and seeds and sum(seen) == len(seeds)
    assert got[0] == [r for r in clean[0] if r["seed"] in seeds]


@pytest.mark.skipif(not HAS_PROC, reason="reads the process table from /proc")
def test_killing_the_parent_leaves_no_worker(tmp_path):
    import signal
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    parent = subprocess.Popen([sys.executable, "-m", "interpreter", "simulate", "--games", "400", "--jobs", "2",
                               "--west", "random", "--east", "random", "-q", "--out", str(tmp_path / "s")],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers: dict[int, str] = {}
    deadline = time.monotonic() + 120
    while len(workers) < 2 and time.monotonic() < deadline:
        time.sleep(0.5)
        workers = children(parent.pid)
    assert len(workers) >= 2, "the run never started its workers"
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 30
    while any(alive(w, s) for w, s in workers.items()) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not [w for w, s in workers.items() if alive(w, s)]


@pytest.mark.parametrize(("lang", "words"), [("en", "Ray could not start a local cluster"),
                                              ("pl", "Ray nie zdołał uruchomić lokalnego klastra")])
def test_a_ray_cluster_that_cannot_start_is_refused_not_called_our_bug(tmp_path, capsys, monkeypatch, lang, words):
    """Reliability re-run (hostile.py, determinism): on a loaded machine Ray's local node 'timed out
    during startup' and simulate exited 3. A cluster that is not there is the environment's failure:
    exit 2, Ray's reason, in the reader's language, and nothing written."""
    ray = pytest.importorskip("ray")

    def refuse(*args, **kwargs):
        raise Exception("The current node timed out during startup. This could happen because ...")

    monkeypatch.setattr(ray, "init", refuse)
    monkeypatch.setattr(ray, "is_initialized", lambda: True)  # no guard process for a cluster never started
    out = tmp_path / "sim"
    code = main(["simulate", "--games", "4", "--backend", "ray", "--lang", lang, "--out", str(out), "-q"])
    err = capsys.readouterr().err
    assert code == 2, err
    assert words in err and "timed out during startup" in err and "bug in wsdv" not in err
    assert "--backend local" in err  # the hint: what to do instead
    assert not (out / "games.jsonl").exists() or (out / "games.jsonl").read_text() == ""
