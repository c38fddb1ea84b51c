"""Spring Tide (大潮), 6, Action: +1 Card (its stats). Unless this is an extra turn, take
an extra turn after this one (only one per turn, however many Spring Tides you play).

The mechanism: an extra turn (``ExtraTurn``). "Unless this is an extra turn" reads the
mark an extra turn starts with (``marks(state, EXTRA_TURN)``); "one per turn" marks the
turn when it grants one. Under a Throne Room: +2 Cards, one extra turn.
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import EXTRA_TURN, Card, ExtraTurn, GameState, Mark, marks

card = Card("spring_tide")


@card.text
def extra(state: GameState, seat: int, play: int) -> list[Any]:
    if marks(state, EXTRA_TURN) or marks(state, card.id):
        return []
    return [Mark(card.id), ExtraTurn(seat)]
