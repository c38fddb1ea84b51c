"""Ball Room: while you hold the crown, every other player's revealed character must
thank you as its first action (``ballroom.thank``), or lose the turn.

Rules: districts.md `ballroom` (004 card and faq:004-Q21; UNCONFIRMED in English
sources). Effective from the round after it was built; a revealed King (or Patrician) of
another player need not thank (AMBIGUOUS default); killed characters have no turn. The
robbery still resolves at the reveal (C-9.1). ``engine.ballroom_auto_thanks`` thanks
automatically.

districts.md (Engine): "the thank is an explicit action that must be the first action
of the turn; any other first action ends the turn (the character is treated as having
lost its turn)": every action of the turn stays offered beside the thanks (and ``end_turn``
from the start, the plain way not to thank), and the first one that is not the thanks
does nothing but end the turn (``citadels_action_effects``).

Mostly escape hatch (``@card.hook``): the card binds its *guests*, not its owner -- the
reveal, the first action and the end of the turn all concern another seat, so each
hears every call and finds the host (the crown holder with an old Ball Room) itself.
The thanks are one declared ability, offered while they are owed.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    ANY_TIME,
    Action,
    DistrictCard,
    EndTurn,
    GameState,
    SetToken,
    ability,
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


@card.ability("thank", when=owes_thanks, timing=ANY_TIME)
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
def citadels_turn_actions(state: GameState, seat: int) -> list[Action] | None:
    """The thanks, offered to the guest (the card lies in the host's city, so its
    declared ability alone would be offered to the host)."""
    return [ability(seat, THANK)] if owes_thanks(state, seat) else None


@card.hook
def citadels_open_actions(
    state: GameState, seat: int, value: frozenset[str]
) -> frozenset[str] | None:
    """Not thanking may be said plainly too: ``end_turn`` is open from the turn's start."""
    return value | {"end_turn"} if owes_thanks(state, seat) else None


@card.hook
def citadels_action_effects(state: GameState, action: Action) -> list[Any] | None:
    """A guest's first action other than the thanks: the turn is lost (nothing else)."""
    seat = action.actor
    if seat is None or not owes_thanks(state, seat):
        return None
    if action.kind == "ability" and action.params.get("name") == THANK:
        return None
    return [SetToken(OWED, None), EndTurn()]


@card.hook
def citadels_turn_end(state: GameState) -> list[Any] | None:
    return [SetToken(OWED, None)] if state.token(OWED) is not None else None
