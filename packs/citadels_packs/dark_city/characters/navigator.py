"""Navigator (rank 7): after gathering, you may take 4 gold or draw 4 cards; if you do,
you may not build this turn.

Rules: characters.md §7.2 (classic/dark_city: it may build if it does not use the
ability, faq:000-navigator-1); once used, not even a district outside the limit (the
Stables, C-9.4). Not before gathering (faq:004-Q38); not after building (AMBIGUOUS
default). A Witch using it may not build either (faq:000-witch-5). With
``navigator_never_builds`` (the 2016 rule, R16; on in edition_2016) it never builds, ability
or not, not even a district outside the limit.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    AFTER_GATHER,
    BANK,
    BUILT,
    Ability,
    CharacterCard,
    Draw,
    GameState,
    Target,
    Transfer,
    options,
    selector_params,
    used,
)

card = CharacterCard("navigator")
GAINS = options("gold", "cards")


@selector_params("option")
def gains(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """4 gold, or 4 cards while the deck has them."""
    return (t for t in GAINS(state, seat, ability) if t.option == "gold" or state.deck)


def not_built(state: GameState, seat: int) -> bool:
    turn = state.turn
    return turn is not None and not turn.builds and BUILT not in turn.used


@card.ability("gain", targets=gains, timing=AFTER_GATHER, when=not_built)
def gain(state: GameState, seat: int, t: Target) -> list[Any]:
    return [Transfer(BANK, seat, 4)] if t.option == "gold" else [Draw(seat, 4)]


@card.bound
def citadels_build_limit(state: GameState) -> int | None:
    return 0 if builds_nothing(state) else None


def never_builds(state: GameState) -> bool:
    return "navigator_never_builds" in state.rules.variants


def builds_nothing(state: GameState) -> bool:
    """The ability used this turn, or ``navigator_never_builds``: nothing may be built,
    not even a district outside the limit (the Stables, §7.2, C-9.4)."""
    return used(state, card.id) or never_builds(state)


@card.bound
def citadels_may_build(state: GameState) -> bool | None:
    return False if builds_nothing(state) else None
