"""Random edition_2016 games whose lineups hold the nine new characters (magistrate, spy,
blackmailer, seer, patrician, cardinal, trader, scholar, marshal), 2-8 players: gold and
cards conserved, determinism, JSON round trips, views and non-interference
(``check_game``), resampled worlds, and the secret marks (C-1.11: which warrant is signed,
which threat is real) hidden from every seat but their maker's."""

from __future__ import annotations

import random

import pytest

import citadels_rules as cr
from citadels_rules.testing.invariants import check_game, check_resample, random_game

from .strategies import tiered

A = ("magistrate", "spy", "seer", "patrician", "cardinal", "trader", "scholar", "marshal")
B = ("magistrate", "blackmailer", "seer", "patrician", "cardinal", "trader", "scholar", "marshal")


def lineup(base: tuple[str, ...], players: int) -> tuple[str, ...]:
    """3 and 8 players need a rank-9 character (R16): the Queen with 5+ players in the
    Blackmailer's lineups, else the Artist (the Queen needs 5+)."""
    if players not in (3, 8):
        return base
    return (*base, "queen" if players >= 5 and base == B else "artist")


CASES = [(n, base) for n in range(2, 9) for base in (A, B)]


@pytest.mark.parametrize(("players", "base"), tiered(CASES, quick=[(3, A), (8, B)]))
def test_2016_new_characters_random_games_keep_every_invariant(players, base):
    config = cr.GameConfig(
        players=players, preset="edition_2016", seed=players, characters=lineup(base, players)
    )
    final = check_game(config, players, every=4)
    assert final.is_over


def _swap_secret(state: cr.GameState, maker: int, kind: str, public: str) -> cr.GameState:
    """``state`` with ``maker``'s secret ``kind`` mark moved to another character carrying
    its ``public`` mark: a world another seat cannot tell apart."""
    marks = list(state.marks)
    for i, m in enumerate(marks):
        if m.secret and m.kind == kind and m.seat == maker:
            others = [
                p.character
                for p in marks
                if p.kind == public and p.seat == maker and p.character != m.character
            ]
            marks[i] = type(m)(others[0], m.kind, m.seat, True)
    return state.but(marks=tuple(marks))


SECRETS = (("signed_warrant", "warrant"), ("real_threat", "threat"))


@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("base", [A, B])
def test_2016_new_characters_secret_marks_reach_nobody_else(players, base):
    """C-1.11: only the Magistrate knows the signed warrant and only the Blackmailer the
    real threat: moving them changes no other seat's view or legal actions, and worlds
    resampled from any view play on."""
    config = cr.GameConfig(
        players=players, preset="edition_2016", seed=7, characters=lineup(base, players)
    )
    rng = random.Random(players)
    swapped = resampled = 0
    for state, _ in random_game(config, 11):
        for kind, public in SECRETS:
            makers = {m.seat for m in state.marks if m.secret and m.kind == kind}
            revealed = {m.seat for m in state.marks if not m.secret and m.kind == kind}
            for maker in makers - revealed:
                other = _swap_secret(state, maker, kind, public)
                for seat in range(players):
                    if seat == maker:
                        continue
                    assert cr.observe(other, seat) == cr.observe(state, seat)
                    if state.current_player == seat and state.current_player != maker:
                        assert cr.legal_actions(other) == cr.legal_actions(state)
                swapped += 1
        if state.marks and not state.is_over and rng.random() < 0.2:
            check_resample(state, rng.randrange(players), rng)
            resampled += 1
    assert swapped and resampled


VARIANTS = (
    ("spy_targets_character",),
    ("spy_takes_from_hand",),
    ("magistrate_duplicates", "magistrate_victim_builds_again"),
    ("magistrate_confiscates_free_builds", "blackmailer_no_warrant_targets"),
    ("blackmailer_targets_players", "-marshal_any_time"),
)


@pytest.mark.parametrize("variants", VARIANTS)
@pytest.mark.parametrize("players", [3, 5])
def test_2016_new_characters_variants_keep_every_invariant(players, variants):
    """The variants of the new characters (variants.md) in random games."""
    base = B if any("blackmailer" in v for v in variants) else A
    config = cr.GameConfig(
        players=players,
        preset="edition_2016",
        seed=players,
        characters=lineup(base, players),
        variants=variants,
    )
    assert check_game(config, players + 1, every=4).is_over


def test_thief_no_rank1_affected_random_games():
    """``thief_no_rank1_affected`` with the Magistrate and the Thief in play."""
    chars = ("magistrate", "thief", "seer", "patrician", "cardinal", "trader", "scholar", "marshal")
    config = cr.GameConfig(
        players=4,
        preset="edition_2016",
        seed=4,
        characters=chars,
        variants=("thief_no_rank1_affected",),
    )
    assert check_game(config, 4, every=4).is_over
