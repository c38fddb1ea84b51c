"""The fan pack (seed 004 "自創"): 9 characters, one per rank, 7 purple districts and the
variant-only Clinic; the ``fan`` preset and its fan-only variants (super mode included).

Card data is in ``cards.toml``; one plugin module per card in ``characters/`` and
``districts/``; the variants in ``variants/``. The preset ``fan`` (README.md § Presets)
plays every card of the four editions: 36 characters (4 per rank: the 27 of
``edition_2016`` and the fan one, as far as they exist), the double common deck, every
old and new purple card and the fan purples, unlimited gold, 8 districts and the
tiebreak chain; the version of a card defined by several packs is the last pack's
(``Preset``, "Editions": the 2016 version of a card where it exists).
"""

from __future__ import annotations

from pathlib import Path

from citadels_packs.classic import CARDS as CLASSIC_CARDS
from citadels_packs.classic import COMMONS
from citadels_packs.classic import PURPLES as CLASSIC_PURPLES
from citadels_packs.dark_city import CARDS as DARK_CITY_CARDS
from citadels_packs.dark_city import PURPLES as DARK_CITY_PURPLES
from citadels_packs.edition_2016 import CARDS as EDITION_2016_CARDS
from citadels_packs.edition_2016 import ORDER, UNIQUE
from citadels_rules.pack_api import Pack, PackInfo, Preset, card_plugins, load_cards

from .characters import (
    chen_yanjie,
    chen_yiru,
    dong_zining,
    hu_xinyi,
    jian_yuxin,
    lin_yaxuan,
    lin_yuting,
    retailer,
    yang_ruoxin,
    yang_xiaofan,
)
from .districts import (
    amusement_park,
    clinic,
    gym,
    hot_spring,
    jewelry_store,
    opera_house,
    police_station,
    skyscraper,
)
from .variants import VARIANTS

INFO = PackInfo(
    id="fan",
    version="1.0",
    name="Citadels fan pack (004)",
    description="9 fan characters (one per rank), 7 fan purple districts, super mode.",
    requires=("classic", "dark_city", "edition_2016", "house_rules"),
)

CARDS = load_cards(Path(__file__).with_name("cards.toml"), INFO.id)
#: The fan characters by rank (1-9); the Retailer is variant-only (alchemist_rank9_retailer).
CHARACTERS = tuple(
    c.id
    for c in sorted(CARDS, key=lambda c: c.rank or 0)
    if c.kind == "character" and c.id != retailer.card.id
)
#: The 7 fan purple districts of the deck (the Clinic is variant-only).
PURPLES = tuple(c.id for c in CARDS if c.kind == "district" and c.id != clinic.card.id)

#: Card id -> the version this preset plays (the last pack's, "Editions").
_KNOWN = {c.id: c for c in (*CLASSIC_CARDS, *DARK_CITY_CARDS, *EDITION_2016_CARDS, *CARDS)}
#: Ranks 1-9: the 2016 characters of ``ORDER`` that exist at that rank (the Dark City Tax
#: Collector, rank 2, waits for its 2016 version), then the fan one (C-2.1).
POOL = tuple(
    (rank, tuple(c for c in (*ids, fan) if c in _KNOWN and _KNOWN[c].rank == rank))
    for rank, (ids, fan) in enumerate(zip(ORDER, CHARACTERS, strict=True), start=1)
)
#: The first character of each rank in the pool's order (the default lineup, C-2.1).
ORDER_FIRST = tuple(ids[0] for ids in ORDER)
#: Every old and new purple card (``all_purples``), then the fan purples.
ALL_PURPLES = tuple(
    dict.fromkeys(
        d for d in (*CLASSIC_PURPLES, *DARK_CITY_PURPLES, *UNIQUE, *PURPLES) if d in _KNOWN
    )
)

#: The variants README.md § Presets switches on in fan (ids not installed yet are
#: skipped by the ruleset). Of the two 3-player methods, method 2 is the default here
#: (a 9-character lineup takes ``three_player_method_3``; see ``variants.md`` note *).
FAN_VARIANTS = (
    "end_at_8",
    "bank_unlimited",
    "tiebreak_chain",
    "all_purples",
    "double_common_decks",
    "keep_two_copies",
    "player_count_restrictions",
    "three_player_method_2",
    "three_player_method_3",
    "emperor_killed_moves_crown",
    "emperor_recipient_chooses_payment",
    "witch_takes_gather_bonus",
    "magistrate_victim_builds_again",
    "magistrate_confiscates_free_builds",
    "thief_no_rank1_affected",
    "blackmailer_no_warrant_targets",
    "spy_targets_character",
    "magician_targets_character",
    "wizard_targets_character",
    "wizard_duplicates_ability_build_only",
    "wizard_receives_duplicates",
    "abbot_fan_cards",
    "alchemist_green_half",
    "tax_collector_no_gold_no_tax",
    "warlord_any_time",
    "diplomat_any_time",
    "marshal_any_time",
    "jian_yuxin_any_time",
    "queen_crown_adjacent",
    "queen_crown_holder_5",
    "library_keeps_all",
    "laboratory_one_gold",
    "great_wall_others_only",
    "quarry_unlimited",
    "armory_own_districts",
    "armory_protect_completed",
    "graveyard_vs_swaps",
    "hospital_vs_witch",
    "hospital_vs_magistrate",
    "hospital_vs_chen_yiru",
    "armory_cost_4",
    "hospital_cost_5",
    "factory_cost_5",
    "museum_cost_5",
    "lighthouse_cost_5",
    "bell_tower_designated_player",
    "bell_tower_short_game_6",
    "restore_lighthouse",
    "restore_throne_room",
    "restore_hospital",
    "restore_graveyard",
    "restore_bell_tower",
    "restore_ballroom",
)

FAN = Preset(
    id="fan",
    packs=("classic", "dark_city", "edition_2016", "fan", "house_rules"),
    players=(2, 8),
    pool=POOL,
    lineup=tuple(ids[0] for _, ids in POOL[:8]),
    rank9=tuple(
        c for c in ("queen", "artist", "tax_collector", hu_xinyi.card.id) if c in POOL[8][1]
    ),
    commons=COMMONS,
    purples=ALL_PURPLES,
    variants=FAN_VARIANTS,
    # C-3.1: unlimited through the default ``bank_unlimited``; switched off
    # (``-bank_unlimited``), the classic 30 coins (the spec gives no other size).
    bank=30,
    threshold=8,
    face_up_first=False,
    description=(
        "The fan author's game (004): 36 characters (4 per rank, one per rank in play, or "
        "super_mode), the double common deck, every purple card of every edition plus the "
        "fan ones, unlimited gold, 8 districts, the tiebreak chain."
    ),
)

PLUGINS = card_plugins(
    chen_yiru,
    dong_zining,
    yang_xiaofan,
    lin_yaxuan,
    chen_yanjie,
    yang_ruoxin,
    lin_yuting,
    jian_yuxin,
    hu_xinyi,
    retailer,
    opera_house,
    gym,
    police_station,
    jewelry_store,
    amusement_park,
    skyscraper,
    hot_spring,
    clinic,
)

PACK = Pack(info=INFO, cards=CARDS, plugins=PLUGINS, variants=VARIANTS, presets=(FAN,))
