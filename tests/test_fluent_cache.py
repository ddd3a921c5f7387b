"""Fluent syntax trees in wsdv's disk cache (`language/fluentfiles.py`): a tree read back is the tree
the parser makes, a second process parses nothing, and an entry that is not a tree wsdv wrote is a miss
(the file parsed again, the answer right), never an error."""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from wsdvtest import poison

from interpreter import inputs
from interpreter.language import cache, fluentfiles
from interpreter.language.fluentfiles import read_fluent
from interpreter.paths import content_dir

ROOT = Path(__file__).resolve().parent.parent
# A file with a bit of everything the parser makes: comments of the three kinds, a term with a case
# selector and an attribute, functions with named and positional arguments, literals, references,
# a nested placeable, and an entry Fluent cannot read (junk, with its annotation).
SAMPLE = """\
### The resource's comment

## A group

# A message's comment
-land = { $case ->
    [genitive] des Landes
   *[nominative] das Land
}
    .gender = neuter
hello = Hello, { $name }! { -land(case: "genitive") } { NUMBER($n, minimumFractionDigits: 2) }
    .title = { hello } { hello.title } { "literal" } { 42 } {{ $nested }}
gendered = { -land.gender ->
    [neuter] it
   *[other] they
}
counted = { $n ->
    [one] one
    [0] none
   *[other] { $n } things
}
broken = { oops
"""


_PARSE = FluentParser.parse   # (not counted by the fixture below)


def _fresh(text: str, with_spans: bool = True) -> ftl.Resource:
    return _PARSE(FluentParser(with_spans=with_spans), text)


@pytest.fixture
def parses(monkeypatch) -> list[str]:
    """The texts Fluent's parser is asked to parse, this process's memory of trees emptied."""
    monkeypatch.setattr(fluentfiles, "_TREES", {})
    seen: list[str] = []

    def counted(self, text):
        seen.append(text)
        return _PARSE(self, text)

    monkeypatch.setattr(FluentParser, "parse", counted)
    return seen


def _same(a: ftl.BaseNode, b: ftl.BaseNode) -> bool:
    """The same tree: the same classes, fields in the same order, the same values and spans (as
    comparing ``to_json()`` would say, for a sixth of its CPU)."""
    stack: list[tuple[Any, Any]] = [(a, b)]
    while stack:
        x, y = stack.pop()
        if type(x) is not type(y):
            return False
        if isinstance(x, ftl.BaseNode):
            fx, fy = vars(x), vars(y)
            if list(fx) != list(fy):
                return False
            stack.extend(zip(fx.values(), fy.values(), strict=True))
        elif isinstance(x, list):
            if len(x) != len(y):
                return False
            stack.extend(zip(x, y, strict=True))
        elif x != y:
            return False
    return True


def _entry(folder: Path) -> Path:
    entries = sorted(folder.glob("fluent-*.json"))
    assert len(entries) == 1, entries
    return entries[0]


@pytest.mark.parametrize("with_spans", [True, False])
def test_every_shipped_file_reads_back_as_the_tree_the_parser_makes(disk_cache, parses, with_spans):
    files = sorted((content_dir() / "locales").glob("*/*.ftl"))
    assert len(files) >= 90   # (six languages of the shipped locales)
    parser = FluentParser(with_spans=with_spans)
    texts = [f.read_text(encoding="utf-8") for f in files]
    parsed = [fluentfiles._tree(parser, t) for t in texts]
    assert len(parses) == len(set(texts))
    assert len(list(disk_cache.glob("fluent-*.json"))) == len(set(texts))
    fluentfiles._TREES.clear()
    again = [fluentfiles._tree(parser, t) for t in texts]
    assert len(parses) == len(set(texts))   # none parsed the second time
    assert all(a is not b and _same(a, b) for a, b in zip(parsed, again, strict=True))
    if with_spans:
        assert all(m.span is not None for tree in again for m in tree.body)


def test_a_file_with_every_kind_of_node_and_junk_reads_back_with_the_same_problems(tmp_path, disk_cache, parses):
    path = tmp_path / "sample.ftl"
    first = read_fluent(path, SAMPLE.encode())
    fluentfiles._TREES.clear()
    second = read_fluent(path, SAMPLE.encode())
    assert len(parses) == 1
    assert first.problems and first.problems == second.problems and first.junk_ids == second.junk_ids == {"broken"}
    assert first.resource is not None and second.resource is not None and _same(first.resource, second.resource)
    kinds = {type(n).__name__ for n in _nodes(second.resource)}
    assert {"ResourceComment", "GroupComment", "Comment", "Term", "SelectExpression", "NamedArgument",
            "FunctionReference", "TermReference", "MessageReference", "StringLiteral", "NumberLiteral",
            "Junk", "Annotation", "Span"} <= kinds


def _nodes(node):
    yield node
    for value in vars(node).values():
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, ftl.BaseNode):
                yield from _nodes(v)


_PROBE = """
import hashlib, json, sys
from fluent.syntax import FluentParser
parse = FluentParser.parse
count = []
FluentParser.parse = lambda self, text: count.append(1) or parse(self, text)
from interpreter.paths import content_dir
from interpreter.words.l10n.catalog import read_catalog
cat = read_catalog("en", content_dir() / "locales" / "en")
flat, stack = [], [r for _, _, r in reversed(cat.resources)]
while stack:   # every node's class and fields in order, every value: the trees, written out
    n = stack.pop()
    if hasattr(n, "__dict__"):
        flat += [type(n).__name__, list(vars(n))]
        stack += reversed(list(vars(n).values()))
    elif isinstance(n, list):
        flat.append(len(n))
        stack += reversed(n)
    else:
        flat.append(n)
print(len(count), len(cat.resources), hashlib.sha256(repr(flat).encode()).hexdigest())
"""


def test_a_second_process_reading_a_catalog_parses_nothing(tmp_path):
    env = {"WSDV_CACHE": str(tmp_path / "cache"), "WSDV_NO_CACHE": "0", "PATH": "/usr/bin:/bin"}
    runs = [subprocess.run([sys.executable, "-c", _PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                           check=True).stdout.split() for _ in range(2)]
    files = len(list((content_dir() / "locales" / "en").glob("*.ftl")))
    assert runs[0] == [str(files), str(files), runs[1][2]]   # the first parsed every file
    assert runs[1][:2] == ["0", str(files)]                  # the second none, with the same trees


def test_a_changed_file_misses(disk_cache, parses):
    parser = FluentParser()
    fluentfiles._tree(parser, "a = one\n")
    fluentfiles._TREES.clear()
    tree = fluentfiles._tree(parser, "a = two\n")
    assert parses == ["a = one\n", "a = two\n"]
    assert _same(tree, _fresh("a = two\n"))
    assert len(list(disk_cache.glob("fluent-*.json"))) == 2


def test_a_tree_with_spans_and_one_without_are_two_entries(disk_cache, parses):
    for spans in (True, False, True, False):
        fluentfiles._TREES.clear()
        tree = fluentfiles._tree(FluentParser(with_spans=spans), SAMPLE)
        assert _same(tree, _fresh(SAMPLE, spans))
    assert len(parses) == 2 and len(list(disk_cache.glob("fluent-*.json"))) == 2


def test_no_cache_keeps_no_tree(disk_cache, parses, monkeypatch):
    monkeypatch.setenv("WSDV_NO_CACHE", "1")
    for _ in range(2):
        fluentfiles._TREES.clear()
        assert _same(fluentfiles._tree(FluentParser(), SAMPLE), _fresh(SAMPLE))
    assert len(parses) == 2 and not list(disk_cache.glob("*.json"))


def test_a_tree_of_another_parser_or_reader_is_not_found(disk_cache, parses, monkeypatch):
    fluentfiles._tree(FluentParser(), SAMPLE)
    fluentfiles._TREES.clear()
    # another version of fluent.syntax (or of the code that stores trees) has another fingerprint
    monkeypatch.setattr(fluentfiles, "_reader_fingerprint", lambda: b"another parser")
    assert _same(fluentfiles._tree(FluentParser(), SAMPLE), _fresh(SAMPLE))
    assert len(parses) == 2 and len(list(disk_cache.glob("fluent-*.json"))) == 2


def _stored(disk_cache: Path, text: str = SAMPLE) -> tuple[Path, list]:
    fluentfiles._tree(FluentParser(), text)
    fluentfiles._TREES.clear()
    entry = _entry(disk_cache)
    return entry, json.loads(entry.read_bytes().partition(b"\n")[2])


def _deep(levels: int) -> list:
    """A message whose value is a placeable in a placeable ... ``levels`` deep (well formed otherwise)."""
    code = fluentfiles._CODE
    inner: list = [code[ftl.VariableReference], None, None, [code[ftl.Identifier], None, None, "x"]]
    for _ in range(levels):
        inner = [code[ftl.Placeable], None, None, inner]
    pattern = [code[ftl.Pattern], None, None, [inner]]
    message = [code[ftl.Message], None, None, [code[ftl.Identifier], None, None, "a"], pattern, [], None]
    return [code[ftl.Resource], None, None, [message]]


def _hostile(payload: list) -> dict[str, object]:
    """Entries that are not trees wsdv wrote, each with a good checksum (so only the reading of the tree
    can turn it down): by what is wrong with it."""
    code = fluentfiles._CODE
    body = payload[3]

    def swapped(index: int, value: object) -> list:   # the id of entry ``index`` replaced by ``value``
        entry = list(body[index])
        entry[3] = value
        return [*payload[:3], [*body[:index], entry, *body[index + 1:]]]

    message = next(i for i, e in enumerate(body) if e[0] == code[ftl.Message])
    ident = body[message][3]
    return {
        "an unknown node class": [*payload[:3], [[len(fluentfiles._CLASSES), None, None, "x"], *body]],
        "a class given by its name": [*payload[:3], [["Message", *body[message][1:]]]],
        "a bool for a code": [*payload[:3], [[True, *body[message][1:]]]],   # (True == 1, the code of a message)
        "a number for a name": swapped(message, [ident[0], ident[1], ident[2], 7]),
        "an identifier where a pattern belongs": [*payload[:3], [[*body[message][:4], ident, *body[message][5:]]]],
        "a dict where a node belongs": swapped(message, {"type": "Identifier", "name": "x"}),
        "a string where a node belongs": swapped(message, "x"),
        "a node missing a field": [*payload[:3], [body[message][:-1]]],
        "a node with a field too many": [*payload[:3], [[*body[message], None]]],
        "a span past the text": [payload[0], 0, 10 ** 9, body],
        "a negative span": [payload[0], -3, 4, body],
        "a span of strings": [payload[0], "0", "4", body],
        "nesting deeper than a parse makes": _deep(fluentfiles._MAX_DEPTH + 10),
        "not a list at all": {"body": body},
        "null": None,
    }


@pytest.mark.parametrize("what", [*_hostile(_deep(1)), "nesting deeper than Python's stack"])
def test_an_entry_that_is_not_a_tree_wsdv_wrote_is_a_miss(disk_cache, parses, what):
    entry, payload = _stored(disk_cache)
    if what == "nesting deeper than Python's stack":   # (written by hand: json.dumps cannot write it)
        code = fluentfiles._CODE
        inner = b"[%d,null,null,[%d,null,null,\"x\"]]" % (code[ftl.VariableReference], code[ftl.Identifier])
        body = b"[%d,null,null,[[%d,null,null,[%d,null,null,\"a\"],[%d,null,null,[" % (
            code[ftl.Resource], code[ftl.Message], code[ftl.Identifier], code[ftl.Pattern]) \
            + b"[%d,null,null," % code[ftl.Placeable] * 100_000 + inner + b"]" * 100_000 + b"]],[],null]]]"
        head = json.loads(entry.read_bytes().partition(b"\n")[0])
        head["sha256"] = hashlib.sha256(body).hexdigest()
        entry.write_bytes(json.dumps(head).encode() + b"\n" + body)
    else:
        poison(entry, _hostile(payload)[what])
    tree = fluentfiles._tree(FluentParser(), SAMPLE)
    assert _same(tree, _fresh(SAMPLE))
    assert len(parses) == 2   # parsed again
    fluentfiles._TREES.clear()
    assert _same(fluentfiles._tree(FluentParser(), SAMPLE), _fresh(SAMPLE)) and len(parses) == 2  # and kept again


def test_a_damaged_or_foreign_envelope_is_a_miss(disk_cache, parses):
    entry, payload = _stored(disk_cache)
    poison(entry, payload, checksum=False)   # the body changed under its checksum: json.dumps spaces it
    assert _same(fluentfiles._tree(FluentParser(), SAMPLE), _fresh(SAMPLE)) and len(parses) == 2
    fluentfiles._TREES.clear()
    head, _, body = entry.read_bytes().partition(b"\n")
    header = json.loads(head)
    header["wsdv_cache"] = cache.VERSION + 1   # another version of the cache's format
    entry.write_bytes(json.dumps(header).encode() + b"\n" + body)
    assert _same(fluentfiles._tree(FluentParser(), SAMPLE), _fresh(SAMPLE)) and len(parses) == 3


def test_the_decoder_turns_down_any_changed_value_and_builds_only_node_classes():
    """Every value of a stored tree swapped in turn for values of other types: each is read as a tree of
    fluent.syntax's node classes only, or turned down with ValueError; nothing else ever comes out."""
    payload = json.loads(json.dumps(fluentfiles._encode(_fresh(SAMPLE))))
    allowed = {*fluentfiles._CLASSES, ftl.Span}
    swaps: list[Any] = [None, True, 0, -1, 2, len(fluentfiles._CLASSES), 1.5, "x", [], [0], [17, None, None], {}]
    rng = random.Random(7)
    places = list(_places(payload))
    outcomes = {"tree": 0, "refused": 0}
    for path in rng.sample(places, min(len(places), 400)):
        for value in rng.sample(swaps, 4):
            changed = json.loads(json.dumps(payload))
            holder = changed
            for i in path[:-1]:
                holder = holder[i]
            holder[path[-1]] = value
            try:
                tree = fluentfiles._decode(changed, len(SAMPLE))
            except ValueError:
                outcomes["refused"] += 1
                continue
            outcomes["tree"] += 1
            assert all(type(n) in allowed for n in _nodes(tree))
    assert outcomes["tree"] and outcomes["refused"]


def _places(value, path=()):
    """Every place in nested lists, as a path of indexes."""
    if isinstance(value, list):
        for i, v in enumerate(value):
            yield (*path, i)
            yield from _places(v, (*path, i))


def test_the_deepest_entry_wsdv_parses_reads_back(disk_cache, parses):
    """Selectors nested MAX_NESTING deep (the most read_fluent parses) are within the decoder's bound."""
    n = fluentfiles.MAX_NESTING
    text = "deep = " + "{ $x ->\n *[k] " * n + "end\n" + "}\n" * n
    first = read_fluent(Path("deep.ftl"), text.encode())
    assert not first.problems
    fluentfiles._TREES.clear()
    second = read_fluent(Path("deep.ftl"), text.encode())
    assert len(parses) == 1 and first.resource is not None and second.resource is not None
    assert _same(first.resource, second.resource)


def test_a_tree_too_large_to_be_read_back_is_not_written(disk_cache, parses, monkeypatch):
    monkeypatch.setitem(inputs.LIMITS, "cache", 4096)
    small, large = "a = one\n", "".join(f"m{i} = message {i}\n" for i in range(200))
    for _ in range(2):
        fluentfiles._TREES.clear()
        for text in (small, large):
            assert _same(fluentfiles._tree(FluentParser(), text), _fresh(text))
    assert parses == [small, large, large]   # the small one read back, the large one parsed each time
    assert len(list(disk_cache.glob("fluent-*.json"))) == 1
