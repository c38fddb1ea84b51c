"""Graveyard: when the Warlord destroys a district, you may pay 1 gold to take it into
your hand -- unless you are the one who destroyed it.

Rules: districts.md `graveyard` (AMBIGUOUS defaults: only rank-8 destroy abilities
trigger it, not the Armory; the Graveyard cannot save itself). Removed from the deck with
the Diplomat or the Marshal (C-2.3, faq:000-graveyard-1), unless ``graveyard_vs_swaps``
(whose plugin, ``dark_city/variants/graveyard_swaps``, adds taking a transferred district).

``graveyard_vs_swaps`` (004-Q71) keeps it with them: after a rank-8 exchange between P and
Q (Diplomat, fan Jian Yuxin) the owner G, neither P nor Q, ``choose``s ``take_received``:
``"decline"``, ``"take_<seat>"`` (pay that player 1 gold and take into hand the district
they just received) or ``"take_both"`` (1 gold to each); after a rank-8 move of a district
into another city (Marshal, Jian Yuxin's take or gift) G may pay its receiver 1 gold and
take it. A district taken leaves with its gold to the bank and its cards discarded.

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
    ExchangeDistricts,
    GameState,
    MoveCard,
    MoveDistrict,
    Redeal,
    Transfer,
    owner_of,
)
from citadels_rules.pack_api import LogEntry as Event

card = DistrictCard("graveyard")
TAKE, TAKE_RECEIVED = card.name("take"), card.name("take_received")
SWAPS = "graveyard_vs_swaps"
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


def received(state: GameState, seat: int, district: str) -> int:
    """The index of ``district`` that ``seat``'s city received this round (the last)."""
    city = state.players[seat].city
    fresh = [i for i, d in enumerate(city) if d.card == district and d.round == state.round]
    return (fresh or [i for i, d in enumerate(city) if d.card == district])[-1]


def offer(state: GameState, moves: tuple[tuple[int, str], ...]) -> list[Any] | None:
    """Ask the owner which of ``moves`` (receiver, district received) to take."""
    owner = owner_of(state, card.id)
    if owner is None or any(owner == seat for seat, _ in moves):
        return None
    gold = state.players[owner].gold
    options = ["decline"] + [f"take_{seat}" for seat, _ in moves] * (gold >= 1)
    options += ["take_both"] * (len(moves) == 2 and gold >= 2)
    return [Ask(Decision(owner, TAKE_RECEIVED, tuple(options), data=moves))] if gold else None


@card.on_effect(ExchangeDistricts)
def after_exchange(state: GameState, event: Event) -> list[Any] | None:
    if SWAPS not in state.rules.variants or event.rank != RANK or event.by is None:
        return None
    assert event.card is not None and event.seat is not None
    return offer(state, ((event.by, event.card), (event.seat, event.src)))


@card.on_effect(MoveDistrict)
def after_move(state: GameState, event: Event) -> list[Any] | None:
    into = event.dst
    if SWAPS not in state.rules.variants or event.rank != RANK or into[0] != "city":
        return None
    assert event.card is not None
    return offer(state, ((into[1], event.card),))


@card.answer("take_received")
def take_received(state: GameState, decision: Decision, action: Action) -> list[Any]:
    option = action.params.get("option")
    effects: list[Any] = []
    for seat, district in decision.data:
        if option in ("take_both", f"take_{seat}"):
            index = received(state, seat, district)
            effects += [
                Transfer(decision.seat, seat, 1),
                MoveDistrict(seat, index, ("hand", decision.seat)),
            ]
    return effects


@card.redeal("take_received")
def take_received_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """Everything it shows is public (the cities)."""
    return Redeal(decision)
