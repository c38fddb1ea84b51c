"""Workshop (作坊), 3, Action: gain a card costing up to 4 (D-9.25).

From the supply to the discard pile; coins do not raise the limit (dominion-workshop-1);
``workshop.gain`` is compulsory.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState, Pending, gainable

card = Card("workshop")
LIMIT = 4


@card.text
def workshop(state: GameState, seat: int, play: int) -> list[Any]:
    return [card.ask("gain", seat, gainable(state, LIMIT))]


@card.redeal("gain")
def gain_again(state: GameState, pending: Pending) -> list[Any]:
    """The gain, asked again from the (public) supply."""
    return workshop(state, pending.seat, 0)


@card.answer("gain")
def gain(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    return [Gain(pending.seat, option)]
