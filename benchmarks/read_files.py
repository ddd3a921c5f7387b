"""What reading a content file by the link rule costs (inputs.read_bounded with ``within``).

    python benchmarks/read_files.py [--rounds N] [--baseline CHECKOUT]

Reads every file of the shipped content folder through ``read_bounded(path, "content",
within=content)``, the way a check reads content, locale and scenario files someone else may have
filled, N rounds, and prints the CPU time per file (median and fastest of the rounds).  Since the
reader walks to each file a folder at a time (``dir_fd``, ``O_NOFOLLOW``) rather than opening it by
its path, a few more system calls go into each read; this says how much that is.  With
``--baseline CHECKOUT`` the same files are read, in the same process and alternated round by round,
by another checkout's ``interpreter/inputs.py`` too (``main``, say): the before and after on a shared
machine in one run.  CPU time (``time.process_time``) is the figure; the wall clock counts the other
processes of a shared machine.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.paths import content_dir  # noqa: E402


def _inputs_of(checkout: Path, tag: str) -> ModuleType:
    """The ``interpreter/inputs.py`` of a checkout, loaded beside this one's (it imports only the
    package's ``errors``, which this checkout provides)."""
    spec = importlib.util.spec_from_file_location(f"interpreter._inputs_{tag}", checkout / "interpreter" / "inputs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "interpreter"
    spec.loader.exec_module(module)
    return module


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--baseline", type=Path, metavar="CHECKOUT", help="another checkout to compare with")
    args = ap.parse_args()
    content = content_dir()
    files = sorted(p for p in content.rglob("*") if p.is_file())
    readers = {"this checkout": _inputs_of(ROOT, "here")}
    if args.baseline is not None:
        readers["baseline"] = _inputs_of(args.baseline.resolve(), "baseline")
    per_file: dict[str, list[float]] = {name: [] for name in readers}
    for _ in range(args.rounds):
        for name, module in readers.items():
            start = time.process_time()
            for f in files:
                module.read_bounded(f, "content", within=content)
            per_file[name].append((time.process_time() - start) / len(files) * 1e6)
    print(f"read_bounded(within=) of the {len(files)} files of {content}, {args.rounds} rounds, CPU per file:")
    for name, times in per_file.items():
        print(f"  {name:14} median {statistics.median(times):6.1f} us   fastest {min(times):6.1f} us")
    return 0


if __name__ == "__main__":
    sys.exit(main())
