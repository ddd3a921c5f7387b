"""Generic functions and small primitives: the board's sets, choices, variables, flags, outcomes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .agents import Agent
from .evaluator import ContentError, GameOver, Unexecutable
from .pieces import count, update_markers
from .pieces import supply as left_in_box  # (this module's primitive of that name says it to the content)
from .registry import primitive
from .state import copy_state


@primitive(pure=True)
def provinces(g: Any, side: Any = None, *, within: Any = None) -> list[str]:
    """The provinces (of a side, or of a group or list given in its place) that lie in ``within``.

    ``within`` may name provinces, groups, cities (the provinces they may count for), countries
    (none) or a list of these; none means no restriction.
    """
    board = g.board
    if within is None and side.__class__ is str:
        # A side's or group's provinces never change: worked out once per name (the
        # end-of-decade phases ask for them in every loop, and look-ahead bots run those often).
        known = board.province_lists.get(side)
        if known is None:
            known = board.province_lists[side] = tuple(p for p in board.region(side) if p in board.province_side)
        return list(known)
    out = list(board.all_provinces) if side is None else [
        p for p in board.region(side) if p in board.province_side]
    if within is None:
        return out
    allowed: set[str] = set()
    for w in g.board.region(within):
        if w in g.board.province_side:
            allowed.add(w)
        elif w in g.board.cities:
            allowed.update(g.board.cities[w].provinces)
    return [p for p in out if p in allowed]


@primitive(pure=True)
def counts(g: Any, piece: str, *, at: Any) -> list[int]:
    """How many pieces of a kind lie on each place of a list, in its order: the list that
    ``[count(piece, at = p) for p in places]`` makes, in one call.

    Why: a bot's feature reads a side's provinces one by one (the unrest of each, the best living
    standard), thousands of times a game; a comprehension in content pays a step and a compiled
    call for each place, this one Python loop.  A place counted before that counts one place
    only (a province without sectors: most of them) is read from the board's `count_keys` table
    here, as `count` reads it; any other goes to `count` (a call less for each of the first,
    about 20,000 a `foresight` game)."""
    table = g.board.count_keys
    pieces = g.state["pieces"]
    out = []
    for p in at:
        key = table.get(p) if p.__class__ is str else None
        if key.__class__ is str:
            d = pieces.get(key)
            out.append(d.get(piece, 0) if d else 0)
        else:
            out.append(count(g, piece, at=p))
    return out


@primitive(pure=True)
def cities(g: Any, province: Any = None) -> list[str]:
    """Every city, or the cities lying in a province (floating cities included where they may count)."""
    if province is None:
        return list(g.board.cities)
    if province not in g.board.places:
        raise ContentError(words=("runtime-not-a-place", {"call": "cities(...)", "value": province}))
    return [c for c, d in g.board.cities.items() if d.province == province or province in d.floating]


@primitive(pure=True)
def sides(g: Any) -> list[str]:
    """Both sides, in declared order."""
    return list(g.board.sides)


@primitive(pure=True)
def opponent(g: Any, side: str) -> str:
    """The other side."""
    return g.board.opponent[side]


@primitive(pure=True)
def side_of(g: Any, thing: Any) -> str | None:
    """The side a province, sector, city, connection or country belongs to."""
    return g.board.sides_table.get(thing)


@primitive(pure=True)
def neighbours(g: Any, province: str) -> list[str]:
    """The provinces bordering a province."""
    return list(g.rules.provinces[province].neighbours)


@primitive(pure=True)
def sectors(g: Any, province: str) -> list[str]:
    """The sectors a province is drawn in (none for most)."""
    return list(g.board.sectors_of.get(province, ()))


@primitive(pure=True)
def supplier(g: Any, sector: str) -> str:
    """The province that supplies a sector."""
    return g.board.supplier[sector]


@primitive(pure=True)
def suppliers_of(g: Any, province: str) -> list[str]:
    """The provinces supplying a province's sectors, in sector order."""
    return [g.board.supplier[s] for s in g.board.sectors_of.get(province, ())]


@primitive("max", pure=True)
def max_(g: Any, values: Any, default: int = 0) -> Any:
    """The largest value (``default`` for none)."""
    if values.__class__ is not list:   # (content's lists are lists: no copy needed to look at them)
        values = list(values)
    return max(values) if values else default


@primitive("min", pure=True)
def min_(g: Any, values: Any, default: int = 0) -> Any:
    """The smallest value (``default`` for none)."""
    if values.__class__ is not list:
        values = list(values)
    return min(values) if values else default


@primitive("sum", pure=True)
def sum_(g: Any, values: Any) -> int:
    """The total."""
    return sum(values)


@primitive("len", pure=True)
def len_(g: Any, values: Any) -> int:
    """How many."""
    return len(values)


@primitive("any", pure=True)
def any_(g: Any, values: Any) -> bool:
    """Whether any value is true."""
    return any(values)


_ONCE = object()


@primitive()   # (not pure: it asks a player, so where it is called decides the game's course)
def choose(g: Any, options: Any, *, by: str | None = None, count: int | None = None, each: Any = _ONCE,
           ask: Any = None, track: str | None = None, source: Any = None) -> Any:
    """Ask side ``by`` (default: the acting side) to pick among options; the value is the pick.

    With ``count``, up to that many picks, each option at most ``each`` times (default once;
    none: no limit).  With nothing to pick the choice is unexecutable: the rest of the
    icon, or of the innermost ``repeat`` round, lapses (§6.4).  ``ask`` names the decision.
    ``track`` says the options are spaces of that track: the decision carries it (its ``track``
    argument), so a view words each option as a space, whatever the decision is called.
    ``source`` names what the choice is made for (the province that attacks): the decision
    carries it as its ``source`` argument, so its narration says who, not only which side.
    """
    side = by or g.state["vars"].get("actor")
    if side is None:
        raise ContentError(words=("runtime-choose-by", {}))
    kind = ask if isinstance(ask, str) else "choose"
    options = list(options)
    if not options or (count is not None and count <= 0):
        raise Unexecutable()
    about = {} if track is None else {"track": track}
    if source is not None:
        about["source"] = source
    if count is None:
        return g.ask(side, kind, options, **about)
    limit = 1 if each is _ONCE else each
    picks: list = []
    for _ in range(count):
        rest = [o for o in options if limit is None or picks.count(o) < limit]
        if not rest:
            break
        picks.append(g.ask(side, kind, rest, picked=list(picks), **about))
    return picks


@primitive(pure=True)
def decider(g: Any, crest: Any = None) -> str | None:
    """Who decides where an icon is carried out: the crest's side, else the acting side (§6.4)."""
    return crest if crest else g.state["vars"].get("actor")


@primitive(pure=True)
def ordered(g: Any, kind: str) -> list:
    """The ids of every definition of a kind, in the order their `order` keys give.

    The content names the kind, so this reads the declarations as written (``Rules.of_kind``),
    as ``x.key`` and :func:`get` do: the content's reflection, not the engine's own reading."""
    # The declarations never change under a program: sorted once per kind (a look-ahead bot's
    # `finish_when` asks for the decades' order in every projection).
    known = g.program.cache.setdefault("ordered", {})
    order = known.get(kind)
    if order is None:
        defs = g.rules.of_kind(kind)
        order = known[kind] = tuple(k for k, _ in sorted(defs.items(), key=lambda kv: (kv[1].get("order", 0), str(kv[0]))))
    return list(order)


@primitive(pure=True)
def supply(g: Any, piece: str) -> int:
    """How many pieces of a kind are left in the box."""
    return left_in_box(g, piece)


def sequence_phases(g: Any, name: str, start: int = 0) -> Iterator[tuple[str, Any]]:
    """The phases a sequence carries out from its ``start``-th on, each as (id, phase) as the
    sequence reaches it: while the wall flag is set a phase with a `wall_side` is replaced by that
    phase, and one whose `when` does not hold then is passed over.  The one reading of a sequence:
    `run_sequence` and a bot's projection of the rest of one (engine/foresight.py) both walk it."""
    seq = g.sequence(name)
    wall = seq.wall_flag
    for pid in seq.phases[start:]:
        phase = g.phase(pid)
        if wall and g.state["flags"].get(wall) and phase.wall_side:
            pid = phase.wall_side
            phase = g.phase(pid)
        if phase.when is not None and not g.eval(phase.when):
            continue
        yield pid, phase


@primitive()
def run_sequence(g: Any, name: str) -> None:
    """Carry out a sequence's phases in order; while its wall flag is set, a phase with a
    `wall_side` is replaced by that phase.  A phase with a `when` condition is carried out (and
    announced) only if the condition holds when the sequence reaches it.  Each phase runs with a
    fresh scope."""
    for pid, phase in sequence_phases(g, name):
        g.state["vars"]["phase"] = pid
        g.say("phase", phase=pid)
        body = phase.body
        if g.track_units:
            g.begin_unit(lambda g2, body=body: g2.run_block(body, {}))
        try:
            g.run_block(body, {})
        finally:
            if g.track_units:
                g.units.pop()
        g.say("phase-end", phase=pid)   # the narration tells a phase in which nothing happened on one line
        g.step_done("phase")
    g.state["vars"].pop("phase", None)


@primitive()
def suspend_markers(g: Any, on: Any) -> None:
    """Hold derived markers (mass protests) while on; when turned off, bring every province's up
    to date (e.g. protests appear only after all attacks of §9.7)."""
    g.hold_markers = bool(on)
    if not on:
        update_markers(g, g.board.all_provinces)


@primitive()
def set_var(g: Any, name: str, value: Any) -> None:
    """Set a game variable (kept in the state)."""
    g.state["vars"][name] = value


@primitive(pure=True)
def var(g: Any, name: str, default: Any = None) -> Any:
    """A game variable's value (``default`` when unset)."""
    return g.state["vars"].get(name, default)


@primitive(pure=True)
def actor(g: Any) -> str | None:
    """The side carrying out the current action, event or phase."""
    return g.state["vars"].get("actor")


@primitive()
def set_flag(g: Any, flag: str, value: Any) -> None:
    """Set a yes/no fact of the game."""
    g.state["flags"][flag] = bool(value)
    g.say("flag", flag=flag, value=bool(value))


@primitive(pure=True)
def flag(g: Any, name: str) -> bool:
    """A yes/no fact of the game."""
    return g.state["flags"].get(name, False)


@primitive()
def say(g: Any, message: Any, *args: Any) -> None:
    """Narrate a message of the locale files: its id, then the values it shows, in order (the message names them a, b, ...)."""
    g.say(message if isinstance(message, str) else str(message),
          **{chr(ord("a") + i): a for i, a in enumerate(args)})


@primitive()
def check_outcomes(g: Any, when: str) -> None:
    """Look at the outcomes checked at this moment, by priority; the first that holds ends the game."""
    for o in g.rules.outcomes_checked(when):
        if o.when is None or g.eval(o.when):
            g.finish(o.winner, o.id)


@primitive()
def end_game(g: Any, outcome: str) -> None:
    """End the game now with an outcome: its side wins."""
    g.finish(g.outcome(outcome).winner, outcome)


@primitive(pure=True)
def get(g: Any, kind: str, name: Any, key: str) -> Any:
    """A key of a definition, named by its kind and id (e.g. the hand size of the deck plan).

    The content names the kind and the key, so this reads the declaration as written
    (``Rules.definitions``): the content's reflection, not the engine's own reading."""
    data = g.rules.definitions.get((kind, str(name)))
    if data is None:
        raise ContentError(words=("runtime-no-definition", {"kind": kind, "name": name}))
    v = data.get(key)
    if isinstance(v, tuple):
        return list(v)
    return v


@primitive(pure=True)
def corner_count(g: Any, card: Any, icon: str) -> int:
    """How many times an icon is printed in a card's corner; given a list of cards, in their
    corners all told (the sum of theirs: a phase or a bot's feature reads the played cards' flight
    icons in one call, not one call a card)."""
    cards = g.board.cards
    if card.__class__ is list:
        n = 0
        for c in card:
            data = cards.get(c)
            if data is not None:
                n += data.corner.count(icon)
        return n
    data = cards.get(card)
    return 0 if data is None else data.corner.count(icon)


class _FirstOption(Agent):
    """Takes the first option of every decision (no generator: the real game's is not drawn on)."""

    def choose(self, decision: Any, view: Any) -> int:
        return 0


@primitive(pure=True)
def phase_change(g: Any, phase: str, piece: str, *, at: Any) -> int:
    """How many pieces of a kind a phase would add on a place (less what it would remove), were
    it carried out now: the phase runs on a copy of the game, each of its decisions taking the
    first option, and the game itself is left as it was.  ``at`` is a place, a side or a group
    (as `count` reads it).

    Why: a bot's feature that needs what a rule does (the unrest a comparison brings) reads it
    from the rule, so a variant that changes the rule changes the bot's judgement with no copy
    of the rule's numbers in the bot's declaration to keep in step."""
    scratch = g.__dict__.get("_phase_scratch")
    if scratch is None:
        scratch = g._phase_scratch = type(g)(g.rules)  # a game of the same kind: compiled once, reused
    scratch.state = copy_state(g.state)
    scratch.taken, scratch.log, scratch.hold_markers = [], [], False
    scratch.steps, scratch.depth = 0, 0
    scratch.step_limit = min(scratch.limits.game_steps, scratch.limits.decision_steps)
    first = _FirstOption()
    scratch.agents = {s: first for s in g.rules.sides}
    before = count(scratch, piece, at=at)
    scratch.state["vars"]["phase"] = phase
    try:
        scratch.run_block(g.phase(phase).body, {})
    except GameOver:
        pass  # the phase ended the copy's game: the pieces stand as they were when it ended
    return count(scratch, piece, at=at) - before
