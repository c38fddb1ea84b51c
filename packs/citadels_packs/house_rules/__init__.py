"""House rules and edition alternatives (rules/variants.md), one plugin per variant.

The order of :data:`VARIANTS` is the order their hooks run in (C-14.1a for the end
thresholds; ``tiebreak_chain`` before ``tie_shared_victory``). Variants whose plugin is
None are flags read by the cards they change (``library_keeps_all`` by the Library).

Each :class:`VariantInfo` says where it comes from (``source``), the presets where it
applies (``presets``, empty: every preset; elsewhere a ``ConfigError`` gives
``why_not``), the presets whose base rule already behaves this way (``base``) and the
variants it contradicts (``conflicts``), as the summary table of rules/variants.md does.
"""

from __future__ import annotations

from citadels_rules.pack_api import Pack, PackInfo, VariantInfo

from .variants import bank, decks, discard_pile, thresholds, ties, warlord_spares_blue
from .variants import three_player as tp

M1, M2, M3 = tp.METHODS
#: The fourth 3-player draft (C-6.4): exactly one way to play with 3 players is in force.
Q1 = "three_player_nine_q1"
CLASSIC, DARK_CITY, EDITION_2016, FAN = "classic", "dark_city", "edition_2016", "fan"
#: Presets with a rank-9 character (all but classic, C-2.1).
RANK_9 = (DARK_CITY, EDITION_2016, FAN)

INFO = PackInfo(
    id="house_rules",
    version="1.0",
    name="House rules and edition alternatives",
    description=(
        "Switchable rules: `citadels packs` lists them, the Variants page of the docs "
        "describes each."
    ),
)

VARIANTS = (
    VariantInfo(
        M1,
        "3 players: no rank 1, 7 characters, one each, end at 10 (C-6.1)",
        tp.method_1,
        conflicts=(M2, M3, Q1),
        source="000/003 3-player rule; 004 3p",
    ),
    VariantInfo(
        M2,
        "3 players: 8 characters, two each (C-6.2)",
        tp.method_2,
        conflicts=(M1, M3, Q1),
        source='004 3p "作法二"',
    ),
    VariantInfo(
        M3,
        "3 players: 9 characters, two each (C-6.3)",
        tp.method_3,
        conflicts=(M1, M2, Q1),
        source='004 3p "作法三"; R16 "3-Player Rule Changes"',
        presets=RANK_9,
        why_not="it needs a rank-9 character and classic has none (C-6.3)",
    ),
    VariantInfo(
        "short_game_7",
        "the game ends at 7 districts where it would at 8",
        thresholds.short_game_7,
        source='000 "縮短遊戲時間" (the classic "Shorter Game", Y3)',
    ),
    # C-14.1a orders the threshold variants (end_at_8, then end_at_10 / end_at_12 with the
    # larger winning, then the 2-player ones): combining them is defined, not a conflict.
    VariantInfo(
        "end_at_8",
        "the game ends at 8 districts for every player count",
        thresholds.end_at_8,
        source="004 end; 004 Monument note",
    ),
    VariantInfo(
        "end_at_10", "the game ends at 10 districts", thresholds.end_at_10, source="004 purple list"
    ),
    VariantInfo(
        "end_at_12", "the game ends at 12 districts", thresholds.end_at_12, source="004 purple list"
    ),
    VariantInfo(
        "two_player_end_10",
        "a 2-player game ends at 10 districts",
        thresholds.two_player_end_10,
        source="000 2-player rule 6",
        base=(CLASSIC, DARK_CITY),
    ),
    VariantInfo(
        "two_player_end_12",
        "a 2-player game ends at 12 districts",
        thresholds.two_player_end_12,
        source="000 2-player rule 6",
    ),
    VariantInfo(
        "bank_35",
        "the bank holds 35 gold",
        bank.bank_35,
        conflicts=("bank_unlimited",),
        source='000 product line "35枚金幣"',
    ),
    VariantInfo(
        "bank_unlimited",
        "the bank never runs out (R16); off in edition_2016/fan: 30 coins, as classic",
        bank.bank_unlimited,
        conflicts=("bank_35",),
        source='004-Q28; R16 "Open Information"',
    ),
    VariantInfo(
        "discard_pile",
        "discards go to a face-up pile, not under the deck",
        discard_pile,
        source="000 gather (discard, destination unstated)",
    ),
    VariantInfo(
        "tiebreak_chain",
        "ties broken by gold, cards, crown, then rank (C-16.3)",
        ties.tiebreak_chain,
        source="004 end; 004-Q29",
    ),
    VariantInfo(
        "tie_shared_victory",
        "a tie for first place is a shared victory",
        ties.tie_shared_victory,
        source="004-Q29; 000-gen-8",
        base=(CLASSIC, DARK_CITY),
    ),
    VariantInfo(
        "library_keeps_all",
        "the Library keeps every card drawn (2016 card)",
        source="004 Library; CT",
    ),
    VariantInfo(
        "warlord_any_time",
        "the Warlord may destroy at any time of the turn (R16)",
        source="004 Warlord; R16",
    ),
    VariantInfo(
        "haunted_quarter_last_round_ok",
        "the Haunted Quarter counts as any colour even if built in the last round",
        source="004 Haunted Quarter; CT, R16",
    ),
    VariantInfo(
        "magician_targets_character",
        "the Magician exchanges hands with a character's holder (none: no effect)",
        source="004 Magician",
    ),
    VariantInfo(
        "warlord_spares_blue",
        "(erroneous reading) the Warlord cannot destroy blue districts",
        warlord_spares_blue,
        source="004 Warlord (a reading 004 calls wrong)",
    ),
    *decks.VARIANTS,
)

PACK = Pack(info=INFO, rules=(("house_rules:rules", tp.rules),), variants=VARIANTS)
