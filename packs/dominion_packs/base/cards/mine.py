"""Mine (礦場), 5, Action: trash a Treasure from your hand; gain a Treasure costing up to
3 more, into your hand (D-9.14).

Any Treasure up to the limit, the same or cheaper included (dominion-mine-1); it goes to
the hand and can be spent this turn (dominion-mine-2); no Treasure in hand, no gain
(dominion-mine-3). Both choices are compulsory (``mine.trash``, ``mine.gain``).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState, Pending, Trash, gainable, is_treasure

card = Card("mine")
MORE = 3


@card.text
def mine(state: GameState, seat: int, play: int) -> list[Any]:
    hand = state.players[seat].hand
    return [card.ask("trash", seat, sorted({c for c in hand if is_treasure(state, c)}))]


@card.answer("trash")
def trashed(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    limit = state.rules.cards[option].cost + MORE
    options = gainable(state, limit, treasure=True)
    return [Trash(pending.seat, option), card.ask("gain", pending.seat, options)]


@card.answer("gain")
def gained(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    return [Gain(pending.seat, option, "hand")]
