"""Ball Room: while you hold the crown, every other player's revealed character must
thank you as its first action (``ballroom.thank``), or lose the turn (``end_turn``).

Rules: districts.md `ballroom` (004 card and faq:004-Q21; UNCONFIRMED in English
sources). Effective from the round after it was built; a revealed King (or Patrician) of
another player need not thank (AMBIGUOUS default); killed characters have no turn. The
robbery still resolves at the reveal (C-9.1). ``engine.ballroom_auto_thanks`` thanks
automatically.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    GameState,
    SetToken,
    Use,
    ability,
    action,
    hookimpl,
)

ID = "ballroom"
THANK = "ballroom.thank"
OWED = "ballroom.owed"
EXEMPT = frozenset({"king", "patrician"})


def _host(state: GameState) -> int | None:
    """The crown holder, if their Ball Room has been in their city since before this round."""
    crown = state.crown
    if any(d.card == ID and d.round < state.round for d in state.players[crown].city):
        return crown
    return None


@hookimpl
def citadels_character_called(state: GameState, character: str, seat: int) -> list[Any] | None:
    host = _host(state)
    if host is None or host == seat or character in EXEMPT:
        return None
    if "engine.ballroom_auto_thanks" in state.rules.variants:
        return None
    return [SetToken(OWED, (seat, character))]


@hookimpl
def citadels_only_actions(state: GameState, seat: int) -> list[Any] | None:
    turn = state.turn
    if turn is None or state.token(OWED) != (seat, turn.character):
        return None
    return [ability(seat, THANK), action("end_turn", seat)]


@hookimpl
def citadels_ability(state: GameState, action: Any) -> list[Any] | None:
    if action.params["name"] != THANK:
        return None
    return [Use(ID), SetToken(OWED, None)]


@hookimpl
def citadels_turn_end(state: GameState) -> list[Any] | None:
    return [SetToken(OWED, None)] if state.token(OWED) is not None else None
