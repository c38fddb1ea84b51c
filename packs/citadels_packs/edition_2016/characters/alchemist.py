"""Alchemist (2016, rank 6): at the end of your turn, take back the gold you paid to
build districts this turn; no income.

Rules: characters.md §6.2, C-11. The refund is the Dark City Alchemist's
(``dark_city/characters/alchemist.py``); in edition_2016 it comes after the Poor House
(R16 Poor House: an Alchemist with no gold gets the Poor House's gold first), hence
``trylast`` (the Park's draw is independent of it). ``alchemist_green_half`` (004):
the core's ``income`` action, 1 gold per 2 trade (green) districts (the Dark City
Alchemist's, reused).
"""

from __future__ import annotations

from citadels_packs.dark_city.characters import alchemist as dark_city
from citadels_rules.pack_api import CharacterCard

card = CharacterCard("alchemist")
card.bound(trylast=True)(dark_city.citadels_turn_end)
card.bound(dark_city.citadels_turn_actions)
card.hook(dark_city.citadels_action_effects)
