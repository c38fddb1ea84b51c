"""The Dark City districts that only score: Imperial Treasury (+1 per gold in your
stash), Map Room (+1 per card in hand), Wishing Well (+1 per other purple district; a
Haunted Quarter counted as another colour is not purple, faq:000-wishing_well-1)."""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, ScoreLine

imperial_treasury = DistrictCard("imperial_treasury")
map_room = DistrictCard("map_room")
wishing_well = DistrictCard("wishing_well")


@imperial_treasury.bound("citadels_score_lines")
def treasury_points(state: GameState, seat: int) -> list[ScoreLine]:
    return [ScoreLine(imperial_treasury.id, state.players[seat].gold)]


@map_room.bound("citadels_score_lines")
def map_room_points(state: GameState, seat: int) -> list[ScoreLine]:
    return [ScoreLine(map_room.id, len(state.players[seat].hand))]


@wishing_well.bound("citadels_score_lines")
def wishing_well_points(state: GameState, seat: int, colors: tuple[str, ...]) -> list[ScoreLine]:
    city = state.players[seat].city
    itself = "wishing_well_counts_itself" in state.rules.variants
    n = sum(
        1
        for d, colour in zip(city, colors, strict=True)
        if colour == "purple" and (itself or d.card != wishing_well.id)
    )
    return [ScoreLine(wishing_well.id, n)]
