"""Merchant (rank 6): +1 gold after gathering; green income.

Rules: characters.md §6.1 (the +1 is automatic, C-17.5, whichever gather was taken).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, CharacterCard, Transfer

card = CharacterCard("merchant")


@card.bound
def citadels_after_gather(seat: int) -> list[Any]:
    return [Transfer(BANK, seat, 1)]
