"""An error inside what an overlay or a variant amends or replaces is located at the amending text, in the
overlay's file, never at the base declaration it changes (issue 24 §3, the designer's review, task 4: an
amended phase order and a replaced phase)."""

from __future__ import annotations

from pathlib import Path

import pytest
from wsdvtest import messages, overlay

from interpreter.cli.main import main
from interpreter.rules.pipeline import build

# Task 4's overlay: the police payment moved after the comparisons, the internal comparison replaced.
ORDER = ("amend sequence end_of_decade  phases flight, prestige, currency,\n"
         "    ls_upkeep, internal_comparison,\n"
         "    east_west_comparison, police_payment, police_cards, socialists, collapse_check\n")
HARSH = ('replace phase internal_comparison  section "9.6"  source rulebook {\n'
         "  for s in sides() {\n"
         "    let top = max([count(ls, at = p) for p in provinces(s)])\n"
         "    for p in provinces(s) {\n"
         "      add(unrest, top - count(ls, at = p), to = p)\n"
         "    }\n"
         "  }\n"
         "}\n")


def test_the_review_overlay_is_sound(tmp_path):
    result = build(overlays=[overlay(tmp_path, ORDER + HARSH, "harsh")])
    assert result.ok, result.report.render()
    assert result.rules.sequences["end_of_decade"].phases[6] == "police_payment"


@pytest.mark.parametrize("old, new, expected", [
    # the amended order: a phase named twice, a phase misspelt, a track where a phase goes
    ("ls_upkeep, internal_comparison,", "ls_upkeep, internal_comparison, prestige,",
     "harsh.wsdv:2:37: phase 'prestige' comes twice in sequence 'end_of_decade'"),
    ("collapse_check\n", "collapse_chek\n", "harsh.wsdv:3:69: unknown phase 'collapse_chek'"),
    # inside the replaced phase's block: a wrong type, a call without the keyword it needs, a typo
    ("top - count(ls, at = p)", 'top - "1"', "harsh.wsdv:8:25: `-` needs a number, found a text"),
    ("add(unrest, top - count(ls, at = p), to = p)", "add(unrest, top - count(ls, at = p))",
     "harsh.wsdv:8:7: `add` needs `to =`: without it the call cannot run"),
    ("for p in provinces(s) {", "for p in provinces(q) {", "harsh.wsdv:7:24: unknown name 'q'"),
])
def test_a_fault_in_the_amendment_is_located_in_the_overlay(tmp_path, old, new, expected):
    text = ORDER + HARSH
    assert text.count(old) == 1
    result = build(overlays=[overlay(tmp_path, text.replace(old, new), "harsh")])
    assert not result.ok
    assert messages(result) == [expected]
    assert all(Path(d.file).name == "harsh.wsdv" for d in result.report.diagnostics)


def test_a_fault_in_an_amended_card_row_is_located_in_the_overlay(tmp_path):
    result = build(overlays=[overlay(tmp_path, "amend card 25 {\n  row 1 icons place_ls(wset)\n}\n", "harsh")])
    assert messages(result) == ["harsh.wsdv:2:24: unknown name 'wset'"]


def test_a_run_time_fault_in_a_replaced_phase_is_located_in_the_overlay(tmp_path, capsys):
    """A division by zero the first time the replaced phase runs: the overlay's line, with its caret."""
    folder = overlay(tmp_path, HARSH.replace("top - count(ls, at = p)", "6 / (top - top)"), "harsh")
    code = main(["play", "--overlay", str(folder), "--east", "random", "--west", "random", "--seed", "1",
                 "--lang", "en"])
    assert code == 2
    err = capsys.readouterr().err
    assert "harsh.wsdv:5:19: error: division by zero" in err
    assert "        add(unrest, 6 / (top - top), to = p)\n" + " " * 22 + "^" * 15 in err
    assert "phases.wsdv" not in err
