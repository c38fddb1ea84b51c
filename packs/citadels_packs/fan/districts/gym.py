"""Gym (purple, cost 4): when your gather action is "take gold", also draw 1 card; when it
is "draw cards", also gain 1 gold.

districts.md "Fan set" ``fan.gym``. Its owner's gather, whichever character (a bewitched
player's gather too): after the gold is taken, draw 1 (nothing from an empty deck,
C-17.1); after the card is kept, 1 gold from the bank (C-3.3 with a finite bank).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, DistrictCard, Draw, Transfer

card = DistrictCard("fan.gym")


@card.bound
def citadels_after_gather(seat: int, kind: str) -> list[Any]:
    if kind == "gold":
        return [Draw(seat, 1)]
    return [Transfer(BANK, seat, 1)]
