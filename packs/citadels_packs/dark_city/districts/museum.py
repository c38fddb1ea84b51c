"""Museum: once per turn, put a card from your hand face down under it; +1 point per card
under it at the end (districts.md `museum`). The cards travel with the Museum and are
discarded with it (faq:000-museum-2, -3); they never change a rank-8 cost
(faq:000-museum-1)."""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    DistrictCard,
    GameState,
    MoveCard,
    ScoreLine,
    Target,
    find_district,
    hand_cards,
)

card = DistrictCard("museum")


@card.ability("store", targets=hand_cards, secret=("card",))
def store(state: GameState, seat: int, t: Target) -> list[Any]:
    index = find_district(state, seat, card.id)
    return [MoveCard(t.card, ("hand", seat), ("under", seat, index))]


@card.bound
def citadels_score_lines(state: GameState, seat: int) -> list[ScoreLine]:
    under = sum(len(d.cards) for d in state.players[seat].city if d.card == card.id)
    return [ScoreLine(card.id, under)]
