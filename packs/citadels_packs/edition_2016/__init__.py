"""The 2016 edition: 27 characters (3 per rank), 30 unique districts, the rules in print.

Card data is in ``cards/*.toml`` (the 2016 texts, R16/CT/AB). The 2016 versions of cards
that the classic and Dark City packs also define (the Laboratory, the Witch, ...) carry
``edition = "2016"``: the preset lists this pack after ``classic`` and ``dark_city``, so
its versions replace theirs (see ``Preset``, "Editions"); a card whose 2016 text changes
nothing keeps its classic plugin. One plugin module per card in ``characters/`` and
``districts/``; the rules of this edition in ``rules.py``; variants in ``variants/``.
The preset ``edition_2016`` is defined here.
"""

from __future__ import annotations

from pathlib import Path

from citadels_packs.classic import CARDS as CLASSIC_CARDS
from citadels_packs.classic import CLASSIC
from citadels_packs.dark_city import CARDS as DARK_CITY_CARDS
from citadels_rules.pack_api import Pack, PackInfo, Preset, card_plugins, load_cards

from . import characters, districts, rules, variants

INFO = PackInfo(
    id="edition_2016",
    version="1.0",
    name="Citadels (2016 edition)",
    description="27 characters, 30 unique districts, unlimited gold; 2-8 players.",
    requires=("classic", "dark_city"),
)

CARDS = tuple(
    card
    for path in sorted(Path(__file__).with_name("cards").glob("*.toml"))
    for card in load_cards(path, INFO.id)
)

#: The 27 characters by rank, in the order of C-2.1's table (the first is the default).
ORDER = (
    ("assassin", "witch", "magistrate"),
    ("thief", "spy", "blackmailer"),
    ("magician", "wizard", "seer"),
    ("king", "emperor", "patrician"),
    ("bishop", "abbot", "cardinal"),
    ("merchant", "alchemist", "trader"),
    ("architect", "navigator", "scholar"),
    ("warlord", "diplomat", "marshal"),
    ("queen", "artist", "tax_collector"),
)

#: The 30 unique districts of the 2016 set (districts.md § 2, sets "N").
UNIQUE = (
    "dragon_gate", "great_wall", "haunted_quarter", "keep", "laboratory", "library",
    "observatory", "school_of_magic", "smithy", "armory", "factory", "imperial_treasury",
    "map_room", "museum", "park", "poor_house", "quarry", "wishing_well", "framework",
    "statue", "gold_mine", "ivory_tower", "necropolis", "thieves_den", "theater", "stables",
    "basilica", "secret_vault", "capitol", "monument",
)  # fmt: skip

#: R16 "Your First Game": the 14 unique districts of the default deck.
FIRST_GAME = (
    "dragon_gate", "factory", "haunted_quarter", "imperial_treasury", "keep", "laboratory",
    "library", "map_room", "quarry", "school_of_magic", "smithy", "statue", "thieves_den",
    "wishing_well",
)  # fmt: skip


def _known() -> dict[str, object]:
    """Card id -> the version this preset plays (this pack's over Dark City's over
    classic's)."""
    out: dict[str, object] = {}
    for card in (*CLASSIC_CARDS, *DARK_CITY_CARDS, *CARDS):
        out[card.id] = card
    return out


_KNOWN = _known()
#: Ranks 1-9 with the characters of ``ORDER`` that exist (all 27 once the pack is whole).
POOL = tuple(
    (rank, tuple(c for c in ids if c in _KNOWN)) for rank, ids in enumerate(ORDER, start=1)
)

EDITION_2016 = Preset(
    id="edition_2016",
    packs=("classic", "dark_city", "edition_2016", "house_rules"),
    players=(2, 8),
    pool=POOL,
    lineup=tuple(ids[0] for _, ids in POOL[:8]),
    rank9=tuple(POOL[8][1]),
    commons=CLASSIC.commons,
    purples=(),
    optional_districts=tuple(d for d in UNIQUE if d in _KNOWN),
    default_districts=tuple(d for d in FIRST_GAME if d in _KNOWN),
    district_choice=14,
    variants=(
        "bank_unlimited",
        "player_count_restrictions",
        "three_player_method_3",
        "emperor_killed_moves_crown",
        "witch_takes_gather_bonus",
        "tax_collector_no_gold_no_tax",
        "navigator_never_builds",
        "warlord_any_time",
        "diplomat_any_time",
        "marshal_any_time",
        "library_keeps_all",
        "haunted_quarter_last_round_ok",
        "wishing_well_counts_itself",
        "quarry_unlimited",
        "quarry_no_ability_gains",
        "armory_own_districts",
        "armory_protect_completed",
    ),
    # C-3.1: unlimited through the default ``bank_unlimited``; switched off
    # (``-bank_unlimited``), the classic 30 coins (the spec gives no other size).
    bank=30,
    threshold=7,
    thresholds=((2, 8), (3, 8)),
    face_up_first=True,
    description=(
        "The 2016 edition (R16): one of three characters per rank, 54 common districts and "
        "14 of the 30 unique ones (default: the first-game list), unlimited gold, 7 "
        "districts end the game (8 with 2-3 players)."
    ),
)

PLUGINS = card_plugins(*characters.MODULES, *districts.MODULES)

PACK = Pack(
    info=INFO,
    cards=CARDS,
    plugins=PLUGINS,
    rules=(("edition_2016:rules", rules), *districts.RULES),
    variants=variants.VARIANTS,
    presets=(EDITION_2016,),
)
