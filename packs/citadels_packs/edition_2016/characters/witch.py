"""Witch (2016, rank 1): as the Dark City Witch (``dark_city/characters/witch.py``, whose
rules it reuses), except for the district effects R16 allows.

Rules: characters.md §1.2, C-11. The bewitched player may use only the district effects
that occur when gathering (R16 Witch): their turn ends without end-of-turn effects (no
Poor House, no Park). A Witch who does not resume (the bewitched character is not in
play) gets no Poor House or Park either (R16 Park, Poor House): nothing runs when that
rank is passed. With ``witch_takes_gather_bonus`` (on) the Merchant's +1 and the
Architect's +2 go to her (R16; faq:004-Q50, faq:004-Q51). Rulings: faq:004-Q44-Q55.
"""

from __future__ import annotations

from typing import Any

from citadels_packs.dark_city.characters import witch as dark_city
from citadels_rules.pack_api import CharacterCard, EndTurn, GameState, characters

card = CharacterCard("witch")
card.ability("bewitch", targets=characters(), when=dark_city.right_after_gather)(dark_city.bewitch)
for hook in ("citadels_round_end", "citadels_may_name", "citadels_character_called"):
    card.hook(getattr(dark_city, hook))
card.hook(trylast=True)(dark_city.citadels_only_actions)
card.hook(dark_city.citadels_turn_finished)


@card.hook
def citadels_after_gather(
    state: GameState, seat: int, character: str | None, kind: str, amount: int
) -> list[Any] | None:
    return dark_city.after_gather(state, seat, character, kind, amount, EndTurn(suspend=True))
