"""Duchy (公國), 5, Victory: 3 VP (D-1.2, D-7.4).

No text beyond ``cards.toml``: the core plays Treasures and counts printed VP."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("duchy")
