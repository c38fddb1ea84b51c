"""The fan's Hospital variants (variants.md #58, #59; faq:004-Q72).

* ``hospital_vs_chen_yiru``: the Hospital stays in the deck when the rank-1 character is
  Chen Yiru (C-2.3; the voiding of aims is Chen Yiru's plugin, reading this flag).
* ``hospital_clinic_split``: where the Hospital is in the deck, the Clinic (the old
  Hospital, cost 4) joins it; the Hospital's own plugin reads the flag (powers kept,
  no build) -- both only with the Assassin, as the Hospital (C-2.3).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from citadels_rules.pack_api import CardInfo, hookimpl, presets

HOSPITAL, CHEN_YIRU, CLINIC = "hospital", "fan.chen_yiru", "fan.clinic"


def _in_preset(config: Any, card: str) -> bool:
    preset = presets().get(config.preset)
    return preset is not None and (card in preset.purples or card in config.districts)


class _VsChenYiru:
    @hookimpl
    def citadels_deck(
        self,
        config: Any,
        cards: Mapping[str, CardInfo],
        lineup: tuple[str, ...],
        value: tuple[str, ...],
    ) -> tuple[str, ...] | None:
        rank_1 = [c for c in lineup if cards[c].rank == 1]
        if rank_1 != [CHEN_YIRU] or HOSPITAL in value or not _in_preset(config, HOSPITAL):
            return None
        return (*value, *[HOSPITAL] * cards[HOSPITAL].count)


class _ClinicSplit:
    @hookimpl
    def citadels_deck(
        self, cards: Mapping[str, CardInfo], value: tuple[str, ...]
    ) -> tuple[str, ...] | None:
        if HOSPITAL not in value or CLINIC in value:
            return None
        return (*value, *[CLINIC] * cards[CLINIC].count)


hospital_vs_chen_yiru = _VsChenYiru()
hospital_clinic_split = _ClinicSplit()
