"""What a Dominion card module imports: the binder, the effects and a few selectors.

A pack author needs nothing else (``from dominion_rules.pack_api import ...``). The
guide is ``docs/writing-dominion-packs.md``.

The escape hatch: a plugin that is not one card's (a rule of the whole pack) is a plain
pluggy plugin whose methods, marked with :data:`hookimpl`, implement any hook of
:mod:`dominion_rules.hookspecs`; list it in the pack's ``plugins`` beside the cards'.
"""

from __future__ import annotations

import pluggy

from . import hookspecs
from .binder import Card, other_seats
from .cards import CardInfo, load_cards
from .costs import affordable, cost_of
from .effects import (
    AddTokens,
    Ask,
    AtNextTurn,
    DeclareAttack,
    Draw,
    EnsureDeck,
    ExtraTurn,
    Forget,
    FromMat,
    Gain,
    GainFromTrash,
    Mark,
    Move,
    MoveAll,
    Note,
    PlayFromHand,
    PlusActions,
    PlusBuys,
    PlusCoins,
    Protect,
    Reveal,
    RevealTop,
    Stay,
    Step,
    ToMat,
    Trash,
    TrashPlayed,
)
from .packs import Pack, PackInfo, register_pack
from .state import EXTRA_TURN, GameState, Pending

#: Marks a method of an escape-hatch plugin as the implementation of the Dominion hook of
#: its name (``@hookimpl def dominion_gained(self, state, seat, card, to): ...``).
hookimpl = pluggy.HookimplMarker(hookspecs.PROJECT)

__all__ = [
    "EXTRA_TURN",
    "AddTokens",
    "Ask",
    "AtNextTurn",
    "Card",
    "CardInfo",
    "DeclareAttack",
    "Draw",
    "EnsureDeck",
    "ExtraTurn",
    "Forget",
    "FromMat",
    "Gain",
    "GainFromTrash",
    "GameState",
    "Mark",
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
    "Reveal",
    "RevealTop",
    "Stay",
    "Step",
    "ToMat",
    "Trash",
    "TrashPlayed",
    "card_plugins",
    "cost_of",
    "gainable",
    "hand_of",
    "hookimpl",
    "in_play",
    "is_a",
    "is_action",
    "is_treasure",
    "is_victory",
    "load_cards",
    "marks",
    "other_seats",
    "register_pack",
]


def gainable(state: GameState, limit: int, *, treasure: bool = False, kind: str = "") -> list[str]:
    """Supply ids with cards left costing up to ``limit`` now (D-4.11, the cost window:
    :func:`cost_of`), Treasures only with ``treasure``, cards of type ``kind`` only with
    ``kind`` -- what "gain a card costing up to X" may take (from the supply only)."""
    cards = state.rules.cards
    fits = affordable(state, limit)
    return [
        c
        for c, n in state.supply.items_tuple()
        if n
        and fits(c)
        and (not treasure or cards[c].is_treasure)
        and (not kind or kind in cards[c].types)
    ]


def is_a(state: GameState, card: str, kind: str) -> bool:
    """Whether ``card`` has type ``kind`` (D-1.1's or a pack's own: ``duration``)."""
    return kind in state.rules.cards[card].types


def in_play(state: GameState, card: str, seat: int | None = None) -> int:
    """How many ``card`` are in play for ``seat`` (by default the seat whose turn it
    is): what a "while this is in play" effect reads."""
    if seat is None:
        if state.turn is None:
            return 0
        seat = state.turn.seat
    return state.players[seat].in_play.count(card)


def marks(state: GameState, name: str) -> int:
    """This turn's counter ``name`` (:class:`Mark`), 0 outside a turn."""
    turn = state.turn
    return 0 if turn is None else int(turn.marks.get(name, 0))


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
