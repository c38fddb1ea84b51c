"""Queen (rank 9): if one of your neighbours holds the rank-4 character, take 3 gold.

Rules: characters.md §9.1. Automatic (C-17.5), after gathering. Any rank-4 character
counts (faq:000-queen-1); a killed one pays at the end of the round when revealed
(faq:000-queen-2). A bewitched Queen: the Witch's neighbours count and she is paid
(faq:004-Q53). Only with 5 or more players (C-7.2, PZ). The configuration check and the
round's end are about the whole game: plain hooks. Variants (faq-free 004 Queen house
rules): ``queen_crown_adjacent`` (3 gold next to the crown's holder instead, no deferral),
``queen_crown_holder_5`` (also 5 gold when she holds the crown herself).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    CharacterCard,
    GameState,
    SetToken,
    Transfer,
    character_of_rank,
    is_killed,
    neighbours,
)

card = CharacterCard("queen")
SEAT = card.name("seat")


@card.bound
def citadels_after_gather(state: GameState, seat: int) -> list[Any] | None:
    variants = state.rules.variants
    crowned = "queen_crown_holder_5" in variants and state.crown == seat
    bonus = [Transfer(BANK, seat, 5)] if crowned else []
    if "queen_crown_adjacent" in variants:
        adjacent = state.crown in neighbours(state, seat)
        return [*bonus, Transfer(BANK, seat, 3)] if adjacent else bonus or None
    return [*bonus, *(next_to_rank_4(state, seat) or ())] or None


def next_to_rank_4(state: GameState, seat: int) -> list[Any] | None:
    """The rule as printed: 3 gold next to the rank-4 character's holder (at the end of
    the round if it is killed)."""
    rank_4 = character_of_rank(state, 4)
    holder = None if rank_4 is None else state.holder(rank_4)
    if rank_4 is None or holder not in neighbours(state, seat):
        return None
    if is_killed(state, rank_4):
        return [SetToken(SEAT, seat)]  # paid at the end of the round (faq:000-queen-2)
    return [Transfer(BANK, seat, 3)]


@card.hook
def citadels_check_config(config: Any, lineup: tuple[str, ...]) -> list[str] | None:
    if card.id in lineup and config.players < 5:
        return [f"the Queen is only used with 5 or more players, not {config.players}"]
    return None


@card.hook
def citadels_round_end(state: GameState) -> list[Any] | None:
    seat = state.token(SEAT)
    if seat is None:
        return None
    return [SetToken(SEAT, None), Transfer(BANK, seat, 3)]
