"""Scenario tests of the Watermill (``fan.watermill``), one per rule of its card text:
"At the end of each of your turns in which you built nothing, take 1 gold from the bank."
"""

from __future__ import annotations

from collections.abc import Callable

import citadels_rules as cr
from citadels_rules.testing import Table

PRESET = "classic_watermill"
TableFactory = Callable[..., Table]


def bishop_turn(table: TableFactory, gold: int, hand: tuple[str, ...]) -> cr.GameState:
    """Seat 0, the Bishop, owns a Watermill and has just taken 2 gold."""
    t = table(players=4, preset=PRESET, seed=1)
    t.seat(0, gold=gold, hand=hand, city=("fan.watermill",), character="bishop")
    return cr.apply(t.turn_of("bishop"), cr.Action("take_gold", actor=0))


def test_pays_at_the_end_of_a_turn_without_a_build(table: TableFactory) -> None:
    """Rule "at the end of each of your turns ... take 1 gold": ending a turn in which
    nothing was built pays 1 gold (not before the end)."""
    state = bishop_turn(table, 0, ("palace",))
    assert state.players[0].gold == 2
    state = cr.apply(state, cr.Action("end_turn", actor=0))
    assert state.players[0].gold == 2 + 1


def test_pays_when_an_effect_ends_the_turn(table: TableFactory) -> None:
    """Rule "at the end of each of your turns": also when an ability ends the turn (the
    classic Warlord's destruction)."""
    t = table(players=4, preset=PRESET, seed=1)
    t.seat(0, gold=0, hand=("palace",), city=("fan.watermill",), character="warlord")
    t.seat(1, gold=0, city=("tavern",), character="king")
    state = cr.apply(t.turn_of("warlord"), cr.Action("take_gold", actor=0))
    state = cr.apply(
        state, cr.Action("ability", actor=0, name="warlord.destroy", target=1, district="tavern")
    )
    assert state.active_character != "warlord"
    assert state.players[0].gold == 2 - 0 + 1  # destroying a tavern (cost 1) costs 0


def test_nothing_after_a_turn_with_a_build(table: TableFactory) -> None:
    """Rule "in which you built nothing": a build this turn means no gold."""
    state = bishop_turn(table, 0, ("temple",))
    state = cr.apply(state, cr.Action("build", actor=0, card="temple"))
    state = cr.apply(state, cr.Action("end_turn", actor=0))
    assert state.players[0].gold == 2 - 1


def test_only_its_owner_is_paid(table: TableFactory) -> None:
    """Rule "your turns": another player's turn without a build pays nobody."""
    t = table(players=4, preset=PRESET, seed=1)
    t.seat(0, gold=0, city=("fan.watermill",), character="king")
    t.seat(1, gold=0, hand=("palace",), character="bishop")
    state = cr.apply(t.turn_of("bishop"), cr.Action("take_gold", actor=1))
    state = cr.apply(state, cr.Action("end_turn", actor=1))
    assert (state.players[0].gold, state.players[1].gold) == (0, 2)


def test_from_the_bank_which_may_be_empty(table: TableFactory) -> None:
    """Rule "from the bank": the gold comes from the bank; an empty bank pays nothing."""
    t = table(players=4, preset=PRESET, seed=1)
    t.seat(0, gold=24, hand=("palace",), city=("fan.watermill",), character="bishop")
    state = t.turn_of("bishop")
    assert state.bank == 0
    state = cr.apply(state, cr.Action("take_gold", actor=0))
    state = cr.apply(state, cr.Action("end_turn", actor=0))
    assert (state.players[0].gold, state.bank) == (24, 0)
