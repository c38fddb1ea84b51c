"""The reducer: ``new_game``, ``legal_actions`` and ``apply`` (D-2, D-3, D-5, D-6, D-7).

The basic moves (playing treasures, buying, clean-up) change the state through the zone
primitives of :mod:`.zones`; everything a card says runs as effects through the engine's
interpreter (:mod:`.handlers`), pausing on decisions.
"""

from __future__ import annotations

from typing import Any

import attrs

from tabletop_engine.actions import Action, make_action
from tabletop_engine.errors import ConfigError, IllegalAction, PackError
from tabletop_engine.legality import own_action, same
from tabletop_engine.params import Params
from tabletop_engine.rng import Rng

from . import effects as fx
from . import zones
from .blame import card_error
from .config import VARIANTS, GameConfig
from .costs import cost_of
from .handlers import run
from .packs import presets, ruleset_for, unknown_preset
from .state import EXTRA_TURN, GameState, PlayerState, TurnExtras, TurnState

#: The marks an extra turn starts with.
EXTRA = TurnExtras(marks=Params({EXTRA_TURN: 1}))

BASIC = ("copper", "curse", "duchy", "estate", "gold", "province", "silver")


def check_config(config: GameConfig) -> list[str]:
    """Every problem of ``config`` (empty when it is valid)."""
    problems: list[str] = []
    n = config.players
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 4:
        problems.append(f"players must be 2, 3 or 4, not {n!r}")
    if not isinstance(config.seed, int) or isinstance(config.seed, bool):
        problems.append(f"seed must be an int, not {config.seed!r}")
    known = presets()
    if config.preset not in known:
        problems.append(str(unknown_preset(config.preset)))  # names a pack that failed
    k = config.kingdom
    if config.preset in known:
        kingdom_ids = set(ruleset_for(config.preset).kingdom)
        unknown = [c for c in k if c not in kingdom_ids]
        if unknown:
            problems.append(f"unknown kingdom card ids {unknown}")
    if len(k) != 10 or len(set(k)) != len(k):
        problems.append(f"the kingdom must be 10 distinct kingdom card ids, got {list(k)}")
    bad = [v for v in config.variants if v not in VARIANTS]
    if bad:
        problems.append(f"unknown variants {bad} (known: {sorted(VARIANTS)})")
    if config.names and (not isinstance(n, int) or len(config.names) != n):
        problems.append(f"names must give one name per player, got {list(config.names)}")
    return problems


def pile_sizes(config: GameConfig) -> dict[str, int]:
    """The supply after set-up (D-1.3)."""
    n = config.players
    victory = 8 if n == 2 else 12
    curses = 10 if n == 2 else 30
    if n == 3 and "curses_20_for_3" in config.variants:
        curses = 20
    rules = ruleset_for(config.preset)
    out = {
        "copper": 60 - 7 * n,
        "silver": 40,
        "gold": 30,
        "estate": victory,
        "duchy": victory,
        "province": victory,
        "curse": curses,
    }
    for card in config.kingdom:
        out[card] = victory if rules.cards[card].is_victory else 10
    for info in _pack_piles(config, "supply"):
        out[info.id] = info.pile_count(n)
    return out


def nonsupply_sizes(config: GameConfig) -> dict[str, int]:
    """The piles outside the supply after set-up: each pack card declared with
    ``pile = "nonsupply"`` whose game needs it (empty in the base game)."""
    return {info.id: info.pile_count(config.players) for info in _pack_piles(config, "nonsupply")}


def _pack_piles(config: GameConfig, where: str) -> list[Any]:
    """The pack cards with a pile of their own in ``where`` that ``config``'s kingdom
    needs: one of their ``needed_by`` cards, or (none named) any kingdom card of their
    pack, is in it."""
    rules = ruleset_for(config.preset)
    if not rules.piles:
        return []
    kingdom = set(config.kingdom)
    packs = {rules.cards[c].pack for c in kingdom}
    return [
        info
        for info in rules.piles
        if info.pile == where
        and (kingdom & set(info.needed_by) if info.needed_by else info.pack in packs)
    ]


def new_game(config: GameConfig) -> GameState:
    """A new game after set-up (D-2): 7 Copper and 3 Estate shuffled per seat (in seat
    order), 5 drawn; seat 0's action phase. Raises ``ConfigError`` listing every problem."""
    problems = check_config(config)
    if problems:
        raise ConfigError(problems)
    rules = ruleset_for(config.preset)
    assert config.seed is not None  # check_config: an int (None only in views)
    rng = Rng(config.seed)
    players = []
    for _ in range(config.players):
        deck, rng = rng.shuffled(("copper",) * 7 + ("estate",) * 3)
        players.append(PlayerState(hand=deck[:5], deck=deck[5:]))
    state = GameState(
        config=config,
        players=tuple(players),
        supply=Params(pile_sizes(config)),
        trash=(),
        turn=TurnState(0),
        turns=(0,) * config.players,
        rng=rng,
        rules=rules,
    )
    if rules.piles:
        state = state.but(nonsupply=Params(nonsupply_sizes(config)))
    if "setup" in rules.heard:
        setup = rules.hooks.setup(state)
        if setup:
            state = run(state, setup)
    return _start_turn(state, 0)


def _start_turn(state: GameState, seat: int, extra: bool = False) -> GameState:
    """Start ``seat``'s turn (an extra turn is marked :data:`~.state.EXTRA_TURN`): the
    effects promised for it first (a Duration's), then ``dominion_turn_start``."""
    state = state.but(turn=TurnState(seat, extra=EXTRA) if extra else TurnState(seat))
    p = state.players[seat]
    promised: list[Any] = []
    if p.later or p.staying:  # a Duration's next turn: its effects now, then it leaves
        promised = [fx.Step(s.card, s.name, seat, s.args) for s in p.later]
        state = state.with_player(seat, p.with_extra(later=(), staying=()))
    more = promised + state.rules.hooks.turn_start(state, seat)
    return run(state, more) if more else state


# -- legal actions --------------------------------------------------------------------


def legal_actions(state: GameState) -> list[Action]:
    """The legal actions of ``state.current_player`` (``[]`` once the game is over)."""
    return list(state.legal)


def compute_legal(state: GameState) -> tuple[Action, ...]:
    """What :attr:`GameState.legal` caches, in phase order: a tuple, so that nobody it
    is handed to (an agent of :func:`~dominion_rules.play`) can change what is legal."""
    turn = state.turn
    if turn is None:
        return ()
    pending = state.pending
    if pending is not None:
        seat = pending.seat
        out = [make_action("choose", seat, (("option", o),)) for o in pending.options]
        if pending.done:
            out.append(make_action("done", seat))
        return tuple(out)
    seat = turn.seat
    hand = state.players[seat].hand
    rules = state.rules
    if turn.phase == "action":
        out = []
        if turn.actions > 0:
            actions = rules.actions
            out = [
                make_action("play", seat, (("card", c),)) for c in sorted(set(hand)) if c in actions
            ]
        out.append(make_action("end_actions", seat))
        return tuple(out)
    coins = rules.coins
    treasures = sorted({c for c in hand if c in coins})
    out = [make_action("treasure", seat, (("card", c),)) for c in treasures]
    if treasures:
        out.append(make_action("treasures", seat))
    if rules.coin_tokens and state.players[seat].token("coin"):
        out.append(make_action("coin", seat))
    if turn.buys > 0:
        left = turn.coins
        if "cost" in rules.heard:
            out += [
                make_action("buy", seat, (("card", c),))
                for c, n in state.supply.items_tuple()
                if n and cost_of(state, c) <= left
            ]
        else:
            cost = rules.cost
            out += [
                make_action("buy", seat, (("card", c),))
                for c, n in state.supply.items_tuple()
                if n and cost[c] <= left
            ]
    out.append(make_action("end_turn", seat))
    return tuple(out)


def _card_of(items: Any) -> Any:
    """The card id of an action's params that are exactly ``(("card", <str>),)``, else
    None (exact types: a ``str`` subclass equal to every string is no card id)."""
    if len(items) != 1:
        return None
    name, card = items[0]
    if type(name) is not str or name != "card" or type(card) is not str:
        return None
    return card


def legal_action(state: GameState, action: object) -> Action | None:
    """The library's own action equal to ``action`` when it is legal in ``state``, else
    None: what ``own_action(state.legal, action)`` answers, without listing every legal
    action (:func:`~dominion_rules.play` checks an action an agent named with
    :meth:`decide <dominion_rules.agents.PriorityAgent.decide>` this way). Exact types
    only, as :func:`tabletop_engine.legality.own_action`: an ``Action`` subclass, a
    ``str`` subclass or a ``bool`` seat is never legal."""
    if type(action) is not Action:
        return None
    turn = state.turn
    if turn is None:
        return None
    kind, actor, params = action.kind, action.actor, action.params
    if type(kind) is not str or type(actor) is not int or type(params) is not Params:
        return None
    items = params._items
    pending = state.pending
    if pending is not None:
        if actor != pending.seat:
            return None
        if kind == "done":
            return make_action("done", actor) if pending.done and not items else None
        if kind != "choose" or len(items) != 1:
            return None
        name, option = items[0]
        if type(name) is not str or name != "option":
            return None
        for o in pending.options:
            if same(o, option):
                return make_action("choose", actor, (("option", o),))
        return None
    seat = turn.seat
    if actor != seat:
        return None
    rules = state.rules
    if turn.phase == "action":
        if kind == "end_actions":
            return make_action(kind, seat) if not items else None
        if kind != "play" or turn.actions <= 0:
            return None
        card = _card_of(items)
        if card is None or card not in rules.actions or card not in state.players[seat].hand:
            return None
        return make_action(kind, seat, (("card", card),))
    if kind == "end_turn" or kind == "treasures" or kind == "coin":
        if items:
            return None
        if kind == "treasures":
            coins = rules.coins
            if not any(c in coins for c in state.players[seat].hand):
                return None
        if kind == "coin" and not (rules.coin_tokens and state.players[seat].token("coin")):
            return None
        return make_action(kind, seat)
    card = _card_of(items)
    if card is None:
        return None
    if kind == "treasure":
        if card not in rules.coins or card not in state.players[seat].hand:
            return None
    elif kind == "buy":
        price = rules.cost[card] if rules.printed_costs else cost_of(state, card)
        if turn.buys <= 0 or not state.supply.get(card, 0) or price > turn.coins:
            return None
    else:
        return None
    return make_action(kind, seat, (("card", card),))


def is_legal(state: GameState, action: object) -> bool:
    """Whether ``action`` is legal in ``state``: ``action in legal_actions(state)`` on
    the library's own values (:func:`legal_action`), without listing them all."""
    return legal_action(state, action) is not None


# -- apply ------------------------------------------------------------------------------


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``. Raises ``IllegalAction`` (the state untouched) when it
    is not legal, naming why. Only the library's own :class:`Action` equal to a listed
    one is legal (:func:`tabletop_engine.legality.own_action`: not a subclass whose
    ``__eq__`` says yes to everything), and what is applied is the listed action, never
    the caller's object."""
    own = own_action(state.legal, action)
    if own is None:
        raise IllegalAction(action, _why(state, action))
    return apply_listed(state, own)


def apply_listed(state: GameState, action: Action) -> GameState:
    """The state after ``action``, one of the very objects of ``state.legal`` (what
    :func:`tabletop_engine.legality.own_action` returned: :func:`~dominion_rules.play`'s
    agents' answers, :func:`apply`'s check passed); not checked again."""
    try:
        kind = action.kind
        turn = state.turn
        assert turn is not None
        if kind == "choose" or kind == "done":
            return _answer(state, action.params.get("option"))
        seat = turn.seat
        rules = state.rules
        if kind == "treasures" or kind == "treasure":
            p = state.players[seat]
            coins = rules.coins
            if kind == "treasures":
                played = tuple(c for c in p.hand if c in coins)
                hand = tuple(c for c in p.hand if c not in coins)
            else:
                played = (action.params["card"],)
                hand = zones.without(p.hand, played[0])
            gained = sum(coins[c] for c in played)
            new = p.with_zones(hand, p.deck, p.discard, p.in_play + played, p.set_aside)
            players = list(state.players)
            players[seat] = new
            state = state.but(
                players=tuple(players),
                turn=turn.to_phase("buy", turn.actions, turn.buys, turn.coins + gained),
            )
            texts = rules.treasure_texts
            if texts and any(c in texts for c in played):
                return _treasure_texts(state, seat, [c for c in played if c in texts])
            return state
        if kind == "coin":  # spend a coin token (a pack's Coffers): +1 coin
            state = run(state, [fx.AddTokens(seat, "coin", -1)])
            return state.but(turn=turn.to_phase("buy", turn.actions, turn.buys, turn.coins + 1))
        if kind == "buy":
            card = action.params["card"]
            price = rules.cost[card] if rules.printed_costs else cost_of(state, card)
            state, _ = zones.gain(state, seat, card)
            state = state.but(
                turn=turn.to_phase("buy", turn.actions, turn.buys - 1, turn.coins - price)
            )
            more = rules.hooks.bought(state, seat, card) + rules.hooks.gained(
                state, seat, card, "discard"
            )
            return run(state, more) if more else state
        if kind == "end_turn":
            return _end_turn(state, seat)
        if kind == "end_actions":
            return state.but(turn=turn.to_phase("buy", turn.actions, turn.buys, turn.coins))
        # play
        card = action.params["card"]
        p = state.players[seat]
        play = turn.plays + 1
        state = state.with_player(
            seat,
            p.with_zones(
                zones.without(p.hand, card), p.deck, p.discard, (*p.in_play, card), p.set_aside
            ),
        ).but(
            turn=TurnState(seat, "action", turn.actions - 1, turn.buys, turn.coins, play)
            if turn.extra is None
            else TurnState(
                seat, "action", turn.actions - 1, turn.buys, turn.coins, play, extra=turn.extra
            )
        )
        return run(state, [fx.Resolve(seat, card, play)])
    except (IllegalAction, PackError, ConfigError):
        raise
    except Exception as exc:  # a card's own code raised: name the card and its pack
        named = card_error(exc, state.rules, f"applying {action!r}, seed {state.config.seed}")
        if named is exc:
            raise  # no card's code in it: the core's own error, as it is
        raise named from exc


def _treasure_texts(state: GameState, seat: int, cards: list[str]) -> GameState:
    """Run the text of each Treasure just played that has one (``@card.text`` on a
    Treasure: "+1 Buy", "when you play this, ..."), each with a play number of its own."""
    turn = state.turn
    assert turn is not None
    effects = []
    play = turn.plays
    for card in cards:
        play += 1
        effects.append(fx.Step("", "_text", seat, Params({"card": card, "play": play})))
    return run(state.but(turn=attrs.evolve(turn, plays=play)), effects)


def _answer(state: GameState, option: Any) -> GameState:
    pending = state.pending
    assert pending is not None
    queue = state.queue
    state = state.but(pending=None, queue=())
    out = state.rules.hooks.answer(state, pending, option)
    if out is None:
        raise ValueError(f"no card answers decisions of kind {pending.kind!r}")
    return run(state, [*out, *queue])


def _end_turn(state: GameState, seat: int) -> GameState:
    """Clean-up (D-6), the end check (D-7.1, D-7.2), the next turn (an extra turn first,
    when one is due)."""
    p = state.players[seat]
    if p.staying:  # a Duration (and its Throne Room) stays in play
        stay = list(p.staying)
        kept, gone = [], []
        for c in p.in_play:
            if c in stay:
                stay.remove(c)
                kept.append(c)
            else:
                gone.append(c)
        player = p.with_zones(
            (), p.deck, p.discard + tuple(gone) + p.hand, tuple(kept), p.set_aside
        ).with_extra(staying=tuple(kept))
    else:
        player = p.with_zones((), p.deck, p.discard + p.in_play + p.hand, (), p.set_aside)
    players = list(state.players)
    players[seat] = player
    turns = list(state.turns)
    turns[seat] += 1
    state = state.but(
        players=tuple(players),
        turns=tuple(turns),
        turn=TurnState(seat, "cleanup", 0, 0, 0),
    )
    state, shuffled = zones.take(state, seat, 5, "hand")
    hooks = state.rules.hooks
    more = (hooks.reshuffled(state, seat) if shuffled else []) + hooks.cleanup(state, seat)
    if more:
        state = run(state, more)
    if hooks.game_over(state, game_ends(state)):
        return state.but(turn=None)
    if state.extra_turns:
        nxt, *rest = state.extra_turns
        return _start_turn(state.but(extra_turns=tuple(rest)), nxt, extra=True)
    return _start_turn(state, (seat + 1) % len(state.players))


def game_ends(state: GameState) -> bool:
    """The core's end condition (D-7.1, D-7.2): the Province pile or any three supply
    piles are empty."""
    supply = state.supply
    if not supply.get("province", 0):
        return True
    return sum(1 for _, n in supply.items_tuple() if n == 0) >= 3


def _why(state: GameState, action: Any) -> str:
    if type(action) is not Action:
        name = type(action).__name__
        if isinstance(action, Action):
            return f"not the library's own Action but a subclass of it, {name}"
        return f"not an Action but a {name}"
    if state.turn is None:
        return "the game is over"
    rules = state.rules
    card = action.params.get("card") if action.kind in ("play", "treasure", "buy") else None
    if card is not None and card not in rules.cards:
        return f"unknown card id {card!r}"
    if action.actor != state.current_player:
        return f"seat {state.current_player} is to act, not {action.actor}"
    if state.pending is not None:
        return f"a decision {state.pending.kind!r} is pending; answer it with choose/done"
    return "not among the legal actions"
