"""``discard_pile``: discarded cards go to a face-up pile instead of under the deck (C-1.4,
000 read literally); the pile is shuffled into a new deck when a draw needs it.

Explicit "bottom of the deck" texts still go to the bottom (variants.md #8): the
Magician's and a destroyed district's are no discards (the core puts them there, C-1.5),
and the cards an Observatory owner does not keep of a gather draw go under the deck, as
the Observatory says (districts.md ``observatory``).
"""

from __future__ import annotations

from citadels_rules.pack_api import GameState, hookimpl, owns

#: The district whose text sends the gather draw's unkept cards to the bottom of the deck.
OBSERVATORY = "observatory"


@hookimpl
def citadels_discard_to_pile(state: GameState, gatherer: int | None) -> bool | None:
    if gatherer is not None and owns(state, gatherer, OBSERVATORY):
        return None
    return True
