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
        1: '01a11f4125b21689',
        2: '22fcc669971ddbf3',
        3: 'f5d49daa696ac14f',
        4: '48926a1186f654a9',
        5: 'f1c2914cbb2ec78b',
        6: '465ab2722e23a0ce',
        7: '218db2165708c26e',
        8: '349cccee2b5c201c',
        9: '8eff34563f8a9929',
        10: '43cdc4de78985044',
        11: 'd780d6582d8fdb7e',
        12: '5c86f06a1d45b68a',
        13: 'b0751a3abd0cf059',
        14: '78060ef482b6a8e5',
        15: '524d7743004f6d7e',
        16: 'fa866e2a4e85e3f2',
        17: 'd524e716576b2ae2',
        18: 'cc8c53fa68e643b8',
        19: 'e407c28c99feae98',
    },
    'second_edition': {
        0: '7fff03be1d0c24f2',
        1: 'b4e1199289180cfe',
        2: '79009c0db2668401',
        3: 'ddfce89f1d9b23d0',
        4: '2ba1fdde28470c27',
        5: '0d4c8f472de80a0e',
        6: '5cef58774e0f0b3e',
        7: 'ccbab02d2b05eea0',
        8: 'c4976837fbea051e',
        9: '27c0bc046336f852',
        10: 'f33b0a10830f7acd',
        11: 'a0c369cb3d9b23ca',
        12: '56f127c02d87a50c',
        13: '3a1dd07b29ce9975',
        14: '89bfbeb41920f3ca',
        15: '1713f991973b0f13',
        16: '90f24ae024520b54',
        17: '6db626fe5554f752',
        18: '295ff27a3f3f278f',
        19: 'e265c63111dcadb6',
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
