"""Observatory: when you draw cards to gather, draw 3 instead of 2 (keep 1, the other 2
go under the deck).

Rules: districts.md `observatory`; with the Library see `library`.
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard

card = DistrictCard("observatory")


@card.bound
def citadels_gather_draw(value: int) -> int:
    return value + 1
