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
   Yiru; while ``a`` owns a Hospital, an aim at ``b`` is void and an aim at ``a`` is
   still redirected to ``b``. The void is decided at the aim, by the redirection
   (``citadels_redirect`` answers the user's own seat: the aim reaches nobody), so ``b``
   is not offered as a target, a character-named effect on ``b``'s character resolves
   on nobody, and an aim at ``a`` reaches ``b`` like any other redirected aim (the Thief
   robs ``b``, Lin Yaxuan's crown makes ``b`` pay). Effects that are not redirected
   ("each player", "the richest player") are not aims and are not voided.
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
    if seat in pair:
        return None  # the two players' own abilities are not redirected
    if voided(state, seat, value):
        return seat  # an aim at the Hospital owner's partner: void, it reaches nobody
    return pair[1] if value == pair[0] else pair[0]


def voided(state: GameState, seat: int, target: int) -> bool:
    """``hospital_vs_chen_yiru``: an aim of ``seat`` at ``target``, the partner of a
    Hospital owner, is void."""
    pair = swapped(state)
    if pair is None or VARIANT not in state.rules.variants or seat in pair:
        return False
    a, b = pair
    return (target == b and owns(state, a, HOSPITAL)) or (target == a and owns(state, b, HOSPITAL))


@card.hook
def citadels_round_end(state: GameState) -> list[Any] | None:
    return [SetToken(SWAPPED, None)] if state.token(SWAPPED) is not None else None
