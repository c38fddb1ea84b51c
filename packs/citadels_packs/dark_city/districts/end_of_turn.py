"""The Dark City districts that act at the end of their owner's turn (C-11, after the
Alchemist and the Tax Collector): Poor House (no gold in the stash: +1 gold) and Park
(no card in hand: draw 2)."""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, DistrictCard, Draw, GameState, Transfer

# Two cards, each with a part named after its window: the names repeat on purpose.
# ruff: noqa: F811
# mypy: disable-error-code="no-redef"

poor_house = DistrictCard("poor_house")
park = DistrictCard("park")


@poor_house.bound
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    return [Transfer(BANK, seat, 1)] if state.players[seat].gold == 0 else None


@park.bound
def citadels_turn_end(state: GameState, seat: int) -> list[Any] | None:
    return [Draw(seat, 2)] if not state.players[seat].hand else None
