"""Gold Mine: when your gather action is "take gold", gain 1 extra gold.

Rules: districts.md `gold_mine`. It counts in the gather it modifies only if it is in
the city when gathering: a Gold Mine built after this turn's gather gives nothing until
the next (faq:004-Q68's reading, building comes after the gather, C-9.8).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState

card = DistrictCard("gold_mine")


@card.bound
def citadels_gather_gold(state: GameState, seat: int, value: int) -> int:
    return value + 1
