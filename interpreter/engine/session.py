"""Whole games: starting one from content, logging its decisions, replaying or resuming a log."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..words.english import SaidInEnglish
from .agents import Agent
from .decisions import Decision
from .game import Game
from .gamelog import LOG_VERSION, LogError, LogReader, LogWriter, normal
from .knowledge import side_view
from .state import dumps

if TYPE_CHECKING:
    from ..rules.model import Rules

__all__ = ["LOG_VERSION", "LogError", "ReplayMismatch", "Recorder", "digest", "log_header", "new_game",
           "replay", "resume", "set_up", "write_log"]


def digest(state: dict) -> str:
    """A short fingerprint of a state, to check that a replay reaches the same states."""
    return hashlib.sha1(dumps(state).encode()).hexdigest()[:12]


@dataclass
class Recorder:
    """Collects each decision of a game as a log entry (and optionally the state's digest).

    With a ``sink`` each entry goes there as it is made (a log file written as the game goes);
    ``skip`` entries at the start are not passed on (a resumed game's, already in its log)."""

    game: Game | None = None
    with_digest: bool = True
    entries: list[dict] = field(default_factory=list)
    sink: Callable[[dict], None] | None = None
    keep: bool = True
    skip: int = 0
    count: int = 0

    def __call__(self, d: Decision, i: int) -> None:
        self.count += 1
        entry = {"n": self.count, "side": d.side, "kind": d.kind, "choice": i, "option": d.options[i]}
        if self.with_digest and self.game is not None:
            entry["state"] = digest(self.game.state)
        if self.keep:
            self.entries.append(entry)
        if self.sink is not None and self.count > self.skip:
            self.sink(entry)


def new_game(rules: Rules, seed: int, agents: Mapping[str, Agent], narrate: Callable | None = None,
             record: bool = False, with_digest: bool = True,
             recorder: Recorder | None = None) -> tuple[Game, Recorder | None]:
    """A game set up from content, ready to play; with a recorder if asked (or the one given)."""
    rec = recorder if recorder is not None else Recorder(with_digest=with_digest) if record else None
    g = Game(rules, seed, agents, narrate=narrate, on_decision=rec)
    g.origin_seed = seed
    if rec is not None:
        rec.game = g
    set_up(g)
    return g, rec


def set_up(g: Game) -> None:
    """Run the content's setup on a new game, as every game begins (its decisions are put to the agents)."""
    g.say("setup")
    g.run_guarded(g.setup)


def log_header(rules: Rules, seed: int, agents: Mapping[str, str]) -> dict:
    return {"wsdv_log": LOG_VERSION, "seed": seed, "variants": list(rules.variants),
            "content": rules.content_hash, "agents": dict(agents)}


def result_line(game: Game) -> dict:
    return {"result": game.state["result"], "state": digest(game.state)}


def write_log(path: str, header: dict, entries: list[dict], result: dict | None, final: str) -> None:
    """A whole log at once (tests and tools; `wsdv play` writes as it goes with a LogWriter)."""
    writer = LogWriter(path, header)
    try:
        for e in entries:
            writer.write(e)
        writer.write({"result": result, "state": final})
    finally:
        writer.close()


class ReplayMismatch(SaidInEnglish):
    """A replay took a different path from its log; exit 1.

    Raised with its ``words`` alone (a ``refusal-replay-*`` message of cli-refusals.ftl): ``str(err)``
    is that message in English, the command line says it in the reader's language."""


def check_header(log: LogReader, rules: Rules) -> None:
    """The log was written for these rules: the same variants (else a LogError naming them) and
    the same content (else a ReplayMismatch)."""
    header = log.header
    wanted, have = list(header["variants"]), list(rules.variants)
    if wanted != have:
        flags = " ".join(f"--variant {v}" for v in wanted)
        raise log.error(("refusal-log-variants", {"logged": ", ".join(wanted), "used": ", ".join(have),
                                                  "flags": flags, "logged-any": "yes" if wanted else "no",
                                                  "used-any": "yes" if have else "no"}), line=1)
    if header["content"] != rules.content_hash:
        raise ReplayMismatch(words=("refusal-replay-content", {"logged": header["content"], "used": rules.content_hash}))


class _Stop(Exception):
    pass


class _Follower(Agent):
    """Answers every side's decisions from the log, checking each line against the game: the
    same side and kind of decision, a choice among the options offered, the same option, the
    same state.  With ``live`` agents it hands over to them where the log ends (a resumed game)."""

    name = "replay"

    def __init__(self, log: LogReader, stop: int | None = None, live: Mapping[str, Agent] | None = None,
                 catch_up: Callable[[str], bool] | None = None, on_live: Callable[[], None] | None = None) -> None:
        self.log = log
        self.stop = stop
        self.live = live
        self.catch_up = catch_up or (lambda side: False)
        self.on_live = on_live
        self.count = 0
        self.entry: dict | None = None
        self.following = True
        self.game: Game | None = None
        # The live agents see and look ahead as they would in a game of their own.
        self.looks_ahead = any(getattr(a, "looks_ahead", False) for a in (live or {}).values())

    def choose(self, decision: Decision, game: Any) -> int:
        if not self.following:
            return self._live(decision)
        if self.stop is not None and self.count >= self.stop:
            raise _Stop()
        entry = self.log.next_decision()
        if entry is None:
            return self._log_ended(decision, game)
        self.entry = entry
        if entry["side"] != decision.side or entry["kind"] != decision.kind:
            raise ReplayMismatch(words=("refusal-replay-decision", {"line": self.log.line, "n": entry["n"],
                                                                    "side": entry["side"], "kind": entry["kind"],
                                                                    "asked-side": decision.side,
                                                                    "asked-kind": decision.kind}))
        i = entry["choice"]
        if i >= len(decision.options):
            raise self.log.error(("refusal-log-choice", {"n": entry["n"], "choice": i, "side": decision.side,
                                                         "kind": decision.kind, "count": len(decision.options),
                                                         "last": len(decision.options) - 1}))
        offered = normal(decision.options[i])
        if offered != entry["option"]:
            raise ReplayMismatch(words=("refusal-replay-option", {"line": self.log.line, "n": entry["n"],
                                                                  "option": repr(entry["option"]), "choice": i,
                                                                  "offered": repr(offered)}))
        if self.live is not None and self.catch_up(decision.side):
            self._live(decision)  # a bot's own generator moves on as in the game
        self.count += 1
        return i

    def _live(self, decision: Decision) -> int:
        assert self.live is not None and self.game is not None
        agent = self.live[decision.side]
        return agent.choose(decision, side_view(self.game, decision.side) if agent.sees else None)

    def _log_ended(self, decision: Decision, game: Any) -> int:
        if self.log.final is not None:
            raise ReplayMismatch(words=("refusal-replay-log-ended", {"line": self.log.line, "count": self.count,
                                                                     "side": decision.side, "kind": decision.kind}))
        if self.live is None:
            raise self.log.error(("refusal-log-unfinished", {"count": self.count,
                                                             "command": f"wsdv play --resume {self.log.path}"}))
        self.following = False
        self.entry = None
        if self.on_live is not None:
            self.on_live()
        return self._live(decision)

    def after(self, decision: Decision, i: int, game: Game) -> None:
        """After the game took the decision: the state must be the one the log recorded."""
        if self.following and self.entry is not None and "state" in self.entry:
            if digest(game.state) != self.entry["state"]:
                raise ReplayMismatch(words=("refusal-replay-state", {"line": self.log.line, "n": self.entry["n"]}))


def _hooked(follower: _Follower, rec: Recorder | None) -> Callable[[Decision, int], None]:
    def on_decision(d: Decision, i: int) -> None:
        assert follower.game is not None
        follower.after(d, i, follower.game)
        if rec is not None:
            rec(d, i)
    return on_decision


def replay(rules: Rules, path: str, to: int | None = None, narrate: Callable | None = None) -> tuple[Game, int]:
    """Re-run a logged game, reading the log a line at a time.

    Raises :class:`ReplayMismatch` at the first difference from the log and :class:`LogError` for a
    file that is not a valid log for these rules.  Returns the game (stopped after decision ``to``
    if given) and the number of decisions replayed.
    """
    with LogReader(path) as log:
        check_header(log, rules)
        follower = _Follower(log, stop=to)
        g = _start(rules, log.header["seed"], follower, narrate, None)
        try:
            g.play()
        except _Stop:
            return g, follower.count
        if to is not None:
            return g, follower.count
        if log.next_decision() is not None:
            raise ReplayMismatch(words=("refusal-replay-log-goes-on", {"line": log.line, "count": follower.count}))
        if log.final is None:
            raise log.error(("refusal-log-no-result", {"count": follower.count}))
        if log.final["result"] != g.state["result"]:
            raise ReplayMismatch(words=("refusal-replay-result", {"line": log.line, "logged": log.final["result"],
                                                                  "played": g.state["result"]}))
        if log.final["state"] != digest(g.state):
            raise ReplayMismatch(words=("refusal-replay-final-state", {"line": log.line}))
        return g, follower.count


def _start(rules: Rules, seed: int, follower: _Follower, narrate: Callable | None, rec: Recorder | None) -> Game:
    agents = {s: follower for s in rules.sides}
    g = Game(rules, seed, agents, narrate=narrate, on_decision=_hooked(follower, rec))
    g.origin_seed = seed
    follower.game = g
    if rec is not None:
        rec.game = g
    g.say("setup")
    g.run_guarded(g.setup)
    return g


def resume(rules: Rules, path: str, agents: Mapping[str, Agent], bots: set[str],
           narrate: Callable | None = None) -> tuple[Game, dict | None, int]:
    """Continue an unfinished logged game: replay (and check) its decisions silently, then let
    ``agents`` play on, appending each new decision to the same log.

    The sides in ``bots`` answer the logged decisions too (their answers are dropped), so their
    generators stand where they stood when the game stopped and the resumed game is the game
    that would have been played without the interruption.  Returns the game, its result and
    the number of decisions that were in the log.
    """
    with LogReader(path, torn_tail_ok=True, lock=True) as log:  # no second wsdv plays into it meanwhile
        check_header(log, rules)
        writer: LogWriter | None = None

        def go_live() -> None:
            nonlocal writer
            writer = LogWriter(path, None, append=True, lock=False, keep=log.good_end if log.torn else None)
            rec.sink = writer.write
            rec.skip = rec.count
            g.narrate = narrate

        rec = Recorder(keep=False)
        follower = _Follower(log, live=agents, catch_up=lambda side: side in bots, on_live=go_live)
        g = _start(rules, log.header["seed"], follower, None, rec)
        try:
            result = g.play()
            if follower.following:  # the log held the whole game
                raise log.error(("refusal-log-finished", {"command": f"wsdv replay {path}"}))
            logged = rec.skip
            assert writer is not None
            writer.write(result_line(g))
        finally:
            if writer is not None:
                writer.close()
        return g, result, logged
