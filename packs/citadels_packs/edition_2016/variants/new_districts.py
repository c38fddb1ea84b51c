"""Variants of the districts new in the 2016 set (rules/variants.md 67-68): flags read by
the cards they change (Monument, Thieves' Den)."""

from __future__ import annotations

from citadels_rules.pack_api import VariantInfo

PRESETS = ("edition_2016", "fan")

VARIANTS = (
    VariantInfo(
        "monument_limit_6",
        "the Monument may be built while the city has fewer than 6 districts (not 5)",
        None,
        source="004 Monument note (mentioned as unnecessary)",
        presets=PRESETS,
        why_not="the Monument is a card of the 2016 set",
    ),
    VariantInfo(
        "thieves_den_refund_cards",
        "a Thieves' Den confiscated by the Magistrate refunds the cards paid for it too",
        None,
        source="004 Thieves' Den (considered, rejected); R16 Thieves' Den refunds gold only",
        presets=PRESETS,
        why_not="the Thieves' Den is a card of the 2016 set",
    ),
)
