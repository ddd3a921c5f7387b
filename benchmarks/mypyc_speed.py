"""The engine compiled with mypyc against the same engine in pure Python: CPU per game, and the same games.

    python benchmarks/mypyc_speed.py [--games K] [--seed S] [--repeat R] [--only ff|fh|hh|rr] [--typed]
                                     [--keep DIR | --built DIR]

An experiment, not a way to run the project: nothing here changes how wsdv is built or installed.
It copies this checkout's ``interpreter/``, ``grammar/`` and ``content/`` to a temporary folder,
makes there the few source edits mypyc needs (``EDITS`` below, each with its reason), and
compiles every module of ``interpreter/engine`` but those in ``SKIPPED`` with mypyc (one C
extension; a few minutes of C compiling).  A second copy keeps the same edited sources in pure
Python, so the figures are those of compiling alone.  With ``--typed`` the compiled copy also
takes the game typed in the primitives (``TYPED_MODULES``): what precise types would add.

Then it plays K seeded games of each pairing (``foresight`` against itself, ``foresight`` (west)
against ``heuristic``, ``heuristic`` against itself, ``random`` against itself) in two processes,
one per copy, alternated game by game; each game's CPU time is the lowest of R plays.  Each
process also plays every game once with its record (every decision and the digest of the state
after it, what ``wsdv play --log`` writes) and answers its hash: the compiled engine must play
every game move for move as the pure one, and any difference is reported (exit status 1).

Prints, per pairing, the median CPU time of a game in each copy and the median over the seeds of
each game's compiled time divided by its pure time.  Refuses (exit status 2) where mypyc, a C
compiler or Python's C headers are missing, and where an edit no longer applies (the source it
rewrites has moved on: update ``EDITS``).  ``--keep DIR`` builds in DIR and leaves it (to profile
the compiled copy afterwards, or to play more games with ``--built DIR``, which builds nothing);
the build products stay out of the checkout either way.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAIRINGS = {"ff": ("foresight", "foresight"), "fh": ("foresight", "heuristic"),
            "hh": ("heuristic", "heuristic"), "rr": ("random", "random")}

# Modules of interpreter/engine left in Python, and why mypyc cannot take them as they are.
SKIPPED = {
    "scenario.py": "Worded subclasses str with its own __new__ (object.__new__ of a non-native class), and "
                   "run_scenario defines a class inside a function (Recording): mypyc takes neither",
    "spiel.py": "SpielMissing inherits from ImportError beside WsdvError (mypyc: 'Inheriting from most builtin "
                "types is unimplemented'), and once that is a Python class (mypyc_attr(native_class=False)) the "
                "module compiles but its classes of pyspiel's (a metaclass) fail at import; no game needs it",
}

_MARK = "# mypyc experiment: "

# (file, text, replacement, why): the source edits that let mypyc compile a module, or let the
# compiled module run.  Each text must occur once in the file as it is.
EDITS: list[tuple[str, str, str, str]] = [
    ("interpreter/engine/registry.py",
     "REGISTRY: dict[str, Callable] = {}\n",
     "REGISTRY: dict[str, Callable] = {}\nPURE: set[Callable] = set()\nRENEWS: dict[Callable, str] = {}\n",
     "a compiled function takes no attributes: `@primitive` keeps pure and renews in tables instead"),
    ("interpreter/engine/registry.py",
     "        fn.pure = pure  # type: ignore[attr-defined]\n        fn.renews = renews  # type: ignore[attr-defined]\n",
     "        if pure:\n            PURE.add(fn)\n        if renews is not None:\n            RENEWS[fn] = renews\n",
     "(the same)"),
    ("interpreter/engine/evaluator.py",
     'return impl is not None and getattr(impl, "pure", False)',
     "return impl is not None and impl in PURE",
     "(the same: its reader)"),
    ("interpreter/engine/evaluator.py",
     "from ..words.english import SaidInEnglish\n",
     "from ..words.english import SaidInEnglish\nfrom .registry import PURE\n",
     "(the same)"),
    ("interpreter/engine/foresight.py",
     'section = getattr(program.registry.get(first["fn"]), "renews", None)',
     'section = RENEWS.get(program.registry.get(first["fn"]))  # type: ignore[arg-type]',
     "(the same: its reader)"),
    ("interpreter/engine/foresight.py",
     "from .rng import Random\n",
     "from .registry import RENEWS\nfrom .rng import Random\n",
     "(the same)"),
    ("interpreter/engine/functions.py",
     'scratch = g.__dict__.get("_phase_scratch")',
     "scratch = g._phase_scratch",
     "a compiled class has no __dict__ and takes no attribute it does not declare: "
     "phase_change's scratch game is declared on Game"),
    ("interpreter/engine/game.py",
     "        self.short: dict[str, int] = {}\n",
     "        self.short: dict[str, int] = {}\n        self._phase_scratch: Game | None = None\n",
     "(the same)"),
    ("interpreter/engine/rulebook.py",
     'games: dict[str, PullGame] = self.__dict__.setdefault("_pull_games", {})',
     "games = self._pull_games",
     "(the same, for the Rulebook's pull games: a field of its own)"),
    ("interpreter/engine/rulebook.py",
     "    overlays: tuple[Path, ...] = ()\n",
     "    overlays: tuple[Path, ...] = ()\n"
     "    _pull_games: dict[str, PullGame] = field(default_factory=dict, init=False, repr=False, compare=False)\n",
     "(the same)"),
]
# And in every compiled module: the imports under `if TYPE_CHECKING:` are made at run time, since
# a compiled dataclass resolves its fields' annotations when its module is imported (KeyError
# 'Rules' otherwise).  None of them makes a cycle (they are of rules/, diagnostics and game.py).
TYPE_CHECKING_GUARD = "if TYPE_CHECKING:\n"

# ``--typed``: the primitives' modules take the game as ``g: Game`` instead of ``g: Any`` (in the
# compiled copy only: the pure copy, where annotations change nothing, stays the baseline), so the
# compiled code reads the game's attributes natively; with the five lines mypy then finds
# imprecise (an option's chooser typed ``str | None`` where ``Game.ask`` wants ``str``, and the
# like) passed over.  What a typed engine would gain, short of typing the state itself.
TYPED_MODULES = ("board", "cardplay", "economy", "evaluator", "functions", "invariants", "living", "pieces",
                 "sites", "tracks")
TYPED_IMPORT = "import typing\n\nif typing.TYPE_CHECKING:\n    from .game import Game\n"
TYPED_IGNORES: list[tuple[str, str, str]] = [
    ("pieces", 'options, province=province, piece=piece)\n', "arg-type"),
    ("pieces", "options, marker=marker, source=province)\n", "arg-type"),
    ("economy", 'fl[city] = g.ask(c.chooser, "floating", list(c.floating), city=city)\n', "arg-type"),
    ("cardplay", "if not g.eval(g.icons[name].requires, _bound(g, name, args, kw)):\n", "union-attr"),
    ("functions", "g.begin_unit(lambda g2, body=body: g2.run_block(body, {}))\n", "misc"),
]

_MYPY_INI = """[mypy]
python_version = 3.11
check_untyped_defs = True
ignore_missing_imports = True
"""

# A player of games with the engine of the copy it runs in: answers each game with its lowest CPU
# time and the hash of its record (played once more, recorded, first: it also warms the process).
_WORKER = """
import hashlib, json, sys, time
sys.path.insert(0, sys.argv[1])
from interpreter.engine import game as engine
from interpreter.engine.players import make_agents, parse_spec
from interpreter.engine.session import Recorder, digest, new_game
from interpreter.rules.pipeline import build
rules = build().rules
def play(seed, west, east, rec):
    agents = make_agents({"west": parse_spec(west), "east": parse_spec(east)}, rules, seed)
    t = time.process_time()
    game, _ = new_game(rules, seed, agents, recorder=rec)
    game.play()
    return time.process_time() - t, game
print(json.dumps(engine.__file__), flush=True)
for line in sys.stdin:
    seed, west, east, repeat = line.split()
    rec = Recorder(with_digest=True)
    _, game = play(int(seed), west, east, rec)
    lines = [json.dumps(e, sort_keys=True) for e in rec.entries]
    lines.append(json.dumps({"result": game.state["result"], "state": digest(game.state)}, sort_keys=True))
    cpu = min(play(int(seed), west, east, None)[0] for _ in range(int(repeat)))
    print(json.dumps({"cpu": cpu, "decisions": len(rec.entries),
                      "record": hashlib.sha256("\\n".join(lines).encode()).hexdigest()}), flush=True)
"""


def missing_tools() -> list[str]:
    """What the build needs and this machine lacks: mypyc, a C compiler, Python's C headers."""
    lacking = []
    if importlib.util.find_spec("mypyc") is None:
        lacking.append(f"mypyc (part of mypy: `{sys.executable} -m pip install mypy`, the project's dev extra)")
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        lacking.append(f"a C compiler ({cc}, the one this Python was built with)")
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").is_file():
        lacking.append(f"Python's C headers (Python.h in {sysconfig.get_paths()['include']}; the python3-dev package)")
    return lacking


def copy_sources(dest: Path) -> list[str]:
    """Copy the package and its data to ``dest``, apply the edits; the modules to compile."""
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd")
    for part in ("interpreter", "grammar", "content"):
        shutil.copytree(ROOT / part, dest / part, ignore=ignore)
    for rel, old, new, _why in EDITS:
        path = dest / rel
        text = path.read_text()
        if text.count(old) != 1:
            raise SystemExit(f"mypyc_speed: the edit of {rel} no longer applies (its text {old.strip()!r} is "
                             "not there once): the source moved on; update EDITS")
        path.write_text(text.replace(old, new))
    modules = []
    for path in sorted((dest / "interpreter" / "engine").glob("*.py")):
        if path.name in SKIPPED:
            continue
        text = path.read_text()
        if TYPE_CHECKING_GUARD in text:
            path.write_text(text.replace(TYPE_CHECKING_GUARD, f"if True:  {_MARK}annotations resolve at import\n"))
        modules.append(str(path.relative_to(dest)))
    # mypy's settings of the project, without pyproject.toml: setuptools, which runs mypyc's
    # build, would read the project's packaging table from it and refuse it.
    (dest / "mypy.ini").write_text(_MYPY_INI)
    return modules


def type_the_game(dest: Path) -> None:
    """``--typed``: the primitives' ``g: Any`` made ``g: Game`` in the copy (see TYPED_MODULES)."""
    engine = dest / "interpreter" / "engine"
    for name in TYPED_MODULES:
        path = engine / f"{name}.py"
        text = re.sub(r"\bg: Any\b", "g: Game", path.read_text())
        text = text.replace("from __future__ import annotations\n",
                            "from __future__ import annotations\n\n" + TYPED_IMPORT, 1)
        path.write_text(text)
    for name, line_end, code in TYPED_IGNORES:
        path = engine / f"{name}.py"
        text = path.read_text()
        if text.count(line_end) != 1:
            raise SystemExit(f"mypyc_speed: --typed: the line of {path.name} ending {line_end.strip()!r} is not there "
                             "once: the source moved on; update TYPED_IGNORES")
        path.write_text(text.replace(line_end, line_end[:-1] + f"  # type: ignore[{code}]\n"))


def compile_copy(dest: Path, modules: list[str]) -> float:
    """Compile ``modules`` of the copy in place (its build/ and .so files); the wall time it took."""
    t = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "mypyc", *modules], cwd=dest, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    (dest / "mypyc.log").write_text(done.stdout)
    if done.returncode:
        errors = [line for line in done.stdout.splitlines() if "error" in line.lower()]
        print("\n".join(errors[-30:] or done.stdout.splitlines()[-30:]), file=sys.stderr)
        raise SystemExit(f"mypyc_speed: mypyc failed (status {done.returncode}); its output: {dest / 'mypyc.log'}")
    return time.perf_counter() - t


class Worker:
    """A process playing games with the engine of one copy."""

    def __init__(self, copy: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", _WORKER, str(copy)], cwd=copy, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.stdin, self.stdout = self.proc.stdin, self.proc.stdout
        line = self.stdout.readline()
        if not line:
            raise SystemExit(f"mypyc_speed: the engine of {copy} did not start")
        self.engine = str(json.loads(line))  # the file interpreter.engine.game was loaded from

    def play(self, seed: int, west: str, east: str, repeat: int) -> dict:
        self.stdin.write(f"{seed} {west} {east} {repeat}\n")
        self.stdin.flush()
        return dict(json.loads(self.stdout.readline()))

    def close(self) -> None:
        self.stdin.close()
        self.proc.wait()


def measure(pure: Path, compiled: Path, args: argparse.Namespace) -> int:
    """Play the pairings in both copies, alternated; print the figures; the number of games that differ."""
    workers = {"pure": Worker(pure), "compiled": Worker(compiled)}
    if not workers["compiled"].engine.endswith((".so", ".pyd")) or not workers["pure"].engine.endswith(".py"):
        raise SystemExit(f"mypyc_speed: the copies did not load the engines expected: "
                         f"{workers['compiled'].engine}, {workers['pure'].engine}")
    differ = 0
    for key, (west, east) in PAIRINGS.items():
        if args.only and key not in args.only:
            continue
        got: dict[str, list[float]] = {"pure": [], "compiled": []}
        for seed in range(args.seed, args.seed + args.games):
            order = ["pure", "compiled"] if seed % 2 else ["compiled", "pure"]
            answer = {name: workers[name].play(seed, west, east, args.repeat) for name in order}
            same = answer["pure"]["record"] == answer["compiled"]["record"]
            differ += not same
            for name in got:
                got[name].append(answer[name]["cpu"])
            print(f"{west} v {east} seed {seed}: pure {1000 * answer['pure']['cpu']:.1f} ms, compiled "
                  f"{1000 * answer['compiled']['cpu']:.1f} ms CPU, {answer['pure']['decisions']} decisions, "
                  + ("the same game" if same else "THE GAMES DIFFER"), flush=True)
        ratio = statistics.median(c / p for p, c in zip(got["pure"], got["compiled"], strict=True))
        print(f"{west} v {east}: median {1000 * statistics.median(got['pure']):.1f} ms pure, "
              f"{1000 * statistics.median(got['compiled']):.1f} ms compiled; compiled / pure, median over "
              f"the seeds: {ratio:.3f} ({1 / ratio:.2f}x)", flush=True)
    for w in workers.values():
        w.close()
    return differ


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=2,
                    help="play each game this many times in each copy and keep its lowest CPU time")
    ap.add_argument("--only", choices=sorted(PAIRINGS), action="append", default=None,
                    help="play only these pairings (repeatable; default: all)")
    ap.add_argument("--keep", default=None, metavar="DIR",
                    help="build the copies in DIR (it must not exist) and leave them there")
    ap.add_argument("--typed", action="store_true",
                    help="compile the engine with the game typed in the primitives (see TYPED_MODULES)")
    ap.add_argument("--built", default=None, metavar="DIR",
                    help="build nothing: play with the copies an earlier --keep DIR left (of the sources as they were)")
    args = ap.parse_args()
    if args.built:
        built = Path(args.built).resolve()
        differ = measure(built / "pure", built / "compiled", args)
        print(f"{differ} game(s) differ between the compiled and the pure engine" if differ
              else "every game the same move for move in both engines", flush=True)
        return 1 if differ else 0
    lacking = missing_tools()
    if lacking:
        print("mypyc_speed: cannot build the compiled engine; missing: " + "; ".join(lacking), file=sys.stderr)
        return 2
    if args.keep and Path(args.keep).exists():
        print(f"mypyc_speed: {args.keep} exists; --keep wants a new folder", file=sys.stderr)
        return 2
    base = Path(args.keep).resolve() if args.keep else Path(tempfile.mkdtemp(prefix="wsdv-mypyc-"))
    try:
        compiled, pure = base / "compiled", base / "pure"
        modules = copy_sources(compiled)
        shutil.copytree(compiled, pure)
        if args.typed:
            type_the_game(compiled)
        print(f"compiling {len(modules)} modules of interpreter/engine with mypyc in {compiled} "
              f"(left in Python: {', '.join(SKIPPED)}){'; the game typed in the primitives' if args.typed else ''}",
              flush=True)
        print(f"built in {compile_copy(compiled, modules):.0f} s (wall)", flush=True)
        differ = measure(pure, compiled, args)
    finally:
        if not args.keep:
            shutil.rmtree(base, ignore_errors=True)
    if differ:
        print(f"{differ} game(s) differ between the compiled and the pure engine", flush=True)
        return 1
    print("every game the same move for move in both engines", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
