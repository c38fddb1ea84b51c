"""Keep: rank-8 abilities cannot affect it (R8.2.2; faq:000-keep-1, faq:004-Q70).

No rank-8 ability may destroy any Keep, its owner's own included; the Armory can
(faq:000-armory-2, Dark City pack).

Escape hatch (``@card.hook``): a protection of the Keep's owner against another player's
ability; ``citadels_may_target`` has no subject, its ``target`` is the owner. The target
selectors ask it (``districts()``).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, has_tag

card = DistrictCard("keep")


@card.hook(
    only_if="rank == 8 and index is not None and state.players[target].city[index].card == 'keep'"
)
def citadels_may_target(
    state: GameState, seat: int, ability: str, rank: int | None, target: int, index: int | None
) -> bool | None:
    if rank != 8 or index is None or state.players[target].city[index].card != card.id:
        return None
    # An owner may still give away their own Keep, by exchange or gift (faq:004-Q70).
    if target == seat and (has_tag(state, ability, "exchange") or has_tag(state, ability, "gift")):
        return None
    return False
