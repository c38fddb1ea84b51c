"""Cellar (地窖), 2, Action: +1 Action; discard any number of cards, then draw as many
(D-9.3).

Cellar is in play, so it cannot discard itself (dominion-cellar-1). The cards are chosen
one ``choose`` at a time (``cellar.discard``), ``done`` ends the choice; then they are
discarded together and only then drawn for (dominion-cellar-2), so a reshuffle takes
them in (dominion-cellar-3).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Draw, GameState, Move, Pending

card = Card("cellar")


def _choose(state: GameState, seat: int, chosen: tuple[str, ...]) -> list[Any]:
    left = list(state.players[seat].hand)
    for c in chosen:
        left.remove(c)
    if not left:
        return _finish(seat, chosen)
    return [card.ask("discard", seat, sorted(set(left)), done=True, ctx={"chosen": chosen})]


def _finish(seat: int, chosen: tuple[str, ...]) -> list[Any]:
    if not chosen:
        return []
    return [*(Move(seat, c, "hand", "discard") for c in chosen), Draw(seat, len(chosen))]


@card.text
def discard(state: GameState, seat: int, play: int) -> list[Any]:
    return _choose(state, seat, ())


@card.redeal("discard")
def discard_again(state: GameState, pending: Pending) -> list[Any]:
    """Another seat's Cellar: what it chose so far is hidden, so asked as at the start."""
    return _choose(state, pending.seat, ())


@card.answer("discard")
def chosen(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    picked: tuple[str, ...] = pending.ctx["chosen"]
    if option is None:
        return _finish(pending.seat, picked)
    return _choose(state, pending.seat, (*picked, option))
