"""Province (省份), 8, Victory: 6 VP; its empty pile ends the game (D-1.2, D-7.1).

No text beyond ``cards.toml``: the core plays Treasures and counts printed VP."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("province")
