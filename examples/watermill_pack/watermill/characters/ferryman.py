"""Ferryman (rank 9): once during your turn, after gathering, you may ferry a player
sitting next to you who has gold or district cards in hand; they pay you the fare of
their choice: 1 gold, or 1 district card from their hand.

How this plugin reads the card text (each rule has a scenario test in
``tests/test_ferryman.py``):

1. *After gathering*: ``fan.ferryman.ferry`` is offered once the gather action is done,
   at any time of the rest of the turn (also after building), never before.
2. *Once during your turn*: using it records the ``Use("fan.ferryman")`` token.
3. *A player sitting next to you*: one of :func:`~citadels_rules.pack_api.neighbours`
   (both others in a 3-player game); one action per neighbour (``target``).
4. *Who has gold or district cards*: a neighbour with neither is not offered. Gold and
   hand sizes are public, so the offer reveals nothing hidden.
5. *The fare of their choice*: the neighbour answers the decision
   ``fan.ferryman.fare`` with ``choose``: ``option="gold"`` (if they have gold) or the id
   of a district card of their hand, which goes to the Ferryman's hand. Only that
   neighbour sees the options (their hand).

Rank 9 is optional: the Ferryman is in play when a game names it (``characters=``) and
with 8 players (the preset's ``rank9``); never with 2 players (C-5.3), with 3 only under
``three_player_method_3`` (C-6.3). A Witch who bewitched the Ferryman ferries her
own neighbours and is paid (the hooks get the character whose *powers* the turn uses).
No income.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Action,
    Ask,
    Decision,
    GameState,
    MoveCard,
    Transfer,
    Use,
    ability,
    hookimpl,
    neighbours,
    used,
)

ID = "fan.ferryman"
FERRY = "fan.ferryman.ferry"
FARE = "fan.ferryman.fare"
GOLD = "gold"


def passengers(state: GameState, seat: int) -> tuple[int, ...]:
    """The seats ``seat`` may ferry: its neighbours who have gold or cards in hand."""
    return tuple(
        n for n in neighbours(state, seat) if state.players[n].gold or state.players[n].hand
    )


def fares(state: GameState, seat: int) -> tuple[str, ...]:
    """What ``seat`` may pay as the fare: ``"gold"`` if it has any, and each district id
    of its hand (once each)."""
    player = state.players[seat]
    return ((GOLD,) if player.gold else ()) + tuple(sorted(set(player.hand)))


@hookimpl
def citadels_turn_actions(
    state: GameState, seat: int, character: str | None
) -> list[Action] | None:
    turn = state.turn
    if character != ID or turn is None or not turn.gathered or used(state, ID):
        return None
    return [ability(seat, FERRY, target=n) for n in passengers(state, seat)]


@hookimpl
def citadels_ability(state: GameState, action: Action) -> list[Any] | None:
    if action.params["name"] != FERRY:
        return None
    ferryman, passenger = action.actor, action.params["target"]
    fare = Decision(passenger, FARE, fares(state, passenger), data=(ferryman,))
    return [Use(ID), Ask(fare)]


@hookimpl
def citadels_answer(state: GameState, decision: Decision, action: Action) -> list[Any] | None:
    if decision.kind != FARE:
        return None
    passenger, (ferryman,) = decision.seat, decision.data
    option = action.params["option"]
    if option == GOLD:
        return [Transfer(passenger, ferryman, 1)]
    return [MoveCard(option, ("hand", passenger), ("hand", ferryman))]
