"""Laboratory: once per turn, discard a card from your hand for 1 gold (classic card).

Rules: districts.md `laboratory`; the card is discarded under the deck (C-1.4). The 2016
card pays 2 (edition_2016 pack, :func:`sell`).
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


def sell(seat: int, district: str, gold: int) -> list[Any]:
    """``seat`` discards ``district`` from their hand for ``gold`` from the bank."""
    return [MoveCard(district, ("hand", seat), ("discard",)), Transfer(BANK, seat, gold)]


@card.ability("discard", targets=hand_cards)
def discard(state: GameState, seat: int, t: Target) -> list[Any]:
    return sell(seat, t.card, GOLD)
