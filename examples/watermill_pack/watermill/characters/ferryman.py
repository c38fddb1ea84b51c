"""Ferryman (rank 9): once during your turn, after gathering, you may ferry a player
sitting next to you who has gold or district cards in hand; they pay you the fare of
their choice: 1 gold, or 1 district card from their hand.

How this plugin reads the card text (each rule has a scenario test in
``tests/test_ferryman.py``):

1. *After gathering*: ``fan.ferryman.ferry`` is offered once the gather action is done,
   at any time of the rest of the turn (also after building), never before
   (``timing=AFTER_GATHER``).
2. *Once during your turn*: using it records the ``Use("fan.ferryman")`` token (the
   binder adds it: abilities are once per turn unless declared ``once=False``).
3. *A player sitting next to you*: one of :func:`~citadels_rules.pack_api.neighbours`
   (both others in a 3-player game); one action per neighbour (``target``): the
   selector :func:`passengers`.
4. *Who has gold or district cards*: a neighbour with neither is not offered. Gold and
   hand sizes are public, so the offer reveals nothing hidden.
5. *The fare of their choice*: the neighbour answers the decision
   ``fan.ferryman.fare`` with ``choose``: ``option="gold"`` (if they have gold) or the id
   of a district card of their hand, which goes to the Ferryman's hand. Only that
   neighbour sees the options (their hand).
6. *A bot's guess of the hidden state*: seen from another seat the fare's options are
   hidden, so :func:`fare_again` (``@card.redeal``) deals them again from the
   passenger's resampled hand; without it ``check_resample`` fails the pack.

Rank 9 is optional: the Ferryman is in play when a game names it (``characters=``) and
with 8 players (the preset's ``rank9``); never with 2 players (C-5.3), with 3 only under
``three_player_method_3`` (C-6.3). A Witch who bewitched the Ferryman ferries her
own neighbours and is paid (a bound character hears the turns played with its *powers*).
No income.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    AFTER_GATHER,
    Ability,
    Action,
    Ask,
    CharacterCard,
    Decision,
    GameState,
    MoveCard,
    Redeal,
    Target,
    Transfer,
    neighbours,
    selector_params,
)

card = CharacterCard("fan.ferryman")
FARE = card.name("fare")
GOLD = "gold"


@selector_params("target")
def passengers(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """The seats ``seat`` may ferry: its neighbours who have gold or cards in hand."""
    for n in neighbours(state, seat):
        if state.players[n].gold or state.players[n].hand:
            yield Target(seat=n, params=(("target", n),))


def fares(state: GameState, seat: int) -> tuple[str, ...]:
    """What ``seat`` may pay as the fare: ``"gold"`` if it has any, and each district id
    of its hand (once each)."""
    player = state.players[seat]
    return ((GOLD,) if player.gold else ()) + tuple(sorted(set(player.hand)))


@card.ability("ferry", targets=passengers, timing=AFTER_GATHER)
def ferry(state: GameState, seat: int, passenger: Target) -> list[Any]:
    fare = Decision(passenger.seat, FARE, fares(state, passenger.seat), data=(seat,))
    return [Ask(fare)]


@card.answer("fare")
def pay_the_fare(state: GameState, decision: Decision, action: Action) -> list[Any]:
    passenger, (ferryman,) = decision.seat, decision.data
    option = action.params["option"]
    if option == GOLD:
        return [Transfer(passenger, ferryman, 1)]
    return [MoveCard(option, ("hand", passenger), ("hand", ferryman))]


@card.redeal("fare")
def fare_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The passenger's options follow from its gold and hand; in a world resampled for
    another seat its hand was dealt again, so the options are rebuilt from it."""
    if decision.seat == seat:
        return Redeal(decision)
    return Redeal(Decision(decision.seat, FARE, fares(state, decision.seat), data=decision.data))
