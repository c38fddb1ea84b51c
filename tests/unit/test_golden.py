"""Games are data: the final states of 2,000 seeded random games keep their golden hashes.

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


@pytest.mark.parametrize("name", sorted(HASHES))
def test_golden_final_states(name: str) -> None:
    config = make_golden.configs()[name]
    got = make_golden.hashes_of(name, config, range(len(HASHES[name])))
    changed = [seed for seed, (a, b) in enumerate(zip(got, HASHES[name], strict=True)) if a != b]
    assert not changed, f"{name}: seeds {changed[:10]} end differently than their golden hashes"
