"""Games are data: Dominion's golden games keep their hashes.

The default tier replays the first :data:`QUICK_SEEDS` seeds of every configuration; the
thorough tier (``pytest --thorough``) every seed. A change that alters games regenerates
``tests/dominion/golden/hashes.json`` in its own commit saying why
(``python tests/dominion/golden/make_golden.py``).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"
_spec = importlib.util.spec_from_file_location("dominion_golden", GOLDEN / "make_golden.py")
assert _spec is not None and _spec.loader is not None
make_golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_golden)

HASHES: dict[str, list[str]] = json.loads((GOLDEN / "hashes.json").read_text())

#: Seeds per configuration the default tier replays.
QUICK_SEEDS = 3


def _check(name: str, seeds: int) -> None:
    expected = HASHES[name][:seeds]
    got = make_golden.hashes_of(name, range(len(expected)))
    changed = [s for s, (a, b) in enumerate(zip(got, expected, strict=True)) if a != b]
    assert not changed, f"{name}: seeds {changed} end differently than their golden hashes"


def test_golden_covers_every_configuration() -> None:
    assert set(HASHES) == set(make_golden.configs())
    assert all(len(v) == make_golden.SEEDS for v in HASHES.values())


@pytest.mark.parametrize("name", sorted(HASHES))
def test_golden_first_seeds(name: str) -> None:
    _check(name, QUICK_SEEDS)


@pytest.mark.thorough
@pytest.mark.parametrize("name", sorted(HASHES))
def test_golden_every_seed(name: str) -> None:
    _check(name, len(HASHES[name]))
