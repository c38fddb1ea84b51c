"""Bureaucrat (官僚), 4, Action-Attack: gain a Silver onto your deck; each other player
puts a Victory card from hand onto their deck, or reveals a hand without one (D-9.2).

On an empty deck the card put there is the whole deck, no reshuffle
(dominion-bureaucrat-1, -2). The victim chooses among its Victory ids
(``bureaucrat.topdeck``; one kind: automatic, dominion-bureaucrat-3). An empty Silver
pile gains nothing, the Attack still happens (dominion-bureaucrat-4).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState, Move, Pending, Reveal, is_victory

card = Card("bureaucrat")


@card.text
def silver(state: GameState, seat: int, play: int) -> list[Any]:
    return [Gain(seat, "silver", "deck")]


@card.attack()
def topdeck(state: GameState, seat: int, victim: int) -> list[Any]:
    hand = state.players[victim].hand
    victory = sorted({c for c in hand if is_victory(state, c)})
    if not victory:  # the victim reveals a hand without a Victory card
        return [Reveal(victim, c) for c in hand]
    return [card.ask("topdeck", victim, victory)]


@card.redeal("topdeck")
def topdeck_again(state: GameState, pending: Pending) -> list[Any]:
    """The victim's choice, asked again from the hand a resample dealt it (one kind of
    Victory card would not have asked: then ``[]``)."""
    attacker = state.turn.seat if state.turn is not None else pending.seat
    return topdeck(state, attacker, pending.seat)


@card.answer("topdeck")
def put_back(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    return [Reveal(pending.seat, option), Move(pending.seat, option, "hand", "deck")]
