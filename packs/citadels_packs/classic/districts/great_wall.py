"""Great Wall: rank-8 abilities on your other districts cost 1 more (R8.3).

Classic scope: every district of its owner except the Great Wall itself (TSV, 000); the
2016 card's scope (any district, the Wall included) is the edition_2016 pack's.
Rulings: faq:000-great_wall-1 (Diplomat: difference + 1), faq:004-Q69.

Escape hatch (``@card.hook``): the surcharge protects the Wall's owner against another
player's ability; ``citadels_target_surcharge`` has no subject, its ``target`` is the
owner. The selectors and prices of rank-8 abilities ask it (``surcharge``).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, owns

card = DistrictCard("great_wall")


def walled(
    state: GameState, rank: int | None, target: int, index: int | None, itself: bool
) -> bool:
    """Whether a rank-8 ability on district ``index`` of ``target`` (None: the city as a
    whole) pays the Wall's +1; ``itself``: the Wall covers itself too (2016 card)."""
    if rank != 8 or not owns(state, target, card.id):
        return False
    return itself or index is None or state.players[target].city[index].card != card.id


# walled() is False unless the Wall's owner is targeted by rank 8:
@card.hook(only_if="rank == 8 and 'great_wall' in state.players[target].built")
def citadels_target_surcharge(
    state: GameState, rank: int | None, target: int, index: int | None, value: int
) -> int | None:
    return value + 1 if walled(state, rank, target, index, itself=False) else None
