"""Ball Room: while you hold the crown, every other player's revealed character must
thank you as its first action (``ballroom.thank``), or lose the turn.

Rules: districts.md `ballroom` (004 card and faq:004-Q21; UNCONFIRMED in English
sources). Effective from the round after it was built; a revealed King (or Patrician) of
another player need not thank (AMBIGUOUS default); killed characters have no turn. The
robbery still resolves at the reveal (C-9.1). ``engine.ballroom_auto_thanks`` thanks
automatically.

districts.md (Engine): "the thank is an explicit action that must be the first action
of the turn; any other first action ends the turn (the character is treated as having
lost its turn)": the guest is offered the thanks, ``end_turn`` (the plain way not to
thank) and the gathers (``citadels_only_actions``); a gather taken first does nothing
but end the turn (``citadels_action_effects``).

Mostly escape hatch (``@card.hook``): the card binds its *guests*, not its owner -- the
reveal, the first action and the end of the turn all concern another seat, so each
hears every call and finds the host (the crown holder with an old Ball Room) itself.
The thanks are one declared ability, offered to the guest by ``citadels_only_actions``.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Action,
    DistrictCard,
    EndTurn,
    GameState,
    SetToken,
    ability,
    action,
    has_cards_to_draw,
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
    owed = state.token(OWED)  # None all the time but while a guest owes thanks
    turn = state.turn
    return owed is not None and turn is not None and owed == (seat, turn.character)


@card.ability("thank", when=owes_thanks)
def thank(state: GameState, seat: int) -> list[Any]:
    return [SetToken(OWED, None)]


#: Declared guard (``only_if``) of the hooks that answer only while thanks are owed.
OWING = f"state.token({OWED!r}) is not None"


@card.hook(only_if=f"{card.id!r} in state.players[state.crown].built")  # host()
def citadels_character_called(state: GameState, character: str, seat: int) -> list[Any] | None:
    crown = host(state)
    if crown is None or crown == seat or character in EXEMPT:
        return None
    if "engine.ballroom_auto_thanks" in state.rules.variants:
        return None
    return [SetToken(OWED, (seat, character))]


@card.hook(only_if=OWING)
def citadels_only_actions(state: GameState, seat: int) -> list[Any] | None:
    """While the thanks are owed: the thanks, or a first action that loses the turn --
    ``end_turn`` (the plain way not to thank) or a gather. First of the narrowing hooks:
    the Witch's and the Blackmailer's come after the thanks."""
    if not owes_thanks(state, seat):
        return None
    draw = [action("draw", seat)] if has_cards_to_draw(state, seat) else []
    return [ability(seat, THANK), action("end_turn", seat), action("take_gold", seat), *draw]


@card.hook(only_if=OWING)
def citadels_action_effects(state: GameState, action: Action) -> list[Any] | None:
    """A guest's first action other than the thanks: the turn is lost (nothing else)."""
    seat = action.actor
    if seat is None or not owes_thanks(state, seat):
        return None
    if action.kind == "ability" and action.params.get("name") == THANK:
        return None
    return [SetToken(OWED, None), EndTurn()]


@card.hook(only_if=OWING)
def citadels_turn_end(state: GameState) -> list[Any] | None:
    return [SetToken(OWED, None)] if state.token(OWED) is not None else None
