"""Statistics the simulation tools of every game on the engine report: win rates with
their intervals (Citadels' ``simulate``, Dominion's ``simulate``)."""

from __future__ import annotations

import math

#: z of a two-sided 95% interval.
Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default): ``(low, high)``.

    Chosen over the normal ("Wald") interval because it stays inside [0, 1] and keeps its
    coverage for rates near 0 or 1 and for small counts (a rarely held character).
    ``successes`` may be fractional (a shared win counted as a half, as Dominion's
    simulations do). ``(0.0, 1.0)`` when there were no trials.

    >>> low, high = wilson_interval(50, 100)
    >>> round(low, 4), round(high, 4)
    (0.4038, 0.5962)
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    low = 0.0 if successes <= 0 else max(0.0, centre - half)  # exact bounds, no 0.99999...
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return (low, high)


__all__ = ["Z95", "wilson_interval"]
