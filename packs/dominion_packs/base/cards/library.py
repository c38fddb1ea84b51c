"""Library (圖書館), 5, Action: draw until 7 cards in hand; each Action drawn may be set
aside, the set-aside cards discarded at the end (D-9.11).

Set-aside cards are not shuffled into a new deck (dominion-library-1); when deck and
discard run out, you keep what you have (dominion-library-2); setting aside is optional,
``library.set_aside`` yes/no per Action drawn (dominion-library-3); with 7 or more cards
in hand nothing is drawn (dominion-library-4). Only the cards this Library set aside
are discarded at the end (a Duration or a card another effect set aside stays).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Draw, GameState, Move, MoveAll, Pending, is_action

card = Card("library")
TARGET = 7


@card.text
def library(state: GameState, seat: int, play: int) -> list[Any]:
    return draw(state, seat, len(state.players[seat].set_aside))


@card.step("draw")
def draw(state: GameState, seat: int, start: int = 0) -> list[Any]:
    """Draw one more card, or discard the cards this Library set aside (from position
    ``start`` of ``set_aside``: no other card's) when done."""
    p = state.players[seat]
    if len(p.hand) >= TARGET or not (p.deck or p.discard):
        return [MoveAll(seat, "set_aside", "discard", start)]
    return [Draw(seat, 1), card.go("drawn", seat, start=start)]


@card.step("drawn")
def drawn(state: GameState, seat: int, start: int = 0) -> list[Any]:
    """Offer to set aside the card just drawn if it is an Action."""
    got = state.players[seat].hand[-1]
    if is_action(state, got):
        ctx = {"card": got, "start": start} if start else {"card": got}
        return [card.ask("set_aside", seat, ("yes", "no"), ctx=ctx)]
    return [card.go("draw", seat, start=start)]


@card.redeal("set_aside")
def set_aside_again(state: GameState, pending: Pending) -> list[Any]:
    """Another seat's Library: the Action it drew is hidden, so one in the hand a resample
    dealt it stands for it (none: this world could not ask)."""
    hand = state.players[pending.seat].hand
    drawn = [c for c in hand if is_action(state, c)]
    if not drawn:
        return []
    # the Library's own set-aside cards are public: they start after any other card's
    start = len(state.players[pending.seat].set_aside) - sum(
        1 for c in state.players[pending.seat].set_aside if is_action(state, c)
    )
    ctx = {"card": drawn[-1], "start": start} if start > 0 else {"card": drawn[-1]}
    return [card.ask("set_aside", pending.seat, ("yes", "no"), ctx=ctx)]


@card.answer("set_aside")
def set_aside(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    seat = pending.seat
    start = pending.ctx.get("start", 0)
    if option == "yes":
        return [
            Move(seat, pending.ctx["card"], "hand", "set_aside"),
            card.go("draw", seat, start=start),
        ]
    return [card.go("draw", seat, start=start)]
