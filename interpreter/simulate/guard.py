"""A guard for the processes a run starts that are not its own children to the end (Ray's), and the
process table it reads.

A local Ray cluster started by `wsdv simulate --backend ray` runs a dozen processes; when the
command is killed (SIGKILL leaves no time for Ray's own shutdown), some of them (Ray's dashboard
and runtime-environment agents) live on, orphaned.  The guard is a small process started beside
the run: it keeps a list of every process descended from the command (with its start time, so a
reused number is never mistaken for it) and, once the command is gone, ends those still alive.
Linux only (it reads /proc); elsewhere no guard is started and Ray's own shutdown is relied on.

The guard is this file run as a script (``python -I guard.py``): it imports nothing but the
standard library, so it starts in a few milliseconds, without wsdv.  The same process table
(:func:`descendants`, :func:`children`, :func:`alive`) is what the tests and
``benchmarks/hostile.py`` read to check that a killed run leaves no process behind.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

HAS_PROC = Path("/proc/self/stat").exists()


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command's name (state, parent, ..., start time), or None
    for a process that is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def _table() -> dict[int, tuple[int, str]]:
    """Every process now: its number → (its parent's number, its start time)."""
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (fields := _stat(int(entry))) is not None:
            table[int(entry)] = (int(fields[1]), fields[19])
    return table


def children(pid: int) -> dict[int, str]:
    """The processes ``pid`` started itself, each with its start time."""
    return {p: start for p, (parent, start) in _table().items() if parent == pid}


def descendants(root: int) -> dict[int, str]:
    """Every process descended from ``root`` (children, their children...), each with its start time."""
    table = _table()
    family, grew = {root}, True
    while grew:
        grew = False
        for pid, (parent, _) in table.items():
            if parent in family and pid not in family:
                family.add(pid)
                grew = True
    return {pid: table[pid][1] for pid in family - {root} if pid in table}


def alive(pid: int, start: str) -> bool:
    """Whether the process that started at ``start`` with this number still runs (a zombie does not)."""
    fields = _stat(pid)
    return fields is not None and fields[19] == start and fields[0] != "Z"


def start_guard() -> subprocess.Popen | None:
    """Start the guard of this process's descendants (None where /proc is not there)."""
    if not HAS_PROC:
        return None
    return subprocess.Popen([sys.executable, "-I", __file__], stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)


def _guard() -> None:
    """The guard's loop: watch the command that started it; once it is gone, end what it left."""
    parent = os.getppid()
    seen: dict[int, str] = {}
    while os.getppid() == parent:
        seen.update((pid, start) for pid, start in descendants(parent).items() if pid != os.getpid())
        time.sleep(0.5)
    for pid, start in seen.items():
        if alive(pid, start):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass


if __name__ == "__main__":
    _guard()
