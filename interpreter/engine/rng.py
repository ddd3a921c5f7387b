"""A tiny seeded generator whose whole state is one integer (SplitMix64).

The state lives inside the game state, so saving, loading and copying a game keeps
its future shuffles; Python's ``random`` would need a 625-number state per copy.
"""

from __future__ import annotations

MASK = (1 << 64) - 1
SPAN = 1 << 64   # how many numbers a draw gives


def next_int(state: int) -> tuple[int, int]:
    """Advance the generator: (new state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A number in 0..n-1 (rejection sampling keeps it unbiased)."""
    limit = SPAN - SPAN % n
    while True:
        # next_int, written out: every decision of every bot draws here.
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        x = z ^ (z >> 31)
        if x < limit:
            return state, x % n


def shuffle(state: int, items: list) -> int:
    """Shuffle ``items`` in place (Fisher-Yates); returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


class Random:
    """A stand-alone generator for agents (bots keep their own, apart from the game's)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def below(self, n: int) -> int:
        self.state, x = below(self.state, n)
        return x
