"""The process table as /proc gives it (Linux): the simulate tests that kill a run (its parent, or the
driver of a local Ray cluster) look there for every process the run started and check none is left.

A process counts by its number and its start time, so a number the system gave again to a new process
is not taken for the old one."""

from __future__ import annotations

import os
from pathlib import Path

HAS_PROC = Path("/proc/self/stat").exists()


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command's name (state, parent, ..., start time), or None
    for a process that is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
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
