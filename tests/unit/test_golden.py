"""Games are data: the final states of 2,000 seeded random games keep their golden hashes.

The default tier replays the first :data:`QUICK_SEEDS` seed of every preset and player
count; the thorough tier (``pytest --thorough``) replays every seed.

A change that alters games must regenerate ``tests/golden/hashes.json`` in its own commit
saying why (``python tests/golden/make_golden.py``).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parents[1] / "golden"
_spec = importlib.util.spec_from_file_location("make_golden", GOLDEN / "make_golden.py")
assert _spec is not None and _spec.loader is not None
make_golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_golden)

HASHES: dict[str, list[str]] = json.loads((GOLDEN / "hashes.json").read_text())


def test_golden_covers_every_preset_and_player_count() -> None:
    assert set(HASHES) == set(make_golden.configs())
    assert all(len(v) == make_golden.SEEDS for v in HASHES.values())


#: Seeds per preset and player count that the default tier replays.
QUICK_SEEDS = 1


def check_golden(name: str, seeds: int) -> None:
    config = make_golden.configs()[name]
    expected = HASHES[name][:seeds]
    got = make_golden.hashes_of(name, config, range(len(expected)))
    changed = [seed for seed, (a, b) in enumerate(zip(got, expected, strict=True)) if a != b]
    assert not changed, f"{name}: seeds {changed[:10]} end differently than their golden hashes"


@pytest.mark.parametrize("name", sorted(HASHES))
def test_golden_first_seeds(name: str) -> None:
    check_golden(name, QUICK_SEEDS)


@pytest.mark.thorough
@pytest.mark.parametrize("name", sorted(HASHES))
def test_golden_final_states(name: str) -> None:
    check_golden(name, len(HASHES[name]))
