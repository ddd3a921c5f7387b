"""Proportions with 95 % intervals: Wilson's score interval, and Newcombe's for a difference."""

from __future__ import annotations

import bisect
import functools
import itertools
import math
from dataclasses import dataclass
from typing import Any

Z = 1.959963984540054  # the normal quantile of a two-sided 95 % interval


@dataclass(frozen=True)
class Share:
    """``k`` of ``n`` with its Wilson interval (as fractions)."""

    k: int
    n: int

    @property
    def p(self) -> float:
        return self.k / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.k, self.n)

    @property
    def half(self) -> float:
        lo, hi = self.interval
        return (hi - lo) / 2


def wilson(k: int, n: int, z: float = Z) -> tuple[float, float]:
    """Wilson's score interval for k successes in n trials (good near 0 and 1, unlike p ± z·se)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


def difference(a: Share, b: Share) -> tuple[float, float, float]:
    """``b.p - a.p`` and Newcombe's 95 % interval for it (from the two Wilson intervals)."""
    la, ha = a.interval
    lb, hb = b.interval
    d = b.p - a.p
    lo = d - math.sqrt((b.p - lb) ** 2 + (ha - a.p) ** 2)
    hi = d + math.sqrt((hb - b.p) ** 2 + (a.p - la) ** 2)
    return d, lo, hi


def significant(lo: float, hi: float) -> bool:
    """Whether a difference's interval leaves out 0."""
    return lo > 0 or hi < 0


def quartiles(values: list[float]) -> tuple[float, float, float]:
    """The lower quartile, median and upper quartile (linear interpolation)."""
    if not values:
        return (math.nan, math.nan, math.nan)
    v = sorted(values)

    def q(f: float) -> float:
        x = f * (len(v) - 1)
        i = int(x)
        return v[i] + (v[min(i + 1, len(v) - 1)] - v[i]) * (x - i)

    return q(0.25), q(0.5), q(0.75)


def quartiles_counted(counts: dict) -> tuple[float, float, float]:
    """:func:`quartiles` of the values counted in ``counts`` (value -> how many times), without
    listing them: the same figures, to the last bit, from a table as long as the distinct values."""
    items = sorted((v, k) for v, k in counts.items() if k > 0)
    if not items:
        return (math.nan, math.nan, math.nan)
    ends = list(itertools.accumulate(k for _, k in items))  # the index after each value's last copy
    n = ends[-1]

    def at(i: int) -> float:
        return items[bisect.bisect_right(ends, i)][0]

    def q(f: float) -> float:
        x = f * (n - 1)
        i = int(x)
        return at(i) + (at(min(i + 1, n - 1)) - at(i)) * (x - i)

    return q(0.25), q(0.5), q(0.75)


# --- Paired designs: the same seeds played twice ------------------------------------------------
#
# A compare plays each seed on both content sets (or with both players), so each game has a twin.
# The games whose result is the same in both carry no information about the difference; only the
# discordant pairs do (McNemar).  The interval below is built from two exact (Clopper-Pearson)
# intervals, each at half the error: one for how many pairs are discordant, one for which way they
# go, so it holds the true difference with at least the stated confidence even when no game
# changed (then it is as wide as the share of games that could have changed).


@dataclass(frozen=True)
class Paired:
    """A yes/no property of a game (a side won, an outcome happened) before and after, over the
    same seeds: ``gained`` pairs had it only after, ``lost`` only before, of ``n`` pairs."""

    gained: int
    lost: int
    n: int
    before: int = 0  # pairs that had it before (for the shares)

    @property
    def after(self) -> int:
        return self.before - self.lost + self.gained

    @property
    def diff(self) -> float:
        """The difference of the shares, after minus before."""
        return (self.gained - self.lost) / self.n if self.n else 0.0

    def p_value(self) -> float:
        """The exact McNemar test: two-sided binomial test of the discordant pairs against 1/2."""
        m = self.gained + self.lost
        if m == 0:
            return 1.0
        return _mcnemar_p(self.gained, m)

    def interval(self, alpha: float = 0.05) -> tuple[float, float]:
        """The difference's interval at confidence ``1 - alpha`` (see the module's note)."""
        return _paired_interval(self.gained, self.lost, self.n, alpha)

    def significant(self, alpha: float = 0.05) -> bool:
        lo, hi = self.interval(alpha)
        return significant(lo, hi)


# The exact computations below are kept by their arguments: the sequential mode asks for the same few
# hundred counts look after look and run after run (tests/simulate/test_stats.py's simulated compares
# ask some 30,000 times), and each of scipy's calls costs a millisecond or more.
@functools.lru_cache(maxsize=4096)
def _mcnemar_p(gained: int, m: int) -> float:
    from scipy.stats import binomtest

    return float(binomtest(gained, m, 0.5).pvalue)


@functools.lru_cache(maxsize=1024)
def _halves(d: int) -> Any:
    """The chances of 0 .. d of ``d`` fair coin flips coming up heads (an array never written to)."""
    import numpy as np
    from scipy.stats import binom

    chances = binom.pmf(np.arange(d + 1), d, 0.5)
    chances.flags.writeable = False
    return chances


@functools.lru_cache(maxsize=4096)
def _tail_half(k: int, m: int) -> float:
    """The chance of more than ``k`` heads in ``m`` fair coin flips."""
    from scipy.stats import binom

    return float(binom.sf(k, m, 0.5))


@functools.lru_cache(maxsize=4096)
def _paired_interval(gained: int, lost: int, n: int, alpha: float) -> tuple[float, float]:
    if n == 0:
        return -1.0, 1.0
    m = gained + lost
    q_lo, q_hi = clopper_pearson(m, n, alpha / 2)
    t_lo, t_hi = clopper_pearson(gained, m, alpha / 2) if m else (0.0, 1.0)
    # difference = q * (2t - 1): the extremes of the box [q_lo, q_hi] x [t_lo, t_hi]
    lo_f, hi_f = 2 * t_lo - 1, 2 * t_hi - 1
    lo = lo_f * (q_hi if lo_f < 0 else q_lo)
    hi = hi_f * (q_hi if hi_f > 0 else q_lo)
    return lo, hi


def clopper_pearson(k: int, n: int, alpha: float) -> tuple[float, float]:
    """The exact (Clopper-Pearson) interval of k successes in n trials at confidence 1 - alpha,
    from the beta distribution's quantiles (what scipy's binomtest(...).proportion_ci computes)."""
    from scipy.stats import beta

    lo = 0.0 if k == 0 else float(beta.ppf(alpha / 2, k, n - k + 1))
    hi = 1.0 if k == n else float(beta.ppf(1 - alpha / 2, k + 1, n - k))
    return lo, hi


def paired_counts(before: list[bool], after: list[bool]) -> Paired:
    """The paired table of a property over the same seeds (the lists in seed order)."""
    gained = sum(1 for a, b in zip(before, after, strict=True) if b and not a)
    lost = sum(1 for a, b in zip(before, after, strict=True) if a and not b)
    return Paired(gained, lost, len(before), sum(before))


# --- The sequential mode: play in rounds until the answer is clear -------------------------------
#
# Looking at the data after every round and stopping when it looks significant inflates the error
# unless each look spends only part of it.  The rule is a group-sequential test on the pairs whose
# result changed (the exact McNemar test, looked at again and again): where the change does
# nothing, each such pair goes either way with even odds, whatever the number of them, so the
# number that went one way follows a binomial walk, and the chance that the walk crosses a set of
# boundaries is computed exactly (scipy's binomial distribution, step by step over the looks).
# Each look may spend the error a Lan-DeMets spending function of the Pocock type allows by then
# (alpha * ln(1 + (e - 1) t), t the share of the cap played), less what the earlier looks spent;
# its boundary is the widest whose exact chance of being crossed first there fits (what a look
# cannot spend, too few changed pairs to tell anything, is left to the later ones).  So the chance
# that a run declares a difference where there is none is at most alpha, whichever look it stops
# at, and it is nearly all spent (the Bonferroni rule this replaces spent about a fifth of it, so
# it needed half as many pairs again to find the same change: benchmarks/simulate.py).  Stopping
# because the interval is narrow ("no difference worth knowing") only lowers that chance.
# tests/simulate/test_stats.py shows the rate on simulated A/A compares.

ALPHA = 0.05
LOOK_EVERY = 50  # pairs between looks


def looks(cap: int, every: int = LOOK_EVERY) -> list[int]:
    """The numbers of pairs after which the sequential mode looks: every ``every`` pairs, and the cap."""
    return [*range(every, cap, every), cap]


def spending(t: float, alpha: float = ALPHA) -> float:
    """The error the looks may have spent by the time ``t`` (the share of the cap played, 0 to 1):
    Lan and DeMets's function of the Pocock type, which spends early enough for a run to stop well
    before its cap when the change is real."""
    return alpha * math.log(1 + (math.e - 1) * min(max(t, 0.0), 1.0))


@dataclass(frozen=True)
class Verdict:
    """What a look decided: ``difference`` (the exact McNemar p is at most the look's ``bound``),
    ``precise`` (no difference, and the interval is narrower than the precision asked for),
    ``cap`` (the last look, neither) or ``go_on``.  ``interval`` is the first side's paired
    interval at the level ``alpha`` (twice the bound: the part of the interval that says which way
    the changed pairs went is then the bound's test, so the interval leaves out 0 exactly when the
    look finds a difference)."""

    decision: str
    interval: tuple[float, float]
    alpha: float
    bound: float = 0.0
    p: float = 1.0
    looks: int = 1  # the looks made so far, this one included


class Sequential:
    """The stopping rule of one run, look by look (:meth:`look`, the looks in order): it keeps what
    the exact error computation needs, the chance of each count of pairs gone one way among the
    walks not yet stopped, and the error spent so far."""

    def __init__(self, cap: int, alpha: float = ALPHA) -> None:
        self.cap, self.alpha = cap, alpha
        self.looks = 0
        self.spent = 0.0
        self._m = 0  # changed pairs at the last look
        self._alive: Any = None  # P(k of them went one way, and no boundary crossed), k = 0 .. m

    def bound(self, n: int, m: int) -> float:
        """The next look's threshold on the exact McNemar p, after ``n`` pairs of which ``m``
        changed; it moves the rule on to that look."""
        import numpy as np

        if m < self._m:
            raise ValueError("the looks must come in order")
        alive = np.ones(1) if self._alive is None else self._alive
        if m > self._m:
            d = m - self._m
            alive = np.convolve(alive, _halves(d))
        self._m, self.looks = m, self.looks + 1
        allowed = spending(n / self.cap, self.alpha) - self.spent
        # The chance of crossing first here, for each boundary u (k >= u, or k <= m - u), u > m / 2.
        upper = np.cumsum(alive[::-1])[::-1]
        lower = np.cumsum(alive)
        us = np.arange(m // 2 + 1, m + 1)
        crossing = upper[us] + lower[m - us]
        fits = np.nonzero(crossing <= allowed)[0]
        least = 1.0 if m == 0 else min(1.0, 2 * 0.5 ** m)  # the least p that m changed pairs can give
        if not len(fits):
            self._alive = alive
            return min(allowed, least / 2)
        u = int(us[fits[0]])
        self.spent += float(crossing[fits[0]])
        alive = alive.copy()
        alive[u:] = 0.0
        alive[:m - u + 1] = 0.0
        self._alive = alive
        # Any threshold between the p of k = u and that of k = u - 1 draws the same boundary: the
        # geometric middle keeps the comparisons clear of rounding.
        at = 2 * _tail_half(u - 1, m)
        below = min(1.0, 2 * _tail_half(u - 2, m))
        return math.sqrt(at * below)

    def look(self, p: Paired, precision: float, last: bool) -> Verdict:
        """The stopping rule at one look, on the first side's paired wins: ``precision`` is the
        widest interval (a fraction) that counts as "no difference worth knowing"; at the last
        look the run stops whatever it found."""
        bound = self.bound(p.n, p.gained + p.lost)
        level = 2 * bound
        lo, hi = p.interval(level)
        pv = p.p_value()
        if pv <= bound:
            decision = "difference"
        elif hi - lo < precision:
            decision = "precise"
        else:
            decision = "cap" if last else "go_on"
        return Verdict(decision, (lo, hi), level, bound, pv, self.looks)


# --- Many rows: a correction for the number of tests ------------------------------------------


def holm(pvalues: list[float]) -> list[float]:
    """Holm's step-down adjusted p-values (they control the chance of any false mark)."""
    order = sorted(range(len(pvalues)), key=lambda i: pvalues[i])
    m = len(pvalues)
    adjusted = [1.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * pvalues[i]))
        adjusted[i] = running
    return adjusted


@dataclass(frozen=True)
class Stratified:
    """A side's win rate in games where it played a card so against games where it did not,
    compared within strata (games that ended in the same decade): the Mantel-Haenszel weighted
    difference, its Wald interval, and the Cochran-Mantel-Haenszel test."""

    diff: float
    low: float
    high: float
    p: float
    used: int  # games in the strata that hold both kinds
    other: int


def stratified(strata: list[tuple[int, int, int, int]]) -> Stratified | None:
    """``strata``: (wins when used, games used, wins otherwise, games otherwise) per stratum; the
    strata with only one kind of game carry no comparison and are left out.  None: no stratum left."""
    rows = [s for s in strata if s[1] > 0 and s[3] > 0]
    if not rows:
        return None
    wsum = num = var = 0.0
    chi_num = chi_var = 0.0
    used = other = 0
    for k1, n1, k0, n0 in rows:
        p1, p0 = k1 / n1, k0 / n0
        w = n1 * n0 / (n1 + n0)
        wsum += w
        num += w * (p1 - p0)
        var += w * w * (p1 * (1 - p1) / n1 + p0 * (1 - p0) / n0)
        n = n1 + n0
        k = k1 + k0
        chi_num += k1 - n1 * k / n
        if n > 1:
            chi_var += n1 * n0 * k * (n - k) / (n * n * (n - 1))
        used += n1
        other += n0
    d = num / wsum
    half = Z * math.sqrt(var) / wsum
    if chi_var > 0:
        from scipy.stats import chi2

        p = float(chi2.sf(chi_num * chi_num / chi_var, 1))
    else:
        p = 1.0
    return Stratified(d, d - half, d + half, p, used, other)
