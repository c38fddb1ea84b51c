"""Mooring (繫泊樁), 3, Action-Duration: +1 coin (its stats). At the start of your next
turn: +1 coin.

The mechanism: a second Duration, whose next-turn coin is there in the action phase
already and lasts into the buy phase.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, PlusCoins

card = Card("mooring")


@card.next_turn
def next_turn(state: GameState, seat: int) -> list[Any]:
    return [PlusCoins(1)]
