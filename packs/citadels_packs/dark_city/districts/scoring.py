"""The Dark City districts that only score: Imperial Treasury (+1 per gold in your
stash), Map Room (+1 per card in hand), Wishing Well (+1 per other purple district; a
Haunted Quarter counted as another colour is not purple, faq:000-wishing_well-1)."""

from __future__ import annotations

from citadels_rules.pack_api import GameState, ScoreLine, hookimpl, owns


class ImperialTreasury:
    ID = "imperial_treasury"

    @hookimpl
    def citadels_score_lines(self, state: GameState, seat: int) -> list[ScoreLine] | None:
        if not owns(state, seat, self.ID):
            return None
        return [ScoreLine(self.ID, state.players[seat].gold)]


class MapRoom:
    ID = "map_room"

    @hookimpl
    def citadels_score_lines(self, state: GameState, seat: int) -> list[ScoreLine] | None:
        if not owns(state, seat, self.ID):
            return None
        return [ScoreLine(self.ID, len(state.players[seat].hand))]


class WishingWell:
    ID = "wishing_well"

    @hookimpl
    def citadels_score_lines(
        self, state: GameState, seat: int, colors: tuple[str, ...]
    ) -> list[ScoreLine] | None:
        city = state.players[seat].city
        if not owns(state, seat, self.ID):
            return None
        itself = "wishing_well_counts_itself" in state.rules.variants
        n = sum(
            1
            for d, colour in zip(city, colors, strict=True)
            if colour == "purple" and (itself or d.card != self.ID)
        )
        return [ScoreLine(self.ID, n)]


imperial_treasury, map_room, wishing_well = ImperialTreasury(), MapRoom(), WishingWell()
