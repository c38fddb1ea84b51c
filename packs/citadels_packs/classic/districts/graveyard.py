"""Graveyard: when the Warlord destroys a district, you may pay 1 gold to take it into
your hand -- unless you are the one who destroyed it.

Rules: districts.md `graveyard` (AMBIGUOUS defaults: only rank-8 destroy abilities
trigger it, not the Armory; the Graveyard cannot save itself). Removed from the deck with
the Diplomat or the Marshal (C-2.3, faq:000-graveyard-1).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    Ask,
    Decision,
    GameState,
    MoveCard,
    Transfer,
    hookimpl,
    owner_of,
)

ID = "graveyard"
TAKE = "graveyard.take"
#: Destructions that the Graveyard may intercept: those of a rank-8 character's ability
#: (the Warlord's, fan Jian Yuxin's destroy mode), never a district's (Armory).
RANK = 8


#: Rank-8 characters whose transfers make the Graveyard useless (C-2.3).
SWAPPERS = frozenset({"diplomat", "marshal"})


@hookimpl
def citadels_deck(
    lineup: tuple[str, ...], variants: frozenset[str], value: tuple[str, ...]
) -> tuple[str, ...] | None:
    if ID not in value or "graveyard_vs_swaps" in variants or not SWAPPERS & set(lineup):
        return None
    return tuple(d for d in value if d != ID)


@hookimpl
def citadels_after_destroy(
    state: GameState, card: str, by: int | None, rank: int | None
) -> list[Any] | None:
    if rank != RANK:
        return None
    owner = owner_of(state, ID)
    if owner is None or owner == by or state.players[owner].gold < 1:
        return None
    return [Ask(Decision(owner, TAKE, ("decline", "take"), data=(card,)))]


@hookimpl
def citadels_answer(decision: Decision, action: Any) -> list[Any] | None:
    if decision.kind != TAKE:
        return None
    if action.params.get("option") != "take":
        return []
    (card,) = decision.data
    seat = decision.seat
    return [Transfer(seat, BANK, 1), MoveCard(card, ("aside",), ("hand", seat))]
