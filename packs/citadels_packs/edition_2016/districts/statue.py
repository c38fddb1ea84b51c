"""Statue: +5 points if you hold the crown at the end of the game.

Rules: districts.md `statue`; C-15 (purple bonuses), C-12.5 (crown-dependent effects).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, ScoreLine

card = DistrictCard("statue")
POINTS = 5


@card.bound
def citadels_score_lines(state: GameState, seat: int) -> list[ScoreLine]:
    return [ScoreLine(card.id, POINTS if state.crown == seat else 0)]
