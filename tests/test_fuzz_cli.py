"""Property test of the command line: no argument and no small hostile file gives exit 3 or a traceback.

Hypothesis draws command lines (every command, with odd option values: empty, paths, huge or
non-ASCII numbers, unknown names) and small hostile files (game logs mangled line by line,
scenario files, content overlays, locale files) and runs them through ``wsdv``'s own ``main``
in this process.  Whatever the input, the answer is an exit code other than 3 (argparse's own
refusals exit 2) and no Python traceback on either stream.  Bounded in examples so that it stays
a few seconds of the suite.
"""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st

from interpreter.cli.main import main

# No shrinking: a failure is reported as drawn (shrinking a command line can take minutes of CI).
SETTINGS = settings(max_examples=40, deadline=None, derandomize=True,
                    phases=[Phase.explicit, Phase.reuse, Phase.generate],
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

# Odd values for any option: what a careless or hostile user types.
ODD = st.one_of(
    st.sampled_from(["", " ", "-", "--", ".", "..", "/", "/dev/null", "/dev/zero", "~", "\u00b2", "\u0661",
                     "9" * 5000, "-1", "0", "65536", "1e9", "NaN", "second_edition", "../content", "east", "x=y",
                     "human", "random", "heuristic:weights=/nonexistent", "\x00", "\ud7ff", "I", "25",
                     "dir\udce9", "\udce9.jsonl", "-0", "\u00b2", "1" * 19,
                     # issue 25: search budgets out of bounds, a bot that does not exist
                     "mcts:0", "mcts:100000000", "heuristic:bot=nope"]),
    st.text(max_size=12),
    st.integers(-(2**70), 2**70).map(str),
)
ODD_BOTS = ("mcts:0", "mcts:100000000", "heuristic:bot=nope", "heuristic:weights=/nonexistent")  # refused at once


def run(argv: list[str], capsys, stdin: str = "") -> int:
    """``wsdv ARGV`` in this process; asserts the answer is not a crash and returns its exit code."""
    import sys

    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        try:
            code = main(argv)
        except SystemExit as exit_:  # argparse's refusals and --help
            code = exit_.code if isinstance(exit_.code, int) else 2
    finally:
        sys.stdin = old
    out, err = capsys.readouterr()
    shown = [a if len(a) < 60 else a[:40] + f"...({len(a)} chars)" for a in argv]
    assert code != 3, f"exit 3 for {shown!r}:\n{err[-1500:]}"
    assert "Traceback" not in out + err, f"a traceback for {shown!r}:\n{err[-1500:]}"
    return code


@pytest.fixture(scope="module")
def good_log(tmp_path_factory) -> list[str]:
    path = tmp_path_factory.mktemp("fuzzlog") / "game.jsonl"
    assert main(["play", "--seed", "5", "-q", "--log", str(path)]) == 0
    return path.read_text(encoding="utf-8").splitlines()


# issue 25: simulate's counts, seeds, bounds and bots (random bots, a few games at most: see _few)
SIMULATE = ["simulate", "-q", "--west", "random", "--east", "random", "--jobs", "1", "--games"]
COMMANDS = st.sampled_from([
    ["check", "-q"], ["cards"], ["cards", "--json"], ["cards", "show"], ["play", "-q"], ["replay"],
    ["scenario", "run"], ["l10n", "status", "--summary"], ["site", "build", "-q", "--out"], ["site", "serve", "--port"],
    SIMULATE,
])
OPTIONS = ["--variant", "--overlay", "--content", "--lang", "--seed", "--log", "--east", "--west", "--player", "--to",
           "--decade", "--colour", "--icon", "--side", "--resume", "--games", "--jobs", "--until", "--precision",
           "--backend"]


def _few(option: str, value: str) -> str:
    """A value simulate would take as a count of games or workers, made small (a count it takes plays
    that many games: 65536 of them is no crash, only minutes of the suite); a local cluster is not
    started here (tests/simulate/test_ray.py starts one)."""
    if option in ("--games", "--jobs", "--until") and value.isascii() and value.strip().isdigit() and int(value) > 2:
        return "2"
    return "local" if option == "--backend" and value == "ray" else value


@SETTINGS
@given(command=COMMANDS, extra=st.lists(st.tuples(st.sampled_from(OPTIONS), ODD), max_size=3), value=ODD)
@example(command=SIMULATE, extra=[("--east", "mcts:100000000"), ("--seed", "9" * 5000)], value="2")
@example(command=SIMULATE, extra=[("--precision", "NaN"), ("--until", "5")], value="1e9")
@example(command=["play", "-q"], extra=[("--east", "heuristic:bot=nope"), ("--seed", "\u00b2")], value="")
@example(command=["play", "-q"], extra=[("--log", "")], value="")
@example(command=["replay"], extra=[("--to", "-1")], value="/dev/zero")
def test_no_command_line_crashes(command, extra, value, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # simulate's own output folder (`simulation/`) lands here
    argv = list(command)
    if argv[-1] in ("show", "replay", "run", "--out", "--port", "--games"):
        if argv[-1] == "--port" and value.strip().isdigit() and value.isascii() and 1 <= int(value) <= 65535:
            value = "0"  # a port it could listen on would serve forever
        if argv[-1] == "--out" and value not in ("/dev/null", "/dev/zero", ".", "..", "/"):
            value = "/dev/null"  # a folder it may write would start a real (slow) build
        argv.append(_few(argv[-1], value))
    for option, v in extra:
        if argv[:2] == ["site", "serve"] or (argv[:2] == ["site", "build"] and option != "--variant"):
            continue  # an option that would let a real server or build start
        if option in ("--log", "--resume") and v not in ("/dev/null", "/dev/zero", "/", ".", ""):
            v = str(tmp_path / "log.jsonl")
        if argv[0] == "simulate" and option in ("--east", "--west", "--player") and v.startswith(("mcts", "heuristic")):
            v = v if v in ODD_BOTS else "random"  # a search bot's games take minutes; its refusals are drawn
        argv += [option, _few(option, v)]
    run(argv, capsys, stdin="1\n" * 3)


def _mangle(draw, lines: list[str]) -> list[str]:
    lines = list(lines)
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["value", "drop_key", "add_key", "delete", "junk", "duplicate", "truncate",
                                     "nest", "swap", "torn", "nul"]))
        i = draw(st.integers(0, len(lines) - 1)) if lines else 0
        if not lines:
            lines.append(draw(st.text(max_size=20)))
            continue
        try:
            obj = json.loads(lines[i])
        except ValueError:
            obj = None
        if kind == "value" and isinstance(obj, dict) and obj:
            key = draw(st.sampled_from(sorted(obj)))
            obj[key] = draw(st.one_of(st.none(), st.booleans(), st.integers(-(2**80), 2**80), st.floats(),
                                      st.text(max_size=8), st.lists(st.integers(), max_size=3),
                                      st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
            lines[i] = json.dumps(obj)
        elif kind == "drop_key" and isinstance(obj, dict) and obj:
            del obj[draw(st.sampled_from(sorted(obj)))]
            lines[i] = json.dumps(obj)
        elif kind == "add_key" and isinstance(obj, dict):
            obj[draw(st.text(max_size=6))] = draw(st.integers())
            lines[i] = json.dumps(obj)
        elif kind == "delete":
            del lines[i]
        elif kind == "junk":
            lines.insert(i, draw(st.text(max_size=30)))
        elif kind == "duplicate":
            lines.insert(draw(st.integers(0, len(lines))), lines[i])
        elif kind == "truncate":
            lines[i] = lines[i][: draw(st.integers(0, max(0, len(lines[i]) - 1)))]
        elif kind == "nest":
            depth = draw(st.sampled_from([40, 5000, 200000]))
            lines.insert(i, '{"n": 1, "option": ' + "[" * depth + "]" * depth + "}")
        elif kind == "torn":  # a full disk or a crash: the last line cut short
            lines = lines[: i + 1]
            lines[-1] = lines[-1][: draw(st.integers(1, max(1, len(lines[-1]) - 1)))]
        elif kind == "nul":   # a crash that leaves a tail of NUL bytes
            lines[i:] = [lines[i][: len(lines[i]) // 2] + "\x00" * draw(st.integers(1, 600))]
        elif kind == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
    return lines


@SETTINGS
@given(data=st.data())
def test_no_mangled_log_crashes_replay_or_resume(data, good_log, capsys, tmp_path):
    lines = _mangle(data.draw, good_log)
    east = ["--east", "random"]
    if data.draw(st.booleans()):  # issue 25: a shared log that names east's player: a person (with nobody
        try:                      # at a terminal here: no input at all) or a bot beyond bounds
            head = json.loads(lines[0]) if lines else None
        except ValueError:
            head = None
        if isinstance(head, dict) and isinstance(head.get("agents"), dict):
            head["agents"]["east"] = data.draw(st.sampled_from(["human", "mcts:100000000", "mcts:0",
                                                                "heuristic:bot=nope", "heuristic:weights=/", "\u00b2",
                                                                "nobody"]))
            lines[0] = json.dumps(head)
            east = []  # east is played as the log says
    path = tmp_path / "mangled.jsonl"
    path.write_text("\n".join(lines) + ("\n" if data.draw(st.booleans()) else ""), encoding="utf-8",
                    errors="surrogatepass")
    run(["replay", str(path)], capsys)
    if data.draw(st.booleans()):
        run(["replay", str(path), "--to", str(data.draw(st.integers(-3, 300)))], capsys)
    else:
        run(["play", "-q", "--resume", str(path), *east, "--west", "random"], capsys)


YAML_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(), st.text(max_size=10),
                        st.sampled_from(["martians", "east", "west", ".inf", "-1", "999", "[1, 2", "{a: 1}"]))


@SETTINGS
@given(doc=st.one_of(
    st.text(max_size=200),
    st.dictionaries(st.sampled_from(["name", "step", "given", "then", "choices", "seed", "actor", "rulebook"]),
                    st.one_of(YAML_VALUES, st.lists(YAML_VALUES, max_size=3),
                              st.dictionaries(st.text(max_size=6), YAML_VALUES, max_size=3)), max_size=6)
    .map(lambda d: json.dumps(d)),
    st.sampled_from(["name: x\nexpect: {}\nexpect: {}\n", "name: x\nseed: " + "9" * 5000 + "\n",
                     "name: x\nname: y\nstep: {event: {card: 25, side: east}}\n",
                     "name: x\nstep: {event: {card: 25, card: 26}}\n", "seed: -" + "1" * 40 + "\n"]),
    st.just("a: &a [1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
            "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n"),
))
def test_no_hostile_scenario_file_crashes_the_runner(doc, capsys, tmp_path):
    path = tmp_path / "hostile.yaml"
    path.write_text(doc, encoding="utf-8", errors="surrogatepass")
    run(["scenario", "run", str(path)], capsys)


CONTENT_SNIPPETS = st.sampled_from([
    "side west", "province x side west", "card 999 decade I colour red value 1, 1", "replace card 25",
    "delete card 25", "amend setup standard { }", "track prestige spaces -6..6 start 0",
    "province bayern side west at " + "9" * 3000 + ", 1", "icon a(b = 1) { a() }", "{" * 300, "\x00", "\ufeff",
    "phase p { for p in provinces() { add(unrest, 99999999999999999999, to = p) } }",
])


@SETTINGS
@given(parts=st.lists(st.one_of(CONTENT_SNIPPETS, st.text(max_size=40)), min_size=1, max_size=4))
def test_no_hostile_overlay_crashes_check_or_play(parts, capsys, tmp_path):
    overlay = tmp_path / "overlay"
    overlay.mkdir(exist_ok=True)
    (overlay / "mine.wsdv").write_text("\n".join(parts) + "\n", encoding="utf-8", errors="surrogatepass")
    if run(["check", "-q", "--overlay", str(overlay)], capsys) == 0:
        run(["play", "-q", "--seed", "3", "--overlay", str(overlay)], capsys)


@pytest.fixture(scope="module")
def locale_copy(tmp_path_factory) -> Path:
    from interpreter.paths import content_dir

    dest = tmp_path_factory.mktemp("fuzzl10n") / "content"
    shutil.copytree(content_dir(), dest, ignore=shutil.ignore_patterns("variants"))
    return dest


@SETTINGS
@given(text=st.one_of(
    st.text(max_size=80),
    st.sampled_from(["cli-result = { cli-result }", "-side-east = { -side-east }", "view-prompt = { $count ->",
                     "view-prompt = { NAME($x, case: ) }", "\udcff\udcfe", "cli-result = " + "{" * 500,
                     "".join(f"-deep{i} = x{{ -deep{i + 1} }}\n" for i in range(300)) + "view-prompt = { -deep0 }",
                     "".join(f"-long{i} = x{{ -long{i + 1} }}\n" for i in range(1000)) + "-long1000 = end"]),
))
def test_no_hostile_locale_line_crashes_play(text, capsys, locale_copy):
    cli = locale_copy / "locales" / "en" / "cli.ftl"
    original = cli.read_text(encoding="utf-8")
    try:
        cli.write_text(original + "\n" + text + "\n", encoding="utf-8", errors="surrogatepass")
        from interpreter.words.l10n.localizer import _localizer_for

        _localizer_for.cache_clear()  # read the edited locale, not this process's copy
        # Random bots: the bots read no locale, and a game of theirs says the same kinds of lines as
        # one of the default bot's in a tenth of its CPU.
        run(["play", "-q", "--seed", "1", "--east", "random", "--west", "random", "--content", str(locale_copy)],
            capsys)
    finally:
        cli.write_text(original, encoding="utf-8")


ENV_VARIABLES = ["WSDV_MAX_STEPS", "WSDV_MAX_DECISION_STEPS", "WSDV_MAX_DEPTH", "WSDV_NO_CACHE"]


@SETTINGS
@given(values=st.dictionaries(st.sampled_from(ENV_VARIABLES), ODD.filter(lambda v: "\x00" not in v), max_size=3))
def test_no_environment_variable_crashes_a_game(values, capsys, monkeypatch):
    """WSDV_* variables with odd values (superscript digits, thousands of digits, words) never give exit 3."""
    for name, value in values.items():
        try:
            monkeypatch.setenv(name, value)
        except (UnicodeEncodeError, ValueError):  # a value no environment can hold
            continue
    run(["play", "-q", "--seed", "4"], capsys)


SPECIAL_PLACES = {
    "content": lambda root: root / "content" / "x.wsdv",
    "locale": lambda root: root / "content" / "locales" / "en" / "x.ftl",
    "overlay": lambda root: root / "overlay" / "x.wsdv",
    "scenario": lambda root: root / "scen" / "a.yaml",
    "log": lambda root: root / "game.jsonl",
    "cache": lambda root: root / "cache" / ("0" * 40 + ".json"),
}


@pytest.fixture(scope="module")
def special_root(tmp_path_factory) -> Path:
    from interpreter.paths import content_dir

    root = tmp_path_factory.mktemp("special")
    shutil.copytree(content_dir(), root / "content", ignore=shutil.ignore_patterns("variants"))
    for folder in ("overlay", "scen", "cache"):
        (root / folder).mkdir()
    return root


@settings(max_examples=18, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.reuse, Phase.generate],
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(place=st.sampled_from(sorted(SPECIAL_PLACES)), special=st.sampled_from(["fifo", "zero", "huge", "dangling"]))
def test_no_special_file_blocks_or_exhausts_a_command(place, special, capsys, special_root, monkeypatch):
    """A FIFO, a link to /dev/zero, a file over its size limit or a dangling link, wherever wsdv reads
    a file, is answered at once: never a hang, never memory exhausted, never exit 3."""
    import os
    import threading

    from interpreter import inputs

    target = SPECIAL_PLACES[place](special_root)
    if special == "fifo":
        os.mkfifo(target)
    elif special == "zero":
        target.symlink_to("/dev/zero")
    elif special == "dangling":
        target.symlink_to(special_root / "nowhere")
    else:
        for kind in inputs.LIMITS:
            monkeypatch.setitem(inputs.LIMITS, kind, 50_000)
        with open(target, "wb") as f:
            f.truncate(60_000)
    monkeypatch.setenv("WSDV_CACHE", str(special_root / "cache"))
    monkeypatch.setenv("WSDV_NO_CACHE", "0")
    content = ["--content", str(special_root / "content")]
    argv = {"content": ["check", *content], "locale": ["play", "-q", *content],
            "overlay": ["check", *content, "--overlay", str(special_root / "overlay")],
            "scenario": ["scenario", "run", str(special_root / "scen"), *content],
            "log": ["play", "-q", "--resume", str(target), *content],
            "cache": ["check", *content]}[place]
    codes: list[int] = []
    worker = threading.Thread(target=lambda: codes.append(run(argv, capsys)), daemon=True)
    try:
        worker.start()
        worker.join(120)
        if not codes and special == "fifo":  # unblock the reader so the process can end, then fail
            os.close(os.open(target, os.O_WRONLY | os.O_NONBLOCK))
        assert codes, f"{argv} did not answer within 120 s ({special} {place})"
        if place != "cache" and special != "dangling":
            assert codes == [2], f"{argv}: {codes} ({special} {place})"
    finally:
        os.unlink(target)
