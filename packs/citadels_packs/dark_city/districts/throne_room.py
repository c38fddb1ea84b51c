"""Throne Room: each time the crown changes hands, its owner takes 1 gold from the bank
(districts.md `throne_room`, C-12.5).

Escape hatch (``@card.hook``): the crown's move is about no seat in particular (its
window has no subject), so the card pays every seat whose city holds it.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, DistrictCard, GameState, Transfer, owns

card = DistrictCard("throne_room")


@card.hook
def citadels_crown_moved(state: GameState) -> list[Any] | None:
    return [Transfer(BANK, s, 1) for s in range(len(state.players)) if owns(state, s, card.id)]
