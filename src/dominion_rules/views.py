"""Views: what one seat may know (D-8).

A view keeps the state's shape. Another seat's ``hand`` is None beside ``hand_size``;
every ``deck`` is None beside ``deck_size`` (nobody may look through a deck, D-8.3);
every ``discard`` is None beside ``discard_top`` (D-8.5; the variant
``open_discard_size`` adds ``discard_size``). ``in_play``, ``set_aside`` and the trash
are public (D-8.1, D-8.2). Another seat's pending decision shows its ``kind``, ``seat``
and ``data``, not its options (D-8.6); the seat's own shows its options and ``ctx`` (what
it chose so far: the Cellar's cards, the card the Library drew). ``queue`` holds the
effects waiting behind the pending decision -- the rest of the card being resolved,
public as its text is -- with the options and ``ctx`` of another seat's queued decision
left out. What a view holds is what :func:`~dominion_rules.resample` deals a world from.

A view shares nothing mutable with the state (the engine's
:mod:`tabletop_engine.views`): ``config`` is the game's config with the seed hidden
(None; :data:`HIDDEN`), a new object, never the caller's -- with the seed, a bot could
deal the game again and read every deck; the decision's ``data`` and ``ctx`` and the
queued effects (values packs made) are copies (:func:`~tabletop_engine.views.detached`);
everything else is a tuple of card ids, an int or a frozen value (``supply`` a
:class:`~tabletop_engine.params.Params`, read-only), so an agent that edits its view
changes nothing of the game.
"""

from __future__ import annotations

from typing import Any, TypeVar

import attrs

from tabletop_engine.errors import PackError
from tabletop_engine.params import EMPTY, Params
from tabletop_engine.views import SEED, Hidden, detached

from .config import GameConfig
from .costs import costs as costs_now
from .effects import Ask
from .state import NO_EXTRAS, Cards, GameState, Pending, PlayerState, Scheduled, TurnState

T = TypeVar("T")

#: What of a config no seat may see (the seed): what ``observe`` hides and what the
#: two-sided check (:func:`dominion_rules.testing.invariants.check_two_sided`) varies.
HIDDEN: Hidden = SEED


@attrs.frozen
class ViewExtras:
    """What packs add to a seat's view (:attr:`PlayerView.extra`): ``mats`` (another
    seat's private mat None), ``mat_sizes``, ``tokens``, ``later``, ``staying``."""

    mats: Params = EMPTY
    mat_sizes: Params = EMPTY
    tokens: Params = EMPTY
    later: tuple[Scheduled, ...] = ()
    staying: Cards = ()


@attrs.frozen
class PlayerView:
    """One seat's zones as the viewer sees them."""

    hand: Cards | None
    hand_size: int
    deck: None
    deck_size: int
    discard: None
    discard_top: str | None
    discard_size: int | None
    in_play: Cards
    set_aside: Cards
    #: What packs add (None for a seat without any: every seat of the base game).
    extra: ViewExtras | None = None

    @property
    def mats(self) -> Params:
        """A pack's mats (``{mat: cards}``); another seat's private mat is None beside
        its size in :attr:`mat_sizes`."""
        return EMPTY if self.extra is None else self.extra.mats

    @property
    def mat_sizes(self) -> Params:
        """How many cards each mat holds."""
        return EMPTY if self.extra is None else self.extra.mat_sizes

    @property
    def tokens(self) -> Params:
        """The seat's tokens (``{name: n}``, public)."""
        return EMPTY if self.extra is None else self.extra.tokens

    @property
    def later(self) -> tuple[Scheduled, ...]:
        """The effects promised for the seat's next turn (public)."""
        return () if self.extra is None else self.extra.later

    @property
    def staying(self) -> Cards:
        """The cards staying in play through clean-up (public)."""
        return () if self.extra is None else self.extra.staying


@attrs.frozen
class PendingView:
    """A pending decision as the viewer sees it (``options`` and ``ctx`` None if not the
    viewer's)."""

    seat: int
    kind: str
    options: tuple[str, ...] | None
    done: bool
    data: Params
    ctx: Params | None = None


@attrs.frozen
class GameView:
    """What ``seat`` may know of a state (the state's shape, hidden parts redacted;
    ``config.seed`` None)."""

    seat: int
    config: GameConfig
    players: tuple[PlayerView, ...]
    supply: Params
    trash: Cards
    turn: TurnState | None
    turns: tuple[int, ...]
    pending: PendingView | None
    current_player: int | None
    #: The effects waiting behind the pending decision (``GameState.queue``), another
    #: seat's queued decision without its options and ``ctx``.
    queue: tuple[Any, ...] = ()
    #: The piles outside the supply and the seats due an extra turn (public).
    nonsupply: Params = EMPTY
    extra_turns: tuple[int, ...] = ()
    #: What the piles' cards cost now, when a card changes costs (the cost window,
    #: :func:`~dominion_rules.costs.cost_of`); empty when every cost is as printed.
    costs: Params = EMPTY

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.turn is None

    @property
    def me(self) -> PlayerView:
        """The viewer's own zones."""
        return self.players[self.seat]


def observe(state: GameState, seat: int) -> GameView:
    """What ``seat`` may know of ``state`` (D-8)."""
    if not isinstance(seat, int) or not 0 <= seat < len(state.players):
        raise ValueError(f"no seat {seat!r} in a {len(state.players)}-player game")
    open_size = "open_discard_size" in state.config.variants
    players = tuple(
        PlayerView(
            hand=p.hand if i == seat else None,
            hand_size=len(p.hand),
            deck=None,
            deck_size=len(p.deck),
            discard=None,
            discard_top=p.discard[-1] if p.discard else None,
            discard_size=len(p.discard) if open_size else None,
            in_play=p.in_play,
            set_aside=p.set_aside,
        )
        if p.extra is NO_EXTRAS
        else _extended(state, p, i == seat, open_size)
        for i, p in enumerate(state.players)
    )
    pending = state.pending
    pview = None
    if pending is not None:
        mine = pending.seat == seat
        pview = PendingView(
            pending.seat,
            pending.kind,
            pending.options if mine else None,
            pending.done,
            _passed(state, pending.kind, pending.data),
            _passed(state, pending.kind, pending.ctx) if mine else None,
        )
    return GameView(
        seat=seat,
        config=last[1] if (last := _last)[0] is (config := state.config) else _public(config),
        players=players,
        supply=state.supply,  # a frozen Params of ints
        trash=state.trash,
        turn=state.turn,
        turns=state.turns,
        pending=pview,
        current_player=state.current_player,
        queue=tuple(_passed(state, _maker(e), _queued(e, seat)) for e in state.queue)
        if state.queue
        else (),
        nonsupply=state.nonsupply,
        extra_turns=state.extra_turns,
        costs=Params(costs_now(state)) if "cost" in state.rules.heard else EMPTY,
    )


def _extended(state: GameState, p: PlayerState, mine: bool, open_size: bool) -> PlayerView:
    """The view of a seat holding what packs add: another seat's private mats hidden
    (their sizes shown), the rest public."""
    private = state.rules.private_mats if state.rules is not None else frozenset()
    mats = {m: (c if mine or m not in private else None) for m, c in p.mats.items_tuple()}
    return PlayerView(
        hand=p.hand if mine else None,
        hand_size=len(p.hand),
        deck=None,
        deck_size=len(p.deck),
        discard=None,
        discard_top=p.discard[-1] if p.discard else None,
        discard_size=len(p.discard) if open_size else None,
        in_play=p.in_play,
        set_aside=p.set_aside,
        extra=ViewExtras(
            mats=Params(mats) if mats else EMPTY,
            mat_sizes=Params({m: len(c) for m, c in p.mats.items_tuple()}) if mats else EMPTY,
            tokens=p.tokens,
            later=detached(p.later),
            staying=p.staying,
        ),
    )


_last: tuple[Any, Any] = (None, None)


def _public(config: GameConfig) -> GameConfig:
    """``HIDDEN.public(config)``, the last one kept in ``_last`` (one game's views ask
    the same; ``observe`` reads it inline, the hot path)."""
    global _last
    last = _last
    if last[0] is config:
        public: GameConfig = last[1]
        return public
    public = HIDDEN.public(config)
    _last = (config, public)  # one tuple: a thread reads a matching pair
    return public


def _passed(state: GameState, where: str, value: T) -> T:
    """``value`` (made by a card) as a view may hold it (:func:`detached`); a value
    that could change is a :class:`PackError` naming the card's pack and the card (a
    decision's kind is ``<card id>.<what>``)."""
    try:
        return detached(value)
    except TypeError as exc:
        card = where.partition(".")[0]
        info = state.rules.cards.get(card) if state.rules is not None else None
        pack = info.pack if info is not None else "?"
        raise PackError(pack, f"card {card!r} ({where}): {exc}") from None


def _maker(effect: Any) -> str:
    """``<card id>.queued``: the card a queued effect comes from, for a message (a
    decision's kind, a step's or a gain's card)."""
    if isinstance(effect, Ask):
        return effect.pending.kind
    return f"{getattr(effect, 'card', '?')}.queued"


def _queued(effect: Any, seat: int) -> Any:
    """A queued effect as ``seat`` sees it: another seat's decision without its options
    and ``ctx`` (they may show that seat's hand)."""
    if isinstance(effect, Ask) and effect.pending.seat != seat:
        p = effect.pending
        return Ask(Pending(p.seat, p.kind, (), p.done, p.data, EMPTY))
    return effect
