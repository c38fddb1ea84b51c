"""Smithy (鐵匠鋪), 4, Action: +3 Cards (D-9.18). Its stats in ``cards.toml`` are its whole text."""

from __future__ import annotations

from dominion_rules.pack_api import Card

card = Card("smithy")
