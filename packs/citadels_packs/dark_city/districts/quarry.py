"""Quarry: you may build a district identical to one in your city; Dark City card: the
city may hold only one duplicate at a time (``quarry_unlimited``: any number, the 2016
card).

Rules: districts.md `quarry`. Duplicates of any origin count toward the cap (AMBIGUOUS
default); within it a Diplomat may give or take one (faq:000-diplomat-1, -2). With
``quarry_no_ability_gains`` (the 2016 rule, R16 Quarry; faq:004-Q15) a duplicate may only
be built: never received from another city (Magistrate, Diplomat, Marshal, Jian Yuxin),
whichever side owns the Quarry. A destroyed Quarry leaves the duplicates in place
(faq:000-quarry-1).
"""

from __future__ import annotations

from citadels_rules.pack_api import DistrictCard, GameState

card = DistrictCard("quarry")


@card.bound
def citadels_may_duplicate(state: GameState, seat: int) -> bool | None:
    p = state.players[seat]
    if "quarry_unlimited" in state.rules.variants or len(p.built) == len(p.city):
        return True
    return None


@card.bound
def citadels_may_receive(state: GameState, seat: int) -> bool | None:
    return False if "quarry_no_ability_gains" in state.rules.variants else None
