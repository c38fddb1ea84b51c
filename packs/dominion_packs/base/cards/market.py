"""Market (市場), 5, Action: +1 Card, +1 Action, +1 Buy, +1 coin (D-9.12). Stats only."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("market")
