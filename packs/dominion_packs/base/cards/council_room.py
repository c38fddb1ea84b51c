"""Council Room (議事廳), 5, Action: +4 Cards, +1 Buy; each other player draws a card
(D-9.6).

The others must draw, reshuffling if needed, in turn order from the left
(dominion-council_room-1). Not an Attack: Moat is not offered.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Draw, GameState, other_seats

card = Card("council_room")


@card.text
def others_draw(state: GameState, seat: int, play: int) -> list[Any]:
    return [Draw(other, 1) for other in other_seats(state, seat)]
