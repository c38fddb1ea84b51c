"""Adventurer (冒險者), 6, Action: reveal cards from your deck until 2 Treasures are
revealed; put them into your hand, discard the other revealed cards (D-9.1).

The revealed cards wait in ``set_aside`` and are never shuffled into a new deck
(dominion-adventurer-1); only they are discarded (a card another effect set aside
stays); with deck and discard exhausted you keep what you found (dominion-adventurer-2).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, Move, MoveAll, RevealTop, is_treasure

card = Card("adventurer")


@card.text
def reveal(state: GameState, seat: int, play: int) -> list[Any]:
    return [card.go("reveal", seat, start=len(state.players[seat].set_aside))]


@card.step("reveal")
def reveal_more(state: GameState, seat: int, start: int) -> list[Any]:
    """Reveal one more card unless 2 Treasures are out or nothing is left to reveal."""
    p = state.players[seat]
    revealed = p.set_aside[start:]
    treasures = [c for c in revealed if is_treasure(state, c)]
    if len(treasures) < 2 and (p.deck or p.discard):
        return [RevealTop(seat, 1), card.go("reveal", seat, start=start)]
    out: list[Any] = [Move(seat, c, "set_aside", "hand") for c in treasures]
    return [*out, MoveAll(seat, "set_aside", "discard", start)]
