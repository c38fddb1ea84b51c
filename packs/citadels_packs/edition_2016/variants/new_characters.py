"""Variants of the nine characters new in 2016 (rules/variants.md #24-26, 37, 41, 43, 57,
76, 77, 82). All but two are flags read by the card they change
(``"<id>" in state.rules.variants``); ``thief_no_rank1_affected`` is a plugin of its own
(the Thief's targets), ``marshal_any_time`` lifts the Marshal's end-of-turn timing
through the binder (``<card id>_any_time``).
"""

from __future__ import annotations

from citadels_rules.pack_api import GameState, VariantInfo, has_tag, hookimpl

E16_FAN = ("edition_2016", "fan")
NO_NEW = "the 2016 characters are only in the edition_2016 and fan presets"


class _ThiefNoRank1Affected:
    """The Thief may not rob a character carrying a warrant either (C-1.9)."""

    @hookimpl
    def citadels_may_name(self, state: GameState, ability: str, character: str) -> bool | None:
        if has_tag(state, ability, "rob") and state.marked(character, "warrant") is not None:
            return False
        return None


thief_no_rank1_affected = _ThiefNoRank1Affected()

VARIANTS = (
    VariantInfo(
        "thief_no_rank1_affected",
        "the Thief cannot rob a character carrying a warrant either (004)",
        thief_no_rank1_affected,
        source="variants.md #24; 004 Thief",
        presets=E16_FAN,
        why_not="warrants exist only with the 2016 Magistrate (edition_2016, fan)",
    ),
    VariantInfo(
        "spy_targets_character",
        "the Spy names a character and takes random cards from its holder's hand (004)",
        None,
        conflicts=("spy_takes_from_hand",),
        source="variants.md #25; 004 Spy",
        presets=E16_FAN,
        why_not=NO_NEW,
    ),
    VariantInfo(
        "spy_takes_from_hand",
        "the Spy takes its cards at random from the player's hand, not the deck (004)",
        None,
        source="variants.md #26; 004 Spy",
        presets=E16_FAN,
        why_not=NO_NEW,
    ),
    VariantInfo(
        "marshal_any_time",
        "the Marshal may seize at any time in his turn (R16)",
        None,
        source="variants.md #37; R8.1",
        presets=E16_FAN,
        why_not=NO_NEW,
    ),
    VariantInfo(
        "magistrate_duplicates",
        "the Magistrate may confiscate a district whose name is in his city (004, rejected)",
        None,
        source="variants.md #41; 004 Magistrate",
        presets=E16_FAN,
        why_not=NO_NEW,
    ),
    VariantInfo(
        "blackmailer_targets_players",
        "(erroneous reading) threats go to two players, not two characters",
        None,
        source="variants.md #43; 004 Blackmailer (link 7)",
        presets=E16_FAN,
        why_not=NO_NEW,
    ),
    VariantInfo(
        "hospital_vs_magistrate",
        "the Hospital stays with the Magistrate, who pays half its cost to confiscate it (004-Q72)",
        None,
        source="variants.md #57; faq:004-Q72",
        presets=("fan",),
        why_not="the 2016 deck has no Hospital: only the fan preset (all purples) has both",
    ),
    VariantInfo(
        "magistrate_victim_builds_again",
        "a confiscated district does not count toward its builder's limit (004; not R16)",
        None,
        source="variants.md #76; 004 Magistrate",
        presets=E16_FAN,
        why_not=NO_NEW,
    ),
    VariantInfo(
        "magistrate_confiscates_free_builds",
        "the warrant also hits Framework/Necropolis builds made without paying (004; not R16)",
        None,
        source="variants.md #77; 004 Magistrate, Chen Yanjie note",
        presets=E16_FAN,
        why_not=NO_NEW,
    ),
    VariantInfo(
        "blackmailer_no_warrant_targets",
        "the Blackmailer cannot threaten a character carrying a warrant (004; not R16)",
        None,
        source="variants.md #82; 004 Blackmailer",
        presets=E16_FAN,
        why_not=NO_NEW,
    ),
)
