"""Spy (間諜), 4, Action-Attack: +1 Card, +1 Action (stats, drawn first:
dominion-spy-2); each player, you too, reveals their deck's top card and you choose:
discard it or put it back (D-9.19).

You first, then in turn order (dominion-spy-4); Moat protects others only
(dominion-spy-1). An empty deck is reshuffled first; still empty, no reveal
(dominion-spy-3). ``spy.discard`` (discard/keep) is yours, data ``seat`` and ``card``;
the revealed card stays on the deck meanwhile and a kept one stays there (dominion-spy-5).
"""

from __future__ import annotations

from typing import Any

from dominion_rules.pack_api import Card, EnsureDeck, GameState, Move, Pending, Reveal

card = Card("spy")


@card.attack(you_too=True)
def reveal(state: GameState, seat: int, victim: int) -> list[Any]:
    return [EnsureDeck(victim), card.go("look", seat, victim=victim)]


@card.step("look")
def look(state: GameState, seat: int, victim: int) -> list[Any]:
    """Ask the Spy's player about ``victim``'s top card, if there is one."""
    deck = state.players[victim].deck
    if not deck:
        return []
    data = {"seat": victim, "card": deck[0]}
    return [Reveal(victim, deck[0]), card.ask("discard", seat, ("discard", "keep"), data=data)]


@card.redeal("discard")
def discard_again(state: GameState, pending: Pending) -> list[Any]:
    """Asked again about the card on top of the revealing seat's deck (resample puts the
    revealed card, shown in ``data``, back there)."""
    return look(state, pending.seat, pending.data["seat"])


@card.answer("discard")
def decide(state: GameState, pending: Pending, option: str | None) -> list[Any]:
    if option != "discard":
        return []
    return [Move(pending.data["seat"], pending.data["card"], "deck", "discard")]
