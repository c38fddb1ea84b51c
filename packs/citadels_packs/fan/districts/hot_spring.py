"""Hot Spring (purple, cost 5): at the end of the game, 4 points for each of the five
colours missing from your city.

districts.md "Fan set" ``fan.hot_spring``. The colours are those each district counts as
at scoring (``colors``): a Haunted Quarter assigned a colour fills that colour
(faq:004-Q80); the Hot Spring itself is purple, so purple is never missing.
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, ScoreLine

card = DistrictCard("fan.hot_spring")
COLOURS = ("yellow", "blue", "green", "red", "purple")
PER_COLOUR = 4


@card.bound
def citadels_score_lines(colors: tuple[str, ...]) -> list[ScoreLine]:
    missing = sum(1 for c in COLOURS if c not in colors)
    return [ScoreLine(card.id, PER_COLOUR * missing)] if missing else []
