"""The pytest plugin of citadels_rules (entry point ``pytest11``).

Fixtures:

``table``
    A factory of :class:`~citadels_rules.testing.Table`: ``table(players=4,
    preset="classic", seed=0, variants=(...))``.
``pack_invariants``
    A function ``pack_invariants(config_or_preset, players=(...), games=20)`` that plays
    random games with the standard property checks (conservation, determinism, JSON
    round-trip, hidden views, hidden information by non-interference, non-empty legal
    actions, rejected illegal actions, termination), so a fan pack's CI needs a few
    lines::

        def test_my_pack(pack_invariants):
            pack_invariants("my_preset", players=range(2, 8), games=10)

    A failure raises :class:`~citadels_rules.testing.invariants.InvariantFailure`
    naming the game, step and action, and writes the record of the game up to the
    failure (``citadels replay FILE`` replays it) into ``$CITADELS_FAILURES`` when set
    (say, a directory your CI keeps as an artifact), else into the test's ``tmp_path``
    (``citadels-failures/``).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .invariants import FAILURES_ENV, run_pack_invariants
from .table import Table


@pytest.fixture
def table() -> Callable[..., Table]:
    """A factory of scenario tables: ``table(players=4, preset="classic", seed=0)``."""

    def make(players: int = 4, preset: str = "classic", seed: int = 0, **kwargs: Any) -> Table:
        return Table(players=players, preset=preset, seed=seed, **kwargs)

    return make


@pytest.fixture
def pack_invariants(tmp_path: Path) -> Callable[..., int]:
    """``pack_invariants(config_or_preset, players=..., games=...)``: see the module doc.

    Records of failed games go to ``$CITADELS_FAILURES``, else ``tmp_path``.
    """
    directory = Path(os.environ.get(FAILURES_ENV) or tmp_path / "citadels-failures")

    def check(config: Any, *args: Any, **kwargs: Any) -> int:
        kwargs.setdefault("failures", directory)
        return run_pack_invariants(config, *args, **kwargs)

    return check
