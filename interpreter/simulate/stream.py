"""A run's games as they finish: each one written to the report's ``games.jsonl`` and counted.

A long run must not keep its games in memory (a billion records are terabytes), so nothing here
keeps a finished game: :class:`Tally` writes each record as one line of the games file the moment
the games before it are done, and adds it to the running counts of its content set
(:class:`Summary`) and, in a compare, to the pair's counts (:class:`Comparison`).  The report is
made from those counts at the end; they give the same figures, to the last bit, as the records
would.  What waits in memory is bounded: a compare's game whose twin is still being played.

Each record goes to the file in one ``write`` of the whole line, and a write the disk cut short
is taken back, so the file holds whole records only, whatever stops the run.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
from pathlib import Path

from .compare import Comparison
from .summary import Summary

GAMES = "games.jsonl"


def record_line(rec: dict) -> bytes:
    """A record as its line of ``games.jsonl`` (sorted keys: the same record, the same bytes)."""
    return (json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8")


class GamesFile:
    """``games.jsonl`` in a report folder being built.  The file lists the first content set's
    games, then the second's (a compare); while the run goes, the second set's are written to a
    part file beside it, joined on at the end (:meth:`close`), so both sets stream."""

    def __init__(self, folder: Path, sets: int) -> None:
        self.paths = [folder / (GAMES if i == 0 else f".games-{i}.part") for i in range(sets)]
        self.fds = [os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0), 0o666)
                    for p in self.paths]
        self.sizes = [0] * sets

    def write(self, i: int, rec: dict) -> None:
        """Add one record to set ``i``'s games: the whole line, or (a full disk) nothing."""
        line = record_line(rec)
        fd = self.fds[i]
        try:
            wrote = os.write(fd, line)
        except OSError as err:
            os.ftruncate(fd, self.sizes[i])
            raise OSError(err.errno, err.strerror, str(self.paths[0])) from None
        if wrote != len(line):  # the disk filled in the middle of the line: take it back
            os.ftruncate(fd, self.sizes[i])
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(self.paths[0]))
        self.sizes[i] += wrote

    def close(self) -> None:
        """Join the sets into ``games.jsonl`` (a copy in blocks, not a read of the whole file)."""
        for fd in self.fds:
            os.close(fd)
        self.fds = []
        with open(self.paths[0], "ab") as whole:
            for part in self.paths[1:]:
                with open(part, "rb") as f:
                    shutil.copyfileobj(f, whole, 1 << 20)
                part.unlink()

    def abandon(self) -> None:
        for fd in self.fds:
            os.close(fd)
        self.fds = []


class Tally:
    """Where the runner's records go (its sink): written, then counted.  In a compare a game is
    written and counted only with its twin (the same seed on the other set): a seed one set
    finished and the other did not (an interrupted run) is left out of both, as a pair must be."""

    def __init__(self, summaries: list[Summary], comparison: Comparison | None, games: GamesFile | None) -> None:
        self.summaries, self.comparison, self.games = summaries, comparison, games
        self.waiting: list[dict[int, dict]] = [{} for _ in summaries]

    def __call__(self, j: int, rec: dict) -> None:
        if self.comparison is None:
            self._keep(j, rec)
            return
        other = 1 - j
        twin = self.waiting[other].pop(rec["seed"], None)
        if twin is None:
            self.waiting[j][rec["seed"]] = rec
            return
        a, b = (rec, twin) if j == 0 else (twin, rec)
        self._keep(0, a)
        self._keep(1, b)
        self.comparison.add(a, b)

    def _keep(self, j: int, rec: dict) -> None:
        if self.games is not None:
            self.games.write(j, rec)
        self.summaries[j].add(rec)

    @property
    def held(self) -> int:
        """Records waiting for their twin (a bounded few: the runner plays twins side by side)."""
        return sum(len(w) for w in self.waiting)


# The longest line of games.jsonl read back (a record of a long game is a few kilobytes).
MAX_LINE = 1 << 20


def _shaped(rec: object) -> bool:
    """Whether a line read back holds a record of the shape this run writes (the types the counts use)."""
    def text(x: object) -> bool:
        return x is None or isinstance(x, str)

    def count(x: object) -> bool:
        return isinstance(x, int) and not isinstance(x, bool)

    if not isinstance(rec, dict):
        return False
    tracks, by_decade, cards = rec.get("tracks"), rec.get("by_decade"), rec.get("cards")
    return (text(rec.get("winner")) and text(rec.get("outcome")) and text(rec.get("decade")) and text(rec.get("moves"))
            and count(rec.get("turns"))
            and isinstance(tracks, dict) and all(isinstance(k, str) and count(v) for k, v in tracks.items())
            and isinstance(by_decade, dict) and all(
                isinstance(d, str) and isinstance(per, dict) and all(isinstance(k, str) and count(v) for k, v in per.items())
                for d, per in by_decade.items())
            and isinstance(cards, dict) and all(
                isinstance(side, str) and isinstance(played, list) and all(
                    isinstance(p, list) and len(p) == 2 and isinstance(p[0], (int, str)) and isinstance(p[1], str)
                    for p in played)
                for side, played in cards.items()))


class Leftover:
    """The games a killed run of the same ``--out`` finished (``report.LEFT_FILES``, moved into this
    run's stage), taken over instead of played again: a record is taken only if it is the one this
    run would write for that seed (the same content, variants and bots, the next seed, the same
    bytes when written again), so a leftover of another run, or a line cut short, ends the take-over
    there and the rest is played."""

    def __init__(self, folder: Path, names: list[str], expected: list[tuple[str, list, dict]], first: int) -> None:
        self.paths = [folder / name for name in names]
        self.files = [open(p, "rb") for p in self.paths] if all(p.is_file() for p in self.paths) else []  # noqa: SIM115
        self.expected, self.next, self.taken = expected, first, 0

    def feed(self, sink: Tally, below: int) -> int:
        """Hand the games of the seeds before ``below`` to ``sink``, in order, while they last; the
        first seed still to be played."""
        while self.files and self.next < below:
            recs = [self._read(i) for i in range(len(self.files))]
            if any(r is None for r in recs):
                self.close()
                break
            for i, rec in enumerate(recs):
                sink(i, rec)  # type: ignore[arg-type]
            self.next += 1
            self.taken += 1
        return self.next

    def _read(self, i: int) -> dict | None:
        line = self.files[i].readline(MAX_LINE)
        try:
            rec = json.loads(line)
        except ValueError:
            return None
        content, variants, bots = self.expected[i]
        if (not _shaped(rec) or rec.get("seed") != self.next or rec.get("content") != content
                or rec.get("variants") != variants or rec.get("bots") != bots or record_line(rec) != line):
            return None
        return rec

    def close(self) -> None:
        for f in self.files:
            f.close()
        self.files = []
