"""Thieves' Den: you may pay any part of its price with cards from your hand, 1 card for
1 gold; the cards are discarded.

Rules: districts.md `thieves_den`. The action is ``build card=thieves_den pay_cards=<n>``
(n >= 1 cards; the gold-only build is the plain ``build``), then the builder ``choose``s
the n cards one at a time (``thieves_den.pay``, a secret answer): naming the number in
the action and the cards one by one gives every choice a stable action id. The price is
the Factory's first (C-1.6), the gold part the rest; the paid cards lie aside until the
build has resolved, then are discarded (C-1.4). The public token ``thieves_den.paid``
holds ``(builder, n)`` meanwhile.

A Magistrate who confiscates it refunds the gold part only (the build's paid amount,
R16 Thieves' Den); with ``thieves_den_refund_cards`` the cards come back too: when the
den, just built, leaves its builder's city (the confiscation's ``MoveDistrict``), the
cards still aside return to the builder's hand. Plain hooks for the build: the den being
built is in a hand, not in a city.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Action,
    Ask,
    Build,
    Decision,
    DistrictCard,
    GameState,
    LogEntry,
    MoveCard,
    MoveDistrict,
    Redeal,
    SetToken,
    build_counts,
    build_price,
)

ID = "thieves_den"
card = DistrictCard(ID)
card.builds_with("pay_cards")
PAY = card.name("pay")
TOKEN = card.name("paid")


@card.hook
def citadels_build_ways(state: GameState, seat: int, card: str) -> list[Any] | None:
    if card == ID:
        p = state.players[seat]
        price = build_price(state, seat, ID)
        most = min(price, len(p.hand) - 1)
        return [(("pay_cards", n),) for n in range(1, most + 1) if p.gold >= price - n]
    return None


@card.hook
def citadels_build_way(state: GameState, action: Action) -> list[Any] | None:
    p = action.params
    if p["card"] == ID and "pay_cards" in p:
        seat = int(action.actor or 0)
        return [SetToken(TOKEN, (seat, p["pay_cards"])), _ask(state, seat, ())]
    return None


def _ask(state: GameState, seat: int, chosen: tuple[str, ...], picked: str = "") -> Ask:
    """Ask for the next card: the hand but the den (and ``picked``, still in it)."""
    hand = list(state.players[seat].hand)
    for c in (ID, picked) if picked else (ID,):
        hand.remove(c)
    return Ask(Decision(seat, PAY, tuple(dict.fromkeys(hand)), data=chosen))


@card.answer("pay", secret=True)
def pay(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, picked = decision.seat, action.params["option"]
    chosen = (*decision.data, picked)
    aside = MoveCard(picked, ("hand", seat), ("aside",))
    if len(chosen) < state.token(TOKEN)[1]:
        return [aside, _ask(state, seat, chosen, picked)]
    gold = build_price(state, seat, ID) - len(chosen)
    return [
        aside,
        Build(seat, ID, gold, build_counts(state, seat, ID)),
        *(MoveCard(c, ("aside",), ("discard",), if_present=True) for c in chosen),
        SetToken(TOKEN, None),
    ]


@card.redeal("pay")
def pay_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The cards chosen so far lie aside; the options are the rest of the hand, which
    holds the den (its build is public)."""
    if decision.seat == seat:
        return Redeal(decision, ((("aside",), decision.data),))
    builder = decision.seat
    hand = list(state.players[builder].hand)
    if ID in hand:
        hand.remove(ID)
    else:
        hand = hand[1:]  # its place takes the den
    ask = Decision(builder, PAY, tuple(dict.fromkeys(hand)), data=state.aside)
    return Redeal(ask, ((("hand", builder), (*hand, ID)),))


@card.on_effect(MoveDistrict)
def refund(state: GameState, event: LogEntry) -> list[Any] | None:
    """``thieves_den_refund_cards``: the den just built and confiscated gives back the
    cards paid for it."""
    paid = state.token(TOKEN)
    if paid is None or event.card != ID or event.seat != paid[0]:
        return None
    if "thieves_den_refund_cards" not in state.rules.variants:
        return None
    seat, n = paid
    back = state.aside[len(state.aside) - n :]
    return [MoveCard(c, ("aside",), ("hand", seat)) for c in back]
