"""Tax Collector (Dark City, rank 2): every other player who builds during a turn gives
you 1 gold at the end of that turn, if they have any.

Rules: characters.md §9.3 (Dark City version), C-11 (after the Alchemist, before the Poor
House). Turns taken before the Tax Collector is revealed pay when it is revealed
(faq:000-tax_collector-1); a bewitched Tax Collector's payments go to the Witch
(faq:000-witch-2); killed or not in play: nobody pays (AMBIGUOUS default). Poor House
gold is never taxed (faq:000-poor_house-1).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BUILT,
    GameState,
    SetToken,
    Transfer,
    hookimpl,
    is_killed,
    is_revealed,
    powers_seat,
)

ID = "tax_collector"
OWED = "tax_collector.owed"


def _collector(state: GameState) -> int | None:
    if is_killed(state, ID):
        return None
    return powers_seat(state, ID)


@hookimpl
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    turn = state.turn
    if turn is None or turn.seat != seat or BUILT not in turn.used:
        return None
    if not is_revealed(state, ID):
        owed = state.token(OWED, ())
        return [SetToken(OWED, (*owed, seat))]
    collector = _collector(state)
    if collector is None or collector == seat or state.players[seat].gold < 1:
        return None
    return [Transfer(seat, collector, 1)]


@hookimpl
def citadels_character_called(state: GameState, character: str) -> list[Any] | None:
    if character != ID:
        return None
    collector = _collector(state)
    owed = state.token(OWED, ())
    effects: list[Any] = [SetToken(OWED, None)] if owed else []
    for seat in owed:
        if collector is not None and seat != collector:
            effects.append(Transfer(seat, collector, 1))
    return effects


@hookimpl
def citadels_round_end(state: GameState) -> list[Any] | None:
    return [SetToken(OWED, None)] if state.token(OWED) else None
