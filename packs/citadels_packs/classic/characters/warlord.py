"""Warlord (rank 8): destroy one district paying its cost minus 1; red income.

Rules: characters.md §8.1, R8. Classic timing (R8.1, C-9.10): offered once gathering is
done and taking it ends the turn; with ``warlord_any_time`` any time, the turn going on.
Targets: any city including his own (faq:000-warlord-3) except a completed one
(faq:000-warlord-2), the living Bishop's (faq:000-warlord-1) and Keeps; the Great Wall
adds 1 (R8.3). Dragon Gate and University cost 5 (faq:000-university_dragon_gate-1).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    END_OF_TURN,
    Ability,
    CharacterCard,
    Destroy,
    GameState,
    Target,
    aimed_target,
    aims,
    district_target,
    districts,
    may_target,
    rank8_cost,
    rank_of,
    surcharge,
)

card = CharacterCard("warlord")
DESTROY = card.name("destroy")


def destroy_cost(state: GameState, seat: int, t: Target) -> int:
    """What ``seat`` pays to destroy that district (cost - 1, + Great Wall)."""
    base = max(0, rank8_cost(state, t.seat, t.index) - 1)
    return base + surcharge(state, seat, DESTROY, rank_of(state, card.id), t.seat, t.index)


def priced_destroys(
    state: GameState, seat: int, ability: Ability
) -> Iterator[tuple[tuple[tuple[str, Any], ...], int]]:
    """The targets of :func:`districts` that ``seat`` can afford, each with its
    :func:`destroy_cost`, as ``(params, price)`` in the selector's order: the per-turn
    listing of the ability. Each district is priced first and its protections
    (``citadels_may_target``) are asked only when the Warlord can pay for it: most
    districts cost more than he has once he has gathered."""
    rank = rank_of(state, card.id)
    gold = state.players[seat].gold
    walls = "target_surcharge" in state.rules.live
    players = state.players
    for aimed, reached in aims(state, seat, ability):  # fan Chen Yiru's swap (§1.4)
        if aimed != seat and reached == seat:
            continue
        for index in range(len(players[reached].city)):
            price = max(0, rank8_cost(state, reached, index) - 1)
            if walls:
                price += surcharge(state, seat, DESTROY, rank, reached, index)
            if price > gold or not may_target(state, seat, DESTROY, rank, reached, index):
                continue
            target = district_target(state, reached, index)
            yield (target if reached == aimed else aimed_target(target, aimed)).params, price


@card.ability(
    "destroy",
    targets=districts(),
    gold=destroy_cost,
    timing=END_OF_TURN,
    per_turn=True,
    priced=priced_destroys,
    redirects=True,  # fan Chen Yiru: aimed at one swapped player, the other's districts
)
def destroy(state: GameState, seat: int, t: Target) -> list[Any]:
    return [Destroy(t.seat, t.index, seat, DESTROY)]
