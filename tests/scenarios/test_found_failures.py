"""Every failure the soaks have found, replayed: tests/golden/found_failures.json.

Each entry is a game that once failed :func:`~citadels_rules.testing.invariants.check_game`
and whose cause is fixed: the config's fields (``players``, ``preset``, ``seed``,
``characters``, ``variants``), the seed of the random choices (``choices_seed``), how
often the costlier invariants were checked (``every``) and the first line of the error
(``error``, for the reader). ``benchmarks/soak_lineups.py --failures FILE`` writes entries
of this form; an entry is added here once its failure is fixed. The test plays each game
again with the entry's ``every``, or ``replay_every`` when an entry gives one: a larger
one, still checking the failing step (a step ``i`` is checked when ``every`` divides
it), where checking every step would make the default tier slow (the two Emperor games
replay with 2: 6 s of CPU each at 1). All entries take about 12 s of CPU in all. A
failure names the entry.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.testing.invariants import check_game

FOUND = Path(__file__).parents[1] / "golden" / "found_failures.json"
ENTRIES: list[dict[str, Any]] = json.loads(FOUND.read_text(encoding="utf-8"))
FIELDS = {"players", "preset", "seed", "characters", "variants", "choices_seed", "every", "error"}


def label(item: dict[str, Any]) -> str:
    return (
        f"{item['preset']}-{item['players']}p-seed{item['seed']}"
        f"-choices{item['choices_seed']}-every{item.get('replay_every', item['every'])}"
    )


def config_of(item: dict[str, Any]) -> cr.GameConfig:
    return cr.GameConfig(
        players=item["players"],
        preset=item["preset"],
        seed=item["seed"],
        characters=tuple(item["characters"]),
        variants=tuple(item["variants"]),
    )


def test_the_seed_file_is_well_formed() -> None:
    """Every entry has the fields the soak writes, and no entry is there twice."""
    assert ENTRIES
    for item in ENTRIES:
        assert set(item) >= FIELDS, f"{label(item)} lacks {sorted(FIELDS - set(item))}"
    labels = [(label(item), tuple(item["characters"]), tuple(item["variants"])) for item in ENTRIES]
    assert len(set(labels)) == len(labels)


@pytest.mark.parametrize("item", ENTRIES, ids=[label(item) for item in ENTRIES])
def test_a_found_failure_stays_fixed(item: dict[str, Any]) -> None:
    """The game plays to its end with every invariant checked as when it failed."""
    every = item.get("replay_every", item["every"])
    try:
        final = check_game(config_of(item), item["choices_seed"], every=every)
    except AssertionError as exc:
        pytest.fail(f"found failure {label(item)} ({item['error']}) fails again:\n{exc}")
    assert final.is_over
