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
class SeatExtras:
    """What packs of the later sets add to a seat (:attr:`PlayerState.extra`), in one
    value so that a base game's seat stays small: ``mats`` (``{mat: cards}``; public or
    private as the pack declares, :attr:`~.packs.Pack.mats`), ``tokens`` (``{name: n}``:
    VP tokens ``vp`` are scored, coin tokens ``coin`` spent), ``later`` (the effects
    promised for the start of the seat's next turn) and ``staying`` (the cards in play
    that stay there through clean-up: a Duration and the Throne Room that played it)."""

    mats: Params = EMPTY
    tokens: Params = EMPTY
    later: tuple[Scheduled, ...] = ()
    staying: Cards = ()


#: A seat without mats, tokens or Durations (every seat of the base game).
NO_EXTRAS = SeatExtras()


@attrs.frozen
class PlayerState:
    """One seat's zones (D-0.4): ``hand``, ``deck`` (top first), ``discard`` (top last),
    ``in_play`` and ``set_aside`` (revealed cards awaiting their fate, public).

    What packs add is in ``extra`` (:class:`SeatExtras`, read through the properties
    :attr:`mats`, :attr:`tokens`, :attr:`later`, :attr:`staying`; left out of a base
    game's JSON)."""

    hand: Cards = ()
    deck: Cards = ()
    discard: Cards = ()
    in_play: Cards = ()
    set_aside: Cards = ()
    extra: SeatExtras = NO_EXTRAS

    def with_zones(
        self, hand: Cards, deck: Cards, discard: Cards, in_play: Cards, set_aside: Cards
    ) -> PlayerState:
        """A copy with the five zones replaced and what packs add kept (the hot path's
        fast ``attrs.evolve``)."""
        return PlayerState(hand, deck, discard, in_play, set_aside, self.extra)

    def with_extra(self, **changes: Any) -> PlayerState:
        """A copy with some of what packs add replaced (``mats``, ``tokens``, ``later``,
        ``staying``)."""
        extra = attrs.evolve(self.extra, **changes)
        return PlayerState(self.hand, self.deck, self.discard, self.in_play, self.set_aside, extra)

    @property
    def mats(self) -> Params:
        """The seat's mats (``{mat: cards}``, a pack's)."""
        return self.extra.mats

    @property
    def tokens(self) -> Params:
        """The seat's tokens (``{name: n}``, a pack's)."""
        return self.extra.tokens

    @property
    def later(self) -> tuple[Scheduled, ...]:
        """The effects promised for the start of the seat's next turn."""
        return self.extra.later

    @property
    def staying(self) -> Cards:
        """The cards in play that stay there through clean-up (Durations)."""
        return self.extra.staying

    def mat(self, name: str) -> Cards:
        """The cards on mat ``name`` (``()`` when it holds none)."""
        cards: Cards = self.extra.mats.get(name, ())
        return cards

    def token(self, name: str) -> int:
        """How many tokens ``name`` the seat has (0 when none)."""
        n: int = self.extra.tokens.get(name, 0)
        return n

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
class TurnExtras:
    """What packs add to a turn (:attr:`TurnState.extra`): ``marks``, counters that last
    the turn (``{name: n}``: a cost reducer's plays); ``hosts``, ``(play, host card, host
    play)`` for each card another card played (a Throne Room's), so that the host of a
    Duration stays in play with it; ``stayed``, the plays already kept in play."""

    marks: Params = EMPTY
    hosts: tuple[tuple[int, str, int], ...] = ()
    stayed: tuple[int, ...] = ()


@attrs.frozen
class TurnState:
    """The turn in progress (D-3): ``seat``, ``phase`` (``action``, ``buy``,
    ``cleanup``), ``actions``, ``buys`` and ``coins`` left. ``plays`` numbers the cards
    played this turn (so a Feast played twice by a Throne Room is trashed once,
    dominion-feast-3), ``gone`` the plays whose card left play; ``protected`` the seats
    a Moat protects from the Attack resolving (D-9.15); ``noted`` the cards an effect
    keeps track of while it resolves (the Thief's trashed Treasures).

    For packs: ``extra`` (:class:`TurnExtras`, None in a base game), read through
    :attr:`marks`, :attr:`hosts` and :attr:`stayed`."""

    seat: int
    phase: str = "action"
    actions: int = 1
    buys: int = 1
    coins: int = 0
    plays: int = 0
    gone: tuple[int, ...] = ()
    protected: tuple[int, ...] = ()
    noted: Cards = ()
    extra: TurnExtras | None = None

    @property
    def marks(self) -> Params:
        """This turn's counters (``{name: n}``, :class:`~.effects.Mark`)."""
        extra = self.extra
        return EMPTY if extra is None else extra.marks

    @property
    def hosts(self) -> tuple[tuple[int, str, int], ...]:
        """``(play, host card, host play)`` of each card another card played."""
        extra = self.extra
        return () if extra is None else extra.hosts

    @property
    def stayed(self) -> tuple[int, ...]:
        """The plays kept in play this turn."""
        extra = self.extra
        return () if extra is None else extra.stayed

    def with_extra(self, **changes: Any) -> TurnState:
        """A copy with some of what packs add replaced (``marks``, ``hosts``, ``stayed``)."""
        extra = attrs.evolve(self.extra or TurnExtras(), **changes)
        return attrs.evolve(self, extra=extra)

    def to_phase(self, phase: str, actions: int, buys: int, coins: int) -> TurnState:
        """A copy in ``phase`` with those counts and the plays so far; what lasts only
        while a card resolves (``gone``, ``protected``, ``noted``) is left behind, as
        every basic move of the base game leaves it, and what packs add (``marks``: "this
        turn") is kept."""
        return TurnState(self.seat, phase, actions, buys, coins, self.plays, extra=self.extra)


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


class WorkingState(GameState):
    """The state :func:`~dominion_rules.play` keeps for a whole game: a
    :class:`GameState` in every respect (fields, properties, ``legal``) except that
    :meth:`but` changes it in place and returns it, so that a game does not copy its
    whole state for every effect. Made by :func:`working`, frozen back by
    :func:`frozen` at the boundary: agents get views (immutable values), the record's
    ``final_state`` is frozen, and the step API (``apply``) never sees one.

    The rule for the hooks (as for Citadels' working state, ``docs/working-state.md``):
    a hook's ``state`` is valid during the call only -- read it, never keep it, never
    change it; the values read from it (a ``PlayerState``, a tuple, a ``Params``) are
    immutable and may be kept."""

    def but(self, **changes: Any) -> GameState:
        """This state with ``changes`` made in place (its cached listing dropped)."""
        d = self.__dict__
        d.pop("legal", None)
        d.update(changes)
        return self


def working(state: GameState) -> WorkingState:
    """A working copy of ``state`` (one copy, its values shared: they are immutable)."""
    new = _new(WorkingState)
    d = state.__dict__.copy()
    d.pop("legal", None)
    _setattr(new, "__dict__", d)
    return new


def frozen(state: GameState) -> GameState:
    """``state`` as a frozen :class:`GameState` (the state itself when it is one)."""
    if type(state) is GameState:
        return state
    new = _new(GameState)
    d = state.__dict__.copy()
    d.pop("legal", None)
    _setattr(new, "__dict__", d)
    return new
