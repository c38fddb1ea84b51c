"""Emperor (rank 4): you must give the crown to another player, who gives you 1 gold or
1 district card of their choice; yellow income.

Rules: characters.md §4.2 (Dark City version: the recipient chooses, faq:000-emperor-1).
Not to yourself nor to the current holder; with no possible recipient the crown stays and
nothing is paid (AMBIGUOUS default). Killed: the crown stays (faq:000-emperor-2). Never a
face-up removal (C-4.4). Bewitched: the Witch gives it and is paid (faq:004-Q47).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Ask,
    Decision,
    GameState,
    GiveCrown,
    MoveCard,
    Transfer,
    Use,
    ability,
    hookimpl,
    used,
)

ID = "emperor"
CROWN, PAYMENT, CARD = "emperor.crown", "emperor.payment", "emperor.card"


def _recipients(state: GameState, seat: int) -> list[int]:
    return [t for t in range(len(state.players)) if t not in (seat, state.crown)]


@hookimpl
def citadels_may_discard_face_up(character: str) -> bool | None:
    return False if character == ID else None


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    if character != ID or used(state, ID):
        return None
    return [ability(seat, CROWN, target=t) for t in _recipients(state, seat)]


@hookimpl
def citadels_may_end_turn(state: GameState, seat: int, character: str | None) -> bool | None:
    if character == ID and not used(state, ID) and _recipients(state, seat):
        return False  # the crown must be given before the turn ends (C-17.6)
    return None


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != CROWN:
        return None
    seat, target = action.actor, action.params["target"]
    p = state.players[target]
    options = (("card",) if p.hand else ()) + (("gold",) if p.gold else ())
    effects: list[Any] = [Use(ID), GiveCrown(target)]
    if options:
        effects.append(Ask(Decision(target, PAYMENT, options, data=(seat,))))
    return effects


@hookimpl
def citadels_answer(state: GameState, decision: Decision, action: Any) -> list[Any] | None:
    payer = decision.seat
    if decision.kind == PAYMENT:
        (emperor,) = decision.data
        if action.params["option"] == "gold":
            return [Transfer(payer, emperor, 1)]
        hand = tuple(dict.fromkeys(state.players[payer].hand))
        return [Ask(Decision(payer, CARD, hand, data=(emperor,)))]
    if decision.kind == CARD:
        (emperor,) = decision.data
        return [MoveCard(action.params["option"], ("hand", payer), ("hand", emperor))]
    return None
