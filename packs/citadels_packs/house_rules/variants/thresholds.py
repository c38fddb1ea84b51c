"""End-threshold variants, applied in the order of C-14.1a.

``short_game_7`` (8 becomes 7), ``end_at_8``, ``end_at_10``, ``end_at_12``, then for two
players ``two_player_end_10`` and ``two_player_end_12`` (the larger of a pair wins:
it is registered later).
"""

from __future__ import annotations

from citadels_rules.pack_api import GameState, hookimpl


class _ShortGame7:
    @hookimpl
    def citadels_end_threshold(self, value: int) -> int | None:
        return 7 if value == 8 else None


class _EndAt:
    def __init__(self, threshold: int, players: int | None = None) -> None:
        self.threshold = threshold
        self.players = players

    @hookimpl
    def citadels_end_threshold(self, state: GameState, value: int) -> int | None:
        if self.players is not None and len(state.players) != self.players:
            return None
        return max(value, self.threshold) if self.players else self.threshold


short_game_7 = _ShortGame7()
end_at_8 = _EndAt(8)
end_at_10 = _EndAt(10)
end_at_12 = _EndAt(12)
two_player_end_10 = _EndAt(10, players=2)
two_player_end_12 = _EndAt(12, players=2)
