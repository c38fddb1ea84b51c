"""Marshal (rank 8): seize a district of effective cost 3 or less from another player's
city, paying its cost to that player; red income.

Rules: characters.md §8.3 and R8: never from a completed city, the living Bishop's city or
a Keep (R8.2, C-14.4); Great Wall +1 (R8.3); Dragon Gate/University never (cost 6,
faq:004-Q17); no name the Marshal already has (C-1.10; a Quarry helps only without
``quarry_no_ability_gains``). Timing R8.1: any time with ``marshal_any_time`` (on in
edition_2016), else at the end of the turn (C-9.10). Not a build (R8.7).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    END_OF_TURN,
    TARGET,
    Ability,
    CharacterCard,
    GameState,
    MoveDistrict,
    Target,
    districts,
    may_receive,
    rank8_cost,
    rank_of,
    selector_params,
    surcharge,
)

card = CharacterCard("marshal")
SEIZE = card.name("seize")
_reachable = districts(own=False)


def seize_cost(state: GameState, seat: int, t: Target) -> int:
    """What ``seat`` pays the owner: the effective cost, + Great Wall."""
    rank = rank_of(state, card.id)
    return rank8_cost(state, t.seat, t.index) + surcharge(state, seat, SEIZE, rank, t.seat, t.index)


@selector_params("target", "district")
def seizable(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Other players' districts the Marshal may take: cost <= 3, a name he lacks (a
    Quarry helps only without ``quarry_no_ability_gains``)."""
    strict = "quarry_no_ability_gains" in state.rules.variants
    mine = state.players[seat].built
    for t in _reachable(state, seat, ability):
        district = state.players[t.seat].city[t.index].card
        if rank8_cost(state, t.seat, t.index) > 3 or (strict and district in mine):
            continue
        if may_receive(state, seat, district):
            yield t


@card.ability(
    "seize",
    targets=seizable,
    gold=seize_cost,
    pay_to=TARGET,
    timing=END_OF_TURN,
    redirects=True,  # fan Chen Yiru: aimed at one swapped player, the other's districts
)
def seize(state: GameState, seat: int, t: Target) -> list[Any]:
    return [MoveDistrict(t.seat, t.index, ("city", seat), by=seat, ability=SEIZE)]
