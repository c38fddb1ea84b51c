"""The frozen values that make up a game of Dominion.

A move produces a new :class:`GameState`, never a changed one. Zones are tuples of card
ids: ``deck`` top first, ``discard`` top last (D-0.4). Views
(:mod:`dominion_rules.views`) have the same shape with the hidden parts redacted.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

import attrs

from tabletop_engine.params import EMPTY, Params
from tabletop_engine.rng import Rng

from .config import GameConfig

_new = object.__new__
_setattr = object.__setattr__

Cards = tuple[str, ...]


@attrs.frozen
class PlayerState:
    """One seat's zones (D-0.4): ``hand``, ``deck`` (top first), ``discard`` (top last),
    ``in_play`` and ``set_aside`` (revealed cards awaiting their fate, public)."""

    hand: Cards = ()
    deck: Cards = ()
    discard: Cards = ()
    in_play: Cards = ()
    set_aside: Cards = ()

    @property
    def hand_size(self) -> int:
        """Cards in hand (public, D-8.1)."""
        return len(self.hand)

    @property
    def deck_size(self) -> int:
        """Cards in the deck (public, D-8.1)."""
        return len(self.deck)

    @property
    def discard_top(self) -> str | None:
        """The discard pile's top card (public, D-4.6), None when empty."""
        return self.discard[-1] if self.discard else None

    def all_cards(self) -> Cards:
        """Every card the seat owns (D-7.3: what it scores and Gardens counts)."""
        return self.hand + self.deck + self.discard + self.in_play + self.set_aside


@attrs.frozen
class TurnState:
    """The turn in progress (D-3): ``seat``, ``phase`` (``action``, ``buy``,
    ``cleanup``), ``actions``, ``buys`` and ``coins`` left. ``plays`` numbers the cards
    played this turn (so a Feast played twice by a Throne Room is trashed once,
    dominion-feast-3), ``gone`` the plays whose card left play; ``protected`` the seats
    a Moat protects from the Attack resolving (D-9.15); ``noted`` the cards an effect
    keeps track of while it resolves (the Thief's trashed Treasures)."""

    seat: int
    phase: str = "action"
    actions: int = 1
    buys: int = 1
    coins: int = 0
    plays: int = 0
    gone: tuple[int, ...] = ()
    protected: tuple[int, ...] = ()
    noted: Cards = ()


@attrs.frozen
class Pending:
    """A decision waiting for ``seat`` (D-3.7): its ``kind`` (``"<card id>.<what>"``),
    the ``options`` (card ids or words), whether ``done`` may end it now, the public
    ``data`` of API_DOMINION.md, and ``ctx``: what the card's answer needs (plain
    values, so a paused game serializes; not shown in views)."""

    seat: int
    kind: str
    options: tuple[str, ...] = ()
    done: bool = False
    data: Params = EMPTY
    ctx: Params = EMPTY


@attrs.frozen(slots=False)
class GameState:
    """A whole game at one moment. ``rules`` (the compiled card plugins) is derived from
    the config and left out of equality and JSON; ``queue`` holds the effects still to
    run after the pending decision (the continuation as data)."""

    config: GameConfig
    players: tuple[PlayerState, ...]
    supply: Params
    trash: Cards
    turn: TurnState | None
    turns: tuple[int, ...]
    rng: Rng
    pending: Pending | None = None
    queue: tuple[Any, ...] = ()
    rules: Any = attrs.field(default=None, eq=False, repr=False)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (D-7)."""
        return self.turn is None

    @property
    def current_player(self) -> int | None:
        """The seat to act: the pending decision's seat, else the turn's, None at the end."""
        if self.pending is not None:
            return self.pending.seat
        turn = self.turn
        return None if turn is None else turn.seat

    @cached_property
    def legal(self) -> tuple[Any, ...]:
        """The legal actions, computed once per state (see :func:`~.reducer.legal_actions`):
        a tuple, handed to agents as it is (nobody can change what is legal)."""
        from .reducer import compute_legal

        return compute_legal(self)

    def but(self, **changes: Any) -> GameState:
        """A copy with ``changes`` (a fast ``attrs.evolve``, dropping cached values)."""
        new = _new(GameState)
        d = self.__dict__.copy()
        d.pop("legal", None)
        d.update(changes)
        _setattr(new, "__dict__", d)
        return new

    def with_player(self, seat: int, player: PlayerState) -> GameState:
        """A copy with seat ``seat``'s zones replaced."""
        players = list(self.players)
        players[seat] = player
        return self.but(players=tuple(players))
