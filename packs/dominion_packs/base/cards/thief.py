"""Thief (盜賊), 4, Action-Attack: each other player reveals their deck's top 2 cards,
trashes a revealed Treasure you choose; you may gain any of the cards trashed; the other
revealed cards are discarded (D-9.20).

Revealing reshuffles as needed, the first revealed card kept aside
(dominion-thief-1). One trash per victim, your choice among its Treasures
(``thief.trash``, data ``seat``; one Treasure: automatic, dominion-thief-2). After every
victim, ``thief.gain`` offers only the Treasures this play trashed (dominion-thief-3).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import (
    Card,
    Forget,
    GainFromTrash,
    GameState,
    MoveAll,
    Note,
    Pending,
    RevealTop,
    Trash,
    is_treasure,
)

card = Card("thief")


@card.attack()
def reveal(state: GameState, seat: int, victim: int) -> list[Any]:
    start = len(state.players[victim].set_aside)
    return [RevealTop(victim, 2), card.go("pick", seat, victim=victim, start=start)]


@card.step("pick")
def pick(state: GameState, seat: int, victim: int, start: int = 0) -> list[Any]:
    """Choose which revealed Treasure ``victim`` trashes, or discard what was revealed
    (the cards from position ``start`` of its ``set_aside``: only those this Thief
    revealed)."""
    shown = state.players[victim].set_aside[start:]
    treasures = sorted({c for c in shown if is_treasure(state, c)})
    if not treasures:
        return [MoveAll(victim, "set_aside", "discard", start)]
    ctx = {"start": start} if start else None
    return [card.ask("trash", seat, treasures, data={"seat": victim}, ctx=ctx)]


@card.redeal("trash")
def trash_again(state: GameState, pending: Pending) -> list[Any]:
    """Asked again from the victim's revealed (public) cards: the last two set aside."""
    victim = pending.data["seat"]
    return pick(state, pending.seat, victim, max(0, len(state.players[victim].set_aside) - 2))


@card.answer("trash")
def trash(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    assert option is not None
    victim = pending.data["seat"]
    return [
        Trash(victim, option, "set_aside"),
        Note(option),
        MoveAll(victim, "set_aside", "discard", pending.ctx.get("start", 0)),
    ]


@card.after_attack
def gains(state: GameState, seat: int) -> list[Any]:
    """Offer the Treasures this play trashed that are still in the trash."""
    assert state.turn is not None
    left = list(state.trash)
    options = []
    for c in state.turn.noted:
        if c in left:
            left.remove(c)
            options.append(c)
    if not options:
        return [Forget()]
    return [card.ask("gain", seat, sorted(set(options)), done=True)]


@card.answer("gain")
def gain(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    if option is None:
        return [Forget()]
    return [GainFromTrash(pending.seat, option), Forget(option), card.go("more", pending.seat)]


@card.redeal("gain")
def gain_again(state: GameState, pending: Pending) -> list[Any]:
    """Asked again from the (public) trash and the Treasures this play trashed."""
    return gains(state, pending.seat)


@card.step("more")
def more(state: GameState, seat: int) -> list[Any]:
    """Offer the rest."""
    return gains(state, seat)
