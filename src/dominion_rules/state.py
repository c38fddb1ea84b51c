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

#: The mark (:attr:`TurnState.marks`) of an extra turn: "if this is not an extra turn".
EXTRA_TURN = "extra_turn"


@attrs.frozen
class Scheduled:
    """An effect promised for the start of a later turn of its seat ("at the start of
    your next turn"): ``card``'s step ``name`` with ``args``, run when that turn starts
    (:class:`~.effects.AtNextTurn` schedules it; a Duration's next-turn text)."""

    card: str
    name: str
    args: Params = EMPTY


@attrs.frozen
class PlayerState:
    """One seat's zones (D-0.4): ``hand``, ``deck`` (top first), ``discard`` (top last),
    ``in_play`` and ``set_aside`` (revealed cards awaiting their fate, public).

    What packs add (all empty in the base game, and left out of its JSON): ``mats``,
    named mats holding cards (``{mat: cards}``; public or private as the pack declares,
    :attr:`~.packs.Pack.mats`); ``tokens``, counters such as VP tokens (``vp``, scored)
    and coin tokens (``coin``); ``later``, the effects promised for the start of the
    seat's next turn; ``staying``, the cards in play that stay there through clean-up
    (a Duration and the Throne Room that played it), all public."""

    hand: Cards = ()
    deck: Cards = ()
    discard: Cards = ()
    in_play: Cards = ()
    set_aside: Cards = ()
    mats: Params = EMPTY
    tokens: Params = EMPTY
    later: tuple[Scheduled, ...] = ()
    staying: Cards = ()

    def with_zones(
        self, hand: Cards, deck: Cards, discard: Cards, in_play: Cards, set_aside: Cards
    ) -> PlayerState:
        """A copy with the five zones replaced and what packs add kept (the hot path's
        fast ``attrs.evolve``)."""
        return PlayerState(
            hand,
            deck,
            discard,
            in_play,
            set_aside,
            self.mats,
            self.tokens,
            self.later,
            self.staying,
        )

    def mat(self, name: str) -> Cards:
        """The cards on mat ``name`` (``()`` when it holds none)."""
        return self.mats.get(name, ())

    def token(self, name: str) -> int:
        """How many tokens ``name`` the seat has (0 when none)."""
        return self.tokens.get(name, 0)

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
        own = self.hand + self.deck + self.discard + self.in_play + self.set_aside
        if self.mats:
            for _, cards in self.mats.items_tuple():
                own += cards
        return own


@attrs.frozen
class TurnState:
    """The turn in progress (D-3): ``seat``, ``phase`` (``action``, ``buy``,
    ``cleanup``), ``actions``, ``buys`` and ``coins`` left. ``plays`` numbers the cards
    played this turn (so a Feast played twice by a Throne Room is trashed once,
    dominion-feast-3), ``gone`` the plays whose card left play; ``protected`` the seats
    a Moat protects from the Attack resolving (D-9.15); ``noted`` the cards an effect
    keeps track of while it resolves (the Thief's trashed Treasures).

    For packs: ``marks``, counters that last this turn (``{name: n}``: a cost reducer's
    plays, :class:`~.effects.Mark`); ``hosts``, ``(play, host card, host play)`` for each
    card another card played (a Throne Room's), so that the host of a Duration stays in
    play with it; ``stayed``, the plays already kept in play this turn."""

    seat: int
    phase: str = "action"
    actions: int = 1
    buys: int = 1
    coins: int = 0
    plays: int = 0
    gone: tuple[int, ...] = ()
    protected: tuple[int, ...] = ()
    noted: Cards = ()
    marks: Params = EMPTY
    hosts: tuple[tuple[int, str, int], ...] = ()
    stayed: tuple[int, ...] = ()

    def to_phase(self, phase: str, actions: int, buys: int, coins: int) -> TurnState:
        """A copy in ``phase`` with those counts, the rest kept (``marks`` last the turn)."""
        return TurnState(
            self.seat,
            phase,
            actions,
            buys,
            coins,
            self.plays,
            self.gone,
            self.protected,
            self.noted,
            self.marks,
            self.hosts,
            self.stayed,
        )


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
    #: Piles outside the supply (a pack's prize-like cards, ``{card: n}``): gained only
    #: by the cards that name them, never counted by the end condition (D-7.1).
    nonsupply: Params = EMPTY
    #: Seats due an extra turn after the current one, in order ("take an extra turn").
    extra_turns: tuple[int, ...] = ()

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
