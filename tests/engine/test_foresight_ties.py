"""A later choice in a turn (after its card and action) is judged where the turn ends; the default
bot (``second_looks=2``) projects the best two through the end of the decade always,
``second_looks=1`` only where the best has an equal there, ``0`` never.
The scores where the turn ends are stood in for here, so each case is the one the test names."""

from __future__ import annotations

import pytest
from foresight_positions import stop_at

from interpreter.engine.foresight import ForesightAgent


def _later_choice(rules):
    """A decision of a turn after its card and action, with at least three options."""
    decision, view = stop_at(rules, lambda d, g: d.kind == "build_site" and len(d.options) >= 3, range(1, 60))
    assert not view.unit_call and len(view.unit_taken) > 1
    return decision, view


@pytest.mark.parametrize("second_looks, statics, projected", [
    (1, [5, 3, 3], 0),      # a clear best: taken without a projection
    (1, [3, 5, 5], 2),      # the best has an equal: the two are projected
    (2, [5, 3, 3], 2),      # the default: the best two, always
    (0, [3, 5, 5], 0),      # none
])
def test_two_options_are_projected_only_where_the_best_has_an_equal(rules, monkeypatch, second_looks,
                                                                      statics, projected):
    decision, view = _later_choice(rules)
    options = len(decision.options)
    scores = iter((statics + [0] * options)[:options])
    calls: list[int] = []
    monkeypatch.setattr(ForesightAgent, "_static", lambda self, state, side: next(scores))
    monkeypatch.setattr(ForesightAgent, "_projected",
                        lambda self, states, side, seed: (calls.append(len(states)), [0] * len(states))[1])
    bot = ForesightAgent(rules, 5, guesses=1, shortlist=0, second_looks=second_looks)
    assert ForesightAgent(rules, 5).second_looks == 2   # the default
    i = bot.choose(decision, view)
    assert calls == ([projected] if projected else [])
    if not projected:
        assert i == statics.index(max(statics))
    else:
        assert statics[i] == max(statics) or second_looks == 2

