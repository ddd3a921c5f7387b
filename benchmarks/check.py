"""How long `wsdv check` takes, where the time goes, and how it grows with the content.

    python benchmarks/check.py [--runs N] [--variant NAME] [--no-scale]

Targets (issue 14): a cold `wsdv check` of the base game and its variants under 300 ms with no
cache (WSDV_NO_CACHE=1) and under 100 ms with the cache; every stage linear in the size of
the content (issue 15), the call-cycle search and the rendering of many warnings too (issue 25:
6,000 routines calling one another round took 67 s, 24,000 unused routines 46 s).

Every figure is given twice: CPU time (user + system of the process) and wall-clock time.
The machine is shared, and the wall clock counts the time other processes hold the cores,
so it is noisy; CPU time is what the check itself costs, and it is the figure to compare.
Each cold run is a new process, start to exit, as a designer runs it (bytecode compiled once
beforehand, as an installed package has it); the figure is the median of the runs, with the
fastest beside it.

With the cache, a check of unchanged content is answered by one entry per content set (the
base, each variant): the checked outcome, stored as data (JSON: its warnings and the counts of
its summary line) under a key over every file the check reads and every module it runs
(interpreter/rules/checkcache.py).  That entry is the compiled form kept with the checked content:
a second run reads, validates, checks and compiles nothing.  No code is ever cached (issue
15): the rules model and the game's Python functions are built again, from the content, by a
command that plays.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ, **(extra or {}))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed package has its bytecode
    return env


def _timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def _check_cmd(extra: list[str]) -> list[str]:
    return [sys.executable, "-m", "interpreter", "check", "-q", *extra]


def cold_runs(runs: int, extra: list[str], env_extra: dict[str, str] | None = None,
              before: Callable[[int], None] | None = None) -> list[tuple[float, float]]:
    """Time whole `wsdv check` processes; ``before(i)`` may change something before run i."""
    env = _env(env_extra)
    subprocess.run(_check_cmd(extra), cwd=ROOT, env=env, check=True)  # bytecode, and the cache if on
    out = []
    for i in range(runs):
        if before:
            before(i)
        out.append(_timed(_check_cmd(extra), env))
    return out


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def _report(label: str, times: list[tuple[float, float]]) -> None:
    cpu = [c for c, _ in times]
    wall = [w for _, w in times]
    print(f"  {label:<38} CPU median {_ms(statistics.median(cpu)):>7} (fastest {_ms(min(cpu)):>7})   "
          f"wall median {_ms(statistics.median(wall)):>7} (fastest {_ms(min(wall)):>7})")


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


# ---------------------------------------------------------------- stages
def stages(variants: list[str]) -> list[tuple[str, float, float]]:
    """In-process (CPU, wall) of each stage of the uncached check of the base content and then
    each variant, as `wsdv check` runs them (a variant reuses the base files already read)."""
    clock: list[tuple[float, float]] = []

    def tick() -> None:
        clock.append((time.process_time(), time.perf_counter()))

    tick()
    from interpreter.checks import semantic as checks
    from interpreter.diagnostics import Report, display_path
    from interpreter.language import loader
    from interpreter.language.lalr import parse
    from interpreter.language.transform import unwrap_declaration
    from interpreter.paths import content_dir
    from interpreter.rules.model import compile_rules
    from interpreter.rules.pipeline import _collector_paused, known_variants
    tick()
    base = content_dir()
    sets = [[]] + [[base / "variants" / v] for v in (variants or known_variants(base))]
    with _collector_paused():  # as pipeline.build runs them
        files: dict[tuple[str, str], list] = {}
        for overlays in sets:
            for root in [base, *overlays]:
                for path in loader.content_files(root, skip_variants=root == base):
                    name = display_path(path)
                    text = path.read_text(encoding="utf-8")
                    if (name, text) not in files:
                        files[name, text] = parse(text, name)[0]
        tick()
        for (name, text), decls in files.items():
            report = Report()
            report.add_source(name, text)
            defs = []
            for wrapped in decls:
                pos: dict = {}
                under: dict = {}
                data = unwrap_declaration(wrapped, (), pos, under)
                overlay = data.pop("overlay", None)
                d = loader.Definition(data.get("kind"), data.get("id"), data, name, pos, overlay)
                if loader._check_structure(d, report, under):
                    defs.append(d)
            loader._PARSED[name, text] = (defs, set(), report.diagnostics)  # what read_file keeps
        tick()
        built = [loader.load(base, overlays, Report()) for overlays in sets]
        tick()
        for cs in built:
            checks.check(cs)
        tick()
        for cs in built:
            compile_rules(cs)
        tick()
    names = ["imports", "lex, parse, build data", "structure (schemas)", "merge base and overlays",
             "semantic checks", "compile"]
    return [(n, c1 - c0, w1 - w0) for n, (c0, w0), (c1, w1) in zip(names, clock[:-1], clock[1:], strict=True)]


# ---------------------------------------------------------------- a cached check, by stage
_CACHED_PROBE = """
import sys, time
ticks = [(time.process_time(), time.perf_counter())]
def tick():
    ticks.append((time.process_time(), time.perf_counter()))
from interpreter.cli import main as cli
tick()
args = cli.parser("check").parse_args(["check", "-q", *sys.argv[1:]])
tick()
from interpreter.language import cache
from interpreter.rules import checkcache
from interpreter.paths import content_dir, known_variants
cache.checker_fingerprint()
tick()
sets = [args.variant] if args.variant else [[]] + [[v] for v in known_variants(content_dir())]
keyed = []
for variants in sets:
    folders = [content_dir() / "variants" / v for v in variants]
    roots, messages = checkcache._inputs(content_dir(), folders)
    keyed.append((cache.check_key(variants, roots, messages), roots, variants))
tick()
for key, roots, variants in keyed:
    stored = cache.get_check(key, {n for files in roots for n, _ in files})
    assert stored is not None, "no entry: run the check once first"
    checkcache._from_entry(stored, roots, tuple(variants))
tick()
print(" ".join(f"{c1 - c0} {w1 - w0}" for (c0, w0), (c1, w1) in zip(ticks, ticks[1:])))
"""


def cached_stages(runs: int, extra: list[str], env_extra: dict[str, str]) -> list[tuple[str, float, float]]:
    """Median (CPU, wall) of each stage of a cached check, each run a new process (after
    Python's own start-up, timed as `python -c pass`)."""
    env = _env(env_extra)
    subprocess.run(_check_cmd(extra), cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    startup = [_timed([sys.executable, "-c", "pass"], env) for _ in range(runs)]
    rows: list[list[float]] = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", _CACHED_PROBE, *extra], cwd=ROOT, env=env, check=True,
                             capture_output=True, text=True).stdout.split()
        rows.append([float(x) for x in out])
    names = ["import the command line", "parse the arguments (check's parser only)",
             "fingerprint wsdv's code", "read the content's bytes, make the keys",
             "read and validate the entries"]
    out = [("Python start-up (python -c pass)", statistics.median(c for c, _ in startup),
            statistics.median(w for _, w in startup))]
    for i, name in enumerate(names):
        out.append((name, statistics.median(r[2 * i] for r in rows), statistics.median(r[2 * i + 1] for r in rows)))
    return out


# ---------------------------------------------------------------- growth
_DECADE = re.compile(r"^decade (\S+)\s+order (\d+)\s+cards (\d+)\.\.(\d+)\s+special (\S+)", re.M)


def scaled_content(dest: Path, factor: int) -> Path:
    """A copy of the content with ``factor`` times the cards: copy k of each card file renames
    its cards (number + 1000k, name + `_ck`) into new decades of their own."""
    from interpreter.paths import content_dir

    shutil.copytree(content_dir(), dest, ignore=shutil.ignore_patterns("variants"))
    decades = _DECADE.findall((dest / "deck.wsdv").read_text(encoding="utf-8"))
    cards = sorted((dest / "cards").glob("decade-*.wsdv"))
    for k in range(2, factor + 1):
        def rename(m: re.Match, k: int = k) -> str:
            ident = m.group(2)
            return m.group(1) + (str(int(ident) + 1000 * k) if ident.isdigit() else f"{ident}_c{k}")
        def card_line(line: str, k: int = k, rename: Callable = rename) -> str:
            if not line.startswith("card "):
                return line
            line = re.sub(r"^(card )(\S+)", rename, line)
            line = re.sub(r"(  (?:reverse|number) )(\S+)", rename, line)
            return re.sub(r"(  decade )(\S+)", lambda m: f"{m.group(1)}{m.group(2)}_c{k}", line)
        for path in cards:
            lines = path.read_text(encoding="utf-8").split("\n")
            text = "\n".join(card_line(line) for line in lines)
            (path.parent / f"{path.stem}-copy{k}.wsdv").write_text(text, encoding="utf-8")
        lines = [f"decade {d}_c{k}  order {int(o) + len(decades) * (k - 1)}  cards {int(lo) + 1000 * k}..{int(hi) + 1000 * k}"
                 f"  special {s}_c{k}  source rulebook\n" for d, o, lo, hi, s in decades]
        (dest / f"decades-copy{k}.wsdv").write_text("".join(lines), encoding="utf-8")
    return dest


def big_content(dest: Path, declarations: int = 96_000) -> Path:
    """A copy of the content with one more file of ``declarations`` short declarations (5.3 MB)."""
    from interpreter.paths import content_dir

    shutil.copytree(content_dir(), dest, ignore=shutil.ignore_patterns("variants"))
    with open(dest / "bulk.wsdv", "w", encoding="utf-8") as f:
        for i in range(declarations):
            f.write(f"flag bulk_{i:06d}  initial no  source rulebook  # scale\n")
    return dest


def long_card_content(dest: Path, rows: int = 10_000) -> Path:
    """A copy of the content whose first card has ``rows`` rows (each like its first row)."""
    from interpreter.paths import content_dir

    shutil.copytree(content_dir(), dest, ignore=shutil.ignore_patterns("variants"))
    path = sorted((dest / "cards").glob("decade-*.wsdv"))[0]
    text = path.read_text(encoding="utf-8")
    m = re.search(r"^card [^\n]*\{\n((?:  row [^\n]*\n)+)", text, re.M)
    icons = m.group(1).split("\n")[0].split("  icons", 1)[1]
    block = "".join(f"  row {i}  icons{icons}\n" for i in range(1, rows + 1))
    path.write_text(text[:m.start(1)] + block + text[m.end(1):], encoding="utf-8")
    return dest


def _peak(cmd: list[str], env: dict[str, str]) -> tuple[float, float, int]:
    """(CPU s, wall s, peak memory in MB) of one process, measured from a wrapper of its own."""
    probe = ("import resource, subprocess, sys, time\n"
             "t = time.perf_counter(); subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL)\n"
             "w = time.perf_counter() - t; r = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
             "print(r.ru_utime + r.ru_stime, w, r.ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe, *cmd], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), float(out[1]), int(out[2]) // 1024


def growth(runs: int) -> None:
    env = _env({"WSDV_NO_CACHE": "1"})
    with tempfile.TemporaryDirectory() as tmp:
        cached_env = _env({"WSDV_CACHE": str(Path(tmp) / "cache"), "WSDV_NO_CACHE": "0"})
        base_cpu = base_cached = None
        for factor in (1, 2, 4, 8):
            folder = scaled_content(Path(tmp) / f"x{factor}", factor)
            cards = sum(len(re.findall(r"^card ", p.read_text(encoding="utf-8"), re.M))
                        for p in folder.rglob("*.wsdv"))
            cmd = _check_cmd(["--content", str(folder)])
            times = [_timed(cmd, env) for _ in range(runs)]
            cpu = statistics.median(c for c, _ in times)
            wall = statistics.median(w for _, w in times)
            base_cpu = base_cpu or cpu
            subprocess.run(cmd, cwd=ROOT, env=cached_env, check=True, stdout=subprocess.DEVNULL)
            cached = statistics.median(_timed(cmd, cached_env)[0] for _ in range(runs))
            base_cached = base_cached or cached
            print(f"  {factor}x the cards ({cards:>3} cards): CPU {_ms(cpu):>8} ({cpu / base_cpu:4.1f}x)   "
                  f"wall {_ms(wall):>8}   cached: CPU {_ms(cached):>6} ({cached / base_cached:4.1f}x)")
        folder = long_card_content(Path(tmp) / "rows")
        cpu, wall, peak = _peak(_check_cmd(["--content", str(folder)]), env)
        print(f"  a card with 10,000 rows: CPU {cpu:.1f} s, wall {wall:.1f} s, peak memory {peak} MB")
        folder = big_content(Path(tmp) / "big")
        size = (folder / "bulk.wsdv").stat().st_size
        cmd = _check_cmd(["--content", str(folder)])
        cpu, wall, peak = _peak(cmd, env)
        print(f"  one file of 96,000 declarations ({size / 1e6:.1f} MB) beside the content: "
              f"CPU {cpu:.1f} s, wall {wall:.1f} s, peak memory {peak} MB")
        subprocess.run(cmd, cwd=ROOT, env=cached_env, check=True, stdout=subprocess.DEVNULL)
        cpu, wall, peak = _peak(cmd, cached_env)
        print(f"    the same, checked again (cached): CPU {cpu * 1000:.0f} ms, wall {wall * 1000:.0f} ms, "
              f"peak memory {peak} MB")


def routines_overlay(dest: Path, count: int, calling: bool) -> Path:
    """An overlay folder of ``count`` routines: each calling the next, round to the first (one call
    cycle through all of them: an error), or none called at all (a warning each)."""
    dest.mkdir(parents=True)
    with open(dest / "routines.wsdv", "w", encoding="utf-8") as f:
        for i in range(count):
            body = f"r{(i + 1) % count:05d}()" if calling else "shuffle(deck)"
            f.write(f"routine r{i:05d}  source rulebook {{\n  {body}\n}}\n\n")
    return dest


def routine_growth() -> None:
    """Checks that stay linear where they were not (issue 25): a call cycle through thousands of
    routines (the cycle search was a search from every routine: 67 s for 6,000), and thousands of
    warnings (each re-split its whole file to show its line: 46 s for 24,000)."""
    env = _env({"WSDV_NO_CACHE": "1"})
    with tempfile.TemporaryDirectory() as tmp:
        for calling, sizes, what in ((True, (1500, 3000, 6000), "routines calling one another round"),
                                     (False, (6000, 12000, 24000), "unused routines (a warning each)")):
            first = None
            for n in sizes:
                folder = routines_overlay(Path(tmp) / f"{'calls' if calling else 'unused'}-{n}", n, calling)
                cmd = [sys.executable, "-m", "interpreter", "check", "-q", "--overlay", str(folder)]
                probe = ("import resource, subprocess, sys, time\n"
                         "t = time.perf_counter(); subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, "
                         "stderr=subprocess.DEVNULL)\n"
                         "w = time.perf_counter() - t; r = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
                         "print(r.ru_utime + r.ru_stime, w)")
                cpu, wall = map(float, subprocess.run([sys.executable, "-c", probe, *cmd], cwd=ROOT, env=env,
                                                      check=True, capture_output=True, text=True).stdout.split())
                first = first or (n, cpu)
                print(f"  {n:>6,} {what}: CPU {cpu:5.1f} s, wall {wall:5.1f} s "
                      f"(x{n / first[0]:.0f} the routines, x{cpu / first[1]:.1f} the time)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--no-scale", action="store_true", help="skip the growth figures (the slow part)")
    args = ap.parse_args()
    extra = [a for v in args.variant for a in ("--variant", v)]
    print("cold `wsdv check`, base game and each variant (a new process each run; CPU is the figure to "
          "compare, wall is noisy on a shared machine)")
    with tempfile.TemporaryDirectory() as tmp:
        cache_env = {"WSDV_CACHE": str(Path(tmp) / "cache"), "WSDV_NO_CACHE": "0"}
        _report("no cache (WSDV_NO_CACHE=1), target 300", cold_runs(args.runs, extra, {"WSDV_NO_CACHE": "1"}))
        _report("content unchanged (cache), target 100", cold_runs(args.runs, extra, cache_env))
        copy, edit = _edited_copy(Path(tmp))
        _report("largest file edited before each run", cold_runs(args.runs, [*extra, "--content", str(copy)],
                                                                 cache_env, edit))
        print("a cached check, by stage (median of new processes; printing the answer is left out):")
        for name, cpu, wall in cached_stages(args.runs, extra, cache_env):
            print(f"  {name:<44} CPU {cpu * 1000:6.1f} ms   wall {wall * 1000:6.1f} ms")
        print("  (the cache keeps the checked outcome as data, one JSON entry per content set; no code is "
              "cached:\n   a command that plays builds the rules model and compiles its functions in each "
              "process)")
    print("in-process stages, uncached (base game, then each variant):")
    os.environ["WSDV_NO_CACHE"] = "1"
    for name, cpu, wall in stages(args.variant):
        print(f"  {name:<40} CPU {cpu * 1000:7.1f} ms   wall {wall * 1000:7.1f} ms")
    if not args.no_scale:
        print("growth, base game only (median of 3 runs; uncached, and cached: the same check again):")
        growth(3)
        print("growth of the call-cycle search and of many warnings (one overlay each, uncached):")
        routine_growth()


if __name__ == "__main__":
    main()
