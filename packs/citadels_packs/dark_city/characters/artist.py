"""Artist (rank 9): beautify one or two of your districts, placing 1 of your gold on each.

Rules: characters.md §9.2 (faq:000-artist-1). A beautified district costs and scores 1
more (C-1.6; AMBIGUOUS for dark_city: the 2016 effect); each district once only. The gold
stays on the district (not in the stash); it goes to the bank if the district is
destroyed and moves with it when exchanged (C-1.5, AMBIGUOUS defaults). Twice a turn: the
card spends its own two tokens; a beautified district scores 1 more whoever holds it (a
plain hook).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    Ability,
    CharacterCard,
    District,
    GameState,
    Target,
    Transfer,
    Use,
    own_districts,
    selector_params,
    used,
)

card = CharacterCard("artist")
SECOND = card.name("2")


@selector_params("district")
def plain_districts(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """The actor's districts without gold on them."""
    city = state.players[seat].city
    return (t for t in own_districts(state, seat, ability) if city[t.index].gold == 0)


def may_beautify(state: GameState, seat: int) -> bool:
    return not used(state, SECOND) and state.players[seat].gold >= 1


@card.ability("beautify", targets=plain_districts, once=False, when=may_beautify)
def beautify(state: GameState, seat: int, t: Target) -> list[Any]:
    token = SECOND if used(state, card.id) else card.id
    return [Use(token), Transfer(seat, ("district", seat, t.index), 1)]


@card.hook
def citadels_district_points(district: District, value: int) -> int | None:
    return value + 1 if district.gold else None
