"""Navigator (rank 7): after gathering, you may take 4 gold or draw 4 cards; if you do,
you may not build this turn.

Rules: characters.md §7.2 (classic/dark_city: it may build if it does not use the
ability, faq:000-navigator-1). Not before gathering (faq:004-Q38); not after building
(AMBIGUOUS default). A Witch using it may not build either (faq:000-witch-5).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BANK,
    BUILT,
    Draw,
    GameState,
    Transfer,
    Use,
    ability,
    hookimpl,
    used,
)

ID = "navigator"
GAIN = "navigator.gain"


@hookimpl
def citadels_turn_actions(state: GameState, seat: int, character: str | None) -> list[Any] | None:
    turn = state.turn
    if character != ID or turn is None or used(state, ID):
        return None
    if not turn.gathered or turn.builds or BUILT in turn.used:
        return None
    out = [ability(seat, GAIN, option="gold")]
    if state.deck:
        out.append(ability(seat, GAIN, option="cards"))
    return out


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != GAIN:
        return None
    seat = action.actor
    if action.params["option"] == "gold":
        return [Use(ID), Transfer(BANK, seat, 4)]
    return [Use(ID), Draw(seat, 4)]


@hookimpl
def citadels_build_limit(state: GameState, character: str | None, value: int) -> int | None:
    return 0 if character == ID and used(state, ID) else None
