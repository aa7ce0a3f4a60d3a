"""The game's random number generator.

A small, fully specified generator (SplitMix64) instead of `random.Random`: its whole state is one integer, so it is
copied, saved and hashed for free, and its output never depends on the Python version. Shuffles use Fisher-Yates
with unbiased rejection sampling.
"""

from __future__ import annotations

from typing import MutableSequence, TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        # Fisher-Yates with next64() and below() inlined: shuffles are the generator's main use.
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = (1 << 64) - ((1 << 64) % n)
            while True:
                state = z = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice_index(self, n: int) -> int:
        return self.below(n)

    def copy(self) -> Rng:
        return Rng(self.state)
