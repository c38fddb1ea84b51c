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


def crown_on_reveal(state: GameState, character: str, seat: int) -> list[Any] | None:
    """The crown to the revealed ``character``'s holder (King, 2016 Patrician), unless
    it is killed (a Hospital owner's turn): then at round end."""
    if is_killed(state, character):
        return None
    return [GiveCrown(seat)]


def crown_at_round_end(state: GameState, character: str) -> list[Any] | None:
    """The crown to a killed ``character``'s holder, revealed at round end (C-12.2)."""
    seat = state.holder(character)
    if seat is None or not is_killed(state, character):
        return None
    return [GiveCrown(seat)]


@card.bound
def citadels_character_called(state: GameState, seat: int) -> list[Any] | None:
    return crown_on_reveal(state, card.id, seat)


@card.hook  # the round end concerns no one in particular
def citadels_round_end(state: GameState) -> list[Any] | None:
    return crown_at_round_end(state, card.id)
