"""An id used as a value behaves as what it names: `x in ID` tests membership of a side, group or country."""

from __future__ import annotations

import pytest
from helpers_engine import bots

from interpreter.engine.evaluator import ContentError
from interpreter.engine.game import Game
from interpreter.engine.session import new_game
from interpreter.rules.pipeline import build


def _in(game: Game, item, container, op: str = "in") -> bool:
    return game.eval({"op": op, "args": [item, container]})


def test_membership_of_a_group_a_side_a_country_and_a_list(rules):
    g = Game(rules, 1)
    assert _in(g, "nordrhein_westfalen", "suppliers")
    assert not _in(g, "hessen", "suppliers")
    assert _in(g, "hessen", "suppliers", "not in")
    assert _in(g, "bayern", "west_germany") and not _in(g, "w_berlin", "west_germany")
    assert _in(g, "sachsen", "east") and not _in(g, "sachsen", "west")
    assert _in(g, "hamburg", "west")  # a floating city belongs to its side
    abroad = [c for c, city in rules.cities.items() if city.country == "polska"]
    assert abroad and _in(g, abroad[0], "polska") and not _in(g, abroad[0], "cssr")
    assert _in(g, "hessen", {"list": ["hessen", "bayern"]})


def test_membership_in_a_name_that_holds_no_members_is_a_content_error(rules):
    g = Game(rules, 1)
    with pytest.raises(ContentError, match="'hessen' holds no members"):
        _in(g, "bayern", "hessen")


def test_second_edition_setup_puts_2_unrest_in_the_suppliers_of_west_berlin():
    """2nd edition (UA rulebook, set-up; research ED-01): 2 unrest in each of the three suppliers, 3 elsewhere."""
    result = build(variants=["second_edition"])
    assert result.ok, result.report.render()
    g, _ = new_game(result.rules, 3, bots(3))
    unrest = {p: g.eval({"call": "count", "args": ["unrest"], "kw": {"at": p}}) for p in result.rules.provinces}
    suppliers = set(result.rules.groups["suppliers"].members)
    assert suppliers == {"nordrhein_westfalen", "rheinland_pfalz", "baden_wuerttemberg"}
    assert {p: n for p, n in unrest.items() if p in suppliers} == dict.fromkeys(suppliers, 2)
    assert {n for p, n in unrest.items() if p not in suppliers} == {3}
    assert sum(unrest.values()) == 39
