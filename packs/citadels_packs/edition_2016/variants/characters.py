"""Variants of the characters that Dark City and the 2016 edition share (rules/variants.md
C): flags read by the cards they change (``"<id>" in state.rules.variants``), in the Dark
City module of the card where the Dark City card can play them too, else in its 2016
module (``edition_2016/characters/``).
"""

from __future__ import annotations

from citadels_rules.pack_api import VariantInfo

DC_2016_FAN = ("dark_city", "edition_2016", "fan")
NEW_2016_FAN = ("edition_2016", "fan")


def _only_2016(card: str) -> str:
    return f"it changes the 2016 {card}; the Dark City {card} does not have that rule"


VARIANTS = (
    VariantInfo(
        "emperor_killed_moves_crown",
        "a killed Emperor's holder gives the crown at the end of the round, taking nothing",
        source="004-Q58; R16 Emperor",
        presets=DC_2016_FAN,
        why_not="classic has no Emperor",
    ),
    VariantInfo(
        "emperor_recipient_chooses_payment",
        "the crown's recipient chooses whether the Emperor gets 1 gold or 1 random card",
        source="004-Q57 (= faq:000-emperor-1, the Dark City base rule)",
        presets=DC_2016_FAN,
        why_not="classic has no Emperor",
        base=("dark_city",),
    ),
    VariantInfo(
        "wizard_targets_character",
        "the Wizard names a character and takes a card from its holder's hand",
        source="004 Wizard",
        presets=DC_2016_FAN,
        why_not="classic has no Wizard",
    ),
    VariantInfo(
        "wizard_duplicates_ability_build_only",
        "only the district the Wizard builds with its ability may duplicate",
        source="004 Wizard, 004-Q56; 000 Wizard (the Dark City base rule)",
        presets=DC_2016_FAN,
        why_not="classic has no Wizard",
        base=("dark_city",),
    ),
    VariantInfo(
        "wizard_receives_duplicates",
        "the Wizard's player may receive duplicates from a Diplomat this round",
        source="004 Diplomat, 004-Q61",
        presets=DC_2016_FAN,
        why_not="classic has no Wizard",
    ),
    VariantInfo(
        "abbot_gold_only",
        "the Abbot is the Dark City one: gold income; the unique richest gives 1 gold",
        conflicts=("abbot_tie_no_gold", "abbot_fan_cards"),
        source="004 Abbot; 000 Abbot (the Dark City base rule)",
        presets=DC_2016_FAN,
        why_not="classic has no Abbot",
        base=("dark_city",),
    ),
    VariantInfo(
        "abbot_tie_no_gold",
        "the 2016 Abbot takes nothing when several players tie for richest",
        source="004 Abbot",
        presets=DC_2016_FAN,
        why_not="classic has no Abbot",
        base=("dark_city",),
    ),
    VariantInfo(
        "abbot_fan_cards",
        "the Abbot also takes 1 random card from the player with the most cards",
        source="004 Abbot",
        presets=DC_2016_FAN,
        why_not="classic has no Abbot",
    ),
    VariantInfo(
        "tax_collector_no_gold_no_tax",
        "a builder with no gold left pays the 2016 Tax Collector nothing",
        source="R16 Tax Collector; 004 Tax Collector",
        presets=DC_2016_FAN,
        why_not="classic has no Tax Collector",
        base=("dark_city",),
    ),
    VariantInfo(
        "tax_collector_pays_own_tax",
        "(erroneous reading) the 2016 Tax Collector's own builds are taxed too",
        source="004 Tax Collector (link 15, called wrong); R16",
        presets=NEW_2016_FAN,
        why_not=_only_2016("Tax Collector"),
    ),
    VariantInfo(
        "navigator_never_builds",
        "the Navigator never builds, whether or not it uses its ability",
        source="R16 Navigator; 004-Q60 calls it wrong",
        presets=DC_2016_FAN,
        why_not="classic has no Navigator",
    ),
    VariantInfo(
        "queen_crown_adjacent",
        "the Queen gains 3 gold next to the crown's holder (instead of the rank 4)",
        source="004 Queen",
        presets=DC_2016_FAN,
        why_not="classic has no Queen",
    ),
    VariantInfo(
        "queen_crown_holder_5",
        "the Queen also gains 5 gold if she holds the crown",
        source="004 Queen",
        presets=DC_2016_FAN,
        why_not="classic has no Queen",
    ),
    VariantInfo(
        "alchemist_green_half",
        "the Alchemist collects 1 gold per 2 trade (green) districts",
        source="004 Alchemist, 004-Q59",
        presets=DC_2016_FAN,
        why_not="classic has no Alchemist",
    ),
)
