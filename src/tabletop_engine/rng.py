"""A counter-based random generator whose whole state is two ints.

The state ``(seed, counter)`` lives inside the game state, so :func:`apply` stays pure:
the n-th random number of a game is a function of the seed and n only, on any machine
and any Python version (no dependence on :mod:`random`'s internals).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import attrs

T = TypeVar("T")

_MASK = (1 << 64) - 1
#: The largest seed a game takes: seeds are 0 to 2**64 - 1, in every game on the engine
#: (:func:`seed_problem`).
MAX_SEED = _MASK


def seed_problem(seed: object) -> str | None:
    """What is wrong with a config's ``seed``, in the words every game uses, or None:
    an int from 0 to :data:`MAX_SEED` (not a bool); None is allowed (a view's config
    hides its seed). Why here: both games refuse the same seeds with the same line."""
    if seed is None:
        return None
    if not isinstance(seed, int) or isinstance(seed, bool):
        return f"seed must be an int, not {seed!r}"
    if not 0 <= seed <= MAX_SEED:
        return f"seed must be from 0 to 2**64 - 1, not {seed!r}"
    return None


def _mix(x: int) -> int:
    """SplitMix64's finaliser: a bijective avalanche of a 64-bit integer."""
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
    x = (x ^ (x >> 27)) * 0x94D049BB133111EB & _MASK
    return x ^ (x >> 31)


@attrs.frozen
class Rng:
    """Generator state: the game's ``seed`` and how many numbers were drawn."""

    seed: int
    counter: int = 0

    def _word(self, i: int) -> int:
        return _mix((self.seed * 0x9E3779B97F4A7C15 + (i + 1) * 0xD1B54A32D192ED03) & _MASK)

    def _below(self, n: int, i: int) -> tuple[int, int]:
        """A uniform int in ``range(n)`` from word ``i`` on, and the next word's index."""
        if n <= 0:
            raise ValueError(f"below() needs n > 0, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            w = self._word(i)
            i += 1
            if w < limit:  # rejection sampling: exactly uniform
                return w % n, i

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform int in ``range(n)`` and the advanced generator."""
        k, i = self._below(n, self.counter)
        return k, Rng(self.seed, i)

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A uniformly shuffled copy of ``items`` (Fisher-Yates) and the advanced generator."""
        out = list(items)
        i = self.counter
        base = self.seed * 0x9E3779B97F4A7C15
        mask = _MASK
        two64 = 1 << 64
        for j in range(len(out) - 1, 0, -1):
            n = j + 1
            limit = two64 - (two64 % n)
            while True:  # _below(n, i) and _word(i), inlined
                x = (base + (i + 1) * 0xD1B54A32D192ED03) & mask
                x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9 & mask
                x = (x ^ (x >> 27)) * 0x94D049BB133111EB & mask
                w = x ^ (x >> 31)
                i += 1
                if w < limit:
                    k = w % n
                    break
            out[j], out[k] = out[k], out[j]
        return tuple(out), Rng(self.seed, i)

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """A uniform element of a non-empty sequence and the advanced generator."""
        k, rng = self.below(len(items))
        return items[k], rng
