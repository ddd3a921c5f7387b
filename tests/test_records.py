"""The typed records of the rules model (interpreter/rules/model.py, interpreter/rules/records.py)."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Each kind the engine reads and the model's records of it.
RECORDS = {"card": "cards", "card_colour": "card_colours", "pile": "piles", "deck": "decks", "decade": "decades",
           "box": "boxes", "derive": "derives", "icon": "icons", "routine": "routines", "action": "actions",
           "sequence": "sequences", "setup": "setups", "flag": "flags", "outcome": "outcomes", "bot": "bots",
           "piece": "pieces", "phase": "phases", "track": "tracks"}


@pytest.mark.parametrize("kind", sorted(RECORDS))
def test_every_declaration_of_a_kind_has_its_record_in_declared_order(rules, kind):
    records = getattr(rules, RECORDS[kind])
    assert list(records) == list(rules.of_kind(kind))
    assert getattr(rules, RECORDS[kind]) is records  # built once


def test_records_are_frozen(rules):
    card = next(iter(rules.cards.values()))
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.special = True  # type: ignore[misc]


def test_the_code_a_record_holds_is_the_definitions_own_node(rules):
    # The compiled code finds where it was written by the identity of its nodes (Program.origin_of).
    d = rules.definitions
    for aid, action in rules.actions.items():
        assert action.body is d[("action", aid)].get("body", action.body)
        assert action.when is d[("action", aid)].get("when")
    for pid, phase in rules.phases.items():
        assert phase.body is d[("phase", pid)].get("body", phase.body)
    for key, card in rules.cards.items():
        assert card.used_if is d[("card", key)].get("used_if")
        for row in card.rows:
            assert row.icons is d[("card", key)]["body"][row.at]["icons"]
    for iid, icon in rules.icons.items():
        assert icon.requires is d[("icon", iid)].get("requires")
        for i, p in enumerate(icon.params):
            assert p.has_default == ("default" in d[("icon", iid)]["params"][i])
    for tid, track in rules.tracks.items():
        written = {item["id"]: item for item in d[("track", tid)].get("body", ()) if item["kind"] == "space"}
        for n, space in track.spaces.items():
            assert space.icons is written[n].get("icons", space.icons)


def test_keys_are_read_with_their_types(rules):
    assert all(isinstance(c.special, bool) and isinstance(c.values, tuple) for c in rules.cards.values())
    assert all(isinstance(f.initial, bool) for f in rules.flags.values())
    assert sum(1 for r in rules.routines.values() if r.entry) == 1
    for o in rules.outcomes.values():
        assert o.winner in rules.sides and isinstance(o.priority, int)
    for moment in {o.checked for o in rules.outcomes.values()}:
        order = rules.outcomes_checked(moment)
        assert [(o.priority, o.id) for o in order] == sorted((o.priority, o.id) for o in order)


def test_an_uncached_check_never_defines_the_game_records():
    # A check counts the definitions; the twenty-odd dataclasses of records.py are a game's.
    probe = ("import sys\nfrom interpreter.cli.main import main\ncode = main(['check', '-q'])\n"
             "print(code, 'interpreter.rules.records' in sys.modules)")
    env = dict(os.environ, WSDV_NO_CACHE="1")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["0", "False"]
