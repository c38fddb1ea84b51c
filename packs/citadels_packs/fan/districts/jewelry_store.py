"""Jewelry Store (purple, cost 6): a Magician who exchanges hands with you must give you
2 gold. In the deck only if the Magician is in the lineup.

districts.md "Fan set" ``fan.jewelry_store``. The price of a hand swap is the fold the
Magician asks (``citadels_hand_swap_price``); a Magician with less than 2 gold may not
choose you (AMBIGUOUS default, README ambiguity 40: the price is checked like any
ability's). The deck rule is a setup rule (plain hook, C-2.3).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState, owns

card = DistrictCard("fan.jewelry_store")
MAGICIAN = "magician"
PRICE = 2


@card.hook
def citadels_deck(lineup: tuple[str, ...], value: tuple[str, ...]) -> tuple[str, ...] | None:
    if card.id not in value or MAGICIAN in lineup:
        return None
    return tuple(d for d in value if d != card.id)


@card.hook
def citadels_hand_swap_price(state: GameState, target: int, value: int) -> int | None:
    return value + PRICE if owns(state, target, card.id) else None
