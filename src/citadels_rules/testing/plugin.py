"""The pytest plugin of citadels_rules (entry point ``pytest11``).

Fixtures:

``table``
    A factory of :class:`~citadels_rules.testing.Table`: ``table(players=4,
    preset="classic", seed=0, variants=(...))``.
``pack_invariants``
    A function ``pack_invariants(config_or_preset, players=(...), games=20)`` that plays
    random games with the standard property checks (conservation, determinism, JSON
    round-trip, hidden views, non-empty legal actions, rejected illegal actions,
    termination), so a fan pack's CI needs a few lines::

        def test_my_pack(pack_invariants):
            pack_invariants("my_preset", players=range(2, 8), games=10)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .invariants import run_pack_invariants
from .table import Table


@pytest.fixture
def table() -> Callable[..., Table]:
    """A factory of scenario tables: ``table(players=4, preset="classic", seed=0)``."""

    def make(players: int = 4, preset: str = "classic", seed: int = 0, **kwargs: Any) -> Table:
        return Table(players=players, preset=preset, seed=seed, **kwargs)

    return make


@pytest.fixture
def pack_invariants() -> Callable[..., int]:
    """``pack_invariants(config_or_preset, players=..., games=...)``: see the module doc."""
    return run_pack_invariants
