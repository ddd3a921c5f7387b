"""A bot's features compiled into one function (``Program.weighted``), and ``counts``.

The look-ahead bots score thousands of positions a game: their features are compiled into one
function that computes a pure call written more than once only once.  The score must stay what
adding up the features one by one (``g.eval``) gives, on real positions, for every bot, proposal
and shortlist of the content; a call may be shared only where that cannot change a value.
"""

from __future__ import annotations

from typing import Any

import pytest

from interpreter.cli.main import main
from interpreter.engine.agents import Agent, RandomAgent
from interpreter.engine.evaluator import ContentError, Program
from interpreter.engine.functions import corner_count, counts
from interpreter.engine.game import Game, program_for
from interpreter.engine.pieces import count
from interpreter.engine.registry import REGISTRY, primitive
from interpreter.engine.session import new_game
from interpreter.engine.state import copy_state


class _Snapshots(Agent):
    """Plays at random and keeps a copy of the game's state at each decision."""

    def __init__(self, seed: int) -> None:
        self.random = RandomAgent(seed)
        self.game: Any = None
        self.states: list[dict] = []

    def choose(self, decision, view):
        self.states.append(copy_state(self.game.state))
        return self.random.choose(decision, view)


@pytest.fixture(scope="module")
def positions(rules) -> list[dict]:
    """Every 7th position of three random games (the boards the bots read, mid-game and late)."""
    out: list[dict] = []
    for seed in (1, 2, 3):
        agent = _Snapshots(seed)
        game, _ = new_game(rules, seed, {s: agent for s in rules.sides})
        agent.game = game
        game.play()
        out.extend(agent.states[::7])
    assert len(out) > 40
    return out


def _one_by_one(g: Game, features, names, values) -> int:
    env = dict(zip(names, values, strict=True))
    total = 0
    for value, weight, sides in features:
        if sides and values[0] not in sides:
            continue
        total += weight * g.eval(value, env)
    return total


def test_every_declared_feature_sum_scores_as_its_features_one_by_one(rules, positions):
    g = Game(rules)
    program = program_for(rules)
    cards = [c for c in g.board.cards][:6]
    cases = [(b.features, (b.param,), [(s,) for s in rules.sides]) for b in rules.bots.values()]
    for p in rules.proposals.values():
        cases.append((p.features, p.params, [(s, c, a) for s in rules.sides for c in cards
                                             for a in [None, *[act.id for act in g.actions]]]))
    # A shortlist's option is a province, a city or a connection, as its decision offers: each is
    # tried with every kind, and where a feature refuses one (a site's worth of a province) the
    # fused function must refuse it too.
    places = [*g.board.all_provinces, *list(rules.cities)[:8], *list(rules.connections)[:8]]
    for sl in rules.shortlists.values():
        cases.append((sl.features, sl.params, [(s, p) for s in rules.sides for p in places]))
    assert len(cases) >= 4
    checked = refused = 0
    for declared, names, argsets in cases:
        features = [(f.value, f.weight, f.sides) for f in declared]
        fused = program.weighted(features, names)
        for state in positions[::3]:
            g.state = state
            for values in argsets:
                try:
                    expected = _one_by_one(g, features, names, values)
                except ContentError:
                    with pytest.raises(ContentError):
                        fused(g, *values)
                    refused += 1
                    continue
                assert fused(g, *values) == expected
                checked += 1
    assert checked > 1000 and refused < checked


# ------------------------------------------------------------------ what is shared, and what not
_CALLS: list[Any] = []


def _probe(g: Any, x: Any) -> int:
    """A pure function that notes each call: 1 for the first side, 10 for anything else."""
    _CALLS.append(x)
    return 1 if x == g.board.sides[0] else 10


def _program(rules) -> Program:
    """A program of the shipped rules whose registry has the probe (and a probe with an effect)."""
    pure = primitive("probe", pure=True)(_probe)
    REGISTRY.pop("probe")   # (registered for this program only, not for the content's games)

    def effect(g: Any, x: Any) -> int:
        _CALLS.append(("effect", x))
        return 0
    return Program(rules, {**REGISTRY, "probe": pure, "poke": effect}, Game(rules).board)


def _call(fn: str, *args: Any) -> dict:
    return {"call": fn, "args": list(args)}


def _score(rules, features, side: str) -> tuple[int, list]:
    program = _program(rules)
    g = Game(rules)
    _CALLS.clear()
    total = program.weighted(features, ("side",))(g, side)
    return total, list(_CALLS)


def test_a_pure_call_written_twice_is_computed_once(rules):
    first = list(rules.sides)[0]
    probe = _call("probe", "side")
    total, calls = _score(rules, [(probe, 2, ()), ({"op": "+", "args": [probe, 5]}, 3, ())], first)
    assert total == 2 * 1 + 3 * (1 + 5)
    assert calls == [first]


def test_a_call_reached_only_in_a_branch_is_not_computed_ahead(rules):
    first, second = list(rules.sides)[:2]
    probe = _call("probe", "side")
    branchy = {"op": "?:", "args": [{"op": "==", "args": ["side", first]}, probe, 0]}
    total, calls = _score(rules, [(branchy, 1, ()), (branchy, 1, ())], second)
    assert (total, calls) == (0, [])
    # ... nor in a feature of the other side alone
    total, calls = _score(rules, [(probe, 1, (first,)), (probe, 1, (first,))], second)
    assert (total, calls) == (0, [])
    # once it is reached every time somewhere, the branches use it too
    total, calls = _score(rules, [(branchy, 1, ()), (probe, 1, ())], first)
    assert (total, calls) == (2, [first])


def test_a_comprehension_variable_is_not_mistaken_for_the_parameter_it_hides(rules):
    first, second = list(rules.sides)[:2]
    probe = _call("probe", "side")
    each = {"call": "sum", "args": [{"op": "for", "var": "side", "in": {"list": [first, second]},
                                     "yield": probe}]}
    total, calls = _score(rules, [(probe, 100, ()), (each, 1, ()), (probe, 1000, ())], second)
    assert total == 100 * 10 + (1 + 10) + 1000 * 10
    assert calls == [second, first, second]


def test_nothing_is_shared_where_a_feature_has_an_effect(rules):
    first = list(rules.sides)[0]
    probe = _call("probe", "side")
    total, calls = _score(rules, [(probe, 1, ()), (_call("poke", "side"), 1, ()), (probe, 1, ())], first)
    assert total == 2
    assert calls == [first, ("effect", first), first]


def test_the_same_features_give_the_same_function(rules):
    program = program_for(rules)
    bot = next(iter(rules.bots.values()))
    features = [(f.value, f.weight, f.sides) for f in bot.features]
    assert program.weighted(features, (bot.param,)) is program.weighted(list(features), (bot.param,))
    assert program.weighted(features, (bot.param,)) is not program.weighted(features[:-1], (bot.param,))


# ------------------------------------------------------------------ counts
def test_counts_is_count_of_each_place_in_order(rules, positions):
    g = Game(rules)
    board = g.board
    kept = [c for c in board.cards][:5]
    places = [*board.all_provinces, *board.sectors_of.get(board.all_provinces[0], ()), *rules.sides, *kept]
    lists = [places, list(reversed(places)), [], [p for p in board.all_provinces if board.sectors_of.get(p)]]
    assert lists[3], "the map has a province with sectors (counted with them)"
    for state in positions:
        g.state = state
        for piece in ("unrest", "ls", board.marker):
            for where in lists:
                assert counts(g, piece, at=where) == [count(g, piece, at=p) for p in where]


def test_corner_count_of_a_list_is_the_sum_of_each_cards(rules, positions):
    g = Game(rules)
    icons = sorted({i for d in g.board.cards.values() for i in d.corner})
    assert len(icons) >= 2
    seen = 0
    for state in positions:
        g.state = state
        for cards in state["zones"].values():
            for icon in icons:
                total = corner_count(g, list(cards), icon)
                assert total == sum(corner_count(g, c, icon) for c in cards)
                seen += total
    assert seen > 0   # (some zone held a card with an icon in its corner)


# ------------------------------------------------------------------ a failing feature
def test_a_failing_shared_call_is_located_at_its_first_writing(content_copy, capsys):
    """A call computed once for two features still fails as content: at the first place it is
    written, with the chain that led to the bot's judgement, never a traceback."""
    path = content_copy / "bots.wsdv"
    text = path.read_text(encoding="utf-8")
    old = "  feature hand_value weight 1   value sum([card_value(c, side) for c in hand(side)])\n"
    assert text.count(old) == 1
    new = ("  feature hand_value weight 1   value sum([card_value(c, side) for c in hand(side)]) + "
           "get(\"decade\", side, \"order\")\n  feature again weight 1 value get(\"decade\", side, \"order\")\n")
    path.write_text(text.replace(old, new), encoding="utf-8")
    code = main(["play", "--content", str(content_copy), "-q", "--seed", "3", "--east", "foresight",
                 "--west", "random"])
    err = capsys.readouterr().err.splitlines()
    assert code == 2
    line = text[:text.index(old)].count("\n") + 1
    col = new.index("get(") + 1
    assert err[0].endswith(f"bots.wsdv:{line}:{col}: error: the content has no decade `east`"), err
    assert err[2] == "    " + " " * (col - 1) + "^" * len('get("decade", side, "order")')
    assert err[3].startswith("  while running: ") and err[3].endswith("bot foresight")
    assert not any("Traceback" in x or "bug in wsdv" in x for x in err)
