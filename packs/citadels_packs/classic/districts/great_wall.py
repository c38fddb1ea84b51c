"""Great Wall: rank-8 abilities on your other districts cost 1 more (R8.3).

Classic scope: every district of its owner except the Great Wall itself (TSV, 000).
Rulings: faq:000-great_wall-1 (Diplomat: difference + 1), faq:004-Q69.

Escape hatch (``@card.hook``): the surcharge protects the Wall's owner against another
player's ability; ``citadels_target_surcharge`` has no subject, its ``target`` is the
owner. The selectors and prices of rank-8 abilities ask it (``surcharge``).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, owns

card = DistrictCard("great_wall")


@card.hook
def citadels_target_surcharge(
    state: GameState, rank: int | None, target: int, index: int | None, value: int
) -> int | None:
    if rank == 8 and owns(state, target, card.id):
        other = index is None or state.players[target].city[index].card != card.id
        return value + 1 if other else None
    return None
