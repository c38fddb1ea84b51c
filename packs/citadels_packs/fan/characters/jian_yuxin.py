"""Jian Yuxin (rank 8, fan, R8): once, one district: exchange, take or give one with
another player (the cost difference settled between you), or destroy any district; red
income.

characters.md §8.4 (004 "自創8號角色"); rulings faq:004-Q17, Q42, Q43, Q61-Q64, Q69, Q70;
README ambiguities 12 and 28. Actions, each listed only when legal:
``fan.jian_yuxin.destroy target district``, ``.exchange target district own``, ``.take
target district``, ``.gift target own``. Timing (R8.1): once gathered, and using it ends
the turn; with ``jian_yuxin_any_time`` (on in fan) at any time, the turn going on.
Protections (R8.2) are the targeting queries (completed cities, the Bishop, Keeps, Yang
Ruoxin); the Great Wall is the surcharge (R8.3). Aimed at a player whose number card
Chen Yiru swapped, she chooses among the other player's districts (``target`` names the
player aimed at, ``district`` the district reached). A gift reaches the receiving city as a
whole: the queries are asked with ``index=None``.

Arithmetic (costs are rank-8 costs, R8.4-R8.6): destroy another's district: pay cost - 1
(+ Great Wall) to the bank; her own: gain cost + 1 (Dragon Gate/University: 7), less the
Great Wall's 1. Transfers: d = cost(Y) - cost(X) (X = 0 for a take, Y = 0 for a gift);
d > 0: she pays d (+ Great Wall); else they pay her floor(-d / 2), less the Great Wall's
1 (negative: she pays the excess); a short payer gives all they have (AMBIGUOUS default).
Transfers count ``rank8_exchange_cost`` (Dragon Gate/University at 8 with
``univ_dragon_value_8``, variants.md #42); a destroy keeps ``rank8_cost``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    BANK,
    END_OF_TURN,
    TARGET,
    Ability,
    Action,
    CharacterCard,
    Destroy,
    ExchangeDistricts,
    GameState,
    MoveDistrict,
    Target,
    district_refs,
    find_district,
    is_complete,
    may_affect,
    may_receive,
    may_target,
    pay,
    rank8_cost,
    rank8_exchange_cost,
    rank_of,
    redirected,
    selector_params,
    surcharge,
)

card = CharacterCard("fan.jian_yuxin")
DESTROY, EXCHANGE = card.name("destroy"), card.name("exchange")
TAKE, GIFT = card.name("take"), card.name("gift")
Payment = tuple[Any, Any, int]


def _rank(state: GameState) -> int:
    return rank_of(state, card.id)


def payment(state: GameState, seat: int, name: str, t: Target) -> Payment:
    """``(payer, payee, amount)`` of ability ``name`` on target ``t`` (``t.index``: the
    other's district, None for a gift; ``t.own``: hers, None for a destroy or take)."""
    target, index = t.seat, t.index
    extra = surcharge(state, seat, name, _rank(state), target, index)
    if name == DESTROY:
        cost = rank8_cost(state, target, index)
        if target != seat:
            return seat, BANK, max(0, cost - 1) + extra
        gain = cost + 1 - extra
        return (BANK, seat, gain) if gain >= 0 else (seat, BANK, -gain)
    x = 0 if t.own is None else rank8_exchange_cost(state, seat, t.own)
    y = 0 if index is None else rank8_exchange_cost(state, target, index)
    if y - x > 0:
        return seat, target, y - x + extra
    back = (x - y) // 2 - extra
    return (target, seat, back) if back >= 0 else (seat, target, -back)


def price(name: str) -> Any:
    """What she pays out of her stash for ``name`` (0 when she is paid)."""

    def of(state: GameState, seat: int, t: Target) -> int:
        payer, _, amount = payment(state, seat, name, t)
        return amount if payer == seat else 0

    return of


def settle(state: GameState, seat: int, name: str, t: Target) -> list[Any]:
    """What others (or the bank) pay her: all they have at most (AMBIGUOUS default)."""
    payer, payee, amount = payment(state, seat, name, t)
    if payer == seat:
        return []
    if payer != BANK:
        amount = min(amount, state.players[payer].gold)
    return pay(payer, payee, amount)


def _allowed(state: GameState, seat: int, name: str, target: int, index: int | None) -> bool:
    return may_target(state, seat, name, _rank(state), target, index)


def _own(state: GameState, seat: int, name: str) -> list[tuple[int, tuple[tuple[str, Any], ...]]]:
    """Her districts that ``name`` may move out, with the params naming them."""
    out = []
    for i, p in district_refs(state, seat):
        if _allowed(state, seat, name, seat, i):
            named = (("own", p["district"]), *((("own_index", i),) if "index" in p else ()))
            out.append((i, named))
    return out


def _aims(state: GameState, seat: int, name: str) -> Iterator[tuple[int, int]]:
    """Each player she may aim at and the one reached (``citadels_redirect``: Chen Yiru,
    §1.4 default -- aimed at one swapped player, she chooses among the other's
    districts); her own city is never redirected. A void aim (reaching her own seat:
    Chen Yiru's ``hospital_vs_chen_yiru``) is left out: it is never offered."""
    for aimed in range(len(state.players)):
        reached = aimed if aimed == seat else redirected(state, seat, name, _rank(state), aimed)
        if reached != seat or aimed == seat:
            yield aimed, reached


def _resolver(name: str) -> Any:
    """How an action of ``name`` names its target: ``target`` is the player aimed at,
    ``district`` one of the reached player's districts, ``own`` one of hers."""

    def resolve(state: GameState, action: Action) -> Target:
        seat, p = action.actor, action.params
        assert seat is not None
        reached = next(r for a, r in _aims(state, seat, name) if a == p["target"])
        index = own = None
        if "district" in p:
            index = find_district(state, reached, p["district"], p.get("index"))
        if "own" in p:
            own = find_district(state, seat, p["own"], p.get("own_index"))
        items = tuple((k, v) for k, v in p.items() if k != "name")
        return Target(reached, index, own=own, params=items)

    return resolve


@selector_params("target", "district")
def destroyable(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Any district, hers included, that R8.2 leaves open."""
    for aimed, target in _aims(state, seat, DESTROY):
        for j, p in district_refs(state, target):
            if _allowed(state, seat, DESTROY, target, j):
                yield Target(target, j, params=(("target", aimed), *p.items()))


@selector_params("target", "district")
def takeable(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Another player's district that may enter her city."""
    for aimed, target in _aims(state, seat, TAKE):
        if target == seat:
            continue
        city = state.players[target].city
        for j, p in district_refs(state, target):
            if _allowed(state, seat, TAKE, target, j) and may_receive(state, seat, city[j].card):
                yield Target(target, j, params=(("target", aimed), *p.items()))


@selector_params("target", "district", "own")
def swaps(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Each pair (their district, hers) that both cities may receive."""
    mine = state.players[seat].city
    own = _own(state, seat, EXCHANGE)
    for aimed, target in _aims(state, seat, EXCHANGE):
        if target == seat or not own:
            continue
        city = state.players[target].city
        for j, p in district_refs(state, target):
            if not _allowed(state, seat, EXCHANGE, target, j):
                continue
            for i, named in own:
                if may_receive(state, seat, city[j].card, i) and may_receive(
                    state, target, mine[i].card, j
                ):
                    yield Target(target, j, own=i, params=(("target", aimed), *p.items(), *named))


@selector_params("target", "own")
def gifts(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Each (player, her district) she may give: not into a completed city (AMBIGUOUS
    default, §8.4), an immune player's or the Bishop's."""
    mine = state.players[seat].city
    own = _own(state, seat, GIFT)
    for aimed, target in _aims(state, seat, GIFT):
        if target == seat or is_complete(state, target):
            continue
        if not may_affect(state, seat, GIFT, _rank(state), target, "city"):
            continue
        if not _allowed(state, seat, GIFT, target, None):
            continue
        for i, named in own:
            if may_receive(state, target, mine[i].card):
                yield Target(target, None, own=i, params=(("target", aimed), *named))


@card.ability(
    "destroy",
    targets=destroyable,
    gold=price(DESTROY),
    timing=END_OF_TURN,
    resolve=_resolver(DESTROY),
)
def destroy(state: GameState, seat: int, t: Target) -> list[Any]:
    return [*settle(state, seat, DESTROY, t), Destroy(t.seat, t.index, seat, DESTROY)]


@card.ability(
    "take",
    targets=takeable,
    gold=price(TAKE),
    pay_to=TARGET,
    timing=END_OF_TURN,
    resolve=_resolver(TAKE),
)
def take(state: GameState, seat: int, t: Target) -> list[Any]:
    move = MoveDistrict(t.seat, t.index, ("city", seat), by=seat, ability=TAKE)
    return [*settle(state, seat, TAKE, t), move]


@card.ability(
    "exchange",
    targets=swaps,
    gold=price(EXCHANGE),
    pay_to=TARGET,
    timing=END_OF_TURN,
    resolve=_resolver(EXCHANGE),
)
def exchange(state: GameState, seat: int, t: Target) -> list[Any]:
    swap = ExchangeDistricts(seat, t.own, t.seat, t.index, by=seat, ability=EXCHANGE)
    return [*settle(state, seat, EXCHANGE, t), swap]


@card.ability(
    "gift",
    targets=gifts,
    gold=price(GIFT),
    pay_to=TARGET,
    timing=END_OF_TURN,
    resolve=_resolver(GIFT),
)
def gift(state: GameState, seat: int, t: Target) -> list[Any]:
    move = MoveDistrict(seat, t.own, ("city", t.seat), by=seat, ability=GIFT)
    return [*settle(state, seat, GIFT, t), move]
