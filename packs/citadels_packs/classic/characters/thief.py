"""Thief (rank 2): name a character; when it is revealed, its holder gives you all gold.

Rules: characters.md §2.1, C-10.2 (the robbery resolves at the reveal, before any action
or district effect). Illegal targets: the Thief, rank 1, the killed character (000 Thief
text); the Witch and the bewitched character (Witch plugin, faq:000-thief-2).
Rulings: faq:000-thief-1, faq:004-Q31, faq:004-Q32. The amount is a fold
(``citadels_robbery_amount``: fan Police Station); who is robbed may be redirected or
protected (``citadels_redirect``, ``citadels_may_affect``: fan Chen Yiru, Yang Ruoxin).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    ROBBED,
    GameState,
    MarkCharacter,
    Use,
    ability,
    hookimpl,
    is_killed,
    may_affect,
    may_name,
    pay,
    rank_of,
    redirected,
    used,
)

ID = "thief"
ROB = "thief.rob"


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str) -> list[Any] | None:
    if character != ID or used(state, ID):
        return None
    return [
        ability(seat, ROB, character=c)
        for c in state.lineup
        if c != ID
        and rank_of(state, c) != 1
        and not is_killed(state, c)
        and may_name(state, seat, ROB, c)
    ]


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != ROB:
        return None
    return [Use(ID), MarkCharacter(action.params["character"], ROBBED, action.actor)]


@hookimpl
def citadels_character_called(state: GameState, character: str, seat: int) -> list[Any] | None:
    mark = state.marked(character, ROBBED)
    if mark is None or mark.seat is None:
        return None
    thief, rank = mark.seat, rank_of(state, ID)
    victim = redirected(state, thief, ROB, rank, seat)
    if not may_affect(state, thief, ROB, rank, victim, "gold"):
        return None
    gold = state.players[victim].gold
    return pay(
        victim, thief, state.rules.hooks.robbery_amount(state, thief, victim, character, gold)
    )
