"""Tidewatch (觀潮哨), 5, Action-Duration: +2 Cards (its stats). At the start of your
next turn: +1 Action, +1 Card.

The mechanism: a Duration (``@card.next_turn``). The card stays in play through
clean-up; under a Throne Room the next-turn text runs twice and the Throne Room stays in
play too; both leave at the clean-up of that next turn.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Draw, GameState, PlusActions

card = Card("tidewatch")


@card.next_turn
def next_turn(state: GameState, seat: int) -> list[Any]:
    return [PlusActions(1), Draw(seat, 1)]
