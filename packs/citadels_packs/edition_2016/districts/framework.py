"""Framework: after gathering, destroy the Framework to build a district from your hand
without paying its price.

Rules: districts.md `framework`. A build like any other for the turn's limit and the
unique names (AMBIGUOUS default, ambiguity 38), taxed by the 2016 Tax Collector (R16);
told to the after-build windows as ``free``, so the Magistrate's warrant does not reach it
(R16 Framework) unless ``magistrate_confiscates_free_builds``. Not a rank-8 ability (R8.8).
What may be built is judged with the Framework still in the city (the Monument's limit).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    AFTER_GATHER,
    Ability,
    Build,
    Destroy,
    DistrictCard,
    GameState,
    Target,
    build_counts,
    builds_left,
    find_district,
    may_build_card,
    selector_params,
)

card = DistrictCard("framework")
BUILD = card.name("build")


@selector_params("card")
def buildable(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """The cards of the hand that may be built now, a build left or not counting; none
    in a turn without a character's powers (no build at all then, C-9.4)."""
    if state.turn is None or state.turn.powers is None:
        return
    left = builds_left(state) > 0
    for c in dict.fromkeys(state.players[seat].hand):
        if (left or not build_counts(state, seat, c)) and may_build_card(state, seat, c):
            yield Target(card=c, params=(("card", c),))


@card.ability("build", targets=buildable, once=False, timing=AFTER_GATHER)
def build(state: GameState, seat: int, t: Target) -> list[Any]:
    counts = build_counts(state, seat, t.card)
    return [
        Destroy(seat, find_district(state, seat, card.id), seat, BUILD),
        Build(seat, t.card, 0, counts, free=True),
    ]
