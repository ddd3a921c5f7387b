"""Running many games: in this process, in worker processes (``--jobs``) or on a Ray cluster.

Seeds ``seed .. seed+games-1`` are cut into chunks; each chunk is played where it lands and its
records come back; the records are put in seed order, so the output is the same whatever the
number of workers or where they run.  The chunks are made as the run goes, a few per worker at a
time, so a run of a billion games costs no more memory than its finished records.

A run ends early in three ways, each keeping every game finished so far: Ctrl-C (workers ignore
the interrupt, the main process cancels what has not started), a worker process that dies (killed,
or out of memory), and a fault of the content (``ContentFault``, raised to the caller with the
finished records).  Workers end themselves when the main process is gone, so killing it leaves
no worker behind.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from ..errors import WsdvError
from .games import ContentFault, ContentSpec, Players, play_one
from .guard import start_guard

# Why a run stopped before its last game (the second value of run_local and run_ray).
INTERRUPTED = "interrupted"
WORKER_LOST = "worker-lost"
# A pool whose worker died is started again this many times (the games it was playing are played
# again); after that the run stops with the games finished.
MAX_RESTARTS = 3


@dataclass(frozen=True)
class Job:
    """One content set's games: which content, which players, which seeds."""

    spec: ContentSpec
    players: Players
    seeds: range


class Faulted(WsdvError):
    """A content fault stopped the run; ``records`` holds the games finished before it."""

    def __init__(self, fault: ContentFault, records: list[list[dict]]) -> None:
        super().__init__(fault.text)
        self.fault, self.records = fault, records


def play_chunk(spec: ContentSpec, players: Players, seeds: range) -> list[dict]:
    parsed = players.parsed()
    return [play_one(spec, s, parsed) for s in seeds]


def _worker_start(parent: int) -> None:
    """Workers leave Ctrl-C to the main process, which stops the run in order, and end when the
    main process is gone (a worker whose parent was killed would otherwise play on, orphaned)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, daemon=True, name="wsdv-parent-watch").start()


def chunks(seeds: range, size: int) -> Iterator[range]:
    for i in range(0, len(seeds), size):
        yield seeds[i:i + size]


def chunk_size(games: int, jobs: int) -> int:
    """Small enough for a smooth progress bar and an even spread, large enough to be cheap."""
    return max(1, min(16, games // (jobs * 8) or 1))


Progress = Callable[[int], None]


def _parts(jobs: list[Job], workers: int) -> Iterator[tuple[int, Job, range]]:
    for j, job in enumerate(jobs):
        for part in chunks(job.seeds, chunk_size(len(job.seeds), workers)):
            yield j, job, part


def _sorted(results: list[dict[int, dict]]) -> list[list[dict]]:
    return [[r[s] for s in sorted(r)] for r in results]


class Workers:
    """A pool of worker processes kept across the rounds of a run (the sequential mode plays in
    rounds; each worker builds the content once).  A pool whose worker died is started again."""

    def __init__(self, count: int) -> None:
        self.count = max(1, count)
        self._executor: ProcessPoolExecutor | None = None

    @property
    def executor(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(max_workers=self.count, initializer=_worker_start,
                                                 initargs=(os.getpid(),))
        return self._executor

    def close(self, wait: bool = True) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=wait, cancel_futures=True)
            self._executor = None

    def __enter__(self) -> Workers:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close(wait=exc[0] is None)


def run_local(jobs: list[Job], workers: int, progress: Progress, pool: bool | None = None,
              processes: Workers | None = None) -> tuple[list[list[dict]], str | None]:
    """Play every job's seeds; the records per job in seed order, and why the run stopped early
    (None: it did not).  One worker plays in this process unless ``pool`` asks for worker
    processes anyway; ``processes``: a pool to use (and leave open) instead of a new one.  A
    content fault raises Faulted."""
    results: list[dict[int, dict]] = [{} for _ in jobs]
    stopped: str | None = None
    if processes is None and not (workers > 1 if pool is None else pool):
        try:
            for j, job in enumerate(jobs):
                for seed in job.seeds:
                    rec = play_chunk(job.spec, job.players, range(seed, seed + 1))[0]
                    results[j][seed] = rec
                    progress(1)
        except KeyboardInterrupt:
            stopped = INTERRUPTED
        except ContentFault as fault:
            raise Faulted(fault, _sorted(results)) from None
        return _sorted(results), stopped
    own = processes is None
    procs = processes if processes is not None else Workers(workers)
    parts = _parts(jobs, procs.count)
    retry: list[tuple[int, Job, range]] = []  # chunks a dead worker took down with it
    restarts = 0
    ahead = 4 * procs.count  # chunks in flight: enough to keep every worker busy
    pending: dict[Future, tuple[int, Job, range]] = {}
    try:
        while True:
            try:
                while len(pending) < ahead:
                    item = retry.pop(0) if retry else next(parts, None)
                    if item is None:
                        break
                    pending[procs.executor.submit(play_chunk, item[1].spec, item[1].players, item[2])] = item
                if not pending:
                    break
                done, _ = wait(list(pending), return_when=FIRST_COMPLETED)
                for fut in done:
                    j = pending[fut][0]
                    try:
                        recs = fut.result()  # a dead worker's chunk stays pending: it is played again
                    except ContentFault as fault:
                        del pending[fut]
                        raise _first_fault(j, fault, pending) from None
                    del pending[fut]
                    for rec in recs:
                        results[j][rec["seed"]] = rec
                    progress(len(recs))
            except BrokenProcessPool:
                retry = _collect(pending, results, progress)
                procs.close(wait=True)
                restarts += 1
                if restarts > MAX_RESTARTS:
                    stopped = WORKER_LOST
                    break
    except KeyboardInterrupt:
        stopped = INTERRUPTED
    except ContentFault as fault:
        procs.close(wait=False)
        raise Faulted(fault, _sorted(results)) from None
    finally:
        for fut in pending:
            fut.cancel()
        if own or stopped is not None:
            procs.close(wait=stopped is None)
    return _sorted(results), stopped


def _first_fault(j: int, fault: ContentFault, pending: dict[Future, tuple[int, Job, range]]) -> ContentFault:
    """The fault of the first game in the order one process would play them (job, then seed), so
    the diagnostic is the same whatever the number of workers: the chunks still running hold every
    earlier game, and each chunk stops at its own first fault."""
    faults = [((j, fault.seed), fault)]
    for fut, item in pending.items():
        if item[0] < j or (item[0] == j and item[2].start < fault.seed):
            try:
                fut.result()
            except ContentFault as other:
                faults.append(((item[0], other.seed), other))
            except BrokenProcessPool:
                pass
    return min(faults, key=lambda f: f[0])[1]


def _collect(pending: dict[Future, tuple[int, Job, range]], results: list[dict[int, dict]],
             progress: Progress) -> list[tuple[int, Job, range]]:
    """Keep the chunks that finished before a worker died (their futures hold whole records); the
    others, to play again."""
    again = []
    for fut, item in pending.items():
        if fut.done() and not fut.cancelled() and fut.exception() is None:
            for rec in fut.result():
                results[item[0]][rec["seed"]] = rec
            progress(len(fut.result()))
        else:
            again.append(item)
    pending.clear()
    return again


def run_ray(jobs: list[Job], address: str | None, progress: Progress) -> tuple[list[list[dict]], str | None]:
    """The same chunks as tasks of a Ray cluster (``address``: an existing one; None: start a
    local one).  The content folders, overlays and bots' weights travel with the tasks (packed into
    the job, through Ray's object store), so they need not exist on the nodes.  Ray is an optional
    extra: ``pip install 'wsdv[ray]'``."""
    import ray

    if address is None:
        if not ray.is_initialized():
            start_guard()  # the local cluster's processes end with this one, even when it is killed
        ray.init(ignore_reinit_error=True, log_to_driver=False, include_dashboard=False)
    else:
        ray.init(address=address, ignore_reinit_error=True, log_to_driver=False)
    remote = ray.remote(max_retries=3)(play_chunk)
    results: list[dict[int, dict]] = [{} for _ in jobs]
    pending: dict[Any, int] = {}
    stopped: str | None = None
    workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
    refs = {}
    for job in jobs:  # each job's content once in the object store, shared by its tasks
        if job.spec not in refs:
            refs[job.spec] = ray.put(job.spec.packed(job.players.folders()))
    parts = _parts(jobs, workers)
    ahead = 4 * workers
    try:
        while True:
            while len(pending) < ahead:
                item = next(parts, None)
                if item is None:
                    break
                pending[remote.remote(refs[item[1].spec], item[1].players, item[2])] = item[0]
            if not pending:
                break
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                j = pending.pop(ref)
                try:
                    recs = ray.get(ref)
                except ray.exceptions.RayTaskError as err:
                    if isinstance(err.cause, ContentFault):
                        raise err.cause from None
                    raise
                for rec in recs:
                    results[j][rec["seed"]] = rec
                progress(len(recs))
    except KeyboardInterrupt:
        stopped = INTERRUPTED
    except ContentFault as fault:
        raise Faulted(fault, _sorted(results)) from None
    finally:
        for ref in pending:
            ray.cancel(ref)
    return _sorted(results), stopped


def seeds_of(first: int, games: int) -> range:
    return range(first, first + games)


def iter_records(per_job: list[list[dict]]) -> Iterator[dict]:
    for recs in per_job:
        yield from recs
