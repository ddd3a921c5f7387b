"""The engine's hot paths give what their plain definitions give (issue 22 §3: the cost of a leaf).

A look-ahead bot runs the engine's core (counting pieces, moving them, bringing derived markers up to
date, copying the state, matching a scripted answer to its option) hundreds of thousands of times a
game, so those paths are written for speed: no exception for a name that counts several places, no
words built where nothing is told, one pass over every province.  Each test here works the answer
out again the slow way, from the state itself or from the definition the fast path replaced, over
positions of seeded random games, and compares.
"""

from __future__ import annotations

import json

import pytest
from helpers_engine import bots, random_positions

from interpreter.engine.agents import RandomAgent
from interpreter.engine.decisions import Decision
from interpreter.engine.evaluator import ContentError
from interpreter.engine.game import Game
from interpreter.engine.knowledge import view_state
from interpreter.engine.pieces import bump, count, update_derived, update_markers
from interpreter.engine.session import digest, new_game
from interpreter.engine.state import copy_state


@pytest.fixture(scope="module")
def positions(rules):
    return random_positions(rules, every=9)


def _index_the_slow_way(options: list, choice) -> int | None:
    for i, o in enumerate(options):
        if o == choice or (isinstance(o, (list, tuple)) and isinstance(choice, (list, tuple))
                           and list(o) == list(choice)):
            return i
    return None


def test_index_of_finds_the_first_option_equal_to_the_answer_as_the_slow_way():
    options_lists = [
        ["hessen", "bayern", "hessen"], [3, 1, 2, 1], [True, 1, "1"], [0, False], ["none", 0, 1, 2],
        [[1, 2], (1, 2), "a", 5], [None, "a"], [("x", 1), ["x", 1], 1],
    ]
    choices = ["hessen", "bayern", "thueringen", 1, 2, 0, True, False, "1", "a", 5, 6, None,
               [1, 2], (1, 2), ["x", 1], ("x", 1)]
    for options in options_lists:
        d = Decision("east", "choose", options)
        for choice in choices:
            assert d.index_of(choice) == _index_the_slow_way(options, choice), (options, choice)
    # (the cases that tell the two apart if the fast path went wrong)
    assert Decision("west", "card", [True, 1]).index_of(1) == 0
    assert Decision("west", "card", ["a", "b"]).index_of("c") is None


def _places_of(rules, name) -> list[str]:
    if name in rules.sides:
        provinces = [p for p in rules.provinces.values() if p.side == name]
    else:
        provinces = [rules.provinces[name]]
    return [k for p in provinces for k in (p.id, *(s.id for s in p.sectors))]


def test_count_of_a_side_a_sectored_province_a_list_a_card_and_the_map_adds_up_the_state(rules, positions):
    g = Game(rules)
    sectored = [p.id for p in rules.provinces.values() if p.sectors]
    plain = [p.id for p in rules.provinces.values() if not p.sectors]
    assert sectored and plain
    seen = 0
    for state in positions[::3]:
        g.state = state
        pieces = state["pieces"]

        def here(keys, piece, pieces=pieces):
            return sum(pieces.get(k, {}).get(piece, 0) for k in keys)

        for piece in ("ls", "unrest", "mass_protest", "socialist"):
            for name in (*rules.sides, *sectored, *plain[:3]):
                assert count(g, piece, at=name) == here(_places_of(rules, name), piece), (piece, name)
                seen += count(g, piece, at=name)
            pair = [plain[0], sectored[0]]
            assert count(g, piece, at=pair) == here(_places_of(rules, plain[0]) + _places_of(rules, sectored[0]), piece)
            everywhere = sum(d.get(piece, 0) for d in pieces.values()) + list(state["sites"].values()).count(piece)
            assert count(g, piece, at=None) == everywhere
        for card in list(g.board.cards)[:5]:
            assert count(g, "unrest", at=card) == pieces.get(str(card), {}).get("unrest", 0)
    assert seen > 0, "the positions hold pieces"


def test_count_reads_the_state_as_it_is_now_never_a_total_kept_from_before(rules, positions):
    # Counts are sums over the state when asked: a change made straight to the state (as a scenario
    # or a test makes it) shows in the next count of a province, a sectored one and a side.
    g = Game(rules)
    g.state = copy_state(positions[len(positions) // 2])
    sectored = next(p for p in rules.provinces.values() if p.sectors)
    side = sectored.side
    for name in (side, sectored.id, sectored.sectors[0].id):
        before = count(g, "unrest", at=name)
        g.state["pieces"].setdefault(sectored.sectors[0].id, {})["unrest"] = \
            g.state["pieces"].get(sectored.sectors[0].id, {}).get("unrest", 0) + 2
        assert count(g, "unrest", at=name) == before + 2, name


def test_an_unknown_name_stays_a_content_fault_however_often_it_is_counted(rules):
    g = Game(rules)
    g.setup()
    for _ in range(2):   # (the board's tables keep what a name counts; they never keep a failure)
        with pytest.raises(ContentError, match="atlantis"):
            count(g, "unrest", at="atlantis")


def test_bump_refuses_a_place_not_on_the_board_and_a_count_below_zero(rules):
    g = Game(rules)
    g.setup()
    with pytest.raises(ContentError, match="no place on the board is called 'atlantis'"):
        bump(g, "atlantis", "unrest", 1)
    province = next(iter(rules.provinces))
    with pytest.raises(ContentError, match="would become negative"):
        bump(g, province, "unrest", -99)


def _shaken(rules, state: dict, k: int) -> dict:
    """A copy of a position with the counts markers derive from changed behind their backs (as a
    hold leaves them), the province whose markers are mirrored among them."""
    out = copy_state(state)
    (derive,) = rules.derives.values()
    for j, p in enumerate(rules.provinces):
        if (j + k) % 3 == 0 or p == derive.mirror_from:
            d = out["pieces"].setdefault(p, {})
            d[derive.counted] = (d.get(derive.counted, 0) + 3 * (j + k)) % 13
    return out


def test_update_markers_makes_the_changes_and_asks_and_tells_as_update_derived_province_by_province(rules, positions):
    provinces = list(rules.provinces)
    changed = asked = 0
    for k, state in enumerate(positions[::4]):
        results = []
        for one_pass in (False, True):
            told: list[tuple[str, dict]] = []
            g = Game(rules, 0, {s: RandomAgent(k) for s in rules.sides}, narrate=lambda m, a, told=told: told.append((m, a)))
            g.state = _shaken(rules, state, k)
            if one_pass:
                update_markers(g, provinces)
            else:
                for p in provinces:
                    update_derived(g, p)
            results.append((json.dumps(g.state, sort_keys=True), told, g.log))
        assert results[0] == results[1], k
        changed += sum(1 for m, _a in results[0][1] if m.startswith("marker-"))
        asked += len(results[0][2])
    assert changed > 0 and asked > 0, "the shaken positions move markers and mirror some"


def test_a_copy_shares_nothing_with_its_original(rules, positions):
    for state in positions[::7]:
        original = json.dumps(state, sort_keys=True)
        out = copy_state(state)
        assert out == state and json.dumps(out, sort_keys=True) == original
        for key in ("pieces", "zones", "mirrors"):
            for inner in out[key].values():
                if isinstance(inner, dict):
                    inner["probe"] = 1
                else:
                    inner.append("probe")
        for key in ("sites", "lines", "tracks", "flags", "floating", "flipped", "vars"):
            out[key]["probe"] = 1
        assert json.dumps(state, sort_keys=True) == original


def test_a_game_told_and_a_game_untold_take_the_same_course(rules):
    # The engine builds no words where nothing is told (a bot's scratch game): a game narrated and
    # the same game with no narration end in the same state after the same decisions.
    for seed in (4, 11):
        told: list[str] = []
        a, _ = new_game(rules, seed, bots(seed), narrate=lambda m, args, told=told: told.append(m))
        b, _ = new_game(rules, seed, bots(seed))
        a.play()
        b.play()
        assert a.log == b.log and digest(a.state) == digest(b.state)
        assert {"add", "turn", "turn-end"} <= set(told)


class _Watcher(RandomAgent):
    """A random player that looks ahead and keeps each view it is given with the unit it came from."""

    sees = True
    looks_ahead = True

    def __init__(self, seed: int, seen: list) -> None:
        super().__init__(seed)
        self.seen = seen
        self.game = None

    def choose(self, decision, view):
        unit = self.game.units[-1] if self.game.units else None
        self.seen.append((decision.side, unit, view, view_state(self.game.rules, self.game.state, decision.side)))
        return super().choose(decision, view)


def test_a_units_start_is_seen_the_same_at_each_of_a_sides_decisions_in_it(rules):
    seen: list = []
    agents = {"west": _Watcher(1, seen), "east": _Watcher(2, seen)}
    game = Game(rules, 8, agents)
    for a in agents.values():
        a.game = game
    game.setup()
    game.play()
    shared = fresh = 0
    first: dict = {}
    for side, unit, view, state_view in seen:
        assert view.state == state_view
        if unit is None:
            continue
        # Built once per unit and side: what the side sees of the unit's start, whenever it is asked.
        assert view.unit_start == view_state(rules, unit.start, side)
        key = (id(unit), side)
        if key in first and first[key][0] is unit:
            assert view.unit_start is first[key][1]
            shared += 1
        else:
            first[key] = (unit, view.unit_start)
            fresh += 1
    # Different units (and the two sides) never share a view.
    starts = [v for _u, v in first.values()]
    assert len({id(v) for v in starts}) == len(starts)
    assert shared > 0 and fresh > 0
