"""What the command line costs before it does anything, and what each import inside a command's
function would add to that if it moved to the top of its module.

    python benchmarks/startup.py [--runs N] [--baseline CHECKOUT]

`interpreter/cli/` imports what it uses at the top of each module, except where that would slow down
commands that do not need it. A command imports its own module alone (`cli/main.py`; `wsdv --help`
lists the commands from `cli/commands.py` and imports none), so an import at the top of
`cli/play.py` is paid by `wsdv play`, `replay` and `scenario` (and `simulate`, which uses play's
players), not by `wsdv cards show 7`; and `wsdv check`, the designer's quick loop, imports
`cli/common.py` (and through it `cli/options.py`, `cli/messages.py` and `cli/localized.py`). The
imports kept inside a function carry a comment that gives the figure this script prints as the
reason.

Most of those are the l10n library's localizer (Fluent and Babel), which a `wsdv check -q` answered
from the cache never needs: it says nothing. (Without `-q` a check that passed says so in words, and
that loads the library: both are measured.) The command's language is chosen without it, by
`interpreter/words/languages.py`, a module beside the l10n package rather than in it (importing any
module of a package runs the package's `__init__.py`, and the l10n package's imports the localizer),
so `cli/` imports the language choice at its top.

Each figure is the CPU time (user + system) of new processes, the median of the runs with the fastest
in brackets: the machine is shared, and wall-clock time counts the time other processes hold the
cores. An import's figure is measured in a process that has already run a `wsdv check -q` answered
from the cache, so it counts only what that process had not loaded yet. The cache lives in a temporary folder: the user's own is not touched.

With ``--baseline CHECKOUT`` (another worktree, ``main`` say) the wsdv commands' figures are
measured in both checkouts, each with its own code and cache, the runs alternated one by one: the
before and after of a change to what the commands import, in one run on a shared machine.
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

# (where the import is written, what the process has run before: "check" = a cached `wsdv check -q`,
# "help" = `wsdv --help`; the modules it imports)
KEPT = [
    ("cli/common.py build_rules: the pipeline", "check", ["interpreter.rules.pipeline"]),
    # (the same figure stands for the localizer's one door in the modules a cached check imports,
    # cli/localized.py localizer_of, and for cli/options.py language_or_report's imports)
    ("cli/localized.py localizer_of: the l10n library", "check", ["interpreter.words.l10n"]),
    ("cli/common.py in_words: dataclasses", "check", ["dataclasses"]),
    ("cli/options.py add_player_option: engine.players", "check", ["interpreter.engine.players"]),
]

# A new process: a cached `wsdv check -q` (or `wsdv --help`), then the modules named after the first
# argument; prints the CPU seconds of those imports alone.
_PROBE = """
import contextlib, io, sys, time
from interpreter.cli.main import main
with contextlib.redirect_stdout(io.StringIO()):
    try:
        main(["--help"] if sys.argv[1] == "help" else ["check", "-q"])
    except SystemExit:
        pass
t0 = time.process_time()
for name in sys.argv[2:]:
    __import__(name)
print(time.process_time() - t0)
"""


# The commands whose start is measured. A check answered from the cache that passed prints its summary
# line in words (cli/check.py summary_line), which needs the localizer: `-q` is the quick path that
# loads no Fluent (tests/test_check_cache.py), the one the imports kept inside functions are for.
_COMMANDS = [("python -c pass", [sys.executable, "-c", "pass"]),
             ("wsdv --help", [sys.executable, "-m", "interpreter", "--help"]),
             ("wsdv play --help", [sys.executable, "-m", "interpreter", "play", "--help"]),
             ("wsdv check -q (from the cache)", [sys.executable, "-m", "interpreter", "check", "-q"]),
             ("wsdv check (from the cache, its summary said)", [sys.executable, "-m", "interpreter", "check"])]


def _cpu(cmd: list[str], env: dict[str, str], cwd: Path = ROOT) -> float:
    """CPU seconds of one new process, start to exit."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, cwd=cwd, env=env, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _row(name: str, figures: list[float]) -> str:
    return f"  {name:<62} {1000 * statistics.median(figures):7.1f} ms  ({1000 * min(figures):.1f})"


def _env(checkout: Path, cache: str) -> dict[str, str]:
    """The environment of a command run from ``checkout``'s code, with its cache in ``cache``."""
    env = dict(os.environ, PYTHONPATH=str(checkout), WSDV_CACHE=cache, WSDV_NO_CACHE="0")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed package has its bytecode
    return env


def _compared(baseline: Path, runs: int, env: dict[str, str], cache: str) -> None:
    """The wsdv commands' figures in this checkout and in ``baseline``, the runs alternated."""
    py = sys.executable
    base_env = _env(baseline, os.path.join(cache, "baseline"))
    subprocess.run([py, "-m", "interpreter", "check"], cwd=baseline, env=base_env, check=True,
                   stdout=subprocess.DEVNULL)   # the baseline's bytecode written and its check cached
    print(f"\nAlternated with {baseline}: CPU of a new process, median of {runs} (fastest)")
    for name, cmd in _COMMANDS[1:]:
        after: list[float] = []
        before: list[float] = []
        for _ in range(runs):
            after.append(_cpu(cmd, env))
            before.append(_cpu(cmd, base_env, cwd=baseline))
        print(_row(f"{name}: baseline", before))
        print(_row(f"{name}: this checkout", after))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--baseline", type=Path, default=None, metavar="CHECKOUT",
                    help="measure the commands in this checkout too, alternated with this one's, instead "
                         "of the imports kept inside functions (see above)")
    args = ap.parse_args()
    runs = args.runs
    py = sys.executable
    with tempfile.TemporaryDirectory() as cache:
        env = _env(ROOT, os.path.join(cache, "this"))
        _cpu([py, "-m", "interpreter", "check"], env)  # bytecode written and the check cached, once
        if args.baseline is not None:
            _compared(args.baseline.resolve(), runs, env, cache)
            return
        print(f"CPU of a new process, median of {runs} (fastest)")
        for name, cmd in _COMMANDS:
            print(_row(name, [_cpu(cmd, env) for _ in range(runs)]))
        print("\nImported inside a function: what each would add at the top of its module (to a cached\n"
              "`wsdv check -q`, which imports those modules)")
        for where, before, modules in KEPT:
            figures = [float(subprocess.run([py, "-c", _PROBE, before, *modules], cwd=ROOT, env=env, check=True,
                                            capture_output=True, text=True).stdout) for _ in range(runs)]
            print(_row(where, figures))


if __name__ == "__main__":
    main()
