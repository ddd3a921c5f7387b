"""The heuristic bot: tries each option on a copy of the game and keeps the one that scores best.

What "scores best" means is content (``bot`` declarations, e.g. ``content/bots.wsdv``): features
written as expressions of the bot's side, with weights.  This module only knows how to look ahead.

A decision belongs to a unit of play the engine can run again from its start (a turn, a phase,
a routine, an icon: :class:`~.knowledge.Unit`).  For each option the bot takes the unit's start
as its side sees it, fills in what it cannot see with a guess (:func:`~.knowledge.determinize`),
replays the options already taken in the unit, takes the option, and plays the rest of the unit
with a quick policy, at most ``rest`` decisions, then scores the position.  The bot never sees the
game itself, only its view, so hidden cards cannot sway it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .agents import Agent, RandomAgent, ScriptedAgent
from .decisions import Decision, IllegalChoice
from .evaluator import ContentError
from .game import Game, GameOver
from .knowledge import SideView, determinize
from .rng import Random
from .state import copy_state

if TYPE_CHECKING:
    from ..rules.model import Rules


class Evaluation:
    """A ``bot`` declaration compiled for one scratch game: the score of a position for a side."""

    def __init__(self, rules: Rules, bot: str = "heuristic") -> None:
        bots = rules.bots
        if bot not in bots:
            known = ", ".join(bots) or "none"
            raise ContentError(words=("refusal-player-bot", {"bot": bot, "known": known}))
        data = bots[bot]
        self.param = data.param
        self.win = data.win
        self.features = [(f.id, f.value, f.weight, f.sides) for f in data.features]
        self._program: Any = None
        self._score: Any = None

    def score(self, game: Game, side: str) -> int:
        result = game.state["result"]
        if result is not None:
            return self.win if result["winner"] == side else -self.win
        if game.program is not self._program:
            # The weighted sum compiled into one function (Program.weighted), once for the rules
            # the games share (g.eval would look each feature up again at every score).
            self._program = game.program
            self._score = game.program.weighted([(expr, w, sides) for _n, expr, w, sides in self.features],
                                                (self.param,))
        return self._score(game, side)


class _Budget(Exception):
    """The look-ahead took as many decisions as it may: score the position where it stands."""


class _Branch(Exception):
    """The bot's own next decision in the unit: the look-ahead tries each of its options too."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision


class _Rest(Agent):
    """Plays the rest of a unit in a look-ahead: random choices, at most ``left`` of them; the
    first decision of ``branch`` (a side, or None) is handed back to the bot to try each option."""

    def __init__(self, rng: Random, left: int, branch: str | None) -> None:
        self.rng = rng
        self.left = left
        self.branch = branch

    def choose(self, decision: Decision, view: Any) -> int:
        if decision.side == self.branch:
            raise _Branch(decision)
        self.branch = None
        if self.left <= 0:
            raise _Budget()
        self.left -= 1
        return self.rng.below(len(decision.options))


class HeuristicAgent(Agent):
    """One-step look-ahead with a bounded play-out of the rest of the unit, scored by content."""

    name = "heuristic"
    sees = True
    looks_ahead = True

    def __init__(self, rules: Rules, seed: int = 0, bot: str = "heuristic", rest: int = 12, branch: int = 8) -> None:
        self.rules = rules
        self.rng = Random(seed * 2654435761 + 977)
        self.evaluation = Evaluation(rules, bot)
        self.rest = rest
        self.branch = branch
        self.scratch = Game(rules)  # compiled once; each look-ahead puts its own state in it
        self.fallback = RandomAgent(seed + 1)

    def choose(self, decision: Decision, view: SideView) -> int:
        if view.unit_rerun is None or view.unit_start is None:
            return self.fallback.choose(decision, None)
        base = determinize(self.rules, view.unit_start, self.rng)
        seed = self.rng.below(1 << 62)
        # The first decision of a unit (which card, which phase choice) also looks at the
        # bot's own next decision in it (which action): a compound action is judged whole.
        depth = 1 if not view.unit_taken else 0
        scores = [self.value(view, base, [option], seed, depth) for option in decision.options]
        top = max(scores)
        best = [i for i, s in enumerate(scores) if s == top]
        return best[self.rng.below(len(best))] if len(best) > 1 else best[0]

    def value(self, view: SideView, base: dict, script: list, seed: int, depth: int) -> int:
        """The score after the options of ``script`` (then the rest of the unit played quickly);
        with ``depth``, the best over the bot's own next decision's options (at most ``branch``)."""
        g = self.scratch
        g.state = copy_state(base)
        g.taken, g.log, g.hold_markers = [], [], False
        rest = _Rest(Random(seed), self.rest, view.side if depth > 0 else None)
        player = ScriptedAgent([*view.unit_taken, *script], then=rest)
        g.agents = {s: player for s in self.rules.sides}
        try:
            assert view.unit_rerun is not None
            view.unit_rerun(g)
        except (GameOver, _Budget):
            pass
        except IllegalChoice:  # the guess of the hidden cards makes an earlier option impossible
            pass
        except _Branch as b:
            options = b.decision.options[:self.branch]
            return max(self.value(view, base, [*script, o], seed, depth - 1) for o in options)
        return self.evaluation.score(g, view.side)
