"""Police Station (purple, cost 6): when the Thief robs you, you give only half of your
gold, rounded up. In the deck only if the Thief is in the lineup.

districts.md "Fan set" ``fan.police_station``. The robbery's amount is the fold the Thief
asks (``citadels_robbery_amount``; Dong Zining's robbery does not ask it, §2.4: "Police
Station does not apply"). The deck rule is a setup rule (plain hook, C-2.3).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, owns

card = DistrictCard("fan.police_station")
THIEF = "thief"


@card.hook
def citadels_deck(lineup: tuple[str, ...], value: tuple[str, ...]) -> tuple[str, ...] | None:
    if card.id not in value or THIEF in lineup:
        return None
    return tuple(d for d in value if d != card.id)


@card.hook
def citadels_robbery_amount(state: GameState, victim: int, value: int) -> int | None:
    return (value + 1) // 2 if owns(state, victim, card.id) else None
