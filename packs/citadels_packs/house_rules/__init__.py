"""House rules and edition alternatives (rules/variants.md), one plugin per variant.

The order of :data:`VARIANTS` is the order their hooks run in (C-14.1a for the end
thresholds; ``tiebreak_chain`` before ``tie_shared_victory``). Variants whose plugin is
None are flags read by the cards they change (``library_keeps_all`` by the Library).
"""

from __future__ import annotations

from citadels_rules.pack_api import Pack, PackInfo, VariantInfo

from .variants import bank, decks, discard_pile, thresholds, ties
from .variants import three_player as tp

M1, M2, M3 = tp.METHODS

INFO = PackInfo(
    id="house_rules",
    version="1.0",
    name="House rules and edition alternatives",
    description="Switchable rules from rules/variants.md.",
)

VARIANTS = (
    VariantInfo(
        M1,
        "3 players: no rank 1, 7 characters, one each, end at 10 (C-6.1)",
        tp.method_1,
        conflicts=(M2, M3),
    ),
    VariantInfo(M2, "3 players: 8 characters, two each (C-6.2)", tp.method_2, conflicts=(M1, M3)),
    VariantInfo(M3, "3 players: 9 characters, two each (C-6.3)", tp.method_3, conflicts=(M1, M2)),
    VariantInfo(
        "short_game_7", "the game ends at 7 districts where it would at 8", thresholds.short_game_7
    ),
    # C-14.1a orders the threshold variants (end_at_8, then end_at_10 / end_at_12 with the
    # larger winning, then the 2-player ones): combining them is defined, not a conflict.
    VariantInfo(
        "end_at_8", "the game ends at 8 districts for every player count", thresholds.end_at_8
    ),
    VariantInfo("end_at_10", "the game ends at 10 districts", thresholds.end_at_10),
    VariantInfo("end_at_12", "the game ends at 12 districts", thresholds.end_at_12),
    VariantInfo(
        "two_player_end_10", "a 2-player game ends at 10 districts", thresholds.two_player_end_10
    ),
    VariantInfo(
        "two_player_end_12", "a 2-player game ends at 12 districts", thresholds.two_player_end_12
    ),
    VariantInfo("bank_35", "the bank holds 35 gold", bank.bank_35, conflicts=("bank_unlimited",)),
    VariantInfo(
        "bank_unlimited",
        "the bank never runs out (R16)",
        bank.bank_unlimited,
        conflicts=("bank_35",),
    ),
    VariantInfo("discard_pile", "discards go to a face-up pile, not under the deck", discard_pile),
    VariantInfo(
        "tiebreak_chain",
        "ties broken by gold, cards, crown, then rank (C-16.3)",
        ties.tiebreak_chain,
    ),
    VariantInfo(
        "tie_shared_victory", "a tie for first place is a shared victory", ties.tie_shared_victory
    ),
    VariantInfo("library_keeps_all", "the Library keeps every card drawn (2016 card)"),
    VariantInfo("warlord_any_time", "the Warlord may destroy at any time of the turn (R16)"),
    VariantInfo(
        "haunted_quarter_last_round_ok",
        "the Haunted Quarter counts as any colour even if built in the last round",
    ),
    *decks.VARIANTS,
)

PACK = Pack(info=INFO, rules=(("house_rules:rules", tp.rules),), variants=VARIANTS)
