"""The pack's tests: a small Hypothesis profile of their own (the property tests play
whole games, a few examples are enough for a pack's CI run; ``HYPOTHESIS_PROFILE=...``
picks another)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "harbor",
    max_examples=6,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or "harbor")
