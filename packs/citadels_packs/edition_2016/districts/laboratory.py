"""Laboratory (2016 card): once per turn, discard a card from your hand for 2 gold (CT,
AB); with ``laboratory_one_gold`` (004's reading, the old card) for 1.

Rules: districts.md `laboratory`; the discarded card goes under the deck (C-1.4).
"""

from __future__ import annotations

from typing import Any

from citadels_packs.classic.districts.laboratory import GOLD as ONE_GOLD
from citadels_packs.classic.districts.laboratory import sell
from citadels_rules.pack_api import DistrictCard, GameState, Target, hand_cards

card = DistrictCard("laboratory")
GOLD = 2


@card.ability("discard", targets=hand_cards)
def discard(state: GameState, seat: int, t: Target) -> list[Any]:
    one = "laboratory_one_gold" in state.rules.variants
    return sell(seat, t.card, ONE_GOLD if one else GOLD)
