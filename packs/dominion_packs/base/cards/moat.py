"""Moat (護城河), 2, Action-Reaction: +2 Cards (its stats, dominion-moat-5). When another
player plays an Attack, you may reveal it from your hand to be unaffected (D-9.15).

Asked before the Attack resolves, in turn order from the attacker's left, once per play
of an Attack (``moat.reveal``: reveal/decline, data ``attacker`` and ``card``;
dominion-moat-1, -2). A protected player is treated as absent (dominion-moat-3); the
attacker's own gains stand (dominion-moat-4).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, GameState, Pending, Protect, Reveal

card = Card("moat")


@card.reaction
def offer(state: GameState, attacker: int, attack: str, seat: int) -> list[Any]:
    data = {"attacker": attacker, "card": attack}
    return [card.ask("reveal", seat, ("reveal", "decline"), data=data)]


@card.redeal("reveal")
def reveal_again(state: GameState, pending: Pending) -> list[Any]:
    """Asked only of a seat holding a Moat: a sampled hand without one could not ask."""
    if card.id not in state.players[pending.seat].hand:
        return []
    return offer(state, pending.data["attacker"], pending.data["card"], pending.seat)


@card.answer("reveal")
def revealed(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    return [Reveal(pending.seat, card.id), Protect(pending.seat)] if option == "reveal" else []
