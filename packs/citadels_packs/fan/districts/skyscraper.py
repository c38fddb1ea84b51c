"""Skyscraper (purple, cost 5): when you do not hold the crown, you choose your character
second, right after the crown holder.

districts.md "Fan set" ``fan.skyscraper``, C-4.8: the rest of the order continues to the
left from the crown holder, skipping the owner; the last drafter (C-4.6, C-4.7) is
whoever drafts last in that order; a multi-pick draft (2-3 players) uses the same
modified seat order on every pass (AMBIGUOUS default). The draft is about everyone (plain
hook over the plan, whichever plan the round uses).
"""

from __future__ import annotations

from typing import Any

import attrs

from citadels_rules.pack_api import DistrictCard, GameState, owner_of

card = DistrictCard("fan.skyscraper")


def seat_order(players: int, second: int) -> list[int]:
    """Offsets from the crown holder in drafting order with ``second`` moved up."""
    return [0, second, *(k for k in range(1, players) if k != second)]


@card.hook
def citadels_adjust_draft(state: GameState, value: Any) -> Any:
    owner = owner_of(state, card.id)
    n = len(state.players)
    if owner is None or owner == state.crown:
        return None
    order = seat_order(n, (owner - state.crown) % n)
    return attrs.evolve(value, steps=tuple((order[off % n], kind) for off, kind in value.steps))
