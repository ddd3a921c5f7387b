"""Supplies: unrest is unlimited in the base game; a content may limit a supply, and a scenario
that runs out of a limited supply says so (issue 24 §6)."""

from __future__ import annotations

from pathlib import Path

from interpreter.engine.scenario import load, run
from interpreter.rules.pipeline import build

EX_18C = Path(__file__).resolve().parents[1] / "scenarios" / "EX-18c.yaml"


def test_the_base_game_does_not_limit_unrest(rules):
    assert rules.pieces["unrest"].count == 50          # what the box holds (§1) ...
    assert not rules.pieces["unrest"].limited           # ... is no limit of either edition
    assert rules.pieces["red_factory"].limited


def test_a_limited_supply_is_a_declaration_and_a_scenario_that_exceeds_it_says_so(tmp_path):
    overlay = tmp_path / "limited"
    overlay.mkdir()
    (overlay / "supply.wsdv").write_text("amend piece unrest  limit yes\n", encoding="utf-8")
    result = build(overlays=[overlay])
    assert result.ok, result.report.render()
    assert result.rules.pieces["unrest"].limited
    scn = load(EX_18C)[0]
    out = run(scn, result.rules, str(EX_18C))
    assert not out.ok
    assert "bayern: expected 5 unrest, found 4" in out.problems
    ran_out = [p for p in out.problems if p.startswith("the unrest supply ran out")]
    assert ran_out and "limits it to 50" in ran_out[0], out.problems


def test_a_scenario_that_passes_says_nothing_of_the_supply(rules):
    out = run(load(EX_18C)[0], rules, str(EX_18C))
    assert out.ok, out.problems
