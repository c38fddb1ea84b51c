"""Basilica: +1 point per district of your city with an odd cost.

Rules: districts.md `basilica`. Parity of the effective cost (C-1.6: +1 when beautified
by the Artist; AMBIGUOUS default, ambiguity 39).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, ScoreLine, effective_cost

card = DistrictCard("basilica")


@card.bound
def citadels_score_lines(state: GameState, seat: int) -> list[ScoreLine]:
    city = state.players[seat].city
    odd = sum(1 for i in range(len(city)) if effective_cost(state, seat, i) % 2)
    return [ScoreLine(card.id, odd)]
