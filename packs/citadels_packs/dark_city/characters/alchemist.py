"""Alchemist (rank 6): at the end of your turn, take back the gold you paid to build
districts this turn; no income (faq:000-alchemist-1).

Rules: characters.md §6.2, C-11 (first of the automatic end-of-turn effects in
dark_city: ``tryfirst``). Tax and destroy costs are not refunded.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, GameState, Transfer, hookimpl

ID = "alchemist"


@hookimpl(tryfirst=True)
def citadels_turn_end(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    turn = state.turn
    if character != ID or turn is None or turn.seat != seat or not turn.spent:
        return None
    return [Transfer(BANK, seat, turn.spent)]
