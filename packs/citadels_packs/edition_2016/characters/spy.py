"""Spy (rank 2): choose another player and name a district type; look at that player's
hand; for each card of that type take 1 of their gold (while they have any) and draw 1
card from the deck.

Rules: characters.md §2.2 (R16; 004: running out of their gold does not reduce the cards
drawn). A Haunted Quarter in hand is purple. ``spy.peek`` resolves at once. The Spy sees
the hand: his own event stream gets a ``spy.peeked`` note naming it (a secret param,
``"?"`` for the other seats). The number of matching cards shows to everyone in the gold
and cards moved, as at the table: the ability is tagged :data:`REVEALS_HAND`, which tells
the non-interference check that the target's hand is legitimately a public input here.
Variants: ``spy_takes_from_hand`` (the cards come at random from that player's hand),
``spy_targets_character`` (a character is named instead, not rank 1 nor rank-1-affected;
its holder, if any, is the target, and the cards come from the holder's hand).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from citadels_rules.pack_api import (
    REVEALS_HAND,
    Ability,
    Affected,
    CharacterCard,
    Draw,
    GameState,
    Note,
    Params,
    TakeRandomCards,
    Target,
    characters,
    other_players,
    pay,
    reached_holder,
    selector_params,
)

card = CharacterCard("spy")
PEEK = card.name("peek")
COLOURS = ("yellow", "blue", "green", "red", "purple")
_players = other_players("hand")
_characters = characters(ranks_not=(1,), killed=False)


def _affected(state: GameState, character: str) -> bool:
    """Rank-1-affected (C-1.9): killed, bewitched or carrying a warrant."""
    return any(state.marked(character, k) for k in ("killed", "bewitched", "warrant"))


@selector_params(
    "target", "character", "option", shapes=(("target", "option"), ("character", "option"))
)
def peeks(state: GameState, seat: int, ability: Ability) -> Iterator[Target]:
    """A player (or, with ``spy_targets_character``, a character) and a colour."""
    if "spy_targets_character" in state.rules.variants:
        for t in _characters(state, seat, ability):
            if not _affected(state, t.character):
                for c in COLOURS:
                    yield Target(character=t.character, option=c, params=(*t.params, ("option", c)))
        return
    for t in _players(state, seat, ability):
        for c in COLOURS:
            yield Target(seat=t.seat, option=c, params=(*t.params, ("option", c)))


@card.ability("peek", targets=peeks, tags=(REVEALS_HAND,), redirects=True)
def peek(state: GameState, seat: int, t: Target) -> list[Any]:
    if t.character is None:
        target = t.seat  # the player reached (fan Chen Yiru: ``redirects``)
    else:  # the holder is hidden: what depends on it resolves now (no effect if illegal)
        target = reached_holder(state, seat, PEEK, t.character, "hand")
    if target is None or target == seat:
        return []
    hand = state.players[target].hand
    n = sum(1 for c in hand if state.rules.cards[c].colour == t.option)
    seen = Note("spy.peeked", seat, Params({"target": target, "hand": hand, "secret": ("hand",)}))
    out: list[Any] = [Affected(target, seat, PEEK), seen]
    out += pay(target, seat, min(n, state.players[target].gold))
    variants = state.rules.variants
    if not n:
        return out
    if "spy_takes_from_hand" in variants or "spy_targets_character" in variants:
        return [*out, TakeRandomCards(target, n, ("hand", seat))]
    return [*out, Draw(seat, n)]
