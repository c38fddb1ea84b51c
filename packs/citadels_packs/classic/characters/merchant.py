"""Merchant (rank 6): +1 gold after gathering; green income.

Rules: characters.md §6.1 (the +1 is automatic, C-17.5, whichever gather was taken).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, GameState, Transfer, hookimpl

ID = "merchant"


@hookimpl
def citadels_after_gather(state: GameState, seat: int, character: str) -> list[Any] | None:
    return [Transfer(BANK, seat, 1)] if character == ID else None
