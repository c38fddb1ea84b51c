"""Diplomat (rank 8): exchange one district of your city with one of another player's
city, paying the difference in cost to that player; red income.

Rules: characters.md §8.2 and R8. Dark City timing: at the end of the turn (R8.1,
C-9.10; ``diplomat_any_time`` for any time). Not from a completed city (faq:000-diplomat-4)
but from one's own completed city yes (faq:000-diplomat-3); not with the Bishop
(faq:000-bishop-1); not another's Keep (faq:000-keep-1); Great Wall +1
(faq:000-great_wall-1); Dragon Gate/University count 6 (faq:000-university_dragon_gate-2;
8 with ``univ_dragon_value_8``, ``rank8_exchange_cost``);
no duplicates unless a Quarry allows them (faq:000-diplomat-1, -2); a Museum keeps its
cards (faq:000-museum-1, -3).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    END_OF_TURN,
    TARGET,
    Ability,
    CharacterCard,
    ExchangeDistricts,
    GameState,
    Target,
    aims,
    district_params,
    district_refs,
    may_receive,
    may_target,
    rank8_exchange_cost,
    rank_of,
    selector_params,
    surcharge,
)

card = CharacterCard("diplomat")
EXCHANGE = card.name("exchange")


def exchange_cost(state: GameState, seat: int, t: Target) -> int:
    """What ``seat`` pays ``t.seat`` to swap its district ``t.own`` for ``t.index``."""
    rank = rank_of(state, card.id)
    difference = rank8_exchange_cost(state, t.seat, t.index) - rank8_exchange_cost(
        state, seat, t.own
    )
    return max(0, difference) + surcharge(state, seat, EXCHANGE, rank, t.seat, t.index)


@selector_params("target", "district", "own")
def pairs(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Each exchange ``seat`` may make and afford: another's district (``target``,
    ``district``) for one of its own (``own``). Cheap tests first: costs against the
    dearest own district, protections, the price, then duplicates."""
    rank = rank_of(state, card.id)
    gold = state.players[seat].gold
    mine = state.players[seat].city
    own = [
        (i, rank8_exchange_cost(state, seat, i), _named(params, "own", "own_index"))
        for i, params in district_refs(state, seat)
        if may_target(state, seat, EXCHANGE, rank, seat, i)
    ]
    if not own:
        return
    dearest = max(cost for _, cost, _ in own)
    for aimed, target in aims(state, seat, ability):  # fan Chen Yiru's swap (§1.4)
        if aimed == seat or target == seat:
            continue
        for index, params in district_refs(state, target):
            taken_cost = rank8_exchange_cost(state, target, index)
            if taken_cost - dearest > gold:
                continue  # no exchange for this district is affordable
            if not may_target(state, seat, EXCHANGE, rank, target, index):
                continue
            extra_cost = surcharge(state, seat, EXCHANGE, rank, target, index)
            taken = state.players[target].city[index].card
            named = (("target", aimed), *_named(params, "district", "index"))
            for own_index, own_cost, own_named in own:
                if max(0, taken_cost - own_cost) + extra_cost > gold:
                    continue
                if not may_receive(state, seat, taken, own_index):
                    continue
                if may_receive(state, target, mine[own_index].card, index):
                    yield Target(target, index, own=own_index, params=(*named, *own_named))


def priced_pairs(
    state: GameState, seat: int, ability: Ability
) -> Iterator[tuple[tuple[tuple[str, Any], ...], int]]:
    """:func:`pairs` with each pair's :func:`exchange_cost`, as ``(params, price)``: the
    same pairs in the same order, with every cost, protection and surcharge worked out
    once per district instead of once per pair (the per-turn listing of the ability).

    A district of another city at ``taken_cost`` plus ``extra_cost`` (its surcharge,
    which no exchange avoids) is affordable for exactly the own districts costing at
    least ``taken_cost + extra_cost - gold``: those are listed once per such floor (in
    city order), so that only the pairs kept are gone through."""
    rank = rank_of(state, card.id)
    players = state.players
    me = players[seat]
    gold = me.gold
    mine = me.city
    my_built = me.built
    own = [
        (i, rank8_exchange_cost(state, seat, i), _named(params, "own", "own_index"), mine[i].card)
        for i, params in district_refs(state, seat)
        if may_target(state, seat, EXCHANGE, rank, seat, i)
    ]
    if not own:
        return
    dearest = max(o[1] for o in own)
    # Own districts costing at least a floor, by floor (the floors met are few).
    by_floor: dict[int, list[tuple[int, int, tuple[tuple[str, Any], ...], str]]] = {}
    # may_receive(state, seat, card, own_index) for a card already in the city, by
    # (card, own_index): the same card may be taken from several cities.
    receives: dict[tuple[str, int], bool] = {}
    for aimed, target in aims(state, seat, ability):  # fan Chen Yiru's swap (§1.4)
        if aimed == seat or target == seat:
            continue
        their = players[target]
        their_built = their.built
        their_city = their.city
        unique = len(their_built) == len(their_city)  # no two copies: named by id alone
        for index in range(len(their_city)):
            taken_cost = rank8_exchange_cost(state, target, index)
            if taken_cost - dearest > gold:
                continue  # no exchange for this district is affordable
            extra_cost = surcharge(state, seat, EXCHANGE, rank, target, index)
            if extra_cost > gold or not may_target(state, seat, EXCHANGE, rank, target, index):
                continue  # (the surcharge is paid whatever is given for it)
            taken = their_city[index].card
            if unique:
                named: tuple[tuple[str, Any], ...] = (("target", aimed), ("district", taken))
            else:
                params = district_params(state, target, index)
                named = (("target", aimed), *_named(params, "district", "index"))
            floor = taken_cost + extra_cost - gold
            affordable = by_floor.get(floor)
            if affordable is None:
                affordable = by_floor[floor] = [o for o in own if o[1] >= floor]
            check_mine = taken in my_built  # else no duplicate is possible: may_receive
            for own_index, own_cost, own_named, own_card in affordable:
                if check_mine:
                    ok = receives.get((taken, own_index))
                    if ok is None:
                        ok = receives[taken, own_index] = may_receive(state, seat, taken, own_index)
                    if not ok:
                        continue
                if own_card not in their_built or may_receive(state, target, own_card, index):
                    yield (*named, *own_named), max(0, taken_cost - own_cost) + extra_cost


def _named(params: dict[str, Any], name: str, index: str) -> tuple[tuple[str, Any], ...]:
    """A district's action params (:func:`district_refs`) under the names ``name`` and
    ``index``."""
    out = ((name, params["district"]),)
    return (*out, (index, params["index"])) if "index" in params else out


@card.ability(
    "exchange",
    targets=pairs,
    gold=exchange_cost,
    pay_to=TARGET,
    timing=END_OF_TURN,
    per_turn=True,  # the pairs are listed once per turn (until a city changes)
    priced=priced_pairs,
    redirects=True,  # fan Chen Yiru: aimed at one swapped player, the other's districts
)
def exchange(state: GameState, seat: int, t: Target) -> list[Any]:
    return [ExchangeDistricts(seat, t.own, t.seat, t.index, by=seat, ability=EXCHANGE)]
