"""Village (村鎮), 3, Action: +1 Card, +2 Actions (D-9.22). Stats only."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("village")
