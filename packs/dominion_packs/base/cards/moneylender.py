"""Moneylender (放債人), 4, Action: trash a Copper from your hand; if you do, +3 coins
(D-9.16).

Without a Copper, no coins (dominion-moneylender-1); with one the trash is compulsory
and automatic (D-0.1, D-3.7).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, PlusCoins, Trash

card = Card("moneylender")


@card.text
def lend(state: GameState, seat: int, play: int) -> list[Any]:
    if "copper" not in state.players[seat].hand:
        return []
    return [Trash(seat, "copper"), PlusCoins(3)]
