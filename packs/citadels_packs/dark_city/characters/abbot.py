"""Abbot (Dark City, rank 5): the player with the most gold gives you 1 gold; blue
income.

Rules: characters.md §5.2 (Dark City version). Nothing if you have the most or tie for
it, or if two or more others tie for the most (default, UNCONFIRMED in English sources).
Gold on districts does not count.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import CharacterCard, GameState, Transfer

card = CharacterCard("abbot")


def richest(state: GameState, seat: int) -> int | None:
    """The seat that gives the Abbot 1 gold, or None."""
    top = max(p.gold for p in state.players)
    rich = [s for s, p in enumerate(state.players) if p.gold == top]
    if len(rich) != 1 or rich[0] == seat or top == 0:
        return None
    return rich[0]


@card.ability("collect")
def collect(state: GameState, seat: int) -> list[Any]:
    giver = richest(state, seat)
    return [] if giver is None else [Transfer(giver, seat, 1)]
