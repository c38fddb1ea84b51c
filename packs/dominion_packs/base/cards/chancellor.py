"""Chancellor (宰相), 3, Action: +2 coins; you may at once put your deck into your
discard pile (D-9.4).

The choice (``chancellor.discard_deck``, yes/no) comes at once, before anything else
(dominion-chancellor-1); the deck moves as a whole, unseen (dominion-chancellor-2). With
an empty deck there is nothing to choose (D-3.7).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, MoveAll, Pending

card = Card("chancellor")


@card.text
def offer(state: GameState, seat: int, play: int) -> list[Any]:
    if not state.players[seat].deck:
        return []
    return [card.ask("discard_deck", seat, ("yes", "no"))]


@card.redeal("discard_deck")
def discard_deck_again(state: GameState, pending: Pending) -> list[Any]:
    """Asked again (yes/no; the deck's size is public)."""
    return offer(state, pending.seat, 0)


@card.answer("discard_deck")
def decide(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    return [MoveAll(pending.seat, "deck", "discard")] if option == "yes" else []
