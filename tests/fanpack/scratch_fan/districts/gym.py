"""Gym (purple, cost 4): when your gather action is "take gold", also draw 1 card; when it
is "draw cards", also gain 1 gold.

districts.md "Fan set" ``fan.gym``. How this plugin reads the card text (tests in
``tests/fanpack/test_fan_districts.py``):

1. *Your gather action*: its owner's, whichever character (also a bewitched player's
   gather, and a turn without powers: R16 lets gather districts work for them).
2. *"take gold" → draw 1*: after the gold is taken (``citadels_after_gather``,
   ``kind="gold"``), a :class:`Draw` of 1 (nothing if the deck is empty, C-17.1).
3. *"draw cards" → 1 gold*: after the card is kept (``kind="cards"``), 1 gold from the
   bank (an empty bank pays nothing, C-3.3).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, Draw, GameState, Transfer, hookimpl, owns

ID = "fan.gym"


@hookimpl
def citadels_after_gather(state: GameState, seat: int, kind: str) -> list[Any] | None:
    if not owns(state, seat, ID):
        return None
    if kind == "gold":
        return [Draw(seat, 1)]
    return [Transfer(BANK, seat, 1)]
