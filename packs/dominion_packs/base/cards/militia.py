"""Militia (民兵), 4, Action-Attack: +2 coins; each other player discards down to 3
cards in hand (D-9.13).

``militia.discard``: one card per ``choose``, until 3 remain (dominion-militia-1); with
3 or fewer nothing happens (dominion-militia-2). The coins stay even if every victim is
protected.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, Move, Pending

card = Card("militia")
KEEP = 3


@card.attack()
def discard_down(state: GameState, seat: int, victim: int) -> list[Any]:
    hand = state.players[victim].hand
    if len(hand) <= KEEP:
        return []
    return [card.ask("discard", victim, sorted(set(hand)))]


@card.answer("discard")
def discarded(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    victim = pending.seat
    return [Move(victim, option, "hand", "discard"), card.go("more", victim)]


@card.redeal("discard")
def discard_again(state: GameState, pending: Pending) -> list[Any]:
    """Another seat's discard, asked again from the hand a resample dealt it."""
    return discard_down(state, pending.seat, pending.seat)


@card.step("more")
def more(state: GameState, seat: int) -> list[Any]:
    """Ask again while the victim (``seat``) holds more than 3 cards."""
    return discard_down(state, seat, seat)
