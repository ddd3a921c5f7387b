"""Whole games: starting one from content, logging its decisions, replaying a log."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .agents import Agent, IndexAgent
from .decisions import Decision
from .game import Game
from .state import dumps

LOG_VERSION = 1


def digest(state: dict) -> str:
    """A short fingerprint of a state, to check that a replay reaches the same states."""
    return hashlib.sha1(dumps(state).encode()).hexdigest()[:12]


@dataclass
class Recorder:
    """Collects each decision of a game as a log entry (and optionally the state's digest)."""

    game: Game | None = None
    with_digest: bool = True
    entries: list[dict] = field(default_factory=list)

    def __call__(self, d: Decision, i: int) -> None:
        entry = {"n": len(self.entries) + 1, "side": d.side, "kind": d.kind, "choice": i,
                 "option": d.options[i]}
        if self.with_digest and self.game is not None:
            entry["state"] = digest(self.game.state)
        self.entries.append(entry)


def new_game(rules: Any, seed: int, agents: Mapping[str, Agent], narrate: Callable | None = None,
             record: bool = False, with_digest: bool = True) -> tuple[Game, Recorder | None]:
    """A game set up from content, ready to play; with a recorder if asked."""
    rec = Recorder(with_digest=with_digest) if record else None
    g = Game(rules, seed, agents, narrate=narrate, on_decision=rec)
    if rec is not None:
        rec.game = g
    g.say("setup")
    g.run_guarded(g.setup)
    return g, rec


def log_header(rules: Any, seed: int, agents: Mapping[str, str]) -> dict:
    return {"wsdv_log": LOG_VERSION, "seed": seed, "variants": list(rules.variants),
            "content": rules.content_hash, "agents": dict(agents)}


def write_log(path: str, header: dict, entries: list[dict], result: dict | None, final: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for e in entries:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
        f.write(json.dumps({"result": result, "state": final}, ensure_ascii=False) + "\n")


def read_log(path: str) -> tuple[dict, list[dict], dict | None]:
    """The header, decision entries and final line of a log file."""
    with open(path, encoding="utf-8") as f:
        lines = [json.loads(line) for line in f if line.strip()]
    if not lines or "wsdv_log" not in lines[0]:
        raise ValueError("not a wsdv game log (its first line has no `wsdv_log`)")
    header, rest = lines[0], lines[1:]
    final = rest[-1] if rest and "result" in rest[-1] else None
    entries = [e for e in rest if "choice" in e]
    return header, entries, final


class ReplayMismatch(Exception):
    """A replay took a different path from its log."""


class _ReplayAgent(IndexAgent):
    """Answers from the log and checks each decision and state against it."""

    def __init__(self, entries: list[dict], stop: int | None) -> None:
        super().__init__([e["choice"] for e in entries])
        self.entries = entries
        self.stop = stop

    def choose(self, decision: Decision, game: Any) -> int:
        if self.stop is not None and self.pos >= self.stop:
            raise _Stop()
        if self.pos < len(self.entries):
            e = self.entries[self.pos]
            if e["side"] != decision.side or e["kind"] != decision.kind:
                raise ReplayMismatch(f"step {e['n']}: the log has {e['side']}'s decision '{e['kind']}', "
                                     f"the game asks {decision.side}'s '{decision.kind}'")
            if "state" in e and self.pos > 0:
                pass  # the digest after the previous decision is checked by the recorder below
        return super().choose(decision, game)


class _Stop(Exception):
    pass


def replay(rules: Any, path: str, to: int | None = None, narrate: Callable | None = None) -> tuple[Game, int]:
    """Re-run a logged game; raises :class:`ReplayMismatch` at the first difference.

    Returns the game (stopped after step ``to`` if given) and the number of steps replayed.
    """
    header, entries, final = read_log(path)
    if header.get("content") and rules.content_hash and header["content"] != rules.content_hash:
        raise ReplayMismatch(f"the log was written with content {header['content']}, "
                             f"this content is {rules.content_hash}")
    agent = _ReplayAgent(entries, to)
    agents = {s: agent for s in rules.sides}
    g, rec = new_game(rules, header["seed"], agents, narrate=narrate, record=True)
    assert rec is not None
    try:
        g.play()
    except _Stop:
        pass
    for mine, logged in zip(rec.entries, entries, strict=False):
        if "state" in logged and mine.get("state") != logged["state"]:
            raise ReplayMismatch(f"step {logged['n']}: the state differs from the log's")
    if to is None:
        if len(rec.entries) != len(entries):
            raise ReplayMismatch(f"the log has {len(entries)} decisions, the replay took {len(rec.entries)}")
        if final is not None and final.get("result") != g.state["result"]:
            raise ReplayMismatch(f"the log ends with {final.get('result')}, the replay with {g.state['result']}")
        if final is not None and final.get("state") and final["state"] != digest(g.state):
            raise ReplayMismatch("the final state differs from the log's")
    return g, len(rec.entries)
