"""The documentation is held to the repository it describes.

Code moves (the package was rebuilt in floors) and the prose about it stays behind: a path that
no longer exists, a function that was renamed, a folder that was never in the repository.  A
reader who follows such a pointer finds nothing, so these tests follow every one of them:

- every path of this repository written in README.md and docs/**/*.md, and in the comments and
  docstrings of the package, the scripts, the benchmarks and the tests, exists (a pattern such as
  `docs/<lang>/site.ftl` matches at least one file);
- every relative link of those documents leads to a file, and to a heading where it names one;
- every Python name a document writes in code, `interpreter.words.prose` or `module.function` of a
  module of the package (`options.language_for`), imports and has that attribute;
- README.md stays a front door, under 12 KB;
- nothing points into a research folder: the project's research notes are not in the repository.
"""

from __future__ import annotations

import ast
import importlib
import io
import re
import tokenize
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "interpreter"
DOCUMENTS = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md"), ROOT / "editors" / "README.md"])
# Python files whose comments and docstrings are read: the package, the scripts (no suffix), the benchmarks,
# the tests.
SCRIPTS = [p for p in (ROOT / "scripts").iterdir() if p.is_file()
           and p.read_text(encoding="utf-8").startswith("#!/usr/bin/env python")]
SOURCES = sorted([*(ROOT / PACKAGE).rglob("*.py"), *SCRIPTS, *(ROOT / "benchmarks").glob("*.py"),
                  *(p for p in (ROOT / "tests").rglob("*.py") if "fixtures" not in p.parts)])
TOP = ("interpreter", "tests", "docs", "content", "scripts", "benchmarks", "grammar", "editors")
PATH = re.compile(rf"(?<![\w./<>$~-])(?:{'|'.join(TOP)})/[\w./<>*{{}}-]*")
CODE = re.compile(r"`([^`\n]+)`")
DOTTED = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:\(.*\))?$")  # a call's arguments may follow
PACKAGE_NAME = re.compile(rf"\b{PACKAGE}(?:\.[A-Za-z_]\w*)+")
# The last part of a file's name, not an attribute: `site.ftl`, `report.md`.
EXTENSIONS = {"md", "ftl", "py", "json", "jsonl", "svg", "html", "yaml", "yml", "wsdv", "lark", "txt", "css",
              "js", "toml", "xml", "png", "cfg", "lock", "sh"}
WHEEL = "interpreter/_data/"  # pyproject.toml: the wheel's copy of grammar/, content/, docs/
MAX_README = 12 * 1024
FOLDER = "research" + "/"  # written so that this file does not point at it itself


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def documents() -> dict[str, str]:
    return {rel(p): p.read_text(encoding="utf-8") for p in DOCUMENTS}


@cache
def prose_of_source(path: Path) -> str:
    """The comments and docstrings of a Python file: what it says to a reader, not its code (kept for
    the run: two tests read it from every source file, and tokenizing them all costs seconds)."""
    text = path.read_text(encoding="utf-8")
    parts = [tok.string for tok in tokenize.generate_tokens(io.StringIO(text).readline) if tok.type == tokenize.COMMENT]
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                parts.append(doc)
    return "\n".join(parts)


def path_pattern(written: str) -> str | None:
    """A path as written in prose, as a glob from the repository's root; None for a bare folder name
    (`docs/` alone) or text that only looks like a path."""
    written = re.sub(r"(?::\d+)+$", "", written.rstrip(".,:;)"))  # a place in a file: path:line:col
    written = written.removeprefix(WHEEL)  # where a wheel carries grammar/, content/ and docs/
    parts = [p for p in written.split("/") if p]
    if len(parts) < 2:
        return None
    glob = []
    for part in parts:
        part = re.sub(r"<[^>]*>|\{[^}]*\}", "*", part)
        if re.fullmatch(r"[A-Z][A-Z_]*", part) or part == "...":  # NAME, DIR: a placeholder
            part = "*"
        glob.append(part)
    return "/".join(glob)


def missing_paths(where: str, text: str) -> list[str]:
    out = []
    for m in PATH.finditer(text):
        pattern = path_pattern(m.group(0))
        if pattern is not None and not any(ROOT.glob(pattern)):
            out.append(f"{where}: {m.group(0)}")
    return out


def test_every_path_a_document_names_exists():
    problems = [p for name, text in documents().items() for p in missing_paths(name, text)]
    assert problems == [], "paths that are not in the repository:\n" + "\n".join(problems)


def test_every_path_a_comment_or_docstring_names_exists():
    problems = [p for path in SOURCES for p in missing_paths(rel(path), prose_of_source(path))]
    assert problems == [], "paths that are not in the repository:\n" + "\n".join(problems)


def slug(heading: str) -> str:
    """A heading's anchor as MkDocs and GitHub make it (for the headings these documents use)."""
    text = re.sub(r"[`*_]|\{.*\}", "", heading).strip().lower()
    return re.sub(r"\s+", "-", re.sub(r"[^\w\s-]", "", text))


def test_every_relative_link_leads_somewhere():
    """(The pages of docs/<lang>/ link to pages of the generated site, which the site's build checks.)"""
    problems = []
    for name, text in documents().items():
        if re.match(r"docs/[a-z]{2,3}(?:[-_]\w+)?/", name):
            continue
        text = re.sub(r"```.*?```", "", text, flags=re.S)
        for label, target in re.findall(r"\[([^\]]+)\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:|#", target):
                continue
            path, _, anchor = target.partition("#")
            file = (ROOT / name).parent / path
            if not file.exists():
                problems.append(f"{name}: [{label}]({target}): no such file")
            elif anchor and file.suffix == ".md":
                headings = re.findall(r"^#+ (.+)$", file.read_text(encoding="utf-8"), flags=re.M)
                if anchor not in {slug(h) for h in headings}:
                    problems.append(f"{name}: [{label}]({target}): no such heading")
    assert problems == [], "\n".join(problems)


@cache
def module_names() -> dict[str, list[str]]:
    """Each module and package of the package by its last name: `options` -> interpreter.cli.options."""
    out: dict[str, list[str]] = {}
    for path in (ROOT / PACKAGE).rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        if parts[-1] != "__main__" and len(parts) > 1:
            out.setdefault(parts[-1], []).append(".".join(parts))
    return out


def resolves(dotted: str) -> bool:
    """Whether `a.b.c` is a module of the package, or an attribute of one (after the longest part that
    imports)."""
    parts = dotted.split("(")[0].split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ModuleNotFoundError:
            continue
        except ImportError:  # a module of an optional extra that is not installed here: it is there
            return True
        try:
            for attr in parts[i:]:
                obj = getattr(obj, attr)
        except AttributeError:
            return False
        return True
    return False


def variables(text: str) -> set[str]:
    """The names a document's own Python examples assign (`rules = interpreter.load()`): a span
    `rules.play` then names that variable's attribute, not the module `interpreter.rules`."""
    names: set[str] = set()
    for block in re.findall(r"```python\n(.*?)```", text, re.S):
        try:
            tree = ast.parse(block)
        except SyntaxError:
            continue
        names |= {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        names |= {a.arg for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) for a in n.args.args}
    return names


def python_names(text: str) -> set[str]:
    """The names of the package that a text writes in code: every `interpreter.words.prose...`, and a span that
    is one `module.name` where `module` is a module of the package (each candidate module is tried) and
    not a variable of the document's own examples."""
    found = set()
    own = variables(text)
    for span in CODE.findall(text):
        found |= set(PACKAGE_NAME.findall(span))
        span = span.strip()
        first, _, rest = span.partition(".")
        if DOTTED.match(span) and first in module_names() and first not in own and rest.split(".")[-1] not in EXTENSIONS:
            found.add(span)
    return found


def unresolved(name: str) -> bool:
    if name.startswith(PACKAGE + "."):
        return not resolves(name)
    first, _, rest = name.partition(".")
    return not any(resolves(f"{module}.{rest}") for module in module_names()[first])


def test_every_python_name_a_document_writes_exists():
    problems = [f"{doc}: `{name}`" for doc, text in documents().items()
                for name in sorted(python_names(text)) if unresolved(name)]
    assert problems == [], "names that do not exist in the package:\n" + "\n".join(problems)


def test_every_package_name_a_docstring_writes_exists():
    problems = []
    for path in SOURCES:
        for name in sorted(set(PACKAGE_NAME.findall(prose_of_source(path)))):
            if unresolved(name.rstrip(".")):
                problems.append(f"{rel(path)}: {name}")
    assert problems == [], "names that do not exist in the package:\n" + "\n".join(problems)


def test_the_readme_is_a_front_door():
    size = len((ROOT / "README.md").read_bytes())
    assert size < MAX_README, f"README.md has {size} bytes; the guide (docs/guide/) is the place for details"


def test_nothing_points_at_a_research_folder():
    """The project's research notes are not in this repository: a fact is cited by the rulebook's
    section, the card or the almanac's entry, never by a path to a note."""
    files = [ROOT / "README.md", ROOT / "Makefile", ROOT / "pyproject.toml", *(ROOT / ".ci").glob("*")]
    for top in TOP:
        files += [p for p in (ROOT / top).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    found = []
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # a font, a picture
        found += [f"{rel(path)}:{text.count(chr(10), 0, m.start()) + 1}" for m in re.finditer(re.escape(FOLDER), text)]
    assert found == [], "references to a folder the repository does not have:\n" + "\n".join(found)


@pytest.mark.parametrize(("text", "caught"), [
    ("see `interpreter/prose.py`", "path"),
    ("`docs/<lang>/nothing.ftl`", "path"),
    ("the option comes from `cli._lang_arg`", "name"),
    ("`interpreter.words.l10n.language_for`", "name"),
    ("`l10n.language_for(args)`", "name"),
])
def test_a_stale_pointer_is_caught(text: str, caught: str):
    """The checks above catch what they are for (the stale pointers this test was written after)."""
    if caught == "path":
        assert missing_paths("x", text)
    else:
        assert any(unresolved(n) for n in python_names(text)), python_names(text)


@pytest.mark.parametrize("text", ["`docs/<lang>/site.ftl`", "`content/variants/NAME/`", "`site.ftl`",
                                  "`interpreter.cli.options.language_for`", "`options.language_or_report`",
                                  "content/board/provinces.wsdv:23:55: error"])
def test_a_right_pointer_passes(text: str):
    assert not missing_paths("x", text)
    assert not any(unresolved(n) for n in python_names(text))
