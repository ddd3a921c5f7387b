"""Cold `wsdv check` time: process start to exit, median of several runs; plus where the time goes.

Usage: python benchmarks/check.py [--runs N] [--variant NAME]
Target (issue 2): under 300 ms on the project's machine (2 cores).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cold_runs(runs: int, extra: list[str], env_extra: dict[str, str] | None = None,
              before: Callable[[int], None] | None = None) -> list[float]:
    """Time whole `wsdv check` processes; ``before(i)`` may change something before run i."""
    cmd = [sys.executable, "-m", "interpreter", "check", "-q", *extra]
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="0", **(env_extra or {}))
    subprocess.run(cmd, cwd=ROOT, env=env, check=True)  # warm the bytecode and grammar caches once
    times = []
    for i in range(runs):
        if before:
            before(i)
        t0 = time.perf_counter()
        subprocess.run(cmd, cwd=ROOT, env=env, check=True)
        times.append(time.perf_counter() - t0)
    return times


def _edited_copy(tmp: Path) -> tuple[Path, Callable[[int], None]]:
    """A copy of the content and an edit that changes its largest file before each run."""
    from interpreter.paths import content_dir

    dest = tmp / "content"
    shutil.copytree(content_dir(), dest)
    biggest = max(dest.rglob("*.wsdv"), key=lambda p: p.stat().st_size)
    original = biggest.read_text(encoding="utf-8")

    def edit(i: int) -> None:
        biggest.write_text(original + f"\n# edit {i} {time.time()}\n", encoding="utf-8")

    return dest, edit


def _report(label: str, times: list[float]) -> None:
    med = statistics.median(times)
    print(f"{label}: median {med * 1000:.0f} ms over {len(times)} runs "
          f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f})")


def stages(variants: list[str]) -> dict[str, float]:
    """In-process timings of each pipeline stage (after imports)."""
    t0 = time.perf_counter()
    from interpreter import checks, loader, pipeline  # noqa: F401
    from interpreter.diagnostics import Report
    from interpreter.model import compile_rules
    from interpreter.paths import content_dir
    from interpreter.syntax import parser

    t1 = time.perf_counter()
    parser()
    t2 = time.perf_counter()
    report = Report()
    cs = loader.load(content_dir(), [content_dir() / "variants" / v for v in variants], report)
    t3 = time.perf_counter()
    checks.check(cs)
    t4 = time.perf_counter()
    compile_rules(cs)
    t5 = time.perf_counter()
    return {"imports": t1 - t0, "grammar (cached)": t2 - t1, "parse + schema": t3 - t2,
            "semantic checks": t4 - t3, "compile": t5 - t4}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--variant", action="append", default=[])
    args = ap.parse_args()
    extra = [a for v in args.variant for a in ("--variant", v)]
    print("cold `wsdv check` (a new process each run; target 300 ms):")
    with tempfile.TemporaryDirectory() as tmp:
        cache_env = {"WSDV_CACHE": str(Path(tmp) / "cache")}
        _report("  content unchanged (cache warm)     ", cold_runs(args.runs, extra, cache_env))
        copy, edit = _edited_copy(Path(tmp))
        _report("  largest file edited before each run", cold_runs(args.runs, [*extra, "--content", str(copy)],
                                                                    cache_env, edit))
        _report("  no cache at all (WSDV_NO_CACHE=1)  ", cold_runs(args.runs, extra, {"WSDV_NO_CACHE": "1"}))
    print("in-process stages, uncached:")
    os.environ["WSDV_NO_CACHE"] = "1"
    for name, secs in stages(args.variant).items():
        print(f"  {name:<18} {secs * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
