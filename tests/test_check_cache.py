"""A whole `wsdv check` answered from the disk cache: the same answer as a full check, a miss
for any change of what the check reads, and an entry of the wrong shape rebuilt, never trusted."""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest
from wsdvtest import edit, poison

from interpreter.cli.commands import COMMANDS
from interpreter.cli.main import main, parser, top
from interpreter.language import cache
from interpreter.paths import package_dir
from interpreter.rules import checkcache, pipeline

ROOT = Path(__file__).resolve().parent.parent
UNUSED_PHASE = 'phase extra_phase  section "9.0"  source rulebook {\n  add(unrest, 1, to = hessen)\n}\n'


@pytest.fixture
def disk_cache(disk_cache, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)   # (the shared fixture, run from the test's folder)
    return disk_cache


def _check(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["check", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def _entries(folder: Path) -> list[Path]:
    return sorted(folder.glob("check-*.json"))


def _no_full_check(monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise AssertionError("the check ran in full")
    monkeypatch.setattr(pipeline, "build", refuse)


@pytest.mark.parametrize("args", [[], ["--strict"], ["--variant", "second_edition"], ["-q"]])
def test_a_cached_check_answers_as_the_full_check_did(disk_cache, content_copy, capsys, monkeypatch, args):
    (content_copy / "extra.wsdv").write_text(UNUSED_PHASE, encoding="utf-8")
    first = _check(capsys, "--content", str(content_copy), *args)
    assert "content/extra.wsdv:1:7: warning: no sequence runs phase 'extra_phase'" in first[2]
    # Under --strict the base fails on its warning and the variants are not checked.
    assert len(_entries(disk_cache)) == (1 if "--strict" in args or "--variant" in args else 2)
    assert first[0] == (2 if "--strict" in args else 0)
    _no_full_check(monkeypatch)
    again = _check(capsys, "--content", str(content_copy), *args)
    assert again == first


def test_the_shipped_content_is_answered_from_one_entry_per_variant(disk_cache, capsys, monkeypatch):
    first = _check(capsys)
    assert first[0] == 0 and first[1].count("content OK") == 2 and first[2] == ""
    assert len(_entries(disk_cache)) == 2
    _no_full_check(monkeypatch)
    assert _check(capsys) == first


@pytest.mark.parametrize("change", ["content", "variant", "icon texts", "new file"])
def test_any_change_to_what_the_check_reads_misses(disk_cache, content_copy, capsys, monkeypatch, change):
    assert _check(capsys, "--content", str(content_copy))[0] == 0
    built: list[list[str]] = []
    full = pipeline.build

    def counted(content, variants=(), overlays=()):
        built.append(list(variants))
        return full(content, variants, overlays)
    monkeypatch.setattr(pipeline, "build", counted)
    if change == "content":
        edit(content_copy / "board" / "connections.wsdv", "connection leipzig -- jena                    lines 2",
             "connection leipzig -- jena                    lines 3")
        expected = "connections.wsdv:74:53: error: `lines` must be 1 or 2, found 3"
    elif change == "variant":
        path = sorted((content_copy / "variants" / "second_edition").rglob("*.wsdv"))[0]
        path.write_text(path.read_text(encoding="utf-8") + UNUSED_PHASE, encoding="utf-8")
        expected = "warning: no sequence runs phase 'extra_phase'"
    elif change == "icon texts":
        icons = content_copy / "locales" / "pl" / "icons.ftl"
        text = icons.read_text(encoding="utf-8")
        line = next(ln for ln in text.splitlines() if ln.startswith("icon-place-unrest ="))
        icons.write_text(text.replace(line + "\n", ""), encoding="utf-8")
        expected = "icon 'place_unrest' has no card text in pl"
    else:
        (content_copy / "extra.wsdv").write_text(UNUSED_PHASE, encoding="utf-8")
        expected = "warning: no sequence runs phase 'extra_phase'"
    code, _, err = _check(capsys, "--content", str(content_copy))
    assert expected in err
    assert code == (2 if change == "content" else 0)
    if change == "variant":  # the base's entry does not cover a variant's files: only the variant ran
        assert built == [["second_edition"]]




GOOD = {"warnings": [], "counts": {"side": 2}, "blue_lines": 76, "decades": 4}


@pytest.mark.parametrize("payload, checksum", [
    ({**GOOD, "counts": {"side": 99}}, False),  # edited without its checksum
    (b"not json", True),
    ([], True),
    ({**GOOD, "extra": 1}, True),
    ({**GOOD, "counts": {"side": -1}}, True),
    ({**GOOD, "counts": {"side": "2"}}, True),
    ({**GOOD, "counts": [["side", 2]]}, True),
    ({**GOOD, "blue_lines": True}, True),
    ({**GOOD, "decades": 4.5}, True),
    ({**GOOD, "warnings": [["/etc/passwd", [1, 1, None], "m", None]]}, True),  # not a file it read
    ({**GOOD, "warnings": [[["x"], None, "m", None]]}, True),
    ({**GOOD, "warnings": [["FILE", [100000, 1, None], "m", None]]}, True),  # past the file's end
    ({**GOOD, "warnings": [["FILE", [1, 0, None], "m", None]]}, True),
    ({**GOOD, "warnings": [["FILE", [1, "1", None], "m", None]]}, True),
    ({**GOOD, "warnings": [["FILE", None, 3, None]]}, True),
    ({**GOOD, "warnings": [["FILE", None, "m"]]}, True),
])
def test_an_entry_of_the_wrong_shape_is_rebuilt_not_trusted(disk_cache, content_copy, capsys, payload, checksum):
    (content_copy / "extra.wsdv").write_text(UNUSED_PHASE, encoding="utf-8")
    args = ("--content", str(content_copy), "--variant", "second_edition")
    first = _check(capsys, *args)
    [entry] = _entries(disk_cache)
    stored = entry.read_bytes()
    name = json.loads(stored.partition(b"\n")[2])["warnings"][0][0]
    if isinstance(payload, bytes):
        head = json.loads(stored.partition(b"\n")[0])
        head["sha256"] = hashlib.sha256(payload).hexdigest()
        entry.write_bytes(json.dumps(head).encode() + b"\n" + payload)
    else:
        poison(entry, json.loads(json.dumps(payload).replace('"FILE"', json.dumps(name))), checksum)
    assert _check(capsys, *args) == first
    assert entry.read_bytes() == stored  # written afresh by the full check


def test_a_well_formed_entry_is_believed_only_under_its_own_key(disk_cache, content_copy, capsys):
    """The key is the entry's file name and is also inside it: an entry copied under another
    content's key (a well-formed answer to another question) is not read."""
    assert _check(capsys, "--content", str(content_copy), "--variant", "second_edition")[0] == 0
    [entry] = _entries(disk_cache)
    (content_copy / "extra.wsdv").write_text(UNUSED_PHASE, encoding="utf-8")
    inputs = checkcache._inputs(content_copy, [content_copy / "variants" / "second_edition"])
    other = disk_cache / f"{cache.check_key(['second_edition'], *inputs)}.json"
    other.write_bytes(entry.read_bytes())
    assert "no sequence runs phase 'extra_phase'" in _check(capsys, "--content", str(content_copy),
                                                             "--variant", "second_edition")[2]


def test_no_cache_means_a_full_check(disk_cache, capsys, monkeypatch):
    monkeypatch.setenv("WSDV_NO_CACHE", "1")
    assert _check(capsys)[0] == 0
    assert not _entries(disk_cache)


def test_a_check_with_errors_is_not_stored(disk_cache, content_copy, capsys):
    (content_copy / "extra.wsdv").write_text("piece zz count 0 source rulebook\n", encoding="utf-8")
    assert _check(capsys, "--content", str(content_copy))[0] == 2
    assert not _entries(disk_cache)


# A check reads nothing the key does not cover, and runs no code the fingerprint does not cover.
_PROBE = """
import json, sys
opened = set()
sys.addaudithook(lambda event, args: opened.add(str(args[0])) if event == "open" and isinstance(args[0], str) else None)
from pathlib import Path
from interpreter import inputs
# (a file of a folder is opened a part at a time, relative to its folder: the audit sees only its last
# name, so the one reader says what it opened by the path it was given)
walk = inputs._walk
inputs._walk = lambda path, within, flags: opened.add(str(path)) or walk(path, within, flags)
from interpreter.rules import checkcache, pipeline
from interpreter.paths import content_dir
base = content_dir()
for variants in ([], ["second_edition"]):
    assert pipeline.build(base, variants).ok
roots, icons = checkcache._inputs(base, [base / "variants" / "second_edition"])
print(json.dumps({"opened": sorted(opened), "inputs": [str(Path(n).resolve()) for files in roots for n, _ in files]
                  + [str(Path(n).resolve()) for n, _ in icons],
                  "modules": sorted(str(Path(m.__file__).resolve()) for k, m in sys.modules.items()
                                    if k.startswith("interpreter") and getattr(m, "__file__", None))}))
"""


def test_the_key_covers_every_file_a_check_reads_and_every_module_it_runs():
    env = {"WSDV_NO_CACHE": "1", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"}
    out = subprocess.run([sys.executable, "-c", _PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True).stdout
    seen = json.loads(out)
    package = package_dir()
    from interpreter.paths import content_dir, grammar_dir

    content, grammar = content_dir().resolve(), grammar_dir().resolve()
    read = {Path(p).resolve() for p in seen["opened"]}
    from_content = {p for p in read if p.is_relative_to(content) and p.is_file()}
    assert from_content and from_content <= {Path(p) for p in seen["inputs"]}
    fingerprinted = {p.resolve() for p in package.rglob("*.py")}
    assert {Path(m) for m in seen["modules"]} <= fingerprinted
    assert {p for p in read if p.is_relative_to(grammar) and p.is_file()} <= {
        grammar / "wsdv.lark", *(grammar / "schemas").glob("*.json")}


def test_editing_a_module_in_a_sub_package_changes_the_checker_fingerprint(tmp_path):
    """The key covers every module of the package wherever it lives, not only the top level's: a copy of
    the package whose engine (a sub-package a check never imports) gains a comment keys differently."""
    package = package_dir()
    probe = "from interpreter.language import cache\nprint(cache.checker_fingerprint().hex())"
    keys = []
    for edit_engine in (False, True):
        copy = tmp_path / f"copy{int(edit_engine)}"
        shutil.copytree(package, copy / "interpreter", ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(ROOT / "grammar", copy / "grammar")
        if edit_engine:
            with open(copy / "interpreter" / "engine" / "state.py", "a", encoding="utf-8") as f:
                f.write("\n# a designer's local change\n")
        env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "WSDV_NO_CACHE": "1"}
        keys.append(subprocess.run([sys.executable, "-c", probe], cwd=copy, env=env, capture_output=True, text=True,
                                   check=True).stdout.strip())
    assert len(keys[0]) == 64 and keys[0] != keys[1]


def test_a_cached_check_imports_neither_the_reader_nor_the_engine(disk_cache):
    probe = ("import sys\nfrom interpreter.cli.main import main\ncode = main(['check', '-q'])\n"
             "print(code, ' '.join(sorted(sys.modules)))")
    env = {"WSDV_CACHE": str(disk_cache), "WSDV_NO_CACHE": "0", "PATH": "/usr/bin:/bin"}
    runs = [subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True,
                           check=True).stdout.split() for _ in range(2)]
    assert runs[0][0] == runs[1][0] == "0"
    assert "interpreter.checks.semantic" in runs[0]  # the first ran in full
    loaded = set(runs[1][1:])
    heavy = {"interpreter.language.loader", "interpreter.checks.semantic", "interpreter.rules.model", "interpreter.rules.pipeline",
             "interpreter.engine", "interpreter.words.diff", "interpreter.simulate", "interpreter.words.l10n", "lark",
             "jsonschema", "fluent", "rich", "dataclasses"}
    assert not heavy & loaded, heavy & loaded


def test_the_command_s_language_is_chosen_without_the_l10n_library():
    """The language choice (words/languages.py) lives outside the l10n package, whose __init__ imports
    the localizer: a cached check imports it at the top of cli/options.py and must load no Fluent."""
    probe = ("import sys\nfrom interpreter.words.languages import available_languages, choose_language\n"
             "print(choose_language('pl', available_languages()), ' '.join(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env={"PATH": "/usr/bin:/bin"}, capture_output=True,
                         text=True, check=True).stdout.split()
    assert out[0] == "pl"
    loaded = set(out[1:])
    assert "interpreter.words.languages" in loaded
    assert not {m for m in loaded if m.startswith(("interpreter.words.l10n", "fluent", "babel"))}


def _commands(p) -> set[str]:
    return set(_commands_in_order(p))


def _commands_in_order(p) -> list[str]:
    return list(next(a for a in p._actions if a.dest == "command").choices)


def _helps(p, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], tuple[str, str]]:
    """Every parser under `p` (sub-commands and their actions): its help and usage, by its words."""
    found = {path: (p.format_help(), p.format_usage())}
    for action in p._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found |= _helps(child, (*path, name))
    return found


def _whole():
    """The parser of every command at once, each module registering its own (what `wsdv --help` was
    built from before its list came from cli/commands.py): what the parts are held to."""
    p, sub = top()
    for module in dict.fromkeys(c.module for c in COMMANDS.values()):
        import_module(f"interpreter.cli.{module}").register(sub)
    return p


def test_a_command_gets_the_parsers_of_its_own_module_alone():
    # (building every command's parser was about 15 ms a command line: the tests run thousands)
    every = _commands(_whole())
    assert every == set(COMMANDS)   # the table names what the modules register, in their order
    assert list(_commands_in_order(_whole())) == list(COMMANDS)
    assert {"check", "cards", "play", "replay", "scenario", "diff", "simulate", "site", "l10n", "rename"} <= every
    assert _commands(parser("check")) == {"check"}
    assert _commands(parser("play")) == {"play", "replay", "scenario"}
    for command, listed in COMMANDS.items():
        assert _commands(parser(command)) == {c for c, m in COMMANDS.items() if m.module == listed.module}, command
    for first in (None, "--version", "-h", "nope", "--lang"):   # no command named: every command is listed
        assert _commands(parser(first)) == every


def test_the_list_of_commands_imports_no_command_s_module():
    """`wsdv --help` prints the list from cli/commands.py: no command's module, no engine, no site."""
    probe = ("import contextlib, io, sys\nfrom interpreter.cli.main import main\n"
             "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
             "    try:\n        main(['--help'])\n    except SystemExit as done:\n        code = done.code\n"
             "print(code, 'simulate' in out.getvalue(), ' '.join(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env={"PATH": "/usr/bin:/bin"}, capture_output=True,
                         text=True, check=True).stdout.split()
    assert out[:2] == ["0", "True"]
    loaded = set(out[2:])
    assert not {f"interpreter.cli.{c.module}" for c in COMMANDS.values()} & loaded
    assert not {m for m in loaded if m.startswith(("interpreter.engine", "interpreter.site", "interpreter.simulate"))}


def test_a_command_s_own_parser_helps_and_refuses_in_the_words_of_the_whole_one(capsys):
    whole = _helps(_whole())
    assert _helps(parser())[()] == whole[()]   # the list says what the modules' parsers say
    for command in COMMANDS:
        own = _helps(parser(command))
        assert own.pop(()) != whole[()]   # the top parser's help lists fewer commands ...
        for path, words in own.items():   # ... and each of its command's parsers is the same
            assert words == whole[path], path
    # and the errors main reports from the command's own parser are the whole parser's
    for argv in (["cards", "--no-such-option"], ["replay"], ["site"], ["site", "nope"], ["map", "--seed", "x"],
                 ["l10n", "status", "--bogus"]):
        with pytest.raises(SystemExit) as ours:
            main(argv)
        said = capsys.readouterr().err
        with pytest.raises(SystemExit) as refused:
            _whole().parse_args(argv)
        assert (ours.value.code, said) == (refused.value.code, capsys.readouterr().err), argv
        assert said.startswith("usage: wsdv"), said


