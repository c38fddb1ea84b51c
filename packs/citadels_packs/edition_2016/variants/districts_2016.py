"""Variants of the districts that the 2016 set shares with the classic and Dark City sets
(rules/variants.md D): 004's readings of the 2016 cards, the fan's costs, the former
Dragon Gate value. Flags (no plugin) are read by the cards they change; the cost variants
change the card data (``citadels_cards``), so every price, rank-8 cost and score follows.
"""

from __future__ import annotations

from citadels_packs.house_rules.variants.decks import Cost
from citadels_rules.pack_api import VariantInfo

#: Presets holding the Dark City cards (the Quarry, the Museum, the Armory, the Factory,
#: the Diplomat): the variants that change them do not apply to classic.
WITH_DARK_CITY = ("dark_city", "edition_2016", "fan")


def _dark_city(card: str) -> str:
    return f"the {card} is a Dark City card: classic has none"


VARIANTS = (
    VariantInfo(
        "laboratory_one_gold",
        "the Laboratory gives 1 gold for the discarded card (old card)",
        source="004 purple list; 000 Laboratory; TSV",
        base=("classic", "dark_city"),
    ),
    VariantInfo(
        "great_wall_others_only",
        "the Great Wall's +1 covers only its owner's other districts (old card)",
        source="004 purple list; 000 Great Wall; TSV",
        base=("classic", "dark_city"),
    ),
    VariantInfo(
        "quarry_no_ability_gains",
        "a Quarry's duplicates may only be built, never gained by a rank-8 or rank-1 ability",
        source="004 Quarry, 004-Q15; R16 Quarry",
        presets=WITH_DARK_CITY,
        why_not=_dark_city("Quarry"),
    ),
    VariantInfo(
        "museum_contents_count_for_rank8",
        "the cards under a Museum add 1 each to its rank-8 cost or difference",
        source="004-Q4",
        presets=WITH_DARK_CITY,
        why_not=_dark_city("Museum"),
    ),
    VariantInfo(
        "univ_dragon_value_8",
        "Diplomat exchanges value the Dragon Gate and the University at 8",
        source="004-Q17; 004 versions",
        presets=WITH_DARK_CITY,
        why_not="classic has no Diplomat",
    ),
    VariantInfo(
        "armory_cost_4",
        "the Armory costs 4",
        Cost("armory", 4),
        source="004 cost",
        presets=WITH_DARK_CITY,
        why_not=_dark_city("Armory"),
    ),
    VariantInfo(
        "factory_cost_5",
        "the Factory costs 5 (old card; the 2016 card already does)",
        Cost("factory", 5),
        source="004 cost, 004 Factory",
        presets=WITH_DARK_CITY,
        why_not=_dark_city("Factory"),
        base=("edition_2016",),
    ),
    VariantInfo(
        "museum_cost_5",
        "the Museum costs 5",
        Cost("museum", 5),
        source="004 cost",
        presets=WITH_DARK_CITY,
        why_not=_dark_city("Museum"),
    ),
)
