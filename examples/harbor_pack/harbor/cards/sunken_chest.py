"""Sunken Chest (沉箱), 6, Treasure-Victory: 2 coins. Worth 2 VP.

The mechanism: a multi-type card that is a Treasure (played in the buy phase for its
printed coins) and a Victory card (scored, a Victory-sized pile), all in ``cards.toml``.
"""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("sunken_chest")
