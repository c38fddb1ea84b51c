"""The Dark City districts that act at the end of their owner's turn (C-11, after the
Alchemist and the Tax Collector): Poor House (no gold in the stash: +1 gold) and Park
(no card in hand: draw 2)."""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, DistrictCard, Draw, GameState, Transfer

poor_house = DistrictCard("poor_house")
park = DistrictCard("park")


@poor_house.bound("citadels_turn_end")
def poor_house_gold(state: GameState, seat: int) -> list[Any] | None:
    return [Transfer(BANK, seat, 1)] if state.players[seat].gold == 0 else None


@park.bound("citadels_turn_end")
def park_cards(state: GameState, seat: int) -> list[Any] | None:
    return [Draw(seat, 2)] if not state.players[seat].hand else None
