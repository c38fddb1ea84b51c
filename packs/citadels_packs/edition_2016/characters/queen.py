"""Queen (2016, rank 9): if you sit next to the rank-4 character's holder, gain 3 gold.

Rules: characters.md §9.1. The Dark City Queen's rules are reused
(``dark_city/characters/queen.py``): after gathering, any rank-4 character, a killed one
paying at the end of the round (faq:000-queen-2, faq:004-Q67), the Witch's neighbours
when bewitched (faq:004-Q53), ``queen_crown_adjacent`` and ``queen_crown_holder_5``. The
5-player minimum is ``player_count_restrictions`` here (C-7.2, R16), not a base rule.
"""

from __future__ import annotations

from citadels_packs.dark_city.characters import queen as dark_city
from citadels_rules.pack_api import CharacterCard

card = CharacterCard("queen")
card.bound(dark_city.citadels_after_gather)
card.hook(dark_city.citadels_round_end)
