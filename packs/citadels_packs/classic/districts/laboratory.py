"""Laboratory: once per turn, discard a card from your hand for 1 gold (classic card).

Rules: districts.md `laboratory`; the card is discarded under the deck (C-1.4).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    DistrictCard,
    GameState,
    MoveCard,
    Target,
    Transfer,
    hand_cards,
)

card = DistrictCard("laboratory")
GOLD = 1


@card.ability("discard", targets=hand_cards)
def discard(state: GameState, seat: int, t: Target) -> list[Any]:
    return [MoveCard(t.card, ("hand", seat), ("discard",)), Transfer(BANK, seat, GOLD)]
