"""Armory: during your turn, destroy the Armory to destroy one district of another
player's city (no payment).

Rules: districts.md `armory`. Not a rank-8 ability: the Bishop and the Keep do not
protect (faq:000-armory-1, -2), the Great Wall adds nothing and the Graveyard is not
triggered (AMBIGUOUS default). Dark City: not your own districts (faq:000-armory-3,
``armory_own_districts`` allows them) and completed cities are fair game
(faq:000-armory-4; ``armory_protect_completed`` protects them).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Destroy,
    GameState,
    ability,
    district_refs,
    find_district,
    hookimpl,
    is_complete,
    owns,
    targeted,
)

ID = "armory"
DESTROY = "armory.destroy"


@hookimpl
def citadels_turn_actions(state: GameState, seat: int) -> list[Any] | None:
    if not owns(state, seat, ID):
        return None
    variants = state.rules.variants
    out = []
    for target in range(len(state.players)):
        if target == seat and "armory_own_districts" not in variants:
            continue
        if "armory_protect_completed" in variants and is_complete(state, target):
            continue
        city = state.players[target].city
        for index, params in district_refs(state, target):
            if target == seat and city[index].card == ID:
                continue
            out.append(ability(seat, DESTROY, target=target, **params))
    return out


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != DESTROY:
        return None
    seat = action.actor
    target, index = targeted(state, action)
    armory = find_district(state, seat, ID)
    if target == seat and index > armory:
        index -= 1  # the Armory leaves the city first
    return [Destroy(seat, armory, seat, DESTROY), Destroy(target, index, seat, DESTROY)]
