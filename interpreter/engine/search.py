"""The search bot (``mcts:N``): information-set Monte Carlo tree search over the pull API.

What it does.  At each of its decisions the bot builds the game up to that decision on the pull
API (engine/pull.py) and at once deals the cards it cannot see again (:meth:`PullState.resample`):
it never looks at the real hidden cards, only at worlds consistent with its view.  Then ``N``
iterations of single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): each takes one of
the sampled worlds, walks down one tree shared by all worlds (a node's children are keyed by the
decision's kind and option, so the other side's choices that differ from world to world share
what they have in common), picks by UCB1 among the options *available in this world* (each
child counts how often it was available, so an option rare across worlds is not starved), adds
one node, plays on with the rollout policy for at most ``rest`` decisions, and scores the end
with the leaf evaluation, from the bot's side (a finished game: won or lost).  The tree spans
decisions and turns: both sides' decisions are nodes, each side choosing for itself.  The option
of the root most visited is taken.

Why this method.  *Wir sind das Volk!* hides the other hand and the deck's order; ISMCTS is the
standard method for card games of this kind, and determinization keeps every sample a real game
for the one engine.  Its known weakness (strategy fusion: searching as if the hidden cards were
known) is bounded here by sharing one tree across worlds rather than a tree per world.

Common random numbers.  The worlds are ``worlds`` samples made once per decision, and iteration
``t`` uses world ``t mod worlds`` with that world's own rollout seed, so the options of the root
are compared on the same deals and the same rollouts, not on independent luck.

Rollouts and leaves.  The leaf is judged as the default bot judges an option (:class:`LeafJudge`):
the bot declaration :data:`LEAF_BOT` (the default player's, ``foresight``) carries a copy of the
leaf's position through the rules' own end of the decade (its ``project`` sequence, the choices in
it made at random) and reads its features after it, so upkeep, the comparisons and insolvency are
in every leaf.  Before that, the side that took the leaf's option finishes its stretch of
decisions at random (at most ``rest`` of them: the rest of its turn, as the default bot plays the
rest of a unit), so a card is not judged half played.  A full rollout to the end of the game with
the default bot as policy would cost a default bot's game per iteration (seconds); the projection
costs about what one of its options does.  :data:`DEFAULT_OPPONENT` is the player searches are
measured against.  Both follow :data:`~.defaults.DEFAULT_BOT`: a new default bot changes them.

Determinism.  Every draw comes from the bot's own generator, seeded as every bot is
(:func:`~.players.agent_seed`), so a game is the same in ``play``, ``simulate`` (any number of
workers, Ray) and a replay.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .agents import Agent, RandomAgent
from .decisions import Decision
from .defaults import DEFAULT_BOT
from .foresight import Projection
from .game import Game
from .knowledge import SideView
from .pull import PullGame, PullState
from .rng import Random
from .state import copy_state

if TYPE_CHECKING:
    from ..rules.model import Rules

__all__ = ["DEFAULT_OPPONENT", "LEAF_BOT", "LeafJudge", "SearchAgent", "rollout_agent"]

# The content `bot` declaration that judges a search's leaves: the default bot's (a bot player's
# kind is the name of the declaration it judges by, engine/players.py).
LEAF_BOT = DEFAULT_BOT
# The default bot as a player (a kind of engine/players.py): what searches are measured against.
DEFAULT_OPPONENT = DEFAULT_BOT
# Iterations per decision of `mcts` with no budget named: the budget the strength table measured
# (docs/guide/python.md, about 6 s of CPU a game here).  It was 400, which with the default bot
# judging each leaf made a game of a budget-less `mcts` last many minutes.
DEFAULT_BUDGET = 8


def rollout_agent(seed: int) -> Agent:
    """The policy that plays a search's rollouts (cheap: it is asked at every step of every iteration)."""
    return RandomAgent(seed)


class LeafJudge:
    """A position's worth to a side as a bot declaration judges it: with a ``project`` sequence
    (the default bot's), after a copy of the position is carried through it; then the features,
    and the declaration's ``win`` for a game over (engine/foresight.py's :class:`Projection`)."""

    def __init__(self, rules: Rules, bot: str = LEAF_BOT) -> None:
        self.rules = rules
        self.projection = Projection(rules, bot)
        self.win = self.projection.evaluation.win
        self.scratch = Game(rules)  # compiled once; each leaf puts its own copy of a state in it

    def score(self, state: dict, side: str, rng: Random) -> int:
        """``side``'s score of ``state`` (left untouched), the projection's choices drawn from ``rng``."""
        g = self.scratch
        g.state = copy_state(state)
        g.taken, g.log, g.hold_markers = [], [], False
        if g.state["result"] is None:
            g.steps, g.depth = 0, 0
            g.step_limit = min(g.limits.game_steps, g.limits.decision_steps)
            quick = RandomAgent(rng.below(1 << 62))
            g.agents = {s: quick for s in self.rules.sides}
            self.projection.run(g)
        return self.projection.score(g, side)


@dataclass
class _Node:
    side: str | None = None                        # who took the option that leads here
    visits: int = 0
    total: float = 0.0                             # sum of values for ``side``
    available: int = 0                             # how often this option was on offer
    children: dict[str, _Node] = field(default_factory=dict)


def _key(decision: Decision, option: Any) -> str:
    return decision.kind + "\x00" + json.dumps(option, separators=(",", ":"), sort_keys=True, default=str)


class SearchAgent(Agent):
    """ISMCTS with determinization over the pull API; see the module's docstring."""

    name = "mcts"
    sees = True

    def __init__(self, rules: Rules, seed: int = 0, budget: int = DEFAULT_BUDGET, bot: str = LEAF_BOT,
                 rest: int = 12, explore: float = 0.7, worlds: int = 8) -> None:
        self.rules = rules
        self.rng = Random(seed * 2654435761 + 4099)
        self.judge = LeafJudge(rules, bot)
        self.budget = budget
        self.rest = rest
        self.explore = explore
        self.worlds = worlds
        self.pull = PullGame(rules)
        self.fallback = RandomAgent(seed + 1)
        self.last_tree: _Node | None = None
        self.scale = max(1.0, self.judge.win / 1000)  # positions differ by tens to hundreds of points

    def choose(self, decision: Decision, view: SideView) -> int:
        if view.replay is None:  # a game that did not begin from a seed (a scenario): nothing to build on
            return self.fallback.choose(decision, None)
        seed, choices = view.replay()
        state = self.pull.new_state(seed)
        for i in choices:
            state.apply_action(i)
        assert state.current_player() == decision.side and state.decision is not None
        return self.search(state)

    def search(self, state: PullState) -> int:
        """The index of the option to take at ``state``'s decision, searched from its side's view."""
        d = state.decision
        assert d is not None
        me = d.side
        if len(d.options) == 1:
            return 0
        worlds = [(state.resample(me, self.rng), self.rng.below(1 << 62)) for _ in range(min(self.worlds, self.budget))]
        root = _Node()
        for t in range(max(self.budget, len(d.options))):
            world, rollout_seed = worlds[t % len(worlds)]
            self._iterate(root, world.clone(), me, Random(rollout_seed + t // len(worlds)))
        self.last_tree = root  # for a look at what the search saw (tests, the guide)
        keys = [_key(d, o) for o in d.options]
        visits = [root.children[k].visits if k in root.children else 0 for k in keys]
        means = [root.children[k].total / root.children[k].visits if visits[i] else -2.0 for i, k in enumerate(keys)]
        return max(range(len(keys)), key=lambda i: (visits[i], means[i], -i))

    def _iterate(self, root: _Node, world: PullState, me: str, rng: Random) -> None:
        node, path = root, [root]
        while True:
            d = world.decision
            if d is None:
                break
            keys = [_key(d, o) for o in d.options]
            for k in keys:
                child = node.children.get(k)
                if child is not None:
                    child.available += 1
            untried = [i for i, k in enumerate(keys) if k not in node.children]
            if untried:
                i = untried[rng.below(len(untried))]
                child = node.children[keys[i]] = _Node(d.side, available=1)
                world.apply_action(i)
                path.append(child)
                break
            i = max(range(len(keys)), key=lambda j: self._ucb(node.children[keys[j]]))
            node = node.children[keys[i]]
            world.apply_action(i)
            path.append(node)
        value = self._leaf(world, me, rng, path[-1].side)
        for n in path[1:]:
            n.visits += 1
            n.total += value if n.side == me else -value

    def _ucb(self, child: _Node) -> float:
        return child.total / child.visits + self.explore * math.sqrt(math.log(child.available) / child.visits)

    def _leaf(self, world: PullState, me: str, rng: Random, mover: str | None = None) -> float:
        """``mover`` (the side that took the leaf's option; by default the side to move) plays on at
        random while it is to move, at most ``rest`` decisions (the rest of its turn); then the leaf
        judge's score for ``me``, in [-1, 1]."""
        policy = rollout_agent(rng.below(1 << 62))
        mover = mover or world.current_player()
        for _ in range(self.rest):
            d = world.decision
            if d is None or d.side != mover:
                break
            world.apply_action(policy.choose(d, None))
        if world.is_terminal():
            return world.returns()[me]
        return math.tanh(self.judge.score(world.engine.state, me, rng) / self.scale)
