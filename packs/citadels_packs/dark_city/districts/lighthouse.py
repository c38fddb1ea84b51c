"""Lighthouse: when you build it, look through the deck, take one card into your hand,
then shuffle the deck (districts.md `lighthouse`). Its owner ``choose``s the card
(decision ``lighthouse.take``; the options show the deck to that seat only)."""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Ask,
    Decision,
    GameState,
    MoveCard,
    ShuffleDeck,
    hookimpl,
)

ID = "lighthouse"
TAKE = "lighthouse.take"


@hookimpl
def citadels_after_build(state: GameState, seat: int, card: str) -> list[Any] | None:
    if card != ID or not state.deck:
        return None
    return [Ask(Decision(seat, TAKE, tuple(sorted(set(state.deck)))))]


@hookimpl
def citadels_answer(decision: Decision, action: Any) -> list[Any] | None:
    if decision.kind != TAKE:
        return None
    card = action.params["option"]
    return [MoveCard(card, ("deck",), ("hand", decision.seat)), ShuffleDeck()]
