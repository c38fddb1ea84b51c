"""Police Station (purple, cost 6): when the Thief robs you, you give only half of your
gold, rounded up. In the deck only if the Thief is in the lineup.

districts.md "Fan set" ``fan.police_station``. How this plugin reads the card text
(tests in ``tests/fanpack/test_fan_districts.py``):

1. *When the Thief robs you*: the robbery's amount is a fold the robber asks
   (``citadels_robbery_amount``); its owner, the victim, gives ``ceil(gold / 2)``.
2. *In the deck only if the Thief is in the lineup* (``citadels_deck``).
"""

from __future__ import annotations

from citadels_rules.pack_api import GameState, hookimpl, owns

ID = "fan.police_station"
THIEF = "thief"


@hookimpl
def citadels_deck(lineup: tuple[str, ...], value: tuple[str, ...]) -> tuple[str, ...] | None:
    if ID not in value or THIEF in lineup:
        return None
    return tuple(d for d in value if d != ID)


@hookimpl
def citadels_robbery_amount(state: GameState, victim: int, value: int) -> int | None:
    if not owns(state, victim, ID):
        return None
    return (value + 1) // 2
