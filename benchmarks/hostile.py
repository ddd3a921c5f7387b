"""Re-run the reliability review's hostile inputs and tally what went wrong (issue 25's done-when).

    nice -n 10 python benchmarks/hostile.py [--only WORD] [--timeout 30] [--list]

Each case is one command of `wsdv` with a hostile input (a special file where a content, locale,
scenario, log or cache file belongs; an output folder that is someone else's; an absurd option, seed
or environment variable; a terminal that cannot show the language; a shared simulation folder
with scripts in it ...), run in a fresh scratch folder, in a child process of this one (forked
after wsdv is imported and the shipped content built, so a case costs its own work only), with a
wall-clock bound (``--timeout``, 30 s) and a memory bound (4 GB of address space, which every
process the case starts inherits; the peak is read from the child's rusage).  A command that must
run as a user runs it (`site serve`, the driver a signal is sent to, a run in a fresh interpreter)
is a process of its own, its console the case's.  Each case is judged on:

- traceback: "Traceback (most recent call last)" on either stream;
- exit 3: wsdv's "this is a bug in wsdv";
- hang: still running after the bound;
- blowup: more than 2 GB resident, or a MemoryError;
- data lost: a file of the user's (made by the case before the command) changed or gone;
- served: a script, an event attribute or a secret's bytes in what wsdv wrote for a site;
- left: a process of wsdv still alive after the command was killed;
- differs: a game log or a report that is not byte-identical to the reference run's (determinism);
- accepted: a wrong answer accepted silently (a case that names its right exit codes got another).

Every case is named after the review's item it re-runs (``A.1`` ... ``F.34`` for a failure of its
list, ``held: ...`` for a paragraph of its "What held"), so each line of the review maps to cases:
``--list`` prints them with their items, ``--only D.21`` runs one item's.

The tallies are printed per area and in total, with every failing case named; exit 1 if any.

Last run: 2026-11-27 05:09-06:03 UTC, branch ``safety`` at 33a524c, on the shared 2-core development
machine under a load average of 12-27 (eight lanes at work: wall times are several times a quiet
machine's), ``nice -n 5``: 541 cases in 3,200 s (53 min; the review's item of every case in ``--list``).

    area               cases traceback exit3 hang blowup lost served left differs accepted
    1 data safety        150         0     0    0      0    0      0    0       0        0
    2 hostile inputs     228         0     0    0      0    0      0    0       0        0
    3 resource limits     90         0     0    1      0    0      0    0       0        0
    4 server              42         0     0    1      0    0      0    0       0        0
    5 processes           10         0     0    0      0    0      0    0       0        0
    6 determinism         12         0     0    0      0    0      0    0       0        0
    7 hostile packs        9         0     0    0      0    0      0    0       0        0
    total                541         0     0    2      0    0      0    0       0        0

The two failures:

- "300 concurrent requests" (held: server load): `site serve`, now a process of its own, answered
  295 of 300.  The standard library's listen queue holds 5 connections; the system dropped what it
  could not hold while the busy machine's server took them.  Fixed after the run: the queue holds
  128 (``site/serve._Server.request_queue_size``;
  ``tests/test_safety.py::test_serve_queues_many_connections_at_once_rather_than_dropping_them``).
- D.24, 24,000 unused routines: ``check`` still running at the 30 s bound with 7.0 s of CPU by then
  (the load: alone on a quiet machine it takes 7 s in all).

After the fixes, on this branch at bdb87e0 (06:03-06:07 UTC, load average 17 falling to 6,
``nice -n 5``), the areas the later commits touched, each with ``--only``: "4 server" (42 cases,
117 s; 300 concurrent requests all answered), "5 processes" (10 cases, 45 s: the process table
moved to ``simulate/guard``, the two kill blocks joined), "header:east=human" (2 cases: the human
agent's own no-terminal refusal) and D.24 (18 s): 0 in every column.

The Ray determinism case (``simulate --backend ray``), refused in the runs before with Ray's "timed
out during startup", compared byte-identical: the cause was this harness's memory bound.  Ray's
raylet maps its object store, 30% of the machine's memory (7.5 GB here), at start; under the 4 GB
address-space limit the mapping was refused and the raylet died, and the driver waited 30 s for a
node that was gone.  wsdv now starts its local cluster with a 256 MB store
(``simulate/run.LOCAL_OBJECT_STORE``;
``tests/simulate/test_ray.py::test_a_local_cluster_starts_under_an_address_space_limit``).  The
Ray kill case's driver inherits the same bound, so it could pass with a driver refused before any
worker started (nothing to leave behind); a driver that ends first now fails the case.

The slowest cases were whole games of an ``mcts:budget=30`` bot (281 s, 278 s, under their 600 s
bound) and the 250 slow connections held 35 s (81 s).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.simulate.guard import alive, children, descendants  # noqa: E402 - the process table, once

GB = 1 << 30
KINDS = ("traceback", "exit3", "hang", "blowup", "lost", "served", "left", "differs", "accepted")


@dataclass
class Case:
    area: str
    name: str
    argv: list[str] | Callable[[Path], list[str]]
    setup: Callable[[Path], None] | None = None
    env: dict[str, str] = field(default_factory=dict)
    encoding: str | None = None  # the terminal's (PYTHONIOENCODING)
    keep: Callable[[Path], list[Path]] | None = None  # the user's files the command must leave as they were
    served: Callable[[Path], list[Path]] | None = None  # files written for a site, to search for scripts
    call: Callable[[Path], int] | None = None  # instead of a command line: a function of wsdv
    timeout: float | None = None
    item: str = ""  # the review's item the case re-runs (A.1 ... F.34, or the "What held" paragraph)
    # The answers that are right (exit codes, and a text the output must hold): any other is a wrong
    # answer accepted silently (the review's E items: a check that passes, a refusal that is not made).
    expect: tuple[int, ...] | None = None
    says: str = ""


# ----------------------------------------------------------------------------- helpers of the cases

SECRET = "-----BEGIN OPENSSH PRIVATE KEY----- wsdv-hostile-secret"
PAYLOAD = "<script>alert(1)</script><img src=x onerror=alert(2)>"
# A tag that would run in a browser: a script, or any tag with an event attribute (raw "<", not "&lt;").
ACTIVE = re.compile(rb"<\s*script|<[a-zA-Z][^<>]*\son[a-zA-Z]+\s*=", re.I)


def _fifo(p: Path) -> None:
    p.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(p)


def _zero(p: Path) -> None:
    p.parent.mkdir(parents=True, exist_ok=True)
    os.symlink("/dev/zero", p)


def _sparse(p: Path, size: int = 3 * GB) -> None:
    p.parent.mkdir(parents=True, exist_ok=True)
    with open(p, "wb") as f:
        f.truncate(size)


SPECIALS = {"fifo": _fifo, "dev-zero": _zero, "sparse-3GB": _sparse}


def _mount(d: Path, size: str, more: str = "") -> None:
    """A small tmpfs at ``d`` (a full disk, or remounted read-only); every mount under a case's
    scratch folder is taken down after the case (:func:`_unmount`)."""
    d.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}{more}", "tmpfs", str(d)], check=True)


def _unmount(scratch: Path) -> None:
    with open("/proc/mounts") as f:
        points = [line.split()[1] for line in f if line.split()[1].startswith(str(scratch) + "/")]
    for point in sorted(points, key=len, reverse=True):
        subprocess.run(["umount", "-l", point], check=False)


def _user_files(d: Path, n: int = 3, ext: str = "txt") -> None:
    d.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        (d / f"data{i}.{ext}").write_text(f"the user's file {i}\n")


def _all_files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file() and not p.is_symlink()]


def _game_log(scratch: Path) -> Path:
    path = scratch / "game.jsonl"
    shutil.copyfile(GOOD_LOG, path)
    return path


def _mangled(scratch: Path, how: str) -> Path:
    lines = Path(GOOD_LOG).read_text(encoding="utf-8").splitlines(keepends=True)
    path = scratch / "game.jsonl"
    if how == "torn":
        text = "".join(lines[:50]) + lines[50][:17]
    elif how == "nul-tail":
        text = "".join(lines[:50]) + "\0" * 4096
    elif how == "blank-lines":
        text = "\n\n".join(lines)
    elif how == "binary":
        path.write_bytes(b"".join(x.encode() for x in lines[:20]) + os.urandom(2000))
        return path
    elif how == "huge-line":
        text = "".join(lines[:20]) + "{" + '"x": "' + "y" * 5_000_000 + '"}\n'
    elif how.startswith("header:"):
        head = json.loads(lines[0])
        key, _, value = how[len("header:"):].partition("=")
        head.setdefault("agents", {})[key] = value
        text = json.dumps(head) + "\n" + "".join(lines[1:30])
    elif how == "header-seed-huge":
        head = json.loads(lines[0])
        head["seed"] = int("9" * 5000) if sys.get_int_max_str_digits() == 0 else 10**40
        text = json.dumps(head) + "\n" + "".join(lines[1:30])
    elif how == "not-json":
        text = "".join(lines[:10]) + "{not json\n" + "".join(lines[11:30])
    elif how == "reordered":
        text = lines[0] + "".join(reversed(lines[1:30]))
    elif how == "empty":
        text = ""
    elif how == "header-only":
        text = lines[0]
    elif how == "deep-json":
        text = lines[0] + "[" * 100_000 + "]" * 100_000 + "\n"
    else:
        raise ValueError(how)
    path.write_text(text, encoding="utf-8")
    return path


def _overlay(scratch: Path, files: dict[str, str]) -> Path:
    d = scratch / "overlay"
    for name, text in files.items():
        (d / name).parent.mkdir(parents=True, exist_ok=True)
        (d / name).write_text(text, encoding="utf-8")
    return d


def _simulation_folder(scratch: Path, field_: str) -> Path:
    """A simulation report someone shared, with a script in one field of its records, a crafted plot
    and a plot that is a link to a secret."""
    d = scratch / "shared-sim"
    d.mkdir()
    (scratch / "secret.txt").write_text(SECRET)
    rec = {"seed": 1, "content": CONTENT_HASH, "variants": [], "bots": {"west": "random", "east": "random"},
           "winner": "west", "outcome": OUTCOME, "decade": DECADE, "turn": 1, "turns": 8, "decisions": 100,
           "moves": "abc", "tracks": {}, "by_decade": {}, "cards": {"west": [], "east": []}}
    if field_ == "bots":
        rec["bots"] = {"west": PAYLOAD, "east": "random"}
    elif field_ in ("winner", "outcome", "decade", "content", "moves"):
        rec[field_] = PAYLOAD
    elif field_ == "cards":
        rec["cards"] = {"west": [[PAYLOAD, "event"]], "east": []}
    elif field_ == "tracks":
        rec["tracks"] = {PAYLOAD: 1}
    (d / "games.jsonl").write_text(json.dumps(rec) + "\n")
    (d / "wins.svg").write_text(f"<svg onload=alert(3)><script>{PAYLOAD}</script></svg>")
    os.symlink(scratch / "secret.txt", d / "outcomes.svg")
    (d / ".wsdv-output").write_text(json.dumps({"written_by": "wsdv", "what": "simulation report", "pid": 1}))
    return d


def _site_pages(field_: str) -> Callable[[Path], int]:
    def call(scratch: Path) -> int:
        from interpreter.rules.pipeline import build
        from interpreter.site import simulation

        folder = _simulation_folder(scratch, field_)
        docs = scratch / "docs"
        try:
            simulation.write_pages(docs, folder, build(None, [], []).rules, ["en", "de", "pl", "uk", "it", "fr"], None)
        except simulation.SimulationError as err:
            print(err, file=sys.stderr)
            return 2
        return 0
    return call


def _serve(requests: list[str], marked: bool = True) -> Callable[[Path], int]:
    """`site serve` on a folder (marked as a site, or not) with a secret beside and inside it,
    asked for ``requests``; every answer's body is kept in ``answers/`` for the served check."""
    def ask(scratch: Path, port: int) -> int:
        import http.client

        answers = scratch / "answers"
        answers.mkdir()
        for i, path in enumerate(requests):
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                conn.putrequest("GET", path, skip_accept_encoding=True)
                conn.endheaders()
                resp = conn.getresponse()
                (answers / f"{i}.body").write_bytes(resp.read())
                conn.close()
            except (http.client.HTTPException, OSError):
                pass  # no answer is an answer; a traceback on the server's console is what counts
        return 0
    return _with_server(ask, marked)


# --------------------------------------------------------------------------------- the corpus

GOOD_LOG = ""  # a finished game's log: random bots, seed 3
FULL_LOG = ""  # the same seed with the default bots (slow enough to be stopped halfway)
SIM60 = ""  # games.jsonl of `simulate --games 60 --jobs 1` (random bots)
SIM12 = ""  # the folder of `simulate --games 12 --jobs 1` (random bots): the determinism cases' reference
CONTENT_HASH = ""
OUTCOME = ""
DECADE = ""
CONTENT_DIR = ROOT / "content"

SIM = ["simulate", "--games", "1", "--jobs", "1", "--west", "random", "--east", "random", "-q"]
PLAY = ["play", "-q", "--seed", "3", "--west", "random", "--east", "random"]


def _targets() -> dict[str, tuple[Callable[[Path], Path], bool]]:
    """Output targets: (make it, whether it holds the user's files to keep)."""
    def user_dir(s: Path) -> Path:
        _user_files(s / "mine")
        return s / "mine"

    def user_file(s: Path) -> Path:
        (s / "notes.txt").write_text("keep me")
        return s / "notes.txt"

    def link_dir(s: Path) -> Path:
        _user_files(s / "mine")
        os.symlink(s / "mine", s / "link")
        return s / "link"

    def link_file(s: Path) -> Path:
        (s / "notes.txt").write_text("keep me")
        os.symlink(s / "notes.txt", s / "link")
        return s / "link"

    def dangling(s: Path) -> Path:
        os.symlink(s / "nowhere" / "x", s / "link")
        return s / "link"

    def fifo(s: Path) -> Path:
        os.mkfifo(s / "pipe")
        return s / "pipe"

    def other_kind(s: Path) -> Path:
        d = s / "site"
        _user_files(d)
        (d / ".wsdv-output").write_text(json.dumps({"written_by": "wsdv", "what": "rules site", "pid": 1}))
        return d

    def sim_with_note(s: Path) -> Path:
        d = s / "sim"
        d.mkdir()
        (d / "games.jsonl").write_text("")
        (d / "my-notes.md").write_text("keep me")
        (d / ".wsdv-output").write_text(json.dumps({"written_by": "wsdv", "what": "simulation report", "pid": 1}))
        return d

    def dotfile_dir(s: Path) -> Path:
        d = s / "hidden"
        d.mkdir()
        (d / ".secret").write_text(SECRET)
        return d

    def fake_marker(s: Path) -> Path:
        d = s / "fake"
        _user_files(d)
        (d / ".wsdv-output").write_text("not json at all")
        return d

    def marker_link(s: Path) -> Path:
        d = s / "ml"
        _user_files(d)
        (s / "m.json").write_text(json.dumps({"written_by": "wsdv", "what": "simulation report", "pid": 1}))
        os.symlink(s / "m.json", d / ".wsdv-output")
        return d

    def content(s: Path) -> Path:
        return CONTENT_DIR

    def dotdot(s: Path) -> Path:  # the user's folder reached through ".." (a path that names it indirectly)
        _user_files(s / "mine")
        (s / "mine" / "sub").mkdir()
        return s / "mine" / "sub" / ".." / ".." / "mine"

    def read_only(s: Path) -> Path:  # a read-only mount holding the user's files (root writes nowhere on it)
        d = s / "ro"
        _mount(d, "1m")
        _user_files(d / "mine")
        subprocess.run(["mount", "-o", "remount,ro", str(d)], check=True)
        return d / "new"

    def full_disk(s: Path) -> Path:  # a new folder on a disk with no room left, not even for a name
        d = s / "full"
        _mount(d, "16k", ",nr_inodes=1")
        return d / "new"

    return {
        "user-folder": (user_dir, True), "user-file": (user_file, True), "link-to-folder": (link_dir, True),
        "link-to-file": (link_file, True), "dangling-link": (dangling, False), "fifo": (fifo, False),
        "dev-null": (lambda s: Path("/dev/null"), False), "root": (lambda s: Path("/"), False),
        "home": (lambda s: s / "home", True), "cwd": (lambda s: Path("."), True), "parent": (lambda s: Path(".."), True),
        "grandparent": (lambda s: Path("../.."), True), "empty-name": (lambda s: Path(""), True),
        "proc-self": (lambda s: Path("/proc/self"), False), "other-kind": (other_kind, True),
        "report-with-note": (sim_with_note, True), "dotfile-folder": (dotfile_dir, True), "content": (content, True),
        "fake-marker": (fake_marker, True), "marker-is-link": (marker_link, True),
        "slash-dot": (lambda s: Path(str(s) + "/."), True),
        "link-to-folder-slash": (lambda s: Path(str(link_dir(s)) + "/"), True),
        "link-to-folder-slash-dot": (lambda s: Path(str(link_dir(s)) + "/."), True),
        "tilde": (lambda s: Path("~"), True), "dotdot-trick": (dotdot, True),
        "read-only-mount": (read_only, True), "full-disk": (full_disk, False),
    }


def _writer_cases() -> list[Case]:
    cases = []
    writers: dict[str, Callable[[Path, Path], list[str]]] = {
        "schema-export": lambda t, s: ["schema", "export", str(t)],
        "simulate-out": lambda t, s: [*SIM, "--out", str(t)],
        # the Markdown tree is one target, the site (a new folder of the scratch's) the other
        "site-markdown": lambda t, s: ["site", "build", "-q", "--markdown", str(t), "--out", str(s / "built")],
        "site-out": lambda t, s: ["site", "build", "-q", "--out", str(t)],
        "play-log": lambda t, s: [*PLAY, "--log", str(t)],
    }
    for wname, argv in writers.items():
        for tname, (make, _) in _targets().items():
            if tname == "tilde" and wname.startswith("site"):
                continue  # a new folder named "~": a whole site build that shows nothing the others do not
            holder: dict[str, Path] = {}

            def setup(s: Path, make=make, holder=holder) -> None:
                (s / "home").mkdir()
                _user_files(s / "home", 2)
                holder["t"] = make(s)

            cases.append(Case("1 data safety", f"{wname} -> {tname}",
                              lambda s, argv=argv, holder=holder: argv(holder["t"], s), setup=setup,
                              env={"HOME": "{scratch}/home"},
                              keep=lambda s: [p for p in _all_files(s) if "home" in p.parts or p.suffix in (".txt", ".md")
                                              or p.name in (".secret", "data0.txt")],
                              timeout=600 if wname.startswith("site") else None))
    # the cache folder holds the user's *.json files
    for n in (5, 300, 2100):
        cases.append(Case("1 data safety", f"cache folder with {n} user json", ["check", "-q"],
                          setup=lambda s, n=n: _user_files(s / "data", n, "json"),
                          env={"WSDV_CACHE": "{scratch}/data", "WSDV_NO_CACHE": "0"},
                          keep=lambda s: _all_files(s / "data")))
    return cases


def _special_file_cases() -> list[Case]:
    cases = []
    for kind, make in SPECIALS.items():
        cases += [
            Case("2 hostile inputs", f"overlay x.wsdv is {kind}", lambda s: ["check", "-q", "--overlay", str(s / "ov")],
                 setup=lambda s, make=make: make(s / "ov" / "x.wsdv")),
            Case("2 hostile inputs", f"play overlay x.wsdv is {kind}", lambda s: [*PLAY, "--overlay", str(s / "ov")],
                 setup=lambda s, make=make: make(s / "ov" / "x.wsdv")),
            Case("2 hostile inputs", f"overlay locale x.ftl is {kind}",
                 lambda s: ["check", "-q", "--overlay", str(s / "ov")],
                 setup=lambda s, make=make: make(s / "ov" / "locales" / "en" / "x.ftl")),
            Case("2 hostile inputs", f"cards with locale x.ftl {kind}",
                 lambda s: ["cards", "show", "25", "--overlay", str(s / "ov")],
                 setup=lambda s, make=make: make(s / "ov" / "locales" / "en" / "x.ftl")),
            Case("2 hostile inputs", f"scenario a.yaml is {kind}", lambda s: ["scenario", "run", str(s / "scen")],
                 setup=lambda s, make=make: make(s / "scen" / "a.yaml")),
            Case("2 hostile inputs", f"scenario file itself is {kind}", lambda s: ["scenario", "run", str(s / "a.yaml")],
                 setup=lambda s, make=make: make(s / "a.yaml")),
            Case("2 hostile inputs", f"replay log is {kind}", lambda s: ["replay", str(s / "g.jsonl")],
                 setup=lambda s, make=make: make(s / "g.jsonl")),
            Case("2 hostile inputs", f"resume log is {kind}", lambda s: ["play", "-q", "--resume", str(s / "g.jsonl")],
                 setup=lambda s, make=make: make(s / "g.jsonl")),
            Case("2 hostile inputs", f"cache entry is {kind}", ["check", "-q"],
                 setup=lambda s, make=make: _cache_entry(s, make),
                 env={"WSDV_CACHE": "{scratch}/cache", "WSDV_NO_CACHE": "0"}),
            Case("2 hostile inputs", f"simulation games.jsonl is {kind}", lambda s: ["site", "build", "-q"],
                 call=lambda s, make=make: _site_games_special(s, make)),
            Case("2 hostile inputs", f"--weights folder file is {kind}",
                 lambda s: [*SIM, "--out", str(s / "o"), "--east", f"heuristic:weights={s / 'w'}"],
                 setup=lambda s, make=make: make(s / "w" / "weights.wsdv")),
        ]
    return cases


def _cache_entry(s: Path, make: Callable[[Path], None]) -> None:
    (s / "cache").mkdir()
    for name in ("check-" + "0" * 40 + ".json", "0" * 40 + ".json", "grammar-" + "0" * 16 + ".json"):
        make(s / "cache" / name)


def _site_games_special(s: Path, make: Callable[[Path], None]) -> int:
    from interpreter.rules.pipeline import build
    from interpreter.site import simulation

    folder = s / "sim"
    make(folder / "games.jsonl")
    try:
        simulation.write_pages(s / "docs", folder, build(None, [], []).rules, ["en"], None)
    except simulation.SimulationError as err:
        print(err, file=sys.stderr)
        return 2
    return 0


def _env_cases() -> list[Case]:
    cases = []
    values = ["\u00b2", "\u00b9", "\u0663", "-1", "0", "abc", "", " 5", "1e9", "9" * 30, "NaN", "0x10"]
    for var in ("WSDV_MAX_STEPS", "WSDV_MAX_DECISION_STEPS", "WSDV_MAX_DEPTH"):
        for v in values:
            cases.append(Case("2 hostile inputs", f"{var}={v[:12]!r}", PLAY, env={var: v}))
    for v in ("", "/dev/null", "/proc", "{scratch}/file", "relative/dir"):
        cases.append(Case("2 hostile inputs", f"WSDV_CACHE={v}", ["check", "-q"], env={"WSDV_CACHE": v, "WSDV_NO_CACHE": "0"},
                          setup=lambda s: (s / "file").write_text("x")))
    for v in ("tr_TR.UTF-8", "C", "bogus", "de_DE.ISO-8859-1"):
        cases.append(Case("2 hostile inputs", f"LANG={v}", ["cards", "show", "25"], env={"LANG": v, "LC_ALL": v}))
    return cases


def _encoding_cases() -> list[Case]:
    cases = []
    commands = {"cards-show": ["cards", "show", "25"], "cards": ["cards"], "play": PLAY, "check": ["check"],
                "diff": ["diff", "--variant", "second_edition"], "replay-narrate": None}
    for enc in ("ascii", "latin-1", "cp1252"):
        for lang in ("uk", "pl", "de", "fr", "it"):
            for cname, argv in commands.items():
                if cname == "replay-narrate":
                    cases.append(Case("2 hostile inputs", f"{enc} terminal, {cname} --lang {lang}",
                                      lambda s, lang=lang: ["replay", str(_game_log(s)), "--narrate", "--lang", lang],
                                      encoding=enc))
                else:
                    cases.append(Case("2 hostile inputs", f"{enc} terminal, {cname} --lang {lang}",
                                      [*argv, "--lang", lang], encoding=enc))
    return cases


def _path_cases() -> list[Case]:
    def non_utf8(s: Path) -> None:
        shutil.copytree(CONTENT_DIR, os.fsdecode(bytes(s) + b"/dir\xe9"))

    def weird(s: Path) -> None:
        for name in ("$(touch pwned)", "a`touch pwned`", "new\nline"):
            (s / name).mkdir()
            (s / name / "x.wsdv").write_text("// nothing\n")

    cases = [
        Case("2 hostile inputs", "check --content non-UTF-8 name", lambda s: ["check", "-q", "--content",
                                                                              os.fsdecode(bytes(s) + b"/dir\xe9")],
             setup=non_utf8),
        Case("2 hostile inputs", "play --content non-UTF-8 name", lambda s: [*PLAY, "--content",
                                                                             os.fsdecode(bytes(s) + b"/dir\xe9")],
             setup=non_utf8),
        Case("2 hostile inputs", "overlay path 5000 chars", ["check", "-q", "--overlay", "x" * 5000]),
        Case("2 hostile inputs", "overlay name 300 chars", ["check", "-q", "--overlay", "y" * 300]),
        Case("2 hostile inputs", "log name 300 chars", [*PLAY, "--log", "z" * 300]),
    ]
    for name in ("$(touch pwned)", "a`touch pwned`", "new\nline"):
        cases.append(Case("2 hostile inputs", f"overlay named {name!r}", lambda s, name=name: ["check", "-q", "--overlay",
                                                                                               str(s / name)],
                          setup=weird, keep=lambda s: [], served=None))
    return cases


def _log_cases() -> list[Case]:
    cases = []
    for how in ("torn", "nul-tail", "blank-lines", "binary", "huge-line", "header:east=mcts:100000000",
                "header:east=mcts:budget=30", "header:east=mcts:99999999999999999999", "header:east=heuristic:bot=nope",
                "header:east=heuristic:weights=../nowhere", "header:east=human", "header:east=", "header-seed-huge",
                "not-json", "reordered", "empty", "header-only", "deep-json", "header:west=\u00b2"):
        cases.append(Case("2 hostile inputs", f"replay log {how}", lambda s, how=how: ["replay", str(_mangled(s, how))]))
        cases.append(Case("2 hostile inputs", f"resume log {how}",
                          lambda s, how=how: ["play", "-q", "--resume", str(_mangled(s, how))],
                          timeout=600 if "mcts:budget=30" in how else None))  # plays on with a search bot
    for to in ("-1", "-0", "99999999999999999999", "\u00b2", "abc", ""):
        cases.append(Case("2 hostile inputs", f"replay --to {to!r}", lambda s, to=to: ["replay", str(_game_log(s)), "--to", to]))
    cases.append(Case("2 hostile inputs", "play --log ''", [*PLAY, "--log", ""]))
    return cases


def _cli_cases() -> list[Case]:
    cases = []
    for kind in ("mcts:0", "mcts:-1", "mcts:99999999999999999999", "mcts:100000000", "mcts:abc", "mcts:", "mcts:budget=30",
                 "heuristic:bot=nope", "heuristic:bot=", "heuristic:weights=/nonexistent", "heuristic:rest=\u00b2",
                 "nobody", "", "human", "random:x=1", "foresight:depth=99999999999"):
        # A spec that is refused is refused before the first of 100,000 games; one that is taken
        # (``mcts:`` is mcts with its default budget) plays, and a search bot's whole game may take
        # minutes on a loaded machine: bounded, not hung, so it gets a longer bound and one game.
        bot = kind.startswith(("mcts:", "foresight"))
        cases.append(Case("3 resource limits", f"simulate --east {kind!r}",
                          lambda s, kind=kind, bot=bot: ["simulate", "--games", "1" if bot else "100000", "--east", kind,
                                                         "-q", "--jobs", "1", "--out", str(s / "o")],
                          timeout=600 if bot else None))
        if kind not in ("mcts:100000000", "human"):
            cases.append(Case("3 resource limits", f"play --east {kind!r}", [*PLAY, "--east", kind],
                              timeout=600 if bot else None))
    for seed in ("9" * 5000, "-1", "\u00b2", "1e9", str(2**64), str(2**64 - 1), "0x10", ""):
        cases.append(Case("3 resource limits", f"play --seed {seed[:12]!r}", ["play", "-q", "--west", "random", "--east",
                                                                              "random", "--seed", seed]))
        cases.append(Case("3 resource limits", f"simulate --seed {seed[:12]!r}",
                          lambda s, seed=seed: [*SIM, "--seed", seed, "--out", str(s / "o")]))
    for games in ("0", "-1", "1000000000", "10000000000000", "1" + "0" * 30, "\u00b2", "1e3"):
        cases.append(Case("3 resource limits", f"simulate --games {games[:14]}",
                          lambda s, games=games: ["simulate", "--games", games, "--jobs", "1", "-q", "--out", str(s / "o")]))
    cases.append(Case("3 resource limits", "simulate --until 10^9 --compare",
                      lambda s: ["simulate", "--until", "1000000000", "-q", "--out", str(s / "o"), "--compare", "--variant",
                                 "second_edition"]))
    cases.append(Case("3 resource limits", "simulate --until alone", lambda s: [*SIM, "--until", "5", "--out", str(s / "o")]))
    for jobs in ("0", "-1", "2000", "99999999999999999999"):
        cases.append(Case("3 resource limits", f"simulate --jobs {jobs}", lambda s, jobs=jobs: [*SIM, "--jobs", jobs, "--out",
                                                                                                 str(s / "o")]))
    for precision in ("0", "-1", "nan", "inf", "101"):
        cases.append(Case("3 resource limits", f"simulate --precision {precision}",
                          lambda s, p=precision: [*SIM, "--until", "10", "--precision", p, "--out", str(s / "o"),
                                                  "--compare", "--variant", "second_edition"]))
    cases.append(Case("3 resource limits", "simulate --compare alone", lambda s: [*SIM, "--out", str(s / "o"), "--compare"]))
    cases.append(Case("3 resource limits", "simulate --west human", lambda s: [*SIM, "--west", "human", "--out", str(s / "o")]))
    # runtime faults of content under simulate and play
    for name, body in (("divide", "outcome west_collapses { when 1 / 0 > 1 }"),
                       ("no-to", "routine hostile_r() { add(unrest, 3) }")):
        ov = {"x.wsdv": body}
        for jobs in ("1", "2"):
            cases.append(Case("3 resource limits", f"simulate fault {name} --jobs {jobs}",
                              lambda s, ov=ov, jobs=jobs: ["simulate", "--games", "4", "--jobs", jobs, "--west", "random",
                                                           "--east", "random", "-q", "--overlay", str(_overlay(s, ov)),
                                                           "--out", str(s / "o")]))
        cases.append(Case("3 resource limits", f"play fault {name}", lambda s, ov=ov: [*PLAY, "--overlay", str(_overlay(s, ov))]))
    # E.28: a call without a keyword it needs is the checker's error, not a fault found in play
    for call in ("add(unrest, 3)", "remove(unrest, 1)", "move(unrest, 1, from = hessen)", "move_marker(prestige, 1)",
                 "reveal(hand(east))", "clear_zone(\"discard\")", "deal(\"draw\", 2)", "move_card(1)",
                 "put_cards(hand(east))", "take_turn(east, to = \"discard\")"):
        ov = {"x.wsdv": f"routine hostile_r() {{ {call} }}\n"}
        cases.append(Case("3 resource limits", f"check {call}", lambda s, ov=ov: ["check", "-q", "--overlay",
                                                                             str(_overlay(s, ov))],
                          item="E.28", expect=(2,), says="needs"))
    # scenarios
    for name, text in (("two expect", "name: x\nseed: 1\nexpect: {winner: west}\nexpect: {winner: east}\n"),
                       ("seed 5000 digits", "name: x\nseed: " + "9" * 5000 + "\n"),
                       ("python tag", "name: !!python/object/apply:os.system ['touch pwned']\n"),
                       ("alias bomb", "a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
                                      "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n"
                                      "f: [*e,*e,*e,*e,*e,*e,*e,*e,*e]\n"),
                       ("deep", "a: " + "[" * 10000 + "]" * 10000 + "\n"), ("binary", "\x00\x01\x02"),
                       ("not yaml", "a: [\n")):
        cases.append(Case("2 hostile inputs", f"scenario {name}", lambda s, text=text: ["scenario", "run", str(_scenario(s, text))]))
    # Fluent chains and content size
    for depth in (300, 1000):
        ov = {"locales/en/titles.ftl": "".join(f"-c{i} = x{{ -c{i + 1} }}\n" for i in range(depth)) + f"-c{depth} = end\n"
              + "-card-25 = { -c0 }\n"}
        cases.append(Case("3 resource limits", f"Fluent chain {depth} cards show", lambda s, ov=ov: ["cards", "show", "25",
                                                                                                     "--overlay", str(_overlay(s, ov))]))
        cases.append(Case("3 resource limits", f"Fluent chain {depth} l10n check",
                          lambda s, ov=ov: ["l10n", "check", "--overlay", str(_overlay(s, ov))]))
    for n in (6000,):
        chain = "".join(f"routine r{i}() {{ r{i + 1}() }}\n" for i in range(n)) + f"routine r{n}() {{ }}\n"
        cases.append(Case("3 resource limits", f"{n} routines in a chain", lambda s, chain=chain: [
            "check", "-q", "--overlay", str(_overlay(s, {"x.wsdv": chain}))], env={"WSDV_NO_CACHE": "1"}))
    unused = "".join(f"routine u{i}() {{ }}\n" for i in range(24000))
    cases.append(Case("3 resource limits", "24000 unused routines", lambda s: [
        "check", "-q", "--overlay", str(_overlay(s, {"x.wsdv": unused}))], env={"WSDV_NO_CACHE": "1"}))
    for depth in (100_000,):
        for open_, close in (("(", ")"), ("[", "]"), ("{", "}")):
            body = "routine deep() { x = " + open_ * depth + "1" + close * depth + " }\n"
            cases.append(Case("3 resource limits", f"{depth} deep {open_}{close}", lambda s, body=body: [
                "check", "-q", "--overlay", str(_overlay(s, {"x.wsdv": body}))], env={"WSDV_NO_CACHE": "1"}))
    cases.append(Case("3 resource limits", "content file of 20 MB", lambda s: [
        "check", "-q", "--overlay", str(_overlay(s, {"x.wsdv": "// " + "x" * (20 << 20) + "\n"}))]))
    return cases


def _scenario(s: Path, text: str) -> Path:
    d = s / "scen"
    d.mkdir(exist_ok=True)
    (d / "a.yaml").write_text(text, encoding="utf-8")
    return d / "a.yaml"


def _site_cases() -> list[Case]:
    cases = []
    for f in ("bots", "winner", "outcome", "decade", "content", "moves", "cards", "tracks"):
        cases.append(Case("7 hostile packs", f"simulation page, script in {f}", [], call=_site_pages(f),
                          served=lambda s: _all_files(s / "docs") if (s / "docs").exists() else []))
    title = {"locales/en/titles.ftl": f"-card-25 = {PAYLOAD}Benno Ohnesorg shot\n"}

    def with_title(s: Path) -> int:
        from interpreter.rules.pipeline import build
        from interpreter.site import simulation

        ov = _overlay(s, title)
        folder = s / "sim"
        from interpreter.cli.main import main

        if main([*SIM[:2], "30", *SIM[3:], "--overlay", str(ov), "--out", str(folder)]) != 0:
            return 2
        simulation.write_pages(s / "docs", folder, build(None, [], [ov]).rules, ["en", "fr"], None)
        return 0

    cases.append(Case("7 hostile packs", "card title with a script through the simulation page", [], call=with_title,
                      served=lambda s: _all_files(s / "docs") if (s / "docs").exists() else [],
                      timeout=300))  # plays 30 games first
    requests = ["/", "/%00", "/index.html%00.png", "/.ssh/id_rsa", "/.env", "/../secret.txt", "/%2e%2e/secret.txt",
                "/%252e%252e/secret.txt", "/..%5csecret.txt", "//etc/passwd", "/%c0%ae%c0%ae/secret.txt", "/.ssh/",
                "/" + "a" * 70000]
    cases.append(Case("4 server", "serve a site, hostile paths", [], call=_serve(requests),
                      served=lambda s: _all_files(s / "answers") if (s / "answers").exists() else []))
    cases.append(Case("4 server", "serve a folder wsdv did not build", [], call=_serve(["/.ssh/id_rsa"], marked=False),
                      served=lambda s: _all_files(s / "answers") if (s / "answers").exists() else [], expect=(2,)))
    return cases


def _wsdv_process(scratch: Path, argv: list[str]) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "interpreter", *argv], cwd=scratch / "cwd", env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)


def _kill_run_then_rerun(scratch: Path) -> int:
    """SIGKILL of `simulate --out` in the middle: the next run of the same --out keeps its finished games."""
    argv = [*SIM[:2], "40", "--jobs", "1", "--west", "random", "--east", "random", "--out", str(scratch / "s")]
    proc = _wsdv_process(scratch, argv)
    deadline = time.monotonic() + 60
    games = None
    while time.monotonic() < deadline:
        time.sleep(0.2)
        found = list(scratch.glob("cwd/.s.build-*/new/games.jsonl")) + list(scratch.glob(".s.build-*/new/games.jsonl"))
        if found and found[0].stat().st_size > 3000:
            games = found[0]
            break
    proc.kill()
    proc.wait()
    if games is None:
        print("LOST: the run wrote no games in 60 s", file=sys.stderr)
        return 1
    done = games.read_bytes().count(b"\n")
    again = _wsdv_process(scratch, argv)
    _, err = again.communicate(timeout=300)
    sys.stderr.write(err.decode(errors="replace"))
    if again.returncode != 0 or b"were kept" not in err and b"was kept" not in err:
        print(f"LOST: {done} finished games of the killed run were not kept", file=sys.stderr)
        return 1
    return 0


def _kill_worker(scratch: Path) -> int:
    """SIGKILL of one worker (as the OOM killer would): the run ends with every game, exit 0."""
    proc = _wsdv_process(scratch, [*SIM[:2], "30", "--jobs", "2", "--west", "random", "--east", "random", "-q",
                                   "--out", str(scratch / "s")])
    deadline = time.monotonic() + 60
    kids: list[int] = []
    while not kids and time.monotonic() < deadline:
        time.sleep(0.3)
        kids = list(children(proc.pid))
    time.sleep(2)
    if kids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(kids[0], signal.SIGKILL)
    _, err = proc.communicate(timeout=300)
    sys.stderr.write(err.decode(errors="replace"))
    lines = (scratch / "s" / "games.jsonl").read_bytes().count(b"\n") if (scratch / "s" / "games.jsonl").exists() else 0
    if proc.returncode != 0 or lines != 30:
        print(f"LOST: exit {proc.returncode}, {lines} of 30 games", file=sys.stderr)
        return 1
    return 0


# ------------------------------------------------------------- data safety: kills, full disks, two at once

def _wait_for(test: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if test():
            return True
        time.sleep(0.05)
    return False


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _killed_build(argv: Callable[[Path], list[str]], sig: int, before: Callable[[Path], Path],
                  complete: Callable[[Path], bool]) -> Callable[[Path], int]:
    """``held: interrupted writes``: a writer killed once its stage folder exists leaves the old
    output as it was or the complete new one, never a mix."""
    def call(scratch: Path) -> int:
        target = before(scratch)
        old = _tree(target)
        proc = _wsdv_process(scratch, argv(scratch))
        staged = _wait_for(lambda: any(target.parent.glob(f".{target.name}.build-*")) or proc.poll() is not None, 300)
        proc.send_signal(sig)
        proc.wait()
        now = _tree(target)
        if now != old and not complete(target):
            print(f"LOST: the output is neither the old one nor a complete new one (staged: {staged})", file=sys.stderr)
            return 1
        return 0
    return call


def _old_site(s: Path) -> Path:
    d = s / "site"
    d.mkdir()
    (d / "index.html").write_text("the old site")
    (d / ".wsdv-output").write_text(json.dumps({"written_by": "wsdv", "what": "site", "pid": 1}))
    return d


def _old_schemas(s: Path) -> Path:
    from interpreter.cli.main import main

    with contextlib.redirect_stdout(io.StringIO()):
        main(["schema", "export", str(s / "schemas")])
    return s / "schemas"


def _killed_log(sig: int) -> Callable[[Path], int]:
    """``held: game logs``: `play --log` stopped by a signal keeps every move in whole lines, and
    `play --resume` finishes the very game an uninterrupted run plays."""
    def call(scratch: Path) -> int:
        from interpreter.cli.main import main

        log = scratch / "game.jsonl"
        proc = _wsdv_process(scratch, ["play", "--seed", "3", "-q", "--log", str(log)])
        _wait_for(lambda: log.exists() and log.read_bytes().count(b"\n") > 40 or proc.poll() is not None, 300)
        proc.send_signal(sig)
        proc.wait()
        with contextlib.redirect_stdout(io.StringIO()):
            code = main(["play", "--resume", str(log), "-q"])
        if log.read_bytes() != Path(FULL_LOG).read_bytes():
            print(f"LOST: the resumed log (exit {code}) is not the uninterrupted game's", file=sys.stderr)
            return 1
        return 0
    return call


def _interrupted_simulate(scratch: Path) -> int:
    """``held: simulate interrupted``: SIGINT of `simulate --jobs 2` writes a report "stopped early"
    whose records are the uninterrupted run's."""
    out = scratch / "s"
    argv = ["simulate", "--games", "60", "--jobs", "2", "--west", "random", "--east", "random", "-q", "--out", str(out)]
    proc = _wsdv_process(scratch, argv)
    _wait_for(lambda: any(p.stat().st_size > 8000 for p in scratch.glob(".s.build-*/new/games.jsonl"))
              or proc.poll() is not None, 300)
    proc.send_signal(signal.SIGINT)
    proc.wait()
    lines = (out / "games.jsonl").read_bytes().splitlines() if (out / "games.jsonl").exists() else []
    if not lines or set(lines) - set(Path(SIM60).read_bytes().splitlines()):
        print(f"LOST: exit {proc.returncode}, {len(lines)} records, not those of the uninterrupted run", file=sys.stderr)
        return 1
    return 0


def _full_disk_simulate(scratch: Path) -> int:
    """B.9: a full disk under `simulate --out` is found before the games (or the finished games are
    kept), exit 2, with the path in the message."""
    from interpreter.cli.main import main

    _mount(scratch / "full", "64k")
    out = scratch / "full" / "s"
    code = main(["simulate", "--games", "400", "--jobs", "1", "--west", "random", "--east", "random", "-q",
                 "--out", str(out)])
    sys.stderr.flush()
    err = (scratch / "err.txt").read_text(errors="replace")
    if code != 2 or str(scratch / "full") not in err:
        print(f"LOST: exit {code}, and the message does not name the folder", file=sys.stderr)
        return 1
    return 0


def _full_disk_log(scratch: Path) -> int:
    """B.10: `play --log` on a full disk leaves a log that `--resume` continues once there is room."""
    from interpreter.cli.main import main

    _mount(scratch / "full", "8k")
    log = scratch / "full" / "game.jsonl"
    with contextlib.redirect_stdout(io.StringIO()):
        code = main([*PLAY, "--log", str(log)])
    moved = scratch / "game.jsonl"
    shutil.copyfile(log, moved)
    with contextlib.redirect_stdout(io.StringIO()):
        again = main(["play", "--resume", str(moved), "-q"])
    if code != 2 or again != 0 or moved.read_bytes() != Path(GOOD_LOG).read_bytes():
        print(f"LOST: exit {code} on the full disk, {again} on resume; the game is not the uninterrupted one",
              file=sys.stderr)
        return 1
    return 0


KILLED_RENAME = """
import os, sys
from interpreter.rules import journal
done, real_replace = [0], os.replace
def replace(a, b):  # SIGKILL (no cleanup at all) after 3 files were replaced
    if str(a).endswith(".wsdv-rename-new"):
        if done[0] == 3:
            os._exit(9)
        done[0] += 1
    real_replace(a, b)
journal.os = type(os)("os_with_a_kill")
journal.os.__dict__.update(os.__dict__)
journal.os.replace = replace
from interpreter.cli.main import main
sys.exit(main(sys.argv[1:]))
"""


def _killed_rename(scratch: Path) -> int:
    """B.11: a `rename` killed after 3 of its files leaves a journal; the next rename finishes it and the
    content checks again."""
    from interpreter.cli.main import main

    shutil.copytree(CONTENT_DIR, scratch / "cwd" / "content")
    rename = ["rename", "province", "hessen", "hesse", "--content", "content"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-c", KILLED_RENAME, *rename], cwd=scratch / "cwd", env=env,
                         capture_output=True, timeout=600)
    with contextlib.redirect_stdout(io.StringIO()):
        again = main(rename)
        check = main(["check", "-q", "--content", "content"])
    left = [p for p in (scratch / "cwd" / "content").rglob("*") if ".wsdv-rename" in p.name or p.name.endswith(".tmp")]
    if run.returncode != 9 or again != 0 or check != 0 or left:
        print(f"LOST: killed rename exit {run.returncode}, the next {again}, check {check}, left {left[:3]}",
              file=sys.stderr)
        return 1
    return 0


def _two_resumes(scratch: Path) -> int:
    """B.12: two `play --resume L` at once: one plays, the other is refused; the log is the one game."""
    from interpreter.cli.main import main

    lines = Path(GOOD_LOG).read_bytes().splitlines(keepends=True)
    log = scratch / "game.jsonl"
    log.write_bytes(b"".join(lines[:60]))
    procs = [_wsdv_process(scratch, ["play", "--resume", str(log), "-q"]) for _ in range(2)]
    codes = sorted(p.wait() for p in procs)
    with contextlib.redirect_stdout(io.StringIO()):
        replayed = main(["replay", str(log)])
    if log.read_bytes() != Path(GOOD_LOG).read_bytes() or replayed != 0 or codes[0] != 0:
        print(f"LOST: exits {codes}, replay {replayed}: the log is not the one game", file=sys.stderr)
        return 1
    return 0


def _data_cases() -> list[Case]:
    area = "1 data safety"
    schemas = lambda t: len(list(t.glob("*.json"))) >= 40  # noqa: E731 - a whole export
    site_built = lambda t: (t / "404.html").is_file() and (t / "en").is_dir()  # noqa: E731 - a whole site
    cases = [Case(area, f"{name} of site build --out an old site", [],
                  call=_killed_build(lambda s: ["site", "build", "-q", "--out", str(s / "site")], sig, _old_site,
                                     site_built), timeout=600, item="held: interrupted writes")
             for name, sig in (("SIGKILL", signal.SIGKILL), ("SIGTERM", signal.SIGTERM), ("SIGINT", signal.SIGINT))]
    cases += [Case(area, f"{name} of schema export over an old export", [],
                   call=_killed_build(lambda s: ["schema", "export", str(s / "schemas")], sig, _old_schemas, schemas),
                   timeout=120, item="held: interrupted writes")
              for name, sig in (("SIGKILL", signal.SIGKILL), ("SIGTERM", signal.SIGTERM))]
    cases += [Case(area, f"{name} of play --log, then --resume", [], call=_killed_log(sig), timeout=600,
                   item="held: game logs")
              for name, sig in (("SIGINT", signal.SIGINT), ("SIGTERM", signal.SIGTERM), ("SIGKILL", signal.SIGKILL),
                                ("SIGHUP", signal.SIGHUP))]
    cases += [
        Case(area, "SIGINT of simulate --jobs 2: a report stopped early", [], call=_interrupted_simulate, timeout=400,
             item="held: simulate interrupted"),
        Case(area, "full disk under simulate --out", [], call=_full_disk_simulate, timeout=300, item="B.9"),
        Case(area, "full disk under play --log, then --resume", [], call=_full_disk_log, timeout=300, item="B.10"),
        Case(area, "SIGKILL of rename halfway, then rename again", [], call=_killed_rename, timeout=600, item="B.11"),
        Case(area, "two play --resume of one log at once", [], call=_two_resumes, timeout=600, item="B.12"),
    ]
    return cases


# ------------------------------------------------------------- the server: every request, and load

def _site_for_serving(scratch: Path, marked: bool = True) -> Path:
    site = scratch / "site"
    site.mkdir()
    (site / "index.html").write_text("<p>the site</p>")
    (site / "big.html").write_bytes(b"x" * (4 << 20))
    (site / "assets").mkdir()
    (site / "assets" / "a.css").write_text("body{}")
    (site / ".ssh").mkdir()
    (site / ".ssh" / "id_rsa").write_text(SECRET)
    (site / ".env").write_text(SECRET)
    (scratch / "secret.txt").write_text(SECRET)
    (site / "leak.html").symlink_to(scratch / "secret.txt")
    if marked:
        (site / ".wsdv-output").write_text(json.dumps({"written_by": "wsdv", "what": "site", "pid": 1}))
    return site


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def _serving(scratch: Path, marked: bool = True) -> Iterator[tuple[int | None, subprocess.Popen]]:
    """`wsdv site serve` as a user runs it: a process of its own, on a free port, its console the
    case's (out.txt, err.txt, judged as every case's); stopped with Ctrl-C when the case ends, as a
    user stops it.  The port is None when it ended without serving (a refusal: its exit code is the
    case's answer).  A port another process took in between is tried again with another."""
    site = _site_for_serving(scratch, marked)
    err = scratch / "err.txt"
    for _ in range(5):
        port, before = _free_port(), err.stat().st_size
        server = subprocess.Popen([sys.executable, "-m", "interpreter", "site", "serve", "--out", str(site),
                                   "--port", str(port)], env={**os.environ, "PYTHONPATH": str(ROOT)},
                                  stdin=subprocess.DEVNULL)  # stdout and stderr: the case's own files
        if not _wait_for(lambda server=server, port=port: server.poll() is not None or _connects(port), 90):
            print("HANG: site serve did not start listening in 90 s", file=sys.stderr)
        if server.poll() is None or b"cannot listen on" not in err.read_bytes()[before:]:
            break
    try:
        yield (port if server.poll() is None else None), server
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
            try:
                server.wait(20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
                print("HANG: site serve did not stop on Ctrl-C", file=sys.stderr)
            if server.returncode != 0:
                print(f"site serve ended with exit {server.returncode} on Ctrl-C", file=sys.stderr)


def _with_server(ask: Callable[[Path, int], int], marked: bool = True) -> Callable[[Path], int]:
    """A case that asks a `site serve` process (:func:`_serving`) on the port it listens on; a server
    that refused to serve answers for the case with its exit code (1 if it neither served nor ended:
    a hang, said)."""
    def call(scratch: Path) -> int:
        with _serving(scratch, marked) as (port, server):
            if port is None:
                return server.returncode if server.poll() is not None else 1
            return ask(scratch, port)
    return call


def _connects(port: int) -> bool:
    import socket

    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


def _raw(request: bytes, marked: bool = True, then_reset: bool = False, http: bool = True) -> Callable[[Path], int]:
    """One raw request to `site serve`; the answer is kept for the served check (a client that
    resets the connection mid-answer reads only its first bytes).  A request that is no HTTP/1
    (``http`` false: bytes of another protocol, an HTTP/0.9 line) may get any answer or none, as
    long as the server goes on answering others."""
    return _with_server(lambda scratch, port: _ask_raw(scratch, port, request, then_reset, http), marked)


def _ask_raw(scratch: Path, port: int, request: bytes, then_reset: bool, http: bool) -> int:
    import socket
    import struct

    answers = scratch / "answers"
    answers.mkdir()
    with socket.create_connection(("127.0.0.1", port), timeout=15 if http else 3) as conn:
        conn.sendall(request)
        body = b""
        with contextlib.suppress(OSError):
            while chunk := conn.recv(65536):
                body += chunk
                if then_reset:
                    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    break
    (answers / "0.body").write_bytes(body)
    time.sleep(0.3)  # the handler's console line, if any, lands in err.txt
    if http and not then_reset and not body.startswith(b"HTTP/1."):
        print("HANG: no HTTP answer", file=sys.stderr)
    if not then_reset and not _get_ok(port):
        print("HANG: the server stopped answering", file=sys.stderr)
    return 0


def _get_ok(port: int) -> bool:
    import http.client

    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=15)
        conn.request("GET", "/")
        ok = conn.getresponse().status == 200
        conn.close()
        return ok
    except (OSError, http.client.HTTPException):
        return False


def _concurrent(n: int) -> Callable[[Path], int]:
    """F (held): ``n`` requests at once are all answered."""
    def ask(scratch: Path, port: int) -> int:
        import concurrent.futures
        import threading

        threading.stack_size(256 * 1024)  # the clients' threads
        t = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(n) as pool:
            answered = sum(pool.map(lambda _: _get_ok(port), range(n)))
        print(f"{answered} of {n} answered in {time.monotonic() - t:.1f} s", file=sys.stderr)
        if answered < n:
            print(f"HANG: {n - answered} of {n} requests got no answer", file=sys.stderr)
        return 0
    return _with_server(ask)


def _slow(n: int, hold: float) -> Callable[[Path], int]:
    """F (held): ``n`` connections that send a header a byte at a time for ``hold`` seconds; a normal
    request meanwhile is answered at once, and the server's console shows no traceback."""
    def ask(scratch: Path, port: int) -> int:
        import socket

        conns = []
        for _ in range(n):
            with contextlib.suppress(OSError):
                c = socket.create_connection(("127.0.0.1", port), timeout=5)
                c.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
                conns.append(c)
        worst, t_end = 0.0, time.monotonic() + hold
        while time.monotonic() < t_end:
            for c in conns:
                with contextlib.suppress(OSError):
                    c.sendall(b"X")
            t = time.monotonic()
            if not _get_ok(port):
                print("HANG: a normal request was not answered while slow clients held connections", file=sys.stderr)
                break
            worst = max(worst, time.monotonic() - t)
            time.sleep(1)
        for c in conns:
            c.close()
        print(f"{len(conns)} slow connections held {hold:.0f} s; a normal request took at most {worst * 1000:.0f} ms",
              file=sys.stderr)
        return 0
    return _with_server(ask)


def _server_cases() -> list[Case]:
    area = "4 server"
    served = lambda s: _all_files(s / "answers") if (s / "answers").exists() else []  # noqa: E731
    get = lambda path: f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode()  # noqa: E731
    traversal = ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/%252e%252e/secret.txt",
                 "/..%2fsecret.txt", "/..%5csecret.txt", "/..\\\\secret.txt", "//..//secret.txt", "/assets/../../secret.txt",
                 "/%c0%ae%c0%ae/secret.txt", "/.%2e/secret.txt", "/%2e./secret.txt", "/....//secret.txt",
                 "/./../secret.txt", "/assets/%2e%2e/%2e%2e/secret.txt", "/%u002e%u002e/secret.txt"]
    cases = [Case(area, f"GET {p}", [], call=_raw(get(p)), served=served, item="held: server traversal")
             for p in traversal]
    for p in ["/%00", "/index.html%00.png", "/%00/../secret.txt"]:
        cases.append(Case(area, f"GET {p}", [], call=_raw(get(p)), served=served, item="F.31"))
    for p in ["/.ssh/id_rsa", "/.env", "/.wsdv-output", "/%2essh/id_rsa", "/.ssh/", "/assets/", "/leak.html"]:
        cases.append(Case(area, f"GET {p}", [], call=_raw(get(p)), served=served, item="F.32"))
    cases += [
        Case(area, "GET /.ssh/id_rsa of a folder wsdv did not build", [], call=_raw(get("/.ssh/id_rsa"), marked=False),
             served=served, item="F.32", expect=(2,)),
        Case(area, "GET / of a folder wsdv did not build", [], call=_raw(get("/"), marked=False), served=served,
             item="F.32", expect=(2,)),
        Case(area, "client resets mid-answer", [], call=_raw(get("/big.html"), then_reset=True), item="F.31"),
        Case(area, "URL of 70 KB", [], call=_raw(get("/" + "a" * 70000)), served=served, item="held: server limits"),
        Case(area, "120 headers", [], call=_raw(b"GET / HTTP/1.1\r\n" + b"".join(b"X-%d: y\r\n" % i for i in range(120))
                                                + b"\r\n"), served=served, item="held: server limits"),
        Case(area, "open redirect //evil.example/", [], call=_raw(get("//evil.example/")), served=served,
             item="held: server traversal"),
        Case(area, "absolute URL http://evil.example/", [], call=_raw(get("http://evil.example/")), served=served,
             item="held: server traversal"),
        Case(area, "POST /", [], call=_raw(b"POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"), served=served,
             item="held: server limits"),
        Case(area, "HEAD /.env", [], call=_raw(b"HEAD /.env HTTP/1.1\r\n\r\n"), served=served, item="F.32"),
        Case(area, "garbage request line", [], call=_raw(b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", http=False),
             served=served, item="F.31"),
        Case(area, "HTTP/0.9 request", [], call=_raw(b"GET /\r\n", http=False), served=served, item="F.31"),
        Case(area, "header without a colon", [], call=_raw(b"GET / HTTP/1.1\r\nno colon here\r\n\r\n"), served=served,
             item="F.31"),
        Case(area, "300 concurrent requests", [], call=_concurrent(300), timeout=300, item="held: server load"),
        Case(area, "250 slow connections held 35 s", [], call=_slow(250, 35), timeout=300, item="held: server load"),
    ]
    return cases


# ------------------------------------------------------------- processes: signals, workers, Ray

def _signal_driver(argv: list[str], sig: int, ready: Callable[[list[bytes]], bool], wait: float) -> Callable[[Path], int]:
    """F.33: ``sig`` to the driver of a run with workers (``ready`` once they are at work): every
    process it started is gone within ``wait`` seconds; what is left is named, then ended by pid."""
    def call(scratch: Path) -> int:
        proc = _wsdv_process(scratch, argv)
        family: dict[int, str] = {}

        def working() -> bool:
            family.update(descendants(proc.pid))
            names = []
            for p, st in family.items():
                if alive(p, st):
                    with contextlib.suppress(OSError):
                        names.append(Path(f"/proc/{p}/cmdline").read_bytes())
            return ready(names) or proc.poll() is not None

        if not _wait_for(working, 240) or proc.poll() is not None:  # (a driver that ended first tested nothing)
            print(f"HANG: the workers never started (the driver: exit {proc.poll()})", file=sys.stderr)
        proc.send_signal(sig)
        proc.wait()
        _wait_for(lambda: not any(alive(p, st) for p, st in family.items()), wait)
        left = [p for p, st in family.items() if alive(p, st)]
        for p in left:
            with contextlib.suppress(ProcessLookupError):
                os.kill(p, signal.SIGKILL)
        if left:
            print(f"left behind: {left}", file=sys.stderr)
            return 1
        return 0
    return call


def _process_cases() -> list[Case]:
    area = "5 processes"
    local = ["simulate", "--games", "400", "--jobs", "2", "--west", "random", "--east", "random", "-q", "--out", "s"]
    ray = ["simulate", "--games", "2000", "--backend", "ray", "--west", "random", "--east", "random", "-q", "--out", "s"]
    two_workers = lambda names: len(names) >= 2  # noqa: E731
    ray_working = lambda names: any(b"play_chunk" in n for n in names) and any(b"Agent" in n for n in names)  # noqa: E731
    cases = [Case(area, f"{name} of simulate --jobs 2 leaves no worker", [],
                  call=_signal_driver(local, sig, two_workers, 30), timeout=300, item="F.33")
             for name, sig in (("SIGKILL", signal.SIGKILL), ("SIGTERM", signal.SIGTERM), ("SIGINT", signal.SIGINT),
                               ("SIGHUP", signal.SIGHUP))]
    cases += [Case(area, "SIGKILL of simulate --out, then the same run again", [], call=_kill_run_then_rerun, timeout=400,
                   item="B.8"),
              Case(area, "SIGKILL of one worker of simulate --jobs 2", [], call=_kill_worker, timeout=400, item="B.8")]
    cases.append(Case(area, "SIGKILL of the simulate --backend ray driver leaves no Ray process", [],
                      call=_signal_driver(ray, signal.SIGKILL, ray_working, 90), timeout=480, item="F.33"))
    budget = {"x.wsdv": "routine hostile_loop() { repeat 1000000000 { x = 1 } }\n"
                        "phase hostile_p { hostile_loop() }\n"}
    cases.append(Case(area, "simulate fault budget --jobs 2", lambda s: [
        "simulate", "--games", "4", "--jobs", "2", "--west", "random", "--east", "random", "-q",
        "--overlay", str(_overlay(s, budget)), "--out", str(s / "o")], timeout=300, item="C.13"))
    return cases


# ------------------------------------------------------------- determinism: the same game, byte for byte

def _same(argv: Callable[[Path], list[str]], env: dict[str, str], compare: Callable[[Path], dict[str, bytes]],
          reference: Callable[[], dict[str, bytes]]) -> Callable[[Path], int]:
    """``held: determinism``: a run in a fresh interpreter with ``env`` writes what the reference run wrote."""
    def call(scratch: Path) -> int:
        run = subprocess.run([sys.executable, "-m", "interpreter", *argv(scratch)], cwd=scratch / "cwd",
                             env={**os.environ, "PYTHONPATH": str(ROOT), **env}, capture_output=True, timeout=580)
        sys.stderr.write(run.stderr.decode(errors="replace")[-2000:])
        got, want = compare(scratch), reference()
        if run.returncode != 0 or got != want:
            diff = sorted(k for k in {*got, *want} if got.get(k) != want.get(k))
            print(f"DIFFERS: exit {run.returncode}; not as the reference: {diff[:5]}", file=sys.stderr)
            return 1
        return 0
    return call


def _determinism_cases() -> list[Case]:
    area = "6 determinism"
    log_argv = lambda s: ["play", "--seed", "3", "-q", "--log", str(s / "game.jsonl")]  # noqa: E731
    log = lambda s: {"game.jsonl": (s / "game.jsonl").read_bytes()} if (s / "game.jsonl").exists() else {}  # noqa: E731
    full = lambda: {"game.jsonl": Path(FULL_LOG).read_bytes()}  # noqa: E731
    cases = [Case(area, f"play --log under {name}", [], call=_same(log_argv, env, log, full), timeout=600,
                  item="held: determinism")
             for name, env in (("PYTHONHASHSEED=0", {"PYTHONHASHSEED": "0"}),
                               ("PYTHONHASHSEED=4242", {"PYTHONHASHSEED": "4242"}),
                               ("PYTHONHASHSEED=random", {"PYTHONHASHSEED": "random"}),
                               ("LANG=tr_TR.UTF-8", {"LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"}),
                               ("LC_ALL=C", {"LANG": "C", "LC_ALL": "C"}),
                               ("a bogus LANG", {"LANG": "xx_YY.bogus", "LC_ALL": "xx_YY.bogus"}),
                               ("LANGUAGE=pl", {"LANGUAGE": "pl", "LANG": "pl_PL.UTF-8"}),
                               ("WSDV_NO_CACHE=1", {"WSDV_NO_CACHE": "1"}))]
    sim = lambda *more: lambda s: ["simulate", "--games", "12", "--west", "random", "--east", "random", "-q",  # noqa: E731
                                   "--out", str(s / "o"), *more]
    files = lambda names: lambda s: {n: (s / "o" / n).read_bytes() for n in names if (s / "o" / n).exists()}  # noqa: E731
    every = ["games.jsonl", "report.md", "report.html", "summary.json", "wins.svg", "outcomes.svg", "length.svg",
             "tracks.svg"]
    reference = lambda names: lambda: {n: (Path(SIM12) / n).read_bytes() for n in names}  # noqa: E731
    for name, more, env, names in (("--jobs 2", ["--jobs", "2"], {}, every),
                                   ("--backend ray", ["--backend", "ray"], {}, every),
                                   ("PYTHONHASHSEED=4242", ["--jobs", "1"], {"PYTHONHASHSEED": "4242"}, every),
                                   ("--lang pl", ["--jobs", "1", "--lang", "pl"], {}, ["games.jsonl"])):
        cases.append(Case(area, f"simulate {name}: the files of --jobs 1", [],
                          call=_same(sim(*more), env, files(names), reference(names)), timeout=600,
                          item="held: determinism"))
    return cases


# The review's item of each case made by the older groups, from its name (first match wins); the
# newer groups name their item themselves.
ITEMS = [
    (r"-> report-with-note", "B.6"), (r"-> (other-kind|fake-marker|marker-is-link)", "B.7"),
    (r"^(schema-export|simulate-out|site-markdown|site-out|play-log) ->", "held: output folders"),
    (r"^cache folder with", "B.5"), (r"\bfifo$", "D.21"), (r"\b(dev-zero|sparse-3GB)$", "D.22"),
    (r"^content file of 20 MB", "D.22"), (r"^WSDV_MAX", "C.20"), (r"^WSDV_CACHE", "B.5"),
    (r"^LANG=", "held: determinism"), (r" terminal, ", "C.16"), (r"non-UTF-8", "C.17"),
    (r"(5000|300) chars$", "held: other"), (r"^overlay named", "held: no code execution"),
    (r"log (torn|nul-tail)$", "B.10"), (r"log header:east=mcts:(100000000|9{20})$", "E.25"),
    (r"log header:east=mcts:budget=30$", "E.26"), (r"log header:east=heuristic:weights", "E.27"),
    (r"log header:east=heuristic:bot", "C.14"), (r"log header:east=human$", "issue 25: a human side, no terminal"),
    (r"^(replay|resume) log ", "held: game logs"), (r"^replay --to|^play --log ''", "E.30"),
    (r"--east 'mcts:(100000000|9{20})'", "E.25"), (r"--east 'mcts:budget=30'", "E.26"), (r"--east '(mcts|heuristic)", "C.14"),
    (r"--east ", "C.14"), (r"--seed ", "C.18"), (r"--games ", "C.15"), (r" fault ", "C.13"),
    (r"^simulate --(until|jobs|precision|compare|west)", "C.15"), (r"^scenario two expect", "E.29"),
    (r"^scenario seed", "C.18"), (r"^scenario (python tag|alias bomb)", "held: no code execution"),
    (r"^scenario ", "held: game logs"), (r"^Fluent chain", "C.19"), (r"routines in a chain$", "D.23"),
    (r"unused routines$", "D.24"), (r" deep ", "held: content limits"), (r"^simulation page, script in", "A.1, A.3, A.4"),
    (r"^card title", "A.2"), (r"^serve ", "F.31, F.32"), (r"^simulation games.jsonl is", "A.1"),
]


# The right answers of the older groups' cases where the review found a wrong one accepted.
EXPECT: dict[str, tuple[tuple[int, ...], str]] = {
    "scenario two expect": ((2,), "given twice"),                       # E.29
    "play --log ''": ((2,), ""), "replay --to '-1'": ((2,), ""),        # E.30
    "resume log header:east=mcts:budget=30": ((0,), ""),                # E.26
    "resume log header:east=human": ((2,), "no terminal"),              # issue 25's re-run
}


def _items(cases: list[Case]) -> list[Case]:
    for case in cases:
        if not case.item:
            case.item = next((item for pattern, item in ITEMS if re.search(pattern, case.name)), "")
        assert case.item, f"no review item for the case {case.name!r}"
        if case.expect is None:
            case.expect, case.says = EXPECT.get(case.name, (None, ""))
        if case.area.startswith("3") and " fault " in case.name and case.name.endswith("--jobs 2"):
            case.area = "5 processes"  # the review counts a worker's fault under multiprocessing
    return cases


def corpus() -> list[Case]:
    return _items([*_writer_cases(), *_data_cases(), *_special_file_cases(), *_env_cases(), *_encoding_cases(),
                   *_path_cases(), *_log_cases(), *_cli_cases(), *_site_cases(), *_server_cases(), *_process_cases(),
                   *_determinism_cases()])


# --------------------------------------------------------------------------------- running a case

@dataclass
class Result:
    case: Case
    code: int | None
    seconds: float
    rss_mb: float
    cpu: float  # seconds of CPU the case used (the machine is shared: wall time says little alone)
    found: list[str]
    tail: str


def _child(case: Case, scratch: Path, argv: list[str]) -> None:
    os.setpgid(0, 0)
    resource.setrlimit(resource.RLIMIT_AS, (4 * GB, 4 * GB))
    os.chdir(scratch / "cwd")
    for k, v in case.env.items():
        os.environ[k] = v.replace("{scratch}", str(scratch))
    out = os.open(scratch / "out.txt", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    err = os.open(scratch / "err.txt", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(out, 1)
    os.dup2(err, 2)
    enc = case.encoding or "utf-8"
    sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False), encoding="utf-8")
    sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), encoding=enc, errors="strict", line_buffering=True)
    sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), encoding=enc, errors="backslashreplace",
                                  line_buffering=True)
    if case.encoding:
        os.environ["PYTHONIOENCODING"] = case.encoding
    code = 99
    try:
        from interpreter.cli.main import main

        code = case.call(scratch) if case.call else main(argv)
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 2
    except MemoryError:
        print("MemoryError", file=sys.stderr)
        code = 98
    except BaseException:  # the harness's own verdict: whatever escaped wsdv is printed as the traceback the case is judged by
        import traceback

        traceback.print_exc()
        code = 99
    finally:
        with contextlib.suppress(Exception):
            sys.stdout.flush()
        with contextlib.suppress(Exception):
            sys.stderr.flush()
    os._exit(code if isinstance(code, int) and 0 <= code < 256 else 99)


def _snapshot(paths: list[Path]) -> dict[Path, bytes]:
    out = {}
    for p in paths:
        with contextlib.suppress(OSError):
            st = os.lstat(p)
            if stat.S_ISREG(st.st_mode) and st.st_size < (1 << 24):
                out[p] = p.read_bytes()
    return out


def run_case(case: Case, base: Path, timeout: float) -> Result:
    scratch = Path(tempfile.mkdtemp(prefix="case-", dir=base))
    (scratch / "cwd").mkdir()
    if case.setup:
        case.setup(scratch)
    argv = case.argv(scratch) if callable(case.argv) else list(case.argv)
    kept = _snapshot(case.keep(scratch)) if case.keep else {}
    bound = case.timeout or timeout
    t = time.monotonic()
    pid = os.fork()
    if pid == 0:
        _child(case, scratch, argv)
    found: list[str] = []
    code: int | None = None
    rss = cpu = 0.0
    while True:
        wpid, status, usage = os.wait4(pid, os.WNOHANG)
        if wpid:
            code = os.waitstatus_to_exitcode(status)
            rss, cpu = usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime
            break
        if time.monotonic() - t > bound:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(pid, signal.SIGKILL)
            _, status, usage = os.wait4(pid, 0)
            rss, cpu = usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime
            found.append("hang")
            break
        time.sleep(0.02)
    seconds = time.monotonic() - t
    with contextlib.suppress(ProcessLookupError):  # what the case started and left behind
        os.killpg(pid, signal.SIGKILL)
    text = ""
    for name in ("out.txt", "err.txt"):
        with contextlib.suppress(OSError):
            text += (scratch / name).read_text(encoding="utf-8", errors="replace")
    if "Traceback (most recent call last)" in text:
        found.append("traceback")
    if code == 3 or "this is a bug in wsdv" in text:
        found.append("exit3")
    if rss > 2048 or "MemoryError" in text or code == 98:
        found.append("blowup")
    for p, data in kept.items():
        try:
            same = os.lstat(p) and p.read_bytes() == data
        except OSError:
            same = False
        if not same:
            found.append("lost")
            text += f"\n[lost or changed: {p}]"
            break
    if case.served:
        for p in case.served(scratch):
            body = p.read_bytes()
            if ACTIVE.search(body) or SECRET.encode() in body:  # an escaped "&lt;script" is text, not a tag
                found.append("served")
                text += f"\n[served: {p}]"
                break
    if (scratch / "cwd" / "pwned").exists():
        found.append("served")
    if "left behind:" in text:
        found.append("left")
    if "LOST:" in text:
        found.append("lost")
    if "HANG:" in text and "hang" not in found:
        found.append("hang")
    if "DIFFERS:" in text:
        found.append("differs")
    if case.expect is not None and (code not in case.expect or case.says not in text):
        found.append("accepted")
    _unmount(scratch)
    shutil.rmtree(scratch, ignore_errors=True)
    return Result(case, code, seconds, rss, cpu, found, text[-600:])


def _prepare() -> None:
    """Build the shipped content and a finished game's log once, before the cases fork."""
    global GOOD_LOG, FULL_LOG, SIM60, SIM12, CONTENT_HASH, OUTCOME, DECADE
    from interpreter.cli.main import main
    from interpreter.rules.pipeline import build

    rules = build(None, [], []).rules
    CONTENT_HASH = rules.content_hash
    OUTCOME = sorted(rules.of_kind("outcome"))[0]
    DECADE = str(sorted(rules.of_kind("decade"))[0])
    base = Path(tempfile.mkdtemp(prefix="wsdv-hostile-log-"))
    GOOD_LOG = str(base / "good.jsonl")
    FULL_LOG = str(base / "full.jsonl")
    SIM60 = str(base / "sim60" / "games.jsonl")
    SIM12 = str(base / "sim12")
    random_bots = ["--west", "random", "--east", "random", "-q", "--jobs", "1"]
    with contextlib.redirect_stdout(io.StringIO()):
        assert main([*PLAY, "--log", GOOD_LOG]) == 0
        assert main(["play", "--seed", "3", "-q", "--log", FULL_LOG]) == 0
        assert main(["simulate", "--games", "60", *random_bots, "--out", str(base / "sim60")]) == 0
        assert main(["simulate", "--games", "12", *random_bots, "--out", SIM12]) == 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="run the cases whose area or name holds this text")
    ap.add_argument("--timeout", type=float, default=30.0, help="seconds a case may run (default 30)")
    ap.add_argument("--list", action="store_true", help="list the cases and stop")
    ap.add_argument("--verbose", action="store_true", help="print every case as it ends")
    args = ap.parse_args()
    os.environ.setdefault("WSDV_NO_CACHE", "1")
    if not args.list:
        _prepare()
    cases = [c for c in corpus() if not args.only or args.only in c.area or args.only in c.name or args.only == c.item]
    if args.list:
        for c in cases:
            print(f"{c.area}\t{c.item}\t{c.name}")
        print(f"{len(cases)} cases")
        return 0
    base = Path(tempfile.mkdtemp(prefix="wsdv-hostile-"))
    results = []
    started = time.monotonic()
    for i, case in enumerate(cases, 1):
        r = run_case(case, base, args.timeout)
        results.append(r)
        if args.verbose or r.found:
            print(f"[{i}/{len(cases)}] {case.area} | {case.item} | {case.name}: exit {r.code}, {r.seconds:.1f} s ({r.cpu:.1f} s CPU), {r.rss_mb:.0f} MB"
                  + (f"  FAILED {r.found}\n    {r.tail.strip()[-400:]}" if r.found else ""), flush=True)
    shutil.rmtree(base, ignore_errors=True)
    shutil.rmtree(Path(GOOD_LOG).parent, ignore_errors=True)  # the reference runs of _prepare
    areas = sorted({r.case.area for r in results})
    print(f"\n{'area':<22} {'cases':>5} " + " ".join(f"{k:>9}" for k in KINDS))
    for area in [*areas, "total"]:
        rs = [r for r in results if area in ("total", r.case.area)]
        print(f"{area:<22} {len(rs):>5} " + " ".join(f"{sum(k in r.found for r in rs):>9}" for k in KINDS))
    print(f"{len(results)} cases in {time.monotonic() - started:.0f} s; slowest: "
          + ", ".join(f"{r.case.name} {r.seconds:.0f} s" for r in sorted(results, key=lambda r: -r.seconds)[:3]))
    return 1 if any(r.found for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
