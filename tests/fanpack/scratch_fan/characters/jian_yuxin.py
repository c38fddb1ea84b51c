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

A gift reaches the receiving city as a whole: the queries are asked with ``index=None``
(the Bishop refuses it, the Great Wall surcharges it); her own Keep may be given away
(the Keep exempts its owner's ``exchange`` and ``gift`` abilities, faq:004-Q70).
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
    find_district,
    hookimpl,
    pay,
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
    fits,
    may_give_into,
    may_use,
    payment,
)

ANY_TIME = "jian_yuxin_any_time"


def _own(state: GameState, seat: int, name: str) -> list[tuple[int, dict[str, Any], str]]:
    """Her districts that ``name`` may move out: (index, action params, card)."""
    city = state.players[seat].city
    return [
        (i, {"own": p["district"], **({"own_index": i} if "index" in p else {})}, city[i].card)
        for i, p in district_refs(state, seat)
        if may_use(state, seat, name, seat, i)
    ]


def _actions(state: GameState, seat: int) -> list[Action]:
    def ok(name: str, t: int, j: int | None, i: int | None = None) -> bool:
        return affordable(state, seat, payment(state, seat, name, t, j, i))

    seats = range(len(state.players))
    out = [
        ability(seat, DESTROY, target=t, **p)
        for t in seats
        for j, p in district_refs(state, t)
        if may_use(state, seat, DESTROY, t, j) and ok(DESTROY, t, j)
    ]
    gifts, swaps = _own(state, seat, GIFT), _own(state, seat, EXCHANGE)
    for t in (t for t in seats if t != seat):
        for j, p in district_refs(state, t):
            card = state.players[t].city[j].card
            if may_use(state, seat, TAKE, t, j) and fits(state, seat, card) and ok(TAKE, t, j):
                out.append(ability(seat, TAKE, target=t, **p))
            if may_use(state, seat, EXCHANGE, t, j):
                out += [
                    ability(seat, EXCHANGE, target=t, **p, **own)
                    for i, own, given in swaps
                    if fits(state, seat, card, i)
                    and fits(state, t, given, j)
                    and ok(EXCHANGE, t, j, i)
                ]
        if may_give_into(state, seat, t):
            out += [
                ability(seat, GIFT, target=t, **own)
                for i, own, given in gifts
                if fits(state, t, given) and ok(GIFT, t, None, i)
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
    name, seat = action.params["name"], action.actor
    if name not in (DESTROY, EXCHANGE, TAKE, GIFT):
        return None
    assert seat is not None  # an ability's actor is a seat (Action.actor is Optional)
    t, j = (action.params["target"], None) if name == GIFT else targeted(state, action)
    i = None
    if name in (EXCHANGE, GIFT):
        i = find_district(state, seat, action.params["own"], action.get("own_index"))
    payer, payee, n = payment(state, seat, name, t, j, i)
    if name == DESTROY and j is not None:
        move: Any = Destroy(t, j, seat, DESTROY)
    elif name == TAKE and j is not None:
        move = MoveDistrict(t, j, ("city", seat), by=seat, ability=TAKE)
    elif name == GIFT and i is not None:
        move = MoveDistrict(seat, i, ("city", t), by=seat, ability=GIFT)
    else:
        assert i is not None and j is not None
        move = ExchangeDistricts(seat, i, t, j, by=seat, ability=EXCHANGE)
    ends = [] if ANY_TIME in state.rules.variants else [EndTurn()]
    return [Use(ID), *pay(payer, payee, n), move, *ends]
