"""Deckhand (水手), 2, Action-Reaction: +2 coins (its stats). When another player plays
an Attack, you may reveal this from your hand to draw 2 cards.

The mechanism: an Attack reaction that does not block (``@card.reaction``, as Moat's):
``deckhand.reveal`` (reveal/decline, data ``attacker`` and ``card``) is asked before the
Attack resolves; the holder draws 2 and is still attacked (a Militia then makes it
discard down to 3 from the larger hand).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Draw, GameState, Pending, Reveal

card = Card("deckhand")


@card.reaction
def offer(state: GameState, attacker: int, attack: str, seat: int) -> list[Any]:
    data = {"attacker": attacker, "card": attack}
    return [card.ask("reveal", seat, ("reveal", "decline"), data=data)]


@card.redeal("reveal")
def reveal_again(state: GameState, pending: Pending) -> list[Any]:
    """Asked only of a seat holding a Deckhand."""
    if card.id not in state.players[pending.seat].hand:
        return []
    return offer(state, pending.data["attacker"], pending.data["card"], pending.seat)


@card.answer("reveal")
def revealed(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    if option != "reveal":
        return []
    return [Reveal(pending.seat, card.id), Draw(pending.seat, 2)]
