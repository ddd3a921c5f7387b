"""A phase that hands over to several declarations of one kind says their shared number once
(``$<kind>-n<i>-same``, words/prose.py): §9.10's collapse check says "a state with 4 or more mass
protests collapses" while both states collapse at 4, and names each state's threshold when a
variant makes them differ (the review's "doubled sentence", issue 26 §1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.rules.pipeline import build
from interpreter.words import prose
from interpreter.words.l10n import Localizer, available_languages

AT_3 = Path(__file__).resolve().parent / "simulate/fixtures/west_collapses_at_3"


@pytest.fixture(scope="module")
def at_3() -> object:
    return build(overlays=[AT_3]).rules


def test_equal_thresholds_give_one_number_and_differing_ones_give_each(rules, at_3):
    assert prose.facts(rules, "phase", "collapse_check")["outcome-n2-same"] == "yes"
    assert prose.facts(rules, "phase", "collapse_check")["outcome-n2"] == 4
    changed = prose.facts(at_3, "phase", "collapse_check")
    assert changed["outcome-n2-same"] == "no" and "outcome-n2" not in changed
    assert (changed["outcome-west-collapses-n2"], changed["outcome-east-collapses-n2"]) == (3, 4)


@pytest.mark.parametrize("lang", available_languages())
def test_the_collapse_check_says_its_number_once_unless_a_variant_splits_it(lang, rules, at_3):
    loc = Localizer()
    same = prose.prose(loc, rules, "phase", "collapse_check", lang)
    split = prose.prose(loc, at_3, "phase", "collapse_check", lang)
    assert same is not None and split is not None
    assert same.text.count("4") == 1, same.text  # one threshold, said once
    assert "3" in split.text and "4" in split.text, split.text  # each state's own


def test_facts_kept_for_the_rules_are_a_new_dict_each_time(rules, at_3):
    """facts() is worked out once per rules and declaration (the site asks it in every language): what
    a caller does to the dict it got does not reach the next caller, and other rules get their own."""
    first = prose.facts(rules, "phase", "collapse_check")
    first["outcome-n2"] = 99
    again = prose.facts(rules, "phase", "collapse_check")
    assert again["outcome-n2"] == 4 and again is not first
    assert prose.facts(at_3, "phase", "collapse_check")["outcome-n2-same"] == "no"
