"""Smithy: once per turn, pay 2 gold to draw 3 district cards.

Rules: districts.md `smithy`. Offered only with 2 gold and cards left to draw.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    Draw,
    GameState,
    Transfer,
    Use,
    ability,
    hookimpl,
    owns,
    used,
)

ID = "smithy"
DRAW = "smithy.draw"


@hookimpl
def citadels_turn_actions(state: GameState, seat: int) -> list[Any] | None:
    if not owns(state, seat, ID) or used(state, ID):
        return None
    if state.players[seat].gold < 2 or not (state.deck or state.discard):
        return None
    return [ability(seat, DRAW)]


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != DRAW:
        return None
    seat = action.actor
    return [Use(ID), Transfer(seat, BANK, 2), Draw(seat, 3)]
