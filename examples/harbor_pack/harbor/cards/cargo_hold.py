"""Cargo Hold (貨艙), 2, Action-Duration: +1 Card, +1 Action (its stats). Put a card
from your hand face down on your Hold mat. At the start of your next turn, put the
cards of your Hold mat into your hand.

The mechanism: a private mat (the pack declares ``mats={"hold": "private"}``): the
other seats see how many cards are on it, not which. ``cargo_hold.hold`` asks which card
(compulsory; nothing when the hand is empty). Under a Throne Room: two cards go on the
mat, both come back (the first next-turn text takes the whole mat, the second finds it
empty), and the Cargo Hold and the Throne Room stay in play until then.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, FromMat, GameState, Pending, ToMat

card = Card("cargo_hold")
MAT = "hold"


@card.text
def hold(state: GameState, seat: int, play: int) -> list[Any]:
    return [card.ask("hold", seat, sorted(set(state.players[seat].hand)))]


@card.redeal("hold")
def hold_again(state: GameState, pending: Pending) -> list[Any]:
    """Asked again from the hand of the seat (its own hand: kept in a dealt world)."""
    return hold(state, pending.seat, 0)


@card.answer("hold")
def held(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    return [ToMat(pending.seat, option, MAT)]


@card.next_turn
def next_turn(state: GameState, seat: int) -> list[Any]:
    return [FromMat(seat, MAT)]
