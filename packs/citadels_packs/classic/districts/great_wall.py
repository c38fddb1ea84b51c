"""Great Wall: rank-8 abilities on your other districts cost 1 more (R8.3).

Classic scope: every district of its owner except the Great Wall itself (TSV, 000).
Rulings: faq:000-great_wall-1 (Diplomat: difference + 1), faq:004-Q69.
"""

from __future__ import annotations

from citadels_rules.pack_api import GameState, hookimpl

ID = "great_wall"


@hookimpl
def citadels_target_surcharge(
    state: GameState, rank: int | None, target: int, index: int, value: int
) -> int | None:
    if rank != 8:
        return None
    city = state.players[target].city
    if city[index].card == ID or not any(d.card == ID for d in city):
        return None
    return value + 1
