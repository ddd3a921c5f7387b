"""Running many games: in this process, in worker processes (``--jobs``) or on a Ray cluster.

Seeds ``seed .. seed+games-1`` are cut into chunks; each chunk is played where it lands and its
records come back; each record goes to the caller's sink in seed order, so the output is the same
whatever the number of workers or where they run.  The chunks are made as the run goes, a few per
worker at a time, and a chunk that finished early waits only for the few before it, so a run of a
billion games holds no more records at once than a run of a hundred.

A run ends early in three ways, each keeping every game finished so far: Ctrl-C (workers ignore
the interrupt, the main process cancels what has not started), a worker process that dies (killed,
or out of memory), and a fault of the content (``ContentFault``, raised to the caller once the
games finished before it are in the sink).  Workers end themselves when the main process is gone, so killing it leaves
no worker behind.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from itertools import zip_longest
from typing import Any

from ..errors import WsdvError
from ..words.english import SaidInEnglish
from .games import ContentFault, ContentSpec, Players, play_one
from .guard import start_guard

# Why a run stopped before its last game (the second value of run_local and run_ray).
INTERRUPTED = "interrupted"
WORKER_LOST = "worker-lost"
# A pool whose worker died is started again this many times (the games it was playing are played
# again); after that the run stops with the games finished.
MAX_RESTARTS = 3
# The object store of a local Ray cluster that wsdv starts.  It holds what a run puts there: each
# content set's packed folders (a few megabytes at most) and the chunks' records on their way back,
# and Ray spills to disk beyond it.  Ray's own default maps 30% of the machine's memory at start:
# under an address-space limit (``ulimit -v``, a batch system's memory bound) that mapping is
# refused, the node dies, and Ray reports only that it "timed out during startup".
LOCAL_OBJECT_STORE = 256 << 20


@dataclass(frozen=True)
class Job:
    """One content set's games: which content, which players, which seeds."""

    spec: ContentSpec
    players: Players
    seeds: range


class Faulted(WsdvError):
    """A content fault stopped the run (the games finished before it went to the sink)."""

    def __init__(self, fault: ContentFault) -> None:
        super().__init__(fault.text)
        self.fault = fault


class ClusterUnavailable(SaidInEnglish):
    """Ray could not start a local cluster or reach the one named: the machine's or the network's
    failure (a node that timed out during start-up, an address nobody answers), refused with Ray's
    own reason rather than reported as a bug of wsdv.  Raised with its words alone (simulate.ftl's
    ``sim-error-ray-*``), its English said from the English locale."""

    def __init__(self, address: str | None, reason: BaseException) -> None:
        why = (str(reason).strip().splitlines() or [type(reason).__name__])[0][:300]
        super().__init__(words=("sim-error-ray-start" if address is None else "sim-error-ray-address",
                                {"address": address or "", "why": why}))


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
    """The chunks of every job, made as they are asked for, the jobs' chunks of the same seeds next
    to each other: a compare's twin games finish close together, so few wait for their twin."""
    cut = [chunks(job.seeds, chunk_size(len(job.seeds), workers)) for job in jobs]
    for row in zip_longest(*cut):
        for j, part in enumerate(row):
            if part is not None:
                yield j, jobs[j], part


# Where the records go, as they finish: ``sink(job index, record)``, each job's records in seed
# order (a game that finished early waits in a small buffer for the games before it).
Sink = Callable[[int, dict], None]


class _InOrder:
    """Hands finished chunks to the sink in seed order, per job.  Chunks that finished before an
    earlier one wait here; ``waiting`` is how many (the runner plays no more while it is high, so
    this holds a bounded number of records whatever the number of games)."""

    def __init__(self, jobs: list[Job], sink: Sink) -> None:
        self.sink = sink
        self.next = [job.seeds.start if len(job.seeds) else None for job in jobs]
        self.held: list[dict[int, list[dict]]] = [{} for _ in jobs]

    @property
    def waiting(self) -> int:
        return sum(len(h) for h in self.held)

    def add(self, j: int, part: range, recs: list[dict]) -> None:
        held = self.held[j]
        held[part.start] = recs
        while self.next[j] in held:
            got = held.pop(self.next[j])  # type: ignore[arg-type]
            for rec in got:
                self.sink(j, rec)
            self.next[j] = self.next[j] + len(got) if got else None  # type: ignore[operator]

    def flush(self) -> None:
        """The run stopped: hand over every finished game still waiting, in seed order (the games
        before them were not finished; the report says how many were)."""
        for j, held in enumerate(self.held):
            for start in sorted(held):
                for rec in held.pop(start):
                    self.sink(j, rec)


def _collecting(jobs: list[Job]) -> tuple[list[list[dict]], Sink]:
    got: list[list[dict]] = [[] for _ in jobs]
    return got, lambda j, rec: got[j].append(rec)


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
    """:func:`stream_local`, the records collected: per job in seed order, and why the run stopped
    early (None: it did not).  For a few games (tests, a look at a run); a long run streams."""
    got, sink = _collecting(jobs)
    return got, stream_local(jobs, workers, progress, sink, pool, processes)


def stream_local(jobs: list[Job], workers: int, progress: Progress, sink: Sink, pool: bool | None = None,
                 processes: Workers | None = None) -> str | None:
    """Play every job's seeds, handing each record to ``sink`` as soon as the games before it are
    done; why the run stopped early (None: it did not).  One worker plays in this process unless
    ``pool`` asks for worker processes anyway; ``processes``: a pool to use (and leave open) instead
    of a new one.  A content fault raises Faulted (the games finished before it are in the sink)."""
    order = _InOrder(jobs, sink)
    stopped: str | None = None
    if processes is None and not (workers > 1 if pool is None else pool):
        try:
            for row in zip_longest(*(job.seeds for job in jobs)):  # seed by seed, the jobs' twins together
                for j, seed in enumerate(row):
                    if seed is not None:
                        one = range(seed, seed + 1)
                        order.add(j, one, play_chunk(jobs[j].spec, jobs[j].players, one))
                        progress(1)
        except KeyboardInterrupt:
            stopped = INTERRUPTED
        except ContentFault as fault:
            raise Faulted(fault) from None
        return stopped
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
                while len(pending) < ahead and order.waiting < 4 * ahead:
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
                    order.add(j, pending.pop(fut)[2], recs)
                    progress(len(recs))
            except BrokenProcessPool:
                retry = _collect(pending, order, progress)
                procs.close(wait=True)
                restarts += 1
                if restarts > MAX_RESTARTS:
                    stopped = WORKER_LOST
                    break
    except KeyboardInterrupt:
        stopped = INTERRUPTED
    except ContentFault as fault:
        procs.close(wait=False)
        raise Faulted(fault) from None
    finally:
        for fut in pending:
            fut.cancel()
        if own or stopped is not None:
            procs.close(wait=stopped is None)
    order.flush()
    return stopped


def _first_fault(j: int, fault: ContentFault, pending: dict[Future, tuple[int, Job, range]]) -> ContentFault:
    """The fault of the first game in the order one process plays them (seed, then job), so the
    diagnostic is the same whatever the number of workers: the chunks still running hold every
    earlier game, and each chunk stops at its own first fault."""
    faults = [((fault.seed, j), fault)]
    for fut, item in pending.items():
        start = item[2].start
        if start < fault.seed or (start == fault.seed and item[0] < j):
            try:
                fut.result()
            except ContentFault as other:
                faults.append(((other.seed, item[0]), other))
            except BrokenProcessPool:
                pass
    return min(faults, key=lambda f: f[0])[1]


def _collect(pending: dict[Future, tuple[int, Job, range]], order: _InOrder,
             progress: Progress) -> list[tuple[int, Job, range]]:
    """Keep the chunks that finished before a worker died (their futures hold whole records); the
    others, to play again (first, so the games waiting on them are handed over soon)."""
    again = []
    for fut, item in pending.items():
        if fut.done() and not fut.cancelled() and fut.exception() is None:
            order.add(item[0], item[2], fut.result())
            progress(len(fut.result()))
        else:
            again.append(item)
    pending.clear()
    return sorted(again, key=lambda item: (item[2].start, item[0]))


def run_ray(jobs: list[Job], address: str | None, progress: Progress) -> tuple[list[list[dict]], str | None]:
    """:func:`stream_ray`, the records collected (as :func:`run_local`)."""
    got, sink = _collecting(jobs)
    return got, stream_ray(jobs, address, progress, sink)


def stream_ray(jobs: list[Job], address: str | None, progress: Progress, sink: Sink) -> str | None:
    """The same chunks as tasks of a Ray cluster (``address``: an existing one; None: start a
    local one), the records handed to ``sink`` as :func:`stream_local` does.  The content folders,
    overlays and bots' weights travel with the tasks (packed into the job, through Ray's object
    store), so they need not exist on the nodes.  Ray is an optional extra: ``pip install 'wsdv[ray]'``."""
    import ray

    if address is None and not ray.is_initialized():
        start_guard()  # the local cluster's processes end with this one, even when it is killed
    # Ray's driver logs its errors only: its INFO and WARNING lines ("Started a local Ray instance", its
    # token authentication) are Ray's English, nothing for a user of wsdv to act on; the workers' output
    # stays on the nodes (log_to_driver). A cluster that does not start is still said, by ClusterUnavailable.
    try:
        if address is None:
            # (RAY_ADDRESS in the environment makes Ray join that cluster instead: its store is its own)
            store = None if os.environ.get("RAY_ADDRESS") else LOCAL_OBJECT_STORE
            ray.init(ignore_reinit_error=True, log_to_driver=False, include_dashboard=False, object_store_memory=store,
                     logging_level=logging.ERROR)
        else:
            ray.init(address=address, ignore_reinit_error=True, log_to_driver=False, logging_level=logging.ERROR)
    except Exception as err:  # noqa: BLE001 -- Ray raises a bare Exception when a node times out
        # during start-up, ConnectionError or RuntimeError for an address: each is a cluster that is
        # not there, refused with Ray's reason (exit 2); nothing has been played yet.
        raise ClusterUnavailable(address, err) from err
    remote = ray.remote(max_retries=3)(play_chunk)
    order = _InOrder(jobs, sink)
    pending: dict[Any, tuple[int, range]] = {}
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
            while len(pending) < ahead and order.waiting < 4 * ahead:
                item = next(parts, None)
                if item is None:
                    break
                pending[remote.remote(refs[item[1].spec], item[1].players, item[2])] = (item[0], item[2])
            if not pending:
                break
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                j, part = pending.pop(ref)
                try:
                    recs = ray.get(ref)
                except ray.exceptions.RayTaskError as err:
                    if isinstance(err.cause, ContentFault):
                        raise err.cause from None
                    raise
                order.add(j, part, recs)
                progress(len(recs))
    except KeyboardInterrupt:
        stopped = INTERRUPTED
    except ContentFault as fault:
        raise Faulted(fault) from None
    finally:
        for ref in pending:
            ray.cancel(ref)
    order.flush()
    return stopped


def seeds_of(first: int, games: int) -> range:
    return range(first, first + games)


