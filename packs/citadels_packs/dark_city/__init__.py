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
from .variants import district_limit

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

VARIANTS = (
    VariantInfo(
        "dc_district_limit_3",
        "more than 3 Dark City purples replace as many random base cards (C-2.2)",
        district_limit,
    ),
    VariantInfo(
        "witch_takes_gather_bonus",
        "a Witch resuming as the Merchant or Architect takes its +1 gold / +2 cards",
    ),
    VariantInfo(
        "engine.ballroom_auto_thanks",
        "the Ball Room's thanks are said automatically (engine option)",
    ),
    VariantInfo(
        "bell_tower_short_game_6",
        "with short_game_7 the Bell Tower stays in the deck and ends the game at 6",
    ),
    VariantInfo("diplomat_any_time", "the Diplomat may exchange at any time of the turn (R16)"),
    VariantInfo("quarry_unlimited", "the Quarry allows any number of duplicates (R16)"),
    VariantInfo("armory_own_districts", "the Armory may destroy its owner's districts (R16)"),
    VariantInfo("armory_protect_completed", "the Armory cannot hit completed cities (R16)"),
    VariantInfo("wishing_well_counts_itself", "the Wishing Well counts itself (2016 card)"),
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
