"""What the command line costs before it does anything, and what each import inside a command's
function would add to that if it moved to the top of its module.

    python benchmarks/startup.py [--runs N]

`interpreter/cli/` imports what it uses at the top of each module, except where that would slow down
commands that do not need it: every command but `wsdv check` imports every command module to build
its parser (`cli/main.py`), so an import at the top of `cli/play.py` is paid by `wsdv cards show 7`
too; and `wsdv check`, the designer's quick loop, imports `cli/common.py`. The imports kept inside a
function carry a comment that gives the figure this script prints as the reason.

Each figure is the CPU time (user + system) of new processes, the median of the runs with the fastest
in brackets: the machine is shared, and wall-clock time counts the time other processes hold the
cores. An import's figure is measured in a process that has already run `wsdv --help` (or a `wsdv
check` answered from the cache, for what `cli/common.py` imports), so it counts only what that
process had not loaded yet. The cache lives in a temporary folder: the user's own is not touched.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (where the import is written, what the process has run before: "help" = `wsdv --help`, "check" = a
# cached `wsdv check`, the modules it imports)
KEPT = [
    ("cli/common.py build_rules: the pipeline", "check", ["interpreter.rules.pipeline"]),
    ("cli/common.py in_words: the l10n library", "check", ["interpreter.words.l10n"]),
    ("cli/common.py in_words: dataclasses", "check", ["dataclasses"]),
    ("cli/play.py: all it keeps inside", "help",
     ["interpreter.engine.session", "interpreter.engine.view", "interpreter.engine.game",
      "interpreter.engine.runtime", "interpreter.engine.scenario"]),
    ("cli/play.py cmd_play: engine.view (rich)", "help", ["interpreter.engine.view"]),
    ("cli/play.py cmd_scenario_run: engine.scenario", "help", ["interpreter.engine.scenario"]),
    ("cli/play.py: engine.session", "help", ["interpreter.engine.session"]),
    ("cli/simulate.py: the games (simulate.games)", "help", ["interpreter.engine.evaluator", "interpreter.simulate.games"]),
    ("cli/simulate.py: the workers (simulate.run)", "help", ["interpreter.simulate.run"]),
    ("cli/simulate.py: the progress bar (rich)", "help", ["rich.console", "rich.progress"]),
]

# A new process: `wsdv --help` or a cached `wsdv check`, then the modules named after the first
# argument; prints the CPU seconds of those imports alone.
_PROBE = """
import contextlib, io, sys, time
from interpreter.cli.main import main
with contextlib.redirect_stdout(io.StringIO()):
    try:
        main(["--help"] if sys.argv[1] == "help" else ["check"])
    except SystemExit:
        pass
t0 = time.process_time()
for name in sys.argv[2:]:
    __import__(name)
print(time.process_time() - t0)
"""


def _cpu(cmd: list[str], env: dict[str, str]) -> float:
    """CPU seconds of one new process, start to exit."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _row(name: str, figures: list[float]) -> str:
    return f"  {name:<52} {1000 * statistics.median(figures):7.1f} ms  ({1000 * min(figures):.1f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=9)
    runs = ap.parse_args().runs
    py = sys.executable
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, PYTHONPATH=str(ROOT), WSDV_CACHE=cache, WSDV_NO_CACHE="0")
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed package has its bytecode
        _cpu([py, "-m", "interpreter", "check"], env)  # bytecode written and the check cached, once
        print(f"CPU of a new process, median of {runs} (fastest)")
        for name, cmd in [("python -c pass", [py, "-c", "pass"]),
                          ("wsdv --help", [py, "-m", "interpreter", "--help"]),
                          ("wsdv check (from the cache)", [py, "-m", "interpreter", "check"])]:
            print(_row(name, [_cpu(cmd, env) for _ in range(runs)]))
        print("\nImported inside a function: what each would add at the top of its module (to `wsdv --help`,\n"
              "or to a cached `wsdv check` for cli/common.py)")
        for where, before, modules in KEPT:
            figures = [float(subprocess.run([py, "-c", _PROBE, before, *modules], cwd=ROOT, env=env, check=True,
                                            capture_output=True, text=True).stdout) for _ in range(runs)]
            print(_row(where, figures))


if __name__ == "__main__":
    main()
