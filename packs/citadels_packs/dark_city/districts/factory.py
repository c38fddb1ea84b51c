"""Factory: building any other purple district costs you 1 gold less (districts.md)."""

from __future__ import annotations

from citadels_rules.pack_api import GameState, hookimpl, owns

ID = "factory"


@hookimpl
def citadels_build_cost(state: GameState, seat: int, card: str, value: int) -> int | None:
    if card == ID or not owns(state, seat, ID) or state.rules.cards[card].colour != "purple":
        return None
    return max(0, value - 1)
