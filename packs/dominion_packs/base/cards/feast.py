"""Feast (宴會), 4, Action: trash this card; gain a card costing up to 5 (D-9.7).

The gain goes to the discard pile, from the supply (dominion-feast-1); coins do not
raise the limit (dominion-feast-2). Under a Throne Room: two gains, one trash -- the
second resolution finds this play's Feast gone (dominion-feast-3).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState, Pending, TrashPlayed, gainable

card = Card("feast")
LIMIT = 5


def _ask_gain(state: GameState, seat: int) -> list[Any]:
    return [card.ask("gain", seat, gainable(state, LIMIT))]


@card.text
def feast(state: GameState, seat: int, play: int) -> list[Any]:
    return [TrashPlayed(seat, card.id, play), *_ask_gain(state, seat)]


@card.redeal("gain")
def gain_again(state: GameState, pending: Pending) -> list[Any]:
    """The gain, asked again from the (public) supply."""
    return _ask_gain(state, pending.seat)


@card.answer("gain")
def gain(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    return [Gain(pending.seat, option)]
