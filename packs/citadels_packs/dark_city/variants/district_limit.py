"""``dc_district_limit_3``: up to 3 Dark City purple districts are simply added to the
deck; to use N > 3, N cards are first removed from the deck (C-2.2, faq:000-gen-9).

Which cards are removed is AMBIGUOUS: the default is N cards of the base deck taken at
random and set aside unseen (in ``state.out``), N counting the Dark City cards really
added (after the C-2.3 removals).
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import GameState, MoveCard, hookimpl

PACK = "dark_city"


@hookimpl
def citadels_setup(state: GameState) -> list[Any] | None:
    cards = state.rules.cards
    added = sum(1 for d in state.rules.deck if cards[d].pack == PACK)
    if added <= 3:
        return None
    # The deck is shuffled: its first base cards are a uniformly random choice.
    base = [d for d in state.deck if cards[d].pack != PACK][:added]
    return [MoveCard(card, ("deck",), ("out",)) for card in base]
