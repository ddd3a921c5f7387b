"""A decision among the spaces of a track is shown to a person as spaces, whatever the content calls it:
`choose(..., track = NAME)` records the track in the decision (its `track` argument), and the view
words each option with `view-space` in the player's language. No decision name is known to Python."""

from __future__ import annotations

import pytest

from interpreter.engine.agents import Agent, RandomAgent
from interpreter.engine.decisions import Decision
from interpreter.engine.session import new_game
from interpreter.engine.view import View
from interpreter.words.l10n import available_languages, localizer

LANGS = tuple(available_languages())


class _Watcher(Agent):
    """A random player that keeps every decision it is asked that carries a track."""

    sees = False

    def __init__(self, seed: int, kept: list[Decision]) -> None:
        self.inner, self.kept = RandomAgent(seed), kept

    def choose(self, decision, view):
        if "track" in decision.args:
            self.kept.append(decision)
        return self.inner.choose(decision, view)


@pytest.fixture(scope="module")
def on_a_track(rules) -> tuple[list[Decision], object]:
    """The decisions on a track's spaces that random games of the shipped rules ask, and one game."""
    kept: list[Decision] = []
    game = None
    for seed in range(1, 9):
        game, _ = new_game(rules, seed, {s: _Watcher(seed * 2 + i, kept) for i, s in enumerate(rules.sides)})
        game.play()
        if kept:
            break
    return kept, game


def test_the_shipped_rules_ask_for_track_spaces_with_the_track_named(rules, on_a_track):
    """§9.2: the prestige leader picks the space whose icons are carried out; the content's choose()
    names the track, so the decision carries it and every option is a space of it with icons."""
    kept, _ = on_a_track
    assert kept, "no game of eight asked for a track space"
    for d in kept:
        track = rules.tracks[d.args["track"]]
        assert len(d.options) > 1 and all(isinstance(o, int) and track.spaces[o].icons for o in d.options), d


@pytest.mark.parametrize("lang", LANGS)
def test_a_decision_on_a_track_shows_spaces_whatever_it_is_called(rules, on_a_track, lang):
    _, game = on_a_track
    view, words = View(rules, lang=lang), localizer()
    renamed = Decision("west", "a_designers_own_name", [-2, 0, 3], {"track": next(iter(rules.tracks))})
    assert [view.option(renamed, i, game) for i in range(3)] == [words.text("view-space", lang, space=n)
                                                                 for n in (-2, 0, 3)]
    # Without the track, a number is only a number: nothing in Python guesses from the name.
    plain = Decision("west", "prestige_space", [-2, 0, 3], {})
    assert [view.option(plain, i, game) for i in range(3)] == ["-2", "0", "3"]
