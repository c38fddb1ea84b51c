"""Pearl (珍珠), 3, Treasure, not in the supply: 1 coin.

Its pile (10, 12 or 14 cards with 2, 3 or 4 players) is set up outside the supply when a
Salvage Diver is in the kingdom; no text beyond its coin.
"""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("pearl")
