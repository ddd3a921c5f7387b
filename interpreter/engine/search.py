"""The search bot (``mcts:N``): information-set Monte Carlo search over determinized views.

Each of the ``N`` iterations deals the cards the bot cannot see at random (a fresh
:func:`~.knowledge.determinize` of its view), picks one of the decision's options by UCB1 (the
tree is one level deep: the engine can run a decision's unit again, not the game beyond it),
plays the rest of the unit with random choices and scores the end with the heuristic bot's
content evaluation.  The option with the best mean wins.  It sees only its view, like every bot.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .decisions import Decision
from .heuristic import HeuristicAgent
from .knowledge import SideView, determinize

if TYPE_CHECKING:
    from ..rules.model import Rules


class SearchAgent(HeuristicAgent):
    name = "mcts"

    def __init__(self, rules: Rules, seed: int = 0, budget: int = 400, bot: str = "heuristic",
                 rest: int = 12, explore: float = 1.4) -> None:
        super().__init__(rules, seed, bot=bot, rest=rest)
        self.budget = budget
        self.explore = explore

    def choose(self, decision: Decision, view: SideView) -> int:
        if view.unit_rerun is None or view.unit_start is None:
            return self.fallback.choose(decision, None)
        n = len(decision.options)
        visits = [0] * n
        total = [0.0] * n
        scale = max(1.0, self.evaluation.win / 1000)  # positions differ by tens to hundreds of points
        for it in range(max(self.budget, n)):
            if it < n:
                i = it
            else:
                log_t = math.log(it)
                i = max(range(n), key=lambda k: total[k] / visits[k] + self.explore * math.sqrt(log_t / visits[k]))
            world = determinize(self.rules, view.unit_start, self.rng)
            score = self.value(view, world, [decision.options[i]], self.rng.below(1 << 62), 0)
            visits[i] += 1
            total[i] += math.tanh(score / scale)
        means = [total[k] / visits[k] for k in range(n)]
        return max(range(n), key=lambda k: (means[k], -k))
