"""Whole games between bots: invariants after every step, determinism, replays (issue 4, §5)."""

from __future__ import annotations

import collections

import pytest
from helpers_engine import bots, checked_game

from interpreter.engine.session import digest, log_header, new_game, replay, write_log


def test_small_soak_has_no_errors_and_no_invariant_breaks(rules):
    results = collections.Counter()
    for seed in range(50):
        game, _, broken = checked_game(rules, seed)
        result = game.play()
        assert not broken, broken[:5]
        assert result is not None and result["winner"] in ("east", "west"), f"seed {seed}: {result}"
        results[result["outcome"]] += 1
    assert sum(results.values()) == 50


def test_small_soak_of_the_second_edition(rules):
    from interpreter.rules.pipeline import build
    built = build(variants=["second_edition"])
    assert built.ok, built.report.render()
    for seed in range(30):
        game, _, broken = checked_game(built.rules, seed)
        result = game.play()
        assert not broken, broken[:5]
        assert result is not None and result["winner"] in ("east", "west"), f"seed {seed}: {result}"


def test_same_seed_gives_the_same_game(rules):
    a, ra = new_game(rules, 11, bots(11), record=True)
    b, rb = new_game(rules, 11, bots(11), record=True)
    assert a.play() == b.play()
    assert ra.entries == rb.entries
    assert digest(a.state) == digest(b.state)


def test_a_log_replays_to_the_same_states(rules, tmp_path):
    game, rec = new_game(rules, 4, bots(4), record=True)
    result = game.play()
    path = tmp_path / "game.jsonl"
    write_log(str(path), log_header(rules, 4, {"east": "random", "west": "random"}), rec.entries, result,
              digest(game.state))
    again, steps = replay(rules, str(path))
    assert steps == len(rec.entries)
    assert again.state["result"] == result
    partial, n = replay(rules, str(path), to=10)
    assert n == 10


def test_a_tampered_log_is_caught(rules, tmp_path):
    from interpreter.engine.session import ReplayMismatch
    game, rec = new_game(rules, 4, bots(4), record=True)
    result = game.play()
    entries = [dict(e) for e in rec.entries]
    first_real = next(i for i, e in enumerate(entries) if e["kind"] == "card")
    entries[first_real]["choice"] = (entries[first_real]["choice"] + 1) % 2
    path = tmp_path / "bad.jsonl"
    write_log(str(path), log_header(rules, 4, {}), entries, result, digest(game.state))
    with pytest.raises(ReplayMismatch):
        replay(rules, str(path))
