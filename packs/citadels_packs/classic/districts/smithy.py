"""Smithy: once per turn, pay 2 gold to draw 3 district cards.

Rules: districts.md `smithy`. Offered only with 2 gold and cards left to draw.
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, Draw, GameState, has_cards_to_draw

card = DistrictCard("smithy")


@card.ability("draw", gold=2, when=has_cards_to_draw)
def draw(state: GameState, seat: int) -> list[Draw]:
    return [Draw(seat, 3)]
