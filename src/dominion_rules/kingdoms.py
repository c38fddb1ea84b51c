"""Kingdoms: the first-game set (D-2.4), the recommended sets (D-2.5), random ones."""

from __future__ import annotations

import random
from typing import Any

from .config import FIRST_GAME

#: The recommended sets of D-2.5 (R1E), by name.
RECOMMENDED: dict[str, tuple[str, ...]] = {
    "first_game": FIRST_GAME,
    "big_money": (
        "adventurer",
        "bureaucrat",
        "chancellor",
        "chapel",
        "feast",
        "laboratory",
        "market",
        "mine",
        "moneylender",
        "throne_room",
    ),
    "interaction": (
        "bureaucrat",
        "chancellor",
        "council_room",
        "festival",
        "library",
        "militia",
        "moat",
        "spy",
        "thief",
        "village",
    ),
    "size_distortion": (
        "cellar",
        "chapel",
        "feast",
        "gardens",
        "laboratory",
        "thief",
        "village",
        "witch",
        "woodcutter",
        "workshop",
    ),
    "village_square": (
        "bureaucrat",
        "cellar",
        "festival",
        "library",
        "market",
        "remodel",
        "smithy",
        "throne_room",
        "village",
        "woodcutter",
    ),
}

#: The 25 kingdom cards of the base game (D-1.5).
BASE_KINGDOM: tuple[str, ...] = (
    "adventurer",
    "bureaucrat",
    "cellar",
    "chancellor",
    "chapel",
    "council_room",
    "feast",
    "festival",
    "gardens",
    "laboratory",
    "library",
    "market",
    "militia",
    "mine",
    "moat",
    "moneylender",
    "remodel",
    "smithy",
    "spy",
    "thief",
    "throne_room",
    "village",
    "witch",
    "woodcutter",
    "workshop",
)


def kingdoms() -> dict[str, tuple[str, ...]]:
    """The recommended kingdoms ``{name: 10 ids}`` (D-2.5).

    >>> kingdoms()["first_game"][:3]
    ('cellar', 'market', 'militia')
    """
    return dict(RECOMMENDED)


def random_kingdom(rng: Any = None, pool: tuple[str, ...] = BASE_KINGDOM) -> tuple[str, ...]:
    """10 distinct kingdom ids drawn from ``pool`` with ``rng`` (a ``random.Random`` or an
    int seed; None: a fresh generator), sorted (D-2.3)."""
    if rng is None or isinstance(rng, int):
        rng = random.Random(rng)
    return tuple(sorted(rng.sample(list(pool), 10)))
