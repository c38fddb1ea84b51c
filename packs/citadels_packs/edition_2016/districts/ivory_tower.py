"""Ivory Tower: +5 points if it is the only purple district of your city at the end.

Rules: districts.md `ivory_tower`. A Haunted Quarter counted as another colour is not
purple (C-15.1, R16 Ivory Tower); the colours scored are the best assignment.
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, ScoreLine

card = DistrictCard("ivory_tower")
POINTS = 5


@card.bound
def citadels_score_lines(state: GameState, seat: int, colors: tuple[str, ...]) -> list[ScoreLine]:
    alone = colors.count("purple") == 1
    return [ScoreLine(card.id, POINTS if alone else 0)]
