"""Re-run the reliability review's hostile inputs and tally what went wrong (issue 25's done-when).

    nice -n 10 python benchmarks/hostile.py [--only WORD] [--timeout 30] [--list]

Each case is one command of `wsdv` with a hostile input (a special file where a content, locale,
scenario, log or cache file belongs; an output folder that is someone else's; an absurd option, seed
or environment variable; a terminal that cannot show the language; a shared simulation folder
with scripts in it ...), run in a fresh scratch folder, in a child process of this one (forked
after wsdv is imported and the shipped content built, so a case costs its own work only), with a
wall-clock bound (``--timeout``, 30 s) and a memory bound (4 GB of address space; the peak is read
from the child's rusage).  Each case is judged on:

- traceback: "Traceback (most recent call last)" on either stream;
- exit 3: wsdv's "this is a bug in wsdv";
- hang: still running after the bound;
- blowup: more than 2 GB resident, or a MemoryError;
- data lost: a file of the user's (made by the case before the command) changed or gone;
- served: a script, an event attribute or a secret's bytes in what wsdv wrote for a site;
- left: a process of wsdv still alive after the command was killed.

The tallies are printed per area and in total, with every failing case named; exit 1 if any.
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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GB = 1 << 30
KINDS = ("traceback", "exit3", "hang", "blowup", "lost", "served", "left")


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
    def call(scratch: Path) -> int:
        import http.client
        import threading

        from interpreter.cli.main import main

        site = scratch / "site"
        site.mkdir()
        (site / "index.html").write_text("<p>the site</p>")
        (site / ".ssh").mkdir()
        (site / ".ssh" / "id_rsa").write_text(SECRET)
        (site / ".env").write_text(SECRET)
        (scratch / "secret.txt").write_text(SECRET)
        if marked:
            (site / ".wsdv-output").write_text(json.dumps({"written_by": "wsdv", "what": "site", "pid": 1}))
        port = 20000 + os.getpid() % 20000
        result: list[int] = []
        t = threading.Thread(target=lambda: result.append(main(["site", "serve", "--out", str(site), "--port",
                                                                str(port)])), daemon=True)
        t.start()
        answers = scratch / "answers"
        answers.mkdir()
        deadline = time.monotonic() + 20
        for i, path in enumerate(requests):
            while True:
                if result:
                    return result[0]  # it refused (or ended)
                try:
                    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                    conn.putrequest("GET", path, skip_accept_encoding=True)
                    conn.endheaders()
                    resp = conn.getresponse()
                    (answers / f"{i}.body").write_bytes(resp.read())
                    conn.close()
                    break
                except ConnectionRefusedError:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.1)
                except (http.client.HTTPException, ConnectionResetError, OSError):
                    break  # no answer is an answer; a traceback on the console is what counts
        return 0
    return call


# --------------------------------------------------------------------------------- the corpus

GOOD_LOG = ""
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
    }


def _writer_cases() -> list[Case]:
    cases = []
    writers = {
        "schema-export": lambda t: ["schema", "export", str(t)],
        "simulate-out": lambda t: [*SIM, "--out", str(t)],
        "site-markdown": lambda t: ["site", "build", "-q", "--markdown", str(t), "--lang", "en"],
        "play-log": lambda t: [*PLAY, "--log", str(t)],
    }
    for wname, argv in writers.items():
        for tname, (make, _) in _targets().items():
            holder: dict[str, Path] = {}

            def setup(s: Path, make=make, holder=holder) -> None:
                (s / "home").mkdir()
                _user_files(s / "home", 2)
                holder["t"] = make(s)

            cases.append(Case("1 data safety", f"{wname} -> {tname}",
                              lambda s, argv=argv, holder=holder: argv(holder["t"]), setup=setup,
                              env={"HOME": "{scratch}/home"},
                              keep=lambda s: [p for p in _all_files(s) if "home" in p.parts or p.suffix in (".txt", ".md")
                                              or p.name in (".secret", "data0.txt")],
                              timeout=240 if wname == "site-markdown" else None))
    # the cache folder holds the user's *.json files
    for n in (5, 300):
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
                      served=lambda s: _all_files(s / "answers") if (s / "answers").exists() else []))
    return cases


def _wsdv_process(scratch: Path, argv: list[str]) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "interpreter", *argv], cwd=scratch / "cwd", env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)


def _children(pid: int) -> list[int]:
    kids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError, IndexError):
                if int(Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    kids.append(int(entry))
    return kids


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _kill_parent(scratch: Path) -> int:
    """SIGKILL of `simulate --jobs 2` itself: its workers must end too (none left behind)."""
    proc = _wsdv_process(scratch, [*SIM[:2], "400", "--jobs", "2", "--west", "random", "--east", "random", "-q",
                                   "--out", str(scratch / "s")])
    deadline = time.monotonic() + 60
    kids: list[int] = []
    while len(kids) < 2 and time.monotonic() < deadline:
        time.sleep(0.3)
        kids = _children(proc.pid)
    proc.kill()
    proc.wait()
    deadline = time.monotonic() + 20
    while any(_alive(k) for k in kids) and time.monotonic() < deadline:
        time.sleep(0.3)
    left = [k for k in kids if _alive(k)]
    for k in left:
        os.kill(k, signal.SIGKILL)
    if left:
        print(f"left behind: {left}", file=sys.stderr)
        return 1
    return 0


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
        kids = _children(proc.pid)
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


def _process_cases() -> list[Case]:
    return [Case("5 processes", "SIGKILL of simulate --jobs 2 leaves no worker", [], call=_kill_parent, timeout=120),
            Case("5 processes", "SIGKILL of simulate --out, then the same run again", [], call=_kill_run_then_rerun,
                 timeout=400),
            Case("5 processes", "SIGKILL of one worker of simulate --jobs 2", [], call=_kill_worker, timeout=400)]


def corpus() -> list[Case]:
    return [*_writer_cases(), *_special_file_cases(), *_env_cases(), *_encoding_cases(), *_path_cases(), *_log_cases(),
            *_cli_cases(), *_site_cases(), *_process_cases()]


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
    shutil.rmtree(scratch, ignore_errors=True)
    return Result(case, code, seconds, rss, cpu, found, text[-600:])


def _prepare() -> None:
    """Build the shipped content and a finished game's log once, before the cases fork."""
    global GOOD_LOG, CONTENT_HASH, OUTCOME, DECADE
    from interpreter.cli.main import main
    from interpreter.rules.pipeline import build

    rules = build(None, [], []).rules
    CONTENT_HASH = rules.content_hash
    OUTCOME = sorted(rules.of_kind("outcome"))[0]
    DECADE = str(sorted(rules.of_kind("decade"))[0])
    base = Path(tempfile.mkdtemp(prefix="wsdv-hostile-log-"))
    GOOD_LOG = str(base / "good.jsonl")
    with contextlib.redirect_stdout(io.StringIO()):
        assert main([*PLAY, "--log", GOOD_LOG]) == 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="run the cases whose area or name holds this text")
    ap.add_argument("--timeout", type=float, default=30.0, help="seconds a case may run (default 30)")
    ap.add_argument("--list", action="store_true", help="list the cases and stop")
    ap.add_argument("--verbose", action="store_true", help="print every case as it ends")
    args = ap.parse_args()
    os.environ.setdefault("WSDV_NO_CACHE", "1")
    _prepare()
    cases = [c for c in corpus() if not args.only or args.only in c.area or args.only in c.name]
    if args.list:
        for c in cases:
            print(f"{c.area}\t{c.name}")
        print(f"{len(cases)} cases")
        return 0
    base = Path(tempfile.mkdtemp(prefix="wsdv-hostile-"))
    results = []
    started = time.monotonic()
    for i, case in enumerate(cases, 1):
        r = run_case(case, base, args.timeout)
        results.append(r)
        if args.verbose or r.found:
            print(f"[{i}/{len(cases)}] {case.area} | {case.name}: exit {r.code}, {r.seconds:.1f} s ({r.cpu:.1f} s CPU), {r.rss_mb:.0f} MB"
                  + (f"  FAILED {r.found}\n    {r.tail.strip()[-400:]}" if r.found else ""), flush=True)
    shutil.rmtree(base, ignore_errors=True)
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
