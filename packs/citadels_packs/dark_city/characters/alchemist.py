"""Alchemist (rank 6): at the end of your turn, take back the gold you paid to build
districts this turn; no income (faq:000-alchemist-1).

Rules: characters.md §6.2, C-11 (first of the automatic end-of-turn effects in
dark_city: ``tryfirst``). Tax and destroy costs are not refunded. ``alchemist_green_half``
(004 Alchemist, faq:004-Q59): ``alchemist.income``, once, 1 gold per 2 trade (green)
districts, as her income; the 2016 Alchemist reads it too.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, INCOME, CharacterCard, GameState, Transfer, income_colours

card = CharacterCard("alchemist")


def green_half(state: GameState, seat: int) -> int:
    city = state.players[seat].city
    return sum(1 for d in city if "green" in income_colours(state, seat, d)) // 2


def has_income(state: GameState, seat: int) -> bool:
    return "alchemist_green_half" in state.rules.variants and green_half(state, seat) > 0


@card.ability("income", token=INCOME, when=has_income)
def income(state: GameState, seat: int) -> list[Any]:
    return [Transfer(BANK, seat, green_half(state, seat))]


@card.bound(tryfirst=True)
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    spent = state.turn.spent if state.turn is not None else 0
    return [Transfer(BANK, seat, spent)] if spent else None
