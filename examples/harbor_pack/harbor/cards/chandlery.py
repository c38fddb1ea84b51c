"""Chandlery (船具店), 3, Action: +1 Action (its stats). Take 2 coin tokens.

The mechanism: coin tokens (``AddTokens(seat, "coin", 2)``; the pack says
``coin_tokens=True``), spent one at a time in the buy phase for +1 coin each (the
action ``coin``). Under a Throne Room: 4 tokens.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import AddTokens, Card, GameState

card = Card("chandlery")
TOKENS = 2


@card.text
def tokens(state: GameState, seat: int, play: int) -> list[Any]:
    return [AddTokens(seat, "coin", TOKENS)]
