"""The volume campaign as a test mode: ``pytest -m soak`` plays ``CITADELS_SOAK_GAMES``
random games (default 2) per preset x player count -- classic 2-7, Dark City 2-8 with
its default lineup and with the Dark City characters -- checking every invariant and
every seat's view at every step. Excluded from the default run (``-m "not soak"``);
``benchmarks/soak.py --minutes N`` is the long run by hand."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location(
    "citadels_soak", Path(__file__).parents[2] / "benchmarks" / "soak.py"
)
assert _spec is not None and _spec.loader is not None
soak = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(soak)

GAMES = int(os.environ.get("CITADELS_SOAK_GAMES", "2"))
COMBINATIONS = list(soak.combinations())

pytestmark = pytest.mark.soak


@pytest.mark.parametrize("config", [c for _, c in COMBINATIONS], ids=[n for n, _ in COMBINATIONS])
@pytest.mark.parametrize("seed", range(GAMES))
def test_soak(config: object, seed: int) -> None:
    assert soak.soak_one(config, seed) > 0
