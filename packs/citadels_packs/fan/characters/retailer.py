"""Retailer (rank 6, variant ``alchemist_rank9_retailer`` only): green income, gold only;
``retailer.take``: the player with the most cards in hand gives you 1 random hand card.

rules/variants.md #33 (004 Alchemist "（我有想過…）", a considered idea, underspecified).
How this plugin reads it:

1. *Income*: like the Merchant, 1 gold per trade (green) district ("零售商也是只能拿金幣，
   跟商人一樣，而不能選擇抽地區牌"): the card's ``income = "green"``, gold only. No +1
   after gathering (004 gives the Retailer only the Merchant's income).
2. *The take* ("零售商則可以從最多手牌的人手中拿手牌"): an ability, like the Abbot's
   (004 "可以"), usable once during the turn, at any time (C-9.5). The one player with
   the most cards in hand gives 1 card drawn at random (004 "隨機抽，跟玩抽鬼牌時一樣");
   nothing if two or more players tie for the most, if the Retailer's player has (or ties
   for) the most, or if nobody has a card -- the Abbot's rule for the most-cards part
   (the 2016 Abbot module's ``most``). Yang Ruoxin's immunity blocks it as any take.
"""

from __future__ import annotations

from typing import Any

from citadels_packs.dark_city.characters.abbot import cards, most
from citadels_rules.pack_api import CharacterCard, GameState, TakeRandomCards

card = CharacterCard("retailer")


@card.ability("take")
def take(state: GameState, seat: int) -> list[Any]:
    full = most(state, seat, cards)
    return [TakeRandomCards(full[0], 1, ("hand", seat))] if len(full) == 1 else []
