"""Lin Yuting (rank 7, fan): a doubled gather, up to 3 builds, duplicates allowed.

characters.md §7.4 (004 "自創7號角色"); rulings faq:004-Q11, Q12, Q13, Q40, Q54, Q56,
Q61. Reading:

1. *Gather doubled*: take gold gives twice the gather's gold, draw gives twice as many
   cards and keeps twice as many, after every gather district (her folds run last):
   4 gold, Gold Mine 6 (faq:004-Q11); draw 4 keep 2; Observatory draw 6 keep 2
   (faq:004-Q11); Library draw 4 keep 4 (faq:004-Q12); Library + Observatory draw 6
   keep 6 with ``library_keeps_all``, keep 4 with the old Library (faq:004-Q13).
   The choice comes first, nothing is taken before it (faq:004-Q40).
2. *Build limit* up to 3; *duplicates*: the districts built in her turn may duplicate
   names (faq:004-Q56). A Witch with her powers gets both (faq:004-Q54).
3. *Receiving duplicates* this round (faq:004-Q61): the revealed, unkilled Lin Yuting
   (or the Witch with her powers) may receive a duplicate from another player's rank-8
   transfer; in her player's own rank-8 turn (2-3 players) only a Quarry helps (§8.2-§8.4
   "Quarry for you").
"""

from __future__ import annotations

from citadels_rules.pack_api import (
    CharacterCard,
    GameState,
    is_killed,
    is_revealed,
    powers_seat,
)

card = CharacterCard("fan.lin_yuting")
LIMIT = 3


@card.bound(trylast=True)
def citadels_gather_gold(value: int) -> int:
    return 2 * value


@card.bound(trylast=True)
def citadels_gather_draw(value: int) -> int:
    return 2 * value


@card.bound(trylast=True)
def citadels_gather_keep(drawn: int, value: int) -> int:
    return min(drawn, 2 * value)


@card.bound
def citadels_build_limit(value: int) -> int:
    return max(value, LIMIT)


@card.bound
def citadels_may_duplicate() -> bool:
    return True


@card.hook
def citadels_may_receive(state: GameState, seat: int) -> bool | None:
    if state.turn is not None and state.turn.seat == seat:
        return None  # her player takes or exchanges by their own ability: a Quarry only
    if is_revealed(state, card.id) and not is_killed(state, card.id):
        return True if powers_seat(state, card.id) == seat else None
    return None
