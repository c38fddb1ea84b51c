"""Driftwood (浮木), 3, Action: +1 coin (its stats). When you trash this, gain a Gold.

The mechanism: a trigger on the card's own trashing (``@card.on_trash``), from the hand
(Remodel, Chapel) or from a deck's top (Thief: the victim gains the Gold, the Thief's
player may still gain the Driftwood from the trash).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState

card = Card("driftwood")


@card.on_trash
def trashed(state: GameState, seat: int) -> list[Any]:
    return [Gain(seat, "gold")]
