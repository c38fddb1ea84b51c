"""Amusement Park (purple, cost 4): on your turn, convert as much as you like: 2 gold for
1 card drawn, 4 gold for 1 card of your choice searched from the deck, 1 card from your
hand (discarded) for 1 gold.

districts.md "Fan set" ``fan.amusement_park``; README ambiguity 37 (once per turn, any
quantity; the deck is shuffled after a search). Reading: one conversion *session* per
turn, of any length: ``fan.amusement_park.sell card=<id>`` (discard it, +1 gold),
``.buy`` (2 gold, draw 1), ``.search`` (4 gold, then ``choose`` a card of the deck: the
options show her the deck, then the deck is shuffled). Each may follow another at once;
once another action is taken, the session is over for this turn.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    Action,
    Ask,
    Decision,
    DistrictCard,
    Draw,
    GameState,
    MoveCard,
    Redeal,
    SetToken,
    ShuffleDeck,
    Target,
    Transfer,
    Use,
    hand_cards,
    has_cards_to_draw,
    used,
)

card = DistrictCard("fan.amusement_park")
TAKE = card.name("take")
#: Token: the step count right after the last conversion (the session is open while no
#: other action followed it).
LAST = card.name("last")


def open_session(state: GameState, seat: int) -> bool:
    """Not used yet this turn, or the last action was a conversion."""
    return not used(state, card.id) or state.token(LAST) == state.steps


def can_draw(state: GameState, seat: int) -> bool:
    return open_session(state, seat) and has_cards_to_draw(state, seat)


def _converted(state: GameState) -> list[Any]:
    return [Use(card.id), SetToken(LAST, state.steps)]


@card.ability("sell", targets=hand_cards, once=False, when=open_session)
def sell(state: GameState, seat: int, t: Target) -> list[Any]:
    return [
        *_converted(state),
        MoveCard(t.card, ("hand", seat), ("discard",)),
        Transfer(BANK, seat, 1),
    ]


@card.ability("buy", gold=2, once=False, when=can_draw)
def buy(state: GameState, seat: int) -> list[Any]:
    return [*_converted(state), Draw(seat, 1)]


def can_search(state: GameState, seat: int) -> bool:
    return open_session(state, seat) and bool(state.deck)


@card.ability("search", gold=4, once=False, when=can_search)
def search(state: GameState, seat: int) -> list[Any]:
    return [*_converted(state), Ask(Decision(seat, TAKE, tuple(sorted(set(state.deck)))))]


@card.answer("take", secret=True)
def take(state: GameState, decision: Decision, action: Action) -> list[Any]:
    chosen = action.params["option"]
    return [
        SetToken(LAST, state.steps + 1),  # an answer's state is the one before it
        MoveCard(chosen, ("deck",), ("hand", decision.seat)),
        ShuffleDeck(),
    ]


@card.redeal("take")
def take_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The options show the deck to the owner."""
    if decision.seat == seat:
        return Redeal(decision, ((("deck",), decision.options),))
    return Redeal(Decision(decision.seat, TAKE, tuple(sorted(set(state.deck)))))
