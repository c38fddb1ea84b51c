"""Great Wall (2016 card): a rank-8 ability on any district of your city, the Great Wall
itself included, costs its user 1 more (R8.3; CT, R16) -- destroying the Wall costs the
Warlord 5 + 1. With ``great_wall_others_only`` (004's reading, the old card) the Wall
covers only your other districts.

The district a Diplomat gives away from his own city is never surcharged (R16 Great
Wall): the Diplomat asks only about the district taken. Rulings: faq:000-great_wall-1,
faq:004-Q69. Escape hatch (``@card.hook``): as the classic card, the surcharge protects
the Wall's owner against another player's ability (no subject).
"""

from __future__ import annotations

from citadels_packs.classic.districts.great_wall import walled
from citadels_rules.pack_api import DistrictCard, GameState

card = DistrictCard("great_wall")


# walled() is False unless the Wall's owner is targeted by rank 8:
@card.hook(only_if="rank == 8 and 'great_wall' in state.players[target].built")
def citadels_target_surcharge(
    state: GameState, rank: int | None, target: int, index: int | None, value: int
) -> int | None:
    itself = "great_wall_others_only" not in state.rules.variants
    return value + 1 if walled(state, rank, target, index, itself) else None
