"""Patrician (rank 4): takes the crown when revealed; draws 1 card per noble (yellow)
district as income.

Rules: characters.md §4.3 (the crown exactly as the King: C-12.2 on reveal, a killed
Patrician's holder at round end, a bewitched one's holder, C-12.4 not in play: it stays),
C-4.4 (never a face-up removal). Rulings: faq:004-Q34, faq:004-Q35, faq:004-Q46. The crown
behaviour is the King's own (``classic/characters/king.py``), bound to this card.
"""

from __future__ import annotations

from typing import Any

from citadels_packs.classic.characters import king
from citadels_rules.pack_api import CharacterCard, GameState

card = CharacterCard("patrician")


@card.bound
def citadels_may_discard_face_up() -> bool:
    return False


@card.bound
def citadels_character_called(state: GameState, seat: int) -> list[Any] | None:
    return king.crown_on_reveal(state, card.id, seat)


@card.hook  # the round end concerns no one in particular
def citadels_round_end(state: GameState) -> list[Any] | None:
    return king.crown_at_round_end(state, card.id)


@card.bound
def citadels_income_kinds() -> tuple[str, ...]:
    return ("cards",)
