"""Copper (銅幣), 0, Treasure: 1 coin (D-1.2).

No text beyond ``cards.toml``: the core plays Treasures and counts printed VP."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("copper")
