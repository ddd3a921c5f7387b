"""Shared fixtures: the shipped content, a designer's temp copy of it, and the pipeline."""

from __future__ import annotations

import json
import os
import pickle
import shutil
import time
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax.ast import Resource
from wsdvtest import ahead, wanted

import interpreter.cli.l10n
import interpreter.cli.new
import interpreter.cli.rename
import interpreter.site.build
import interpreter.words.translations
from interpreter import outputs
from interpreter.checks import rulings
from interpreter.language import loader
from interpreter.paths import content_dir
from interpreter.rules import pipeline
from interpreter.rules.pipeline import Result, build
from interpreter.site.build import SiteResult, build_site
from interpreter.words.l10n import catalog, checks, status

ROOT = Path(__file__).resolve().parent.parent

# Tests leave the user's disk cache alone (tests/test_cache.py turns it on in a temp folder).
os.environ["WSDV_NO_CACHE"] = "1"
# Commands print in the environment's language when no --lang is given; tests expect English
# unless they ask for another language (tests/test_lang_commands.py sets LANG itself).
for _var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_var, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture
def reader(monkeypatch):
    """Set the environment's language for a command run in the test (the reader's): `reader("de_DE.UTF-8")`."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)

    def use(locale: str) -> None:
        monkeypatch.setenv("LANG", locale)
    return use


def pytest_addoption(parser) -> None:
    parser.addoption("--cpu-times", metavar="FILE", default=None,
                     help="append each test's CPU time (this process and the subprocesses it waited for) to FILE "
                          "as JSON lines, and list the costliest files and tests at the end")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """With --cpu-times: the test's CPU time, setup and teardown included, with its child processes'
    ("children": the commands it waited for, and the browser, whose processes outlive a test, by what
    they spent during it). On a shared machine the wall-clock times of --durations count the time
    other processes held the cores; CPU time does not."""
    log = item.config.getoption("--cpu-times")
    if log is None:
        yield
        return
    cpu, wall, before, running = time.process_time(), time.perf_counter(), os.times(), _descendants_cpu()
    start = time.time()  # (the clock the workers share: where the test lies in the run, for `_workers_busy`)
    yield
    after = os.times()
    # (When the browser stops, most of what its processes spent leaves the count: those that outlive
    # Chromium's main process are waited for by init, not by this process. The test it stops after
    # then counts none of the browser's time, which the tests that used it counted as it ran.)
    children = max(0.0, after.children_user + after.children_system - before.children_user - before.children_system
                   + _descendants_cpu() - running)
    with open(log, "a", encoding="utf-8") as f:  # one short line per write: workers append to one file
        f.write(json.dumps({"test": item.nodeid, "cpu": round(time.process_time() - cpu + children, 3),
                            "children": round(children, 3), "wall": round(time.perf_counter() - wall, 3),
                            "worker": os.environ.get("PYTEST_XDIST_WORKER", "main"), "start": round(start, 3)}) + "\n")


def _descendants_cpu() -> float:
    """The CPU seconds of this process's descendants still running (a browser and its renderers, the
    Playwright driver that started it), with what each has waited for of its own children (a closed
    renderer's time is its parent's then). A process that ends moves its time to its parent's count,
    and to `os.times()`'s children once this process waits for it: the sum goes on, nothing counted twice."""
    parents: dict[int, list[tuple[int, float]]] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:  # (it ended meanwhile)
            continue
        fields = text[text.rindex(")") + 2:].split()  # after the command's name, which may hold spaces
        # fields[1] is the parent's id; [11:15] utime, stime, cutime, cstime in clock ticks
        parents.setdefault(int(fields[1]), []).append((int(stat.parent.name), sum(map(int, fields[11:15])) / tick))
    total, todo = 0.0, [os.getpid()]
    while todo:
        for pid, seconds in parents.get(todo.pop(), ()):
            total += seconds
            todo.append(pid)
    return total


def pytest_terminal_summary(terminalreporter, config) -> None:
    log = config.getoption("--cpu-times")
    if log is None or os.environ.get("PYTEST_XDIST_WORKER") or not Path(log).exists():
        return
    rows = [json.loads(line) for line in Path(log).read_text(encoding="utf-8").splitlines() if line]
    files: Counter[str] = Counter()
    for r in rows:
        files[r["test"].split("::")[0]] += r["cpu"]
    say = terminalreporter.write_line
    say(f"CPU time of {len(rows)} tests: {sum(files.values()):.0f} s, child processes' {sum(r.get('children', 0) for r in rows):.0f} s "
        f"of it (the file {log} holds each test's)")
    for name, cpu in files.most_common(15):
        say(f"{cpu:8.1f} s  {name}")
    for r in sorted(rows, key=lambda r: -r["cpu"])[:15]:
        say(f"{r['cpu']:8.1f} s  {r['test']}")
    busy = _workers_busy(rows)
    if busy:
        say(busy)


def _workers_busy(rows: list[dict]) -> str | None:
    """How busy the workers were while tests ran: their tests' CPU, Chromium's and every child
    process's included, over the time from the first test's start to the last one's end on as many
    workers; and when each worker's last test ended, which shows a tail one worker ran alone.

    `/usr/bin/time` over `pytest -n auto` cannot tell this: it counts only the processes that were
    waited for, and most of Chromium's are not (those that outlive the browser's main process are
    waited for by init): of the 26.4 s of CPU a script's Chromium and Playwright spent loading
    pages, `/usr/bin/time` counted 9.4 s (28 Nov). Its "Percent of CPU" for the suite leaves out
    most of the browser tests' time."""
    rows = [r for r in rows if "start" in r]
    if not rows:
        return None
    ends: dict[str, float] = {}
    for r in rows:
        ends[r["worker"]] = max(ends.get(r["worker"], 0.0), r["start"] + r["wall"])
    first = min(r["start"] for r in rows)
    span = max(ends.values()) - first
    cpu = sum(r["cpu"] for r in rows)
    last = ", ".join(f"{w} at {end - first:.0f} s" for w, end in sorted(ends.items()))
    return (f"Tests ran {span:.0f} s on {len(ends)} worker(s), using {cpu:.0f} s of CPU: "
            f"{100 * cpu / max(span * len(ends), 1e-9):.0f} % of the workers' time; the last test ended {last}")


class _Recent(dict):
    """A memory of the ``keep`` most recently used answers (the fixtures below keep what a check or
    a build found): :meth:`take` removes an answer to hand it out, :meth:`put` gives it back as the
    most recent, and the least recent go past the bound."""

    def __init__(self, keep: int) -> None:
        super().__init__()
        self.keep = keep

    def take(self, key):
        return self.pop(key, None)

    def put(self, key, value) -> None:
        self[key] = value
        while len(self) > self.keep:
            del self[next(iter(self))]


class _ParsedOnce(FluentParser):
    """Fluent's parser with the trees it made kept by text (see `fluent_parsed_once`)."""

    trees = _Recent(300)  # the shipped locale files are about 80; a test's edited file is seldom read again

    def parse(self, source: str) -> Resource:
        key = (self.with_spans, source)
        tree = self.trees.take(key)
        if tree is None:
            tree = super().parse(source)
        self.trees.put(key, tree)
        return tree


@pytest.fixture(scope="session", autouse=True)
def fluent_parsed_once():
    """The locale catalogs of every test parsed once per text, not once per folder.

    `interpreter.words.l10n.catalog` keeps the catalogs it parsed by folder, and hundreds of tests
    run `wsdv l10n` on their own temp copy of the content (`content_copy`), each a new folder whose
    66 locale files Fluent's parser (pure Python, char by char) read again: about half of such a
    command's CPU. The tree is a function of the text alone, and wsdv never changes a parsed tree
    (catalogs are shared within a process; `stubs.stub` copies an entry before it edits it), so the
    tree of a text parsed before is the tree. Every check on the trees still runs in every test.

    A build reads the English files again for the ids the rulings name (`checks.rulings`), with a
    parser of its own: wsdv kept the 64 most recent trees (`fluentfiles._tree`; 160 since 28 Nov, every
    shipped file), which a command that read every language's files (`l10n check`, `status`) had filled with others, so the first
    build of each new `content_copy` after such a command (in any test before) parsed English's 16
    files again, about 0.4 s of CPU. That parser keeps its trees here too."""

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(catalog, "FluentParser", _ParsedOnce)
        patch.setattr(rulings, "FluentParser", _ParsedOnce)
        yield


def _folder_bytes(folder: Path) -> tuple[tuple[str, bytes], ...]:
    """Every file directly in ``folder``, by name, with its bytes (what a language's checks read)."""
    return tuple((p.name, p.read_bytes()) for p in sorted(folder.iterdir()) if p.is_file())


class _CheckedOnce:
    """`checks.check_catalog` with what it found kept by the bytes it was found in (see `l10n_checked_once`)."""

    def __init__(self, check) -> None:
        self.check = check
        self.found = _Recent(400)  # a language of a set of one test's folder is seldom checked again in another form

    def key(self, cat, en, record, icon_texts) -> tuple | None:
        """The bytes of the two folders, which files of them each catalog read and what it could not
        read (a file over a size limit a test lowered, one it may not open), and the content's icon
        texts; None: not to be kept."""
        folders = (Path(cat.folder), Path(en.folder))
        if not all(f.is_dir() for f in folders) or not record.path.is_relative_to(folders[0]):
            return None
        try:
            files = _folder_bytes(folders[0]), _folder_bytes(folders[1])
        except OSError:  # a file of the folder this process may not read: the check says so, afresh
            return None
        read = tuple((c.lang, tuple(sorted(p.name for p in c.texts)),
                      tuple((Path(p).name, line, col, said) for p, line, col, said, _ in c.syntax_errors))
                     for c in (cat, en))
        return read, files, str(record.path.relative_to(folders[0])), tuple(sorted(icon_texts))

    def __call__(self, st, cat, en, en_units, record, icon_texts=()) -> None:
        key = self.key(cat, en, record, icon_texts)
        kept = None if key is None else self.found.take(key)
        folders = (Path(cat.folder), Path(en.folder))
        if kept is None:
            before, translated = len(st.problems), st.translated
            self.check(st, cat, en, en_units, record, icon_texts)
            if key is None:
                return
            portable = self._portable(st.problems[before:], folders)
            if portable is None:
                return
            kept = portable, st.translated - translated
        else:
            found, translated = kept
            st.problems.extend(replace(p, file=None if which is None else folders[which] / rel)
                               for p, which, rel in found)
            st.translated += translated
        self.found.put(key, kept)

    @staticmethod
    def _portable(problems, folders: tuple[Path, Path]) -> list[tuple] | None:
        """The problems with each file named by the folder it lies in (0: the language's, 1: English's)
        and its path there; None where one names a place outside both, or a folder in its words (such
        a finding is not the same in another copy of the files, so it is not kept)."""
        roots = {str(f.parent.parent) for f in folders}
        out = []
        for p in problems:
            said = repr((p.message, p.hint, p.words, p.hint_words))
            if any(root in said for root in roots):
                return None
            if p.file is None:
                out.append((p, None, None))
                continue
            which = next((i for i, f in enumerate(folders) if Path(p.file).is_relative_to(f)), None)
            if which is None:
                return None
            out.append((replace(p, file=None), which, Path(p.file).relative_to(folders[which])))
        return out


@pytest.fixture(scope="session", autouse=True)
def l10n_checked_once():
    """The checks of one language's locale files run once per bytes, not once per folder.

    Hundreds of tests run `wsdv l10n check` or `status` (and site builds measure each language's
    coverage) on their own temp copy of the content: each command checks every language of every
    set of Fluent files again (about 0.15 s of CPU a language, two sets of six), though most tests
    edit one file of one language, or none. `checks.check_catalog` reads nothing but the two
    catalogs (parsed from the files of the language's folder and of English's), the files beside
    them in those folders (the translation record, `same-as-english.txt`, the term base, the
    work-in-progress marker), the record passed in and the content's icon texts (whose variables it
    knows); what it finds is a function of those bytes and those ids.
    So a language whose folder and English's folder hold the same bytes as one checked before gets
    the same findings, each file placed in this copy's folder. A finding that names a place outside
    the two folders is never kept. Every check still runs once for each new set of bytes: the tests
    that edit a file to provoke a finding provoke it afresh."""

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(checks, "check_catalog", _CheckedOnce(checks.check_catalog))
        yield


class _CyclesCheckedOnce:
    """`status.check_cycles` with what it found kept by the catalog it looked at (see `cycles_checked_once`)."""

    def __init__(self, check) -> None:
        self.check = check
        self.found = _Recent(48)  # id(catalog): (the catalog itself, its problems); two sets of six languages and a few copies

    def __call__(self, st, cat) -> None:
        kept = self.found.take(id(cat))
        if kept is None or kept[0] is not cat:  # (an id is unique only while its object lives: it is held here)
            before = len(st.problems)
            self.check(st, cat)
            kept = (cat, st.problems[before:])
        else:
            st.problems.extend(kept[1])
        self.found.put(id(cat), kept)


@pytest.fixture(scope="session", autouse=True)
def cycles_checked_once():
    """The reference-cycle check a command makes of its language's catalog runs once per catalog.

    Every command that takes a language (`play`, `replay`, `check`, `cards`, ...) first asks whether
    the locale files of that language and of English can be used (`status.unreadable_report`), and
    part of that is `check_cycles`: a walk over every node of every message, some 20 ms a language,
    half of what a refused `wsdv play --lang pl` costs. A process reads a folder's catalog once and
    hands out that same catalog while the folder's bytes stay the same (`catalog.read_catalog`);
    a catalog is never changed after it is read, so what the walk finds in it is what it found the
    first time, and its findings (frozen `Problem`s) are given again. A test that edits a locale
    file gets a new catalog, checked afresh."""

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(status, "check_cycles", _CyclesCheckedOnce(status.check_cycles))
        yield


class _BuiltOnce:
    """`pipeline.build` with the rules it built kept by everything the build read (see `builds_kept`)."""

    def __init__(self, build) -> None:
        self.build = build
        self.found = _Recent(16)  # the shipped content with and without its variants, and a test's copy or two

    @staticmethod
    def _files(folder: Path) -> tuple | None:
        """Every file under ``folder`` with its bytes, by path; None where one is no plain file (a FIFO,
        a device: never read here) or cannot be read: such a build is not kept."""
        out = []
        try:
            for path in sorted(folder.rglob("*")):
                if path.is_dir():
                    continue
                if not path.is_file():
                    return None
                out.append((str(path), path.read_bytes()))
        except OSError:
            return None
        return tuple(out)

    def key(self, content, variants, overlays) -> tuple | None:

        if os.environ.get("WSDV_NO_CACHE") != "1":  # a test of the disk cache: every build goes through it
            return None
        base = Path(content) if content is not None else pipeline.content_dir()
        read = [self._files(f) for f in (base, *(Path(o) for o in overlays))]
        if any(r is None for r in read) or not all(Path(o).is_dir() for o in overlays):
            return None
        # what the build runs (a test may put another in its place), this process's parse memory (a
        # test that empties it wants a fresh parse), and where it runs (diagnostics name paths from there)
        code = (pipeline.load, pipeline.check, pipeline.compile_rules, id(loader._PARSED))
        return (str(base), tuple(variants), tuple(map(str, overlays)), os.getcwd(), code, tuple(read))

    def __call__(self, content=None, variants=(), overlays=()) -> Result:
        key = self.key(content, variants, overlays)
        kept = None if key is None else self.found.take(key)
        if kept is None:
            kept = self.build(content, variants, overlays)
            if key is None or not kept.ok:
                return kept
        self.found.put(key, kept)
        return kept


@pytest.fixture(scope="session", autouse=True)
def builds_kept():
    """A command run again on the same content in this process builds its rules once.

    Hundreds of tests run `wsdv play`, `check`, `cards`, `replay`... in their own process (`main`):
    each built the rules again (their checks, some 50 ms) and, having a new rules model, compiled the
    content's code again for its first game (`game.program_for`), about half of what such a command
    costs once the process has read the files. A build's answer is a function of the files it reads
    (the content folder with its variants and locales, the overlay folders: their bytes are the key,
    with the variants, the folder where it runs and the functions it calls), and neither a command nor
    a game changes the rules model or the report it was handed. So a build that passed is kept and
    handed to the next command that asks with the same files; a failed one is built again each time,
    and with wsdv's disk cache on (tests/test_cache.py, tests/test_check_cache.py) nothing is kept.
    The commands of the text workflow (`l10n`, `new`, `rename`, and the translations' record `l10n`
    reads) bind `build` when they are imported, and they build most: an `l10n status` built the
    content and each variant, then the same again for the prose's versions (about 0.3 s of CPU each
    time), and a test runs several such commands on its copy. They get the kept builds too (the same
    key: a file they changed, a `new` or a `confirm`, is a new build). The site's build alone keeps
    the original, so the shared site builds (`once_per_run`) build as they always did; the rest
    (every command's `build_rules`, `interpreter.load`, simulate's games, the check cache) ask the
    pipeline module at each build."""

    assert interpreter.site.build.build is interpreter.words.translations.build is pipeline.build
    kept = _BuiltOnce(pipeline.build)
    with pytest.MonkeyPatch.context() as patch:
        for module in (pipeline, interpreter.cli.l10n, interpreter.cli.new, interpreter.cli.rename,
                       interpreter.words.translations):
            patch.setattr(module, "build", kept)
        yield


@pytest.fixture(scope="session")
def shipped() -> Result:
    """The shipped content, built once per test session."""
    result = build()
    assert result.ok, result.report.render()
    return result


@pytest.fixture(scope="session")
def rules(shipped):
    return shipped.rules


@pytest.fixture
def content_copy(tmp_path: Path) -> Path:
    """A temp copy of the shipped content that a test may edit like a designer would."""
    dest = tmp_path / "content"
    shutil.copytree(content_dir(), dest)
    return dest


@pytest.fixture
def disk_cache(tmp_path: Path, monkeypatch) -> Path:
    """wsdv's disk cache in a fresh folder of this test, on, with nothing kept in this process's memory."""

    folder = tmp_path / "cache"
    monkeypatch.setenv("WSDV_CACHE", str(folder))
    monkeypatch.setenv("WSDV_NO_CACHE", "0")
    monkeypatch.setattr(loader, "_PARSED", {})  # no help from this process's memory
    return folder


@dataclass
class Rebuilt:
    """A site built, copied, and the copy rebuilt in place (see `rebuilt_site`)."""
    root: Path        # holds `out` and `markdown` and nothing else, unless a build left something behind
    out: Path         # the copy of the first build, rebuilt
    markdown: Path    # the rebuild's Markdown tree
    first: SiteResult  # what the first build answered
    first_out: Path   # the first build's site, as it built it (never changed)
    first_markdown: Path  # and its Markdown tree
    first_marked: bool  # whether the first build marked its site as wsdv's
    first_inode: int  # `out/index.html` before the rebuild
    again: SiteResult  # what the rebuild answered
    stray: Path       # a file written into `out` between the two builds


def _make_rebuilt(shared: Path) -> None:
    """The builds of `rebuilt_site`: the first in `shared/first`, the rebuild of its copy in `shared/builds`,
    and what each answered in `shared/answers.pickle`."""
    # The first: the shipped content's site in English and Polish (`wsdv site build --language pl`), with
    # its Markdown tree, kept as it is built: it is the two-language site tests/site/ reads (`polish_site`).
    first_out, first_md = shared / "first" / "site", shared / "first" / "markdown"
    first = build_site(first_out, markdown=first_md, languages=["pl"])
    marked = outputs.is_marked(first_out)
    # Its copy (wsdv's mark with it), with a stray file, rebuilt in place: without cards and in English
    # alone (a designer's preview, built again into the folder of an earlier build). What the rebuild is
    # there for, the swap of wsdv's own folder, is the same for any content or language; a site without
    # cards is a language's as any other's. That every language has every site string (a result's
    # `missing_strings`) is test_site_pages.py's check of each language's site.ftl, and MkDocs' warnings
    # in every language are the shipped site's check.
    (shared / "builds").mkdir()
    out, markdown = shared / "builds" / "out", shared / "builds" / "md"
    shutil.copytree(first_out, out)
    inode = (out / "index.html").stat().st_ino
    (out / "stray.html").write_text("from an older build")
    again = build_site(out, cards=[], markdown=markdown, languages=["en"])
    # What the builds answered, for the workers that did not make them (a file this fixture wrote).
    (shared / "answers.pickle").write_bytes(pickle.dumps((first, marked, inode, again)))


# A worker may make it while it waits for another shared build (tests/wsdvtest.py `ahead`; CPU seconds measured 28 Nov 2026).
_rebuilt_made = ahead("rebuilt", "rebuilt_site", _make_rebuilt, seconds=17)


def pytest_collection_finish(session) -> None:
    """The shared builds this run's tests ask for, which a worker may make while it waits for another's."""
    wanted(session.items)


@pytest.fixture(scope="session")
def rebuilt_site(tmp_path_factory) -> Rebuilt:
    """A site built, then a copy of it rebuilt in place, once per test run for every xdist worker
    (`wsdvtest.once_per_run`): the tests of the atomic swap (tests/test_outputs.py,
    tests/site/test_site_pages.py) read these builds instead of making two each, as a build takes
    seconds. The first is the shipped content's in English and Polish, which tests/site/ reads as the
    two-language site (`polish_site`); the rebuild, without cards and in English alone, is about the
    swap (and a site without cards)."""
    shared = _rebuilt_made(tmp_path_factory)
    first, marked, inode, again = pickle.loads((shared / "answers.pickle").read_bytes())
    root = shared / "builds"
    return Rebuilt(root, root / "out", root / "md", first, shared / "first" / "site", shared / "first" / "markdown",
                   marked, inode, again, root / "out" / "stray.html")
