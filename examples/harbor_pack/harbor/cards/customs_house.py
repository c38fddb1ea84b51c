"""Customs House (海關), 5, Action: +2 coins (its stats). Take a VP token.

The mechanism: VP tokens (``AddTokens(seat, "vp", 1)``), kept on the player's state,
scored at the end (a line ``vp_tokens`` of ``dominion_rules.scores``). Under a Throne
Room: 2 tokens.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import AddTokens, Card, GameState

card = Card("customs_house")


@card.text
def token(state: GameState, seat: int, play: int) -> list[Any]:
    return [AddTokens(seat, "vp", 1)]
