"""Library (圖書館), 5, Action: draw until 7 cards in hand; each Action drawn may be set
aside, the set-aside cards discarded at the end (D-9.11).

Set-aside cards are not shuffled into a new deck (dominion-library-1); when deck and
discard run out, you keep what you have (dominion-library-2); setting aside is optional,
``library.set_aside`` yes/no per Action drawn (dominion-library-3); with 7 or more cards
in hand nothing is drawn (dominion-library-4).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Draw, GameState, Move, MoveAll, Pending, is_action

card = Card("library")
TARGET = 7


@card.text
def library(state: GameState, seat: int, play: int) -> list[Any]:
    return draw(state, seat)


@card.step("draw")
def draw(state: GameState, seat: int) -> list[Any]:
    """Draw one more card, or discard the set-aside cards when done."""
    p = state.players[seat]
    if len(p.hand) >= TARGET or not (p.deck or p.discard):
        return [MoveAll(seat, "set_aside", "discard")]
    return [Draw(seat, 1), card.go("drawn", seat)]


@card.step("drawn")
def drawn(state: GameState, seat: int) -> list[Any]:
    """Offer to set aside the card just drawn if it is an Action."""
    got = state.players[seat].hand[-1]
    if is_action(state, got):
        return [card.ask("set_aside", seat, ("yes", "no"), ctx={"card": got})]
    return [card.go("draw", seat)]


@card.redeal("set_aside")
def set_aside_again(state: GameState, pending: Pending) -> list[Any]:
    """Another seat's Library: the Action it drew is hidden, so one in the hand a resample
    dealt it stands for it (none: this world could not ask)."""
    hand = state.players[pending.seat].hand
    drawn = [c for c in hand if is_action(state, c)]
    if not drawn:
        return []
    return [card.ask("set_aside", pending.seat, ("yes", "no"), ctx={"card": drawn[-1]})]


@card.answer("set_aside")
def set_aside(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    seat = pending.seat
    if option == "yes":
        return [Move(seat, pending.ctx["card"], "hand", "set_aside"), card.go("draw", seat)]
    return [card.go("draw", seat)]
