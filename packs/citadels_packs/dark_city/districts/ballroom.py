"""Ball Room: while you hold the crown, every other player's revealed character must
thank you as its first action (``ballroom.thank``), or lose the turn (``end_turn``).

Rules: districts.md `ballroom` (004 card and faq:004-Q21; UNCONFIRMED in English
sources). Effective from the round after it was built; a revealed King (or Patrician) of
another player need not thank (AMBIGUOUS default); killed characters have no turn. The
robbery still resolves at the reveal (C-9.1). ``engine.ballroom_auto_thanks`` thanks
automatically.

Mostly escape hatch (``@card.hook``): the card binds its *guests*, not its owner -- the
reveal, the narrowed choice and the end of the turn all concern another seat, so each
hears every call and finds the host (the crown holder with an old Ball Room) itself.
The thanks are one declared ability, offered to the guest by ``citadels_only_actions``.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    DistrictCard,
    GameState,
    SetToken,
    ability,
    action,
)

card = DistrictCard("ballroom")
THANK = card.name("thank")
OWED = card.name("owed")
EXEMPT = frozenset({"king", "patrician"})


def host(state: GameState) -> int | None:
    """The crown holder, if their Ball Room has been in their city since before this round."""
    crown = state.crown
    if any(d.card == card.id and d.round < state.round for d in state.players[crown].city):
        return crown
    return None


def owes_thanks(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s revealed character has yet to thank the host."""
    turn = state.turn
    return turn is not None and state.token(OWED) == (seat, turn.character)


@card.ability("thank", when=owes_thanks)
def thank(state: GameState, seat: int) -> list[Any]:
    return [SetToken(OWED, None)]


@card.hook
def citadels_character_called(state: GameState, character: str, seat: int) -> list[Any] | None:
    crown = host(state)
    if crown is None or crown == seat or character in EXEMPT:
        return None
    if "engine.ballroom_auto_thanks" in state.rules.variants:
        return None
    return [SetToken(OWED, (seat, character))]


@card.hook
def citadels_only_actions(state: GameState, seat: int) -> list[Any] | None:
    return [ability(seat, THANK), action("end_turn", seat)] if owes_thanks(state, seat) else None


@card.hook
def citadels_turn_end(state: GameState) -> list[Any] | None:
    return [SetToken(OWED, None)] if state.token(OWED) is not None else None
