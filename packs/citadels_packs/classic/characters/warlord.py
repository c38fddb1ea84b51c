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
    BANK,
    Destroy,
    EndTurn,
    GameState,
    Use,
    ability,
    district_params,
    hookimpl,
    may_target,
    pay,
    rank8_cost,
    rank_of,
    surcharge,
    targeted,
    used,
)

ID = "warlord"
DESTROY = "warlord.destroy"


def destroy_cost(state: GameState, seat: int, target: int, index: int) -> int:
    """What ``seat`` pays to destroy that district (rank-8 cost - 1, + Great Wall)."""
    rank = rank_of(state, ID)
    base = max(0, rank8_cost(state, target, index) - 1)
    return base + surcharge(state, seat, DESTROY, rank, target, index)


def _any_time(state: GameState) -> bool:
    return "warlord_any_time" in state.rules.variants


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str) -> list[Any] | None:
    if character != ID or used(state, ID):
        return None
    assert state.turn is not None
    if not state.turn.gathered and not _any_time(state):
        return None
    rank = rank_of(state, ID)
    gold = state.players[seat].gold
    cards = state.rules.cards
    out = []
    for target, player in enumerate(state.players):
        for index, d in enumerate(player.city):
            if cards[d.card].cost + (1 if d.gold else 0) - 1 > gold:
                continue  # cheap lower bound first (effective cost - 1): the rest only adds
            if not may_target(state, seat, DESTROY, rank, target, index):
                continue
            if destroy_cost(state, seat, target, index) <= gold:
                params = district_params(state, target, index)
                out.append(ability(seat, DESTROY, target=target, **params))
    return out


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != DESTROY:
        return None
    seat = action.actor
    target, index = targeted(state, action)
    effects = [
        Use(ID),
        *pay(seat, BANK, destroy_cost(state, seat, target, index)),
        Destroy(target, index, seat, DESTROY),
    ]
    if not _any_time(state):
        effects.append(EndTurn())
    return effects
