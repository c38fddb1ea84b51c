"""Failures found by Milestone 13's lineup soak (benchmarks/soak_lineups.py), each fixed
with a scenario here and its game kept in tests/golden/found_failures.json.

``graveyard_vs_swaps`` (004-Q71; on in the fan preset): after a rank-8 move into a city
(the Marshal's seizure, the Diplomat's exchange) the Graveyard's owner decides
``graveyard.take_received``. Another seat's view hides a decision's options and data, so
a world resampled from it held a decision with no options: no legal action (soak game
16: fan, 5 players, the Marshal seizing a Prison at step 291). The decision is now asked
again of the round log's last rank-8 move, its options and data being public.
"""

from __future__ import annotations

import random
from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table
from citadels_rules.testing.invariants import check_resample

TAKE = "graveyard.take_received"


def act(state: cr.GameState, kind: str, **params: Any) -> cr.GameState:
    return cr.apply(state, cr.Action(kind, actor=state.current_player, **params))


def seized() -> cr.GameState:
    """Fan, seat 0 (Marshal) seizes seat 1's temple; seat 2 owns a Graveyard."""
    t = Table(players=4, preset="fan", seed=1)
    t.seat(0, gold=5, city=("manor",), character="marshal")
    t.seat(1, gold=0, city=("temple",), character="trader")
    t.seat(2, gold=3, hand=(), city=("graveyard",), character="king")
    state = act(t.turn_of("marshal"), "take_gold")
    return act(state, "ability", name="marshal.seize", target=1, district="temple")


def exchanged() -> cr.GameState:
    """Dark City with graveyard_vs_swaps, seat 0 (Diplomat) gives its manor for seat 1's
    castle; seat 2 owns a Graveyard."""
    t = Table(
        players=4,
        preset="dark_city",
        seed=1,
        characters=("diplomat",),
        variants=("graveyard_vs_swaps",),
    )
    t.seat(0, gold=5, city=("temple", "manor"), character="diplomat")
    t.seat(1, gold=3, city=("castle",), character="merchant")
    t.seat(2, gold=3, hand=(), city=("graveyard",), character="king")
    state = act(t.turn_of("diplomat"), "take_gold")
    return act(state, "ability", name="diplomat.exchange", target=1, district="castle", own="manor")


def test_graveyard_take_received_is_dealt_again_in_every_seats_world() -> None:
    """graveyard_vs_swaps, 004-Q71 — every seat's resampled world holds the owner's
    question with its options and data (the moves are public), so it offers the owner
    the same choices as the real game."""
    for state, options in (
        (seized(), ("decline", "take_0")),
        (exchanged(), ("decline", "take_0", "take_1", "take_both")),
    ):
        assert state.pending is not None and state.pending.kind == TAKE
        assert state.pending.seat == 2 and state.pending.options == options
        for seat in range(4):
            for k in range(3):
                world = check_resample(state, seat, random.Random(k))
                assert world.pending == state.pending
                assert cr.legal_actions(world) == cr.legal_actions(state)
