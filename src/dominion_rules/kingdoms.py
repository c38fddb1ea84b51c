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


def covering_kingdoms(
    cards: tuple[str, ...], pool: tuple[str, ...], rng: random.Random
) -> list[tuple[str, ...]]:
    """Kingdoms (10 distinct ids each, sorted) that hold every one of ``cards`` at least
    once -- what ``dominion check PACK`` plays, so that each kingdom card of the pack
    appears in some checked game. ``cards`` are shuffled with ``rng`` into groups of up
    to 10; each group is filled up from the rest of ``pool`` at random. ``cards`` must be
    in ``pool``; ``pool`` must hold at least 10 ids. No ``cards``: one random kingdom.

    >>> ks = covering_kingdoms(BASE_KINGDOM[:12], BASE_KINGDOM, random.Random(1))
    >>> len(ks), all(len(set(k)) == 10 for k in ks), set(BASE_KINGDOM[:12]) <= set(sum(ks, ()))
    (2, True, True)
    """
    if len(set(pool)) < 10:
        raise ValueError(f"a kingdom needs 10 kingdom cards, the pool has {len(set(pool))}")
    outside = [c for c in cards if c not in pool]
    if outside:
        raise ValueError(f"cards not in the pool of kingdom cards: {outside}")
    order = list(dict.fromkeys(cards))
    rng.shuffle(order)
    groups = [order[i : i + 10] for i in range(0, len(order), 10)] or [[]]
    out = []
    for group in groups:
        rest = sorted(set(pool) - set(group))
        out.append(tuple(sorted(group + rng.sample(rest, 10 - len(group)))))
    return out
