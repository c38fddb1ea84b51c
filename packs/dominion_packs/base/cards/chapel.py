"""Chapel (禮拜堂), 2, Action: trash up to 4 cards from your hand (D-9.5).

Chapel is in play and cannot trash itself; another Chapel in hand can be trashed
(dominion-chapel-1). ``chapel.trash``: one card per ``choose``, ``done`` stops; the
fourth card ends the choice.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, Pending, Trash

card = Card("chapel")
LIMIT = 4


@card.text
def trash(state: GameState, seat: int, play: int) -> list[Any]:
    return again(state, seat, 0)


@card.step("again")
def again(state: GameState, seat: int, n: int) -> list[Any]:
    """Ask for the next card, unless 4 are trashed."""
    if n >= LIMIT:
        return []
    hand = state.players[seat].hand
    return [card.ask("trash", seat, sorted(set(hand)), done=True, ctx={"n": n})]


@card.redeal("trash")
def trash_again(state: GameState, pending: Pending) -> list[Any]:
    """Another seat's Chapel, asked again from the hand a resample dealt it (as at the
    start: how many it trashed so far is its ``ctx``, not shown)."""
    return again(state, pending.seat, 0)


@card.answer("trash")
def trashed(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    if option is None:
        return []
    return [Trash(pending.seat, option), card.go("again", pending.seat, n=pending.ctx["n"] + 1)]
