"""Assassin (rank 1): name a character; it is killed and loses its turn.

Rules: characters.md §1.1, C-10.1 (the killed holder stays silent and reveals at the end
of the round, C-13.1). Rulings: faq:000-king-1, faq:000-warlord-1 (effects of a kill are
implemented by the cards concerned).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    KILLED,
    GameState,
    MarkCharacter,
    Reveal,
    Use,
    ability,
    hookimpl,
    is_killed,
    may_name,
    used,
)

ID = "assassin"
KILL = "assassin.kill"


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str) -> list[Any] | None:
    if character != ID or used(state, ID):
        return None
    return [
        ability(seat, KILL, character=c)
        for c in state.lineup
        if c != ID and may_name(state, seat, KILL, c)
    ]


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != KILL:
        return None
    return [Use(ID), MarkCharacter(action.params["character"], KILLED, action.actor)]


@hookimpl
def citadels_turn_skipped(state: GameState, character: str) -> bool | None:
    return True if is_killed(state, character) else None


@hookimpl
def citadels_round_end(state: GameState) -> list[Any]:
    return [
        Reveal(m.character)
        for m in state.marks
        if m.kind == KILLED and state.holder(m.character) is not None
    ]
