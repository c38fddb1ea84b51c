"""``resample(view, rng)``: a whole game state consistent with what one seat knows (D-8).

A bot that searches (:class:`~dominion_rules.SearchAgent`) cannot look at the real
state: it plays in *worlds* dealt again from its view. :func:`resample` deals one:

* **What the seat sees stays where it is**: the supply, the trash, every ``in_play``
  and ``set_aside``, the top of every discard pile, its own hand, the turn, the pending
  decision and the effects queued behind it.
* **The unknown cards** -- the game's cards (:func:`game_cards`) minus those
  (:func:`visible_cards`) -- are shuffled into the places hidden from the seat: the other
  hands and every deck (their sizes are public), and every discard pile below its top.
  The seat's own deck is dealt too: nobody may look through a deck, the owner included
  (D-8.3). A discard pile's size is hidden (D-8.5): the cards left over after the hands
  and decks go below the tops, each to a discard pile chosen at random (with the variant
  ``open_discard_size`` each pile gets exactly its size).
* **What a seat remembers** may narrow that: who owns which cards is public as the game
  goes (every gain and trash is seen, D-8.1) but a view does not hold it (D-8.5 leaves
  memory to the agent). Given ``owned`` (per seat, every card it owns), each seat's
  hidden places are dealt from its own cards, and the discard piles' sizes follow.
* **Decisions.** Each decision of the view (the pending one and any queued) is asked
  again in the dealt world by its card (``dominion_redeal``, ``@card.redeal``); a world
  that could not have asked it as the view shows it (a Moat reveal without a Moat, a Spy
  looking at another card than the one revealed) is dealt again. Another seat's decision
  takes its options from the world; the seat's own keeps the options it sees.
* **The future.** The game's generator is seeded from ``rng``, so the shuffles to come
  are sampled too; the world's config carries that seed (the view's hides the game's).

So ``observe(resample(view, rng), view.seat) == view``, cards are conserved, and the world
plays on like a real game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import attrs

from tabletop_engine.params import EMPTY, Params
from tabletop_engine.rng import Rng

from .config import GameConfig
from .effects import Ask
from .packs import ruleset_for
from .reducer import nonsupply_sizes, pile_sizes
from .state import Cards, GameState, Pending, PlayerState
from .views import GameView, PendingView

#: How many deals :func:`resample` tries before it gives up on a view whose decisions no
#: dealt world asks (each try is a fresh deal: rejection keeps the deals uniform among
#: those that agree with the view).
TRIES = 2000

#: The starting deck of every seat (D-2.1).
STARTING = (("copper", 7), ("estate", 3))


@lru_cache(maxsize=64)
def _game_cards(config: GameConfig) -> Counter[str]:
    total: Counter[str] = Counter(pile_sizes(config))
    total.update(nonsupply_sizes(config))
    for card, n in STARTING:
        total[card] += n * config.players
    return total


def game_cards(config: GameConfig) -> Counter[str]:
    """Every card of a game of ``config`` (D-1.4): the supply at set-up (and a pack's
    piles outside it) and each seat's starting 7 Copper and 3 Estate."""
    return Counter(_game_cards(config))


def visible_cards(view: GameView) -> Counter[str]:
    """The cards ``view.seat`` sees where they lie: the supply, the trash, every
    ``in_play`` and ``set_aside``, every discard pile's top and its own hand."""
    seen: Counter[str] = Counter()
    for card, n in view.supply.items_tuple():
        seen[card] += n
    for card, n in view.nonsupply.items_tuple():
        seen[card] += n
    seen.update(view.trash)
    for i, p in enumerate(view.players):
        seen.update(p.in_play)
        seen.update(p.set_aside)
        seen.update(_shown_mats(p))
        if p.discard_top is not None:
            seen[p.discard_top] += 1
        if i == view.seat:
            seen.update(p.hand or ())
    return seen


def unseen_cards(view: GameView) -> Counter[str]:
    """The cards ``view.seat`` cannot see, wherever they are: :func:`game_cards` minus
    :func:`visible_cards`. Raises ``ValueError`` when the view shows cards its game does
    not have."""
    total = _game_cards(view.config)
    seen = visible_cards(view)
    extra = seen - total
    if extra:
        raise ValueError(f"the view shows cards its game does not have: {dict(extra)}")
    return total - seen


def owned_cards(state: GameState) -> tuple[Counter[str], ...]:
    """Every card each seat owns (hand, deck, discard, in play, set aside): what a seat
    that remembered every gain and trash knows, the ``owned`` of :func:`resample`."""
    return tuple(Counter(p.all_cards()) for p in state.players)


def resample(
    view: GameView,
    rng: random.Random,
    owned: Sequence[Mapping[str, int]] | None = None,
) -> GameState:
    """A full :class:`~dominion_rules.GameState` that ``view.seat`` cannot tell from the
    real one (see the module's doc).

    ``rng`` (a :class:`random.Random`) draws everything hidden. ``owned`` optionally gives,
    per seat, every card it owns (a multiset, as :func:`owned_cards`), as a seat that
    remembers the public gains and trashes knows it: each seat's hidden places are then
    dealt from its own cards.

    Raises ``ValueError`` when no world agrees with the view (a view that cannot come
    from a game of its configuration, or an ``owned`` that does not fit it).

    >>> import random
    >>> import dominion_rules as dr
    >>> state = dr.new_game(dr.GameConfig(players=2, seed=1))
    >>> view = dr.observe(state, 0)
    >>> world = dr.resample(view, random.Random(7))
    >>> dr.observe(world, 0) == view
    True
    >>> world.players[1].hand == state.players[1].hand  # dealt again
    False
    >>> world = dr.resample(view, random.Random(7), dr.owned_cards(state))  # who owns what
    >>> sorted(world.players[1].hand + world.players[1].deck) == sorted(
    ...     state.players[1].hand + state.players[1].deck)  # 7 Copper, 3 Estate
    True
    """
    if not isinstance(view, GameView):
        got = type(view).__name__
        msg = f"resample() expects a GameView (what observe() gives a seat), not {got}"
        raise TypeError(msg)
    if not isinstance(rng, random.Random):
        got = type(rng).__name__
        raise TypeError(f"resample() expects a random.Random as rng, not {got}")
    if owned is None:
        pools = None
        pool = _pool(unseen_cards(view))
    else:
        pools = _own_pools(view, owned)
        pool = []
    rules = ruleset_for(view.config.preset)
    asks = _decisions(view)
    for _ in range(TRIES):
        zones = _deal_own(view, pools, rng) if pools is not None else _deal(view, pool, rng)
        seed = rng.getrandbits(63)  # the world's own seed (the view hides the game's)
        state = GameState(
            config=attrs.evolve(view.config, seed=seed),
            players=zones,
            supply=view.supply,
            trash=view.trash,
            turn=view.turn,
            turns=view.turns,
            rng=Rng(seed),
            rules=rules,
            nonsupply=view.nonsupply,
            extra_turns=view.extra_turns,
        )  # the view's costs follow from the world (the same cards, the same marks)
        decided = _ask_again(state, view, asks)
        if decided is not None:
            pending, queue = decided
            return state.but(pending=pending, queue=queue)
    kinds = sorted({p.kind for p in asks})
    raise ValueError(f"no deal of the hidden cards asks the view's decisions {kinds}")


# -- the cards --------------------------------------------------------------------------


def _pool(cards: Counter[str]) -> list[str]:
    return sorted(cards.elements())


def _own_pools(view: GameView, owned: Sequence[Mapping[str, int]]) -> list[list[str]]:
    """Each seat's hidden cards: what it owns minus what the viewer sees of it."""
    n = len(view.players)
    if len(owned) != n:
        raise ValueError(f"owned gives {len(owned)} seats, the game has {n}")
    mine = [Counter(dict(o)) for o in owned]
    held = sum(mine, Counter())
    for card, k in view.supply.items_tuple():
        held[card] += k
    for card, k in view.nonsupply.items_tuple():
        held[card] += k
    held.update(view.trash)
    extra = held - _game_cards(view.config)  # fewer is a position built by hand (Table)
    if extra:
        msg = f"owned, the supply and the trash hold cards the game does not have: {dict(extra)}"
        raise ValueError(msg)
    pools = []
    for i, (p, cards) in enumerate(zip(view.players, mine, strict=True)):
        seen: Counter[str] = Counter(p.in_play) + Counter(p.set_aside) + Counter(_shown_mats(p))
        if p.discard_top is not None:
            seen[p.discard_top] += 1
        if i == view.seat:
            seen.update(p.hand or ())
        if seen - cards:
            raise ValueError(f"seat {i} shows cards it does not own: {dict(seen - cards)}")
        pools.append(_pool(cards - seen))
    return pools


def _hand_size(view: GameView, seat: int) -> int:
    return 0 if seat == view.seat else view.players[seat].hand_size


def _below_size(view: GameView, seat: int) -> int | None:
    """How many cards lie below ``seat``'s discard top, None when the view hides it."""
    p = view.players[seat]
    if p.discard_top is None:
        return 0
    return None if p.discard_size is None else p.discard_size - 1


def _shown_mats(p: Any) -> Cards:
    """The cards on a seat's mats that a view shows (not another seat's private mats)."""
    out: Cards = ()
    for _, cards in p.mats.items_tuple():
        if cards is not None:
            out += cards
    return out


def _mat_size(view: GameView, seat: int) -> int:
    """How many cards lie on ``seat``'s mats hidden from the viewer."""
    p = view.players[seat]
    return sum(p.mat_sizes.get(m, 0) for m, cards in p.mats.items_tuple() if cards is None)


def _player(
    view: GameView, seat: int, hand: Cards, deck: Cards, below: Cards, hidden: Cards = ()
) -> PlayerState:
    """A seat of the dealt world: its hidden places from the deal (``hidden``: the cards
    of its private mats, in mat order), the rest as the view shows it."""
    p = view.players[seat]
    top = () if p.discard_top is None else (p.discard_top,)
    own = p.hand if seat == view.seat else hand
    mats: dict[str, Cards] = {}
    for m, cards in p.mats.items_tuple():
        if cards is None:
            k = p.mat_sizes.get(m, 0)
            cards, hidden = hidden[:k], hidden[k:]
        mats[m] = cards
    seat_state = PlayerState(own or (), deck, below + top, p.in_play, p.set_aside)
    if not (mats or p.tokens or p.later or p.staying):
        return seat_state
    return seat_state.with_extra(
        mats=Params(mats) if mats else EMPTY, tokens=p.tokens, later=p.later, staying=p.staying
    )


def _deal(view: GameView, pool: list[str], rng: random.Random) -> tuple[PlayerState, ...]:
    """The hidden places dealt from the unseen cards of every seat."""
    cards = pool[:]
    rng.shuffle(cards)
    n = len(view.players)
    fixed = [
        _hand_size(view, i)
        + view.players[i].deck_size
        + (_below_size(view, i) or 0)
        + _mat_size(view, i)
        for i in range(n)
    ]
    open_below = [i for i in range(n) if _below_size(view, i) is None]
    spare = len(cards) - sum(fixed)
    if spare < 0 or (spare and not open_below):
        where = "the discard piles" if open_below else "the known places"
        msg = f"{len(cards)} cards are unseen but the hands, decks and {where} hold {sum(fixed)}"
        raise ValueError(msg)
    below_extra = dict.fromkeys(open_below, 0)
    for _ in range(spare):
        below_extra[open_below[int(rng.random() * len(open_below))]] += 1
    players, k = [], 0
    for i, p in enumerate(view.players):
        h = _hand_size(view, i)
        b = (_below_size(view, i) or 0) + below_extra.get(i, 0)
        m = _mat_size(view, i)
        hand = tuple(cards[k : k + h])
        deck = tuple(cards[k + h : k + h + p.deck_size])
        below = tuple(cards[k + h + p.deck_size : k + h + p.deck_size + b])
        hidden = tuple(cards[k + h + p.deck_size + b : k + h + p.deck_size + b + m])
        k += h + p.deck_size + b + m
        players.append(_player(view, i, hand, deck, below, hidden))
    return tuple(players)


def _deal_own(
    view: GameView, pools: list[list[str]], rng: random.Random
) -> tuple[PlayerState, ...]:
    """Each seat's hidden places dealt from its own hidden cards (``owned``)."""
    players = []
    for i, p in enumerate(view.players):
        cards = pools[i][:]
        rng.shuffle(cards)
        h = _hand_size(view, i)
        m = _mat_size(view, i)
        below = len(cards) - h - p.deck_size - m
        known = _below_size(view, i)
        if below < 0 or (known is not None and below != known):
            want = f"{known} below its discard top" if known is not None else "no more"
            msg = (
                f"seat {i} owns {len(cards)} hidden cards, but its hand and deck hold "
                f"{h + p.deck_size} and {want}"
            )
            raise ValueError(msg)
        hand = tuple(cards[:h])
        deck = tuple(cards[h : h + p.deck_size])
        hidden = tuple(cards[len(cards) - m :]) if m else ()
        rest = tuple(cards[h + p.deck_size : len(cards) - m])
        players.append(_player(view, i, hand, deck, rest, hidden))
    return tuple(players)


# -- the decisions ----------------------------------------------------------------------


def _decisions(view: GameView) -> list[Pending]:
    """Every decision of the view: the pending one first, then the queued ones."""
    out = []
    if view.pending is not None:
        out.append(_shown(view.pending))
    out += [e.pending for e in view.queue if isinstance(e, Ask)]
    return out


def _shown(p: PendingView) -> Pending:
    return Pending(p.seat, p.kind, p.options or (), p.done, p.data, p.ctx or EMPTY)


def _pauses(pending: Pending) -> bool:
    """Whether an ``Ask`` of ``pending`` would wait for an answer (D-3.7: a compulsory
    one with a single option is answered at once; one without options does nothing)."""
    return bool(pending.options) and (pending.done or len(pending.options) > 1)


def _again(state: GameState, shown: Pending) -> Pending | None:
    """``shown`` as the world ``state`` asks it, or None when it would not."""
    out = state.rules.hooks.redeal(state, _hidden(shown))
    if out is None:
        raise ValueError(f"no card asks decisions of kind {shown.kind!r} again (@card.redeal)")
    asks = [e.pending for e in out if isinstance(e, Ask)]
    if len(asks) != 1:
        return None
    p = asks[0]
    if (p.seat, p.kind, p.done, p.data) != (shown.seat, shown.kind, shown.done, shown.data):
        return None
    return p if _pauses(p) else None


def _hidden(p: Pending) -> Pending:
    """A decision as another seat sees it: no options, no ``ctx``."""
    return Pending(p.seat, p.kind, (), p.done, p.data, EMPTY)


def _ask_again(
    state: GameState, view: GameView, asks: list[Pending]
) -> tuple[Pending | None, tuple[Any, ...]] | None:
    """The world's pending decision and queue, each decision asked again (the viewer's
    own keep their options and ``ctx``); None when the world could not ask one."""
    again: list[Pending] = []
    for shown in asks:
        p = _again(state, shown)
        if p is None:
            return None
        again.append(shown if shown.seat == view.seat else p)
    it = iter(again)
    pending = next(it) if view.pending is not None else None
    queue = tuple(Ask(next(it)) if isinstance(e, Ask) else e for e in view.queue)
    return pending, queue


__all__ = ["game_cards", "owned_cards", "resample", "unseen_cards", "visible_cards"]
