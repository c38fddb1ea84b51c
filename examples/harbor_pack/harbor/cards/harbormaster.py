"""Harbormaster (港務長), 4, Action: +1 Buy (its stats). This turn, cards cost 1 coin
less (not less than 0).

The mechanism: a "this turn" cost reducer. Each resolution marks the turn (``Mark``);
the cost window (``@card.cost_modifier``) takes 1 off every card's cost per mark, and
the game never lets a cost fall below 0. Every price reads it: the buy listing (a 5 is
buyable with 4 coins), Workshop's "up to 4", Remodel's "+2" over the trashed card's
cost. Under a Throne Room: 2 less. The marks end with the turn.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, Mark, marks

card = Card("harbormaster")


@card.text
def discount(state: GameState, seat: int, play: int) -> list[Any]:
    return [Mark(card.id)]


@card.cost_modifier
def cheaper(state: GameState, of: str, cost: int) -> int:
    return cost - marks(state, card.id)
