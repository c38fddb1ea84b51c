"""King (rank 4): takes the crown when revealed; income from noble (yellow) districts.

Rules: characters.md §4.1, C-12.2 (a killed King's holder takes the crown at the end of
the round), C-12.4 (no King this round: the crown stays), C-4.4 (never a face-up removal).
Rulings: faq:000-king-1, faq:000-king-2, faq:000-witch-3.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import CharacterCard, GameState, GiveCrown, is_killed

card = CharacterCard("king")


@card.bound
def citadels_may_discard_face_up() -> bool:
    return False


@card.bound
def citadels_character_called(state: GameState, seat: int) -> list[Any] | None:
    if is_killed(state, card.id):
        return None  # a killed King's holder (Hospital) takes the crown at round end
    return [GiveCrown(seat)]


@card.hook  # the round end concerns no one in particular
def citadels_round_end(state: GameState) -> list[Any] | None:
    seat = state.holder(card.id)
    if seat is None or not is_killed(state, card.id):
        return None
    return [GiveCrown(seat)]
