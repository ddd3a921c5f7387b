"""The pull API: a game handed out one decision at a time, to be answered, copied and searched.

The engine is push-style: content runs and calls :meth:`~.game.Game.ask`, which expects an answer
before it returns.  Game-AI tools want the opposite (OpenSpiel's ``State``): to be given the
pending decision, answer it when they like, and copy the game to try other answers.  This module
turns the one engine inside out without a second implementation of the rules.

How.  Each :class:`PullState` runs its game in a **greenlet** (a coroutine with its own Python
stack).  The game's every side is played by an agent that, when asked, switches back to whoever
holds the state with the decision, and resumes with the index it is given.  So ``play``,
``replay``, ``simulate`` and this API all run the same interpreter, down to the same narration
hooks and logs; the byte-for-byte test (tests/engine/test_pull.py) holds them to it.

Why greenlets, and clone by replay.  A pending decision's continuation is not only the state (plain
data, cheap to copy) but the Python stack of content code that is running: the loop of decades,
the half-decade's turn counter, a card's icon half done.  That stack cannot be copied (not a
generator's frame, not a greenlet's, not a thread's), and rewriting every primitive as a
resumable machine would be a second engine.  What *is* exact is determinism: the same content,
seed and choices give the same game.  So a state is its recipe (seed, the choices taken, and any
hidden cards dealt again by :meth:`PullState.resample`), and :meth:`PullState.clone` copies the
recipe (a list copy, O(1) in practice) and replays it only when the copy is first used, with no
agent, view or narration in the way: a replay costs a fraction of a random game
(benchmarks/pull.py measures it).  The other candidates were worse: a generator would need every
primitive rewritten as one (a second engine); snapshot and re-run of the current unit (what
the heuristic bot does) cannot go past the unit's end, which is the whole point of a deep search;
threads switch ten times slower than greenlets and still cannot be copied.

Hidden information.  :meth:`PullState.resample` deals the cards a side cannot see again at random
(same zones, same counts) and gives the game a fresh generator for the shuffles to come, in place
on a copy, so the continuation runs on with the new cards.  For the side to move (or a finished
game) the cards are dealt again where the game stands.  For the other side they cannot be: the
running content may hold a card of the mover's hand in a local name (its decision's options, a
loop over its hand), and a deal cannot reach into it; so they are dealt at that side's own last
decision, and the mover's decisions since are played again in the new deal as that side saw them
(:meth:`PullState._resampled_back`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from greenlet import getcurrent, greenlet

from ..errors import WsdvError
from ..words.l10n import DEFAULT_LANGUAGE
from .agents import Agent
from .decisions import Decision, IllegalChoice
from .game import Game
from .gamelog import LogWriter
from .knowledge import SideView, hidden_zones, side_view, view_state
from .rng import Random
from .session import Recorder, log_header, result_line, set_up
from .state import State, dumps
from .view import View

if TYPE_CHECKING:
    from ..rules.model import Rules

__all__ = ["Action", "NotToMove", "PullGame", "PullState"]


class Chooser(Protocol):
    def below(self, n: int) -> int: ...


class NotToMove(WsdvError):
    """A question the pull API can answer only for the side to move (or a finished game)."""


class GameFinished(WsdvError):
    """An action was applied to a finished game."""


@dataclass(frozen=True)
class Action:
    """One option of the pending decision: ``index`` (what :meth:`PullState.apply_action` takes;
    the option's place in the decision's list, stable for the same state), ``label`` (the option
    in words, from the locales), ``option`` (the option as content gives it: a card, a province,
    a word), and the decision's ``side`` and ``kind``."""

    index: int
    label: str
    option: Any
    side: str
    kind: str


@dataclass(frozen=True)
class _Resample:
    """Hidden cards dealt again before the decision at ``at``: each zone's new cards, the new generator
    (None: the game's own goes on)."""

    at: int
    zones: tuple[tuple[str, tuple[Any, ...]], ...]
    rng: int | None


class _Asker(Agent):
    """Plays every side of a pulled game: answers from the recipe while a copy catches up, then
    hands each decision to the holder of the state and waits for its answer."""

    name = "pull"

    def __init__(self, owner: PullState) -> None:
        self.owner = owner

    def choose(self, decision: Decision, view: Any) -> int:
        owner = self.owner
        n = owner._asked
        while owner._next_resample < len(owner._resamples) and owner._resamples[owner._next_resample].at == n:
            owner._deal(owner._resamples[owner._next_resample])
            owner._next_resample += 1
        owner._asked = n + 1
        if n < owner._replay_to:
            i = owner._history[n]
            if not 0 <= i < len(decision.options):
                raise IllegalChoice(decision, f"option #{i}")
        else:
            here = getcurrent()
            assert here.parent is not None
            i = int(here.parent.switch(decision))
        option = decision.options[i]
        owner._seen.append((decision.side, decision.kind, option,
                            frozenset(s for s in owner.game.sides if _is_hidden(owner, option, s))))
        return i


class PullGame:
    """A rules model ready to hand out states: what ``interpreter.load(...).new_state`` uses.

    ``lang`` is the language of the actions' labels (content/locales)."""

    def __init__(self, rules: Rules, content: Path | None = None, lang: str | None = None) -> None:
        self.rules = rules
        self.content = content
        self.lang = lang or DEFAULT_LANGUAGE
        self.sides: tuple[str, ...] = tuple(rules.sides)
        self._hidden = hidden_zones(rules)
        self._view: Any = None

    def new_state(self, seed: int = 1, looks_ahead: bool = False) -> PullState:
        """The game of ``seed`` at its first decision (the setup has run).  ``looks_ahead`` keeps
        the units the heuristic bot re-runs (:meth:`PullState.view` then serves it), at the cost
        of a state copy per turn and phase."""
        return PullState(self, seed, [], (), looks_ahead)

    def labeller(self) -> Any:
        """The view that words options (built once: it reads the locales)."""
        if self._view is None:
            self._view = View(self.rules, lang=self.lang, content=self.content)
        return self._view


class PullState:
    """A game stopped at a decision (or finished), driven from outside: see the module's docstring.

    Made by :meth:`PullGame.new_state`; every method that reads or moves the game first brings a
    copy up to date (:meth:`clone` is lazy)."""

    def __init__(self, game: PullGame, seed: int, history: list[int], resamples: Sequence[_Resample],
                 looks_ahead: bool) -> None:
        self.game = game
        self.seed = seed
        self.looks_ahead = looks_ahead
        self._history = history
        # Each decision taken: who decided, what, the option, and the sides it was hidden from then
        # (kept by the agent that answers, so a copy's replay rebuilds it).
        self._seen: list[tuple[str, str, Any, frozenset[str]]] = []
        self._resamples = tuple(resamples)
        self._next_resample = 0
        self._replay_to = len(history)
        self._asked = 0
        self._started = False
        self._engine: Game | None = None
        self._glet: greenlet | None = None
        self._pending: Decision | None = None
        self._recorder: Recorder | None = None  # a log's writer, hooked where `wsdv play` hooks it

    # ------------------------------------------------------------- running
    def _run(self) -> None:
        agents = {s: self._agent for s in self.game.sides}
        g = Game(self.game.rules, self.seed, agents, on_decision=self._recorder)
        if self._recorder is not None:
            self._recorder.game = g
        g.track_units = self.looks_ahead
        g.origin_seed = None if self._resamples else self.seed  # a resampled world is not its seed's game
        self._engine = g
        set_up(g)
        g.play()

    def _start(self) -> None:
        if self._started:
            return
        self._started = True
        self._agent = _Asker(self)
        self._glet = greenlet(self._run)
        self._switch(None)

    def _switch(self, value: int | None) -> None:
        glet = self._glet
        assert glet is not None
        glet.parent = getcurrent()  # whoever drives the state now gets the next decision
        out = glet.switch() if value is None else glet.switch(value)
        self._pending = out if isinstance(out, Decision) else None

    @property
    def engine(self) -> Game:
        """The engine's game underneath (its ``state``, ``rules``, ``board``): for reading only."""
        self._start()
        assert self._engine is not None
        return self._engine

    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None once the game is over."""
        self._start()
        return self._pending

    # ------------------------------------------------------------ the API
    def current_player(self) -> str | None:
        """The side to move, or None when the game is over."""
        d = self.decision
        return None if d is None else d.side

    def is_terminal(self) -> bool:
        return self.decision is None

    def legal_actions(self) -> list[Action]:
        """The options of the pending decision, in the decision's order (none once the game is over)."""
        d = self.decision
        if d is None:
            return []
        view = self.game.labeller()
        return [Action(i, view.option(d, i, self.engine), o, d.side, d.kind) for i, o in enumerate(d.options)]

    def label(self, index: int) -> str:
        """The label of one option of the pending decision (what :meth:`legal_actions` gives it)."""
        d = self.decision
        if d is None or not 0 <= index < len(d.options):
            raise WsdvError(f"no option #{index} at this point of the game")
        return str(self.game.labeller().option(d, index, self.engine))

    def apply_action(self, action: int | Action) -> None:
        """Take an option of the pending decision (its index or its :class:`Action`); the game runs
        on to the next decision.  Raises :class:`~.decisions.IllegalChoice` for an index the
        decision does not offer."""
        d = self.decision
        if d is None:
            raise GameFinished("the game is over: there is no decision to take")
        i = action.index if isinstance(action, Action) else action
        if not isinstance(i, int) or not 0 <= i < len(d.options):
            raise IllegalChoice(d, f"option #{i}")
        self._history.append(i)
        self._switch(i)

    def clone(self) -> PullState:
        """An independent copy: the same recipe, replayed when the copy is first used."""
        return PullState(self.game, self.seed, list(self._history), self._resamples, self.looks_ahead)

    def __deepcopy__(self, memo: dict) -> PullState:
        """``copy.deepcopy`` (OpenSpiel's clone of a Python state) is :meth:`clone`."""
        return self.clone()

    def returns(self) -> dict[str, float]:
        """Each side's return: 1 for the winner, -1 for the loser, 0 for all while the game runs
        (or if it ended without a result)."""
        result = self.engine.state["result"] if self.is_terminal() else None
        if not result:
            return {s: 0.0 for s in self.game.sides}
        return {s: 1.0 if s == result["winner"] else -1.0 for s in self.game.sides}

    def result(self) -> dict | None:
        """The result as the engine records it (``{"winner": side, "outcome": id}``), or None."""
        return self.engine.state["result"]

    def observation(self, side: str) -> State:
        """What ``side`` sees now, as data: the state with the cards it cannot see as ``"?"`` and the
        list of cards it cannot place (``unseen``), no generator: the view every bot is given."""
        self._check_side(side)
        return view_state(self.game.rules, self.engine.state, side)

    def view(self, side: str) -> SideView:
        """The :class:`~.knowledge.SideView` an agent is given at this decision (with the unit it
        belongs to when the state ``looks_ahead``), to ask an :class:`~.agents.Agent` yourself."""
        self._check_side(side)
        return side_view(self.engine, side)

    def information_state(self, side: str) -> str:
        """A stable fingerprint (SHA-256, hex) of what ``side`` knows: its view now and every
        decision so far as it saw it (which side decided what; the option taken, except an option
        that was a card hidden from it when it was taken)."""
        self._check_side(side)
        self._start()
        h = hashlib.sha256(side.encode())
        for decider, kind, option, hidden_from in self._seen:
            shown = "?" if side in hidden_from else option
            h.update(json.dumps([decider, kind, shown], separators=(",", ":"), default=str).encode())
        h.update(dumps(self.observation(side)).encode())
        return h.hexdigest()

    def recipe_resamples(self) -> tuple[Any, ...]:
        """The resamples of this state's recipe (with :meth:`history` and ``seed``, all it is made of)."""
        return self._resamples

    def history(self) -> list[int]:
        """The index of every option taken so far, in order (what a clone replays)."""
        return list(self._history)

    def resample(self, side: str, rng: Chooser | int, tries: int = 64) -> PullState:
        """A copy in which the cards ``side`` cannot see are dealt again at random (the same zones,
        the same counts, the same cards in all) with a fresh generator for the shuffles to come: a
        state ``side`` cannot tell from this one (the same :meth:`observation` and
        :meth:`information_state` for it).  ``rng`` is a :class:`~.rng.Random` or a seed.

        For the side to move (or a finished game) the cards are dealt again here.  For the other
        side, the deal is made at that side's last decision and the game since then is played again
        in the new deal; see :meth:`_resampled_back`.  Raises :class:`NotToMove` for a side that has
        not decided yet in this game (no point to deal from where it is not the other side's hand
        that is being decided on)."""
        self._check_side(side)
        chooser = Random(rng) if isinstance(rng, int) else rng
        mover = self.current_player()
        if mover is None or mover == side:
            return self._resampled_here(side, chooser)
        return self._resampled_back(side, chooser, tries)

    def _hidden_from(self, side: str, zones: Mapping[str, list]) -> list[tuple[str, list]]:
        return [(z, zones.get(z, [])) for z, owner in self.game._hidden if owner != side]

    def _resampled_here(self, side: str, chooser: Chooser) -> PullState:
        state = self.engine.state
        zones = self._hidden_from(side, state["zones"])
        # In a fixed order (the view's), so the deal depends on which cards are unseen, never on where they lie.
        pool = _in_order(c for _, cards in zones for c in cards)
        _shuffle(pool, chooser)
        dealt = []
        for z, cards in zones:
            dealt.append((z, tuple(pool[:len(cards)])))
            del pool[:len(cards)]
        event = _Resample(len(self._history), tuple(dealt), chooser.below(1 << 62))
        return PullState(self.game, self.seed, list(self._history), (*self._resamples, event), self.looks_ahead)

    def _resampled_back(self, side: str, chooser: Chooser, tries: int) -> PullState:
        """A world for ``side`` while the other side decides.

        Why not deal here: the running content has already built the mover's decision from its
        hand (its options are cards of it) and may hold such cards in local names, so a deal now
        would leave them pointing at cards the mover no longer holds.  At ``side``'s own last
        decision nothing of the kind is running for the other side's hand, so the cards are dealt
        there, except the ones ``side`` has seen leave the hidden zones since (played, shown), which
        stay where they lay; the game's generator is kept until now (so a shuffle and the cards it
        turned up since fall as ``side`` saw them) and replaced by a fresh one from now on.  Then the game since is played again: ``side``'s own option as it was,
        each option ``side`` saw taken taken again (found by what it is), and each option it could
        not see (a hidden card) drawn at random among the options it cannot see in the new deal.
        A world that turns out different in what ``side`` sees (a card it saw that the new deal moved,
        a decision it saw that is not offered) is dealt again, at most ``tries`` times."""
        mine = [k for k, seen in enumerate(self._seen) if seen[0] == side]
        if not mine:
            raise NotToMove(f"resample({side!r}) before {side}'s first decision: there is no point yet at which "
                            "the other side's hidden cards can be dealt again")
        at = mine[-1]
        if any(r.at > at for r in self._resamples):
            raise NotToMove(f"resample({side!r}): this world was itself dealt again for the other side after "
                            f"{side}'s last decision")
        kept = [r for r in self._resamples if r.at <= at]
        then = PullState(self.game, self.seed, self._history[:at], kept, self.looks_ahead)
        then_zones = self._hidden_from(side, then.engine.state["zones"])
        hidden_now = {c for _, cards in self._hidden_from(side, self.engine.state["zones"]) for c in cards}
        target = self.information_state(side)
        for _ in range(tries):
            # Cards that were hidden then and are not now (side saw them leave) keep their places.
            free = _in_order(c for _, cards in then_zones for c in cards if c in hidden_now)
            _shuffle(free, chooser)
            dealt = []
            for z, cards in then_zones:
                dealt.append((z, tuple(c if c not in hidden_now else free.pop() for c in cards)))
            # The game's own generator goes on until now: the chance ``side`` saw since (a shuffle, cards
            # turned face up) falls as it fell, on the new deal; from now on, a fresh generator.
            event = _Resample(at, tuple(dealt), None)
            world = PullState(self.game, self.seed, self._history[:at + 1], (*kept, event), self.looks_ahead)
            if self._replay_seen(world, side, at + 1, chooser) and world.information_state(side) == target:
                fresh = _Resample(len(self._history), (), chooser.below(1 << 62))
                world._resamples = (*kept, event, fresh)  # as a replay of this recipe deals it, at the pending decision
                world._next_resample = len(world._resamples)
                world._deal(fresh)
                return world
        raise WsdvError(f"resample({side!r}): no deal of the hidden cards consistent with what {side} has seen "
                        f"was found in {tries} tries")

    def _replay_seen(self, world: PullState, side: str, start: int, chooser: Chooser) -> bool:
        """Take again in ``world`` the options of this game's decisions from ``start`` on, as ``side``
        saw them (see :meth:`_resampled_back`); False where the world cannot follow."""
        for decider, kind, option, hidden_from in self._seen[start:]:
            d = world.decision
            if d is None or d.side != decider or d.kind != kind:
                return False
            if side in hidden_from:
                unseen = [i for i, o in enumerate(d.options) if _is_hidden(world, o, side)]
                if not unseen:
                    return False
                world.apply_action(unseen[chooser.below(len(unseen))])
            else:
                same = [i for i, o in enumerate(d.options) if o == option]
                if not same:
                    return False
                world.apply_action(same[0])
        return True

    # ------------------------------------------------------------ logs
    def write_log(self, path: str | Path, players: Mapping[str, str] | None = None) -> None:
        """The game so far as `wsdv play --log` writes it (the header names ``players``, each side's
        player as text, ``random`` by default; a result line once the game is over).  A resampled
        state has no log: its hidden cards are not the seed's."""
        if self._resamples:
            raise WsdvError("a resampled state has no game log: its hidden cards are not its seed's")
        kinds = {s: (players or {}).get(s, "random") for s in self.game.sides}
        writer = LogWriter(str(path), log_header(self.game.rules, self.seed, kinds))
        try:
            copy = PullState(self.game, self.seed, list(self._history), (), False)
            copy._recorder = Recorder(sink=writer.write, keep=False)
            if copy.is_terminal():
                writer.write(result_line(copy.engine))
        finally:
            writer.close()

    # ------------------------------------------------------------ inside
    def _check_side(self, side: str) -> None:
        if side not in self.game.sides:
            raise WsdvError(f"unknown side '{side}' (the sides are {', '.join(self.game.sides)})")

    def _deal(self, event: _Resample) -> None:
        """Put a resample's cards in their zones, in place (the running content reads the same lists)."""
        assert self._engine is not None
        zones = self._engine.state["zones"]
        for z, cards in event.zones:
            if z in zones:
                zones[z][:] = cards
            elif cards:
                zones[z] = list(cards)
        if event.rng is not None:
            self._engine.state["rng"] = event.rng


def _in_order(cards: Any) -> list:
    """Cards in a fixed order (numbers, then names), whatever order they were found in."""
    return sorted(cards, key=lambda c: (isinstance(c, str), str(c) if isinstance(c, str) else c))


def _shuffle(cards: list, chooser: Chooser) -> None:
    for i in range(len(cards) - 1, 0, -1):
        j = chooser.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def _is_hidden(state: PullState, option: Any, side: str) -> bool:
    """Whether ``option`` is a card lying where ``side`` cannot see it."""
    if not isinstance(option, (str, int)) or isinstance(option, bool):
        return False
    zones = state.engine.state["zones"]
    return any(option in zones.get(z, ()) for z, owner in state.game._hidden if owner != side)
