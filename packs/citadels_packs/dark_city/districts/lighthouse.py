"""Lighthouse: when you build it, look through the deck, take one card into your hand,
then shuffle the deck (districts.md `lighthouse`). Its owner ``choose``s the card
(decision ``lighthouse.take``; the options show the deck to that seat only)."""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Action,
    Ask,
    Decision,
    DistrictCard,
    GameState,
    MoveCard,
    Redeal,
    ShuffleDeck,
)

ID = "lighthouse"
card = DistrictCard(ID)
TAKE = card.name("take")


@card.bound
def citadels_after_build(state: GameState, seat: int, card: str) -> list[Any] | None:
    if card == ID and state.deck:
        return [Ask(Decision(seat, TAKE, tuple(sorted(set(state.deck)))))]
    return None


@card.answer("take", secret=True)
def take(state: GameState, decision: Decision, action: Action) -> list[Any]:
    chosen = action.params["option"]
    return [MoveCard(chosen, ("deck",), ("hand", decision.seat)), ShuffleDeck()]


@card.redeal("take")
def take_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The options show the deck's cards to the owner."""
    if decision.seat == seat:
        return Redeal(decision, ((("deck",), decision.options),))
    return Redeal(Decision(decision.seat, TAKE, tuple(sorted(set(state.deck)))))
