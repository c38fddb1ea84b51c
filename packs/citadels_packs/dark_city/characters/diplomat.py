"""Diplomat (rank 8): exchange one district of your city with one of another player's
city, paying the difference in cost to that player; red income.

Rules: characters.md §8.2 and R8. Dark City timing: at the end of the turn (R8.1,
C-9.10; ``diplomat_any_time`` for any time). Not from a completed city (faq:000-diplomat-4)
but from one's own completed city yes (faq:000-diplomat-3); not with the Bishop
(faq:000-bishop-1); not another's Keep (faq:000-keep-1); Great Wall +1
(faq:000-great_wall-1); Dragon Gate/University count 6 (faq:000-university_dragon_gate-2);
no duplicates unless a Quarry allows them (faq:000-diplomat-1, -2); a Museum keeps its
cards (faq:000-museum-1, -3).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    EndTurn,
    ExchangeDistricts,
    GameState,
    Use,
    ability,
    district_refs,
    find_district,
    hookimpl,
    may_target,
    pay,
    rank8_cost,
    rank_of,
    surcharge,
    targeted,
    used,
)

ID = "diplomat"
EXCHANGE = "diplomat.exchange"


def exchange_cost(state: GameState, seat: int, own: int, target: int, index: int) -> int:
    """What ``seat`` pays ``target`` to swap district ``own`` for district ``index``."""
    rank = rank_of(state, ID)
    difference = rank8_cost(state, target, index) - rank8_cost(state, seat, own)
    return max(0, difference) + surcharge(state, seat, EXCHANGE, rank, target, index)


def _fits(state: GameState, seat: int, card: str, leaving: int) -> bool:
    """Whether ``card`` may enter ``seat``'s city when district ``leaving`` leaves it:
    duplicates are judged on the city after the exchange (a Quarry given away no longer
    helps; a duplicate given away frees the Quarry's one place)."""
    p = state.players[seat]
    rest = p.city[:leaving] + p.city[leaving + 1 :]
    if not any(d.card == card for d in rest):
        return True
    players = list(state.players)
    players[seat] = p.but(city=rest)
    after = state.but(players=tuple(players))
    return state.rules.hooks.may_duplicate(after, seat, card) is True


def _any_time(state: GameState) -> bool:
    return "diplomat_any_time" in state.rules.variants


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    turn = state.turn
    if character != ID or turn is None or used(state, ID):
        return None
    if not turn.gathered and not _any_time(state):
        return None
    rank = rank_of(state, ID)
    gold = state.players[seat].gold
    own = [
        (i, params, rank8_cost(state, seat, i))
        for i, params in district_refs(state, seat)
        if may_target(state, seat, EXCHANGE, rank, seat, i)
    ]
    if not own:
        return None
    dearest = max(cost for _, _, cost in own)
    out = []
    for target in range(len(state.players)):
        if target == seat:
            continue
        for index, params in district_refs(state, target):
            taken_cost = rank8_cost(state, target, index)
            if taken_cost - dearest > gold:
                continue  # cheap test first: no exchange for this district is affordable
            if not may_target(state, seat, EXCHANGE, rank, target, index):
                continue
            extra_cost = surcharge(state, seat, EXCHANGE, rank, target, index)
            taken = state.players[target].city[index].card
            for own_index, own_params, own_cost in own:
                if max(0, taken_cost - own_cost) + extra_cost > gold:
                    continue
                given = state.players[seat].city[own_index].card
                if not _fits(state, seat, taken, own_index):
                    continue
                if not _fits(state, target, given, index):
                    continue
                extra = {"own_index": own_index} if "index" in own_params else {}
                out.append(ability(seat, EXCHANGE, target=target, own=given, **params, **extra))
    return out


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != EXCHANGE:
        return None
    seat = action.actor
    target, index = targeted(state, action)
    own = find_district(state, seat, action.params["own"], action.get("own_index"))
    effects: list[Any] = [
        Use(ID),
        *pay(seat, target, exchange_cost(state, seat, own, target, index)),
        ExchangeDistricts(seat, own, target, index, by=seat, ability=EXCHANGE),
    ]
    if not _any_time(state):
        effects.append(EndTurn())
    return effects
