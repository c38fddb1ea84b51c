"""Assassin (rank 1): name a character; it is killed and loses its turn.

Rules: characters.md §1.1, C-10.1 (the killed holder stays silent and reveals at the end
of the round, C-13 step 1). Rulings: faq:000-king-1, faq:000-warlord-1 (effects of a kill are
implemented by the cards concerned).

The kill is one declaration. "A killed character is skipped" and "the killed reveal at
round end" are rules about every character, in windows without a subject: plain hooks.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    KILLED,
    CharacterCard,
    GameState,
    MarkCharacter,
    Reveal,
    Target,
    characters,
    is_killed,
)

card = CharacterCard("assassin")


@card.ability("kill", targets=characters())
def kill(state: GameState, seat: int, t: Target) -> list[Any]:
    return [MarkCharacter(t.character, KILLED, seat)]


@card.hook(only_if="state.marks")  # a killed character is marked
def citadels_turn_skipped(state: GameState, character: str) -> bool | None:
    return True if is_killed(state, character) else None


@card.hook(only_if="state.marks")
def citadels_round_end(state: GameState) -> list[Any]:
    return [
        Reveal(m.character)
        for m in state.marks
        if m.kind == KILLED and state.holder(m.character) is not None
    ]
