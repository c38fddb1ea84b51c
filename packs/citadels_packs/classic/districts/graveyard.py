"""Graveyard: when the Warlord destroys a district, you may pay 1 gold to take it into
your hand -- unless you are the one who destroyed it.

Rules: districts.md `graveyard` (AMBIGUOUS defaults: only rank-8 destroy abilities
trigger it, not the Armory; the Graveyard cannot save itself). Removed from the deck with
the Diplomat or the Marshal (C-2.3, faq:000-graveyard-1), unless ``graveyard_vs_swaps``
(whose plugin, ``dark_city/variants/graveyard_swaps``, adds taking a transferred district).

Escape hatch (``@card.hook``): the deck is built before anyone owns anything, and a
destruction happens in another player's city (``citadels_after_destroy`` has no subject),
so those two parts hear every call and find the Graveyard's owner themselves.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    Action,
    Ask,
    Decision,
    DistrictCard,
    GameState,
    MoveCard,
    Redeal,
    Transfer,
    owner_of,
)

card = DistrictCard("graveyard")
TAKE = card.name("take")
#: Destructions that the Graveyard may intercept: those of a rank-8 character's ability
#: (the Warlord's, fan Jian Yuxin's destroy mode), never a district's (Armory).
RANK = 8
#: Rank-8 characters whose transfers make the Graveyard useless (C-2.3). The deck window
#: sees no ability tags, so they are named by character id.
SWAPPERS = frozenset({"diplomat", "marshal"})


@card.hook
def citadels_deck(
    lineup: tuple[str, ...], variants: frozenset[str], value: tuple[str, ...]
) -> tuple[str, ...] | None:
    if card.id not in value or "graveyard_vs_swaps" in variants or not SWAPPERS & set(lineup):
        return None
    return tuple(d for d in value if d != card.id)


def taker(state: GameState, by: int | None) -> int | None:
    """The Graveyard's owner if they may take a district ``by`` destroyed: not their
    own destruction, and 1 gold to pay."""
    owner = owner_of(state, card.id)
    if owner is None or owner == by or state.players[owner].gold < 1:
        return None
    return owner


@card.hook
def citadels_after_destroy(
    state: GameState, card: str, by: int | None, rank: int | None
) -> list[Any] | None:
    owner = taker(state, by) if rank == RANK else None
    if owner is None:
        return None
    return [Ask(Decision(owner, TAKE, ("decline", "take"), data=(card,)))]


@card.answer("take")
def take(state: GameState, decision: Decision, action: Action) -> list[Any]:
    if action.params.get("option") != "take":
        return []
    (destroyed,) = decision.data
    return [
        Transfer(decision.seat, BANK, 1),
        MoveCard(destroyed, ("aside",), ("hand", decision.seat)),
    ]


@card.redeal("take")
def take_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The destroyed district (public: the round's log) lies aside."""
    if decision.seat == seat:
        destroyed = decision.data
    else:
        destroyed = tuple(e.card for e in state.round_log if e.kind == "destroyed")[-1:]
    again = Decision(decision.seat, TAKE, ("decline", "take"), data=destroyed)
    return Redeal(again, ((("aside",), destroyed),))
