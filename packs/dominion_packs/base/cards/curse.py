"""Curse (詛咒), 0, Curse: -1 VP; not a Victory card (D-1.2, dominion-bureaucrat-3).

No text beyond ``cards.toml``: the core plays Treasures and counts printed VP."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("curse")
