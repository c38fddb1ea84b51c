"""Secret Vault: it cannot be built; at the end of the game, +3 points if it is in your
hand.

Rules: districts.md `secret_vault`. Never built, by any way (a Framework, a Wizard: they
ask ``citadels_may_build``). Plain hooks: the card is in a hand, never in a city, so no
owner's window hears it (its subject would be a city).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, ScoreLine

ID = "secret_vault"
card = DistrictCard(ID)
POINTS = 3


@card.hook
def citadels_may_build(card: str) -> bool | None:
    return False if card == ID else None


@card.hook
def citadels_score_lines(state: GameState, seat: int) -> list[ScoreLine] | None:
    n = state.players[seat].hand.count(ID)
    return [ScoreLine(ID, POINTS * n)] if n else None
