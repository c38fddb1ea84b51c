"""Necropolis: you may build it by destroying one district of your city instead of
paying its price.

Rules: districts.md `necropolis`. The action is ``build card=necropolis own=<district>``
(``own_index`` tells differing copies apart). Still a build (the limit, the unique names,
the 2016 Tax Collector, R16); told to the after-build windows as ``free``, so the
Magistrate's warrant does not reach it (R16 Necropolis) unless
``magistrate_confiscates_free_builds``. Not a rank-8 ability (R8.8). Plain hooks: the
Necropolis being built is in its builder's hand, not in a city.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Action,
    Build,
    Destroy,
    DistrictCard,
    GameState,
    build_counts,
    district_refs,
    find_district,
)

ID = "necropolis"
card = DistrictCard(ID)
card.builds_with("own")
DESTROY = card.name("destroy")


@card.hook
def citadels_build_ways(state: GameState, seat: int, card: str) -> list[Any] | None:
    if card == ID:
        return [tuple(sorted(_own(params).items())) for _, params in district_refs(state, seat)]
    return None


@card.hook
def citadels_build_way(state: GameState, action: Action) -> list[Any] | None:
    p = action.params
    if p["card"] == ID and "own" in p:
        seat = int(action.actor or 0)
        index = find_district(state, seat, p["own"], p.get("own_index"))
        counts = build_counts(state, seat, ID)
        return [Destroy(seat, index, seat, DESTROY), Build(seat, ID, 0, counts, free=True)]
    return None


def _own(params: dict[str, Any]) -> dict[str, Any]:
    """A district's params as the actor's own (``district`` -> ``own``)."""
    out = {"own": params["district"]}
    if "index" in params:
        out["own_index"] = params["index"]
    return out
