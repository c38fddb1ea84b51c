"""Theater: at the end of each selection phase, you may exchange your character with the
character of a player of your choice, unseen.

Rules: districts.md `theater` (R16 Theater). After the draft's last pick, before rank 1
is called, its owner is asked ``theater.swap`` (API.md): the legal actions are
``ability name=theater.swap target=<seat>``, and ``done`` to keep their character
(``@card.answer("swap", ability="target")``). With two characters each (2-3 players)
they then ``choose`` which of theirs to give (``theater.give``, secret) and take one of the chosen
player's at random. Both players see their new card only (``ExchangeCharacters``). A
player whose character nothing may affect (fan Yang Ruoxin's ``citadels_may_affect``) is
not offered. A plain hook: the end of the draft concerns no seat in particular.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Action,
    Ask,
    Decision,
    DistrictCard,
    ExchangeCharacters,
    GameState,
    Redeal,
    SetToken,
    may_affect,
    owner_of,
)

card = DistrictCard("theater")
SWAP, GIVE = card.name("swap"), card.name("give")
TARGET = card.name("target")


def _swap(state: GameState, seat: int) -> Decision:
    others = tuple(
        t
        for t, p in enumerate(state.players)
        if t != seat and p.characters and may_affect(state, seat, SWAP, None, t, "character")
    )
    return Decision(seat, SWAP, others, done=True)


@card.hook
def citadels_after_draft(state: GameState) -> list[Any] | None:
    seat = owner_of(state, card.id)
    return None if seat is None else [Ask(_swap(state, seat))]


@card.answer("swap", ability="target")
def swap(state: GameState, decision: Decision, action: Action) -> list[Any]:
    if action.kind == "done":
        return []
    seat, target = decision.seat, action.params["target"]
    mine = state.players[seat].characters
    if len(mine) > 1:
        return [SetToken(TARGET, target), Ask(Decision(seat, GIVE, mine))]
    return [ExchangeCharacters(seat, mine[0], target, None)]


@card.answer("give", secret=True)
def give(state: GameState, decision: Decision, action: Action) -> list[Any]:
    target = state.token(TARGET)
    return [
        SetToken(TARGET, None),
        ExchangeCharacters(decision.seat, action.params["option"], target, None),
    ]


@card.redeal("swap")
def swap_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    return Redeal(_swap(state, decision.seat))


@card.redeal("give")
def give_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The options are the owner's characters (the chosen player is a public token)."""
    return Redeal(Decision(decision.seat, GIVE, state.players[decision.seat].characters))
