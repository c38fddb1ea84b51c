"""Dark City (2002): 10 characters, 14 purple districts, 8 players.

Card data is in ``cards.toml`` (the Dark City texts; the 2016 versions of these cards are
another pack); one plugin per card in ``characters/`` and ``districts/``. The preset
``dark_city`` is defined here: any one character per rank from the classic and Dark City
pools (rank 9, Queen or Artist, optional and required with 8 players), the 66 classic
cards and the 14 Dark City purples under ``dc_district_limit_3``.
"""

from __future__ import annotations

from pathlib import Path

from citadels_packs.classic import CLASSIC
from citadels_packs.classic import LINEUP as CLASSIC_LINEUP
from citadels_rules.pack_api import Pack, PackInfo, Preset, VariantInfo, card_plugins, load_cards

from .characters import (
    abbot,
    alchemist,
    artist,
    diplomat,
    emperor,
    navigator,
    queen,
    tax_collector,
    witch,
    wizard,
)
from .districts import (
    armory,
    ballroom,
    bell_tower,
    end_of_turn,
    factory,
    hospital,
    lighthouse,
    museum,
    quarry,
    scoring,
    throne_room,
)
from .variants import bell_tower_designated, district_limit, graveyard_swaps

INFO = PackInfo(
    id="dark_city",
    version="1.0",
    name="Citadels: Dark City (2002)",
    description="10 characters (Witch to Artist) and 14 purple districts; up to 8 players.",
    requires=("classic",),
)

CARDS = load_cards(Path(__file__).with_name("cards.toml"), INFO.id)
CHARACTERS = {c.id: c for c in CARDS if c.kind == "character"}
PURPLES = tuple(c.id for c in CARDS if c.kind == "district")


def _pool() -> tuple[tuple[int, tuple[str, ...]], ...]:
    """Characters by rank: the classic one first (the default lineup, C-2.1)."""
    ranks: dict[int, list[str]] = {}
    for rank, cid in enumerate(CLASSIC_LINEUP, start=1):
        ranks.setdefault(rank, []).append(cid)
    for card in CHARACTERS.values():
        assert card.rank is not None
        ranks.setdefault(card.rank, []).append(card.id)
    return tuple((rank, tuple(ids)) for rank, ids in sorted(ranks.items()))


POOL = _pool()

DARK_CITY = Preset(
    id="dark_city",
    packs=("classic", "dark_city", "house_rules"),
    players=(2, 8),
    pool=POOL,
    lineup=CLASSIC_LINEUP,
    rank9=("queen", "artist"),
    commons=CLASSIC.commons,
    purples=CLASSIC.purples,
    optional_districts=PURPLES,
    variants=("dc_district_limit_3", "three_player_method_1", "witch_takes_gather_bonus"),
    bank=30,
    threshold=8,
    thresholds=((2, 10),),
    face_up_first=False,
    description=(
        "Classic plus Dark City: one character per rank (default: the classic eight; the "
        "Queen joins at rank 9 with 8 players), 66 cards with the 14 Dark City purples."
    ),
)

#: Presets with the Dark City cards (the 2016 edition keeps only some of them).
DC, DC_2016 = ("dark_city", "fan"), ("dark_city", "edition_2016", "fan")
NOT_CLASSIC = "it changes a Dark City card, and classic has none"
NOT_2016 = "it changes a Dark City card that neither classic nor the 2016 deck has"

VARIANTS = (
    VariantInfo(
        "dc_district_limit_3",
        "more than 3 Dark City purples replace as many random base cards (C-2.2)",
        district_limit,
        source="000-gen-9; 004-Q30",
        presets=DC,
        why_not="only the Dark City purples are added to a classic deck",
    ),
    VariantInfo(
        "witch_takes_gather_bonus",
        "a Witch resuming as the Merchant or Architect takes its +1 gold / +2 cards",
        source="004-Q50, Q51; Y4, SC; R16 Witch",
        presets=DC_2016,
        why_not=NOT_CLASSIC,
    ),
    VariantInfo(
        "engine.ballroom_auto_thanks",
        "the Ball Room's thanks are said automatically (engine option)",
        source="engine option, not from the sources",
        presets=DC_2016,
        why_not="classic has no Ball Room",
    ),
    VariantInfo(
        "bell_tower_short_game_6",
        "with short_game_7 the Bell Tower stays in the deck and ends the game at 6",
        source="000-bell_tower-6; 004-Q78",
        presets=DC,
        why_not=NOT_2016,
    ),
    VariantInfo(
        "diplomat_any_time",
        "the Diplomat may exchange at any time of the turn (R16)",
        source="004 Diplomat; R16",
        presets=DC_2016,
        why_not=NOT_CLASSIC,
    ),
    VariantInfo(
        "quarry_unlimited",
        "the Quarry allows any number of duplicates (R16)",
        source="004 Quarry; R16 Quarry",
        presets=DC_2016,
        why_not=NOT_CLASSIC,
    ),
    VariantInfo(
        "armory_own_districts",
        "the Armory may destroy its owner's districts (R16)",
        source="004-Q9; CT, R16",
        presets=DC_2016,
        why_not=NOT_CLASSIC,
    ),
    VariantInfo(
        "armory_protect_completed",
        "the Armory cannot hit completed cities (R16)",
        source="004-Q5, Q20; R16 Armory",
        presets=DC_2016,
        why_not=NOT_CLASSIC,
    ),
    VariantInfo(
        "wishing_well_counts_itself",
        "the Wishing Well counts itself (2016 card)",
        source="004 Wishing Well; CT",
        presets=DC_2016,
        why_not=NOT_CLASSIC,
    ),
    VariantInfo(
        "graveyard_vs_swaps",
        "the Graveyard stays with Diplomat exchanges: pay 1 to take a district received",
        graveyard_swaps,
        source="004-Q71",
        presets=DC,
        why_not="it needs the Diplomat (not in classic) and the Graveyard (not in the 2016 deck)",
    ),
    VariantInfo(
        "hospital_vs_witch",
        "the Hospital stays with the Witch: a bewitched owner may build after gathering",
        source="004-Q72",
        presets=DC,
        why_not=NOT_2016,
    ),
    VariantInfo(
        "hospital_cost_5",
        "the Hospital costs 5",
        source="004 cost",
        presets=DC,
        why_not=NOT_2016,
        conflicts=("hospital_clinic_split",),
        costs=(("hospital", 5),),
    ),
    VariantInfo(
        "lighthouse_cost_5",
        "the Lighthouse costs 5",
        source="004 cost; 004 deleted",
        presets=DC,
        why_not=NOT_2016,
        costs=(("lighthouse", 5),),
    ),
    VariantInfo(
        "bell_tower_designated_player",
        "the Bell Tower's owner designates one player, whose city completes at T - 1",
        bell_tower_designated,
        source="004 Bell Tower; 004-Q18, Q19, Q20",
        presets=DC,
        why_not=NOT_2016,
    ),
)

PLUGINS = card_plugins(
    witch,
    tax_collector,
    wizard,
    emperor,
    abbot,
    alchemist,
    navigator,
    diplomat,
    queen,
    artist,
    armory,
    ballroom,
    bell_tower,
    factory,
    hospital,
    lighthouse,
    museum,
    quarry,
    throne_room,
    end_of_turn.poor_house,
    end_of_turn.park,
    scoring.imperial_treasury,
    scoring.map_room,
    scoring.wishing_well,
)

PACK = Pack(
    info=INFO,
    cards=CARDS,
    plugins=PLUGINS,
    variants=VARIANTS,
    presets=(DARK_CITY,),
)
