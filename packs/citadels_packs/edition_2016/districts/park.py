"""Park (2016 card): if you have no cards in hand at the end of your turn, draw 2 cards
(CT; after the Poor House and the Alchemist, C-11 edition_2016). It does not resolve for
a Witch who does not resume her turn, nor in a bewitched player's turn (R16 Park, Witch).
"""

from __future__ import annotations

from typing import Any

from citadels_packs.dark_city.districts.end_of_turn import park_cards
from citadels_rules.pack_api import DistrictCard, GameState

from ._end_of_turn import resolves

card = DistrictCard("park")


@card.bound
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    return park_cards(state, seat) if resolves(state, seat) else None
