"""Thieves' Den: you may pay any part of its price with cards from your hand, 1 card for
1 gold; the cards are discarded.

Rules: districts.md `thieves_den`. The action names the cards paid (API.md):
``build card=thieves_den pay_cards=<card ids>``, a sorted tuple of 1 .. price cards of
the hand (the den itself aside), one action per distinct multiset whose remaining gold
price the builder can pay; the gold-only build is the plain ``build``. The price is the
Factory's first (C-1.6), the gold part the rest; the paid cards lie aside until the
build has resolved, then are discarded (C-1.4). The public token ``thieves_den.paid``
holds ``(builder, n)`` meanwhile.

The spec does not say whether the paid cards are shown: they are named in the (public)
build action, as paying with them is done face up at the table, so they are revealed.

A Magistrate who confiscates it refunds the gold part only (the build's paid amount,
R16 Thieves' Den); with ``thieves_den_refund_cards`` the cards come back too: when the
den, just built, leaves its builder's city (the confiscation's ``MoveDistrict``), the
cards still aside return to the builder's hand. Plain hooks for the build: the den being
built is in a hand, not in a city.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from citadels_rules.pack_api import (
    Action,
    Build,
    DistrictCard,
    GameState,
    LogEntry,
    MoveCard,
    MoveDistrict,
    SetToken,
    build_counts,
    build_price,
)

ID = "thieves_den"
card = DistrictCard(ID)
card.builds_with("pay_cards")
TOKEN = card.name("paid")


def _payments(hand: tuple[str, ...], price: int, gold: int) -> Iterator[tuple[str, ...]]:
    """The distinct sorted multisets of ``hand`` cards that may pay part of ``price``."""
    rest = sorted(hand)
    rest.remove(ID)
    for n in range(max(1, price - gold), min(price, len(rest)) + 1):
        yield from dict.fromkeys(combinations(rest, n))


@card.hook
def citadels_build_ways(state: GameState, seat: int, card: str) -> list[Any] | None:
    if card == ID:
        p = state.players[seat]
        price = build_price(state, seat, ID)
        return [(("pay_cards", paid),) for paid in _payments(p.hand, price, p.gold)]
    return None


@card.hook
def citadels_build_way(state: GameState, action: Action) -> list[Any] | None:
    p = action.params
    if p["card"] != ID or "pay_cards" not in p:
        return None
    seat, paid = int(action.actor or 0), tuple(p["pay_cards"])
    gold = build_price(state, seat, ID) - len(paid)
    return [
        SetToken(TOKEN, (seat, len(paid))),
        *(MoveCard(c, ("hand", seat), ("aside",)) for c in paid),
        Build(seat, ID, gold, build_counts(state, seat, ID)),
        *(MoveCard(c, ("aside",), ("discard",), if_present=True) for c in paid),
        SetToken(TOKEN, None),
    ]


@card.on_effect(MoveDistrict)
def refund(state: GameState, event: LogEntry) -> list[Any] | None:
    """``thieves_den_refund_cards``: the den just built and confiscated gives back the
    cards paid for it; so does a den its builder takes back from the Magistrate (fan
    Chen Yanjie, characters.md §5.4)."""
    paid = state.token(TOKEN)
    if paid is None or event.card != ID or event.seat != paid[0]:
        return None
    back_to_hand = event.dst == ("hand", event.seat)  # taken back (fan Chen Yanjie)
    if not back_to_hand and "thieves_den_refund_cards" not in state.rules.variants:
        return None
    seat, n = paid
    back = state.aside[len(state.aside) - n :]
    return [MoveCard(c, ("aside",), ("hand", seat)) for c in back]
