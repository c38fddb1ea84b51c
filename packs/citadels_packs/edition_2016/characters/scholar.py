"""Scholar (rank 7): once, after gathering, draw 7 cards, keep 1 and shuffle the others
back into the deck; build up to 2 districts.

Rules: characters.md §7.3 (004; R16). Not before the gather choice (faq:004-Q39). The
drawn cards wait aside while the Scholar chooses (``choose`` a card id); only he sees them.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    AFTER_GATHER,
    Action,
    Ask,
    CharacterCard,
    Decision,
    GameState,
    MoveCard,
    Redeal,
    ShuffleDeck,
)

card = CharacterCard("scholar")
KEEP = card.name("keep")


@card.bound
def citadels_build_limit(value: int) -> int:
    return max(value, 2)


@card.ability("draw", timing=AFTER_GATHER, when=lambda state, seat: bool(state.deck))
def draw(state: GameState, seat: int) -> list[Any]:
    drawn = state.deck[:7]
    moves = [MoveCard(c, ("deck",), ("aside",)) for c in drawn]
    return [*moves, Ask(Decision(seat, KEEP, tuple(sorted(set(drawn))), data=drawn))]


@card.answer("keep", secret=True)
def keep(state: GameState, decision: Decision, action: Action) -> list[Any]:
    kept = action.params["option"]
    rest = list(decision.data)
    rest.remove(kept)
    back = [MoveCard(c, ("aside",), ("deck_bottom",)) for c in rest]
    return [MoveCard(kept, ("aside",), ("hand", decision.seat)), *back, ShuffleDeck()]


@card.redeal("keep")
def redeal(state: GameState, decision: Decision, seat: int) -> Redeal:
    if decision.seat == seat:
        return Redeal(decision, ((("aside",), tuple(decision.data)),))
    drawn = state.aside
    return Redeal(Decision(decision.seat, KEEP, tuple(sorted(set(drawn))), data=drawn))
