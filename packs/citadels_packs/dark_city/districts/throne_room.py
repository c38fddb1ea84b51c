"""Throne Room: each time the crown changes hands, its owner takes 1 gold from the bank
(districts.md `throne_room`, C-12.5)."""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import BANK, GameState, Transfer, hookimpl, owns

ID = "throne_room"


@hookimpl
def citadels_crown_moved(state: GameState) -> list[Any] | None:
    return [Transfer(BANK, s, 1) for s in range(len(state.players)) if owns(state, s, ID)]
