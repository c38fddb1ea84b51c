"""Wizard (rank 3): look at another player's hand and take one card; keep it, or build it
at once paying its price (this build is not counted toward the limit and may duplicate).

Rules: characters.md §3.2. ``wizard.take`` then ``choose`` a card (``wizard.take``
decision), then ``choose`` ``"keep"`` or ``"build"`` (``wizard.use``). The immediate build
only after gathering (AMBIGUOUS default, C-9.3). Ruling: faq:000-wizard-1 (any number of
copies).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Ask,
    Build,
    Decision,
    GameState,
    MoveCard,
    Use,
    ability,
    build_price,
    hookimpl,
    used,
)

ID = "wizard"
TAKE, USE = "wizard.take", "wizard.use"


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    if character != ID or used(state, ID):
        return None
    return [
        ability(seat, TAKE, target=t) for t, p in enumerate(state.players) if t != seat and p.hand
    ]


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != TAKE:
        return None
    seat, target = action.actor, action.params["target"]
    hand = tuple(dict.fromkeys(state.players[target].hand))
    return [Use(ID), Ask(Decision(seat, TAKE, hand, data=(target,)))]


@hookimpl
def citadels_answer(state: GameState, decision: Decision, action: Any) -> list[Any] | None:
    seat = decision.seat
    if decision.kind == TAKE:
        (target,) = decision.data
        card = action.params["option"]
        options = ["keep"]
        turn = state.turn
        hooks = state.rules.hooks
        if (
            turn is not None
            and turn.gathered
            and build_price(state, seat, card) <= state.players[seat].gold
            and hooks.may_build(state, seat, card) is not False
        ):
            options.append("build")
        return [
            MoveCard(card, ("hand", target), ("hand", seat)),
            Ask(Decision(seat, USE, tuple(options), data=(card,))),
        ]
    if decision.kind == USE:
        (card,) = decision.data
        if action.params["option"] != "build":
            return []
        return [Build(seat, card, build_price(state, seat, card), counts=False)]
    return None
