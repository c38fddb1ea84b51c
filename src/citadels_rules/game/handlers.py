"""How the core applies each effect of :mod:`.effects` to a state (gold, cards, marks).

Each handler takes ``(state, effect, ctx)`` and returns ``(new_state, follow_ups)``.
``ctx.events`` is a list to append :class:`Event` values to, or None when nobody records
them (the hot path of simulations).
"""

from __future__ import annotations

from typing import Any, NoReturn

import attrs

from tabletop_engine.decisions import Decision
from tabletop_engine.errors import EffectError
from tabletop_engine.events import Event
from tabletop_engine.params import Params

from . import effects as fx
from .state import LOGGED, District, GameState, LogEntry, Mark, PlayerState, TurnState

Result = tuple[GameState, list[Any] | None]

#: Trigger answers (``citadels_on_event``) allowed within one action: past this, the
#: plugins are taken to loop and the effect that went over is reported.
TRIGGER_LIMIT = 2_000


def _fail(effect: Any, message: str) -> NoReturn:
    raise EffectError(effect, message)


def _is_int(value: Any) -> bool:
    return type(value) is int


def check_seat(state: GameState, seat: Any, effect: Any) -> None:
    """Raise :class:`EffectError` unless ``seat`` is a seat of this game."""
    if not _is_int(seat) or not 0 <= seat < len(state.players):
        _fail(effect, f"seat {seat!r} does not exist (seats 0-{len(state.players) - 1})")


def check_district(state: GameState, seat: Any, index: Any, effect: Any) -> None:
    """Raise :class:`EffectError` unless ``seat``'s city has a district ``index``."""
    check_seat(state, seat, effect)
    size = len(state.players[seat].city)
    if not _is_int(index) or not 0 <= index < size:
        _fail(effect, f"seat {seat}'s city has no district {index!r} ({size} districts)")


def _check_account(state: GameState, account: Any, effect: Any, src: bool = False) -> None:
    """Raise :class:`EffectError` unless ``account`` exists; a token account that gives
    (``src``) must be open: its token set (by gold moved in, or ``SetToken(key, 0)``)."""
    if account == fx.BANK:
        return
    if isinstance(account, tuple) and len(account) == 3 and account[0] == "district":
        check_district(state, account[1], account[2], effect)
    elif _is_int(account):
        check_seat(state, account, effect)
    elif fx.is_token_account(account):
        if src and state.token(account[1]) is None:
            key = account[1]
            _fail(
                effect,
                f"token account {account!r} was never opened (no token {key!r}): moving gold "
                f"into it opens it, SetToken({key!r}, 0) opens it empty",
            )
    else:
        _fail(effect, f"unknown account {account!r} (the bank, a seat, a district or a token)")


def logged(state: GameState, entry: LogEntry) -> GameState:
    """``state`` with ``entry`` in its round log, if its kind is kept there."""
    if entry.kind in LOGGED:
        return state.set(round_log=(*state.round_log, entry))
    return state


def triggers(state: GameState, ctx: Any, entry: LogEntry, cause: Any = None) -> list[Any]:
    """The trigger window's effects for ``entry`` (``citadels_on_event``): they run right
    after the effect that caused it and its own window (after-build, after-destroy...)."""
    rules = state.rules
    if not rules.has_triggers:
        return []
    ctx.triggers += 1
    if ctx.triggers > TRIGGER_LIMIT:
        _fail(
            entry if cause is None else cause,
            f"more than {TRIGGER_LIMIT} trigger answers in one action: a trigger loop",
        )
    return rules.hooks.on_event(state, entry)


def happened(state: GameState, ctx: Any, entry: LogEntry, cause: Any) -> Result:
    """Log ``entry``, caused by effect ``cause``; follow-ups: the trigger window's effects."""
    state = logged(state, entry)
    return state, triggers(state, ctx, entry, cause) or None


def hears(ctx: Any, kind: str) -> bool:
    """Whether an event of ``kind`` is listened to (``ctx.events`` set, ``kind`` among
    ``ctx.kinds`` unless that is None): events nobody listens to are never built."""
    if ctx.events is None:
        return False
    kinds = getattr(ctx, "kinds", None)
    return kinds is None or kind in kinds


def _emit(ctx: Any, kind: str, seat: int | None, **data: Any) -> None:
    events = ctx.events
    if events is None:
        return
    kinds = getattr(ctx, "kinds", None)
    if kinds is not None and kind not in kinds:
        return
    if len(data) > 1:
        params = Params(data)
    else:  # one item or none: already sorted
        params = Params._from_items(tuple(data.items())) if data else EMPTY_PARAMS
    events.append(Event(kind, seat, params))


EMPTY_PARAMS = Params()


def _set_player(state: GameState, seat: int, player: PlayerState, **changes: Any) -> GameState:
    players = list(state.players)
    players[seat] = player
    return state.set(players=tuple(players), **changes)


def _remove_one(items: tuple[str, ...], card: str) -> tuple[str, ...] | None:
    try:
        i = items.index(card)
    except ValueError:
        return None
    return items[:i] + items[i + 1 :]


# -- gold --------------------------------------------------------------------------


def _balance(state: GameState, account: Any) -> int | None:
    """Gold held by ``account`` (None: unlimited)."""
    if account == fx.BANK:
        return state.bank
    if isinstance(account, int):
        return state.players[account].gold
    if fx.is_token_account(account):
        return int(state.token(account[1], 0))
    _, seat, index = account
    return state.players[seat].city[index].gold


def _credit(players: list[PlayerState], bank: int | None, account: Any, amount: int) -> int | None:
    """Add ``amount`` to ``account`` in ``players`` (a working copy); return the bank."""
    if account == fx.BANK:
        return None if bank is None else bank + amount
    if isinstance(account, int):
        p = players[account]
        players[account] = p.but(gold=p.gold + amount)
        return bank
    _, seat, index = account
    p = players[seat]
    city = list(p.city)
    d = city[index]
    city[index] = District(d.card, d.gold + amount, d.cards, d.round)
    players[seat] = p.but(city=tuple(city))
    return bank


def _credit_token(
    tokens: tuple[tuple[str, Any], ...], key: str, amount: int
) -> tuple[tuple[str, Any], ...]:
    """``tokens`` with ``amount`` added to the gold of token ``key`` (none left: removed)."""
    gold = dict(tokens).get(key, 0) + amount
    rest = tuple(kv for kv in tokens if kv[0] != key)
    return tuple(sorted((*rest, (key, gold)))) if gold else rest


def transfer(state: GameState, e: fx.Transfer, ctx: Any) -> Result:
    src = e.src
    dst = e.dst
    amount = e.amount
    if (
        type(amount) is int
        and amount >= 1
        and (type(src) is int or src == fx.BANK)
        and (type(dst) is int or dst == fx.BANK)
        and src != dst
    ):  # the common case: between the bank and seats (the checks below, inlined)
        players = state.players
        n = len(players)
        if (type(src) is not int or 0 <= src < n) and (type(dst) is not int or 0 <= dst < n):
            return _transfer_plain(state, e, ctx, src, dst, amount, players)
    return _transfer(state, e, ctx)


def _transfer_plain(
    state: GameState, e: fx.Transfer, ctx: Any, src: Any, dst: Any, amount: int, players: Any
) -> Result:
    bank = state.bank
    available = players[src].gold if type(src) is int else bank
    if available is not None and available < amount:
        amount = available
        if amount <= 0:
            return state, None
    new = list(players)
    if type(src) is int:
        p = new[src]
        new[src] = p.but(gold=p.gold - amount)
    elif bank is not None:
        bank -= amount
    if type(dst) is int:
        p = new[dst]
        new[dst] = p.but(gold=p.gold + amount)
    elif bank is not None:
        bank += amount
    if ctx.events is not None:
        _emit(
            ctx,
            "gold",
            dst if type(dst) is int else None,
            src=_account_name(src),
            dst=_account_name(dst),
            amount=amount,
        )
    state = state.set(players=tuple(new), bank=bank)
    if not state.rules.has_triggers:
        return state, None
    return happened(state, ctx, LogEntry("gold", amount=amount, src=src, dst=dst), e)


def _transfer(state: GameState, e: fx.Transfer, ctx: Any) -> Result:
    amount = e.amount
    if amount is not None and (not _is_int(amount) or amount < 1):
        _fail(e, f"amount must be an int >= 1 or None, not {amount!r} (pack_api.pay skips 0)")
    _check_account(state, e.src, e, src=True)
    _check_account(state, e.dst, e)
    if e.src == e.dst:
        return state, None
    available = _balance(state, e.src)
    if amount is None:
        amount = available if available is not None else 0
    elif available is not None:
        amount = min(amount, available)
    if amount <= 0:
        return state, None
    players = list(state.players)
    bank = state.bank
    tokens = state.tokens
    for account, delta in ((e.src, -amount), (e.dst, amount)):
        if fx.is_token_account(account):
            tokens = _credit_token(tokens, account[1], delta)
        else:
            bank = _credit(players, bank, account, delta)
    if tokens is not state.tokens:
        state = state.set(tokens=tokens)
    if ctx.events is not None:
        _emit(
            ctx,
            "gold",
            e.dst if isinstance(e.dst, int) else None,
            src=_account_name(e.src),
            dst=_account_name(e.dst),
            amount=amount,
        )
    state = state.set(players=tuple(players), bank=bank)
    if not state.rules.has_triggers:
        return state, None
    return happened(state, ctx, LogEntry("gold", amount=amount, src=e.src, dst=e.dst), e)


def refund(state: GameState, e: fx.Refund, ctx: Any) -> Result:
    check_seat(state, e.seat, e)
    if not _is_int(e.amount) or e.amount < 1:
        _fail(e, f"amount must be an int >= 1, not {e.amount!r}")
    turn = state.turn
    if turn is not None and turn.seat == e.seat:
        state = state.set(turn=turn.but(spent=max(0, turn.spent - e.amount)))
    return state, [fx.Transfer(fx.BANK, e.seat, e.amount)]


def _account_name(account: Any) -> str:
    if isinstance(account, tuple):
        return ":".join(str(x) for x in account)
    return str(account)


# -- cards -------------------------------------------------------------------------


def _discard_to_pile(state: GameState, gatherer: int | None = None) -> bool:
    rules = state.rules
    return "discard_to_pile" in rules.live and bool(rules.hooks.discard_to_pile(state, gatherer))


def _check_zone(state: GameState, zone: Any, effect: Any) -> None:
    """Raise :class:`EffectError` unless ``zone`` names a zone of this game."""
    if not isinstance(zone, tuple) or not zone:
        _fail(effect, f"a zone is a tuple such as ('hand', seat), not {zone!r}")
    where = zone[0]
    if where == "city":
        _fail(effect, "a built district is not a card in a zone: move it with MoveDistrict")
    if where == "hand" and len(zone) == 2:
        check_seat(state, zone[1], effect)
    elif where == "under" and len(zone) == 3:
        check_district(state, zone[1], zone[2], effect)
    elif where not in ZONES or len(zone) != 1:
        _fail(effect, f"unknown zone {zone!r}")


#: The zones named by a single word.
ZONES = frozenset({"deck", "deck_top", "deck_bottom", "aside", "out", "discard"})


def _take(state: GameState, card: str, src: tuple[Any, ...]) -> GameState | None:
    """``state`` without one ``card`` in zone ``src``; None if it is not there."""
    where = src[0]
    if where == "hand":
        p = state.players[src[1]]
        hand = _remove_one(p.hand, card)
        return None if hand is None else _set_player(state, src[1], p.but(hand=hand))
    if where in ("deck", "deck_top"):
        if where == "deck_top":
            return state.set(deck=state.deck[1:]) if state.deck[:1] == (card,) else None
        deck = _remove_one(state.deck, card)
        return None if deck is None else state.set(deck=deck)
    if where == "aside":
        aside = _remove_one(state.aside, card)
        return None if aside is None else state.set(aside=aside)
    if where == "out":
        out = _remove_one(state.out, card)
        return None if out is None else state.set(out=out)
    if where == "discard":
        pile = _remove_one(state.discard, card)
        return None if pile is None else state.set(discard=pile)
    if where == "city":
        seat, index = src[1], src[2]
        p = state.players[seat]
        if index >= len(p.city) or p.city[index].card != card:
            return None
        return _set_player(state, seat, p.but(city=p.city[:index] + p.city[index + 1 :]))
    if where == "under":
        seat, index = src[1], src[2]
        p = state.players[seat]
        d = p.city[index]
        cards = _remove_one(d.cards, card)
        if cards is None:
            return None
        city = list(p.city)
        city[index] = District(d.card, d.gold, cards, d.round)
        return _set_player(state, seat, p.but(city=tuple(city)))
    raise ValueError(f"unknown source zone {src!r}")


def _put(state: GameState, card: str, dst: tuple[Any, ...]) -> GameState:
    where = dst[0]
    if where == "discard":
        where = "discard_pile" if _discard_to_pile(state) else "deck_bottom"
    if where == "hand":
        p = state.players[dst[1]]
        return _set_player(state, dst[1], p.but(hand=(*p.hand, card)))
    if where == "deck_top":
        return state.set(deck=(card, *state.deck))
    if where == "deck_bottom":
        return state.set(deck=(*state.deck, card))
    if where == "discard_pile":
        return state.set(discard=(*state.discard, card))
    if where == "aside":
        return state.set(aside=(*state.aside, card))
    if where == "out":
        return state.set(out=(*state.out, card))
    if where == "city":
        p = state.players[dst[1]]
        grown = (*p.city, District(card, 0, (), state.round))
        state = _set_player(state, dst[1], p.but(city=grown))
        return check_complete(state, dst[1])
    if where == "under":
        seat, index = dst[1], dst[2]
        p = state.players[seat]
        d = p.city[index]
        districts = list(p.city)
        districts[index] = District(d.card, d.gold, (*d.cards, card), d.round)
        return _set_player(state, seat, p.but(city=tuple(districts)))
    raise ValueError(f"unknown destination zone {dst!r}")


def move_card(state: GameState, e: fx.MoveCard, ctx: Any) -> Result:
    _check_zone(state, e.src, e)
    dst = e.dst
    if isinstance(dst, tuple) and len(dst) == 2 and dst[0] == "city":  # placed, not built
        check_seat(state, dst[1], e)
    else:
        _check_zone(state, dst, e)
    taken = _take(state, e.card, e.src)
    if taken is None:
        if e.if_present:
            return state, None
        _fail(e, f"{e.card!r} is not in {e.src!r}")
    return _put(taken, e.card, e.dst), None


def move_district(state: GameState, e: fx.MoveDistrict, ctx: Any) -> Result:
    check_district(state, e.seat, e.index, e)
    dst = e.dst
    where = dst[0] if isinstance(dst, tuple) and dst else None
    to = dst[-1]
    if where in ("city", "hand") and len(dst) == 2:
        check_seat(state, to, e)
    elif where != "deck_bottom" or len(dst) != 1:
        _fail(
            e,
            f"a district moves to ('city', seat), ('hand', seat) or ('deck_bottom',), not {dst!r}",
        )
    p = state.players[e.seat]
    d = p.city[e.index]
    state = _set_player(state, e.seat, p.but(city=p.city[: e.index] + p.city[e.index + 1 :]))
    if where == "city":
        moved = d if e.keep_round else District(d.card, d.gold, d.cards, state.round)
        q = state.players[to]
        state = check_complete(_set_player(state, to, q.but(city=(*q.city, moved))), to)
    else:  # leaves the cities: its gold to the bank, the cards under it discarded
        if d.gold and state.bank is not None:
            state = state.set(bank=state.bank + d.gold)
        for card in d.cards:
            state = _put(state, card, ("discard",))
        state = _put(state, d.card, dst)
    if ctx.events is not None:
        _emit(ctx, "district_moved", e.seat, card=d.card, to=_account_name(dst), by=e.by)
    rank = state.rules.ability_rank(e.ability)
    entry = LogEntry("district_moved", e.seat, e.by, e.ability, rank, d.card, dst=dst)
    return happened(state, ctx, entry, e)


def take_random_cards(state: GameState, e: fx.TakeRandomCards, ctx: Any) -> Result:
    check_seat(state, e.seat, e)
    _check_zone(state, e.dst, e)
    if not _is_int(e.n) or e.n < 0:
        _fail(e, f"n must be an int >= 0, not {e.n!r}")
    rng = state.rng
    for _ in range(min(e.n, len(state.players[e.seat].hand))):
        card, rng = rng.choice(state.players[e.seat].hand)
        taken = _take(state, card, ("hand", e.seat))
        assert taken is not None
        state = _put(taken, card, e.dst)
    if ctx.events is not None:
        _emit(ctx, "cards_taken", e.seat, n=min(e.n, len(state.players[e.seat].hand)))
    return state.set(rng=rng), None


def exchange_characters(state: GameState, e: fx.ExchangeCharacters, ctx: Any) -> Result:
    check_seat(state, e.a, e)
    check_seat(state, e.b, e)
    players = list(state.players)
    pa, pb = players[e.a], players[e.b]
    if e.character_b is None and pb.characters:
        b_char, rng = state.rng.choice(pb.characters)
        state = state.set(rng=rng)
        e = attrs.evolve(e, character_b=b_char)
    if e.character_a not in pa.characters or e.character_b not in pb.characters:
        _fail(e, f"seat {e.a} must hold {e.character_a!r} and seat {e.b} {e.character_b!r}")
    players[e.a] = pa.but(
        characters=tuple(e.character_b if c == e.character_a else c for c in pa.characters)
    )
    pb = players[e.b]
    players[e.b] = pb.but(
        characters=tuple(e.character_a if c == e.character_b else c for c in pb.characters)
    )
    if ctx.events is not None:
        _emit(ctx, "characters_exchanged", e.a, target=e.b)
    return state.set(players=tuple(players)), None


def affected(state: GameState, e: fx.Affected, ctx: Any) -> Result:
    check_seat(state, e.seat, e)
    rank = state.rules.ability_rank(e.ability)
    return happened(state, ctx, LogEntry("affected", e.seat, e.by, e.ability, rank), e)


def draw(state: GameState, e: fx.Draw, ctx: Any) -> Result:
    check_seat(state, e.seat, e)
    if not _is_int(e.n) or e.n < 0:
        _fail(e, f"n must be an int >= 0, not {e.n!r}")
    deck = state.deck
    if len(deck) < e.n and state.discard:
        # Only with a discard pile: shuffle it into a new deck (variant `discard_pile`).
        pile, rng = state.rng.shuffled(state.discard)
        deck = deck + pile
        state = state.set(discard=(), rng=rng)
    n = min(e.n, len(deck))
    if n <= 0:
        return state.set(deck=deck), None
    p = state.players[e.seat]
    state = _set_player(state, e.seat, p.but(hand=p.hand + deck[:n]), deck=deck[n:])
    if ctx.events is not None:
        _emit(ctx, "drew", e.seat, n=n)
    return state, None


def exchange_hands(state: GameState, e: fx.ExchangeHands, ctx: Any) -> Result:
    check_seat(state, e.a, e)
    check_seat(state, e.b, e)
    if e.a == e.b:
        return state, None
    players = list(state.players)
    a, b = players[e.a], players[e.b]
    players[e.a], players[e.b] = a.but(hand=b.hand), b.but(hand=a.hand)
    if ctx.events is not None:
        _emit(ctx, "hands_exchanged", e.a, target=e.b)
    return state.set(players=tuple(players)), None


def check_complete(state: GameState, seat: int) -> GameState:
    """Flag ``seat``'s city as complete once it reaches the threshold (C-14.2, C-14.3)."""
    p = state.players[seat]
    if p.completed is not None:
        return state
    hooks = state.rules.hooks
    size = len(p.city)
    if "city_size" in state.rules.live:
        size = hooks.city_size(state, seat, size)
    if size < state.rules.threshold(state):
        return state
    first = not any(q.completed == "first" for q in state.players)
    return _set_player(
        state, seat, p.but(completed="first" if first else "complete"), end_triggered=True
    )


def build(state: GameState, e: fx.Build, ctx: Any) -> Result:
    check_seat(state, e.seat, e)
    if not _is_int(e.cost) or e.cost < 0:
        _fail(e, f"cost must be an int >= 0, not {e.cost!r}")
    p = state.players[e.seat]
    hand = _remove_one(p.hand, e.card)
    if hand is None:
        _fail(e, f"{e.card!r} is not in seat {e.seat}'s hand")
    paid = min(e.cost, p.gold)
    city = (*p.city, District(e.card, 0, (), state.round))
    players = list(state.players)
    players[e.seat] = p.but(gold=p.gold - paid, hand=hand, city=city)
    turn = state.turn
    if turn is not None and turn.seat == e.seat:
        turn = turn.but(
            builds=turn.builds + (1 if e.counts else 0),
            spent=turn.spent + paid,
            used=turn.used | BUILT,
        )
    entry = LogEntry("built", e.seat, e.seat, card=e.card, amount=paid)
    state = state.set(
        players=tuple(players),
        bank=None if state.bank is None else state.bank + paid,
        turn=turn,
        built_this_round=True,
        round_log=(*state.round_log, entry),
    )
    state = check_complete(state, e.seat)
    if ctx.events is not None:
        _emit(ctx, "built", e.seat, card=e.card, cost=paid)
    rules = state.rules
    if not rules.has_triggers:
        if "after_build" not in rules.live:
            return state, None
        return state, rules.hooks.after_build(state, e.seat, e.card, e.free)
    follow = rules.hooks.after_build(state, e.seat, e.card, e.free)
    return state, [*follow, *triggers(state, ctx, entry, e)]


def destroy(state: GameState, e: fx.Destroy, ctx: Any) -> Result:
    check_district(state, e.seat, e.index, e)
    p = state.players[e.seat]
    d = p.city[e.index]
    state = _set_player(state, e.seat, p.but(city=p.city[: e.index] + p.city[e.index + 1 :]))
    if d.gold and state.bank is not None:
        state = state.set(bank=state.bank + d.gold)
    for card in d.cards:
        state = _put(state, card, ("deck_bottom",))
    state = state.set(aside=(*state.aside, d.card))
    if ctx.events is not None:
        _emit(ctx, "destroyed", e.seat, card=d.card, by=e.by, ability=e.ability)
    rank = state.rules.ability_rank(e.ability)
    entry = LogEntry("destroyed", e.seat, e.by, e.ability, rank, d.card)
    state = logged(state, entry)
    follow = state.rules.hooks.after_destroy(state, e.seat, d.card, e.by, e.ability, rank)
    # C-1.5: to the bottom of the deck ("explicit" in 004: not to a discard pile, #8)
    follow.append(fx.MoveCard(d.card, ("aside",), ("deck_bottom",), if_present=True))
    return state, [*follow, *triggers(state, ctx, entry, e)]


# -- characters, crown, turn ---------------------------------------------------------


def mark(state: GameState, e: fx.MarkCharacter, ctx: Any) -> Result:
    if e.character not in state.rules.cards:
        _fail(e, f"unknown character {e.character!r}")
    if e.secret:
        if ctx.events is not None:
            _emit(ctx, e.kind, e.seat, character=e.character, secret=("character",))
        return state.set(marks=(*state.marks, Mark(e.character, e.kind, e.seat, True))), None
    if ctx.events is not None:
        _emit(ctx, e.kind, e.seat, character=e.character)
    state = state.set(marks=(*state.marks, Mark(e.character, e.kind, e.seat)))
    return happened(state, ctx, LogEntry("marked", by=e.seat, ability=e.kind, card=e.character), e)


def reveal(state: GameState, e: fx.Reveal, ctx: Any) -> Result:
    if e.character in state.revealed:
        return state, None
    seat = state.holder(e.character)
    if ctx.events is not None:
        _emit(ctx, "revealed", seat, character=e.character)
    state = state.set(revealed=(*state.revealed, e.character))
    return happened(state, ctx, LogEntry("revealed", seat, card=e.character), e)


def give_crown(state: GameState, e: fx.GiveCrown, ctx: Any) -> Result:
    check_seat(state, e.seat, e)
    old = state.crown
    if old == e.seat:
        return state, None
    state = state.set(crown=e.seat)
    if ctx.events is not None:
        _emit(ctx, "crown", e.seat, previous=old)
    entry = LogEntry("crown", e.seat, src=old)
    state = logged(state, entry)
    return state, [
        *state.rules.hooks.crown_moved(state, old, e.seat),
        *triggers(state, ctx, entry, e),
    ]


def use(state: GameState, e: fx.Use, ctx: Any) -> Result:
    turn = state.turn
    if turn is None:
        return state, None
    return state.set(turn=turn.but(used=turn.used | {e.token})), None


def ask(state: GameState, e: fx.Ask, ctx: Any) -> Result:
    return state.set(pending=e.decision), None


def set_token(state: GameState, e: fx.SetToken, ctx: Any) -> Result:
    tokens = tuple(kv for kv in state.tokens if kv[0] != e.key)
    if e.value is not None:
        tokens = tuple(sorted((*tokens, (e.key, e.value))))
    return state.set(tokens=tokens), None


def note(state: GameState, e: fx.Note, ctx: Any) -> Result:
    if hears(ctx, e.kind):
        ctx.events.append(Event(e.kind, e.seat, e.data))
    return state, None


def gathered(state: GameState, e: fx.Gathered, ctx: Any) -> Result:
    turn = state.turn
    if turn is None:
        return state, None
    entry = LogEntry("gathered", e.seat, e.seat, card=e.kind, amount=e.amount)
    state = state.set(turn=turn.but(gathered=True), round_log=(*state.round_log, entry))
    rules = state.rules
    if not rules.has_triggers:
        if "after_gather" not in rules.live:
            return state, None
        return state, rules.hooks.after_gather(state, e.seat, turn.powers, e.kind, e.amount)
    follow = rules.hooks.after_gather(state, e.seat, turn.powers, e.kind, e.amount)
    return state, [*follow, *triggers(state, ctx, entry, e)]


def draw_to_keep(state: GameState, e: fx.DrawToKeep, ctx: Any) -> Result:
    if len(state.deck) < e.n and state.discard:
        pile, rng = state.rng.shuffled(state.discard)
        state = state.set(deck=state.deck + pile, discard=(), rng=rng)
    drawn = min(e.n, len(state.deck))
    if drawn == 0:
        return state, None
    keep = min(drawn, state.rules.hooks.gather_keep(state, e.seat, drawn, 1))
    # (what an Ask effect would do, without the extra step)
    return state.set(pending=Decision(e.seat, "keep", state.deck[:drawn], data=(drawn, keep))), None


def keep_drawn(state: GameState, e: fx.KeepDrawn, ctx: Any) -> Result:
    deck = state.deck
    window = deck[: e.drawn]
    if e.card not in window:
        return state, None
    i = window.index(e.card)
    p = state.players[e.seat]
    state = _set_player(state, e.seat, p.but(hand=(*p.hand, e.card)), deck=deck[:i] + deck[i + 1 :])
    left = e.drawn - 1
    if e.keep > 0 and left > 0:
        decision = Decision(e.seat, "keep", state.deck[:left], data=(left, e.keep))
        return state.set(pending=decision), None
    # The cards not kept go to the bottom of the deck, in the order drawn (C-9.2).
    rest, deck = state.deck[:left], state.deck[left:]
    if _discard_to_pile(state, e.seat):
        return state.set(deck=deck, discard=state.discard + rest), None
    return state.set(deck=deck + rest), None


def end_turn(state: GameState, e: fx.EndTurn, ctx: Any) -> Result:
    turn = state.turn
    if turn is None or ENDING in turn.used:
        return state, None
    if ctx.events is not None:
        _emit(ctx, "turn_end", turn.seat, character=turn.character)
    if e.suspend or not state.rules.hooks.turn_end.__impl_fns__:
        return _finish_turn()(state, fx.FinishTurn(turn), ctx)
    state = state.set(turn=turn.but(used=turn.used | {ENDING}))
    # C-11: each end-of-turn effect sees the state the previous one left.
    return state, [fx.HookStep("turn_end", 0, (turn.seat, turn.powers)), fx.FinishTurn(turn)]


def _finish_turn() -> Any:
    """``flow.finish_turn`` (flow imports this module: looked up once, on first use)."""
    global _FINISH_TURN
    if _FINISH_TURN is None:
        from .flow import finish_turn

        _FINISH_TURN = finish_turn
    return _FINISH_TURN


_FINISH_TURN: Any = None


def hook_step(state: GameState, e: fx.HookStep, ctx: Any) -> Result:
    fns = getattr(state.rules.hooks, e.hook).__impl_fns__
    # The implementations that return no effect leave the state as it was: the next
    # one is asked at once (one step, the same answers as a step each).
    i = e.index
    n = len(fns)
    args = e.args
    while i < n:
        effects = fns[i](state, *args)
        i += 1
        if effects:
            return state, [*effects, fx.HookStep(e.hook, i, args)]
    return state, None


def start_turn(state: GameState, e: fx.StartTurn, ctx: Any) -> Result:
    if ctx.events is not None:
        _emit(ctx, "turn_start", e.seat, character=e.character, powers=e.powers)
    return state.set(turn=TurnState(e.character, e.seat, e.powers, e.gathered)), None


def lose_powers(state: GameState, e: fx.LosePowers, ctx: Any) -> Result:
    turn = state.turn
    if turn is None or turn.powers is None:
        return state, None
    return state.set(turn=turn.but(powers=None)), None


def turn_end_of(state: GameState, e: fx.TurnEndOf, ctx: Any) -> Result:
    return state, [fx.HookStep("turn_end", 0, (e.seat, e.character))]


def exchange_districts(state: GameState, e: fx.ExchangeDistricts, ctx: Any) -> Result:
    check_district(state, e.a, e.index_a, e)
    check_district(state, e.b, e.index_b, e)
    if e.a == e.b:
        return state, None
    players = list(state.players)
    pa, pb = players[e.a], players[e.b]
    da, db = pa.city[e.index_a], pb.city[e.index_b]
    rnd = state.round  # a district entering a city enters it this round
    city_a, city_b = list(pa.city), list(pb.city)
    city_a[e.index_a] = District(db.card, db.gold, db.cards, rnd)
    city_b[e.index_b] = District(da.card, da.gold, da.cards, rnd)
    players[e.a] = pa.but(city=tuple(city_a))
    players[e.b] = pb.but(city=tuple(city_b))
    if ctx.events is not None:
        _emit(ctx, "exchanged", e.a, given=da.card, taken=db.card, target=e.b)
    state = state.set(players=tuple(players))
    rank = state.rules.ability_rank(e.ability)
    by = e.a if e.by is None else e.by
    entry = LogEntry("exchanged", e.b, by, e.ability, rank, db.card, src=da.card)
    return happened(state, ctx, entry, e)


def complete(state: GameState, e: fx.Complete, ctx: Any) -> Result:
    check_seat(state, e.seat, e)
    p = state.players[e.seat]
    state = _set_player(state, e.seat, p.but(completed=e.flag))
    if e.flag is not None:
        state = state.set(end_triggered=True)
    return state, None


def end_trigger(state: GameState, e: fx.EndTrigger, ctx: Any) -> Result:
    return state.set(end_triggered=e.on), None


def shuffle_deck(state: GameState, e: fx.ShuffleDeck, ctx: Any) -> Result:
    deck, rng = state.rng.shuffled(state.deck)
    return state.set(deck=deck, rng=rng), None


#: The ``used`` token of a turn whose end-of-turn effects are resolving.
ENDING = "end_turn"
#: The ``used`` token of a turn in which a district was built (any build, counted or not).
BUILT = frozenset({"built"})


HANDLERS: dict[type, Any] = {
    fx.Transfer: transfer,
    fx.MoveCard: move_card,
    fx.Draw: draw,
    fx.ExchangeHands: exchange_hands,
    fx.Build: build,
    fx.Destroy: destroy,
    fx.MarkCharacter: mark,
    fx.Refund: refund,
    fx.Reveal: reveal,
    fx.GiveCrown: give_crown,
    fx.Use: use,
    fx.Ask: ask,
    fx.SetToken: set_token,
    fx.Note: note,
    fx.Gathered: gathered,
    fx.DrawToKeep: draw_to_keep,
    fx.KeepDrawn: keep_drawn,
    fx.EndTurn: end_turn,
    fx.StartTurn: start_turn,
    fx.LosePowers: lose_powers,
    fx.TurnEndOf: turn_end_of,
    fx.ExchangeDistricts: exchange_districts,
    fx.MoveDistrict: move_district,
    fx.TakeRandomCards: take_random_cards,
    fx.ExchangeCharacters: exchange_characters,
    fx.Affected: affected,
    fx.Complete: complete,
    fx.EndTrigger: end_trigger,
    fx.ShuffleDeck: shuffle_deck,
    fx.HookStep: hook_step,
}
