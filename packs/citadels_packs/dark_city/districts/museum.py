"""Museum: once per turn, put a card from your hand face down under it; +1 point per card
under it at the end (districts.md `museum`). The cards travel with the Museum and are
discarded with it (faq:000-museum-2, -3); they never change a rank-8 cost
(faq:000-museum-1)."""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    GameState,
    MoveCard,
    ScoreLine,
    Use,
    ability,
    find_district,
    hookimpl,
    owns,
    used,
)

ID = "museum"
STORE = "museum.store"


@hookimpl
def citadels_turn_actions(state: GameState, seat: int) -> list[Any] | None:
    if not owns(state, seat, ID) or used(state, ID):
        return None
    return [ability(seat, STORE, card=c) for c in dict.fromkeys(state.players[seat].hand)]


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != STORE:
        return None
    seat = action.actor
    index = find_district(state, seat, ID)
    return [Use(ID), MoveCard(action.params["card"], ("hand", seat), ("under", seat, index))]


@hookimpl
def citadels_score_lines(state: GameState, seat: int) -> list[ScoreLine] | None:
    under = sum(len(d.cards) for d in state.players[seat].city if d.card == ID)
    return [ScoreLine(ID, under)] if owns(state, seat, ID) else None
