"""The foresight bot (``foresight``, the default): judges each option at the end of the decade.

The heuristic bot (:mod:`.heuristic`) scores the position where its turn ends, so it never sees
the bill the end of the decade brings (whatever the content's phases take, pay or end the game
with there).  This bot plays each option out
the same way (the decision's unit run again on a copy of what its side sees, the rest of the
unit played by a quick policy) and then carries the copy through the sequence its content
declaration names (``bot foresight(side) project end_of_decade``): the rules' own phases, as the
content runs them, each choice in them made by the quick policy.  A game the projection ends
(insolvency, a collapse) scores as won or lost; otherwise the declaration's features are read
after it.  When the decision is itself inside that sequence, only the phases after the running
one are projected.  With ``finish``/``finish_when`` the declaration also has the outcomes of a
moment looked at after the projection (the game's end after its last decade).

Nothing here names a phase, a track or a card: what to project and how a position is worth are
the content's, so a variant that changes a phase changes how the bot judges.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from .agents import Agent, RandomAgent, ScriptedAgent
from .decisions import Decision, IllegalChoice
from .functions import sequence_phases
from .game import Game, GameOver, program_for
from .heuristic import Evaluation
from .knowledge import SideView, determinize, hidden_zones
from .rng import Random
from .state import copy_state

if TYPE_CHECKING:
    from ..rules.model import Rules


# How many leaves of a decision are projected beyond the best of each option (`foresight:screen=N`;
# 0 projects every leaf): see ForesightAgent.  Not used by default: with 1, the bot was measured
# +15 points [+4, +26] against `heuristic` as West, where projecting every leaf gave +25 [+13, +37].
SCREEN = 0

# How many leaves of a turn's first decision are projected at most (`foresight:top=N`; 0, the
# default: every leaf): the N that score best where they stand.  A decision has about 19 leaves (a
# card with each of its actions).  Projecting the best 12 kept the strength measured against
# `heuristic` (150 paired seeds a seat: West +23.3 points, East +40.0, where every leaf gave +24.0
# and +41.3) for about a tenth less CPU, but East built the wall in 3 of 53 games that reach decade
# II instead of 10 of 53 (seeds 1-60): the wall's worth shows only after the end of the decade, so
# its leaf is among those that score worst where the turn ends.  Fewer than 12 lose strength as
# well (docs/guide/simulation.md, benchmarks/foresight_variants.py).
TOP = 0

# Whether a turn's first decision plays out only the pairs (a card and its action) the bot
# declaration's ``propose`` picks (`foresight:propose=1`, its own ``pairs``; N > 1: N pairs;
# 0: every pair, as before): see Proposer.
PROPOSE = 1

# Whether a turn's first decision plays out, beside the proposal's ``always`` pairs and its ``pairs``
# best, the best pair of each action too (1, the default; `each_action=0`: not, for measuring).
# Without them the bot measured as strong as West (+20.0 points against `heuristic`, beside the bot
# with them -0.5 [-7.6, +6.5]) and stronger as East (+49.0, beside +8.2 [+2.8, +15.1]), 400 paired
# seeds a seat, but its self-play games last longer (a median 601 ms a game against 425: 1.14 after
# / before), so it is not the default of a bot whose target is CPU a game: docs/guide/simulation.md,
# the sixth pass.
EACH_ACTION = 1

# Whether the decisions inside a turn, an action or a phase play out only the options the bot
# declaration's ``shortlist`` for their kind keeps (`foresight:shortlist=1`; 0: every option, as
# before): see Shortlister.
SHORTLIST = 1

# How many of the best options of a later decision in a turn or a phase (after its card and
# action) are projected to tell them apart (`second_looks=N`): 2, the default, projects the best
# two always; 1 projects two only where the best has an equal where it stands; 0 projects none.
# With 1 the bot played about 6 points weaker as West against `heuristic` (200 paired seeds, seed
# by seed beside 2: -6.0 [-16.5, +1.6], flips 12:24) for about a tenth of the projections:
# docs/guide/simulation.md, "A build point's site, and ties inside a turn".
SECOND_LOOKS = 2


_DONE = object()  # what a projection's walk gives when it has no phase left


class _Budget(Exception):
    """The play-out of the unit took as many decisions as it may: project from where it stands."""


class _Quick(Agent):
    """The quick policy of a look-ahead: seeded random choices, at most ``left`` of them while
    the unit is played out (the projection itself is bounded by the sequence)."""

    def __init__(self, rng: Random, left: int) -> None:
        self.rng = rng
        self.left = left

    def choose(self, decision: Decision, view: Any) -> int:
        if self.left <= 0:
            raise _Budget()
        self.left -= 1
        return self.rng.below(len(decision.options))


class _Free(Agent):
    """The quick policy inside the projection: seeded random choices, no budget."""

    def __init__(self, rng: Random) -> None:
        self.rng = rng

    def choose(self, decision: Decision, view: Any) -> int:
        return self.rng.below(len(decision.options))


class Projection:
    """Carries a scratch game through a bot declaration's ``project`` sequence, then looks at its
    ``finish`` outcomes when ``finish_when`` holds; :meth:`score` is the side's score after it."""

    def __init__(self, rules: Rules, bot: str) -> None:
        # The ids a bot declaration names (its `project` sequence, its proposal and shortlists) were
        # resolved by the checks (the schema's x-ref): there are rules only for content that passed.
        self.evaluation = Evaluation(rules, bot)
        data = rules.bots[bot]
        self.sequence = data.project
        self.finish = data.finish
        self.finish_when = data.finish_when
        phases: list[str] = []
        if self.sequence is not None:
            for pid in rules.sequences[self.sequence].phases:
                phases.append(pid)
        self.phases = phases
        self.rules_phases = rules.phases
        self._bodies: dict[str, tuple[Any, Any]] = {}
        # The features' weighted sum compiled into one function, once for the rules (g.eval would
        # look each feature up at every score, and a decision scores every option).
        ev = self.evaluation
        self._score = program_for(rules).weighted([(expr, weight, sides) for _n, expr, weight, sides in ev.features],
                                                  (ev.param,))
        # A phase's place in the sequence, under its own id and under its wall-side twin's.
        self.place: dict[str, int] = {}
        for i, pid in enumerate(phases):
            self.place[pid] = i
            twin = rules.phases[pid].wall_side
            if twin:
                self.place.setdefault(twin, i)
        self.wall_flag = None if self.sequence is None else rules.sequences[self.sequence].wall_flag
        # The section of the state a phase sets anew before anything reads it: the phase is always
        # carried out (no `when`) and its first statement calls, with no argument, a primitive of
        # the registry that `renews` that section (not an icon or routine of the same name).
        program = program_for(rules)
        self.renews: dict[str, str] = {}
        for pid, phase in rules.phases.items():
            first = phase.body[0] if phase.when is None and phase.body else None
            if (first is None or first.get("do") != "call" or first.get("args") or first.get("kw")
                    or first["fn"] in program.icons):
                continue
            section = getattr(program.registry.get(first["fn"]), "renews", None)
            if section is not None:
                self.renews[pid] = section

    def run(self, g: Game) -> None:
        """Project ``g`` (a scratch game whose agents play the quick policy) to the sequence's end."""
        for _ in self.steps(g):
            pass

    def steps(self, g: Game) -> Iterator[None]:
        """:meth:`run`, pausing after each phase: projections walked side by side can be compared
        between phases (:meth:`ForesightAgent._projected`)."""
        if self.sequence is None or g.state["result"] is not None:
            return
        vars_ = g.state["vars"]
        start = self._start(g)
        try:
            for pid, phase in sequence_phases(g, self.sequence, start):
                vars_["phase"] = pid
                body = self._bodies.get(pid)
                if body is None or body[0] is not g.program:
                    # The phase's compiled block, found once (as g.run_block would find it).
                    body = self._bodies[pid] = (g.program, g.program.block(phase.body))
                body[1](g)
                yield
            vars_.pop("phase", None)
            if self.finish is not None and (self.finish_when is None or g.eval(self.finish_when)):
                g.registry["check_outcomes"](g, self.finish)
        except GameOver:
            pass

    def _start(self, g: Game) -> int:
        """Where in the sequence the projection of ``g`` begins: after the phase running, if any."""
        running = g.state["vars"].get("phase")
        return 0 if running is None else self.place.get(running, len(self.phases) - 1) + 1

    def renewed(self, g: Game) -> str | None:
        """The section of ``g``'s state that the first phase its projection carries out sets anew
        before anything reads it (:attr:`renews`), None where there is none: projections of states
        that differ only there come together after that phase, so they score alike."""
        if self.sequence is None or g.state["result"] is not None:
            return None
        start = self._start(g)
        if start >= len(self.phases):
            return None
        pid = self.phases[start]
        twin = self.rules_phases[pid].wall_side
        if twin and self.wall_flag and g.state["flags"].get(self.wall_flag):
            pid = twin   # (as sequence_phases replaces it while the wall stands)
        return self.renews.get(pid)

    def score(self, g: Game, side: str) -> int:
        """The features, plus the declaration's ``win`` (or minus it) when the game has ended:
        when every option wins (or loses) in the projection, the features still tell them apart,
        since the decade is not over yet."""
        total = self._score(g, side)
        result = g.state["result"]
        if result is not None:
            win = self.evaluation.win
            total += win if result["winner"] == side else -win
        return total


def _best_of_each(ranked: list[int], group: Callable[[int], Any], chosen: set[int]) -> list[int]:
    """``chosen`` with the best of each group added (the first of ``ranked`` whose ``group`` is new),
    in the order they came: an option whose worth shows only later keeps its best leaf in view."""
    seen: set[Any] = set()
    for k in ranked:
        if group(k) not in seen:
            seen.add(group(k))
            chosen.add(k)
    return sorted(chosen)


# The kinds of a proposed pair (Proposer.kind): always projected, projected when among the best of
# the screened where the turn ends, or of the rest.
OTHER, SCREENED, ALWAYS = 0, 1, 2


class Proposer:
    """A bot declaration's ``propose``: scores each pair of a decision's option and the bot's own
    next decision's option (a card and the action it is played for) before any is played out,
    by the weighted features of the content's ``proposal`` declaration, read where the second
    decision is asked.  :meth:`picked` keeps the best pair for each option of the second decision
    (an action whose worth the projection alone sees, the wall's event, still gets its best card
    projected) and the ``pairs`` best of all."""

    def __init__(self, rules: Rules, pid: str) -> None:
        data = rules.proposals[pid]
        self.decision = data.decision
        self.pairs = data.pairs
        self.params = data.params
        self.data = data
        # Compiled once for the rules (every scratch game of these rules runs the same program).
        program = program_for(rules)
        self._features = [(program.expr(f.value, self.params), f.weight, f.sides) for f in data.features]
        self._score = program.weighted([(f.value, f.weight, f.sides) for f in data.features], self.params)
        self._always = None if data.always is None else program.expr(data.always, self.params)
        self._screen = None if data.screen is None else program.expr(data.screen, self.params)
        self.screened = data.screened
        self.rest = data.rest
        self.screen_sides = data.screen_sides

    def always(self, g: Game, side: str, first: Any, second: Any) -> bool:
        """Whether the pair is always played out and projected (the declaration's ``always``)."""
        return self._always is not None and bool(self._always(g, side, first, second))

    def kind(self, g: Game, side: str, first: Any, second: Any) -> int:
        """ALWAYS where the pair is always played out and projected, SCREENED where it is always
        played out and projected when among the ``screened`` best of its kind where the turn ends
        (the declaration's ``screen``), OTHER for the rest."""
        if self.always(g, side, first, second):
            return ALWAYS
        if self._screen is not None and self._screen(g, side, first, second):
            return SCREENED
        return OTHER

    def score(self, g: Game, side: str, first: Any, second: Any) -> int:
        """The pair's score in the position ``g`` holds (where the second decision is asked)."""
        return self._score(g, side, first, second)

    def values(self, g: Game, side: str, first: Any, second: Any) -> list[int]:
        """Each feature's value for the pair, unweighted (0 where it is not the side's): what a
        fit of the weights reads (benchmarks/propose_fit.py)."""
        return [0 if sides and side not in sides else int(fn(g, side, first, second))
                for fn, _weight, sides in self._features]

    def picked(self, scores: list[tuple[int, Any, int, int]], pairs: int, each: bool = True) -> list[int]:
        """Of the pairs (score, the second option, the first's index, kind) those always played
        out (``always`` or ``screen``), the best for each second option (unless ``each`` is
        false) and the ``pairs`` best of all (the first of equals), as indices in the order they
        came."""
        ranked = sorted(range(len(scores)), key=lambda k: -scores[k][0])
        chosen = set(ranked[:pairs]) | {k for k, row in enumerate(scores) if row[3]}
        if not each:
            return sorted(chosen)
        return _best_of_each(ranked, lambda k: scores[k][1], chosen)


class Shortlister:
    """A bot declaration's ``shortlist``: ranks the options of one kind of decision inside a turn,
    an action or a phase by the weighted features of the content's ``shortlist`` declaration,
    read where the decision is asked, before any is played out; :meth:`kept` names the ``keep``
    best (with those equal to the last of them; with ``most``, at most that many, the equals drawn at
    random), the only ones the bot plays out.  A rule of thumb that picks the
    few sites or provinces worth trying, so that a decision with many options costs a few
    play-outs, not one for each."""

    def __init__(self, rules: Rules, sid: str, most: int | None = None) -> None:
        data = rules.shortlists[sid]
        self.decision = data.decision
        self.keep = data.keep
        # At most this many options played out (0: every equal of the last kept): the
        # declaration's ``most`` unless the bot is built with another (``ForesightAgent(most=N)``).
        self.most = (data.most or 0) if most is None else most
        self._score = program_for(rules).weighted([(f.value, f.weight, f.sides) for f in data.features], data.params)

    def score(self, g: Game, side: str, option: Any) -> int:
        """The option's score in the position ``g`` holds (where the decision is asked)."""
        return self._score(g, side, option)

    def kept(self, g: Game, side: str, options: list[Any], rng: Random | None = None) -> list[int]:
        """The indices of the ``keep`` options that score best and of every option that scores as
        well as the last of them, in the order they came: where the rule of thumb cannot tell
        options apart, it leaves them all to the play-out (cutting equals by the order they are
        offered in was measured weaker).  With ``most`` (and ``rng``), at most that many: those
        that score better than the last kept, then as many of its equals as fit, drawn at random
        (a sample, not the first offered); ``most`` below ``keep`` counts as ``keep``."""
        if len(options) <= self.keep:
            return list(range(len(options)))
        scores = [self.score(g, side, o) for o in options]
        floor = sorted(scores, reverse=True)[self.keep - 1]
        kept = [k for k, v in enumerate(scores) if v >= floor]
        most = max(self.most, self.keep)
        if self.most <= 0 or rng is None or len(kept) <= most:
            return kept
        chosen = [k for k in kept if scores[k] > floor]
        equals = [k for k in kept if scores[k] == floor]
        for _ in range(most - len(chosen)):
            chosen.append(equals.pop(rng.below(len(equals))))
        return sorted(chosen)


class ForesightAgent(Agent):
    """Tries each option on a copy, projects the most promising copies to the end of the decade,
    keeps the best, and follows the play-out it chose for the rest of the unit.

    Each option is played out to the end of its unit on a copy (the rest played by a quick
    policy).  The first decision of a unit (which card) is judged with the bot's own next
    decision in it (which action) tried as well, at most ``branch`` of them, so a compound action
    is judged whole.  Where the declaration names a ``proposal`` for that decision (``propose``,
    on by default), the pairs are first scored by it before any is played out (the unit run only
    up to the second decision), and only those it picks are played out and projected
    (:class:`Proposer`; ``propose=0``: every pair).  With ``screen`` N, the leaves are scored where they stand (the features read
    before the projection: cheap) and only the best leaf of each option and the N best of all are
    projected: every option is still judged after the end of the decade (an option whose worth
    shows only there, the wall, is not screened out), at a fraction of the cost of projecting every
    leaf (``screen=0``, the default: measured stronger).  With ``top`` N and no
    ``screen``, only the N leaves that score best where they stand are projected (not by default:
    a leaf whose worth shows only after the end of the decade, the wall's, scores badly before it).

    The bot's own later decisions in the chosen play-out are its plan: a decision that comes at the
    step the play-out met it, with the same kind and the same options, is taken from the plan
    without a search (a single piece placed inside an action, the action after the card).  Where
    the game went another way (the opponent chose otherwise, a card drawn was not the one guessed)
    the options differ and the bot searches again.

    Where the options draw different numbers of cards from the piles nobody sees (keeping a card
    or letting it go for one drawn unseen), one guess of the hidden cards is one sample: such a
    decision (at most ``guess_leaves`` leaves) is judged over ``guesses`` guesses, each option by
    its best leaf's score summed over them.
    """

    name = "foresight"
    sees = True
    looks_ahead = True

    def __init__(self, rules: Rules, seed: int = 0, bot: str = "foresight", rest: int = 12,
                 branch: int = 8, screen: int = SCREEN, guesses: int = 4, guess_leaves: int = 8,
                 second_looks: int = SECOND_LOOKS, top: int = TOP, propose: int = PROPOSE,
                 shortlist: int = SHORTLIST, project_screened: int | None = None,
                 project_rest: int | None = None, most: int | None = None, each_action: int = EACH_ACTION) -> None:
        self.rules = rules
        self.rng = Random(seed * 2654435761 + 4099)
        self.projection = Projection(rules, bot)
        pid = rules.bots[bot].propose
        # ``propose`` 0 plays out and projects every pair; N > 0 the declaration's proposal with
        # its own ``pairs`` (N == 1) or N of them.
        self.proposer = Proposer(rules, pid) if pid is not None and propose > 0 else None
        self.pairs = 0 if self.proposer is None else (self.proposer.pairs if propose == 1 else propose)
        # How many of the proposed leaves that ``screen`` names, and of those neither it nor
        # ``always`` names, are projected (the best where the turn ends; 0: every one): the
        # declaration's ``screened`` and ``rest`` unless given.
        self.project_screened = project_screened if project_screened is not None else (
            0 if self.proposer is None else self.proposer.screened)
        self.project_rest = project_rest if project_rest is not None else (
            0 if self.proposer is None else self.proposer.rest)
        # The shortlists of the decisions inside a turn, an action or a phase, by decision kind
        # (``shortlist=0``: every option of them played out, as before).
        # ``most`` N: at most N options of each played out (0: every equal of the last kept, as
        # before ``most``), where the declarations say otherwise (None: as they say).
        self.shortlists = {} if shortlist <= 0 else {
            sl.decision: sl for sl in (Shortlister(rules, sid, most) for sid in rules.bots[bot].shortlists)}
        # Whether the proposal's picks include the best pair of each action (1, the default) or only
        # the ``always`` pairs and the ``pairs`` best (0): see EACH_ACTION.
        self.each_action = each_action
        self.rest = rest
        self.branch = branch
        self.screen = screen
        self.top = top
        self.guesses = guesses
        self.second_looks = second_looks
        self.guess_leaves = guess_leaves
        self.unseen_piles = [z for z, owner in hidden_zones(rules) if owner is None]
        self.scratch = Game(rules)
        # The scratch games of projections walked side by side (:meth:`_projected`).
        self._scratches: list[Game] = []
        self.fallback = RandomAgent(seed + 1)
        # The bot's own decisions later in the unit, as the chosen play-out took them: step ->
        # (kind, options, the option taken).  A decision that comes with the same kind and options
        # at the same step is taken from it without a search.
        self.plan: dict[int, tuple[str, list, Any]] = {}

    def choose(self, decision: Decision, view: SideView) -> int:
        if view.unit_rerun is None or view.unit_start is None:
            return self.fallback.choose(decision, None)
        planned = self.plan.get(view.state["step"])
        if planned is not None and planned[0] == decision.kind and planned[1] == decision.options:
            i = decision.index_of(planned[2])
            if i is not None:
                return i
        self.plan = {}
        base = determinize(self.rules, view.unit_start, self.rng)
        seed = self.rng.below(1 << 62)
        if view.unit_call or len(view.unit_taken) > 1:
            # Inside an action or a phase, past its first two decisions (which card, which
            # action): judged where it stands, the projection only telling equals apart.
            return self._placed(decision, view, base, seed, project_ties=not view.unit_call)
        depth = 1 if not view.unit_taken else 0
        proposed = None
        if depth and self.proposer is not None and decision.kind == self.proposer.decision:
            proposed = self._proposed(decision, view, base, seed)
        if proposed is not None:
            leaves, kinds = proposed
            scores = self._judged(leaves, view.side, seed, only=self._to_project(leaves, kinds, view.side))
            top = max(scores.values())
            best = [k for k, v in scores.items() if v == top]
            pick = best[self.rng.below(len(best))] if len(best) > 1 else best[0]
            self.plan = leaves[pick][1]
            return leaves[pick][0]
        leaves = self._leaves(decision, view, base, seed, depth)
        # (Whether the leaves drew unseen cards is read from them as played out, before the
        # projection changes them in place: a leaf whose projection joined another's stops there.)
        guessed = (self.guesses > 1 and len(leaves) <= self.guess_leaves
                   and self._draws_unseen([lf[2] for lf in leaves]))
        # A phase's leaves walk their projections side by side (they often join: see _walked); a
        # turn's hold different hands to the end, so comparing them would cost and save nothing.
        walk = self._walked if view.state["vars"].get("phase") else self._judged
        scores = walk(leaves, view.side, seed)
        n = len(decision.options)
        if guessed:
            # The options draw different numbers of unseen cards (keeping a card or drawing a new
            # one): one guess of what they draw is one sample, so each option is judged by its
            # best leaf averaged over several guesses.
            totals = self._per_option(leaves, scores, n)
            for _ in range(self.guesses - 1):
                again = self._leaves(decision, view, determinize(self.rules, view.unit_start, self.rng), seed, depth)
                more = self._per_option(again, walk(again, view.side, seed), n)
                totals = [None if a is None or b is None else a + b for a, b in zip(totals, more, strict=True)]
            top = max(t for t in totals if t is not None)
            keep = {i for i, t in enumerate(totals) if t == top}
            scores = {k: v for k, v in scores.items() if leaves[k][0] in keep}
        top = max(scores.values())
        best = [k for k, v in scores.items() if v == top]
        pick = best[self.rng.below(len(best))] if len(best) > 1 else best[0]
        self.plan = leaves[pick][1]
        return leaves[pick][0]

    def _placed(self, decision: Decision, view: SideView, base: dict, seed: int, project_ties: bool) -> int:
        """A decision inside an action or a phase (where a piece goes, which of a few things an
        event does, whether to keep a card): each option played out to the end of its unit and
        scored where it stands (the turn or phase was judged with the projection when it began);
        over several guesses where the options draw unseen cards.  With ``project_ties``, options
        that score the same there are told apart by the projection (a turn's or a phase's own
        decision whose worth shows only at the end of the decade).  Where the bot declaration
        shortlists the decision's kind, only the options its rule of thumb keeps are played out."""
        kept = list(range(len(decision.options)))
        shortlist = self.shortlists.get(decision.kind)
        if shortlist is not None:
            g = self.scratch
            g.state = view.state
            kept = shortlist.kept(g, view.side, decision.options, self.rng)
            if len(kept) == 1:
                # (One option kept: nothing to compare, so nothing is played out.)
                return kept[0]
        totals = [0] * len(kept)
        states = []
        for k, i in enumerate(kept):
            [(_plan, state)] = self.leaves(view, base, [decision.options[i]], seed, 0)
            totals[k] += self._static(state, view.side)
            states.append(state)
        if self.guesses > 1 and len(states) <= self.guess_leaves and self._draws_unseen(states):
            for _ in range(self.guesses - 1):
                again = determinize(self.rules, base if view.unit_start is None else view.unit_start, self.rng)
                for k, i in enumerate(kept):
                    [(_plan, state)] = self.leaves(view, again, [decision.options[i]], seed, 0)
                    totals[k] += self._static(state, view.side)
        top = max(totals)
        best = [k for k, t in enumerate(totals) if t == top]
        if project_ties and len(states) > 1:
            # The best where they stand and the runner-up (``second_looks`` of them, equals
            # drawn at random among themselves) are projected.
            order = sorted(range(len(totals)), key=lambda k: (-totals[k], self.rng.below(1 << 30)))
            best = sorted(order[:max(self.second_looks, 1)])
            if self.second_looks == 1 and totals[order[1]] == totals[order[0]]:
                # Only where the best has an equal: the two are projected (one of its equals,
                # drawn at random), since nothing where it stands tells them apart.
                best = sorted(order[:2])
        if project_ties and len(best) > 1 and any(states[k] != states[best[0]] for k in best[1:]):
            # (Options that leave the same position, an event's icons in another order, would be
            # projected alike from the same seed: they stay equals without a projection.)
            projected = self._projected([states[k] for k in best], view.side, seed)
            if projected is not None:
                top = max(projected)
                best = [k for k, v in zip(best, projected, strict=True) if v == top]
        return kept[best[self.rng.below(len(best))] if len(best) > 1 else best[0]]

    def _proposed(self, decision: Decision, view: SideView, base: dict,
                  seed: int) -> tuple[list[tuple[int, dict, dict, int]], list[int]] | None:
        """The leaves of the pairs the proposal picks (each option of a turn's first decision with
        an option of the bot's next one), played out, with each one's kind (Proposer.kind); None
        where the decision is small enough to be judged whole (at most ``guess_leaves`` pairs: it
        may draw unseen cards, see choose) or an option does not lead to a second decision of the
        bot's own."""
        proposer = self.proposer
        assert proposer is not None
        g = self.scratch
        pairs: list[tuple[int, Any, int, int]] = []
        # The leaves already played out, by pair: a pair always played out goes on from where its
        # second decision is asked, in the run that asked it (the unit is not run again for it).
        made: dict[int, tuple[dict, dict]] = {}
        ahead: list[int] = []  # the pair the run goes on with

        def go_on(i: int, option: Any, second: Decision) -> Any:
            # Each pair scored where the second decision is asked; the first that is always
            # played out (if any) is played out in this run.
            first = None
            for o in second.options[:self.branch]:
                kind = proposer.kind(g, view.side, option, o)
                if first is None and kind != OTHER:
                    first = o
                    ahead.append(len(pairs))
                pairs.append((proposer.score(g, view.side, option, o), o, i, kind))
            return first

        for i, option in enumerate(decision.options):
            ahead.clear()
            second, leaf = self._second(view, base, option, seed, functools.partial(go_on, i, option))
            if second is None:
                # An option that asks the bot nothing more (a card with one use) is a pair of its own.
                pairs.append((proposer.score(g, view.side, option, None), None, i,
                              proposer.kind(g, view.side, option, None)))
            elif leaf is not None:
                made[ahead[0]] = leaf
        if len(pairs) <= self.guess_leaves:
            return None
        out: list[tuple[int, dict, dict, int]] = []
        kinds: list[int] = []
        for k in proposer.picked(pairs, self.pairs, self.each_action > 0):
            _score, o, i, kind = pairs[k]
            if k in made:
                plan, state = made[k]
            else:
                script = [decision.options[i]] if o is None else [decision.options[i], o]
                [(plan, state)] = self.leaves(view, base, script, seed, 0)
            out.append((i, plan, state, 0))
            kinds.append(kind)
        return out, kinds

    def _to_project(self, leaves: list[tuple[int, dict, dict, int]], kinds: list[int], side: str) -> list[int]:
        """Which proposed leaves are projected: every ``always`` one, and of the ``screen`` ones
        and of the rest the ``project_screened`` and ``project_rest`` that score best where the turn
        ends (the first of equals; 0: every one), in the order they came; every one where the
        declaration's ``screen_sides`` leaves ``side`` out.  The others are not judged: a leaf's
        score where the turn ends and after the projection are not comparable."""
        assert self.proposer is not None
        if self.proposer.screen_sides and side not in self.proposer.screen_sides:
            # A side the declaration does not screen for projects every leaf played out.
            return list(range(len(leaves)))
        out = [k for k, kind in enumerate(kinds) if kind == ALWAYS]
        for kind, n in ((SCREENED, self.project_screened), (OTHER, self.project_rest)):
            group = [k for k, kd in enumerate(kinds) if kd == kind]
            if 0 < n < len(group):
                static = {k: self._static(leaves[k][2], side) for k in group}
                group = sorted(group, key=lambda k: -static[k])[:n]
            out.extend(group)
        return sorted(out)

    def _second(self, view: SideView, base: dict, option: Any, seed: int,
                go_on: Callable[[Decision], Any] | None = None) -> tuple[Decision | None, tuple[dict, dict] | None]:
        """The bot's own next decision in the unit after ``option``, with the scratch game left
        where it is asked (what the proposal reads); None where the unit ends first.  ``go_on``
        is then called with it, the scratch game where it is asked: where it answers an option,
        the run goes on with it and plays the unit out as :meth:`leaves` would with the script
        ``[option, that one]``, and that leaf (its plan and state) comes back too."""
        g = _fresh(self.scratch, copy_state(base))
        plan: dict[int, tuple[str, list, Any]] = {}
        at = _SecondAt(g, view.side, view.state["step"], plan, _Quick(Random(seed), self.rest), go_on)
        player = _Recorder(g, view.side, view.state["step"], plan, ScriptedAgent([*view.unit_taken, option], then=at))
        g.agents = {s: player for s in self.rules.sides}
        try:
            assert view.unit_rerun is not None
            view.unit_rerun(g)
        except (GameOver, _Budget, IllegalChoice):
            pass
        except _Branch as b:
            return b.decision, None
        if at.second is None:
            return None, None
        return at.second, (plan, g.state)

    def _projected(self, states: list[dict], side: str, seed: int, whole: bool = False) -> list[int] | None:
        """Each state's score after the projection, as :meth:`_judged` scores a leaf (each
        projected with the same seed), the projections walked side by side a phase at a time.
        Before the first phase and after each one, a state equal to one before it (the same state,
        the same draws to come, at the same point of the sequence) would repeat that one's
        projection from there on: it stops and takes that one's score.  The options of a decision
        inside a turn often lead to the same state (the order of an event's icons), which costs
        nothing beside the first one's projection, or differ only in what the first phase projected
        sets anew (in the shipped content, which province a floating factory counts for: that phase
        asks it again before anything reads it), which costs nothing (below).  The
        scores are those that projecting each state in turn gives; where every state has joined
        one of them, they would all score as that one does, and the walk stops there with None (no
        projection tells them apart: the choice among them is the caller's, as among equals).
        Where the states differ only in what the first phase projected sets anew before anything
        reads it (:meth:`Projection.renewed`), they would all come together after it, so the walk
        is not begun (the same None).  With ``whole`` the scores come back even where every state has
        joined one (a decision judged by them all, :meth:`_walked`)."""
        if not whole and len(states) > 1:
            g = self.scratch
            g.state = states[0]
            section = self.projection.renewed(g)
            if section is not None and all(_alike_but(states[0], st, section) for st in states[1:]):
                return None
        while len(self._scratches) < len(states):
            self._scratches.append(Game(self.rules))
        games: list[Game] = []
        walks: list[Iterator[None]] = []
        free: list[_Free] = []
        for g, state in zip(self._scratches, states, strict=False):
            # (A projection begins between phases, where no derived marker is held back.)
            _fresh(g, state)
            quick = _Free(Random(seed ^ 0x5DEECE66D))
            g.agents = {s: quick for s in self.rules.sides}
            games.append(g)
            free.append(quick)
            walks.append(self.projection.steps(g))
        ended = [False] * len(states)

        def same(j: int, k: int) -> bool:
            return (ended[j] == ended[k] and free[j].rng.state == free[k].rng.state
                    and games[j].state == games[k].state)

        follows: list[int | None] = [None] * len(states)
        running = list(range(len(states)))
        while running:
            kept: list[int] = []
            for k in running:
                leader = next((j for j in kept if same(j, k)), None)
                if leader is None:
                    kept.append(k)
                else:
                    follows[k] = leader
            if not whole and len(states) > 1 and sum(j is None for j in follows) == 1:
                return None
            running = [k for k in kept if not ended[k]]
            for k in running:
                if next(walks[k], _DONE) is _DONE:
                    ended[k] = True
        out: list[int] = []
        for k, g in enumerate(games):
            j = follows[k]
            out.append(out[j] if j is not None else self.projection.score(g, side))
        return out

    def _leaves(self, decision: Decision, view: SideView, base: dict, seed: int,
                depth: int) -> list[tuple[int, dict, dict, int]]:
        """Every option's leaves: (option, plan, state, score there when screening)."""
        out: list[tuple[int, dict, dict, int]] = []
        for i, option in enumerate(decision.options):
            for plan, state in self.leaves(view, base, [option], seed, depth):
                out.append((i, plan, state, self._static(state, view.side) if self.screen > 0 or self.top > 0 else 0))
        return out

    def _walked(self, leaves: list[tuple[int, dict, dict, int]], side: str, seed: int) -> dict[int, int]:
        """:meth:`_judged` for a phase's first decision, its leaves' projections walked side by
        side (:meth:`_projected`): a leaf whose projection comes to the same state as one before it
        takes that one's score from there on.  A phase's options often differ only in what a later
        phase asks again (which province a floating factory counts for) or not at all, so most of
        them cost a phase or two; a turn's leaves hold different hands to the end (none joined in
        931 leaves of 132 decisions, seeds 1-4) and are projected one after another."""
        ks = self._screened(leaves)
        running = [k for k in ks if leaves[k][2]["result"] is None]
        projected = self._projected([leaves[k][2] for k in running], side, seed, whole=True)
        assert projected is not None
        got = dict(zip(running, projected, strict=True))
        # (A finished game is exact: scored where it stands; the order is the screen's, as _judged's.)
        return {k: got[k] if k in got else self._static(leaves[k][2], side) for k in ks}

    def _judged(self, leaves: list[tuple[int, dict, dict, int]], side: str, seed: int,
                only: list[int] | None = None) -> dict[int, int]:
        """The score of each leaf kept by the screen (``only``: of those leaves), after the
        projection (a finished game is exact)."""
        g = self.scratch
        out: dict[int, int] = {}
        for k in self._screened(leaves) if only is None else only:
            state = leaves[k][2]
            g.state = state
            if state["result"] is None:
                g.steps, g.depth = 0, 0
                g.step_limit = min(g.limits.game_steps, g.limits.decision_steps)
                free = _Free(Random(seed ^ 0x5DEECE66D))
                g.agents = {s: free for s in self.rules.sides}
                self.projection.run(g)
            out[k] = self.projection.score(g, side)
        return out

    @staticmethod
    def _per_option(leaves: list[tuple[int, dict, dict, int]], scores: dict[int, int], n: int) -> list[int | None]:
        out: list[int | None] = [None] * n
        for k, v in scores.items():
            i = leaves[k][0]
            if out[i] is None or v > out[i]:  # type: ignore[operator]
                out[i] = v
        return out

    def _draws_unseen(self, states: list[dict]) -> bool:
        """Whether the states hold different numbers of cards in the piles nobody sees (one option
        drew from them where another did not)."""
        left = {sum(len(st["zones"].get(z, ())) for z in self.unseen_piles) for st in states}
        return len(left) > 1

    def _screened(self, leaves: list[tuple[int, dict, dict, int]]) -> list[int]:
        """The leaves to project: all of them, at most ``top`` of them (those that score best where
        they stand), or with ``screen`` N the best of each option where
        it stands (so every option is judged after the end of the decade, an option whose worth
        shows only there included) and the N best of all, in the order they came."""
        if self.screen <= 0:
            if 0 < self.top < len(leaves):
                # The ``top`` best where they stand (the first of equals), in the order they came.
                return sorted(sorted(range(len(leaves)), key=lambda k: -leaves[k][3])[:self.top])
            return list(range(len(leaves)))
        ranked = sorted(range(len(leaves)), key=lambda k: -leaves[k][3])
        return _best_of_each(ranked, lambda k: leaves[k][0], set(ranked[:self.screen]))

    def _static(self, state: dict, side: str) -> int:
        g = self.scratch
        g.state = state
        return self.projection.score(g, side)

    def leaves(self, view: SideView, base: dict, script: list, seed: int, depth: int) -> list[tuple[dict, dict]]:
        """The states after ``script`` (then the rest of the unit played quickly), each with the
        plan of the bot's own later decisions that led there: with ``depth``, one for each of the
        bot's own next decision's options (at most ``branch``)."""
        g = _fresh(self.scratch, copy_state(base))
        quick = _Quick(Random(seed), self.rest)
        plan: dict[int, tuple[str, list, Any]] = {}
        branch = _SecondAt(g, view.side, view.state["step"], plan, quick, None) if depth > 0 else quick
        player = _Recorder(g, view.side, view.state["step"], plan,
                           ScriptedAgent([*view.unit_taken, *script], then=branch))
        g.agents = {s: player for s in self.rules.sides}
        try:
            assert view.unit_rerun is not None
            view.unit_rerun(g)
        except (GameOver, _Budget, IllegalChoice):
            pass
        except _Branch as b:
            out: list[tuple[dict, dict]] = []
            for o in b.decision.options[:self.branch]:
                out.extend(self.leaves(view, base, [*script, o], seed, depth - 1))
            return out
        return [(plan, g.state)]


def _alike_but(a: dict, b: dict, section: str) -> bool:
    """Whether two states are equal in every section but ``section``."""
    return a.keys() == b.keys() and all(a[k] == b[k] for k in a if k != section)


def _fresh(g: Game, state: dict) -> Game:
    """``g``, a scratch game, set to ``state`` as a new run begins there: nothing taken or logged,
    no marker held back, the step counters at zero under the per-decision budget."""
    g.state = state
    g.taken, g.log, g.hold_markers = [], [], False
    g.steps, g.depth = 0, 0
    g.step_limit = min(g.limits.game_steps, g.limits.decision_steps)
    return g


def _keep_in_plan(g: Game, after: int, plan: dict, decision: Decision, i: int) -> None:
    """Keeps the bot's own decision, answered ``i`` at the game's step, in ``plan`` (past step
    ``after``, where the decision being judged was asked): what ForesightAgent.choose takes
    without a search when the game comes the same way."""
    step = g.state["step"]
    if step > after:
        plan[step] = (decision.kind, decision.options, decision.options[i])


class _Recorder(Agent):
    """Passes each decision to ``inner`` (a script, then a policy) and keeps in ``plan`` those of
    ``side`` after step ``after`` that the script answered (the options the look-ahead tried)."""

    def __init__(self, g: Game, side: str, after: int, plan: dict, inner: ScriptedAgent) -> None:
        self.g, self.side, self.after, self.plan, self.inner = g, side, after, plan, inner

    def choose(self, decision: Decision, view: Any) -> int:
        scripted = self.inner.pos < len(self.inner.choices)
        i = self.inner.choose(decision, view)
        if scripted and decision.side == self.side:
            _keep_in_plan(self.g, self.after, self.plan, decision, i)
        return i


class _SecondAt(Agent):
    """After a script, the first decision of ``side``: handed back to the bot (raises _Branch,
    where the look-ahead tries each of its options) unless ``go_on`` answers it an option, which is then taken and kept in ``plan`` as a
    _Recorder keeps a scripted one (after step ``after``); the others go to ``then``."""

    def __init__(self, g: Game, side: str, after: int, plan: dict, then: Agent,
                 go_on: Callable[[Decision], Any] | None) -> None:
        self.g, self.side, self.after, self.plan = g, side, after, plan
        self.then = then
        self.go_on = go_on
        self.armed = True
        self.second: Decision | None = None

    def choose(self, decision: Decision, view: Any) -> int:
        if self.armed and decision.side == self.side:
            self.armed = False
            o = None if self.go_on is None else self.go_on(decision)
            i = None if o is None else decision.index_of(o)
            if i is None:
                raise _Branch(decision)
            self.second = decision
            _keep_in_plan(self.g, self.after, self.plan, decision, i)
            return i
        self.armed = False
        return self.then.choose(decision, view)


class _Branch(Exception):
    """The bot's own next decision in the unit: the look-ahead tries each of its options too."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision
