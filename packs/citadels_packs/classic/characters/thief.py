"""Thief (rank 2): name a character; when it is revealed, its holder gives you all gold.

Rules: characters.md §2.1, C-10.2 (the robbery resolves at the reveal, before any action
or district effect). Illegal targets: the Thief, rank 1, the killed character (000 Thief
text); the Witch and the bewitched character (Witch plugin, faq:000-thief-2).
Rulings: faq:000-thief-1, faq:004-Q31, faq:004-Q32. The amount is a fold
(``citadels_robbery_amount``: fan Police Station); who is robbed may be redirected or
protected (``citadels_redirect``, ``citadels_may_affect``: fan Chen Yiru, Yang Ruoxin).

The robbery itself is a plain hook: it happens when the *robbed* character is called,
whoever holds the Thief, so it concerns the called character, not this card.
"""

from __future__ import annotations

from typing import Any

from citadels_rules.pack_api import (
    ROBBED,
    CharacterCard,
    GameState,
    MarkCharacter,
    Target,
    characters,
    may_affect,
    pay,
    rank_of,
    redirected,
)

card = CharacterCard("thief")
ROB = card.name("rob")


@card.ability("rob", targets=characters(ranks_not=(1,), killed=False))
def rob(state: GameState, seat: int, t: Target) -> list[Any]:
    return [MarkCharacter(t.character, ROBBED, seat)]


@card.hook(only_if="state.marks")  # a robbed character is marked
def citadels_character_called(state: GameState, character: str, seat: int) -> list[Any] | None:
    mark = state.marked(character, ROBBED)
    if mark is None or mark.seat is None:
        return None
    thief, rank = mark.seat, rank_of(state, card.id)
    victim = redirected(state, thief, ROB, rank, seat)
    if (victim == thief != seat) or not may_affect(state, thief, ROB, rank, victim, "gold"):
        return None  # a void aim (fan Chen Yiru), or a protected victim (fan Yang Ruoxin)
    gold = state.players[victim].gold
    return pay(
        victim, thief, state.rules.hooks.robbery_amount(state, thief, victim, character, gold)
    )
