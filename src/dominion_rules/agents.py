"""Agents: anything with ``act(view, legal_actions, rng) -> Action`` (as in Citadels).

``observes = False`` tells :func:`~dominion_rules.play` an agent never reads the view,
so none is built (Big Money answers decisions from their options alone).

An agent may also have ``decide(me, rng) -> Action``: :func:`~dominion_rules.play` then
asks it on the seat's own turn when no decision is pending, handing it a
:class:`SeatView` (cheap; nothing hidden) instead of a view and the legal list, and
checks the one action it names (:func:`~dominion_rules.reducer.legal_action`). The
:class:`PriorityAgent` helper (buy and play priority lists) is such an agent, and Big
Money, Smithy-BM and Greedy are written on it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Protocol, runtime_checkable

from tabletop_engine.actions import Action, make_action
from tabletop_engine.params import EMPTY

from .costs import cost_of
from .packs import ruleset_for
from .state import NO_EXTRAS, GameState
from .views import GameView

#: How much a card is worth keeping in hand, for discards and trashes (low: goes first).
KEEP = {
    "curse": -3,
    "province": -2,
    "duchy": -2,
    "estate": -2,
    "gardens": -2,
    "copper": 0,
    "chapel": 1,
    "cellar": 1,
    "moat": 2,
    "silver": 3,
    "chancellor": 3,
    "woodcutter": 3,
    "workshop": 3,
    "village": 3,
    "feast": 3,
}
#: What a card is worth gaining (higher first) -- the Greedy buy order, cost aside.
GAIN = {
    "province": 100,
    "gold": 60,
    "witch": 58,
    "laboratory": 55,
    "market": 52,
    "festival": 50,
    "council_room": 49,
    "library": 48,
    "mine": 40,
    "adventurer": 39,
    "smithy": 45,
    "militia": 44,
    "moneylender": 41,
    "remodel": 30,
    "throne_room": 35,
    "bureaucrat": 33,
    "spy": 20,
    "thief": 15,
    "feast": 25,
    "gardens": 28,
    "silver": 38,
    "village": 34,
    "woodcutter": 27,
    "workshop": 24,
    "chancellor": 26,
    "moat": 22,
    "cellar": 18,
    "chapel": 10,
    "duchy": 20,
    "estate": 2,
    "copper": 1,
    "curse": -50,
}
VICTORY = frozenset({"estate", "duchy", "province", "gardens", "curse"})


@runtime_checkable
class Agent(Protocol):
    """The one-method agent protocol (``decide(me, rng)``, optional, is the fast path
    of :func:`~dominion_rules.play`: see the module's doc)."""

    def act(self, view: GameView | None, legal_actions: Sequence[Action], rng: Any) -> Action:
        """Return one of ``legal_actions`` for the seat to act."""
        ...


def _by_kind(legal: Sequence[Action]) -> dict[str, list[Action]]:
    out: dict[str, list[Action]] = {}
    for a in legal:
        out.setdefault(a.kind, []).append(a)
    return out


def _keep(card: Any) -> int:
    return KEEP.get(card, 4)


def answer(view: GameView | None, legal: Sequence[Action], rng: Any) -> Action:
    """A sensible answer to a pending decision, from its kind and options (every agent's
    default): discard and trash the least useful cards, gain the most useful, reveal
    Moat, keep good cards on one's own deck and bad ones on others'."""
    chooses = [a for a in legal if a.kind == "choose"]
    done = next((a for a in legal if a.kind == "done"), None)
    seat = legal[0].actor
    pending = view.pending if view is not None else None
    kind = pending.kind if pending is not None else _guess_kind(chooses)
    opts = [a.params["option"] for a in chooses]
    pick = {a.params["option"]: a for a in chooses}

    def lowest() -> Action:
        return pick[min(opts, key=_keep)]

    def best_gain() -> Action:
        return pick[max(opts, key=lambda c: GAIN.get(c, 0))]

    if kind in ("militia.discard", "bureaucrat.topdeck"):
        return lowest()
    if kind == "chapel.trash":
        for card in ("curse", "estate"):
            if card in pick:
                return pick[card]
        return done if done is not None else lowest()
    if kind == "cellar.discard":
        worst = min(opts, key=_keep) if opts else None
        if worst is not None and _keep(worst) < 0:
            return pick[worst]
        return done if done is not None else lowest()
    if kind == "mine.trash":
        return pick["silver"] if "silver" in pick else lowest()
    if kind == "remodel.trash":
        for card in ("gold", "curse", "estate", "copper"):
            if card in pick:
                return pick[card]
        return pick[min((o for o in opts if o not in VICTORY), key=_keep, default=opts[0])]
    if kind in ("remodel.gain", "workshop.gain", "feast.gain", "mine.gain", "thief.gain"):
        if kind == "thief.gain" and done is not None and not any(o != "copper" for o in opts):
            return done
        return best_gain()
    if kind == "throne_room.play":
        return best_gain()
    if kind == "moat.reveal":
        return pick.get("reveal", chooses[0])
    if kind == "chancellor.discard_deck":
        return pick.get("yes", chooses[0])
    if kind == "library.set_aside":
        actions = view.turn.actions if view is not None and view.turn is not None else 0
        return pick["yes" if actions == 0 else "no"]
    if kind == "spy.discard":
        assert pending is not None
        card, whose = pending.data["card"], pending.data["seat"]
        bad = card in VICTORY or card == "copper"
        mine = whose == seat
        return pick["discard" if bad == mine else "keep"]
    if kind == "thief.trash":
        return best_gain()
    if chooses:
        return chooses[int(rng.random() * len(chooses))]
    assert done is not None
    return done


def _guess_kind(chooses: list[Action]) -> str:
    """Without a view: the kind a choice most likely is, from its options."""
    opts = {a.params["option"] for a in chooses}
    if opts == {"reveal", "decline"}:
        return "moat.reveal"
    return "militia.discard"


class RandomAgent:
    """Chooses uniformly among the legal actions."""

    observes = False

    def act(self, view: GameView | None, legal_actions: Sequence[Action], rng: Any) -> Action:
        return legal_actions[int(rng.random() * len(legal_actions))]

    def __repr__(self) -> str:
        return "RandomAgent()"


#: What a SeatView reads of a ruleset: costs, coin values, Action cards, card data.
Tables = tuple[Mapping[str, int], Mapping[str, int], frozenset[str], Mapping[str, Any]]


class SeatView:
    """What a :class:`PriorityAgent` (any agent with ``decide``) reads on its own turn:
    cheap to make (a few references, no listing, no :class:`~dominion_rules.GameView`)
    and nothing a seat may not know -- its own ``hand``, the ``turn`` (actions, buys,
    coins, phase), the ``supply``, every seat's ``turns`` played, and the card tables
    (read-only). No other seat's hand, no deck, no seed, no generator.

    :meth:`can_play` and :meth:`can_buy` answer exactly as the legal actions would
    (a ``play``/``buy`` of that card is listed), :meth:`playable` and :meth:`buyable`
    give those cards in the listing's order (sorted; supply order)."""

    __slots__ = (
        "_actions",
        "_buys",
        "_coins",
        "_cost",
        "_plays",
        "cards",
        "hand",
        "seat",
        "spend",
        "supply",
        "tokens",
        "turn",
        "turns",
    )

    seat: int
    hand: tuple[str, ...]
    turn: Any
    supply: Any
    turns: tuple[int, ...]

    def __init__(
        self,
        seat: int,
        hand: tuple[str, ...],
        turn: Any,
        supply: Any,
        turns: tuple[int, ...],
        tables: Tables | None = None,
        listed: Sequence[Action] | None = None,
        tokens: Any = EMPTY,
        spend: bool = False,
        cards: Mapping[str, Any] | None = None,
    ) -> None:
        self.seat = seat
        self.hand = hand
        self.turn = turn
        self.supply = supply
        self.turns = turns
        #: The seat's tokens (a pack's VP and coin tokens).
        self.tokens = tokens
        #: Whether spending a coin token (the action ``coin``) is legal now.
        self.spend = spend
        if tables is not None:
            #: The card data of the preset (read-only ``CardInfo`` by id; empty when
            #: unknown): what a rule reads of a pack's card (its cost, stats, types).
            self._cost, self._coins, self._actions, self.cards = tables
            self._plays: tuple[str, ...] | None = None
            self._buys: tuple[str, ...] | None = None
        else:  # from a listing (``act``): what it offers is what may be played and bought
            listed = listed or ()
            self.cards = cards if cards is not None else MappingProxyType({})
            self._cost = self._coins = MappingProxyType({})
            self._actions = frozenset()
            self._plays = tuple(a.params["card"] for a in listed if a.kind == "play")
            self._buys = tuple(a.params["card"] for a in listed if a.kind == "buy")

    @property
    def coins(self) -> int:
        """Coins left this turn (the Treasures in hand not counted until played)."""
        return int(self.turn.coins)

    @property
    def my_turns(self) -> int:
        """How many turns this seat has finished (0 during its first)."""
        return self.turns[self.seat]

    def left(self, card: str) -> int:
        """Cards left in ``card``'s supply pile (0 for a card not in the supply)."""
        return int(self.supply.get(card, 0))

    def can_play(self, card: str) -> bool:
        """Whether playing ``card`` is legal now (action phase, an Action left, in hand)."""
        if self._plays is not None:
            return card in self._plays
        turn = self.turn
        return (
            turn.phase == "action"
            and turn.actions > 0
            and card in self._actions
            and card in self.hand
        )

    def playable(self) -> tuple[str, ...]:
        """The Action cards it may play now, sorted (the listing's order)."""
        if self._plays is not None:
            return self._plays
        turn = self.turn
        if turn.phase != "action" or turn.actions <= 0:
            return ()
        actions = self._actions
        return tuple(sorted({c for c in self.hand if c in actions}))

    def can_buy(self, card: str) -> bool:
        """Whether buying ``card`` is legal now (buy phase, a Buy left, the pile not
        empty, the coins enough)."""
        if self._buys is not None:
            return card in self._buys
        turn = self.turn
        return (
            turn.phase != "action"
            and turn.buys > 0
            and bool(self.supply.get(card, 0))
            and self._cost[card] <= turn.coins
        )

    def buyable(self) -> tuple[str, ...]:
        """The cards it may buy now, in supply order (the listing's order)."""
        if self._buys is not None:
            return self._buys
        turn = self.turn
        if turn.phase == "action" or turn.buys <= 0:
            return ()
        cost, left = self._cost, turn.coins
        return tuple(c for c, n in self.supply.items_tuple() if n and cost[c] <= left)

    def has_treasure(self) -> bool:
        """Whether a Treasure is in hand (in the buy phase: ``treasures`` is legal)."""
        if self._plays is not None or self._buys is not None:
            raise TypeError("has_treasure() needs a SeatView made from a state")
        coins = self._coins
        return any(c in coins for c in self.hand)

    def __repr__(self) -> str:
        return f"SeatView(seat={self.seat}, hand={self.hand}, turn={self.turn})"


_TABLES: dict[int, tuple[Any, Tables]] = {}


def _tables(rules: Any) -> Tables:
    """Read-only proxies of a ruleset's cost and coin tables, its Action cards and its
    card data (made once per ruleset: a bot cannot change what a card costs)."""
    found = _TABLES.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    tables = (
        MappingProxyType(rules.cost),
        MappingProxyType(rules.coins),
        rules.actions,
        rules.cards,
    )
    if len(_TABLES) > 256:
        _TABLES.clear()
    _TABLES[id(rules)] = (rules, tables)
    return tables


def seat_view(state: GameState, seat: int) -> SeatView:
    """What ``seat`` reads of ``state`` when it decides (:class:`SeatView`). When a
    card changes costs (the cost window), the costs are those of now."""
    rules = state.rules
    tables = _tables(rules)
    if not rules.printed_costs:
        now = {c: cost_of(state, c) for c, _ in state.supply.items_tuple()}
        tables = (MappingProxyType({**rules.cost, **now}), *tables[1:])
    p = state.players[seat]
    if p.extra is NO_EXTRAS:
        return SeatView(seat, p.hand, state.turn, state.supply, state.turns, tables)
    turn = state.turn
    spend = rules.coin_tokens and p.token("coin") > 0 and turn is not None and turn.phase == "buy"
    return SeatView(
        seat, p.hand, state.turn, state.supply, state.turns, tables, None, p.tokens, spend
    )


def _listed_view(view: Any, legal: Sequence[Action]) -> SeatView:
    """A :class:`SeatView` for ``act``: from a view (or anything with its ``seat``,
    ``turn``, ``supply``, ``turns``: a search rollout's sight) and the listing."""
    seat = legal[0].actor
    assert seat is not None  # a Dominion action always names its seat
    if view is None:
        return SeatView(seat, (), None, EMPTY, (), listed=legal)
    players = getattr(view, "players", None)
    hand = players[seat].hand if players is not None else ()
    tokens = getattr(players[seat], "tokens", EMPTY) if players is not None else EMPTY
    config = getattr(view, "config", None)
    cards = ruleset_for(config.preset).cards if config is not None else None
    spend = any(a.kind == "coin" for a in legal)
    return SeatView(
        seat,
        hand or (),
        view.turn,
        view.supply,
        view.turns,
        listed=legal,
        cards=cards,
        tokens=tokens,
        spend=spend,
    )


#: A priority rule: a card id (take it when legal), ``(card id, condition)`` (when legal
#: and ``condition(me)``), or a chooser ``f(me) -> card id | None`` (a legal card or None).
Rule = str | tuple[str, Callable[[SeatView], bool]] | Callable[[SeatView], str | None]


def _first(rules: Sequence[Rule], me: SeatView, legal: Callable[[str], bool]) -> str | None:
    for rule in rules:
        if type(rule) is str:
            if legal(rule):
                return rule
        elif type(rule) is tuple:
            card, when = rule
            if legal(card) and when(me):
                return card
        else:
            assert callable(rule)
            chosen = rule(me)
            if chosen is not None:
                return chosen
    return None


class PriorityAgent:
    """A bot from two priority lists, as pyminion's bots: ``play`` (Action cards, in the
    action phase) and ``buy`` (cards, in the buy phase); the first rule that applies
    wins. A rule is a card id, ``(card id, condition)`` or a chooser (see :data:`Rule`);
    conditions and choosers read a :class:`SeatView` (``me``). It plays its Actions by
    ``play`` while it can, then ends its action phase; plays all its Treasures; buys by
    ``buy`` (one card), else ends its turn; answers decisions with ``decisions``
    (:func:`answer`, handed the view, or None when ``observes`` is False; default:
    the class's, True).

    >>> import dominion_rules as dr
    >>> bot = dr.PriorityAgent(
    ...     buy=[
    ...         ("province", lambda me: me.my_turns >= 10),
    ...         ("duchy", lambda me: me.left("province") <= 4),
    ...         "gold",
    ...         ("smithy", lambda me: me.my_turns < 3),
    ...         "silver",
    ...     ],
    ...     play=["smithy"],
    ... )
    >>> record = dr.play(dr.GameConfig(players=2, seed=1), [bot, dr.BigMoneyAgent()])
    >>> record.scores[0].total > 0
    True

    :func:`~dominion_rules.play` calls :meth:`decide` on its own turn (no decision
    pending): it names its action from a :class:`SeatView`, no legal list built, and
    ``play`` checks that one action (:func:`~dominion_rules.reducer.legal_action`).
    Elsewhere (pending decisions, the command line, search rollouts, the RL env) it is
    an ordinary agent, ``act(view, legal_actions, rng)``, choosing the same.
    """

    #: Whether ``act`` is handed a view (False: None, decisions from their options).
    observes: bool = True

    def __init__(
        self,
        buy: Sequence[Rule] = (),
        play: Sequence[Rule] = (),
        *,
        decisions: Callable[[Any, Sequence[Action], Any], Action] = answer,
        observes: bool | None = None,
    ) -> None:
        self.buy_priority = tuple(buy)
        self.play_priority = tuple(play)
        self.decisions = decisions
        if observes is not None:  # else the class's
            self.observes = observes
        observes = self.observes
        for rule in (*self.buy_priority, *self.play_priority):
            if not (type(rule) is str or type(rule) is tuple or callable(rule)):
                raise TypeError(
                    f"a priority rule is a card id, (card, condition) or a chooser, not {rule!r}"
                )
            if not observes and type(rule) is not str:
                raise ValueError("conditions and choosers read the view: observes must be True")

    def decide(self, me: SeatView, rng: Any) -> Action:
        """The action to take on this seat's turn, no decision pending (what
        :func:`~dominion_rules.play` asks, instead of ``act``)."""
        turn = me.turn
        seat = me.seat
        if turn.phase == "action":
            card = _first(self.play_priority, me, me.can_play) if turn.actions > 0 else None
            if card is not None:
                return make_action("play", seat, (("card", card),))
            return make_action("end_actions", seat)
        if me.has_treasure():
            return make_action("treasures", seat)
        if me.spend:  # a pack's coin tokens: spent before buying
            return make_action("coin", seat)
        return self._buy(me)

    def _buy(self, me: SeatView) -> Action:
        card = _first(self.buy_priority, me, me.can_buy)
        if card is not None:
            return make_action("buy", me.seat, (("card", card),))
        return make_action("end_turn", me.seat)

    def act(self, view: Any, legal_actions: Sequence[Action], rng: Any) -> Action:
        """The same choices from a view and the legal actions (every other caller)."""
        if legal_actions[0].kind in ("choose", "done"):
            return self.decisions(view, legal_actions, rng)
        me = _listed_view(view, legal_actions)
        seat = me.seat
        kinds = {a.kind for a in legal_actions}
        if "end_actions" in kinds:
            card = _first(self.play_priority, me, me.can_play)
            if card is not None:
                return make_action("play", seat, (("card", card),))
            return make_action("end_actions", seat)
        if "treasures" in kinds:
            return make_action("treasures", seat)
        if "coin" in kinds:
            return make_action("coin", seat)
        return self._buy(me) if "buy" in kinds else make_action("end_turn", seat)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class BigMoneyAgent(PriorityAgent):
    """Big Money: plays no Action, plays all its Treasures, buys a Province with 8 coins,
    a Gold with 6-7, a Silver with 3-5, nothing with less; decisions from the options
    alone (no view: ``observes`` False)."""

    observes = False
    #: The buy order: the first one offered is bought.
    ORDER: tuple[str, ...] = ("province", "gold", "silver")

    def __init__(self) -> None:
        super().__init__(buy=self.ORDER)


class SmithyBigMoneyAgent(PriorityAgent):
    """Big Money with Smithies: plays a Smithy whenever it can; buys one Smithy on its
    first two turns when it would buy a Silver (4-5 coins), and a second one from its
    fifth turn on. It counts the Smithies it bought this game (reset at its first turn).

    The Smithy rule is checked first, with the coins of the moment (before the
    Treasures are played, as it always was), then Big Money's list."""

    def __init__(self) -> None:
        super().__init__(buy=BigMoneyAgent.ORDER, play=("smithy",))
        self._bought: dict[int, int] = {}  # per seat: one instance may play several

    def _start(self, me: SeatView) -> None:
        turn = me.turn
        if (
            turn is not None
            and turn.seat == me.seat
            and me.my_turns == 0
            and turn.phase == "action"
        ):
            self._bought[me.seat] = 0

    def _smithy(self, me: SeatView) -> bool:
        """Whether to buy a Smithy now (and count it)."""
        if me.can_buy("smithy") and not me.can_buy("gold") and me.can_buy("silver"):
            mine = me.my_turns
            bought = self._bought.get(me.seat, 0)
            if (bought == 0 and mine < 2) or (bought == 1 and mine >= 4):
                self._bought[me.seat] = bought + 1
                return True
        return False

    def decide(self, me: SeatView, rng: Any) -> Action:
        self._start(me)
        if me.turn.phase != "action" and self._smithy(me):
            return make_action("buy", me.seat, (("card", "smithy"),))
        return super().decide(me, rng)

    def act(self, view: Any, legal_actions: Sequence[Action], rng: Any) -> Action:
        assert view is not None, "SmithyBigMoneyAgent needs a view"
        me = _listed_view(view, legal_actions)
        self._start(me)
        if self._smithy(me):
            return make_action("buy", me.seat, (("card", "smithy"),))
        return super().act(view, legal_actions, rng)


#: Action cards that give +Actions: played first by the Greedy agent.
NON_TERMINAL = ("village", "festival", "market", "laboratory", "cellar", "spy")


def _worth(me: SeatView, card: str) -> int:
    """What gaining ``card`` is worth: :data:`GAIN` for the base game's cards; for a
    pack's, an estimate from its printed cost and stats (a 5 with +2 Cards is worth
    about a Laboratory), so that the greedy bot buys and plays a pack's cards."""
    if card in GAIN:
        return GAIN[card]
    info = me.cards.get(card)
    if info is None or info.pack == "base":
        return 0
    stats = 3 * info.cards + 3 * info.actions + 2 * info.buys + 3 * info.coins
    return 8 * info.cost + stats + (5 if info.vp > 0 and info.types != {"victory"} else 0)


def _types(me: SeatView, card: str) -> frozenset[str]:
    info = me.cards.get(card)
    return frozenset() if info is None else frozenset(info.types)


def _non_terminal(me: SeatView) -> str | None:
    """A pack's non-terminal Action in hand (+1 Action or more), played first."""
    cards = me.cards
    options = [c for c in me.playable() if c not in GAIN and c in cards and cards[c].actions]
    return max(options, key=lambda c: _worth(me, c), default=None)


def _best_play(me: SeatView) -> str | None:
    """The most useful Action card it may play (:data:`GAIN`, or a pack card's worth)."""
    return max(me.playable(), key=lambda c: _worth(me, c), default=None)


def _best_buy(me: SeatView) -> str | None:
    """The most useful card it may buy, no Victory card, no Copper (:data:`GAIN`)."""
    options = [
        c
        for c in me.buyable()
        if c not in VICTORY and c != "copper" and _types(me, c) != {"victory"}
    ]
    return max(options, key=lambda c: _worth(me, c), default=None)


class GreedyAgent(PriorityAgent):
    """Plays every kingdom card sensibly: non-terminal Actions first (Village, Festival,
    Market, Laboratory, Cellar, Spy), then the best terminal; all Treasures; buys the most
    useful card it can afford (Province at 8, Gold at 6-7, the strongest kingdom card at
    2-5, Duchies and Estates when the Provinces run low); decisions as :func:`answer`."""

    def __init__(self) -> None:
        super().__init__(
            buy=(
                "province",
                ("duchy", lambda me: me.left("province") <= 4 and not me.can_buy("gold")),
                ("estate", lambda me: me.left("province") <= 2 and not me.can_buy("silver")),
                "gold",
                _best_buy,
            ),
            play=(*NON_TERMINAL, _non_terminal, _best_play),
        )

    def act(self, view: Any, legal_actions: Sequence[Action], rng: Any) -> Action:
        assert view is not None, "GreedyAgent needs a view"
        if len(legal_actions) == 1:
            return legal_actions[0]
        return super().act(view, legal_actions, rng)

    def decide(self, me: SeatView, rng: Any) -> Action:
        """:meth:`PriorityAgent.decide` (defined here beside ``act``: ``play`` asks
        ``decide`` only of a class whose ``act`` is no later than it)."""
        return super().decide(me, rng)


def _search_agent() -> Any:
    from .search import SearchAgent  # imported here: the search agent imports this module

    return SearchAgent()


def agent_named(name: str) -> Any:
    """An agent by its short name (``random``, ``bigmoney``/``bm``, ``smithy``, ``greedy``,
    ``search``: :class:`~dominion_rules.SearchAgent` with its defaults)."""
    table: dict[str, Any] = {
        "random": RandomAgent,
        "bigmoney": BigMoneyAgent,
        "bm": BigMoneyAgent,
        "smithy": SmithyBigMoneyAgent,
        "smithybm": SmithyBigMoneyAgent,
        "greedy": GreedyAgent,
        "search": _search_agent,
    }
    try:
        return table[name.lower()]()
    except KeyError:
        raise ValueError(f"unknown agent {name!r} (known: {sorted(table)})") from None


__all__ = [
    "Agent",
    "BigMoneyAgent",
    "GreedyAgent",
    "PriorityAgent",
    "RandomAgent",
    "SeatView",
    "SmithyBigMoneyAgent",
    "agent_named",
    "answer",
    "seat_view",
]
