"""Scenario files are validated input (docs/guide/scenarios.md): a JSON Schema checked before anything
runs, bounded YAML aliases, unknown ids with a did-you-mean, the supply limit, the step budget, and
an engine failure that stays one scenario's failure."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.engine import scenario
from interpreter.engine.scenario import ScenarioError, Worded, load, run
from interpreter.rules.pipeline import build
from interpreter.words.l10n import localizer


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def errors_of(tmp_path: Path, text: str) -> str:
    with pytest.raises(ScenarioError) as err:
        load(write(tmp_path, text))
    return str(err.value)


@pytest.mark.parametrize("text,where,says", [
    ("name: x\nseed: 1.5\nstep: {phase: prestige}\n", ":2:7:", "1.5 is not a whole number"),
    ("name: x\nstep: {phase: prestige}\nexpect:\n  pieces: {hessen: {unrest: -1}}\n", ":4:29:", "'unrest' is below 0, the least it takes"),
    ("name: x\nstep: {phase: prestige}\nposition:\n  pieces: {hessen: {unrest: .inf}}\n", ":4:29:", "not a whole number"),
    ("name: x\nstep: {phase: prestige}\nposition:\n  pieces: {hessen: {unrest: 4.0}}\n", ":4:29:", "not a whole number"),
    ("name: x\nstep: {phase: prestige}\nthen: always\n", ":3:7:", "'then' takes one of: random"),
    ("name: x\nstep: {phase: prestige}\nexpct: {}\n", ":3:1:", "unknown key 'expct'"),
    ("name: x\nstep: {phase: prestige, event: {card: 1, side: east}}\n", ":2:7:", "exactly one of"),
    ("name: x\nstep: {icon: {name: dismantle}}\n", ":2:14:", "the key 'actor' is missing here"),
    ("name: x\n", ":1:1:", "exactly one of `step` and `steps`"),
])
def test_wrong_types_are_positioned_errors(tmp_path, text, where, says):
    msg = errors_of(tmp_path, text)
    assert where in msg and says in msg, msg


def test_unknown_key_gets_a_did_you_mean(tmp_path):
    msg = errors_of(tmp_path, "name: x\nstep: {phase: prestige}\nexpect: {peices: {}}\n")
    assert "unknown key 'peices'" in msg and "did you mean 'pieces'?" in msg
    assert "    expect: {peices: {}}\n             ^" in msg  # the source line and a caret


def test_alias_expansion_is_bounded(tmp_path):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    lines.append("name: bomb\nstep: {phase: prestige}\nnote: *a8")
    text = "\n".join(lines) + "\n"
    assert len(text) < 1000
    assert "aliases are expanded" in errors_of(tmp_path, text)


def test_shared_positions_by_anchor_still_load(tmp_path):
    path = write(tmp_path, "scenarios:\n  - name: a\n    position: &p {tracks: {prestige: -2}}\n"
                           "    step: {phase: prestige}\n  - name: b\n    position: *p\n    step: {phase: prestige}\n")
    assert [s["position"] for s in load(path)] == [{"tracks": {"prestige": -2}}] * 2


def test_unknown_ids_fail_with_did_you_mean(rules, tmp_path):
    path = write(tmp_path, "name: typo\nstep: {phase: internal_comparison}\n"
                           "expect:\n  pieces: {thuringen: {unrest: 0}}\n")
    (scn,) = load(path)
    out = run(scn, rules)
    assert not out.ok and out.invalid
    assert out.problems == [f"{path}:4:12: error: unknown place 'thuringen'\n"
                            "      pieces: {thuringen: {unrest: 0}}\n"
                            "               ^^^^^^^^^\n"
                            "  hint: did you mean 'thueringen'?"]


@pytest.mark.parametrize("scn,says", [
    ({"name": "x", "actor": "martians", "step": {"phase": "prestige"}}, "unknown side 'martians'"),
    ({"name": "x", "step": {"phase": "prestige"}, "position": {"tracks": {"prestige": 999}}},
     "track 'prestige' has spaces -6 to 6, not 999"),
    ({"name": "x", "step": {"phase": "prestig"}}, "unknown phase 'prestig' (did you mean 'prestige'?)"),
    ({"name": "x", "step": {"event": {"card": 99, "side": "east"}}}, "unknown card '99'"),
    ({"name": "x", "step": {"phase": "prestige"}, "position": {"pieces": {"hessen": {"ls": 40}}}},
     "ls on the board, but the box holds 35"),
])
def test_impossible_scenarios_fail_with_their_reason(rules, scn, says):
    out = run(scn, rules)
    assert not out.ok and any(says in p for p in out.problems), out.problems


def test_a_scenario_past_its_budget_fails_and_says_so(rules):
    out = run({"name": "long", "seed": 1, "then": "random", "budget": 50, "step": {"play": True}}, rules)
    assert out.problems == ["the scenario ran past its step budget (the error follows)"]
    assert out.fault is not None and "the content ran more than 50 steps" in out.fault, out.fault


def test_a_primitive_given_arguments_it_cannot_take_is_that_scenarios_failure(rules):
    # A primitive given an argument of the wrong kind fails inside the engine: the scenario's arguments.
    out = run({"name": "boom", "step": {"primitive": {"name": "count", "args": [["not", "a", "piece"]]}}}, rules)
    assert len(out.problems) == 1 and out.bug is None, out.problems
    assert out.problems[0].startswith("the primitive `count` failed with the scenario's arguments (TypeError: ")
    assert out.problems[0].words[0] == "scenario-problem-primitive-failed"


def test_wsdv_failing_on_its_own_is_a_bug_said_in_the_readers_language(rules, tmp_path, capsys, monkeypatch):
    """A failure that is neither the content's (located) nor the scenario's is wsdv's bug: said as one, in
    the reader's language, at its scenario, and the command exits 3 (it said "the engine failed: ..."
    in English and exited 1, a failed test)."""

    def broken(g, step):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(scenario, "_run_step", broken)
    out = run({"name": "bug", "step": {"phase": "prestige"}}, rules)
    assert out.bug == "ZeroDivisionError: division by zero" and not out.ok
    assert out.problems == ["wsdv itself failed while running this scenario (ZeroDivisionError: division by zero): "
                            "this is a bug in wsdv, not in the content or the scenario; run again with WSDV_DEBUG=1 "
                            "to see where"]
    write(tmp_path, "name: bug\nstep: {phase: prestige}\n")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    assert main(["scenario", "run", str(tmp_path)]) == 3
    said = capsys.readouterr().out.replace("\u2068", "").replace("\u2069", "")
    assert "wsdv selbst ist beim Ausführen dieses Szenarios gescheitert (ZeroDivisionError: division by zero)" in said
    assert "failed" not in said, said


def test_the_rest_of_a_folder_still_runs(tmp_path, capsys):
    write(tmp_path, "name: boom\nstep: {primitive: {name: count, args: [[x]]}}\n", "a.yaml")
    write(tmp_path, "name: broken\nseed: -1\nstep: {phase: prestige}\n", "b.yaml")
    write(tmp_path, "name: fine\nstep: {phase: internal_comparison}\nexpect: {pieces: {hessen: {unrest: 3}}}\n",
          "c.yaml")
    assert main(["scenario", "run", str(tmp_path)]) == 2  # an invalid file is bad input
    captured = capsys.readouterr()
    assert "FAIL  boom" in captured.out and "the primitive `count` failed" in captured.out
    assert "b.yaml:2:7: error:" in captured.err
    assert "1 passed, 1 failed, 1 file not valid" in captured.out
    (tmp_path / "b.yaml").unlink()
    assert main(["scenario", "run", str(tmp_path)]) == 1


def test_steps_expect_offered_and_sizes(rules):
    scn = {"name": "two steps", "steps": [
        {"icon": {"name": "place_unrest", "args": ["east"], "kw": {"where": "sachsen"}, "actor": "west"}},
        {"icon": {"name": "remove_unrest", "args": ["east"], "actor": "east"}, "choices": ["sachsen"]}],
        "position": {"zones": {"hand_west": [1, 2, 3]}},
        "expect": {"pieces": {"sachsen": {"unrest": 3}}, "hands": {"west": 3}, "zones": {"hand_west": 3}},
        "expect_offered": [{"side": "west", "kind": "place_unrest", "options": ["sachsen"]},
                           {"side": "east", "includes": ["sachsen"], "excludes": ["bayern"]}]}
    out = run(scn, rules)
    assert out.ok, out.problems
    scn["expect_offered"] = [{"side": "west", "kind": "place_unrest", "excludes": ["sachsen"]}]
    scn["expect"]["hands"] = {"west": 2}
    out = run(scn, rules)
    assert "hand of west: expected 2 cards, found 3" in out.problems
    assert any("['sachsen'] offered, though they should not be" in p for p in out.problems)


def test_a_step_leaving_answers_unused_is_reported(rules):
    scn = {"name": "unused", "steps": [
        {"icon": {"name": "remove_unrest", "args": ["east"], "actor": "east"}, "choices": ["sachsen", "bayern"]}]}
    assert run(scn, rules).problems == ["step 1: only 1 of the 2 scripted choices were asked for"]


def test_a_scenario_names_its_variant(rules):
    scn = {"name": "v", "variant": "second_edition", "setup": False, "step": {"setup": "standard"},
           "expect": {"pieces": {"socialist_holding": {"socialist": 1}}}}
    assert "needs the variant(s) second_edition" in run(scn, rules).problems[0]
    assert run(scn, rules, rules_for=lambda names: build(variants=list(names)).rules).ok


FAILING = """\
name: two steps, misjudged
position: {zones: {hand_west: [1, 2, 3]}}
steps:
  - icon: {name: place_unrest, args: [east], kw: {where: sachsen}, actor: west}
  - icon: {name: remove_unrest, args: [east], actor: east}
    choices: [sachsen]
expect: {pieces: {sachsen: {unrest: 5}}, hands: {west: 2}}
expect_offered:
  - {side: west, kind: place_unrest, excludes: [sachsen]}
  - {side: east, includes: [bayern]}
"""


@pytest.mark.parametrize(("lang", "says"), [
    ("en", ["sachsen: expected 5 unrest, found 3", "hand of west: expected 2 cards, found 3",
            "decision 'west place_unrest': ['sachsen'] offered, though they should not be",
            "decision 'east': ['bayern'] not offered (offered: "]),
    ("pl", ["sachsen: oczekiwano unrest: 5, jest: 3", "ręka gracza west: oczekiwano kart: 2, jest: 3",
            "decyzja „west place_unrest”: zaproponowano ['sachsen'], choć nie powinno być tych opcji",
            "decyzja „east”: nie zaproponowano ['bayern'] (zaproponowano: "]),
    ("fr", ["sachsen\u00a0: attendu unrest\u00a0: 5, trouvé\u00a0: 3",
            "main de west\u00a0: cartes attendues\u00a0: 2, trouvées\u00a0: 3",
            "décision «\u202fwest place_unrest\u202f»\u00a0: ['sachsen'] proposées, alors qu'elles n'auraient pas dû",
            "décision «\u202feast\u202f»\u00a0: ['bayern'] non proposées (proposées\u00a0: "]),
])
def test_a_failed_expectation_is_told_in_the_readers_language(tmp_path, capsys, monkeypatch, lang, says):
    """Issue 27: `wsdv scenario run`'s failure details (expected vs found, a choice not offered or offered
    though barred) were English f-strings in any reader's language (the command speaks the environment's);
    the scenario's own ids stay as written."""

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", f"{lang}.UTF-8")
    path = write(tmp_path, FAILING)
    assert main(["scenario", "run", str(path)]) == 1
    out = capsys.readouterr().out
    for text in says:
        assert text in out, (text, out)
    if lang != "en":
        for english in ("expected", "found", "not offered", "though they should not be"):
            assert english not in out, (english, out)


def test_every_worded_failure_says_in_english_what_the_outcome_holds(rules):
    """The words of each failure (Worded) format in English to the very text of the outcome, and in Polish
    to no English: the expectations of sites, rundown factories, infrastructure and the result too."""

    scn = {"name": "misjudged", "step": {"phase": "internal_comparison"},
           "position": {"sites": {"bremen": "yellow_factory"}},
           "expect": {"sites": {"bremen": None, "duisburg": "yellow_factory"}, "rundown_factories": 5,
                      "infrastructure": {"west": 9}, "pieces": {"hessen": {"unrest": 7}}, "result": "ended"}}
    problems = run(scn, rules).problems
    worded = [p for p in problems if isinstance(p, Worded)]
    assert len(worded) == len(problems) >= 6, problems
    loc = localizer()
    for p in worded:
        assert loc.quiet_text(p.words[0], "en", **p.words[1]) == str(p)
        polish = loc.quiet_text(p.words[0], "pl", **p.words[1])
        assert not any(w in polish for w in ("expected", "found", "no factory", "goes on")), polish


def test_a_scenario_error_inside_a_run_keeps_its_words(rules):
    """A ScenarioError raised while a scenario runs (an unknown primitive) becomes a failure with its words."""

    (problem,) = run({"name": "typo", "step": {"primitive": {"name": "coutn", "args": [["x"]]}}}, rules).problems
    assert isinstance(problem, Worded) and problem == "unknown primitive `coutn` (did you mean 'count'?)"
    assert localizer().quiet_text(problem.words[0], "en", **problem.words[1]) == problem
    assert localizer().quiet_text(problem.words[0], "pl", **problem.words[1]) == \
        "nieznany prymityw `coutn` (czy chodziło o „count”?)"


@pytest.mark.parametrize(("scn", "message"), [
    ({"name": "no error", "step": {"phase": "internal_comparison"}, "expect_error": "nope"},
     "scenario-problem-error-missing"),
    ({"name": "asked", "step": {"phase": "internal_comparison"}, "expect": {"asked": ["west action"]}},
     "scenario-problem-asked"),
    ({"name": "counted", "step": {"phase": "internal_comparison"}, "expect": {"decisions": 99}},
     "scenario-problem-decisions"),
    ({"name": "refused", "step": {"icon": {"name": "remove_unrest", "args": ["east"], "actor": "east"}},
      "choices": ["bayern"]}, "scenario-problem-step-failed"),
])
def test_an_expected_error_asked_decisions_and_a_failed_step_are_worded(rules, scn, message):
    """Issue 27: the failures about an expected error, the decisions asked and their number, and a step
    the engine refused were English f-strings in any reader's language; each now carries its message,
    which formats in English to the very text and in Polish to none of its English."""

    problems = [p for p in run(scn, rules).problems if isinstance(p, Worded) and p.words[0] == message]
    assert problems, run(scn, rules).problems
    loc = localizer()
    for p in problems:
        assert loc.quiet_text(p.words[0], "en", **p.words[1]) == str(p)
        polish = loc.quiet_text(p.words[0], "pl", **p.words[1])
        assert not any(w in polish for w in ("expected", "there were", "succeeded", "failed")), polish


def test_a_scenario_built_in_python_is_checked_in_the_words_a_file_gets(rules):
    """A scenario written as a Python dict was checked by jsonschema alone and failed with its English
    ("Additional properties are not allowed ('stepp' was unexpected)"), which no language could say; it
    is checked as a file is (the schema and the step rules), each problem with its words."""

    out = run({"name": "typo", "stepp": {"phase": "prestige"}, "seed": "one"}, rules)
    assert out.invalid and not out.ok
    ids = [p.words[0] for p in out.problems]
    assert sorted(ids) == ["scenario-load-step-or-steps", "scenario-load-type", "scenario-load-unknown-key-close"], ids
    loc = localizer()
    for problem in out.problems:   # the English is the locale's, and German says the same words
        assert problem == loc.text(problem.words[0], "en", **problem.words[1])
        assert loc.has_text(problem.words[0], "de")
    assert "unknown key 'stepp'" in out.problems and [d.words[0] for d in out.located] == ids
    assert not any("was unexpected" in p or "is not of type" in p for p in out.problems), out.problems
