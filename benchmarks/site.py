"""Full six-language build of the rules reference site: `wsdv site build`, process start to exit.

Usage: python benchmarks/site.py [--runs N] [--keep DIR] [--baseline CHECKOUT] [--language LANG]
Target (issues 6 and 11): at most 15 s on the project's machine (2 cores).

Prints the wall time of each cold run (a new process, as a site maintainer runs it) and the CPU
time the build used, which is what the machine's own speed decides: on a busy machine the wall
time grows while the CPU time stays put, so the target is judged on the CPU time (the build runs
in one process: on an idle machine its wall time is its CPU time plus the disk). Then one
in-process build split into its steps, by CPU time (MkDocs' largest parts measured inside it).

With `--baseline` (another checkout of wsdv, e.g. main's), each cold run of this checkout follows
one of the baseline's, turn about, so that both see the same load; each run's CPU time is printed.
Then as many cold runs of this checkout's `wsdv site build --language LANG` (default pl: English and
Polish alone, a localizer's preview), their median CPU time as a share of the whole build's.
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
TARGET = 15.0


def cold_run(out: Path, root: Path = ROOT, languages: tuple[str, ...] = ()) -> tuple[float, float]:
    """One `wsdv site build` (`--language L` for each of `languages`) of the checkout `root` in a new
    process: (wall seconds, CPU seconds of that process)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "interpreter", "site", "build", "-q", "--out", str(out),
                    *(w for lang in languages for w in ("--language", lang))],
                   cwd=root, check=True, env=dict(os.environ, NO_MKDOCS_2_WARNING="1", PYTHONPATH=str(root)))
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


# Where MkDocs' own time goes, measured inside it: (module, class or None, function, label).
MKDOCS_PARTS = (
    ("markdown.core", "Markdown", "convert", "Markdown to HTML"),
    ("material.plugins.search.plugin", "SearchIndex", "add_entry_from_context", "search index (reading pages)"),
    ("jinja2.environment", "Template", "render", "theme templates"),
    ("mkdocs_static_i18n.reconfigure", "ExtendedPlugin", "reconfigure_files", "file lists per language (i18n)"),
)


def steps(out: Path) -> None:
    """Where the CPU time of one build goes: content, cards, Markdown generation, MkDocs and, inside
    MkDocs, its largest parts (the rest is writing pages, copying files, navigation, links)."""
    import importlib

    sys.path.insert(0, str(ROOT))
    from interpreter.site import build as site_build

    marks: dict[str, float] = {}
    patched: list[tuple[object, str, object]] = []

    def timed(owner: object, name: str, label: str) -> None:
        original = getattr(owner, name)

        def wrapper(*args, **kwargs):
            t0 = time.process_time()
            try:
                return original(*args, **kwargs)
            finally:
                marks[label] = marks.get(label, 0.0) + time.process_time() - t0
        patched.append((owner, name, original))
        setattr(owner, name, wrapper)

    labels = {"_compile": "compile content (base + variants)", "load_cards": "cards and card texts",
              "generate": "Markdown and SVG, 6 languages", "run_mkdocs": "MkDocs"}
    for name, label in labels.items():
        timed(site_build, name, label)
    for module, cls, name, label in MKDOCS_PARTS:
        owner = importlib.import_module(module)
        timed(getattr(owner, cls) if cls else owner, name, label)
    cpu0 = time.process_time()
    try:
        result = site_build.build_site(out)
    finally:
        for owner, name, original in reversed(patched):
            setattr(owner, name, original)
    print(f"in-process build: {result.seconds:.2f} s wall, {time.process_time() - cpu0:.2f} s CPU, "
          f"{result.pages} pages (CPU time of each step)")
    for label in labels.values():
        print(f"  {label:36s} {marks.get(label, 0.0):6.2f} s")
    inside = 0.0
    for _, _, _, label in MKDOCS_PARTS:
        inside += marks.get(label, 0.0)
        print(f"    {label:34s} {marks.get(label, 0.0):6.2f} s")
    print(f"    {'the rest of MkDocs':34s} {marks.get(labels['run_mkdocs'], 0.0) - inside:6.2f} s")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="cold runs to time (default 3)")
    ap.add_argument("--keep", type=Path, help="leave the built site here")
    ap.add_argument("--baseline", type=Path, help="another checkout whose cold builds alternate with these")
    ap.add_argument("--language", metavar="LANG", action="append",
                    help="the languages of the partial build timed after the whole one (may be repeated; default pl)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="wsdv-site-bench-") as tmp:
        out = args.keep or Path(tmp) / "site"
        runs, base = [], []
        for i in range(args.runs):
            if args.baseline is not None:
                base.append(cold_run(Path(tmp) / "baseline", args.baseline.resolve()))
                print(f"run {i + 1}: baseline CPU {base[-1][1]:.2f} s", flush=True)
            runs.append(cold_run(out))
            if args.baseline is not None:
                print(f"run {i + 1}: this checkout CPU {runs[-1][1]:.2f} s", flush=True)
        if base:
            print(f"baseline ({args.baseline}): median CPU {statistics.median(c for _, c in base):.2f} s")
        walls, cpus = [w for w, _ in runs], [c for _, c in runs]
        print(f"wsdv site build (6 languages, cold process): median {statistics.median(walls):.2f} s wall "
              f"over {len(runs)} runs (min {min(walls):.2f}, max {max(walls):.2f}); "
              f"CPU {statistics.median(cpus):.2f} s; target <= {TARGET:.0f} s")
        languages = tuple(args.language or ["pl"])
        partial = []
        for i in range(args.runs):
            partial.append(cold_run(Path(tmp) / "partial", languages=languages)[1])
            print(f"run {i + 1}: --language {' --language '.join(languages)}: CPU {partial[-1]:.2f} s", flush=True)
        print(f"wsdv site build --language {' --language '.join(languages)} (English and those, cold process): "
              f"median CPU {statistics.median(partial):.2f} s, {statistics.median(partial) / statistics.median(cpus):.0%} "
              "of the whole build's")
        load = os.getloadavg()[0]
        if load > 1.5:
            print(f"note: load average {load:.1f} on {os.cpu_count()} cores: other work shares the machine")
        steps(Path(tmp) / "steps")
        ok = statistics.median(cpus) <= TARGET
        print(f"target met (CPU {statistics.median(cpus):.2f} s <= {TARGET:.0f} s)" if ok
              else f"TARGET MISSED (CPU {statistics.median(cpus):.2f} s > {TARGET:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
