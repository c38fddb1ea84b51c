"""Remodel (重塑), 4, Action: trash a card from your hand; gain a card costing up to 2
more (D-9.17).

Remodel is in play and cannot trash itself; another Remodel can be (dominion-remodel-1).
An empty hand gains nothing (dominion-remodel-2). The gain comes from the supply to the
discard pile, may cost less, may be the same card (dominion-remodel-3).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState, Pending, Trash, cost_of, gainable

card = Card("remodel")
MORE = 2


@card.text
def remodel(state: GameState, seat: int, play: int) -> list[Any]:
    return [card.ask("trash", seat, sorted(set(state.players[seat].hand)))]


@card.redeal("trash")
def trash_again(state: GameState, pending: Pending) -> list[Any]:
    """Another seat's choice, asked again from the hand a resample dealt it."""
    return remodel(state, pending.seat, 0)


def _ask_gain(state: GameState, seat: int, trashed: str) -> list[Any]:
    return [card.ask("gain", seat, gainable(state, cost_of(state, trashed) + MORE))]


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
    """The gain, asked again: the card just trashed is the top of the (public) trash."""
    return _ask_gain(state, pending.seat, state.trash[-1]) if state.trash else []


@card.answer("gain")
def gained(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    return [Gain(pending.seat, option)]
