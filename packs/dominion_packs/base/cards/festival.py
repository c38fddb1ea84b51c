"""Festival (節慶), 5, Action: +2 Actions, +1 Buy, +2 coins; actions add up
(dominion-festival-1). Stats only."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("festival")
