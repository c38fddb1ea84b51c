"""Artist (rank 9): beautify one or two of your districts, placing 1 of your gold on each.

Rules: characters.md §9.2 (faq:000-artist-1). A beautified district costs and scores 1
more (C-1.6; AMBIGUOUS for dark_city: the 2016 effect); each district once only. The gold
stays on the district (not in the stash); it goes to the bank if the district is
destroyed and moves with it when exchanged (C-1.5, AMBIGUOUS defaults).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    District,
    GameState,
    Transfer,
    Use,
    ability,
    district_refs,
    hookimpl,
    targeted,
    used,
)

ID = "artist"
BEAUTIFY = "artist.beautify"
SECOND = "artist.2"


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    if character != ID or used(state, SECOND) or state.players[seat].gold < 1:
        return None
    city = state.players[seat].city
    return [
        ability(seat, BEAUTIFY, **params)
        for i, params in district_refs(state, seat)
        if city[i].gold == 0
    ]


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != BEAUTIFY:
        return None
    seat = action.actor
    _, index = targeted(state, action)
    token = SECOND if used(state, ID) else ID
    return [Use(token), Transfer(seat, ("district", seat, index), 1)]


@hookimpl
def citadels_district_points(district: District, value: int) -> int | None:
    return value + 1 if district.gold else None
