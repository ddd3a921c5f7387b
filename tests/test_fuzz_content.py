"""Property test: however a designer mangles a shipped content file, the checker answers in words.

Random mutations of valid content files (lines deleted, duplicated or swapped, tokens swapped,
random bytes or unicode inserted, deep nesting, the file truncated) must never make
``interpreter.rules.pipeline.build`` raise, and never make ``wsdv check`` print a traceback.  The
result is either a compiled model or a non-empty list of diagnostics, each naming a file and
saying something.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interpreter.language.loader import content_files
from interpreter.paths import content_dir
from interpreter.rules.pipeline import build

ROOT = Path(__file__).resolve().parent.parent
# The files and their texts, read once: examples must not depend on files changing mid-run.
ORIGINALS = {p.relative_to(content_dir()).as_posix(): p.read_text(encoding="utf-8")
             for p in content_files(content_dir(), skip_variants=False)}
BASE_FILES = sorted(ORIGINALS)
_TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|[0-9]+|\"[^\"\n]*\"|--|\.\.|==|[^\sA-Za-z0-9_]")


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


@st.composite
def mutation(draw, text: str) -> bytes:
    """One random edit of a content file's text, as the bytes written back."""
    lines = _lines(text)
    n = len(lines)
    kind = draw(st.sampled_from(["delete", "duplicate", "swap_lines", "swap_tokens", "bytes",
                                 "unicode", "truncate", "delete_chars", "nest"]))
    if kind == "delete" and n:
        i = draw(st.integers(0, n - 1))
        return "".join(lines[:i] + lines[i + 1:]).encode()
    if kind == "duplicate" and n:
        i = draw(st.integers(0, n - 1))
        j = draw(st.integers(0, n))
        return "".join(lines[:j] + [lines[i]] + lines[j:]).encode()
    if kind == "swap_lines" and n > 1:
        i, j = draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1))
        lines[i], lines[j] = lines[j], lines[i]
        return "".join(lines).encode()
    if kind == "swap_tokens":
        spans = [m.span() for m in _TOKEN.finditer(text)]
        if len(spans) > 1:
            a, b = sorted((draw(st.integers(0, len(spans) - 1)), draw(st.integers(0, len(spans) - 1))))
            if a != b:
                (s1, e1), (s2, e2) = spans[a], spans[b]
                text = text[:s1] + text[s2:e2] + text[e1:s2] + text[s1:e1] + text[e2:]
        return text.encode()
    raw = text.encode()
    at = draw(st.integers(0, len(raw)))
    if kind == "bytes":
        return raw[:at] + draw(st.binary(min_size=1, max_size=8)) + raw[at:]
    if kind == "unicode":
        cut = len(raw[:at].decode(errors="ignore"))
        junk = draw(st.text(min_size=1, max_size=6))
        return (text[:cut] + junk + text[cut:]).encode("utf-8", errors="surrogatepass")
    if kind == "nest":  # deep nesting: every later stage walks the data recursively
        piece = draw(st.sampled_from(["not ", "- ", "(", "[", "{\n", "1 + ", "if yes {\n", "f("]))
        return raw[:at] + piece.encode() * draw(st.integers(20, 400)) + raw[at:]
    if kind == "truncate":
        return raw[:at]
    if kind == "delete_chars":
        size = draw(st.integers(1, 12))
        return raw[:at] + raw[at + size:]
    return raw


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Path:
    """One copy of the shipped content that each example edits and restores."""
    dest = tmp_path_factory.mktemp("fuzz") / "content"
    shutil.copytree(content_dir(), dest)
    for name, text in ORIGINALS.items():
        (dest / name).write_text(text, encoding="utf-8")
    return dest


def _assert_answers_in_words(result) -> None:
    if result.ok:
        assert not result.report.errors
        return
    errors = result.report.errors
    assert errors, "a failed build must say why"
    for d in errors:
        assert d.file and d.message.strip()
        if d.span is not None:
            assert d.span.line >= 1 and d.span.col >= 1
        # Rendering with the source (caret line included) must not fail either.
        assert d.message in d.render(result.report.sources.get(d.file))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), name=st.sampled_from(BASE_FILES))
def test_mutated_content_never_crashes_the_pipeline(scratch: Path, data, name: str) -> None:
    path = scratch / name
    original = ORIGINALS[name]
    mutated = data.draw(mutation(original), label="mutated file")
    path.write_bytes(mutated)
    parts = name.split("/")
    variants = [parts[1]] if parts[0] == "variants" else []  # an overlay file is read with its variant
    try:
        result = build(scratch, variants)
        _assert_answers_in_words(result)
    finally:
        path.write_text(original, encoding="utf-8")


def test_wsdv_check_prints_no_traceback_for_broken_files(tmp_path: Path) -> None:
    """A handful of nasty files through the real command line: words and exit 2, no traceback."""
    dest = tmp_path / "content"
    shutil.copytree(content_dir(), dest)
    (dest / "junk.wsdv").write_bytes(b"province \xff\xfe\x00 {{ ((\n")
    (dest / "half.wsdv").write_text('card 1 "unterminated\n  }}}\ncity \u00e4 at 1,\n', encoding="utf-8")
    (dest / "deep.wsdv").write_text("setup s source rulebook {\n" + "  if yes {\n" * 60, encoding="utf-8")
    env = {**os.environ, "WSDV_DEBUG": "1"}
    proc = subprocess.run([sys.executable, "-m", "interpreter", "check", "--content", str(dest)],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 2
    assert [line for line in proc.stderr.splitlines() if ": error: " in line] == [
        "content/deep.wsdv:61:10: error: this `{` is never closed",
        "content/half.wsdv:1:8: error: this quoted text is never closed",
        "content/half.wsdv:2:3: error: this `}` closes nothing",
        "content/half.wsdv:3:6: error: `ä` is not a valid name: names use only the letters a-z, digits and `_`",
        "content/junk.wsdv:1:10: error: this file is not UTF-8 text: the byte 0xff cannot be read",
        "content/junk.wsdv:1:12: error: this file contains a NUL byte, so it is not a text file",
    ]
    assert proc.stderr.rstrip().endswith("6 errors in the content")


_SOUP = ["province", "city", "piece", "card", "setup", "icon", "hessen", "west", "count", "source", "rulebook",
         "neighbours", "lines", "x", "3", "-1", '"text"', "'q'", "--", "..", "==", "=", ",", "(", ")", "{", "}",
         "[", "]", "for", "in", "if", "else", "let", "repeat", "not", "and", "replace", "amend", ".", "?", ":",
         "\n", "\n  ", "#c\n", "ü", "\t", "$", "\r\n"]


@settings(max_examples=300, deadline=None)
@given(words=st.lists(st.sampled_from(_SOUP), max_size=40))
def test_token_soup_gets_a_message_for_every_broken_line(words: list[str]) -> None:
    """Random sequences of the language's own words: the parser answers in diagnostics, never raises."""
    from interpreter.language.schema import language
    from interpreter.language.syntax import parse_text

    text = " ".join(words)
    _, diags = parse_text(text, "soup.wsdv", language())
    lines = text.split("\n")
    for d in diags:
        assert d.message and d.span is not None
        assert 1 <= d.span.line <= len(lines) + 1 and d.span.col >= 1
        assert d.message in d.render(text)
