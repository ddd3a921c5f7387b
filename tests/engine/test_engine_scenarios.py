"""Every scenario of tests/scenarios (the rulebooks' worked examples and almanac cases) passes."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.engine.scenario import load, run

FOLDER = Path(__file__).resolve().parents[1] / "scenarios"
CASES = [(path, i, scn) for path in sorted(FOLDER.glob("*.yaml")) for i, scn in enumerate(load(path))]


@pytest.fixture(scope="module")
def rules_for():
    """Content with the variants a scenario names, built once per set of variants."""
    from interpreter.rules.pipeline import build
    built: dict = {}

    def get(names):
        if names not in built:
            result = build(variants=list(names))
            assert result.ok, result.report.render()
            built[names] = result.rules
        return built[names]
    return get


@pytest.mark.parametrize("path,index,scn", CASES, ids=[f"{p.stem}:{s.get('name', i)}" for p, i, s in CASES])
def test_scenario(rules, rules_for, path, index, scn):
    out = run(scn, rules, str(path), rules_for)
    assert out.ok, "\n".join(out.problems)


def test_a_wrong_expectation_is_reported_in_words(rules):
    scn = {"name": "wrong", "step": {"phase": "internal_comparison"},
           "expect": {"pieces": {"hessen": {"unrest": 9}}}}
    out = run(scn, rules)
    assert out.problems == ["hessen: expected 9 unrest, found 3"]


def test_the_command_exits_1_on_a_mismatch(tmp_path, capsys):
    from interpreter.cli.main import main
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: bad\nstep: {phase: internal_comparison}\nexpect: {pieces: {hessen: {unrest: 9}}}\n")
    assert main(["scenario", "run", str(bad)]) == 1
    assert "hessen: expected 9 unrest, found 3" in capsys.readouterr().out
    assert main(["scenario", "run", str(FOLDER / "EX-03.yaml")]) == 0
