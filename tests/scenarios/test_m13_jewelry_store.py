"""Milestone 13 item 4: the fan Jewelry Store and a poor character-naming Magician.

districts.md ``fan.jewelry_store`` (README ambiguity 40: a Magician with less than 2 gold
cannot choose you). Under ``magician_targets_character`` (on in fan) the Magician names a
character: the name is offered whoever holds it (the holder is hidden), and the illegal
choice resolves at use as "no effect" (no exchange, no payment, the ability used).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import citadels_rules as cr
from citadels_rules.testing import Table

TableFactory = Callable[..., Table]
JEWELRY = "fan.jewelry_store"


def use(state: cr.GameState, name: str, **params: Any) -> cr.GameState:
    seat = state.current_player
    assert seat is not None
    return cr.apply(state, cr.Action("ability", actor=seat, name=name, **params))


def jewelry(table: TableFactory, gold: int) -> cr.GameState:
    """Seat 0 the Magician with ``gold``; seat 1 the King, owner of a Jewelry Store."""
    t = table(players=4, preset="fan", seed=1)
    t.seat(0, gold=gold, hand=("temple",), character="magician")
    t.seat(1, gold=0, hand=("castle",), city=(JEWELRY,), character="king")
    return t.turn_of("magician")


def swaps(state: cr.GameState) -> set[Any]:
    return {
        a.params.get("character")
        for a in cr.legal_actions(state)
        if a.kind == "ability" and a.params["name"] == "magician.swap"
    }


def test_fan_jewelry_store_ambiguity_40_poor_magician_naming_owner_has_no_effect(
    table: TableFactory,
) -> None:
    """``fan.jewelry_store``, README ambiguity 40, under ``magician_targets_character``:
    the King (held by the Jewelry Store's owner) is offered to a Magician with 1 gold --
    refusing it would show who holds it -- and naming it exchanges nothing, pays nothing
    and uses the ability."""
    state = jewelry(table, gold=1)
    assert "king" in swaps(state)
    after = use(state, "magician.swap", character="king")
    assert after.players[0].hand == ("temple",) and after.players[1].hand == ("castle",)
    assert (after.players[0].gold, after.players[1].gold) == (1, 0)
    assert not swaps(after)  # the ability is used


def test_fan_jewelry_store_character_named_magician_with_2_gold_pays_the_owner(
    table: TableFactory,
) -> None:
    """``fan.jewelry_store``: "a Magician who exchanges hands with you must give you 2
    gold" -- also when it names the owner's character and can pay."""
    after = use(jewelry(table, gold=3), "magician.swap", character="king")
    assert after.players[0].hand == ("castle",) and after.players[1].hand == ("temple",)
    assert (after.players[0].gold, after.players[1].gold) == (1, 2)
