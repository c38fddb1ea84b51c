"""Armory: during your turn, destroy the Armory to destroy one district of another
player's city (no payment).

Rules: districts.md `armory`. Not a rank-8 ability: the Bishop and the Keep do not
protect (faq:000-armory-1, -2), the Great Wall adds nothing and the Graveyard is not
triggered (AMBIGUOUS default); it asks ``citadels_may_target`` as a district's ability
(``rank=None``), which those rank-8 protections ignore (fan Yang Ruoxin refuses it,
faq:004-Q7). Dark City: not your own districts (faq:000-armory-3,
``armory_own_districts`` allows them) and completed cities are fair game
(faq:000-armory-4; ``armory_protect_completed`` protects them). No once-per-turn token:
using it destroys it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    Ability,
    Destroy,
    DistrictCard,
    GameState,
    Target,
    aims,
    district_refs,
    find_district,
    is_complete,
    may_target,
    selector_params,
)

card = DistrictCard("armory")
DESTROY = card.name("destroy")


@selector_params("target", "district")
def victims(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """The districts it may destroy, Bishop and Keep notwithstanding: other players'
    (with ``armory_own_districts`` its owner's too, the Armory aside); with
    ``armory_protect_completed``, none of a completed city. Aimed at one of two players
    whose number cards fan Chen Yiru swapped, the other's districts (``redirects``)."""
    variants = state.rules.variants
    for aimed, target in aims(state, seat, ability):  # fan Chen Yiru's swap (§1.4)
        player = state.players[target]
        if target == seat and "armory_own_districts" not in variants:
            continue
        if "armory_protect_completed" in variants and is_complete(state, target):
            continue
        for index, params in district_refs(state, target):
            if target == seat and player.city[index].card == card.id:
                continue
            if not may_target(state, seat, DESTROY, None, target, index):
                continue
            yield Target(seat=target, index=index, params=(("target", aimed), *params.items()))


@card.ability("destroy", targets=victims, once=False, redirects=True)
def destroy(state: GameState, seat: int, t: Target) -> list[Any]:
    armory = find_district(state, seat, card.id)
    index = t.index - 1 if t.seat == seat and t.index > armory else t.index  # it left first
    return [Destroy(seat, armory, seat, DESTROY), Destroy(t.seat, index, seat, DESTROY)]
