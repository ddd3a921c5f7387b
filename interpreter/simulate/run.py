"""Running many games: in this process, in worker processes (``--jobs``) or on a Ray cluster.

Seeds ``seed .. seed+games-1`` are cut into chunks; each chunk is played where it lands and its
records come back; the records are put in seed order, so the output is the same whatever the
number of workers or where they run.  Ctrl-C stops the run: the games finished so far are kept
and reported (workers ignore the interrupt, the main process cancels what has not started).
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

from .games import ContentSpec, Players, play_one


@dataclass(frozen=True)
class Job:
    """One content set's games: which content, which players, which seeds."""

    spec: ContentSpec
    players: Players
    seeds: tuple[int, ...]


def play_chunk(spec: ContentSpec, players: Players, seeds: tuple[int, ...]) -> list[dict]:
    parsed = players.parsed()
    return [play_one(spec, s, parsed) for s in seeds]


def _quiet_worker() -> None:
    """Workers leave Ctrl-C to the main process, which stops the run in order."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def chunks(seeds: tuple[int, ...], size: int) -> list[tuple[int, ...]]:
    return [seeds[i:i + size] for i in range(0, len(seeds), size)]


def chunk_size(games: int, jobs: int) -> int:
    """Small enough for a smooth progress bar and an even spread, large enough to be cheap."""
    return max(1, min(16, games // (jobs * 8) or 1))


Progress = Callable[[int], None]


def run_local(jobs: list[Job], workers: int, progress: Progress,
              pool: bool | None = None) -> tuple[list[list[dict]], bool]:
    """Play every job's seeds; the records per job in seed order, and whether it was interrupted.
    One worker plays in this process unless ``pool`` asks for worker processes anyway."""
    results: list[dict[int, dict]] = [{} for _ in jobs]
    interrupted = False
    if not (workers > 1 if pool is None else pool):
        try:
            for j, job in enumerate(jobs):
                for seed in job.seeds:
                    rec = play_chunk(job.spec, job.players, (seed,))[0]
                    results[j][seed] = rec
                    progress(1)
        except KeyboardInterrupt:
            interrupted = True
        return [[r[s] for s in sorted(r)] for r in results], interrupted
    executor = ProcessPoolExecutor(max_workers=max(1, workers), initializer=_quiet_worker)
    pending: dict[Future, int] = {}
    try:
        for j, job in enumerate(jobs):
            for part in chunks(job.seeds, chunk_size(len(job.seeds), workers)):
                pending[executor.submit(play_chunk, job.spec, job.players, part)] = j
        while pending:
            done, _ = wait(list(pending), return_when=FIRST_COMPLETED)
            for fut in done:
                j = pending.pop(fut)
                for rec in fut.result():
                    results[j][rec["seed"]] = rec
                progress(len(fut.result()))
    except KeyboardInterrupt:
        interrupted = True
        for fut in pending:
            fut.cancel()
    finally:
        executor.shutdown(wait=not interrupted, cancel_futures=True)
    return [[r[s] for s in sorted(r)] for r in results], interrupted


def run_ray(jobs: list[Job], address: str | None, progress: Progress) -> tuple[list[list[dict]], bool]:
    """The same chunks as tasks of a Ray cluster (``address``: an existing one; None: start a
    local one).  Ray is an optional extra: ``pip install 'wsdv[ray]'``."""
    import ray

    ray.init(address=address, ignore_reinit_error=True, log_to_driver=False)
    remote = ray.remote(play_chunk)
    results: list[dict[int, dict]] = [{} for _ in jobs]
    pending: dict[Any, int] = {}
    interrupted = False
    workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
    try:
        for j, job in enumerate(jobs):
            for part in chunks(job.seeds, chunk_size(len(job.seeds), workers)):
                pending[remote.remote(job.spec, job.players, part)] = j
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                j = pending.pop(ref)
                recs = ray.get(ref)
                for rec in recs:
                    results[j][rec["seed"]] = rec
                progress(len(recs))
    except KeyboardInterrupt:
        interrupted = True
        for ref in pending:
            ray.cancel(ref)
    return [[r[s] for s in sorted(r)] for r in results], interrupted


def seeds_of(first: int, games: int) -> tuple[int, ...]:
    return tuple(range(first, first + games))


def iter_records(per_job: list[list[dict]]) -> Iterator[dict]:
    for recs in per_job:
        yield from recs
