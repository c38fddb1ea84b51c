"""Salvage Diver (打撈潛水員), 4, Action: +1 Card, +1 Action (its stats). Gain a Pearl
(from its pile outside the supply).

The mechanism: a card with a pile of its own outside the supply: the Pearl
(``pile = "nonsupply"``, ``needed_by = ["salvage_diver"]``) is set up only in a game
with a Salvage Diver, gained only through ``Gain(..., source="nonsupply")``, never
bought, and its empty pile does not count toward the end of the game.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState

card = Card("salvage_diver")


@card.text
def dive(state: GameState, seat: int, play: int) -> list[Any]:
    return [Gain(seat, "pearl", source="nonsupply")]
