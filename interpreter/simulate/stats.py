"""Proportions with 95 % intervals: Wilson's score interval, and Newcombe's for a difference."""

from __future__ import annotations

import math
from dataclasses import dataclass

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
