"""The frozen values that make up a game of Citadels.

Everything here is an ``attrs`` frozen class of tuples and small values: a move produces
a new :class:`GameState`, never a changed one. The public attribute names are those of
API.md; views (:mod:`citadels_rules.game.views`) have the same shape with hidden parts
redacted.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

import attrs

from tabletop_engine.decisions import Decision
from tabletop_engine.rng import Rng

from .config import GameConfig

_new = object.__new__
_setattr = object.__setattr__


class _memo(cached_property[Any]):
    """A :class:`functools.cached_property` without its lock: the value is computed from
    a frozen value, so two threads computing it at once get equal values. (Python
    3.11's lock costs more than the frozensets it guards, made whenever a city
    changes.)"""

    def __get__(self, instance: Any, owner: Any = None) -> Any:
        if instance is None:
            return self
        value = instance.__dict__[self.attrname] = self.func(instance)
        return value


@attrs.frozen
class District:
    """A district in a city: the card's ``id``, gold placed on it (Artist), cards under it
    (Museum), and the round it entered the city (0 = before the game, as in ``Table``)."""

    #: The district's card id (its :class:`CardInfo` is ``state.rules.cards[card]``).
    card: str
    #: Gold placed on it (the Artist's beautification: +1 to its cost, C-1.6).
    gold: int = 0
    #: Card ids under it, face down (the Museum's); they travel with the district.
    cards: tuple[str, ...] = ()
    #: The round it entered the city; 0 = before the game (Haunted Quarter, Table).
    round: int = 0


@attrs.frozen(slots=False)
class PlayerState:
    """One seat: public stash and city, private hand, characters held this round.

    ``completed`` is None, ``"first"`` (first to complete a city, +4) or ``"complete"``
    (completed later, +2); once set it is kept even if the city shrinks (C-14.3).
    """

    #: Gold in the player's stash.
    gold: int
    #: District ids in hand (hidden from the others: a view shows ``hand_size``).
    hand: tuple[str, ...]
    #: The built districts, in the order they were built (indexes are positions here).
    city: tuple[District, ...] = ()
    #: Character ids held this round, in the order picked (two each with 2-3 players).
    characters: tuple[str, ...] = ()
    #: None, ``"first"`` (first to complete a city) or ``"complete"`` (C-14.3).
    completed: str | None = None

    def but(self, **changes: Any) -> PlayerState:
        """A copy with ``changes`` applied (a fast ``attrs.evolve``)."""
        new = _new(PlayerState)
        d = self.__dict__.copy()
        d.update(changes)
        if "city" in changes:
            d.pop("built", None)
        _setattr(new, "__dict__", d)
        return new

    @property
    def hand_size(self) -> int:
        """How many cards are in hand (as a view shows another seat's hand)."""
        return len(self.hand)

    @_memo
    def built(self) -> frozenset[str]:
        """The ids of the districts in the city (computed once per value)."""
        return frozenset(d.card for d in self.city)

    def has(self, card: str) -> bool:
        """Whether the city holds a district with this id."""
        return card in self.built


@attrs.frozen
class DraftState:
    """The character selection of the current round.

    ``hand`` holds the characters being passed (hidden: each drafter sees it only as the
    options of their own decision). ``steps`` are the remaining steps, ``(seat, kind)``.
    """

    #: Characters removed face up this round (C-4.3).
    face_up: tuple[str, ...] = ()
    #: Characters removed face down this round (hidden in views).
    face_down: tuple[str, ...] = ()
    #: Characters still to be chosen from, in rank order (hidden).
    hand: tuple[str, ...] = ()
    #: Remaining steps ``(seat, kind)``, kind ``pick``, ``remove``, ``remove_random`` or
    #: ``take_face_down`` (see :class:`~citadels_rules.game.draft.DraftPlan`).
    steps: tuple[tuple[int, str], ...] = ()


@attrs.frozen(slots=False)
class TurnState:
    """The turn in progress: the called ``character``, the ``seat`` acting, and the
    character whose ``powers`` are used: the same, another one (a Witch resuming her turn
    as the bewitched character), or None (a turn without powers: a bewitched player
    gathering, a killed Hospital owner) -- no ability, no income, no build.

    ``used`` holds tokens of what is done once per turn (``"income"``, ``"assassin"``,
    ``"laboratory"``...); ``builds`` counts builds toward the limit and ``spent`` the gold
    paid for builds (the Alchemist's refund).
    """

    #: The character called (its rank is being played).
    character: str
    #: The seat taking the turn.
    seat: int
    #: The character whose powers the turn uses, or None for a turn without powers.
    powers: str | None
    #: Whether the gather action (gold or cards, C-9.2) is done.
    gathered: bool = False
    #: Builds made this turn that count toward the build limit (C-9.4).
    builds: int = 0
    #: Tokens of what was done once this turn: the core's ``income``, ``built`` and
    #: ``end_turn``; each ability's card id (``Use(card id)``).
    used: frozenset[str] = frozenset()
    #: Gold paid for builds this turn (the Alchemist's refund).
    spent: int = 0

    def but(self, **changes: Any) -> TurnState:
        """A copy with ``changes`` applied (a fast ``attrs.evolve``)."""
        new = _new(TurnState)
        d = self.__dict__.copy()
        d.update(changes)
        _setattr(new, "__dict__", d)
        return new


@attrs.frozen
class Mark:
    """A mark on a character this round (``"killed"``, ``"robbed"``...), made by ``seat``."""

    #: The character id marked.
    character: str
    #: What the mark means: ``"killed"``, ``"robbed"``, ``"bewitched"`` or a pack's kind.
    kind: str
    #: The seat that made it (the Thief's, who gets the gold), or None.
    seat: int | None = None
    #: Seen only by its maker (``seat``): the Magistrate's signed warrant, the
    #: Blackmailer's real threat. Views hide it from the other seats (C-1.11).
    secret: bool = False


@attrs.frozen
class LogEntry:
    """One public thing that happened this round, in :attr:`GameState.round_log`, and
    the subject of the ``citadels_on_event`` trigger window.

    ``kind`` is one of :data:`LOGGED` (or ``"gold"``, which triggers but is not kept);
    ``seat`` is the player it happened to (the city's owner, the gatherer, the crown's
    receiver; None for a mark, whose holder may be secret); ``by`` the seat that caused
    it; ``ability`` the ability used and ``rank`` the rank of its character (None for a
    district's or the core's); ``card`` the district or character concerned; ``amount``
    the gold or cards; ``src``/``dst`` the accounts or zones of a move.
    """

    kind: str
    seat: int | None = None
    by: int | None = None
    ability: str | None = None
    rank: int | None = None
    card: str | None = None
    amount: int | None = None
    src: Any = None
    dst: Any = None


#: The kinds of :class:`LogEntry` kept in ``state.round_log``: ``built``, ``destroyed``,
#: ``district_moved`` (to another city, a hand or the deck), ``exchanged`` (two
#: districts), ``gathered`` (``card`` = ``"gold"`` or ``"cards"``), ``revealed``,
#: ``marked`` (``card`` = the character, ``ability`` = the mark's kind), ``crown``,
#: ``affected`` (a player-directed ability). ``gold`` moves trigger but are not kept.
LOGGED = frozenset(
    {
        "built",
        "destroyed",
        "district_moved",
        "exchanged",
        "gathered",
        "revealed",
        "marked",
        "crown",
        "affected",
    }
)


def _no_rules() -> Any:
    return None


class Progress:
    """Who acts and whether it is over, derived from ``pending``, ``turn`` and ``phase``
    (shared by :class:`GameState` and its view)."""

    __slots__ = ()
    pending: Any
    turn: TurnState | None
    phase: str

    @property
    def current_player(self) -> int | None:
        """The seat that must act now; None when the game is over."""
        if self.pending is not None:
            return self.pending.seat
        if self.turn is not None:
            return self.turn.seat
        return None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (scores are final)."""
        return self.phase == "over"

    @property
    def active_character(self) -> str | None:
        """The character whose turn it is, or None (draft, between turns, game over)."""
        return self.turn.character if self.turn is not None else None


@attrs.frozen(repr=False, slots=False)
class GameState(Progress):
    """A whole game at one moment. Frozen; read it, never change it.

    The rules in force (``rules``) are derived from ``config`` and are not part of the
    value: two states are equal when everything else is.
    """

    #: The :class:`GameConfig` the game was made from (players, preset, seed, variants).
    config: GameConfig
    #: One :class:`PlayerState` per seat, seat 0 first.
    players: tuple[PlayerState, ...]
    #: District ids of the deck, top first (hidden in views: ``deck_size``).
    deck: tuple[str, ...]
    #: Gold in the bank; None when the bank is unlimited.
    bank: int | None
    #: The seat holding the crown.
    crown: int
    #: The round number, 1-based (0 before the first round starts).
    round: int = 0
    #: ``"draft"``, ``"turns"`` or ``"over"``.
    phase: str = "draft"
    #: The character draft of this round (:class:`DraftState`).
    draft: DraftState = DraftState()
    #: This game's character ids, one per rank, in rank order.
    lineup: tuple[str, ...] = ()
    #: Index in ``lineup`` of the rank being called (-1 before rank 1 is called).
    calling: int = -1
    #: The turn in progress (:class:`TurnState`), or None (draft, between turns).
    turn: TurnState | None = None
    #: Characters revealed this round, in the order revealed.
    revealed: tuple[str, ...] = ()
    #: Marks on characters this round (:class:`Mark`); cleared at the round's end.
    marks: tuple[Mark, ...] = ()
    #: The decision some seat must answer now (:class:`Decision`), or None.
    pending: Decision | None = None
    #: Effects waiting to run after the pending decision (the core's; read, never rely
    #: on their shape).
    queue: tuple[Any, ...] = ()
    #: The face-up discard pile (empty where discards go under the deck).
    discard: tuple[str, ...] = ()
    #: District ids set aside during a decision (a Seer's collected cards, a destroyed
    #: district before it is discarded).
    aside: tuple[str, ...] = ()
    #: Cards out of the game, set aside unseen at setup (``dc_district_limit_3``).
    out: tuple[str, ...] = ()
    #: Pack-owned values, sorted ``(key, value)`` pairs set by ``SetToken``; read them
    #: with :meth:`token`. Keys take the ``"<card id>.<what>"`` form. Public: views show
    #: them.
    tokens: tuple[tuple[str, Any], ...] = ()
    #: What happened this round, in order (public: districts built, destroyed and moved,
    #: gathers, reveals, marks, the crown, player-directed abilities); cleared when a
    #: round starts. See :class:`LogEntry`.
    round_log: tuple[LogEntry, ...] = ()
    #: Whether the game ends at the end of this round (a city completed, C-14.2).
    end_triggered: bool = False
    #: Whether any district was built this round (the stalemate rule, C-17.4).
    built_this_round: bool = False
    #: How many actions have been applied so far (lets a rule say "right after ...").
    steps: int = 0
    #: The random generator's state; a plugin draws through effects (``ShuffleDeck``),
    #: never from it.
    rng: Rng = attrs.field(factory=lambda: Rng(0))
    #: The :class:`Ruleset` in force (derived from ``config``; not part of the value).
    rules: Any = attrs.field(default=None, eq=False, repr=False)
    _legal: Any = attrs.field(default=None, eq=False, repr=False, alias="_legal")

    if TYPE_CHECKING:

        def but(self, **changes: Any) -> GameState:
            """A copy with ``changes`` applied (a fast ``attrs.evolve``)."""
            ...

        def set(self, **changes: Any) -> GameState:
            """``changes`` applied: a copy of a frozen state, in place on the reducer's
            working state (for effect handlers only)."""
            ...

    # -- helpers for rules and packs -------------------------------------------------
    def holder(self, character: str) -> int | None:
        """The seat holding ``character`` this round, or None."""
        for seat, p in enumerate(self.players):
            if character in p.characters:
                return seat
        return None

    def marked(self, character: str, kind: str) -> Mark | None:
        """The mark of ``kind`` on ``character`` this round, or None. Where abilities name
        ranks (``citadels_names_ranks``: super mode), a mark on any character of its rank."""
        for m in self.marks:
            if m.character == character and m.kind == kind:
                return m
        rules = self.rules
        if rules is not None and rules.names_ranks and self.marks:
            rank = rules.rank(character)
            for m in self.marks:
                if m.kind == kind and rules.rank(m.character) == rank:
                    return m
        return None

    def token(self, key: str, default: Any = None) -> Any:
        """A pack-owned value stored in the state (see the ``SetToken`` effect)."""
        for k, v in self.tokens:
            if k == key:
                return v
        return default

    def __repr__(self) -> str:
        who = self.current_player
        return (
            f"<GameState round={self.round} phase={self.phase!r} "
            f"active={self.active_character!r} current_player={who!r}>"
        )

    def _repr_html_(self) -> str:
        """A small picture of the table for notebooks (Jupyter calls it)."""
        from ..html import table_html

        return table_html(self)


def but(state: GameState, **changes: Any) -> GameState:
    """A copy of ``state`` with ``changes`` applied: a fast ``attrs.evolve``.

    Copies the instance dict instead of running ``__init__`` (a quarter of the cost); the
    memo of legal actions is not carried over.
    """
    new = _new(GameState)
    d = state.__dict__.copy()
    d.update(changes)
    d["_legal"] = None
    _setattr(new, "__dict__", d)
    return new


GameState.but = but  # type: ignore[method-assign,assignment]
#: On a frozen state, ``set`` is ``but``: a copy. The reducer's effect handlers write
#: ``state = state.set(...)``, which updates a :class:`WorkingState` in place instead.
GameState.set = but  # type: ignore[method-assign,assignment]


class WorkingState(GameState):
    """The reducer's private, mutable working copy of a :class:`GameState`.

    It has every attribute and method of a :class:`GameState` (it is one, to
    ``isinstance``), so hooks read it exactly like a frozen state, but the effect
    handlers update it in place (:meth:`set`) instead of copying the whole state for
    every change. It never leaves the reducer: :func:`~.reducer.apply` returns a frozen
    state (:meth:`freeze`), every view an agent gets and every final state are frozen.

    For a hook implementation this means: **the state a hook receives is valid only
    during the call**. Read it, never keep it (a later effect changes it); a plugin that
    needs a hypothetical state asks for a frozen copy with :meth:`but` (``state.but(
    players=...)``) or a snapshot with :meth:`snapshot`, both plain frozen
    :class:`GameState` values.
    """

    def set(self, **changes: Any) -> WorkingState:
        """Apply ``changes`` in place (the reducer's effect handlers only)."""
        d = self.__dict__
        d.update(changes)
        d["_legal"] = None
        return self

    def freeze(self) -> GameState:
        """The frozen :class:`GameState` of this working state, which must not be used
        afterwards (its values now belong to the frozen state)."""
        new = _new(GameState)
        d = self.__dict__
        d["_legal"] = None
        _setattr(new, "__dict__", d)
        _setattr(self, "__dict__", {})
        return new

    def snapshot(self) -> GameState:
        """A frozen copy of the state as it is now (the working state goes on)."""
        return but(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, GameState):
            return _fields(self) == _fields(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "<Working" + GameState.__repr__(self)[1:]


def _fields(state: GameState) -> dict[str, Any]:
    d = dict(state.__dict__)
    d.pop("rules", None)
    d.pop("_legal", None)
    return d


def thaw(state: GameState) -> WorkingState:
    """A :class:`WorkingState` copy of ``state`` (which stays as it is)."""
    new = _new(WorkingState)
    d = state.__dict__.copy()
    d["_legal"] = None
    _setattr(new, "__dict__", d)
    return new


def snapshot(state: GameState) -> GameState:
    """``state`` itself when frozen, a frozen copy of it when it is a working state: what
    a plugin keeps beyond a hook call."""
    if type(state) is GameState:
        return state
    return but(state)
