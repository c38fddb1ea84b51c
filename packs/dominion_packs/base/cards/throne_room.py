"""Throne Room (金殿), 4, Action: choose another Action card in your hand; play it twice
(D-9.21).

The chosen card goes into play and resolves twice, the second time using no action
(dominion-throne_room-1), the first finished before the second (-2). On a Throne Room:
one Action twice, then another twice (-3). Market under it leaves 2 actions (-4). No
Action in hand: nothing; one kind: automatic (-5). A Duration played by it stays in
play, and so does the Throne Room, its next-turn text running twice.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, Pending, PlayFromHand, is_action

card = Card("throne_room")


@card.text
def choose(state: GameState, seat: int, play: int) -> list[Any]:
    hand = state.players[seat].hand
    actions = sorted({c for c in hand if is_action(state, c)})
    if not state.rules.durations:  # no card of the game stays in play: no host to note
        return [card.ask("play", seat, actions)]
    return [card.ask("play", seat, actions, data={"play": play})]


@card.redeal("play")
def play_again(state: GameState, pending: Pending) -> list[Any]:
    """Another seat's choice, asked again from the hand a resample dealt it (the play
    number, public, from the decision's data)."""
    return choose(state, pending.seat, pending.data.get("play", 0))


@card.answer("play")
def twice(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    """Play it twice; this Throne Room is its host (it stays in play with a Duration)."""
    assert option is not None
    return [PlayFromHand(pending.seat, option, 2, pending.data.get("play", 0), card.id)]
