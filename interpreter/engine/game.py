"""A game in progress: rules, state, agents, the compiled content code, the log and narration."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from .agents import Agent
from .board import Board
from .decisions import Decision
from .evaluator import CONSTANTS, ContentError, GameOver, Program, attr_value
from .knowledge import Unit, side_view
from .limits import Limits, OverBudget, TooDeep
from .primitives import REGISTRY
from .state import State, copy_state, empty_state

if TYPE_CHECKING:
    from ..rules.model import Phase, Rules
    from ..rules.records import Action, Outcome, Procedure, Sequence


_BOARDS: dict[int, tuple[Rules, Board, Program | None]] = {}


def board_for(rules: Rules) -> Board:
    """The board tables of a rules model, built once and shared by every game on it."""
    entry = _BOARDS.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = (rules, Board(rules), None)
        _BOARDS[id(rules)] = entry
    return entry[1]


def program_for(rules: Rules) -> Program:
    """The compiled content code of a rules model, built once and shared by every game on it."""
    board = board_for(rules)
    program = _BOARDS[id(rules)][2]
    if program is None:
        program = Program(rules, REGISTRY, board)
        _BOARDS[id(rules)] = (rules, board, program)
    return program


class Game:
    """Runs content over one state.  Agents answer the decisions; nothing is chosen for them."""

    def __init__(self, rules: Rules, seed: int = 0, agents: Mapping[str, Agent] | None = None,
                 narrate: Callable[[str, dict], None] | None = None,
                 on_decision: Callable[[Decision, int], None] | None = None,
                 on_step: Callable[[str], None] | None = None, limits: Limits | None = None) -> None:
        self.rules = rules
        self.board = board_for(rules)
        self.program = program_for(rules)
        self.state: State = empty_state(rules, seed)
        self.agents: dict[str, Agent] = dict(agents or {})
        self.narrate = narrate
        self.on_decision = on_decision
        self.on_step = on_step  # called after each turn, phase and the setup: a stable state
        self.registry = self.program.registry
        self.log: list[dict] = []
        # The seed the game began from, when it began from one (not a scenario's state): with the
        # log's choices it builds the game again (the search bot's way into the pull API).
        self.origin_seed: int | None = None
        # The options taken so far, and the units (turns, phases, routines, icons) now running,
        # innermost last: a bot that looks ahead runs its decision's unit again on a copy.  Kept
        # only when an agent asks for them (`Agent.looks_ahead`), since each unit copies the state.
        self.taken: list[Any] = []
        self.units: list[Unit] = []
        self.track_units = any(getattr(a, "looks_ahead", False) for a in self.agents.values())
        # Icons and routines are both called by name with their parameters.
        self.icons = self.program.icons
        self.globals = self.program.globals
        # The step budget and the call-depth bound (limits.py): `steps` counts loop rounds and
        # calls; `step_limit` is where the budget of this game or of this decision runs out.
        self.limits = limits or Limits()
        self.steps = 0
        self.depth = 0
        self.max_depth = self.limits.depth
        self.decision_mark = 0
        self.step_limit = min(self.limits.game_steps, self.limits.decision_steps)
        self.hold_markers = False
        # What is told while a primitive changes pieces, held to be told after its own line
        # (pieces.hold); None: told at once.
        self.held: list[tuple[str, dict]] | None = None
        # Pieces an `add` could not place because a limited supply ran out, by piece (kept
        # outside the state: a report for the scenario runner, not a fact of the game).
        self.short: dict[str, int] = {}
        # The actions in the order they are offered (by `order`, then by id).
        self.actions: list[Action] = sorted(rules.actions.values(),
                                            key=lambda a: (99 if a.order is None else a.order, a.id))
        self.sector_pieces = {pid for pid, pc in rules.pieces.items() if pc.sectors}

    # ------------------------------------------------------------- names
    def global_name(self, name: str) -> Any:
        if name in self.globals:
            return name
        raise ContentError(words=("runtime-unknown-name", {"name": name}))

    def contains(self, container: Any, item: Any) -> bool:
        """``item in container``: a list holds its items; an id of a side, group or country its members."""
        if isinstance(container, str):
            members = self.board.members.get(container)
            if members is None:
                raise ContentError(words=("runtime-no-members", {"container": container}))
            return item in members
        if isinstance(container, (list, tuple, set, frozenset)):
            return item in container
        raise ContentError(words=("runtime-in-needs", {"found": repr(container)}))

    def attr(self, value: Any, name: str) -> Any:
        """``x.name``: a key of a dict value, or a key of the definition whose id ``x`` is."""
        if isinstance(value, Mapping):
            return value.get(name)
        try:
            data = self.board.declared_cards.get(value) if not isinstance(value, str) else self.board.declared.get(value)
        except TypeError:  # an unhashable value (a list) names no definition
            data = None
        if data is None:
            raise ContentError(words=("runtime-no-key", {"value": value, "name": name}))
        return attr_value(data, name)

    def icon(self, name: str) -> Procedure | None:
        return self.icons.get(name)

    def primitive(self, name: str) -> Callable | None:
        return self.registry.get(name)

    # ------------------------------------------------------------ running
    def call_icon(self, name: str, args: list, kw: dict) -> Any:
        """Run an icon or routine with its parameters (positional, then by name)."""
        if name not in self.icons:
            raise ContentError(words=("runtime-unknown-icon", {"name": name}))
        given = self.program.positional(name, len(args))  # by position and by name: position wins
        return self.program.icon(name)(self, *args, **{"v_" + k: v for k, v in kw.items() if k not in given})

    def say_icon(self, name: str, params: dict) -> None:
        """Narrate an icon being carried out, with its parameters that are plain values."""
        self.say("icon", icon=name, **{k: v for k, v in params.items() if isinstance(v, (str, int))})

    def begin_icon_unit(self, name: str, given: dict) -> None:
        """An icon or routine begins as a unit of play (see ``units``); ``given`` holds the
        parameters its caller passed, so running it again evaluates the same defaults."""
        self.begin_unit(lambda g: g.call_icon(name, [], given), call=True)

    def begin_unit(self, rerun: Callable[[Game], Any], call: bool = False) -> None:
        """A unit of play begins (the caller pops it from ``units`` when it ends, however it ends);
        ``call``: it is an icon's or a routine's call, not a turn or a phase."""
        self.units.append(Unit(copy_state(self.state), rerun, len(self.taken), call))

    def run_block(self, body: Any, env: dict | None = None) -> None:
        """Run statements with local names (``env``, not changed)."""
        if not env:
            self.program.block(body)(self)
        else:
            self.program.block(body, tuple(env))(self, *env.values())

    def eval(self, expr: Any, env: dict | None = None) -> Any:
        """The value of an expression with local names (``env``)."""
        cls = expr.__class__
        if cls is str:  # a name: a local, a constant or a definition id (as compiled code reads it)
            if env and expr in env:
                return env[expr]
            if expr in CONSTANTS:
                return CONSTANTS[expr]
            return self.global_name(expr)
        if expr is None or cls is int or cls is bool:
            return expr
        if not env:
            return self.program.expr(expr)(self)
        return self.program.expr(expr, tuple(env))(self, *env.values())

    # ----------------------------------------------------- budget and depth
    def over_budget(self) -> None:
        """The step budget of this game or of this decision ran out: stop with a diagnostic."""
        per_game = self.limits.game_steps <= self.decision_mark + self.limits.decision_steps
        raise OverBudget(self.limits.game_steps if per_game else self.limits.decision_steps, per_game)

    def too_deep(self) -> None:
        raise TooDeep(self.max_depth)

    def phase(self, name: str) -> Phase:
        """The phase a name gives (content names it at run time: a sequence, a scenario's step)."""
        return _named(self.rules.phases, "phase", name)

    def sequence(self, name: str) -> Sequence:
        return _named(self.rules.sequences, "sequence", name)

    def outcome(self, name: str) -> Outcome:
        return _named(self.rules.outcomes, "outcome", name)

    def finish(self, winner: str, outcome: str) -> None:
        """Set the result (once) and unwind the running content."""
        if self.state["result"] is None:
            self.state["result"] = {"winner": winner, "outcome": outcome}
            self.say("game-over", winner=winner, outcome=outcome)
        raise GameOver()

    # ---------------------------------------------------------- decisions
    def ask(self, side: str, kind: str, options: list, **args: Any) -> Any:
        """Put a decision to ``side``'s agent and return the option it took.

        A decision with a single option is not put to anyone (there is nothing to choose),
        so logs and scripts hold only real choices.
        """
        if not options:
            raise ContentError(words=("runtime-no-options", {"decision": kind, "side": side}))
        # A new decision: the budget of steps per decision starts again.
        steps = self.decision_mark = self.steps
        limits = self.limits
        cap = steps + limits.decision_steps
        self.step_limit = limits.game_steps if limits.game_steps < cap else cap
        if len(options) == 1:
            if self.narrate is not None:  # (a bot's private game narrates nothing: no words built)
                self.say(f"decision-{kind}", side=side, option=options[0], **args)
            return options[0]
        agent = self.agents.get(side)
        if agent is None:
            raise ContentError(words=("runtime-no-agent", {"side": side}))
        offered = list(options)   # (the decision's own list: an agent may keep it)
        d = Decision(side, kind, offered, args)
        if agent.asks_a_person:   # (no words of its own: what led to the question is told first)
            self.say("ask", side=side, kind=kind)
        # An agent is given what its side may know (or nothing, if it looks at nothing).
        i = agent.choose(d, side_view(self, side) if agent.sees else None)
        self.state["step"] += 1
        choice = offered[i]
        self.taken.append(choice)
        self.log.append({"side": side, "kind": kind, "choice": i})
        if self.on_decision is not None:
            self.on_decision(d, i)
        if self.narrate is not None:
            self.say(f"decision-{kind}", side=side, option=choice, **args)
        return choice

    def step_done(self, what: str) -> None:
        """A turn, phase or setup is complete; the state is stable (invariants hold here)."""
        if self.on_step is not None:
            self.on_step(what)

    def say(self, message: str, **args: Any) -> None:
        if self.narrate is not None:
            if self.held is not None and message != "ask":   # (a question to a person is put at once)
                self.held.append((message, args))
                return
            self.narrate(message, args)

    # ----------------------------------------------------------- top level
    def setup(self, name: str | None = None) -> None:
        """Run a setup declaration (the only one, or the one named)."""
        setups = self.rules.setups
        if name is None:
            name = "standard" if "standard" in setups else next(iter(setups))
        self.run_block(setups[name].body)
        self.step_done("setup")

    def play(self, routine: str | None = None) -> dict | None:
        """Run the game's routine to its end; the result (winner and outcome)."""
        routines = self.rules.routines
        if routine is None:
            entries = [r for r, d in routines.items() if d.entry]
            if len(entries) != 1:
                raise ContentError(words=("runtime-entry-routines", {"found": len(entries)}))
            routine = entries[0]
        try:
            self.run_block(routines[routine].body)
        except GameOver:
            pass
        return self.state["result"]

    def run_guarded(self, fn: Callable[[], Any]) -> Any:
        """Run a piece of content, stopping quietly when it ends the game."""
        try:
            return fn()
        except GameOver:
            return None


_T = TypeVar("_T")


def _named(table: Mapping[str, _T], kind: str, name: str) -> _T:
    """A record content names at run time (a content fault where there is none)."""
    record = table.get(name)
    if record is None:
        raise ContentError(words=("runtime-no-definition", {"kind": kind, "name": name}))
    return record
