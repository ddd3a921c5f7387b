"""`--backend ray`: the same games on a Ray cluster (a local one here) give the same records."""

from __future__ import annotations

import pytest

from interpreter.simulate.games import ContentSpec, Players
from interpreter.simulate.guard import HAS_PROC, alive, descendants
from interpreter.simulate.run import Job, run_local, run_ray, seeds_of

ray = pytest.importorskip("ray", reason="Ray is an optional extra (pip install 'wsdv[ray]'); "
                                        "its wheels exist only for some Python versions and platforms")


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_gives_the_same_records_as_the_local_run(local_ray):
    job = Job(ContentSpec(), Players((("west", "random"), ("east", "random"))), seeds_of(7, 6))
    here, _ = run_local([job], 1, lambda n: None)
    seen = []
    there, stopped = run_ray([job], None, seen.append)
    assert not stopped and sum(seen) == 6
    assert there == here


def test_simulate_backend_ray_writes_the_same_games_jsonl(local_ray, tmp_path):
    from interpreter.cli.main import main

    common = ["simulate", "--games", "4", "--west", "random", "--east", "random", "-q", "--seed", "20"]
    assert main([*common, "--jobs", "1", "--out", str(tmp_path / "local")]) == 0
    assert main([*common, "--backend", "ray", "--out", str(tmp_path / "ray")]) == 0
    assert (tmp_path / "ray" / "games.jsonl").read_bytes() == (tmp_path / "local" / "games.jsonl").read_bytes()


def test_a_local_cluster_starts_under_an_address_space_limit(tmp_path):
    """Issue 25 (the re-run's determinism case): under a 4 GB address-space limit (``ulimit -v``,
    which every process of the run inherits) Ray's default object store, 30% of the machine's
    memory mapped at start, was refused; the raylet died and the run was refused with "timed out
    during startup".  The local cluster wsdv starts sizes its store for what a run keeps there, so
    the run plays, and its games are those of the local run."""
    import os
    import resource
    import subprocess
    import sys
    from pathlib import Path

    from interpreter.cli.main import main

    common = ["simulate", "--games", "4", "--west", "random", "--east", "random", "-q", "--seed", "30"]
    assert main([*common, "--jobs", "1", "--out", str(tmp_path / "local")]) == 0
    limit = 4 << 30
    env = {k: v for k, v in os.environ.items() if k != "RAY_ADDRESS"}
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    run = subprocess.run([sys.executable, "-m", "interpreter", *common, "--backend", "ray",
                          "--out", str(tmp_path / "ray")], env=env, capture_output=True, text=True, timeout=240,
                         preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (limit, limit)))
    assert run.returncode == 0, run.stderr[-1500:]
    assert (tmp_path / "ray" / "games.jsonl").read_bytes() == (tmp_path / "local" / "games.jsonl").read_bytes()


def test_a_ray_run_says_nothing_of_rays_own_on_stderr(tmp_path):
    """The designer's review: `simulate --backend ray -q` let Ray's own English log lines through to
    stderr ("... WARNING authentication_token_setup.py:85 -- Token authentication is enabled ...",
    "... INFO worker.py:2038 -- Started a local Ray instance."), none of them for the user to act on.
    Ray's driver logs its errors only."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {k: v for k, v in os.environ.items() if k != "RAY_ADDRESS"}
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    run = subprocess.run([sys.executable, "-m", "interpreter", "simulate", "--games", "2", "--west", "random",
                          "--east", "random", "-q", "--backend", "ray", "--out", str(tmp_path / "ray")],
                         env=env, capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stderr[-1500:]
    assert run.stderr == ""


def test_the_content_travels_with_the_job_not_the_folder(local_ray, tmp_path):
    """A designer's overlay need not exist on the nodes: the folder is packed into the job.  Here it
    is moved away after packing, and a fresh worker still plays it."""
    from interpreter.simulate.games import _built, _unpacked

    overlay = tmp_path / "erratum"
    overlay.mkdir()
    (overlay / "card25.wsdv").write_text(
        'amend card 25 {\n  row 1  icons place_unrest(west, 4)  where w_berlin\n}\n', encoding="utf-8")
    spec = ContentSpec(overlays=(str(overlay),))
    players = Players((("west", "random"), ("east", "random")))
    here, _ = run_local([Job(spec, players, seeds_of(3, 4))], 1, lambda n: None)
    packed = spec.packed()
    overlay.rename(tmp_path / "moved")
    _built.cache_clear()
    _unpacked.cache_clear()
    assert spec.build() is None  # the folder is gone from here...
    rules = packed.build()  # ...but the packed job carries it
    assert rules is not None and rules.content_hash == here[0][0]["content"]

    @ray.remote
    def play_there(spec_, players_, seeds_):
        from interpreter.simulate.run import play_chunk

        return play_chunk(spec_, players_, seeds_)

    there = ray.get(play_there.remote(packed, players, seeds_of(3, 4)))
    assert there == here[0]


def test_killing_the_driver_of_a_local_ray_run_leaves_no_ray_process(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    if not HAS_PROC:
        pytest.skip("reads the process table from /proc")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    driver = subprocess.Popen([sys.executable, "-m", "interpreter", "simulate", "--games", "2000", "--backend", "ray",
                               "--west", "random", "--east", "random", "-q", "--out", str(tmp_path / "s")],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    family: dict[int, str] = {}
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        time.sleep(1)
        family.update(descendants(driver.pid))
        names = [Path(f"/proc/{p}/cmdline").read_bytes() for p in family if alive(p, family[p])]
        if sum(b"play_chunk" in n for n in names) >= 1 and any(b"Agent" in n for n in names):
            break
    else:
        driver.kill()
        pytest.fail("the local Ray cluster never started its tasks")
    driver.send_signal(signal.SIGKILL)
    driver.wait()
    deadline = time.monotonic() + 60
    while any(alive(p, s) for p, s in family.items()) and time.monotonic() < deadline:
        time.sleep(1)
    left = [p for p, s in family.items() if alive(p, s)]
    for p in left:  # end what the test started, by number, before failing
        os.kill(p, signal.SIGKILL)
    assert not left
