"""`--backend ray`: the same games on a Ray cluster (a local one here) give the same records."""

from __future__ import annotations

import pytest

from interpreter.simulate.games import ContentSpec, Players
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
