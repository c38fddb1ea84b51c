"""Whole-game properties of edition_2016 games whose deck holds the twelve districts new in
the 2016 set (rules/districts.md "2016 new-only set"), 2-8 players, any lineup of the
C-2.1 pools that this build has, with or without their variants.

Every invariant of :func:`citadels_rules.testing.invariants.check_game` (gold and cards
conserved, determinism, JSON round-trip, views hiding what they must, hidden
information by non-interference, illegal actions rejected, termination), plus what the
new cards add: the states where their decisions are pending (the Theater's swap, the
Thieves' Den's cards) resample, round-trip and read back from their text, and every
legal action of theirs has a stable RL id.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import citadels_rules as cr
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.testing.invariants import (
    check_conserved,
    check_game,
    check_noninterference,
    check_resample,
    check_round_trip,
)

from .strategies import SEEDS, examples, walk

NEW = (
    "framework", "statue", "gold_mine", "ivory_tower", "necropolis", "thieves_den",
    "theater", "stables", "basilica", "secret_vault", "capitol", "monument",
)  # fmt: skip
VARIANTS = ("monument_limit_6", "thieves_den_refund_cards")
#: The decisions and build ways of the new cards.
OURS = ("theater.swap", "theater.give")

_PRESET = ruleset_for(cr.GameConfig(players=4, preset="edition_2016")).preset
POOLS = dict(_PRESET.pool)
OTHERS = tuple(d for d in _PRESET.optional_districts if d not in NEW)


@st.composite
def configs(draw: st.DrawFn, players: st.SearchStrategy[int] | None = None) -> cr.GameConfig:
    """An edition_2016 config: 2-8 players, a random lineup, the twelve new districts and
    two others, some of their variants."""
    n = draw(players or st.integers(2, 8))
    lineup = [draw(st.sampled_from(POOLS[r])) for r in range(1, 9)]
    if n in (3, 8) or (n >= 4 and draw(st.booleans())):
        lineup.append(draw(st.sampled_from(POOLS[9])))
    two = draw(st.lists(st.sampled_from(OTHERS), min_size=2, max_size=2, unique=True))
    chosen = draw(st.lists(st.sampled_from(VARIANTS), unique=True, max_size=2))
    config = cr.GameConfig(
        players=n,
        preset="edition_2016",
        seed=draw(SEEDS),
        characters=tuple(lineup),
        districts=(*NEW, *two),
        variants=tuple(chosen),
    )
    try:
        ruleset_for(config)
    except cr.ConfigError:  # a character the player count does not allow (R16)
        config = cr.GameConfig(
            players=n,
            preset="edition_2016",
            seed=config.seed,
            characters=("artist",) if n == 3 else (),
            districts=config.districts,
            variants=config.variants,
        )
    return config


def _ours(state: cr.GameState, action: cr.Action | None) -> bool:
    """A state where a new card's decision is pending or its action may be taken."""
    if state.pending is not None:
        return state.pending.kind in OURS
    return action is not None and (
        (action.kind == "build" and len(action.params) > 1)
        or (action.kind == "ability" and action.params["name"] == "framework.build")
    )


SLOW = settings(
    max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@SLOW
@given(config=configs(), seed=SEEDS)
def test_random_games_keep_every_invariant(config: cr.GameConfig, seed: int) -> None:
    """C-3.1, C-1.4, C-17: every invariant of ``check_game`` along a whole random game,
    which must end."""
    state = check_game(config, seed, every=4)
    assert state.is_over
    built = Counter(d.card for p in state.players for d in p.city)
    for card in NEW:
        if built[card]:
            event(f"{card} built")


@pytest.mark.parametrize("players", range(2, 9))
def test_every_player_count_plays_to_the_end(players: int) -> None:
    """2-8 players (R16): a game of each count with the new districts ends, conserving."""
    config = cr.GameConfig(
        players=players,
        preset="edition_2016",
        seed=players,
        characters=("artist",) if players == 3 else (),
        districts=(*NEW, "dragon_gate", "keep"),
    )
    check_game(config, players, every=6)


@SLOW
@given(config=configs(), seed=SEEDS)
def test_the_new_cards_decisions_resample_round_trip_and_parse(
    config: cr.GameConfig, seed: int
) -> None:
    """Where a new card's decision or build way is open: the JSON round-trip, the text of
    every legal action read back (``parse_action``), every legal action conserving, a
    resampled world for each seat, and non-interference for the action taken."""
    rng = random.Random(seed)
    for state, action in walk(config, (), seed):
        if not _ours(state, action):
            continue
        event(state.pending.kind if state.pending is not None else str(action).split()[0])
        check_round_trip(state)
        for legal in cr.legal_actions(state):
            assert cr.parse_action(str(legal), state) == legal
            check_conserved(state, cr.apply(state, legal))
        for seat in range(len(state.players)):
            check_resample(state, seat, rng)
        assert action is not None
        others = [s for s in range(len(state.players)) if s != state.current_player]
        check_noninterference(state, action, rng.choice(others), rng)


@SLOW
@given(config=configs(), seed=SEEDS)
def test_same_config_and_actions_same_game(config: cr.GameConfig, seed: int) -> None:
    """Determinism: replaying the actions of a walk gives the same states."""
    steps = list(walk(config, (), seed))
    state = cr.new_game(config)
    for expected, action in steps:
        assert state == expected
        if action is None:
            break
        state = cr.apply(state, action)


@SLOW
@given(config=configs(), seed=SEEDS)
def test_every_legal_action_has_a_stable_rl_id(config: cr.GameConfig, seed: int) -> None:
    """Every legal action (the Necropolis' ``own``, the Thieves' Den's ``pay_cards``, the
    Framework's ``card``, the decisions' options) maps to an id and back, unique within
    the state, from the state or any seat's view (the actor's for ``pay_cards``, which
    names cards of its hand)."""
    rl = pytest.importorskip("citadels_rules.rl", reason="the rl extra is absent")
    space = rl.ActionSpace(config)
    for state, _ in walk(config, (), seed):
        legal = cr.legal_actions(state)
        ids = [space.action_to_id(a, state) for a in legal]
        assert len(set(ids)) == len(ids)
        for i, a in zip(ids, legal, strict=True):
            assert space.action_from_id(i, a.actor, state) == a
            seat = a.actor if "pay_cards" in a.params else 0
            assert space.action_from_id(i, a.actor, cr.observe(state, seat)) == a
