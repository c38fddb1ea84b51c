"""School of Magic: for income it counts as the colour of your choice (C-9.6).

It stays purple for scoring (faq:004-Q16). With a one-colour income the choice is
automatic (C-17.5): it simply counts for that colour.
"""

from __future__ import annotations

from citadels_rules.pack_api import District, DistrictCard

card = DistrictCard("school_of_magic")
ANY = ("yellow", "blue", "green", "red", "purple")


@card.bound
def citadels_income_colors(district: District) -> tuple[str, ...] | None:
    return ANY
