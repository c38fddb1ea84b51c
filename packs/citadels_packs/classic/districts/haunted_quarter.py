"""Haunted Quarter: counts as any one colour at final scoring, unless it entered the
city in the last round of the game (classic rule; AMBIGUOUS default: any way of entering).

Rules: districts.md `haunted_quarter`, C-15.1 (the best assignment is used). It is not a
colour for income (faq:004-Q16); once another colour it is not purple
(faq:000-wishing_well-1).
"""

from __future__ import annotations

from citadels_rules.pack_api import District, DistrictCard, GameState

card = DistrictCard("haunted_quarter")
ANY = ("yellow", "blue", "green", "red", "purple")


def entered_last_round(state: GameState, district: District) -> bool:
    """Whether ``district`` entered the city in the game's last round."""
    return district.round == state.round and (state.is_over or state.end_triggered)


@card.bound
def citadels_scoring_colors(state: GameState, district: District) -> tuple[str, ...] | None:
    if entered_last_round(state, district):
        return ANY if "haunted_quarter_last_round_ok" in state.rules.variants else None
    return ANY
