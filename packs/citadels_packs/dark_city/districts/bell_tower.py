"""Bell Tower: when you build it you may announce (``bell_tower.announce``, right after
building, before anything else) that the game ends at 7 districts; if it is destroyed,
the end returns to normal.

Rules: districts.md `bell_tower` (dark_city default rule). Announced, the threshold is
T - 1 while it is in any city (faq:000-bell_tower-1); a player already there ends the
game this round (faq:000-bell_tower-2) with the normal bonuses (faq:000-bell_tower-3):
+4 for everyone already at T - 1 when it is announced, +2 later, else the normal rule
(faq:000-bell_tower-4, AMBIGUOUS default); such cities are protected from rank-8
abilities (faq:000-bell_tower-5). Destroyed: flags won while it was active by cities now
below the normal threshold are cancelled, and so is an end trigger that no remaining flag
explains (AMBIGUOUS default); what was earned before it was announced stays (C-14.2).
Removed from the deck with ``short_game_7`` (faq:000-bell_tower-6) unless
``bell_tower_short_game_6``.

The deck, the threshold and its destruction (when it has left every city) are rules
about everyone: plain ``@card.hook``.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    Complete,
    DistrictCard,
    EndTrigger,
    GameState,
    SetToken,
    Target,
    city_size,
    owner_of,
    player_target,
    selector_params,
)

from ..variants import bell_tower_designated as designation

ID = "bell_tower"
card = DistrictCard(ID)
OFFER, ACTIVE = card.name("offer"), card.name("active")


@card.hook
def citadels_deck(variants: frozenset[str], value: tuple[str, ...]) -> tuple[str, ...] | None:
    if "short_game_7" in variants and "bell_tower_short_game_6" not in variants:
        return tuple(d for d in value if d != ID)
    return None


@card.bound
def citadels_after_build(state: GameState, seat: int, card: str) -> list[Any] | None:
    if card == ID and not state.token(ACTIVE):
        return [SetToken(OFFER, (seat, state.steps))]
    return None


DESIGNATED_PLAYER = "bell_tower_designated_player"


def just_built(state: GameState, seat: int) -> bool:
    """Right after ``seat`` built it, before anything else (the default reading)."""
    designating = DESIGNATED_PLAYER in state.rules.variants
    return not designating and state.token(OFFER) == (seat, state.steps)


def may_designate(state: GameState, seat: int) -> bool:
    """The designated-player reading, nobody designated yet."""
    return DESIGNATED_PLAYER in state.rules.variants and state.token(designation.DESIGNATED) is None


@selector_params("target")
def anyone(state: GameState, seat: int, ability: Any) -> Any:
    """Every player, the owner included."""
    return (player_target(s) for s in range(len(state.players)))


@card.ability("designate", targets=anyone, when=may_designate)
def designate(state: GameState, seat: int, t: Target) -> list[Any]:
    return [SetToken(designation.DESIGNATED, t.seat), *designation.reach(state, t.seat, flag=True)]


@card.ability("announce", when=just_built, once=False)
def announce(state: GameState, seat: int) -> list[Any]:
    lowered = state.rules.threshold(state) - 1
    before = tuple(s for s, p in enumerate(state.players) if p.completed is not None)
    effects: list[Any] = [SetToken(OFFER, None), SetToken(ACTIVE, (before, state.end_triggered))]
    for s, p in enumerate(state.players):
        if p.completed is None and city_size(state, s) >= lowered:
            effects.append(Complete(s, "first"))
    return effects


@card.hook(trylast=True, only_if=f"state.token({ACTIVE!r})")  # C-14.1a: after the variants
def citadels_end_threshold(state: GameState, value: int) -> int | None:
    if state.token(ACTIVE) and owner_of(state, ID) is not None:
        return value - 1
    return None


@card.hook(only_if=f"card == {ID!r}")
def citadels_after_destroy(state: GameState, card: str) -> list[Any] | None:
    return back_to_normal(state) if card == ID and state.token(ACTIVE) else None


def back_to_normal(state: GameState) -> list[Any]:
    """Its destruction once announced: the threshold is normal again."""
    before, was_triggered = state.token(ACTIVE)
    normal = state.rules.threshold(state)  # the Bell Tower has left the city
    effects: list[Any] = [SetToken(ACTIVE, None)]
    cancelled = [
        seat
        for seat, p in enumerate(state.players)
        if p.completed is not None and seat not in before and city_size(state, seat) < normal
    ]
    effects += [Complete(seat, None) for seat in cancelled]
    flagged = [s for s, p in enumerate(state.players) if p.completed and s not in cancelled]
    if not was_triggered and not flagged:
        effects.append(EndTrigger(False))
    return effects
