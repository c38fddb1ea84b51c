"""Architect (rank 7): +2 cards after gathering; may build up to 3 districts.

Rules: characters.md §7.1, C-9.4. The 2 cards come after the gather action, never before
choosing it (faq:000-architect-1, faq:004-Q37).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import CharacterCard, Draw

card = CharacterCard("architect")


@card.bound
def citadels_after_gather(seat: int) -> list[Any]:
    return [Draw(seat, 2)]


@card.bound
def citadels_build_limit(value: int) -> int:
    return max(value, 3)
