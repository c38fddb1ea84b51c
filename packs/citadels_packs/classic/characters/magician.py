"""Magician (rank 3): exchange hands with a player, or redraw any number of cards.

Rules: characters.md §3.1. The exchange is allowed with empty hands. The redraw puts the
chosen cards at the bottom of the deck, then draws as many (faq:000-magician-1,
faq:004-Q33): ``magician.redraw`` then ``choose`` one card at a time and ``done``.
A swap's price (``citadels_hand_swap_price``: fan Jewelry Store) and who it may reach
(``citadels_may_affect``, ``citadels_redirect``) are the windows' to say.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Affected,
    Ask,
    Decision,
    Draw,
    ExchangeHands,
    GameState,
    MoveCard,
    Use,
    ability,
    hookimpl,
    may_affect,
    pay,
    rank_of,
    redirected,
    used,
)

ID = "magician"
SWAP, REDRAW = "magician.swap", "magician.redraw"


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str) -> list[Any] | None:
    if character != ID or used(state, ID):
        return None
    out = [
        ability(seat, SWAP, target=t)
        for t in range(len(state.players))
        if t != seat
        and may_affect(state, seat, SWAP, rank_of(state, ID), t, "hand")
        and swap_price(state, seat, t) <= state.players[seat].gold
    ]
    if state.players[seat].hand:
        out.append(ability(seat, REDRAW))
    return out


def swap_price(state: GameState, seat: int, target: int) -> int:
    """Gold ``seat`` pays ``target`` to exchange hands (0; fan Jewelry Store: 2)."""
    return state.rules.hooks.hand_swap_price(state, seat, SWAP, target, 0)


def _ask(seat: int, hand: tuple[str, ...], chosen: tuple[str, ...]) -> Ask:
    return Ask(Decision(seat, REDRAW, tuple(dict.fromkeys(hand)), done=bool(chosen), data=chosen))


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    name = action.params["name"]
    seat = action.actor
    if name == SWAP:
        target = redirected(state, seat, SWAP, rank_of(state, ID), action.params["target"])
        price = swap_price(state, seat, target)
        return [
            Use(ID),
            *pay(seat, target, price),
            ExchangeHands(seat, target),
            Affected(target, seat, SWAP),
        ]
    if name == REDRAW:
        return [Use(ID), _ask(seat, state.players[seat].hand, ())]
    return None


@hookimpl
def citadels_answer(state: GameState, decision: Decision, action: Any) -> list[Any] | None:
    if decision.kind != REDRAW:
        return None
    seat, chosen = decision.seat, decision.data
    if action.kind == "done":
        put = [MoveCard(card, ("aside",), ("deck_bottom",)) for card in chosen]
        return [*put, Draw(seat, len(chosen))]
    card = action.params["option"]
    hand = list(state.players[seat].hand)
    hand.remove(card)
    return [MoveCard(card, ("hand", seat), ("aside",)), _ask(seat, tuple(hand), (*chosen, card))]
