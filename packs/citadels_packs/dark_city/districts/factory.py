"""Factory: building any other purple district costs you 1 gold less (districts.md)."""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState

ID = "factory"
card = DistrictCard(ID)


@card.bound
def citadels_build_cost(state: GameState, card: str, value: int) -> int | None:
    if card == ID or state.rules.cards[card].colour != "purple":
        return None
    return max(0, value - 1)
