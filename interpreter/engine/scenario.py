"""Scenarios: a position, one step, scripted choices and the expected result (YAML).

The format is documented in docs/scenarios.md.  A scenario never needs Python: a
rulebook example is written as data, run by ``wsdv scenario run``, and every
difference from the expected result is reported in words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .agents import RandomAgent, ScriptedAgent, ScriptExhausted
from .decisions import IllegalChoice
from .economy import city_value, economy, export_value
from .evaluator import ContentError
from .game import Game, GameOver
from .pieces import count, update_derived

STEP_KINDS = ("action", "event", "icon", "primitive", "phase", "routine", "sequence", "play", "setup")


# The scenario format's own words (keys of `expect`), documented in docs/scenarios.md.
EXPECT_KEYS = ("pieces", "sites", "lines", "tracks", "flags", "vars", "flipped", "zones", "values", "economy",
               "export", "mass_protests", "rundown_factories", "infrastructure", "result", "asked", "decisions")


class ScenarioError(Exception):
    """The scenario file itself is wrong (not the rules under test)."""


@dataclass
class Outcome:
    name: str
    file: str
    problems: list[str] = field(default_factory=list)
    decisions: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems


def load(path: Path) -> list[dict]:
    """The scenarios of a YAML file (one document, or a list under `scenarios`)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        raise ScenarioError(f"{where}: error: this is not valid YAML: {getattr(err, 'problem', err)}") from None
    if isinstance(data, Mapping) and "scenarios" in data:
        items = data["scenarios"]
    else:
        items = [data]
    if not isinstance(items, list) or not all(isinstance(x, Mapping) for x in items):
        raise ScenarioError(f"{path}:1:1: error: a scenario file holds one mapping or `scenarios:` "
                            "with a list of mappings")
    return [dict(x) for x in items]


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
                if what == "sites":
                    st["sites"].clear()
                elif what == "lines":
                    st["lines"].clear()
                elif what == "pieces":
                    st["pieces"].clear()
                else:
                    raise ScenarioError(f"`clear` takes sites, lines or pieces, found `{what}`")
        else:
            raise ScenarioError(f"unknown part of a position: `{key}`")
    # Mass-protest markers follow the unrest given (held markers are rebuilt, mirrors kept).
    markers = {d["id"] for d in g.board.derived}
    given = {k for pieces in (pos.get("pieces") or {}).values() for k in pieces}
    if markers and not markers & given:
        for p in g.board.all_provinces:
            update_derived(g, p)


def _run_step(g: Game, step: Mapping) -> None:
    kinds = [k for k in step if k in STEP_KINDS]
    if len(kinds) != 1:
        raise ScenarioError(f"a step names exactly one of: {', '.join(STEP_KINDS)}")
    kind = kinds[0]
    arg = step[kind]
    if kind == "phase":
        phase = g.definition("phase", arg)
        g.state["vars"]["phase"] = arg
        g.run_block(phase.get("body", ()), {})
    elif kind == "routine":
        if isinstance(arg, Mapping):
            g.call_icon(arg["name"], list(arg.get("args", [])), {})
        else:
            g.call_icon(arg, [], {})
    elif kind == "sequence":
        g.registry["run_sequence"](g, arg)
    elif kind == "icon":
        if "actor" not in arg:
            raise ScenarioError("an `icon` step needs `actor`: the side carrying it out")
        g.state["vars"]["actor"] = arg["actor"]
        g.call_icon(arg["name"], list(arg.get("args", [])), dict(arg.get("kw", {})))
    elif kind == "primitive":
        fn = g.registry.get(arg["name"])
        if fn is None:
            raise ScenarioError(f"unknown primitive `{arg['name']}`")
        g.state["vars"]["actor"] = arg.get("actor", g.state["vars"].get("actor"))
        fn(g, *arg.get("args", []))
    elif kind == "event":
        g.state["vars"]["card"] = arg["card"]
        g.registry["run_event"](g, arg["card"], arg["side"])
    elif kind == "action":
        side, card, action = arg["side"], arg["card"], arg["action"]
        from .cardplay import legal_actions
        legal = legal_actions(g, side, card)
        if action not in legal:
            raise IllegalAction(f"{side} may not use card {card} for `{action}`; legal: {', '.join(legal) or 'none'}")
        g.state["vars"]["actor"] = side
        g.state["vars"]["card"] = card
        g.run_block(g.rules.definitions[("action", action)].get("body", ()), {"side": side, "card": card})
    elif kind == "play":
        g.play()
    elif kind == "setup":
        g.setup(arg if isinstance(arg, str) else None)


class IllegalAction(Exception):
    """A scenario asked for an action the rules do not allow."""


def _actual(g: Game, key: str, sub: Any) -> Any:
    st = g.state
    if key == "pieces":
        return lambda place, piece: count(g, piece, at=place)
    if key == "values":
        return lambda city: city_value(g, city) if city in st["sites"] else None
    if key == "economy":
        return lambda p: economy(g, p)
    if key == "export":
        return lambda p: export_value(g, p)
    if key == "mass_protests":
        return lambda where: g.registry["mass_protests"](g, where)
    return None


def _compare(g: Game, expect: Mapping) -> list[str]:
    st = g.state
    problems = []
    for key, want in expect.items():
        if key == "pieces":
            for place, pieces in want.items():
                for piece, n in pieces.items():
                    have = count(g, piece, at=place if not str(place).isdigit() else int(place))
                    if have != n:
                        problems.append(f"{place}: expected {n} {piece}, found {have}")
        elif key in ("values", "economy", "export", "mass_protests"):
            fn = _actual(g, key, want)
            for thing, n in want.items():
                have = fn(thing)
                if have != n:
                    problems.append(f"{key} of {thing}: expected {n}, found {have}")
        elif key == "sites":
            for city, piece in want.items():
                have = st["sites"].get(city)
                if have != piece:
                    problems.append(f"{city}: expected {piece or 'no factory'}, found {have or 'no factory'}")
        elif key in ("lines", "tracks", "flags", "vars", "flipped"):
            for k, v in want.items():
                have = st[key].get(k, 0 if key == "lines" else None)
                if have != v:
                    problems.append(f"{key} {k}: expected {v}, found {have}")
        elif key == "zones":
            for z, cards in want.items():
                have = st["zones"].get(z, [])
                if sorted(map(str, have)) != sorted(map(str, cards)):
                    problems.append(f"zone {z}: expected {cards}, found {have}")
        elif key == "rundown_factories":
            have = sorted(c for c in st["sites"] if g.registry["is_rundown"](g, c))
            if isinstance(want, int):
                if len(have) != want:
                    problems.append(f"expected {want} rundown factories, found {len(have)} ({', '.join(have)})")
            elif sorted(want) != have:
                problems.append(f"expected rundown factories {sorted(want)}, found {have}")
        elif key == "result":
            have = st["result"]
            if want is None and have is not None:
                problems.append(f"expected the game to go on, but it ended: {have}")
            elif want == "ended":
                if have is None:
                    problems.append("expected the game to have ended, but it goes on")
            elif want is not None:
                for k, v in want.items():
                    if (have or {}).get(k) != v:
                        problems.append(f"result {k}: expected {v}, found {(have or {}).get(k)}")
        elif key in ("decisions", "asked"):
            pass
        elif key == EXPECT_KEYS[13]:  # a side's pieces on blue lines
            for side, n in want.items():
                have = sum(c for k, c in st["lines"].items() if g.board.conn_side.get(k) == side)
                if have != n:
                    problems.append(f"expected {n} infrastructure of {side}, found {have}")
        else:
            problems.append(f"unknown expectation `{key}`")
    return problems


def run(scn: Mapping, rules: Any, file: str = "") -> Outcome:
    """Run one scenario; its outcome lists each difference in words."""
    name = str(scn.get("name", "scenario"))
    out = Outcome(name, file)
    unknown = set(scn) - {"name", "section", "source", "note", "seed", "setup", "position", "step", "choices",
                          "then", "expect", "expect_error", "actor"}
    if unknown:
        out.problems.append(f"unknown key(s) in the scenario: {', '.join(sorted(unknown))}")
        return out
    seed = int(scn.get("seed", 0))
    fallback = RandomAgent(seed) if scn.get("then") == "random" else None
    script = ScriptedAgent(scn.get("choices") or [], then=fallback)
    asked: list[str] = []

    class Recording(ScriptedAgent):
        """The script, noting who was asked what (for `expect: asked`)."""

        def choose(self, decision, game):  # type: ignore[override]
            asked.append(f"{decision.side} {decision.kind}")
            return script.choose(decision, game)
    agents = {s: Recording([]) for s in rules.sides}
    g = Game(rules, seed, agents)
    error: str | None = None
    try:
        if scn.get("setup", True):
            g.setup()
        _merge_position(g, scn.get("position") or {})
        if scn.get("actor"):
            g.state["vars"]["actor"] = scn["actor"]
        if "step" not in scn:
            raise ScenarioError("a scenario needs a `step`")
        _run_step(g, scn["step"])
    except GameOver:
        pass
    except (IllegalChoice, IllegalAction, ScriptExhausted, ContentError) as err:
        error = str(err)
    except ScenarioError as err:
        out.problems.append(str(err))
        return out
    out.decisions = script.pos
    want_error = scn.get("expect_error")
    if want_error is not None:
        if error is None:
            out.problems.append(f"expected an error containing '{want_error}', but the step succeeded")
        elif str(want_error) not in error:
            out.problems.append(f"expected an error containing '{want_error}', got: {error}")
        return out
    if error is not None:
        out.problems.append(f"the step failed: {error}")
        return out
    if script.pos < len(script.choices):
        out.problems.append(f"only {script.pos} of the {len(script.choices)} scripted choices were asked for")
    out.problems.extend(_compare(g, scn.get("expect") or {}))
    want_asked = (scn.get("expect") or {}).get("asked")
    if want_asked is not None and [str(a) for a in want_asked] != asked:
        out.problems.append(f"expected the decisions {want_asked}, they were {asked}")
    if "decisions" in (scn.get("expect") or {}) and scn["expect"]["decisions"] != script.pos:
        out.problems.append(f"expected {scn['expect']['decisions']} decisions, there were {script.pos}")
    return out
