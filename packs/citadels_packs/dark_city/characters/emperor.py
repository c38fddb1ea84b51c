"""Emperor (rank 4): you must give the crown to another player, who gives you 1 gold or
1 district card of their choice; yellow income.

Rules: characters.md §4.2 (Dark City version: the recipient chooses, faq:000-emperor-1).
Not to yourself nor to the current holder; with no possible recipient the crown stays and
nothing is paid (AMBIGUOUS default). Killed: the crown stays (faq:000-emperor-2). Never a
face-up removal (C-4.4). Bewitched: the Witch gives it and is paid (faq:004-Q47). With
``emperor_killed_moves_crown`` (R16; faq:004-Q58) a killed Emperor's holder gives the
crown at the end of the round, to the same recipients, and receives nothing (C-12.3): a
plain hook, as the round's end concerns no one in particular.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    Ability,
    Action,
    Ask,
    CharacterCard,
    Decision,
    GameState,
    GiveCrown,
    MoveCard,
    Redeal,
    Target,
    Transfer,
    aims,
    is_killed,
    may_affect,
    rank_of,
    selector_params,
    used,
)

card = CharacterCard("emperor")
PAYMENT, CARD, RECEIVER = card.name("payment"), card.name("card"), card.name("receiver")
CROWN = card.name("crown")


@selector_params("target")
def recipients(state: GameState, seat: int, ability: Ability | None = None) -> Iterator[Target]:
    """Every player but the Emperor and the crown's holder; aimed at one of two players
    whose number cards fan Chen Yiru swapped, the crown reaches the other (§1.4), who
    must not be either."""
    for aimed, t in aims(state, seat, ability):
        if aimed != seat and t not in (seat, state.crown):
            yield Target(seat=t, params=(("target", aimed),))


@card.bound
def citadels_may_discard_face_up() -> bool:
    return False


def payment_options(state: GameState, emperor: int, payer: int) -> tuple[str, ...]:
    """What ``payer`` can pay the Emperor's seat ``emperor`` with: ``"card"``, ``"gold"``
    (C-17.3), each only if the ability may reach it (``citadels_may_affect``: a fan Yang
    Ruoxin recipient pays nothing, §4.2 AMBIGUOUS default)."""
    p, rank = state.players[payer], rank_of(state, card.id)
    card_ok = p.hand and may_affect(state, emperor, CROWN, rank, payer, "hand")
    gold_ok = p.gold and may_affect(state, emperor, CROWN, rank, payer, "gold")
    return (("card",) if card_ok else ()) + (("gold",) if gold_ok else ())


@card.ability("crown", targets=recipients, redirects=True)
def crown(state: GameState, seat: int, t: Target) -> list[Any]:
    options = payment_options(state, seat, t.seat)
    payment = [Ask(Decision(t.seat, PAYMENT, options, data=(seat,)))] if options else []
    return [GiveCrown(t.seat), *payment]


@card.hook
def citadels_round_end(state: GameState) -> list[Any] | None:
    seat = state.holder(card.id)
    if seat is None or "emperor_killed_moves_crown" not in state.rules.variants:
        return None
    options = tuple(t.seat for t in recipients(state, seat)) if is_killed(state, card.id) else ()
    return [Ask(Decision(seat, RECEIVER, options))] if options else None


@card.answer("receiver")
def receiver(state: GameState, decision: Decision, action: Action) -> list[Any]:
    return [GiveCrown(action.params["option"])]


@card.redeal("receiver")
def receiver_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """Another seat's view hides the options of a killed Emperor's holder moving the
    crown at the round's end: every player but that seat and the crown's holder, both
    public. Without it a bot's sampled world held a decision with no option (found by
    benchmarks/soak_lineups.py)."""
    if decision.seat == seat:
        return Redeal(decision)
    options = tuple(t.seat for t in recipients(state, decision.seat))
    return Redeal(Decision(decision.seat, RECEIVER, options))


@card.bound
def citadels_may_end_turn(state: GameState, seat: int) -> bool | None:
    if not used(state, card.id) and any(recipients(state, seat)):
        return False  # the crown must be given before the turn ends (C-17.6)
    return None


@card.answer("payment")
def payment(state: GameState, decision: Decision, action: Action) -> list[Any]:
    payer, (emperor,) = decision.seat, decision.data
    if action.params["option"] == "gold":
        return [Transfer(payer, emperor, 1)]
    hand = tuple(dict.fromkeys(state.players[payer].hand))
    return [Ask(Decision(payer, CARD, hand, data=(emperor,)))]


@card.answer("card")
def give_card(state: GameState, decision: Decision, action: Action) -> list[Any]:
    (emperor,) = decision.data
    return [MoveCard(action.params["option"], ("hand", decision.seat), ("hand", emperor))]


@card.redeal("payment")
def payment_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The payer's options follow from its hand and gold; the Emperor's seat is the
    seat taking the turn."""
    if decision.seat == seat:
        return Redeal(decision)
    emperor = emperor_seat(state)
    options = payment_options(state, emperor, decision.seat)
    return Redeal(Decision(decision.seat, PAYMENT, options, data=(emperor,)))


@card.redeal("card")
def card_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision)
    hand = tuple(dict.fromkeys(state.players[decision.seat].hand))
    return Redeal(Decision(decision.seat, CARD, hand, data=(emperor_seat(state),)))


def emperor_seat(state: GameState) -> int:
    """The seat the crown's receiver pays: the seat taking the turn."""
    turn = state.turn
    if turn is not None:
        return turn.seat
    holder = state.holder(card.id)
    return holder if holder is not None else state.crown
