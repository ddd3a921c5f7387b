"""How long `wsdv l10n status` takes, cached and not (issue 12: it took about 1.4 s of CPU).

    python benchmarks/l10n.py [--runs N]

Target: a repeated `wsdv l10n status` well under 0.5 s of CPU. Each run is a new process, start
to exit, as a localizer runs it (bytecode compiled beforehand); the figure is the median CPU
time (user + system) with the fastest beside it, and the wall-clock median (noisy on a shared
machine). "uncached" is WSDV_NO_CACHE=1: every locale file parsed and checked; "cached" finds
the problems of an unchanged set of locales in wsdv's cache; "one file changed" edits a
comment of one English file before each run (a miss, as after a translator's edit). "a new
language" is the full report (no --summary) of a copy with a language started by copying the
English files (some 7,500 lines, each said in the reader's language): until 28 Nov each line
found the reader's language afresh, listing the locale folders (`l10n check` did the same).
"in one process" is the test suite's case: one process checks (`l10n check`) a fresh copy of the
content after another, each with a comment of one English file edited; the figure is the CPU of
each check after the first (the first pays for the imports and for parsing every file).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from check import _timed  # (benchmarks/check.py: CPU and wall seconds of one process)

ROOT = Path(__file__).resolve().parent.parent


def _runs(label: str, runs: int, cmd: list[str], env: dict[str, str], before=None) -> None:
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)   # bytecode (and cache)
    times = []
    for i in range(runs):
        if before is not None:
            before(i)
        times.append(_timed(cmd, env))
    cpu = [c for c, _ in times]
    print(f"{label:<18} CPU median {statistics.median(cpu) * 1000:6.0f} ms  fastest {min(cpu) * 1000:6.0f} ms"
          f"  wall median {statistics.median(w for _, w in times) * 1000:6.0f} ms  ({runs} runs)")


# The child of "in one process": argv is the content, a scratch folder and the number of copies;
# it prints the CPU seconds of each check after the first, one a line.
_IN_ONE_PROCESS = """
import contextlib, io, shutil, sys, time
from pathlib import Path
from interpreter.cli.main import main
source, scratch, copies = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
for i in range(copies):
    content = scratch / f"copy{i}"
    shutil.copytree(source, content)
    english = content / "locales" / "en" / "cli.ftl"
    english.write_text(english.read_text(encoding="utf-8") + f"# benchmark edit {i}\\n", encoding="utf-8")
    start = time.process_time()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        main(["l10n", "check", "--content", str(content)])
    if i:
        print(time.process_time() - start)
"""


def _in_one_process(runs: int, content: Path, scratch: Path, env: dict[str, str]) -> None:
    out = subprocess.run([sys.executable, "-c", _IN_ONE_PROCESS, str(content), str(scratch), str(runs + 1)],
                         cwd=ROOT, env=env, check=True, capture_output=True, text=True).stdout
    cpu = [float(line) for line in out.split()]
    print(f"{'in one process':<18} CPU median {statistics.median(cpu) * 1000:6.0f} ms  fastest {min(cpu) * 1000:6.0f} ms"
          f"  (a check of each of {runs} fresh copies after a first)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        content = Path(tmp) / "content"
        # A copy of the files themselves (a content folder reached through a link is copied, not
        # linked: the edits below must never reach the checkout's own content).
        shutil.copytree(ROOT / "content", content)
        cmd = [sys.executable, "-m", "interpreter", "l10n", "status", "--summary", "--content", str(content)]
        env = dict(os.environ, WSDV_CACHE=str(Path(tmp) / "cache"), WSDV_NO_CACHE="0")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        _runs("uncached", args.runs, cmd, dict(env, WSDV_NO_CACHE="1"))
        _runs("cached", args.runs, cmd, env)
        english = content / "locales" / "en" / "cli.ftl"
        text = english.read_text(encoding="utf-8")

        def touch(i: int) -> None:
            english.write_text(text + f"# benchmark edit {i}\n", encoding="utf-8")

        _runs("one file changed", args.runs, cmd, env, touch)
        english.write_text(text, encoding="utf-8")
        new = content / "locales" / "cs"
        new.mkdir()
        for f in (content / "locales" / "en").glob("*.ftl"):
            (new / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
        full = [sys.executable, "-m", "interpreter", "l10n", "status", "--content", str(content)]
        _runs("a new language", args.runs, full, dict(env, WSDV_NO_CACHE="1"))
        shutil.rmtree(new)
        scratch = Path(tmp) / "copies"
        scratch.mkdir()
        _in_one_process(args.runs, content, scratch, dict(env, WSDV_NO_CACHE="1"))


if __name__ == "__main__":
    main()
