"""How long `wsdv map --out FILE` takes: the board's picture without a site build.

    python benchmarks/map.py [--runs N]

Target (issue 24 §4): about a second for the SVG, start to exit, as a designer runs it after a map
edit. Each run is a new process; the figures are the median of the runs (fastest in brackets), as
CPU time (user + system of the process: what the command costs) and wall-clock time (noisy on a
shared machine). The PNG line needs the `png` extra.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 1.0


def one_run(out: Path) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one `wsdv map --out OUT` in a new process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "interpreter", "map", "--out", str(out)], cwd=ROOT, check=True,
                   env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for suffix in ("svg", "png"):
            out = Path(tmp) / f"map.{suffix}"
            try:
                runs = [one_run(out) for _ in range(args.runs)]
            except subprocess.CalledProcessError:
                print(f"map.{suffix}: failed (for PNG: is the `png` extra installed?)")
                continue
            cpu = [c for c, _ in runs]
            wall = [w for _, w in runs]
            print(f"wsdv map --out map.{suffix}: CPU {statistics.median(cpu) * 1000:.0f} ms ({min(cpu) * 1000:.0f}), "
                  f"wall {statistics.median(wall) * 1000:.0f} ms ({min(wall) * 1000:.0f}); "
                  f"target about {TARGET_S * 1000:.0f} ms")


if __name__ == "__main__":
    main()
