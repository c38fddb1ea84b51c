"""Alchemist (rank 6): at the end of your turn, take back the gold you paid to build
districts this turn; no income (faq:000-alchemist-1).

Rules: characters.md §6.2, C-11 (first of the automatic end-of-turn effects in
dark_city: ``tryfirst``). Tax and destroy costs are not refunded.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, CharacterCard, GameState, Transfer

card = CharacterCard("alchemist")


@card.bound(tryfirst=True)
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    spent = state.turn.spent if state.turn is not None else 0
    return [Transfer(BANK, seat, spent)] if spent else None
