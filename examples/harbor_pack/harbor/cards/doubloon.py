"""Doubloon (達布隆金幣), 4, Treasure on an extra supply pile: 2 coins. When you play
this, +1 Buy.

The mechanism: a pack's own supply pile (``pile = "supply"``, 12 cards, in every game
with a kingdom card of the pack: buyable, counted by the end condition) and a Treasure
with a text (``@card.text`` on a Treasure runs when it is played, one by one or all at
once).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, PlusBuys

card = Card("doubloon")


@card.text
def buy(state: GameState, seat: int, play: int) -> list[Any]:
    return [PlusBuys(1)]
