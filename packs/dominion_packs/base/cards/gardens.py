"""Gardens (花園), 4, Victory (kingdom): 1 VP per full 10 cards you own (D-9.9).

Not an Action, no effect before the end (dominion-gardens-1); every card owned counts,
rounded down: 39 cards make each Gardens worth 3 (dominion-gardens-2). Its pile is 8
with 2 players, 12 with 3-4 (dominion-gardens-3: the core sizes Victory kingdom piles).
"""

from __future__ import annotations

from dominion_rules.pack_api import Card, GameState

card = Card("gardens")


@card.victory_points
def worth(state: GameState, seat: int, count: int) -> int:
    return count * (len(state.players[seat].all_cards()) // 10)
