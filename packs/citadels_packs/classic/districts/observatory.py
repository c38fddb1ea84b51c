"""Observatory: when you draw cards to gather, draw 3 instead of 2 (keep 1, the other 2
go under the deck).

Rules: districts.md `observatory`; with the Library see `library`.
"""

from __future__ import annotations

from citadels_rules.pack_api import GameState, hookimpl, owns

ID = "observatory"


@hookimpl
def citadels_gather_draw(state: GameState, seat: int, value: int) -> int | None:
    return value + 1 if owns(state, seat, ID) else None
