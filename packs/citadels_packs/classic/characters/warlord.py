"""Warlord (rank 8): destroy one district paying its cost minus 1; red income.

Rules: characters.md §8.1, R8. Classic timing (R8.1, C-9.10): offered once gathering is
done and taking it ends the turn; with ``warlord_any_time`` any time, the turn going on.
Targets: any city including his own (faq:000-warlord-3) except a completed one
(faq:000-warlord-2), the living Bishop's (faq:000-warlord-1) and Keeps; the Great Wall
adds 1 (R8.3). Dragon Gate and University cost 5 (faq:000-university_dragon_gate-1).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    END_OF_TURN,
    CharacterCard,
    Destroy,
    GameState,
    Target,
    district_price,
    districts,
    rank8_cost,
    rank_of,
    surcharge,
)

card = CharacterCard("warlord")
DESTROY = card.name("destroy")


def destroy_price(state: GameState, seat: int, target: int, index: int) -> int:
    """What ``seat`` pays to destroy district ``index`` of ``target`` (cost - 1, + Great
    Wall)."""
    base = max(0, rank8_cost(state, target, index) - 1)
    return base + surcharge(state, seat, DESTROY, rank_of(state, card.id), target, index)


@card.ability(
    "destroy",
    targets=districts(),
    gold=district_price(destroy_price),
    timing=END_OF_TURN,
    per_turn=True,  # listed once per turn, each district priced first (district_price)
    redirects=True,  # fan Chen Yiru: aimed at one swapped player, the other's districts
)
def destroy(state: GameState, seat: int, t: Target) -> list[Any]:
    return [Destroy(t.seat, t.index, seat, DESTROY)]
