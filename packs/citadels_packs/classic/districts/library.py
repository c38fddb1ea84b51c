"""Library: when you draw cards to gather, keep 2 of them (classic card); with
``library_keeps_all``, keep every card drawn.

Rules: districts.md `library`. With the Observatory: draw 3, keep 2
(faq:000-library_observatory-1). Built this turn it does not help this turn's gather,
which comes first (faq:000-library_observatory-2).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState

card = DistrictCard("library")


@card.bound
def citadels_gather_keep(state: GameState, drawn: int, value: int) -> int:
    if "library_keeps_all" in state.rules.variants:
        return drawn
    return value + 1
