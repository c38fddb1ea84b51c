"""Coast Guard (海岸警衛), 3, Action-Reaction: +2 Cards (its stats). When another player
gains a Victory card, you may reveal this from your hand to gain a Silver.

The mechanism: a reaction to another player's gain (``@card.reaction(when="gain")``),
asked of each holder (``coast_guard.reveal``: reveal/decline, data ``seat`` and
``card``, the gainer and the Victory card, both public) in turn order from the gainer.
A player's own gains do not trigger it; neither do Curses (not Victory cards).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, Gain, GameState, Pending, Reveal, is_victory

card = Card("coast_guard")


@card.reaction(when="gain", where="hand")
def offer(state: GameState, holder: int, seat: int, gained: str) -> list[Any]:
    if holder == seat or not is_victory(state, gained):
        return []
    data = {"seat": seat, "card": gained}
    return [card.ask("reveal", holder, ("reveal", "decline"), data=data)]


@card.redeal("reveal")
def reveal_again(state: GameState, pending: Pending) -> list[Any]:
    """Asked only of a seat holding a Coast Guard."""
    if card.id not in state.players[pending.seat].hand:
        return []
    return offer(state, pending.seat, pending.data["seat"], pending.data["card"])


@card.answer("reveal")
def revealed(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    if option != "reveal":
        return []
    return [Reveal(pending.seat, card.id), Gain(pending.seat, "silver")]
