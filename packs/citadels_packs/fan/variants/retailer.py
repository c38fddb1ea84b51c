"""``alchemist_rank9_retailer`` (rules/variants.md #33; 004 Alchemist "（我有想過…）", a
considered idea, underspecified; off in every preset).

The Alchemist moves to rank 9 under the name 胡馨儀（短今） and fan Hu Xinyi leaves the
pool; the new rank-6 Retailer (``retailer``, ``fan/characters/retailer.py``) joins it;
the Abbot is the gold-only one. How it is built and read:

1. *Ranks*: ``VariantInfo.ranks`` moves the characters in the preset's pool and card
   data before the lineup is checked: ``alchemist`` at rank 9 (its refund ability is
   unchanged, only its rank and name: 004 moves the character, "將其名稱改為…"),
   ``retailer`` at rank 6, ``fan.hu_xinyi`` out of the pool ("刪除我自創的9號角色"). The
   Retailer's card comes from the fan pack (``VariantInfo.packs``) in dark_city and
   edition_2016. An 8-player game still defaults to the preset's first rank-9 character.
2. *Name*: :class:`Rename` renames the Alchemist's card (``citadels_cards``).
3. *Abbot*: 004 "修士只能拿金幣…只從最多金幣的人手中拿金幣（如果有兩人或更多人同時擁有最多
   金幣，就拿不到金幣）" is ``abbot_gold_only`` (the Dark City Abbot: gold income, the
   unique richest gives 1 gold, ties nothing): the 2016 Abbot reads this flag like that
   one (``edition_2016/characters/abbot.py``); the Dark City Abbot already plays so.
   Hence it contradicts ``abbot_fan_cards`` (which it replaces, also the fan preset's
   default) and ``abbot_tie_no_gold``, as ``abbot_gold_only`` does.
4. ``super_mode`` plays the preset's whole fixed pool: not combined with this variant.
   ``alchemist_green_half`` stays combinable (004 does not say; its income is kept).
"""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from citadels_rules.pack_api import CardInfo, hookimpl

ALCHEMIST = "alchemist"
NAME, NAME_ZH = "Hu Xinyi (Alchemist)", "胡馨儀（短今）"


class Rename:
    """The Alchemist's card at rank 9 is named 胡馨儀（短今） (004)."""

    @hookimpl
    def citadels_cards(self, value: Mapping[str, CardInfo]) -> Mapping[str, CardInfo] | None:
        info = value.get(ALCHEMIST)
        if info is None:
            return None
        return {**value, ALCHEMIST: attrs.evolve(info, name=NAME, name_zh=NAME_ZH)}


alchemist_rank9_retailer = Rename()
