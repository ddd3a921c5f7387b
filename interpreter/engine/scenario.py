"""Scenarios: a position, one step (or several), scripted choices and the expected result (YAML).

The format is documented in docs/guide/scenarios.md and checked by a JSON Schema
(``scenario.schema.json`` beside this module) before anything runs, so a wrong type is a
``file:line:col`` error, never a crash.  A scenario never needs Python: a rulebook example is
written as data, run by ``wsdv scenario run``, and every difference from the expected result is
reported in words.  Whatever goes wrong while one scenario runs (an unknown id, a position that
needs more pieces than the box holds, a step past the step budget, a failure of the engine itself) is
that scenario's failure with its reason; the others still run.
"""

from __future__ import annotations

import dataclasses
import json
import os
import traceback
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml
from jsonschema import Draft202012Validator, validators

from ..diagnostics import NONE, Diagnostic, Span, closest
from ..errors import WsdvError
from ..inputs import read_bounded
from ..paths import display_path
from ..words.english import LocatedRefusal, english
from .agents import RandomAgent, ScriptedAgent, ScriptExhausted
from .cardplay import legal_actions
from .decisions import ENGINE_DECISIONS, IllegalChoice
from .economy import OUT_OF_GAME, city_value, economy, export_value
from .evaluator import ContentError
from .game import Game, GameOver, program_for
from .limits import Limits, OverBudget
from .pieces import count, supply, update_derived
from .runtime import diagnose, render

if TYPE_CHECKING:
    from ..rules.model import Rules

STEP_KINDS = ("action", "event", "icon", "primitive", "phase", "routine", "sequence", "play", "setup")

# The scenario format's own words (keys of `expect`), documented in docs/guide/scenarios.md.
EXPECT_KEYS = ("pieces", "sites", "lines", "tracks", "flags", "vars", "flipped", "zones", "hands", "values",
               "economy", "export", "mass_protests", "rundown_factories", "infrastructure", "result", "asked",
               "decisions")

# YAML aliases are shared, not copied, when a file is read; expanded (as the runner reads the
# data) a small file could still stand for an enormous one.  A file's nodes, counted with every
# alias expanded, may not pass this.
NODE_LIMIT = 20_000

SCHEMA_FILE = Path(__file__).with_name("scenario.schema.json")


class ScenarioError(LocatedRefusal):
    """The scenario file itself is wrong (not the rules under test).  Raised with its ``words``
    (a message of the locales, said in English from them) and, where it has one, its place
    (``where``), or with the problems behind it (``problems``); one that the locales do not word (a
    scenario built in Python that breaks its schema: jsonschema's own words) keeps its English."""
    # A file that cannot be read as scenarios: each problem located, with its words (``Diagnostic.words``:
    # cli.ftl's ``scenario-load-*``), and the file's text for the line under the caret.
    problems: list[Diagnostic] = []
    text: str = ""


def _problem(path: Path | str, line: int, col: int, message_id: str, **values: str | int) -> Diagnostic:
    """A located problem of a scenario file, as a message of the locales (cli.ftl's ``scenario-load-*``)
    and its English from them (the hint is ``<id>-hint``, where English has one); the file named as
    :func:`~..paths.display_path` shows it."""
    return Diagnostic(display_path(path), Span(line, col), english(message_id, values) or "",
                      english(message_id + "-hint", values, True), words=(message_id, tuple(values.items())))


def _refused(text: str, *problems: Diagnostic) -> ScenarioError:
    """The refusal of a file with these problems: its English as text, the problems for a command
    that says them in its reader's language."""
    err = ScenarioError("\n".join(d.render(text) for d in problems))
    err.problems, err.text = list(problems), text
    return err


class IllegalAction(WsdvError):
    """A scenario asked for an action the rules do not allow."""


class Scenario(dict):
    """One scenario's data, with where each value stands in its file (for positioned errors)."""

    file: str = ""
    text: str = ""  # the whole file, for the source line under a diagnostic
    marks: Mapping[tuple, tuple[int, int]] = {}


@dataclass
class Outcome:
    """What one scenario came to.  ``invalid``: the problems are the file's own (an unknown id or
    decision, a wrong answer); ``fault``: the content failed while it ran, as a located content
    diagnostic with the scenario and step that led there.  Either is bad input (exit 2), where a
    difference from the expected result is a failed test (exit 1); ``bug``: wsdv itself failed (exit 3)."""

    name: str
    file: str
    problems: list[str] = field(default_factory=list)
    decisions: int = 0
    invalid: bool = False
    fault: str | None = None
    # The fault as parts, for a command that says it in its reader's language: the content's
    # diagnostic, the rules it ran on, where the scenario was (message id and values of cli.ftl's
    # ``scenario-fault-in-*``), and the scenario's own step budget when that is what ran out.
    fault_parts: tuple[Diagnostic, Rules, tuple[str, dict[str, Any]], int | None] | None = None
    # An invalid scenario's problems in its file, each with its words (cli.ftl's ``scenario-problem-*``),
    # for a command that says them in its reader's language (``problems`` holds their English).
    located: list[Diagnostic] = field(default_factory=list)
    # wsdv's own failure while the scenario ran (neither the content's nor the scenario's): Python's
    # exception, type and text, for the report of a bug (the command exits 3).
    bug: str | None = None

    @property
    def ok(self) -> bool:
        return not self.problems and self.fault is None


# ------------------------------------------------------------------ reading a file
@cache
def _validators() -> tuple[Any, Any]:
    """Validators for a whole file and for one scenario; integers are never floats (``4.0``)."""
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    checker = Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _c, v: isinstance(v, int) and not isinstance(v, bool))
    cls = validators.extend(Draft202012Validator, type_checker=checker)
    defs = schema["$defs"]
    return (cls({"$defs": defs, "$ref": "#/$defs/file"}), cls({"$defs": defs, "$ref": "#/$defs/scenario"}))


def _expanded_size(root: yaml.Node, limit: int) -> int:
    """How many nodes the document holds with every alias expanded, counting no further than limit."""
    seen = 0
    stack = [root]
    while stack:
        node = stack.pop()
        seen += 1
        if seen > limit:
            return seen
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                stack.append(k)
                stack.append(v)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
    return seen


def _marks(root: yaml.Node, limit: int) -> dict[tuple, tuple[int, int]]:
    """Where each value of the document starts (1-based line and column), by its path of keys.

    A key's own position is kept under the path ending in ``(key, "<key>")``.  Merged mappings
    (``<<: *pos``) lend their positions to the keys they bring.
    """
    out: dict[tuple, tuple[int, int]] = {}
    stack: list[tuple[yaml.Node, tuple]] = [(root, ())]
    steps = 0
    while stack and steps < limit:
        node, path = stack.pop()
        steps += 1
        out.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                if k.tag == "tag:yaml.org,2002:merge":
                    merged = v.value if isinstance(v, yaml.SequenceNode) else [v]
                    stack.extend((m, path) for m in merged)
                elif isinstance(k, yaml.ScalarNode):
                    key = str(k.value)
                    out.setdefault((*path, key, "<key>"), (k.start_mark.line + 1, k.start_mark.column + 1))
                    stack.append((v, (*path, key)))
        elif isinstance(node, yaml.SequenceNode):
            stack.extend((v, (*path, str(i))) for i, v in enumerate(node.value))
    return out


def _mark(marks: Mapping[tuple, tuple[int, int]], path: Iterator | tuple | list) -> tuple[int, int]:
    """The position of the deepest part of a path that the file shows."""
    p = tuple(str(x) for x in path)
    while p and p not in marks:
        p = p[:-1]
    return marks.get(p, (1, 1))


def _schema_errors(data: Any, validator: Any, marks: Mapping, prefix: tuple, file: str) -> list[Diagnostic]:
    out = []
    for err in validator.iter_errors(data):
        # The most specific reason of an `anyOf` (the branch that got furthest).
        best = err
        while best.context:
            best = max(best.context, key=lambda e: len(e.absolute_path))
        path = (*prefix, *best.absolute_path)
        # jsonschema's sentences are English alone: each problem is said by its words (cli.ftl's scenario-load-*)
        words: tuple[str, dict[str, str | int]] = ("scenario-load-schema", {"key": str(path[-1]) if path else "-"})
        if best.validator == "additionalProperties" and isinstance(best.instance, Mapping):
            allowed = list(best.schema.get("properties", {}))
            extra = [k for k in best.instance if k not in allowed]
            if extra:
                path = (*path, str(extra[0]), "<key>")
                close = closest(str(extra[0]), allowed)
                words = ("scenario-load-unknown-key" if close is None else "scenario-load-unknown-key-close",
                         {"key": str(extra[0])[:80], "keys": ", ".join(allowed), "close": close or ""})
        elif best.validator == "type" and isinstance(best.instance, float):
            words = ("scenario-load-not-whole", {"value": repr(best.instance)})
        elif best.validator == "type":
            wanted = best.validator_value if isinstance(best.validator_value, str) else "other"
            words = ("scenario-load-type", {"key": words[1]["key"], "type": wanted})
        elif best.validator == "required":
            missing = [k for k in best.validator_value if isinstance(best.instance, Mapping) and k not in best.instance]
            words = ("scenario-load-required", {"key": str(missing[0]) if missing else "-"})
        elif best.validator in ("enum", "const"):
            values = best.validator_value if best.validator == "enum" else [best.validator_value]
            words = ("scenario-load-enum", {"key": words[1]["key"], "values": ", ".join(str(v) for v in values)})
        elif best.validator in ("minimum", "maximum"):
            words = (f"scenario-load-{best.validator}", {"key": words[1]["key"], "limit": best.validator_value})
        line, col = _mark(marks, path)
        out.append(_problem(file, line, col, words[0], **words[1]))
    return out


# Digits a number in a scenario may have: the largest value the schema allows anywhere (a seed, 64
# bits) has 20; Python refuses to read integers past 4,300 digits at all.
_MAX_DIGITS = 40


def _refuse_duplicates_and_huge_numbers(path: Path, root: yaml.Node, text: str) -> None:
    """A key given twice in one mapping (YAML would silently keep the last, so a wrong first
    `expect:` would pass unseen) and a number too long to be any value of a scenario are errors,
    at their place.  Merged mappings (``<<: *pos``) may be overridden: that is what they are for."""
    seen_nodes: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen_nodes:
            continue
        seen_nodes.add(id(node))
        if isinstance(node, yaml.ScalarNode):
            digits = node.value.lstrip("+-").replace("_", "")
            if node.tag == "tag:yaml.org,2002:int" and len(digits) > _MAX_DIGITS:
                m = node.start_mark
                raise _refused(text, _problem(path, m.line + 1, m.column + 1, "scenario-load-long-number",
                                              digits=len(digits)))
        elif isinstance(node, yaml.MappingNode):
            keys: dict[tuple[str, str], yaml.Node] = {}
            for k, v in node.value:
                if isinstance(k, yaml.ScalarNode) and k.tag != "tag:yaml.org,2002:merge":
                    first = keys.setdefault((k.tag, k.value), k)
                    if first is not k:
                        m = k.start_mark
                        raise ScenarioError(words=("files-error-repeated-key",
                                                   {"key": str(k.value)[:80], "first": str(first.start_mark.line + 1)}),
                                            where=f"{path}:{m.line + 1}:{m.column + 1}")
                stack.append(k)
                stack.append(v)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)


def load(path: Path, within: Path | None = None) -> list[Scenario]:
    """The scenarios of a YAML file (one mapping, or a list under `scenarios`), checked against the
    scenario schema; every problem of the file is reported at once, with its position. ``within``:
    the folder it was found in (a scenario folder named on the command line), which its links may not
    lead out of; a file named by itself is read where it is."""
    path = Path(path)
    try:
        text = read_bounded(path, "scenario", within=within).decode("utf-8")  # never a FIFO, a device, gigabytes or a link out
    except UnicodeDecodeError:
        raise _refused("", _problem(path, 1, 1, "scenario-load-not-utf8")) from None
    try:
        loader = yaml.SafeLoader(text)  # refuses control characters at once (a ReaderError)
        try:
            root = loader.get_single_node()
            if root is None:
                raise _refused(text, _problem(path, 1, 1, "scenario-load-empty"))
            size = _expanded_size(root, NODE_LIMIT)
            if size > NODE_LIMIT:
                raise _refused(text, _problem(path, 1, 1, "scenario-load-too-many", limit=NODE_LIMIT))
            _refuse_duplicates_and_huge_numbers(path, root, text)
            data = loader.construct_document(root)
        finally:
            loader.dispose()
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        # PyYAML's own reason is English alone: the words say where the reading stopped (the caret) and
        # what to look at, not the library's sentence.
        raise _refused(text, _problem(path, line, col, "scenario-load-yaml")) from None
    except RecursionError:
        raise _refused(text, _problem(path, 1, 1, "scenario-load-deep")) from None
    try:
        return _checked(path, text, root, data)
    except RecursionError:
        raise _refused(text, _problem(path, 1, 1, "scenario-load-deep")) from None


def _checked(path: Path, text: str, root: yaml.Node, data: Any) -> list[Scenario]:
    """The file's scenarios once the schema and the step rules hold; every problem at once otherwise."""
    marks = _marks(root, NODE_LIMIT)
    problems = _problems(path, marks, data)
    if problems:
        raise _refused(text, *problems)
    several = isinstance(data, Mapping) and "scenarios" in data
    items = data["scenarios"] if several else [data]
    out = []
    for i, item in enumerate(items):
        scn = Scenario(item)
        scn.file = display_path(path)   # as every diagnostic names a file: never `../`
        scn.text = text
        prefix = ("scenarios", str(i)) if several else ()
        scn.marks = {k[len(prefix):]: v for k, v in marks.items() if k[:len(prefix)] == prefix}
        out.append(scn)
    return out


def _problems(path: Path, marks: Mapping[tuple, tuple[int, int]], data: Any) -> list[Diagnostic]:
    """Every problem of a file's data (or of a scenario built in Python: no marks, each problem at 1:1)
    against the schema and the step rules, in order, each with its words."""
    file_validator, one_validator = _validators()
    several = isinstance(data, Mapping) and "scenarios" in data
    if not isinstance(data, Mapping):
        problems = [_problem(path, 1, 1, "scenario-load-not-mapping")]
    else:
        problems = _schema_errors(data, file_validator if several else one_validator, marks, (), display_path(path))
    items = data["scenarios"] if several and isinstance(data.get("scenarios"), list) else [data]
    for i, item in enumerate(items):
        prefix = ("scenarios", str(i)) if several else ()
        if not isinstance(item, Mapping):
            continue
        kinds = [s for s in ([item["step"]] if "step" in item else []) + list(item.get("steps") or [])]
        if ("step" in item) == ("steps" in item):
            line, col = _mark(marks, prefix)
            problems.append(_problem(path, line, col, "scenario-load-step-or-steps"))
        if "steps" in item and "choices" in item:
            line, col = _mark(marks, (*prefix, "choices", "<key>"))
            problems.append(_problem(path, line, col, "scenario-load-choices-with-steps"))
        for j, step in enumerate(kinds):
            if not isinstance(step, Mapping):
                continue
            named = [k for k in step if k in STEP_KINDS]
            if len(named) != 1:
                where = (*prefix, "step") if "step" in item else (*prefix, "steps", str(j))
                line, col = _mark(marks, where)
                problems.append(_problem(path, line, col, "scenario-load-step-kind", kinds=", ".join(STEP_KINDS)))
            if "choices" in step and "step" in item:
                line, col = _mark(marks, (*prefix, "step", "choices", "<key>"))
                problems.append(_problem(path, line, col, "scenario-load-single-step-choices"))
    return sorted(problems, key=lambda d: d.sort_key())


# ------------------------------------------------------------------ ids a scenario may name
class _Ids:
    """The names a rules model gives places, pieces, zones and steps (for unknown-id errors)."""

    def __init__(self, g: Game) -> None:
        b, rules = g.board, g.rules
        self.sides = list(b.sides)
        self.provinces = list(b.province_side)
        self.sectors = [s for ss in b.sectors_of.values() for s in ss]
        self.boxes = list(rules.boxes)
        self.cards = [str(c) for c in b.cards]
        self.pieces = list(b.pieces)
        self.cities = list(b.cities)
        self.conns = list(b.conns)
        self.tracks = {t: (d.lo, d.hi) for t, d in rules.tracks.items()}
        self.flags = list(rules.flags)
        self.regions = self.sides + list(b.groups) + list(b.countries)
        self.places = self.provinces + self.sectors + self.boxes + self.cards + [OUT_OF_GAME]
        piles = list(rules.piles)
        self.hands = [f"hand_{s}" for s in self.sides]
        self.zones = piles + self.hands
        self.outcomes = list(rules.outcomes)
        self.of_kind: dict[str, list[str]] = {
            "phase": list(rules.phases), "sequence": list(rules.sequences), "routine": list(rules.routines),
            "action": list(rules.actions), "setup": list(rules.setups)}
        self.icons = list(rules.icons)
        asked, words = _content_words(rules)
        self.decisions = sorted(set(ENGINE_DECISIONS) | asked)
        # What a scripted answer may be: an id of the content, a text the content writes, or a word
        # the engine offers (`none`, `stop`); numbers are always possible (spaces, positions).
        self.words = {str(k[1]) for k in rules.definitions} | words | set(self.sectors) | set(self.conns)
        self.words |= set(self.places) | set(self.zones) | {"none", "stop"}

    def zone_ok(self, z: str) -> bool:
        return z in self.zones or any(z.startswith(f"kept_{s}_") for s in self.sides)


# _content_words per rules model (a folder of scenarios runs on one or two), kept with the model
# itself so that an id is never reused while its entry lives.
_WORDS: dict[int, tuple[Any, tuple[set[str], set[str]]]] = {}


def _content_words(rules: Rules) -> tuple[set[str], set[str]]:
    """The decision names content gives (`choose(..., ask = NAME)`) and every text and name its
    code writes (the values a `choose` among written options may offer)."""
    hit = _WORDS.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    if len(_WORDS) > 16:
        _WORDS.clear()
    found = _walk_words(rules)
    _WORDS[id(rules)] = (rules, found)
    return found


def _walk_words(rules: Rules) -> tuple[set[str], set[str]]:
    asked: set[str] = set()
    words: set[str] = set()
    stack: list[Any] = list(rules.definitions.values())
    while stack:
        node = stack.pop()
        if isinstance(node, Mapping):
            text = node.get("text")
            if isinstance(text, str):
                words.add(text)
            ask = (node.get("kw") or {}).get("ask") if isinstance(node.get("kw"), Mapping) else None
            if isinstance(ask, Mapping) and isinstance(ask.get("text"), str):
                asked.add(ask["text"])
            stack.extend(node.values())
        elif isinstance(node, (list, tuple)):
            stack.extend(node)
        elif isinstance(node, str):
            words.add(node)
    return asked, words


class _Checker:
    """Collects unknown ids, each with its place in the file, the file's line, a caret and a did-you-mean,
    as a message of the locales (cli.ftl's ``scenario-problem-*``) and its English from them."""

    def __init__(self, scn: Mapping) -> None:
        self.scn = scn
        self.problems: list[str] = []  # of a scenario given as data: one line each
        self.located: list[Diagnostic] = []  # of a file

    def all(self) -> list[str]:
        """Every problem in English, one line each (a scenario given as data) or rendered at its place."""
        text = getattr(self.scn, "text", "") or None
        return self.problems + [d.render(text) for d in self.diagnostics()]

    def diagnostics(self) -> list[Diagnostic]:
        """The problems of a file, by their place."""
        return sorted(self.located, key=lambda d: d.sort_key())

    def report(self, path: tuple, message_id: str, values: dict[str, Any], hint: bool, value: Any = None,
               offset: int = 0) -> None:
        """One problem (``hint``: with the message ``<id>-hint``): located with its source line and caret in
        a file, one line otherwise."""
        said = {k: v if type(v) is int else str(v) for k, v in values.items()}
        message = english(message_id, said) or ""
        hint_text = english(message_id + "-hint", said) if hint else None
        file = getattr(self.scn, "file", "")
        if not file:
            self.problems.append(message + (f" ({hint_text})" if hint_text else ""))
            return
        text = getattr(self.scn, "text", "")
        line, col = _mark(getattr(self.scn, "marks", {}), path)
        lines = text.split("\n")
        source = lines[line - 1] if 0 < line <= len(lines) else ""
        if source[col - 1:col] in ("'", '"'):
            col += 1  # a quoted scalar: the caret goes under its text
        col += offset
        end = col + len(str(value)) if value is not None else None
        self.located.append(Diagnostic(file, Span(line, col, end), message, hint_text,
                                       words=(message_id, tuple(said.items()))))

    def need(self, value: Any, known: list[str], what: str, path: tuple, offset: int = 0,
             about: str = NONE) -> bool:
        """Whether ``value`` is one of ``known``; else an unknown ``what`` (a kind of id, as the
        message selects on it), its hint the closest known id or what ``about`` says: ``decisions``
        (their list) or ``answer`` (what an answer is)."""
        if str(value) in known:
            return True
        a, sep, b = str(value).partition("--")
        flipped = f"{b}--{a}"
        near = flipped if sep and flipped in known else closest(str(value), known)
        self.report(path, "scenario-problem-unknown",
                    {"what": what, "value": value, "near": near or NONE, "about": about,
                     "known": ", ".join(known) if about == "decisions" else ""},
                    near is not None or about != NONE, value, offset)
        return False

    def keys(self, mapping: Any, known: list[str], what: str, path: tuple) -> None:
        for k in (mapping or {}):
            self.need(k, known, what, (*path, str(k), "<key>"))


def _check_ids(ids: _Ids, scn: Mapping) -> _Checker:
    """The ids of the scenario the content lacks (each problem in the checker it returns)."""
    c = _Checker(scn)
    pos = scn.get("position") or {}
    exp = scn.get("expect") or {}
    count_places = ids.places + ids.regions
    for part, places in (("position", ids.places), ("expect", count_places)):
        for place, pieces in ((pos if part == "position" else exp).get("pieces") or {}).items():
            c.need(place, places, "place", (part, "pieces", str(place), "<key>"))
            c.keys(pieces, ids.pieces, "piece", (part, "pieces", str(place)))
    for part, block in (("position", pos), ("expect", exp)):
        c.keys(block.get("sites"), ids.cities, "city", (part, "sites"))
        for city, piece in (block.get("sites") or {}).items():
            if piece is not None:
                c.need(piece, ids.pieces, "piece", (part, "sites", str(city)))
        c.keys(block.get("lines"), ids.conns, "connection", (part, "lines"))
        c.keys(block.get("flags"), ids.flags, "flag", (part, "flags"))
        c.keys(block.get("flipped"), ids.cities, "city", (part, "flipped"))
        for z in (block.get("zones") or {}):
            if not ids.zone_ok(str(z)):
                c.need(z, ids.zones, "zone", (part, "zones", str(z), "<key>"))
        for t, v in (block.get("tracks") or {}).items():
            c.need(t, list(ids.tracks), "track", (part, "tracks", str(t), "<key>"))
            if t in ids.tracks and not ids.tracks[t][0] <= v <= ids.tracks[t][1]:
                lo, hi = ids.tracks[t]
                c.report((part, "tracks", str(t)), "scenario-problem-track-spaces",
                         {"track": t, "low": str(lo), "high": str(hi), "value": str(v)}, False, v)
    c.keys(pos.get("floating"), ids.cities, "city", ("position", "floating"))
    for city, p in (pos.get("floating") or {}).items():
        c.need(p, ids.provinces, "province", ("position", "floating", str(city)))
    c.keys(pos.get("mirrors"), ids.provinces, "province", ("position", "mirrors"))
    c.keys(exp.get("values"), ids.cities, "city", ("expect", "values"))
    c.keys(exp.get("economy"), ids.provinces, "province", ("expect", "economy"))
    c.keys(exp.get("export"), ids.provinces, "province", ("expect", "export"))
    c.keys(exp.get("mass_protests"), ids.provinces + ids.regions, "province_or_side", ("expect", "mass_protests"))
    c.keys(exp.get("infrastructure"), ids.sides, "side", ("expect", "infrastructure"))
    c.keys(exp.get("hands"), ids.sides, "side", ("expect", "hands"))
    if isinstance(exp.get("rundown_factories"), list):
        for i, city in enumerate(exp["rundown_factories"]):
            c.need(city, ids.cities, "city", ("expect", "rundown_factories", str(i)))
    result = exp.get("result")
    if isinstance(result, Mapping):
        if "winner" in result:
            c.need(result["winner"], ids.sides, "side", ("expect", "result", "winner"))
        if "outcome" in result:
            c.need(result["outcome"], ids.outcomes, "outcome", ("expect", "result", "outcome"))
    if "actor" in scn:
        c.need(scn["actor"], ids.sides, "side", ("actor",))
    for i, o in enumerate(scn.get("expect_offered") or []):
        if "side" in o:
            c.need(o["side"], ids.sides, "side", ("expect_offered", str(i), "side"))
        if "kind" in o:
            c.need(o["kind"], ids.decisions, "decision", ("expect_offered", str(i), "kind"), about="decisions")
        for key in ("options", "includes", "excludes"):
            for j, option in enumerate(o.get(key) or ()):
                _check_answer(c, ids, option, ("expect_offered", str(i), key, str(j)), "option")
    for i, entry in enumerate(exp.get("asked") or ()):
        at = ("expect", "asked", str(i))
        side, _, kind = str(entry).partition(" ")
        if not kind or " " in kind:
            example = f"{ids.sides[0]} {ids.decisions[0]}" if ids.sides and ids.decisions else NONE
            c.report(at, "scenario-problem-not-side-decision", {"entry": entry, "example": example}, True, entry)
            continue
        c.need(side, ids.sides, "side", at)
        c.need(kind, ids.decisions, "decision", at, offset=len(side) + 1, about="decisions")
    for path, step in _steps_with_paths(scn):
        _check_step(c, ids, step, path)
    choices = [(("choices", str(i)), v) for i, v in enumerate(scn.get("choices") or ())]
    for path, step in _steps_with_paths(scn):
        if isinstance(step, Mapping):
            choices += [((*path, "choices", str(i)), v) for i, v in enumerate(step.get("choices") or ())]
    for path, value in choices:
        _check_answer(c, ids, value, path, "choice")
    return c


def _check_answer(c: _Checker, ids: _Ids, value: Any, path: tuple, what: str) -> None:
    """A scripted answer or an expected option that is a text must be something the game can offer:
    an id, a text the content writes, `none` or `stop`; a transfer to a sector is `supplier>sector`."""
    if not isinstance(value, str):
        return  # numbers (spaces, positions), yes/no: the decision itself says if they fit
    if value in ids.words:
        return
    supplier, sep, sector = value.partition(">")
    if sep:
        if c.need(supplier, ids.provinces, "province", path):
            c.need(sector, ids.sectors, "sector", path, offset=len(supplier) + 1)
        return
    c.need(value, sorted(ids.words), what, path, about="answer")


def _check_step(c: _Checker, ids: _Ids, step: Mapping, path: tuple) -> None:
    for kind, arg in step.items():
        at = (*path, kind)
        if kind in ("phase", "sequence"):
            c.need(arg, ids.of_kind[kind], kind, at)
        elif kind == "routine":
            c.need(arg["name"] if isinstance(arg, Mapping) else arg, ids.of_kind["routine"], "routine",
                   (*at, "name") if isinstance(arg, Mapping) else at)
        elif kind == "setup" and isinstance(arg, str):
            c.need(arg, ids.of_kind["setup"], "setup", at)
        elif kind == "icon":
            c.need(arg["name"], ids.icons + ids.of_kind["routine"], "icon", (*at, "name"))
            c.need(arg["actor"], ids.sides, "side", (*at, "actor"))
        elif kind == "primitive" and "actor" in arg:
            c.need(arg["actor"], ids.sides, "side", (*at, "actor"))
        elif kind == "event":
            c.need(arg["card"], ids.cards, "card", (*at, "card"))
            c.need(arg["side"], ids.sides, "side", (*at, "side"))
        elif kind == "action":
            c.need(arg["card"], ids.cards, "card", (*at, "card"))
            c.need(arg["side"], ids.sides, "side", (*at, "side"))
            c.need(arg["action"], ids.of_kind["action"], "action", (*at, "action"))


def _steps_with_paths(scn: Mapping) -> list[tuple[tuple, Mapping]]:
    if "steps" in scn:
        return [(("steps", str(i)), s) for i, s in enumerate(scn["steps"])]
    return [(("step",), scn["step"])] if "step" in scn else []


# ------------------------------------------------------------------ running
def _merge_position(g: Game, pos: Mapping) -> None:
    st = g.state
    for key, value in pos.items():
        if key == "pieces":
            for place, pieces in value.items():
                d = st["pieces"].setdefault(str(place), {})
                for piece, n in pieces.items():
                    d[piece] = n
        elif key == "sites":
            for city, piece in value.items():
                if piece is None:
                    st["sites"].pop(city, None)
                else:
                    st["sites"][city] = piece
        elif key in ("lines", "tracks", "flags", "vars", "floating", "flipped"):
            st[key].update(value)
        elif key == "zones":
            for z, cards in value.items():
                st["zones"][z] = list(cards)
        elif key == "mirrors":
            st["mirrors"] = {k: list(v) for k, v in value.items()}
        elif key == "clear":
            for what in value:
                st[what].clear()
    # Mass-protest markers follow the unrest given (held markers are rebuilt, mirrors kept).
    markers = {d.id for d in g.board.derived}
    given = {k for pieces in (pos.get("pieces") or {}).values() for k in pieces}
    if markers and not markers & given:
        for p in g.board.all_provinces:
            update_derived(g, p)


def _over_supply(g: Game) -> list[str]:
    """Pieces the position put out beyond what the box holds (a position is never silently capped)."""
    out: list[str] = []
    for piece, decl in g.board.pieces.items():
        left = supply(g, piece)
        if decl.limited and left < 0:
            out.append(Worded("scenario-problem-over-supply", piece=piece, needed=decl.count - left, count=decl.count))
    return out


def _ran_out(g: Game) -> list[str]:
    """The limited supplies that ran out during the scenario, with what they left unplaced."""
    return [Worded("scenario-problem-ran-out", piece=piece, missing=n, count=g.board.pieces[piece].count)
            for piece, n in sorted(g.short.items()) if piece in g.board.pieces]


# What a primitive raises when a scenario's `primitive` step hands it arguments of the wrong kind or
# number: the step is the scenario's direct call into the engine, so the failure is the scenario's, said
# as such (`scenario-problem-primitive-failed`), not a bug of wsdv.
_BAD_ARGUMENTS = (TypeError, ValueError, KeyError, IndexError, AttributeError)


def _run_step(g: Game, step: Mapping) -> None:
    kind = next(k for k in step if k in STEP_KINDS)
    arg = step[kind]
    if kind == "phase":
        phase = g.phase(arg)
        g.state["vars"]["phase"] = arg
        g.run_block(phase.body, {})
    elif kind == "routine":
        if isinstance(arg, Mapping):
            g.call_icon(arg["name"], list(arg.get("args", [])), dict(arg.get("kw", {})))
        else:
            g.call_icon(arg, [], {})
    elif kind == "sequence":
        g.registry["run_sequence"](g, arg)
    elif kind == "icon":
        g.state["vars"]["actor"] = arg["actor"]
        g.call_icon(arg["name"], list(arg.get("args", [])), dict(arg.get("kw", {})))
    elif kind == "primitive":
        fn = g.registry.get(arg["name"])
        if fn is None:
            near = closest(arg["name"], g.registry)
            raise ScenarioError(words=("scenario-problem-unknown-primitive", {"name": arg["name"], "near": near or "",
                                                                             "known": "yes" if near else "no"}))
        g.state["vars"]["actor"] = arg.get("actor", g.state["vars"].get("actor"))
        try:
            fn(g, *arg.get("args", []), **dict(arg.get("kw", {})))
        except _BAD_ARGUMENTS as err:   # the scenario's own arguments, handed to Python as they are
            raise ScenarioError(words=("scenario-problem-primitive-failed",
                                       {"name": arg["name"], "error": f"{type(err).__name__}: {err}"})) from err
    elif kind == "event":
        g.state["vars"]["card"] = arg["card"]
        g.registry["run_event"](g, arg["card"], arg["side"])
    elif kind == "action":
        side, card, action = arg["side"], arg["card"], arg["action"]
        legal = legal_actions(g, side, card)
        if action not in legal:
            raise IllegalAction(f"{side} may not use card {card} for `{action}`; legal: {', '.join(legal) or 'none'}")
        g.state["vars"]["actor"] = side
        g.state["vars"]["card"] = card
        g.run_block(g.rules.actions[action].body, {"side": side, "card": card})
    elif kind == "play":
        g.play()
    elif kind == "setup":
        g.setup(arg if isinstance(arg, str) else None)


class Worded(str):
    """One failure of a scenario as a message of the locales (``words``: id and values, cli.ftl's
    ``scenario-problem-*``), so `wsdv scenario run` prints it in its reader's language (Polish under
    LANG=pl_PL); the string itself is its English, said from the English locale (as a test or a log
    reads it).  The values are the scenario's own data (ids, numbers), said as the file wrote them."""

    words: tuple[str, dict[str, Any]]

    def __new__(cls, message_id: str, **values: Any) -> Worded:
        said = {k: v if type(v) is int else str(v) for k, v in values.items()}
        self = super().__new__(cls, english(message_id, said))
        self.words = (message_id, said)
        return self


def _compare(g: Game, expect: Mapping) -> list[str]:
    st = g.state
    problems: list[str] = []
    for key, want in expect.items():
        if key == "pieces":
            for place, pieces in want.items():
                for piece, n in pieces.items():
                    have = count(g, piece, at=place if not str(place).isdigit() else int(place))
                    if have != n:
                        problems.append(Worded("scenario-problem-pieces", place=place, piece=piece,
                                               expected=n, found=have))
        elif key in ("values", "economy", "export", "mass_protests"):
            fn: Callable[[Any], Any] = {
                "values": lambda city: city_value(g, city) if city in st["sites"] else None,
                "economy": lambda p: economy(g, p),
                "export": lambda p: export_value(g, p),
                "mass_protests": lambda where: g.registry["mass_protests"](g, where)}[key]
            for thing, n in want.items():
                have = fn(thing)
                if have != n:
                    problems.append(Worded("scenario-problem-value", key=key, thing=thing, expected=n, found=have))
        elif key == "sites":
            for city, piece in want.items():
                have = st["sites"].get(city)
                if have != piece:
                    problems.append(Worded("scenario-problem-site", city=city, expected=piece or "",
                                           found=have or "", wanted="some" if piece else "none",
                                           had="some" if have else "none"))
        elif key in ("lines", "tracks", "flags", "vars", "flipped"):
            for k, v in want.items():
                have = st[key].get(k, 0 if key == "lines" else None)
                if have != v:
                    problems.append(Worded("scenario-problem-entry", key=key, name=k, expected=v, found=have))
        elif key == "zones":
            for z, cards in want.items():
                have = st["zones"].get(z, [])
                if isinstance(cards, int):
                    if len(have) != cards:
                        problems.append(Worded("scenario-problem-zone-count", zone=z, expected=cards,
                                               found=len(have)))
                elif sorted(map(str, have)) != sorted(map(str, cards)):
                    problems.append(Worded("scenario-problem-zone", zone=z, expected=cards, found=have))
        elif key == "hands":
            for side, n in want.items():
                have = len(st["zones"].get(f"hand_{side}", []))
                if have != n:
                    problems.append(Worded("scenario-problem-hand", side=side, expected=n, found=have))
        elif key == "rundown_factories":
            have = sorted(c for c in st["sites"] if g.registry["is_rundown"](g, c))
            if isinstance(want, int):
                if len(have) != want:
                    problems.append(Worded("scenario-problem-rundown-count", expected=want, found=len(have),
                                           cities=", ".join(have)))
            elif sorted(want) != have:
                problems.append(Worded("scenario-problem-rundown", expected=sorted(want), found=have))
        elif key == "result":
            have = st["result"]
            if want is None and have is not None:
                problems.append(Worded("scenario-problem-ended", result=have))
            elif want == "ended":
                if have is None:
                    problems.append(Worded("scenario-problem-goes-on"))
            elif want is not None:
                for k, v in want.items():
                    if (have or {}).get(k) != v:
                        problems.append(Worded("scenario-problem-result", name=k, expected=v,
                                               found=(have or {}).get(k)))
        elif key == "infrastructure":  # a side's pieces on blue lines
            for side, n in want.items():
                have = sum(c for k, c in st["lines"].items() if g.board.conn_side.get(k) == side)
                if have != n:
                    problems.append(Worded("scenario-problem-infrastructure", side=side, expected=n, found=have))
    return problems


def _offered(want: list, offered: list[tuple[str, str, list]]) -> list[str]:
    """Each expected decision is the next one offered with its side and kind (after the one before)."""
    problems: list[str] = []
    pos = 0
    for entry in want:
        side, kind = entry.get("side"), entry.get("kind")
        label = " ".join(str(x) for x in (side, kind) if x) or "decision"
        found = None
        while pos < len(offered):
            s, k, opts = offered[pos]
            pos += 1
            if (side is None or s == side) and (kind is None or k == kind):
                found = opts
                break
        if found is None:
            problems.append(Worded("scenario-problem-no-decision", decision=label))
            continue
        have = {str(o) for o in found}
        if "options" in entry and have != {str(o) for o in entry["options"]}:
            problems.append(Worded("scenario-problem-options", decision=label, expected=entry["options"],
                                   offered=found))
        missing = [o for o in entry.get("includes", ()) if str(o) not in have]
        if missing:
            problems.append(Worded("scenario-problem-not-offered", decision=label, missing=missing, offered=found))
        barred = [o for o in entry.get("excludes", ()) if str(o) in have]
        if barred:
            problems.append(Worded("scenario-problem-barred", decision=label, barred=barred, offered=found))
    return problems


class _ScenarioGame(Game):
    """A game that notes every decision put to a side, single options included (`expect_offered`)."""

    offered: list[tuple[str, str, list]]

    def ask(self, side: str, kind: str, options: list, **args: Any) -> Any:
        self.offered.append((side, kind, list(options)))
        return super().ask(side, kind, options, **args)


def variants_of(scn: Mapping) -> tuple[str, ...]:
    """The variants a scenario says it needs (its `variant` key)."""
    v = scn.get("variant")
    if v is None:
        return ()
    return (v,) if isinstance(v, str) else tuple(v)


def run(scn: Mapping, rules: Rules, file: str = "",
        rules_for: Callable[[tuple[str, ...]], Any] | None = None,
        observe: Callable[[str, Game], None] | None = None, labels: dict[str, str] | None = None) -> Outcome:
    """Run one scenario; its outcome lists each difference in words.

    ``rules`` is the content the run was asked for; a scenario naming `variant`s runs on
    ``rules_for(those variants)`` instead (the caller adds them to its own and builds once).
    ``observe`` is called with ``"before"`` once the position is laid out and with ``"after"`` when
    the steps are done, each time with the game (the site draws its worked examples from these).
    Nothing that goes wrong inside one scenario escapes it: every failure is a problem of
    the outcome. ``labels``: the words around a failure of the content ("error", "hint", "while
    running") in the reader's language (:meth:`interpreter.diagnostics.Diagnostic.render`).
    """
    out = Outcome(str(scn.get("name", "scenario")), file or getattr(scn, "file", ""))
    running = _Running(rules, labels=labels)
    try:
        _run(scn, rules, rules_for, out, running, observe)
    except ScenarioError as err:
        if err.problems:   # a scenario built in Python that a file could not hold: its problems, each in words
            out.invalid, out.located = True, list(err.problems)
            out.problems.extend(Worded(d.words[0], **dict(d.words[1])) if d.words else d.message for d in err.problems)
        else:
            out.problems.append(Worded(err.words[0], **err.words[1]) if err.words else str(err))
    except Exception as err:  # noqa: BLE001 - documented: an engine failure is this scenario's failure
        if _content_fault(out, err, scn, running):
            out.problems.append(Worded("scenario-problem-content-failed"))
        elif isinstance(err, RecursionError):
            out.problems.append(Worded("scenario-problem-too-deep"))
        else:   # not the content's and not the scenario's: a bug of wsdv (the command exits 3)
            out.bug = f"{type(err).__name__}: {err}"
            if os.environ.get("WSDV_DEBUG"):  # the Python side too, for wsdv's developers
                out.bug += "\n" + "".join(traceback.format_exception(err)).rstrip()
            out.problems.append(Worded("scenario-problem-engine-failed", error=out.bug))
    return out


@dataclass
class _Running:
    """Where a scenario's run has got to: the rules it runs on and the step under way (None: the
    setup and the position)."""

    rules: Rules
    step: int | None = None
    labels: dict[str, str] | None = None   # the words around a content failure, in the reader's language


def _step_label(scn: Mapping, running: _Running) -> tuple[str, tuple[str, dict[str, Any]]]:
    """Which scenario and which of its steps was running: `FILE:LINE:COL: NAME, step N (KIND ARG)`,
    in English and as a message of the locales (cli.ftl's ``scenario-fault-in-*``)."""
    name = str(scn.get("name", "scenario"))
    if running.step is None:
        return (f"scenario {name}, while laying out its setup and position",
                ("scenario-fault-in-setup", {"name": name}))
    path, step = _steps_with_paths(scn)[running.step]
    kind = next((k for k in step if k in STEP_KINDS), "?")
    arg = step.get(kind)
    shown = arg.get("name", arg.get("card", "")) if isinstance(arg, Mapping) else arg
    label = f"{name}, step {running.step + 1} ({kind} {shown})"
    file = getattr(scn, "file", "")
    values: dict[str, Any] = {"name": name, "step": running.step + 1, "kind": kind, "what": str(shown), "place": ""}
    if not file:
        return f"scenario {label}", ("scenario-fault-in-step", values)
    line, col = _mark(getattr(scn, "marks", {}), (*path, kind))
    values["place"] = f"{file}:{line}:{col}"
    return f"{file}:{line}:{col}: scenario {label}", ("scenario-fault-in-step", values)


def _content_fault(out: Outcome, err: BaseException, scn: Mapping, running: _Running) -> bool:
    """Note a failure of the content while the scenario ran as `wsdv play` reports one (the
    content expression, its source line and caret, the chain of content that led there) and
    the scenario step that ran it; False when the failure is not the content's."""
    diag = diagnose(err, running.rules, program_for(running.rules))
    if diag is None:
        return False
    budget = scn["budget"] if isinstance(err, OverBudget) and "budget" in scn else None
    if budget is not None:  # the scenario's own budget, not the engine's
        diag = dataclasses.replace(diag, hint=f"a loop here ran away; if the content really needs more, raise "
                                              f"the scenario's `budget` (now {budget})")
    where, words = _step_label(scn, running)
    text = render(diag, running.rules, labels=running.labels) + f"\n  in {where}"
    out.fault_parts = (diag, running.rules, words, budget)
    if os.environ.get("WSDV_DEBUG"):  # the Python side too, for wsdv's developers
        text += "\n" + "".join(traceback.format_exception(err)).rstrip()
    out.fault = text
    return True


def _run(scn: Mapping, rules: Rules, rules_for: Callable[[tuple[str, ...]], Any] | None, out: Outcome,
         running: _Running, observe: Callable[[str, Game], None] | None = None) -> None:
    if not isinstance(scn, Scenario):  # data built in Python (tests, a library's user): checked as a file is,
        problems = _problems(Path(out.file or out.name), {}, dict(scn))   # each problem in the file's words
        if problems:
            raise _refused("", *problems)
    wanted = variants_of(scn)
    if wanted:
        if rules_for is None:
            raise ScenarioError(words=("scenario-problem-needs-variants", {"variants": ", ".join(wanted)}))
        rules = rules_for(wanted)
        running.rules = rules
    seed = int(scn.get("seed", 0))
    # `budget`: the engine's step budget for this scenario (limits.py: loop rounds and calls).
    limits = Limits(game_steps=int(scn["budget"])) if "budget" in scn else None
    fallback = RandomAgent(seed) if scn.get("then") == "random" else None
    script = ScriptedAgent([], then=fallback)
    asked: list[str] = []

    class Recording(ScriptedAgent):
        """The script, noting who was asked what (for `expect: asked`)."""

        def choose(self, decision, view):
            asked.append(f"{decision.side} {decision.kind}")
            return script.choose(decision, view)
    agents = {s: Recording([]) for s in rules.sides}
    g = _ScenarioGame(rules, seed, agents, limits=limits)
    g.offered = []
    ids = _Ids(g)
    checked = _check_ids(ids, scn)
    if checked.problems or checked.located:
        out.invalid = True
        out.located = checked.diagnostics()
        raise ScenarioError("\n".join(checked.all()))
    steps = scn["steps"] if "steps" in scn else [{**scn["step"], "choices": scn.get("choices") or []}]
    error: str | None = None
    failure: BaseException | None = None
    total = 0
    # The first step's answers also serve the decisions of laying out the position (mass protests a
    # sector passes on to its supplier).
    script.choices = list(steps[0].get("choices") or [])
    try:
        if scn.get("setup", True):
            g.setup()
        _merge_position(g, scn.get("position") or {})
        over = _over_supply(g)
        if over:   # the position itself is wrong: nothing runs
            out.problems.extend(over)
            return
        if scn.get("actor"):
            g.state["vars"]["actor"] = scn["actor"]
        if observe is not None:
            observe("before", g)
        for i, step in enumerate(steps):
            running.step = i
            if i:
                script.choices = list(step.get("choices") or [])
                script.pos = 0
            _run_step(g, step)
            total += script.pos
            if script.pos < len(script.choices):
                out.problems.append(Worded("scenario-problem-unused-choices",
                                           step=i + 1 if "steps" in scn else 0, asked=script.pos,
                                           count=len(script.choices)))
    except GameOver:
        total += script.pos
    except OverBudget as err:
        _content_fault(out, err, scn, running)
        raise ScenarioError(words=("scenario-problem-budget", {})) from None   # the fault follows it
    except (IllegalChoice, IllegalAction, ScriptExhausted, ContentError) as err:
        total += script.pos
        error = str(err)
        failure = err
    out.decisions = total
    if observe is not None:
        observe("after", g)
    want_error = scn.get("expect_error")
    if want_error is not None:
        out.problems.clear()
        if error is None:
            out.problems.append(Worded("scenario-problem-error-missing", error=want_error))
        elif str(want_error) not in error:
            out.problems.append(Worded("scenario-problem-error-other", error=want_error, got=error))
        return
    if failure is not None:
        out.problems.append(Worded("scenario-problem-step-failed", error=error))
        _content_fault(out, failure, scn, running)
        return
    expect = scn.get("expect") or {}
    out.problems.extend(_compare(g, expect))
    want_asked = expect.get("asked")
    if want_asked is not None and [str(a) for a in want_asked] != asked:
        out.problems.append(Worded("scenario-problem-asked", expected=want_asked, found=asked))
    if "decisions" in expect and expect["decisions"] != total:
        out.problems.append(Worded("scenario-problem-decisions", expected=expect["decisions"], found=total))
    out.problems.extend(_offered(list(scn.get("expect_offered") or []), g.offered))
    if out.problems:   # a limited supply that ran out is the likeliest reason, and nothing else says it
        out.problems.extend(_ran_out(g))
