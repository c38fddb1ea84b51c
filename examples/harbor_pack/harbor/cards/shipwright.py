"""Shipwright (造船匠), 4, Action: +1 Card, +1 Action (its stats). While this is in
play, Action cards cost 1 coin less (not less than 0).

The mechanism: a "while in play" cost reducer: the cost window reads how many
Shipwrights the seat whose turn it is has in play (``in_play``), so one played twice by
a Throne Room still takes off only 1; once it is discarded at clean-up, costs are back.
"""

from __future__ import annotations

from dominion_rules.pack_api import Card, GameState, in_play, is_action

card = Card("shipwright")


@card.cost_modifier
def cheaper(state: GameState, of: str, cost: int) -> int:
    if not is_action(state, of):
        return cost
    return cost - in_play(state, card.id)
