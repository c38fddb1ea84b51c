"""Jian Yuxin (rank 8, fan, R8): once, one district: exchange, take or give one with
another player (the cost difference settled between you), or destroy any district.

characters.md §8.4 (004 "自創8號角色"); rulings faq:004-Q17, Q42, Q43, Q61-Q64, Q69, Q70.
Actions (tests in ``tests/fanpack/test_fan_jian_yuxin.py``), each listed only when legal:
``fan.jian_yuxin.destroy target district``, ``.exchange target district own``, ``.take
target district``, ``.gift target own`` (``index``/``own_index`` tell differing copies
apart). The arithmetic is in :mod:`.jian_yuxin_rules`. Timing (R8.1): once gathered, and
using it ends the turn; with ``jian_yuxin_any_time`` at any time, the turn going on.
Protections (R8.2) are the targeting queries: completed cities, the Bishop, Keeps; the
Great Wall is the surcharge (R8.3).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Action,
    Destroy,
    EndTurn,
    ExchangeDistricts,
    GameState,
    MoveDistrict,
    Use,
    ability,
    district_refs,
    effective_cost,
    find_district,
    hookimpl,
    pay,
    rank_of,
    surcharge,
    targeted,
    used,
)

from .jian_yuxin_rules import (
    DESTROY,
    EXCHANGE,
    GIFT,
    ID,
    TAKE,
    affordable,
    destroy_payment,
    fits,
    may_give_into,
    may_use,
    transfer_payment,
)

ANY_TIME = "jian_yuxin_any_time"


def _own(state: GameState, seat: int, name: str) -> list[tuple[int, dict[str, Any], int, str]]:
    """Her districts that ``name`` may move out: (index, own params, cost, card)."""
    city = state.players[seat].city
    return [
        (i, {"own": p["district"], **({"own_index": i} if "index" in p else {})},
         effective_cost(state, seat, i), city[i].card)
        for i, p in district_refs(state, seat)
        if may_use(state, seat, name, seat, i)
    ]


def _actions(state: GameState, seat: int) -> list[Action]:
    out = [
        ability(seat, DESTROY, target=t, **p)
        for t in range(len(state.players))
        for i, p in district_refs(state, t)
        if may_use(state, seat, DESTROY, t, i)
        and affordable(state, seat, destroy_payment(state, seat, t, i))
    ]
    rank, gifts, swaps = rank_of(state, ID), _own(state, seat, GIFT), _own(state, seat, EXCHANGE)
    for t in (t for t in range(len(state.players)) if t != seat):
        for j, p in district_refs(state, t):
            y, card = effective_cost(state, t, j), state.players[t].city[j].card
            if may_use(state, seat, TAKE, t, j) and fits(state, seat, card):
                pay_ = transfer_payment(state, seat, t, 0, y, surcharge(state, seat, TAKE, rank, t, j))
                if affordable(state, seat, pay_):
                    out.append(ability(seat, TAKE, target=t, **p))
            if not may_use(state, seat, EXCHANGE, t, j):
                continue
            extra = surcharge(state, seat, EXCHANGE, rank, t, j)
            for i, own, x, given in swaps:
                if fits(state, seat, card, i) and fits(state, t, given, j) and affordable(
                    state, seat, transfer_payment(state, seat, t, x, y, extra)
                ):
                    out.append(ability(seat, EXCHANGE, target=t, **p, **own))
        if may_give_into(state, seat, t):
            out += [
                ability(seat, GIFT, target=t, **own)
                for _, own, x, given in gifts
                if fits(state, t, given)
                and affordable(state, seat, transfer_payment(state, seat, t, x, 0, 0))
            ]
    return out


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    turn = state.turn
    if character != ID or turn is None or used(state, ID):
        return None
    if not turn.gathered and ANY_TIME not in state.rules.variants:
        return None
    return _actions(state, seat)


@hookimpl
def citadels_ability(state: GameState, action: Action) -> list[Any] | None:
    name = action.params["name"]
    if name not in (DESTROY, EXCHANGE, TAKE, GIFT):
        return None
    seat, t, rank = action.actor, action.params["target"], rank_of(state, ID)
    if name != GIFT:
        t, j = targeted(state, action)
    if name in (EXCHANGE, GIFT):
        i = find_district(state, seat, action.params["own"], action.get("own_index"))
    if name == DESTROY:
        payer, payee, n = destroy_payment(state, seat, t, j)
        move: Any = Destroy(t, j, seat, DESTROY)
    elif name == TAKE:
        y, extra = effective_cost(state, t, j), surcharge(state, seat, TAKE, rank, t, j)
        payer, payee, n = transfer_payment(state, seat, t, 0, y, extra)
        move = MoveDistrict(t, j, ("city", seat), by=seat, ability=TAKE)
    elif name == GIFT:
        payer, payee, n = transfer_payment(state, seat, t, effective_cost(state, seat, i), 0, 0)
        move = MoveDistrict(seat, i, ("city", t), by=seat, ability=GIFT)
    else:
        x, y = effective_cost(state, seat, i), effective_cost(state, t, j)
        extra = surcharge(state, seat, EXCHANGE, rank, t, j)
        payer, payee, n = transfer_payment(state, seat, t, x, y, extra)
        move = ExchangeDistricts(seat, i, t, j, by=seat, ability=EXCHANGE)
    ends = [] if ANY_TIME in state.rules.variants else [EndTurn()]
    return [Use(ID), *pay(payer, payee, n), move, *ends]
