"""The Dark City districts that act at the end of their owner's turn (C-11, after the
Alchemist and the Tax Collector): Poor House (no gold in the stash: +1 gold) and Park
(no card in hand: draw 2)."""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, Draw, GameState, Transfer, hookimpl, owns


class PoorHouse:
    ID = "poor_house"

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int) -> list[Any] | None:
        if owns(state, seat, self.ID) and state.players[seat].gold == 0:
            return [Transfer(BANK, seat, 1)]
        return None


class Park:
    ID = "park"

    @hookimpl
    def citadels_turn_end(self, state: GameState, seat: int) -> list[Any] | None:
        if owns(state, seat, self.ID) and not state.players[seat].hand:
            return [Draw(seat, 2)]
        return None


poor_house, park = PoorHouse(), Park()
