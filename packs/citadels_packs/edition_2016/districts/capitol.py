"""Capitol: +3 points if your city has at least 3 districts of one colour.

Rules: districts.md `capitol`. Any of the five colours; a Haunted Quarter counts as the
colour assigned to it (C-15.1); it scores once however many colours qualify (R16).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, ScoreLine

card = DistrictCard("capitol")
POINTS = 3


@card.bound
def citadels_score_lines(state: GameState, seat: int, colors: tuple[str, ...]) -> list[ScoreLine]:
    three = any(colors.count(c) >= 3 for c in set(colors))
    return [ScoreLine(card.id, POINTS if three else 0)]
