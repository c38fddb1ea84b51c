"""What a Dominion card module imports: the binder, the effects and a few selectors.

A pack author needs nothing else (``from dominion_rules.pack_api import ...``)."""

from __future__ import annotations

from .binder import Card, other_seats
from .cards import CardInfo, load_cards
from .effects import (
    Ask,
    DeclareAttack,
    Draw,
    EnsureDeck,
    Forget,
    Gain,
    GainFromTrash,
    Move,
    MoveAll,
    Note,
    PlayFromHand,
    PlusActions,
    PlusBuys,
    PlusCoins,
    Protect,
    RevealTop,
    Step,
    Trash,
    TrashPlayed,
)
from .packs import Pack, PackInfo, register_pack
from .state import GameState, Pending

__all__ = [
    "Ask",
    "Card",
    "CardInfo",
    "DeclareAttack",
    "Draw",
    "EnsureDeck",
    "Forget",
    "Gain",
    "GainFromTrash",
    "GameState",
    "Move",
    "MoveAll",
    "Note",
    "Pack",
    "PackInfo",
    "Pending",
    "PlayFromHand",
    "PlusActions",
    "PlusBuys",
    "PlusCoins",
    "Protect",
    "RevealTop",
    "Step",
    "Trash",
    "TrashPlayed",
    "card_plugins",
    "gainable",
    "hand_of",
    "is_action",
    "is_treasure",
    "is_victory",
    "load_cards",
    "other_seats",
    "register_pack",
]


def gainable(state: GameState, limit: int, *, treasure: bool = False) -> list[str]:
    """Supply ids with cards left costing up to ``limit`` (D-4.11), Treasures only with
    ``treasure`` -- what "gain a card costing up to X" may take (from the supply only)."""
    cards = state.rules.cards
    return [
        c
        for c, n in state.supply.items_tuple()
        if n and cards[c].cost <= limit and (not treasure or cards[c].is_treasure)
    ]


def hand_of(state: GameState, seat: int) -> tuple[str, ...]:
    """``seat``'s hand."""
    return state.players[seat].hand


def is_action(state: GameState, card: str) -> bool:
    """Whether ``card`` is an Action."""
    return bool(state.rules.cards[card].is_action)


def is_treasure(state: GameState, card: str) -> bool:
    """Whether ``card`` is a Treasure."""
    return bool(state.rules.cards[card].is_treasure)


def is_victory(state: GameState, card: str) -> bool:
    """Whether ``card`` is a Victory card (Curse is not)."""
    return bool(state.rules.cards[card].is_victory)


def card_plugins(*modules: object) -> tuple[tuple[str, object], ...]:
    """The ``(name, plugin)`` pairs of card modules, each holding a ``card`` :class:`Card`."""
    out = []
    for module in modules:
        card = module.card  # type: ignore[attr-defined]
        out.append((card.id, card.plugin()))
    return tuple(out)
