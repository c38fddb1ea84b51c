"""Alchemist (rank 6): at the end of your turn, take back the gold you paid to build
districts this turn; no income (faq:000-alchemist-1).

Rules: characters.md §6.2, C-11 (first of the automatic end-of-turn effects in
dark_city: ``tryfirst``). Tax and destroy costs are not refunded. ``alchemist_green_half``
(004 Alchemist, faq:004-Q59; variants.md #32 "collected like any income"): the core's
``income`` action, once, offered as for any income (``citadels_turn_actions``: the card
data gives her no income colour), paying 1 gold per 2 trade (green) districts, School of
Magic included (``citadels_action_effects``); the 2016 Alchemist reads it too.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    INCOME,
    Action,
    CharacterCard,
    GameState,
    Transfer,
    Use,
    acting,
    action,
    income_colours,
    pay,
    used,
)

card = CharacterCard("alchemist")
VARIANT = "alchemist_green_half"


def green_half(state: GameState, seat: int) -> int:
    city = state.players[seat].city
    return sum(1 for d in city if "green" in income_colours(state, seat, d)) // 2


@card.bound
def citadels_turn_actions(state: GameState, seat: int) -> list[Any] | None:
    """``alchemist_green_half``: her income, like any income: once, before or after
    gathering (C-9.6)."""
    if VARIANT not in state.rules.variants or used(state, INCOME):
        return None
    return [action(INCOME, seat)]


@card.hook(only_if=f"action.kind == {INCOME!r}")
def citadels_action_effects(state: GameState, action: Action, value: list[Any]) -> Any:
    """The ``income`` she took pays 1 gold per 2 green districts (the core pays nothing
    for a character without an income colour)."""
    seat = action.actor
    if action.kind != INCOME or seat is None or Use(INCOME) not in value:
        return None
    if VARIANT not in state.rules.variants or not acting(state, seat, card.id):
        return None
    return [*value, *pay(BANK, seat, green_half(state, seat))]


@card.bound(tryfirst=True)
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    spent = state.turn.spent if state.turn is not None else 0
    return [Transfer(BANK, seat, spent)] if spent else None
