"""The statistics of `wsdv simulate`: paired tests for the paired design, the sequential mode's
stopping rule (its error rate shown by simulating it), and per-card effects that compare like with
like and are corrected for the number of rows."""

from __future__ import annotations

import random

import pytest

from interpreter.simulate.stats import (
    ALPHA,
    Paired,
    Sequential,
    clopper_pearson,
    holm,
    looks,
    paired_counts,
    significant,
    spending,
    stratified,
)


def test_the_exact_interval_is_scipys():
    from scipy.stats import binomtest

    for k, n in ((0, 10), (3, 10), (10, 10), (17, 120)):
        ci = binomtest(k, n).proportion_ci(0.95, method="exact")
        lo, hi = clopper_pearson(k, n, 0.05)
        assert abs(lo - ci.low) < 1e-9 and abs(hi - ci.high) < 1e-9


def test_the_exact_mcnemar_test_counts_only_the_games_that_changed():
    # 20 winners flipped, all one way, among 300 pairs (the designer's West-collapses-at-3 run).
    p = Paired(gained=20, lost=0, n=300, before=130)
    assert abs(p.p_value() - 2 * 0.5 ** 20) < 1e-12
    assert p.after == 150 and round(p.diff, 4) == round(20 / 300, 4)
    lo, hi = p.interval()
    assert 0 < lo < p.diff < hi
    # The same marginal shares as two independent samples would not be told apart; the pairs are.
    assert p.significant()
    # 27 one way and 19 the other: McNemar p about 0.30 (the house-rule task of the review).
    q = Paired(gained=19, lost=27, n=100, before=57)
    assert 0.29 < q.p_value() < 0.31 and not q.significant()


def test_no_game_changed_is_not_certainty():
    """When none of 50 pairs changed, the interval still allows what 50 games cannot rule out."""
    lo, hi = Paired(0, 0, 50).interval()
    assert lo < -0.05 and hi > 0.05 and lo == -hi
    lo200, hi200 = Paired(0, 0, 200).interval()
    assert hi200 < hi  # more games, a narrower interval


def test_paired_counts_of_two_lists():
    before = [True, True, False, False, True]
    after = [True, False, True, True, True]
    p = paired_counts(before, after)
    assert (p.gained, p.lost, p.n, p.before, p.after) == (2, 1, 5, 3, 4)


def _run_sequential(rng: random.Random, cap: int, p_gain: float, p_lose: float, precision: float) -> tuple[str, int]:
    """The stopping rule applied to synthetic paired games: each pair gains with p_gain, loses with
    p_lose, else is unchanged (what a compare's records reduce to).  The decision and the pairs played."""
    steps = looks(cap)
    rule = Sequential(cap)
    gained = lost = n = 0
    for k, upto in enumerate(steps):
        for _ in range(upto - n):
            u = rng.random()
            gained += u < p_gain
            lost += p_gain <= u < p_gain + p_lose
        n = upto
        verdict = rule.look(Paired(gained, lost, n), precision, k == len(steps) - 1)
        if verdict.decision != "go_on":
            return verdict.decision, n
    raise AssertionError("the last look always decides")


# One test for each share of changed pairs, each with its own seed: a thousand runs take seconds, and
# `pytest -n` runs the two side by side.
@pytest.mark.parametrize("changed, seed", [(0.05, 2024), (0.3, 2025)])
def test_an_a_a_compare_declares_no_difference_at_the_stated_rate(changed, seed):
    """A/A: both sets are the same game, the flips go either way by chance.  The documented rate:
    a difference is declared in at most 5 % of runs, whatever look the run stops at; and the rule
    spends most of it (a rule that spent little would need more games to find a real change)."""
    rng = random.Random(seed)
    runs = 1000
    se = (ALPHA * (1 - ALPHA) / runs) ** 0.5
    found = sum(_run_sequential(rng, 800, changed / 2, changed / 2, 0.0)[0] == "difference" for _ in range(runs))
    # The bound is the stated rate plus three standard errors of the simulation.
    assert ALPHA / 2 < found / runs <= ALPHA + 3 * se, (changed, found)


def test_the_rules_error_is_at_most_alpha_whatever_the_changed_pairs():
    """Exactly, not by simulation: given the number of changed pairs at each look, the chance that
    the walk of their directions crosses a boundary is what the rule spent, never above alpha."""
    for path in ([3, 9, 14, 22, 30, 41, 47, 60], [0, 0, 1, 40, 41, 200, 350, 351], list(range(5, 400, 50))):
        rule = Sequential(len(path) * 50)
        for k, m in enumerate(path):
            rule.bound((k + 1) * 50, m)
            assert rule.spent <= spending((k + 1) / len(path)) + 1e-12
        assert ALPHA * 0.5 < rule.spent <= ALPHA + 1e-12


def test_a_look_finds_a_difference_exactly_when_its_interval_leaves_out_0():
    rule = Sequential(400)
    for n, gained, lost in ((50, 7, 0), (100, 12, 2), (150, 16, 4), (200, 22, 5), (250, 30, 6)):
        v = rule.look(Paired(gained, lost, n), 0.0, False)
        assert (v.decision == "difference") == significant(*v.interval), (n, v)
        assert v.alpha == 2 * v.bound
    assert v.decision == "difference"


def test_the_stopping_rule_finds_a_real_difference_and_stops_early():
    """B/A with flips 6 to 1 (about the West-collapses-at-3 change): found, mostly before the cap,
    and sooner than the Bonferroni rule over doubling looks it replaces (which stopped at 200 or
    400 pairs, never between)."""
    rng = random.Random(7)
    runs = [_run_sequential(rng, 800, 0.06, 0.01, 0.05) for _ in range(200)]
    assert [d for d, _ in runs].count("difference") / len(runs) > 0.95
    assert sorted(n for _, n in runs)[len(runs) // 2] <= 200


def test_looks_every_50_pairs_up_to_the_cap():
    assert looks(1000) == [*range(50, 1000, 50), 1000]
    assert looks(30) == [30]
    assert looks(120) == [50, 100, 120]


def test_holm_keeps_the_order_and_is_at_least_the_raw_p():
    raw = [0.01, 0.04, 0.03, 0.5]
    adj = holm(raw)
    assert adj == [0.04, 0.09, 0.09, 0.5]
    assert all(a >= r for a, r in zip(adj, raw, strict=True))


def test_a_card_that_only_appears_in_long_games_is_not_credited_with_their_wins():
    """Games that reach decade II are won by East 66 % of the time, games ending in decade I 8 %;
    a card seen only in decade II then looks strong unless the games are compared by decade."""
    rng = random.Random(3)
    strata = []
    naive_used = naive_other = [0, 0]
    naive_used, naive_other = [0, 0], [0, 0]
    for share_long, p_win in ((0.0, 0.08), (0.5, 0.66)):
        k1 = n1 = k0 = n0 = 0
        for _ in range(400):
            used = rng.random() < share_long
            won = rng.random() < p_win
            if used:
                n1, k1 = n1 + 1, k1 + won
            else:
                n0, k0 = n0 + 1, k0 + won
        strata.append((k1, n1, k0, n0))
        naive_used = [naive_used[0] + k1, naive_used[1] + n1]
        naive_other = [naive_other[0] + k0, naive_other[1] + n0]
    naive = naive_used[0] / naive_used[1] - naive_other[0] / naive_other[1]
    assert naive > 0.2  # the confounded comparison the old table made
    s = stratified(strata)
    assert s is not None and abs(s.diff) < 0.1 and s.p > 0.05 and not significant(s.low, s.high)
    assert s.used == naive_used[1] and s.other == 400 - s.used  # only decade II games hold both kinds


def test_a_real_card_effect_survives_the_strata():
    strata = [(30, 40, 20, 60), (35, 40, 30, 60)]  # played: 75 % and 88 %; not played: 33 % and 50 %
    s = stratified(strata)
    assert s is not None and s.diff > 0.3 and s.p < 0.001 and significant(s.low, s.high)
