"""Jian Yuxin's arithmetic and checks (characters.md §8.4, R8), apart from her plugin.

Costs are rank-8 costs (:func:`rank8_cost`: the effective cost, C-1.6, R8.6; Dragon
Gate/University 6, R8.4). A payment is ``(payer, payee, amount)`` with ``amount >= 0``:
what a legal action moves.
"""

from __future__ import annotations

from citadels_rules.pack_api import (
    BANK,
    GameState,
    is_complete,
    may_affect,
    may_receive,
    may_target,
    rank8_cost,
    rank_of,
    surcharge,
)

ID = "fan.jian_yuxin"
DESTROY, EXCHANGE = "fan.jian_yuxin.destroy", "fan.jian_yuxin.exchange"
TAKE, GIFT = "fan.jian_yuxin.take", "fan.jian_yuxin.gift"
Payment = tuple[int | str, int | str, int]


def destroy_payment(state: GameState, seat: int, target: int, index: int) -> Payment:
    """Another's district: pay cost - 1 (+ Great Wall) to the bank. Her own: gain cost + 1
    from the bank, less the Great Wall's 1 (AMBIGUOUS: R8.3 read as for a gift)."""
    extra = surcharge(state, seat, DESTROY, rank_of(state, ID), target, index)
    cost = rank8_cost(state, target, index)
    if target != seat:
        return seat, BANK, max(0, cost - 1) + extra
    gain = cost + 1 - extra
    return (BANK, seat, gain) if gain >= 0 else (seat, BANK, -gain)


def transfer_payment(seat: int, target: int, x: int, y: int, extra: int) -> Payment:
    """d = cost(Y) - cost(X): d > 0, she pays d (+ Great Wall) to ``target``; else they pay
    her floor(-d / 2), less the Great Wall's 1 (negative: she pays the excess, R8.3).
    ``x``/``y`` are the costs (0 for a take's X or a gift's Y); a short payer gives all
    they have (the Transfer moves at most that)."""
    d = y - x
    if d > 0:
        return seat, target, d + extra
    back = -d // 2 - extra
    return (target, seat, back) if back >= 0 else (seat, target, -back)


def payment(
    state: GameState, seat: int, name: str, target: int, index: int | None, own: int | None
) -> Payment:
    """What ability ``name`` moves: district ``index`` of ``target`` (None for a gift),
    her district ``own`` (None for a destroy or a take). The Great Wall surcharges the
    district taken, never the one she gives (R8.3)."""
    if name == DESTROY:
        assert index is not None
        return destroy_payment(state, seat, target, index)
    x = 0 if own is None else rank8_cost(state, seat, own)
    extra = surcharge(state, seat, name, rank_of(state, ID), target, index)
    y = 0 if index is None else rank8_cost(state, target, index)
    return transfer_payment(seat, target, x, y, extra)


def affordable(state: GameState, seat: int, owed: Payment) -> bool:
    """She can pay what she must (R8.6); what others owe her is capped, never refused."""
    payer, _, amount = owed
    return payer != seat or amount <= state.players[seat].gold


def fits(state: GameState, seat: int, card: str, leaving: int | None = None) -> bool:
    """Whether ``card`` may enter ``seat``'s city while district ``leaving`` leaves it (as
    the Diplomat: duplicates judged on the city after the move, faq:004-Q61, Q62)."""
    return may_receive(state, seat, card, leaving)


def may_give_into(state: GameState, seat: int, target: int) -> bool:
    """Whether a gift may enter ``target``'s city: not a completed one (AMBIGUOUS default,
    §8.4), not an immune player's, not the Bishop's (``citadels_may_target`` asked for
    the city as a whole: ``index=None``)."""
    rank = rank_of(state, ID)
    return (
        not is_complete(state, target)
        and may_affect(state, seat, GIFT, rank, target, "city")
        and may_target(state, seat, GIFT, rank, target, None)
    )


def may_use(state: GameState, seat: int, name: str, target: int, index: int) -> bool:
    """R8.2 for district ``index`` of ``target``'s city (completed city, Bishop, Keep)."""
    return may_target(state, seat, name, rank_of(state, ID), target, index)
