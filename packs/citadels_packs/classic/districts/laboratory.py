"""Laboratory: once per turn, discard a card from your hand for 1 gold (classic card).

Rules: districts.md `laboratory`; the card is discarded under the deck (C-1.4).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    GameState,
    MoveCard,
    Transfer,
    Use,
    ability,
    hookimpl,
    owns,
    used,
)

ID = "laboratory"
DISCARD = "laboratory.discard"
GOLD = 1


@hookimpl
def citadels_turn_actions(state: GameState, seat: int) -> list[Any] | None:
    if not owns(state, seat, ID) or used(state, ID):
        return None
    hand = state.players[seat].hand
    return [ability(seat, DISCARD, card=c) for c in dict.fromkeys(hand)]


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != DISCARD:
        return None
    seat = action.actor
    card = action.params["card"]
    return [Use(ID), MoveCard(card, ("hand", seat), ("discard",)), Transfer(BANK, seat, GOLD)]
