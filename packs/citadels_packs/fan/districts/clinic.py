"""Clinic (purple, cost 4; only with ``hospital_clinic_split``): the old Hospital's
ability -- if your character is killed, you may still reveal it and gather when it is
called, but not build, use its power or take its income.

variants.md #59 ``hospital_clinic_split``, districts.md `hospital`. The Hospital's rule
that keeps the killed owner's turn is shared (bound to this card, not copied); the turn
has no powers. Only in games whose rank-1 character is the Assassin (the variant's deck
rule, C-2.3).
"""

from __future__ import annotations

from typing import Any

from citadels_packs.dark_city.districts import hospital
from citadels_rules.pack_api import DistrictCard, GameState, LosePowers, is_killed

card = DistrictCard("fan.clinic")
card.bound(tryfirst=True)(hospital.citadels_turn_skipped)


@card.bound
def citadels_character_called(state: GameState, character: str) -> list[Any] | None:
    return [LosePowers()] if is_killed(state, character) else None
