"""A guard for the processes a run starts that are not its own children to the end (Ray's).

A local Ray cluster started by `wsdv simulate --backend ray` runs a dozen processes; when the
command is killed (SIGKILL leaves no time for Ray's own shutdown), some of them (Ray's dashboard
and runtime-environment agents) live on, orphaned.  The guard is a small process started beside
the run: it keeps a list of every process descended from the command (with its start time, so a
reused number is never mistaken for it) and, once the command is gone, ends those still alive.
Linux only (it reads /proc); elsewhere no guard is started and Ray's own shutdown is relied on.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

# The guard's program: small, and with no import of wsdv, so it starts in a few milliseconds.
_PROGRAM = r'''
import os, signal, time
parent = os.getppid()   # the command that started the guard

def stat(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[1]), fields[19]
    except (OSError, IndexError, ValueError):
        return None

seen = {}
while os.getppid() == parent:
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            s = stat(int(entry))
            if s:
                table[int(entry)] = s
    family = {parent}
    grew = True
    while grew:
        grew = False
        for pid, (ppid, start) in table.items():
            if ppid in family and pid not in family and pid != os.getpid():
                family.add(pid)
                seen[pid] = start
                grew = True
    time.sleep(0.5)
for pid, start in seen.items():
    s = stat(pid)
    if s and s[1] == start:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
'''


def start_guard() -> subprocess.Popen | None:
    """Start the guard of this process's descendants (None where /proc is not there)."""
    if not Path("/proc/self/stat").exists():
        return None
    return subprocess.Popen([sys.executable, "-c", _PROGRAM], stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
