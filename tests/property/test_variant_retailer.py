"""Whole-game properties of ``alchemist_rank9_retailer`` (rules/variants.md #33) in
dark_city, edition_2016 and fan, 4-8 players: the Retailer at rank 6 and the Alchemist
at rank 9 in play, random lineups of the changed pool otherwise. Each game runs
:func:`citadels_rules.testing.invariants.check_game`: gold and cards conserved, JSON
round-trip, views hiding what they must (non-interference), legal actions never empty
before the end, termination, determinism."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import citadels_rules as cr
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.testing.invariants import check_game

from .strategies import examples, tiered

V = "alchemist_rank9_retailer"
PRESETS = ("dark_city", "edition_2016", "fan")
#: Characters with a player-count limit (C-7.2, ``player_count_restrictions``).
MIN_PLAYERS = {"queen": 5, "fan.yang_ruoxin": 4, "emperor": 3}


def lineup(preset: str, players: int, rng: random.Random) -> tuple[str, ...]:
    """The Retailer and the Alchemist, and a random character of each other rank of the
    variant's pool."""
    pool = ruleset_for(cr.GameConfig(players=players, preset=preset, variants=(V,))).preset.pool
    out = []
    for rank, ids in pool:
        if rank in (6, 9):
            out.append("retailer" if rank == 6 else "alchemist")
            continue
        out.append(rng.choice([c for c in ids if players >= MIN_PLAYERS.get(c, 0)]))
    return tuple(out)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", tiered([4, 5, 6, 7, 8], quick=[5]))
def test_alchemist_rank9_retailer_games(preset: str, players: int) -> None:
    """The variant's default lineup plus the Retailer and the rank-9 Alchemist."""
    config = cr.GameConfig(
        players=players,
        preset=preset,
        seed=players,
        variants=(V,),
        characters=("retailer", "alchemist"),
    )
    check_game(config, players, every=5)


@settings(max_examples=examples(6), deadline=None)
@given(preset=st.sampled_from(PRESETS), players=st.integers(4, 8), seed=st.integers(0, 10_000))
def test_alchemist_rank9_retailer_random_lineups(preset: str, players: int, seed: int) -> None:
    """Random lineups of the variant's pool: every invariant holds."""
    chars = lineup(preset, players, random.Random(seed))
    config = cr.GameConfig(
        players=players, preset=preset, seed=seed, variants=(V,), characters=chars
    )
    check_game(config, seed, every=5)
