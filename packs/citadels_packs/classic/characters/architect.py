"""Architect (rank 7): +2 cards after gathering; may build up to 3 districts.

Rules: characters.md §7.1, C-9.4. The 2 cards come after the gather action, never before
choosing it (faq:000-architect-1, faq:004-Q37).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import Draw, GameState, hookimpl

ID = "architect"


@hookimpl
def citadels_after_gather(state: GameState, seat: int, character: str) -> list[Any] | None:
    return [Draw(seat, 2)] if character == ID else None


@hookimpl
def citadels_build_limit(character: str, value: int) -> int | None:
    return max(value, 3) if character == ID else None
