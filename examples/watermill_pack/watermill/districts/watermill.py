"""Watermill (purple, cost 4): at the end of each of your turns in which you built
nothing, take 1 gold from the bank.

How this plugin reads the card text (each rule has a scenario test in
``tests/test_watermill.py``):

1. *At the end of each of your turns*: when the turn ends (C-11), whether its player
   ended it or an effect did; the part is bound to the card, so it hears only the turns
   of a player whose city holds it. A skipped (killed) turn is no turn: nothing.
2. *In which you built nothing*: any build counts, also one that does not count toward
   the build limit (the core's ``BUILT`` token of the turn); then nothing.
3. *Take 1 gold from the bank*: a ``Transfer`` from the bank (an empty bank pays
   nothing, C-3.3).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, BUILT, DistrictCard, GameState, Transfer, used

card = DistrictCard("fan.watermill")


@card.bound
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    if used(state, BUILT):
        return None
    return [Transfer(BANK, seat, 1)]
