"""Laboratory (實驗室), 5, Action: +2 Cards, +1 Action (D-9.10). Stats only."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("laboratory")
