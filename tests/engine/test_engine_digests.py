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
        0: 'e2e306d99bfa2e27',
        1: 'e6ee1095d899b017',
        2: 'ca003b8938ce00e3',
        3: 'bd08c89e71efc2f9',
        4: 'b182d36e8c511e11',
        5: '7a9015747cc4007c',
        6: '727663c63db3245c',
        7: '01a94b52a8e2942f',
        8: '0ef7f64de40aca66',
        9: '67c7f9e91731ee53',
        10: '8e808eb898607caa',
        11: '108d1924657bf647',
        12: '20156ec252d1f10e',
        13: '942dad679bde1330',
        14: 'f3b55e35b5954602',
        15: '1d6c0cc335bc173f',
        16: '148501b0d43d5114',
        17: 'd36f9b1fcf0156a7',
        18: '3092e67b8d50ff7f',
        19: 'deabd6e1a8073f6f',
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
