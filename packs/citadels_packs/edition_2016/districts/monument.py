"""Monument: it cannot be built in a city of 5 or more districts; it counts as two
districts toward a completed city.

Rules: districts.md `monument`; C-1.7 (city size: end trigger, completion, completed-
city protection). ``monument_limit_6``: buildable with fewer than 6 districts. The limit
counts the district cards of the city. A plain hook for the build: the card asked about
is in a hand.
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState

ID = "monument"
card = DistrictCard(ID)


@card.hook
def citadels_may_build(state: GameState, seat: int, card: str) -> bool | None:
    limit = 6 if "monument_limit_6" in state.rules.variants else 5
    return False if card == ID and len(state.players[seat].city) >= limit else None


@card.bound
def citadels_city_size(state: GameState, seat: int, value: int) -> int:
    return value + sum(1 for d in state.players[seat].city if d.card == ID)
