"""The fan-only variants of this pack (variants.md): ``jian_yuxin_any_time`` (#38),
``hospital_vs_chen_yiru`` (#58), ``hospital_clinic_split`` (#59), ``super_mode`` (#20),
``super_mode_remove_whole_rank`` (#21) and ``alchemist_rank9_retailer`` (#33)."""

from __future__ import annotations

from citadels_rules.pack_api import VariantInfo

from . import hospital, retailer, super_mode

FAN_ONLY = (
    "it concerns fan cards (Jian Yuxin, Chen Yiru, the Clinic), which only the fan preset has"
)

VARIANTS = (
    VariantInfo(
        "jian_yuxin_any_time",
        "Jian Yuxin may use her rank-8 ability at any time of her turn (R8.1)",
        source="004 Jian Yuxin (建議移除「回合結束才能…」的限制)",
        presets=("fan",),
        why_not=FAN_ONLY,
    ),
    VariantInfo(
        "hospital_vs_chen_yiru",
        "the Hospital stays with Chen Yiru; aims at its owner's swapped partner are voided",
        hospital.hospital_vs_chen_yiru,
        source="004-Q72",
        presets=("fan",),
        why_not=FAN_ONLY,
    ),
    VariantInfo(
        "hospital_clinic_split",
        "the old Hospital becomes the Clinic (4); the new Hospital (6) keeps the killed "
        "character's powers but not its build",
        hospital.hospital_clinic_split,
        conflicts=("hospital_cost_5",),
        source="004 cost (把醫院改成「診所」)",
        presets=("dark_city", "fan"),
        why_not="the Hospital is a Dark City card",
        packs=("fan",),
    ),
    VariantInfo(
        "super_mode",
        "every character of the pool in play, one per rank per round (variants.md #20)",
        super_mode.super_mode,
        source="004 opening (更刺激的玩法)",
        presets=("dark_city", "edition_2016", "fan"),
        why_not="the classic pool has one character per rank",
    ),
    VariantInfo(
        "super_mode_remove_whole_rank",
        "super mode: one random card and its whole rank go face down first (#21)",
        requires=("super_mode",),
        source="004 opening example",
        presets=("dark_city", "edition_2016", "fan"),
        why_not="the classic pool has one character per rank",
    ),
    VariantInfo(
        "alchemist_rank9_retailer",
        "the Alchemist moves to rank 9 (replacing Hu Xinyi); a new rank-6 Retailer; the "
        "Abbot takes gold only",
        retailer.alchemist_rank9_retailer,
        conflicts=("abbot_fan_cards", "abbot_tie_no_gold", "super_mode"),
        source="004 Alchemist (我有想過…); not a recommendation",
        presets=("dark_city", "edition_2016", "fan"),
        why_not="classic has no Alchemist",
        packs=("fan",),
        ranks=(("alchemist", 9), ("fan.hu_xinyi", None), ("retailer", 6)),
    ),
)
