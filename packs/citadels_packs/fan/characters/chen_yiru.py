"""Chen Yiru (rank 1, fan): once, swap the number cards of two other players: for the
rest of the round every ability aimed at one of them reaches the other.

characters.md §1.4 (004 "自創1號角色"), C-10.7, README ambiguity 20. Reading:

1. ``fan.chen_yiru.swap target=<a> option=<b>`` (once, any time): two players other
   than her own, ``a < b``. The swap is public (a token) and lasts until the round ends;
   turn order is unchanged.
2. *Redirection* (``citadels_redirect``, asked by every card that aims at a player or at
   a character's holder): aimed at ``a`` reaches ``b`` and the reverse. Character-named
   effects (Thief, Dong Zining...) are redirected when they resolve, at the reveal,
   against the other player. The two players' own abilities are not redirected (an
   ability of ``a`` aimed at ``b`` stays on ``b``, aimed at ``a`` stays on ``a``), nor
   are "each player" or "richest player" effects (they do not ask the window). A
   player-directed ability is declared ``redirects=True`` (the Magician, Wizard, Spy,
   Diplomat, Warlord, Marshal, Armory, the Cardinal's payer, the Emperor's crown; Jian
   Yuxin and Lin Yaxuan read it themselves): aimed at ``a``, it is offered ``b``'s
   districts (or gold, hand) under ``target=a``, checked against ``b``'s protections,
   and resolves there; a character-naming one reaches the named character's holder's
   partner when it resolves (``reached_holder``).
3. ``hospital_vs_chen_yiru`` (faq:004-Q72): the Hospital stays in the deck with Chen
   Yiru; while ``a`` owns a Hospital, abilities aimed at ``b`` are voided: another
   player's ability may not affect ``b`` (``citadels_may_affect``/``citadels_may_target``
   refuse, so ``b`` is not offered as a target and a character-named effect on ``b``'s
   character resolves on nobody), and aims at ``a`` are still redirected to ``b``. A
   card that asks ``citadels_may_affect`` again after the redirection (the Thief, Dong
   Zining) cannot tell an aim at ``a`` from one at ``b``, so there the redirected aim is
   voided too (a limit of the windows: the query does not know the seat aimed at).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    Ability,
    CharacterCard,
    GameState,
    SetToken,
    Target,
    owns,
    selector_params,
)

card = CharacterCard("fan.chen_yiru")
SWAPPED = card.name("swapped")
HOSPITAL, VARIANT = "hospital", "hospital_vs_chen_yiru"


@selector_params("target", "option")
def pairs(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """Each pair of two other players, in either order (API.md: ``target`` and ``option``
    the other seat; both orders swap the same pair)."""
    others = [s for s in range(len(state.players)) if s != seat]
    for a in others:
        for b in others:
            if a != b:
                yield Target(seat=a, option=b, params=(("target", a), ("option", b)))


@card.ability("swap", targets=pairs)
def swap(state: GameState, seat: int, t: Target) -> list[Any]:
    return [SetToken(SWAPPED, (t.seat, t.option))]


def swapped(state: GameState) -> tuple[int, int] | None:
    pair = state.token(SWAPPED)
    return None if pair is None else (int(pair[0]), int(pair[1]))


@card.hook
def citadels_redirect(state: GameState, seat: int, value: int) -> int | None:
    pair = swapped(state)
    if pair is None or value not in pair:
        return None
    if seat in pair or voided(state, seat, value):
        return None  # their own abilities stay; an aim at the Hospital owner's partner: voided
    return pair[1] if value == pair[0] else pair[0]


def voided(state: GameState, seat: int, target: int) -> bool:
    """``hospital_vs_chen_yiru``: ``target`` is the partner of a Hospital owner."""
    pair = swapped(state)
    if pair is None or VARIANT not in state.rules.variants or seat in pair:
        return False
    a, b = pair
    return (target == b and owns(state, a, HOSPITAL)) or (target == a and owns(state, b, HOSPITAL))


@card.hook
def citadels_may_affect(state: GameState, seat: int, target: int) -> bool | None:
    return False if voided(state, seat, target) else None


@card.hook
def citadels_may_target(state: GameState, seat: int, target: int) -> bool | None:
    return False if voided(state, seat, target) else None


@card.hook
def citadels_round_end(state: GameState) -> list[Any] | None:
    return [SetToken(SWAPPED, None)] if state.token(SWAPPED) is not None else None
