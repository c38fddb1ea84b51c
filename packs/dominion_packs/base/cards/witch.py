"""Witch (女巫), 5, Action-Attack: +2 Cards (stats); each other player gains a Curse
(D-9.23).

Curses go in turn order from the next player, so when short the later ones get none
(dominion-witch-1); with none left the Witch still draws (dominion-witch-2); a Curse
goes onto the discard pile (dominion-witch-3). Protected players are skipped.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState

card = Card("witch")


@card.attack()
def curse(state: GameState, seat: int, victim: int) -> list[Any]:
    return [Gain(victim, "curse")]
