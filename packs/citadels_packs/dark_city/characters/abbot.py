"""Abbot (Dark City, rank 5): the player with the most gold gives you 1 gold; blue
income.

Rules: characters.md §5.2 (Dark City version). Nothing if you have the most or tie for
it, or if two or more others tie for the most (default, UNCONFIRMED in English sources).
Gold on districts does not count. ``abbot_fan_cards`` (004 Abbot): blue income in any mix of
gold and cards, and the player with the most cards also gives 1 random card (nothing on a
tie or if the Abbot has or ties the most); the 2016 Abbot reads it too. A giver whose
gold (hand) the ability may not take (``citadels_may_affect``: fan Yang Ruoxin) gives
nothing (characters.md §5.2, README ambiguity 25).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    CharacterCard,
    GameState,
    TakeRandomCards,
    Transfer,
    may_affect,
    rank_of,
)

card = CharacterCard("abbot")
COLLECT = card.name("collect")


def may_take(state: GameState, seat: int, giver: int, what: str) -> bool:
    """Whether the Abbot of ``seat`` may take ``giver``'s ``what`` (``"gold"``, ``"hand"``)."""
    return may_affect(state, seat, COLLECT, rank_of(state, card.id), giver, what)


def most(state: GameState, seat: int, measure: Any) -> tuple[int, ...]:
    """The players with the most ``measure`` (none if it is 0 or ``seat`` is among them)."""
    values = [measure(p) for p in state.players]
    top = max(values)
    tied = tuple(s for s, v in enumerate(values) if v == top)
    return () if top == 0 or seat in tied else tied


def gold(p: Any) -> int:
    return int(p.gold)


def cards(p: Any) -> int:
    return len(p.hand)


def fan_cards(state: GameState, seat: int) -> list[Any]:
    """``abbot_fan_cards``: the unique player with the most cards gives 1 random card."""
    full = most(state, seat, cards)
    if "abbot_fan_cards" not in state.rules.variants or len(full) != 1:
        return []
    if not may_take(state, seat, full[0], "hand"):
        return []
    return [TakeRandomCards(full[0], 1, ("hand", seat))]


def richest(state: GameState, seat: int) -> int | None:
    """The seat that gives the Abbot 1 gold, or None."""
    top = max(p.gold for p in state.players)
    rich = [s for s, p in enumerate(state.players) if p.gold == top]
    if len(rich) != 1 or rich[0] == seat or top == 0:
        return None
    return rich[0] if may_take(state, seat, rich[0], "gold") else None


@card.ability("collect")
def collect(state: GameState, seat: int) -> list[Any]:
    giver = richest(state, seat)
    return [*([] if giver is None else [Transfer(giver, seat, 1)]), *fan_cards(state, seat)]


@card.bound
def citadels_income_kinds(state: GameState) -> tuple[str, ...] | None:
    return ("gold", "cards") if "abbot_fan_cards" in state.rules.variants else None
