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

from collections.abc import Callable, Iterable
from typing import Any

import pytest

from ..game.config import GameConfig
from .invariants import check_game
from .table import Table


@pytest.fixture
def table() -> Callable[..., Table]:
    """A factory of scenario tables: ``table(players=4, preset="classic", seed=0)``."""

    def make(players: int = 4, preset: str = "classic", seed: int = 0, **kwargs: Any) -> Table:
        return Table(players=players, preset=preset, seed=seed, **kwargs)

    return make


def run_pack_invariants(
    config: GameConfig | str,
    players: Iterable[int] = (2, 3, 4, 5, 6, 7),
    games: int = 5,
    *,
    every: int = 7,
    **config_fields: Any,
) -> int:
    """Play ``games`` random games per player count and check every invariant.

    ``config`` is a :class:`GameConfig` (its player count is used as given) or a preset
    name (combined with ``players`` and ``config_fields``). Returns the number of games.
    """
    configs = []
    if isinstance(config, GameConfig):
        configs = [config]
    else:
        configs = [GameConfig(players=n, preset=config, **config_fields) for n in players]
    played = 0
    for base in configs:
        for seed in range(games):
            cfg = GameConfig(
                players=base.players,
                preset=base.preset,
                seed=(base.seed or 0) + seed,
                characters=base.characters,
                districts=base.districts,
                variants=base.variants,
            )
            check_game(cfg, seed, every=every)
            played += 1
    return played


@pytest.fixture
def pack_invariants() -> Callable[..., int]:
    """``pack_invariants(config_or_preset, players=..., games=...)``: see the module doc."""
    return run_pack_invariants
