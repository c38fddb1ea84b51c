"""Tax Collector (Dark City, rank 2): every other player who builds during a turn gives
you 1 gold at the end of that turn, if they have any.

Rules: characters.md §9.3 (Dark City version), C-11 (after the Alchemist, before the Poor
House). Turns taken before the Tax Collector is revealed pay when it is revealed
(faq:000-tax_collector-1); a bewitched Tax Collector's payments go to the Witch
(faq:000-witch-2); killed or not in play: nobody pays (AMBIGUOUS default). Poor House
gold is never taxed (faq:000-poor_house-1). Mostly plain hooks: the tax is levied at the
end of *other* players' turns, and the debts are cleared at the round's end.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    BUILT,
    CharacterCard,
    GameState,
    SetToken,
    Transfer,
    is_killed,
    is_revealed,
    powers_seat,
)

card = CharacterCard("tax_collector")
OWED = card.name("owed")


def collector(state: GameState) -> int | None:
    """The seat the tax goes to: the Tax Collector's powers (a Witch's), unless killed."""
    return None if is_killed(state, card.id) else powers_seat(state, card.id)


@card.hook(  # only the turn of a player who built
    only_if=f"state.turn is not None and state.turn.seat == seat and {BUILT!r} in state.turn.used"
)
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    turn = state.turn
    if turn is None or turn.seat != seat or BUILT not in turn.used:
        return None  # only the turn of a player who built
    if not is_revealed(state, card.id):
        return [SetToken(OWED, (*state.token(OWED, ()), seat))]
    taxman = collector(state)
    if taxman is None or taxman == seat or state.players[seat].gold < 1:
        return None
    return [Transfer(seat, taxman, 1)]


@card.bound
def citadels_character_called(state: GameState) -> list[Any]:
    taxman = collector(state)
    owed = state.token(OWED, ())
    effects: list[Any] = [SetToken(OWED, None)] if owed else []
    return effects + [Transfer(s, taxman, 1) for s in owed if taxman not in (None, s)]


@card.hook(only_if=f"state.token({OWED!r})")
def citadels_round_end(state: GameState) -> list[Any] | None:
    return [SetToken(OWED, None)] if state.token(OWED) else None
