"""Woodcutter (伐木工), 3, Action: +1 Buy, +2 coins (D-9.24). Stats only."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("woodcutter")
