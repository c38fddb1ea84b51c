"""Keep: rank-8 abilities cannot affect it (R8.2.2; faq:000-keep-1, faq:004-Q70).

No rank-8 ability may destroy any Keep, its owner's own included; the Armory can
(faq:000-armory-2, Dark City pack).
"""

from __future__ import annotations

from citadels_rules.pack_api import GameState, hookimpl

ID = "keep"


@hookimpl
def citadels_may_target(
    state: GameState, seat: int, ability: str, rank: int | None, target: int, index: int
) -> bool | None:
    if rank != 8 or state.players[target].city[index].card != ID:
        return None
    # An owner may still give away their own Keep by exchange (faq:004-Q70).
    if target == seat and ability.endswith(".exchange"):
        return None
    return False
