"""Pinned courses of seeded random games: an engine change must not change any game.

For each seed, of the base game and of the 2nd-edition variant, a random game is played and
fingerprinted: every decision put to an agent (side, kind, all its options, the pick) and the
digest of the state after it, the result, the number of decisions and the final state's digest.
The fingerprints are pinned below.  An optimisation of the engine keeps them all; a deliberate
rules change (content or engine) that changes games updates them in the same commit and says why.

To print the table after such a change::

    .venv/bin/python tests/engine/test_engine_digests.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from helpers_engine import bots  # noqa: E402

from interpreter.engine.session import digest, new_game  # noqa: E402

SEEDS = range(20)

# variant ("" is the base game) -> seed -> fingerprint of the whole game
PINNED: dict[str, dict[int, str]] = {
    '': {
        0: '678ca8f4a408fbb8',
        1: '6ff389bb5141d87e',
        2: '356e24df7753c059',
        3: 'f5d49daa696ac14f',
        4: '48926a1186f654a9',
        5: 'a00baba6d46aa16e',
        6: '9dfbeaba3614000c',
        7: 'b1d5836cd45214e1',
        8: '0b7d02d2e7e7789b',
        9: '8eff34563f8a9929',
        10: '43cdc4de78985044',
        11: 'd780d6582d8fdb7e',
        12: '5c86f06a1d45b68a',
        13: 'b0751a3abd0cf059',
        14: '78060ef482b6a8e5',
        15: '524d7743004f6d7e',
        16: 'fa866e2a4e85e3f2',
        17: 'ca9605d0931d5453',
        18: 'cc8c53fa68e643b8',
        19: '2a306a293a3b42e5',
    },
    'second_edition': {
        0: 'ba0bbcbce4d057df',
        1: '116eaa6801794779',
        2: '561946389e90c556',
        3: 'fa1737ab2eeee118',
        4: '54e92eb593685a8d',
        5: '300614e7482a30be',
        6: 'deb6d294427455e4',
        7: '6833204d6fcc97f0',
        8: '12f7f0030e94fef6',
        9: 'b10f74393a47782e',
        10: '2fccc5057b7a0f00',
        11: 'e618f1649d8cb018',
        12: '8556cfd17b072d01',
        13: 'f4eb3cb938669539',
        14: '37e3b942623acd10',
        15: 'af3a86483909ebfb',
        16: 'e0e4cbf142a47eb6',
        17: '041cfc396cf86e1d',
        18: '1cf013b606d5d527',
        19: 'd686173825d11029',
    },
}


def fingerprint(rules, seed: int) -> str:
    """A hash of everything that makes a game's course: each decision, its options and pick, and
    the state after it; then the result and the final state."""
    h = hashlib.sha256()
    game, _ = new_game(rules, seed, bots(seed))

    def seen(d, i):
        h.update(json.dumps([d.side, d.kind, d.options, i, digest(game.state)], sort_keys=True,
                            default=str).encode())
    game.on_decision = seen
    # The setup ran inside new_game before the hook was set: its state is in the first digest
    # of the game proper, and in the final one.
    h.update(digest(game.state).encode())
    result = game.play()
    h.update(json.dumps([result, game.state["step"], digest(game.state)], sort_keys=True).encode())
    return h.hexdigest()[:16]


def _rules(variant: str):
    from interpreter.pipeline import build
    result = build(variants=[variant] if variant else [])
    assert result.ok, result.report.render()
    return result.rules


@pytest.fixture(scope="module")
def second_edition():
    return _rules("second_edition")


@pytest.mark.parametrize("variant", ["", "second_edition"])
def test_seeded_games_keep_their_pinned_course(variant, rules, second_edition):
    model = second_edition if variant else rules
    got = {seed: fingerprint(model, seed) for seed in SEEDS}
    changed = {seed: f"{PINNED[variant].get(seed)} -> {fp}" for seed, fp in got.items()
               if PINNED[variant].get(seed) != fp}
    assert not changed, (f"{len(changed)} of {len(got)} seeded games of "
                         f"{variant or 'the base game'} took another course: {changed}")


if __name__ == "__main__":
    for name in ("", "second_edition"):
        model = _rules(name)
        print(f"    {name!r}: {{")
        for s in SEEDS:
            print(f"        {s}: {fingerprint(model, s)!r},")
        print("    },")
