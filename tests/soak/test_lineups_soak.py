"""The lineup soak in the thorough tier (``pytest --thorough``): games of edition_2016 and
fan, 2-8 players, random lineups and random compatible variant sets, every invariant at
every step (:mod:`benchmarks.soak_lineups`, whose game ``g`` this test plays as
``test_lineup_soak[game-g]``).

``CITADELS_LINEUP_SOAK_GAMES`` games (default 12: about 60-90 s of CPU here) from game
``CITADELS_LINEUP_SOAK_FIRST`` (default 0; a CI run may pass another to soak new games).
A failure names its game and gives its seed-file entry: once the cause is fixed, add the
entry to tests/golden/found_failures.json, which the default tier replays.
``benchmarks/soak_lineups.py --minutes N`` is the long run by hand.
"""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import pytest

from citadels_rules.testing.invariants import InvariantFailure, check_game

_spec = importlib.util.spec_from_file_location(
    "citadels_soak_lineups", Path(__file__).parents[2] / "benchmarks" / "soak_lineups.py"
)
assert _spec is not None and _spec.loader is not None
soak = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(soak)

GAMES = int(os.environ.get("CITADELS_LINEUP_SOAK_GAMES", "12"))
FIRST = int(os.environ.get("CITADELS_LINEUP_SOAK_FIRST", "0"))

pytestmark = pytest.mark.thorough


@pytest.mark.parametrize("game", range(FIRST, FIRST + GAMES), ids=lambda g: f"game-{g}")
def test_lineup_soak(game: int) -> None:
    """Game ``game`` of the lineup soak plays to its end with every invariant checked at
    every step."""
    config, skipped = soak.draw_config(game)
    if config is None:
        pytest.skip(f"game {game}: the rules rejected all {skipped} draws")
    try:
        final = check_game(config, game, every=1)
    except InvariantFailure as exc:
        entry = soak.entry(config, game, 1, soak.first_line(exc))
        pytest.fail(
            f"lineup soak game {game} failed:\n{exc}\n"
            f"seed-file entry (tests/golden/found_failures.json, once fixed):\n"
            f"{json.dumps(entry)}",
            pytrace=False,
        )
    assert final.is_over
