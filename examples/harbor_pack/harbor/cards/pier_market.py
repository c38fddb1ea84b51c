"""Pier Market (碼頭市集), 5, Action: +1 Buy, +2 coins (its stats). When you gain this,
gain a Silver.

The mechanism: a trigger on the card's own gain (``@card.on_gain``), bought or gained
any other way (Workshop, Remodel); the Silver goes to the discard pile (none when its
pile is empty).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState

card = Card("pier_market")


@card.on_gain
def gained(state: GameState, seat: int, to: str) -> list[Any]:
    return [Gain(seat, "silver")]
