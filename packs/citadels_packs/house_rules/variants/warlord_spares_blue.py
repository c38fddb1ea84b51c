"""``warlord_spares_blue`` (an erroneous reading, 004 Warlord): a rank-8 destruction (the
Warlord's; fan Jian Yuxin's destroy mode) may not hit a blue district. The colour is the
printed one (a Haunted Quarter or School of Magic is not blue here)."""

from __future__ import annotations

from citadels_rules.pack_api import GameState, has_tag, hookimpl

RANK = 8


@hookimpl
def citadels_may_target(
    state: GameState, ability: str, rank: int | None, target: int, index: int | None
) -> bool | None:
    if rank != RANK or index is None or not has_tag(state, ability, "destroy"):
        return None
    card = state.players[target].city[index].card
    return False if state.rules.cards[card].colour == "blue" else None
