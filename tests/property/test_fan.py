"""Whole-game properties of the ``fan`` preset: 2-8 players, random lineups drawn from
its pool (fan characters included), super mode and the fan-only variants. Each game runs
:func:`citadels_rules.testing.invariants.check_game`: gold and cards conserved, JSON
round-trip, views hiding what they must, non-interference (no hidden card leaks through
what a seat sees or is offered), legal actions never empty before the end, illegal
actions rejected, termination; then determinism (the same config and actions replay to
the same state)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import citadels_rules as cr
from citadels_packs.fan import CHARACTERS, FAN
from citadels_rules.testing.invariants import check_game

from .strategies import examples, tiered

MIN_PLAYERS = {"queen": 5, "fan.hu_xinyi": 5, "fan.yang_ruoxin": 4, "emperor": 3}


def lineup(players: int, rng: random.Random) -> tuple[str, ...]:
    """One character per rank from the fan pool (rank 9 with 4+ players, 1 time in 2)."""
    out = []
    for rank, ids in FAN.pool:
        ok = [c for c in ids if players >= MIN_PLAYERS.get(c, 0)]
        if rank == 9 and (players < 4 or (players < 8 and rng.random() < 0.5)):
            continue
        out.append(rng.choice(ok))
    if players == 3 and len(out) == 9:
        out.pop()
    return tuple(out)


@settings(max_examples=examples(6), deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 10_000))
def test_fan_random_lineups(players: int, seed: int) -> None:
    """Random lineups of the fan pool, 2-8 players: every invariant holds."""
    chars = lineup(players, random.Random(seed))
    config = cr.GameConfig(players=players, preset="fan", seed=seed, characters=chars)
    check_game(config, seed, every=5)


@pytest.mark.parametrize("players", tiered([2, 3, 4, 5, 6, 7, 8], quick=[3, 8]))
def test_fan_characters_every_count(players: int) -> None:
    """All fan characters the player count allows (ranks 1-8, 9 with 5+ players)."""
    chars = tuple(c for c in CHARACTERS if players >= MIN_PLAYERS.get(c, 0))
    if players < 5 or players == 3:
        chars = tuple(c for c in chars if c != "fan.hu_xinyi")
    config = cr.GameConfig(players=players, preset="fan", seed=players, characters=chars)
    check_game(config, players, every=4)


@pytest.mark.parametrize("players", tiered([4, 5, 6, 7, 8], quick=[5]))
@pytest.mark.parametrize("whole", [False, True])
def test_super_mode(players: int, whole: bool) -> None:
    """``super_mode`` (and ``super_mode_remove_whole_rank``), 4-8 players."""
    variants = ("super_mode", "super_mode_remove_whole_rank") if whole else ("super_mode",)
    config = cr.GameConfig(players=players, preset="fan", seed=players, variants=variants)
    check_game(config, players + 10 * whole, every=5)


@pytest.mark.parametrize("players", tiered([4, 6], quick=[4]))
def test_fan_only_variants(players: int) -> None:
    """The fan-only variants together and switched off."""
    for variants in (
        ("-jian_yuxin_any_time", "-hospital_vs_chen_yiru"),
        ("hospital_clinic_split",),
    ):
        chars = ("fan.chen_yiru", "fan.jian_yuxin", "fan.chen_yanjie")
        config = cr.GameConfig(
            players=players, preset="fan", seed=3, characters=chars, variants=variants
        )
        try:
            check_game(config, 3, every=6)
        except cr.ConfigError as exc:  # hospital_cost_5 (on in fan) once it is installed
            assert "hospital_cost_5" in str(exc)
