"""Mine (礦場), 5, Action: trash a Treasure from your hand; gain a Treasure costing up to
3 more, into your hand (D-9.14).

Any Treasure up to the limit, the same or cheaper included (dominion-mine-1); it goes to
the hand and can be spent this turn (dominion-mine-2); no Treasure in hand, no gain
(dominion-mine-3). Both choices are compulsory (``mine.trash``, ``mine.gain``).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import (
    Card,
    Gain,
    GameState,
    Pending,
    Trash,
    cost_of,
    gainable,
    is_treasure,
)

card = Card("mine")
MORE = 3


@card.text
def mine(state: GameState, seat: int, play: int) -> list[Any]:
    hand = state.players[seat].hand
    return [card.ask("trash", seat, sorted({c for c in hand if is_treasure(state, c)}))]


@card.redeal("trash")
def trash_again(state: GameState, pending: Pending) -> list[Any]:
    """Another seat's choice, asked again from the hand a resample dealt it."""
    return mine(state, pending.seat, 0)


def _ask_gain(state: GameState, seat: int, trashed: str) -> list[Any]:
    limit = cost_of(state, trashed) + MORE
    return [card.ask("gain", seat, gainable(state, limit, treasure=True))]


@card.answer("trash")
def trashed(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    # the gain is asked after the trash, of the state the trash left (an on-trash card)
    return [Trash(pending.seat, option), card.go("gain", pending.seat, trashed=option)]


@card.step("gain")
def ask_gain(state: GameState, seat: int, trashed: str) -> list[Any]:
    return _ask_gain(state, seat, trashed)


@card.redeal("gain")
def gain_again(state: GameState, pending: Pending) -> list[Any]:
    """The gain, asked again: the Treasure just trashed is the top of the (public) trash."""
    return _ask_gain(state, pending.seat, state.trash[-1]) if state.trash else []


@card.answer("gain")
def gained(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    return [Gain(pending.seat, option, "hand")]
