"""Yang Xiaofan (rank 3, fan): take a random hand card and a district of your choice from
every other player, rebuild your hand and city from the pool, hand the rest back.

characters.md §3.4 (004 "自創3號角色"), README ambiguity 23. Reading, as a sequence of
small choices (``fan.yang_xiaofan.shuffle``, then ``choose``):

1. *Take*: from each other player a random card of their hand (if any) and a district
   of their city (if any), the player Yang Ruoxin's immunity protects skipped
   (``citadels_may_affect``). The hand cards come at once; the districts are chosen one
   player at a time (decision ``take``, option: a district id, ``<id>@<index>`` for one
   of two differing copies). Taken districts go to the hand: the gold on a beautified
   one returns to the bank and a Museum's cards are discarded (they leave a city).
2. *Rebuild*: with H and D the hand and city sizes before step 1, choose D cards of the
   pool (hand and city) as the new city, one at a time (decision ``city``): a name once
   unless a Quarry joins the new city, never a Secret Vault. Districts kept in the city
   stay as they are (gold, cards under them); the others move to the hand; chosen hand
   cards are placed in the city (not built: no tax, no limit, faq notes of §3.4).
3. *Hand back* the rest (as many cards as were taken), decision ``give``
   (``<card>><seat>``): each player receives as many as they gave. A player who gave a
   hand card and a district receives 2: one goes to the hand and one into the city;
   a card their city cannot take (a duplicate name without a Quarry, a Secret Vault)
   must go to the hand, and no player receives two such cards. Which one goes into the
   city is the receiver's choice (decision ``place``). A player who gave only a hand
   card receives 1 into the hand; only a district, 1 into the city (a card their city
   can take). Where the rules leave no legal choice (only cards a city cannot take are
   left; a city of duplicates built by Lin Yuting), the card goes to the hand and the
   city is rebuilt from what there is (engine defaults).

City sizes are unchanged, so completion is unaffected (§3.4).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from citadels_rules.pack_api import (
    Action,
    Ask,
    CharacterCard,
    Decision,
    GameState,
    MoveCard,
    MoveDistrict,
    Redeal,
    TakeRandomCards,
    district_refs,
    find_district,
    may_affect,
    rank_of,
)

card = CharacterCard("fan.yang_xiaofan")
card.gives_to_seats()  # options "<card>><seat>" (RL ids)
SHUFFLE = card.name("shuffle")
TAKE, CITY, GIVE, PLACE = (card.name(v) for v in ("take", "city", "give", "place"))
QUARRY, VAULT = "quarry", "secret_vault"


def _reach(state: GameState, seat: int, what: str) -> list[int]:
    rank = rank_of(state, card.id)
    return [
        t
        for t in range(len(state.players))
        if t != seat and may_affect(state, seat, SHUFFLE, rank, t, what)
    ]


@card.ability("shuffle")
def shuffle(state: GameState, seat: int) -> list[Any]:
    p = state.players[seat]
    hands = [t for t in _reach(state, seat, "hand") if state.players[t].hand]
    cities = [t for t in _reach(state, seat, "city") if state.players[t].city]
    gave = tuple((t, (t in hands) + 2 * (t in cities)) for t in sorted({*hands, *cities}))
    sizes = (len(p.hand), len(p.city))
    out: list[Any] = [TakeRandomCards(t, 1, ("hand", seat)) for t in hands]
    return [*out, *_next_take(state, seat, tuple(cities), sizes, gave)]


def _next_take(
    state: GameState, seat: int, cities: tuple[int, ...], sizes: Any, gave: Any
) -> list[Any]:
    if not cities:
        p = state.players[seat]
        if sizes[1] == 0:  # no city before (D = 0): nothing to rebuild, all is handed back
            pool = Counter(p.hand) + Counter(d.card for d in p.city)
            return [_ask_give(state, seat, pool, (), gave)] if gave else []
        return [_ask_city(seat, p, (), sizes, gave)]
    t = cities[0]
    options = tuple(
        f"{p['district']}@{i}" if "index" in p else p["district"]
        for i, p in district_refs(state, t)
    )
    return [Ask(Decision(seat, TAKE, options, data=(cities, sizes, gave)))]


@card.answer("take")
def take(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, (cities, sizes, gave) = decision.seat, decision.data
    district, _, at = str(action.params["option"]).partition("@")
    index = find_district(state, cities[0], district, int(at) if at else None)
    move = MoveDistrict(cities[0], index, ("hand", seat), by=seat, ability=SHUFFLE)
    after = state.but(players=_moved(state, cities[0], index, seat))
    return [move, *_next_take(after, seat, cities[1:], sizes, gave)]


def _moved(state: GameState, src: int, index: int, seat: int) -> tuple[Any, ...]:
    """The players after district ``index`` of ``src`` went to ``seat``'s hand."""
    players = list(state.players)
    p, q = players[src], players[seat]
    players[src] = p.but(city=p.city[:index] + p.city[index + 1 :])
    players[seat] = q.but(hand=(*q.hand, p.city[index].card))
    return tuple(players)


def _fits(names: Counter[str], candidate: str, quarry: bool) -> bool:
    return candidate != VAULT and (quarry or names[candidate] == 0)


def _ask_city(seat: int, p: Any, chosen: tuple[str, ...], sizes: Any, gave: Any) -> Ask:
    pool = Counter(p.hand) + Counter(d.card for d in p.city) - Counter(chosen)
    names = Counter(chosen)
    quarry = QUARRY in names or (QUARRY in pool and len(chosen) < sizes[1] - 1)
    options = tuple(sorted(c for c in pool if _fits(names, c, quarry)))
    if not options:  # a city of duplicates (Lin Yuting's) cannot be rebuilt without them
        options = tuple(sorted(pool))
    return Ask(Decision(seat, CITY, options, data=(chosen, sizes, gave)))


def _city_placed(state: GameState, decision: Decision, action: Action) -> Any:
    """The last district chosen rebuilds the city: the new city is public at once."""
    chosen, sizes, _ = decision.data
    if len(chosen) + 1 < sizes[1]:
        return None
    return tuple(sorted((*chosen, str(action.params["option"]))))


@card.answer("city", secret=True, public=_city_placed)
def city(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, (chosen, sizes, gave) = decision.seat, decision.data
    chosen = (*chosen, str(action.params["option"]))
    p = state.players[seat]
    if len(chosen) < sizes[1]:
        return [_ask_city(seat, p, chosen, sizes, gave)]
    keep = Counter(chosen)
    out: list[Any] = []
    staying: Counter[str] = Counter()
    for i in reversed(range(len(p.city))):
        name = p.city[i].card
        if staying[name] < keep[name]:
            staying[name] += 1
        else:
            out.append(MoveDistrict(seat, i, ("hand", seat), by=seat, ability=SHUFFLE))
    for name, n in (keep - staying).items():
        out += [MoveCard(name, ("hand", seat), ("city", seat))] * n
    hand = Counter(p.hand) + Counter(d.card for d in p.city) - keep
    return [*out, _ask_give(state, seat, hand, (), gave)] if gave else out


def _city_names(state: GameState, t: int) -> Counter[str]:
    return Counter(d.card for d in state.players[t].city)


def _forced(state: GameState, t: int, c: str) -> bool:
    """Whether ``c`` must go to ``t``'s hand (their city cannot take it)."""
    names = _city_names(state, t)
    return not _fits(names, c, QUARRY in names)


def _ask_give(
    state: GameState, seat: int, hand: Counter[str], given: tuple[str, ...], gave: Any
) -> Ask:
    got = Counter(int(g.rsplit(">", 1)[1]) for g in given)
    options = []
    for t, kind in gave:
        n = 1 + (kind == 3)
        if got[t] >= n:
            continue
        mine = [g.rpartition(">")[0] for g in given if g.endswith(f">{t}")]
        for c in sorted(hand):
            if kind == 2 and _forced(state, t, c):
                continue  # gave only a district: the card goes into their city
            if kind == 3 and mine and _forced(state, t, c) and _forced(state, t, mine[0]):
                continue  # never two cards that must both go to the hand
            options.append(f"{c}>{t}")
    if not options:  # only cards their cities cannot take are left: those go to hands
        options = [f"{c}>{t}" for t, kind in gave if got[t] < 1 + (kind == 3) for c in sorted(hand)]
    return Ask(Decision(seat, GIVE, tuple(options), data=(given, gave)))


def _handed(state: GameState, decision: Decision, action: Action) -> Any:
    """The last card chosen hands every card back at once: the cards placed into cities
    and set aside show, those going to a hand reach their receiver. The check compares
    the last answer only with the same distribution (a coarser public part than the
    table's; the earlier answers place nothing and are compared with every other)."""
    given, gave = decision.data
    owed = sum(1 + (kind == 3) for _, kind in gave)
    if len(given) + 1 < owed:
        return None
    return tuple(sorted((*given, str(action.params["option"]))))


@card.answer("give", secret=True, public=_handed)
def give(state: GameState, decision: Decision, action: Action) -> list[Any]:
    seat, (given, gave) = decision.seat, decision.data
    given = (*given, str(action.params["option"]))
    owed = sum(1 + (kind == 3) for _, kind in gave)
    hand = Counter(state.players[seat].hand) - Counter(g.rpartition(">")[0] for g in given)
    if len(given) < owed:
        return [_ask_give(state, seat, hand, given, gave)]
    out: list[Any] = []
    asks: list[Any] = []  # after every move: the receivers answer with all cards placed
    for t, kind in gave:
        mine = [g.rpartition(">")[0] for g in given if g.endswith(f">{t}")]
        if kind == 1:
            out.append(MoveCard(mine[0], ("hand", seat), ("hand", t)))
        elif kind == 2:
            into = ("hand", t) if _forced(state, t, mine[0]) else ("city", t)
            out.append(MoveCard(mine[0], ("hand", seat), into))
        elif all(_forced(state, t, c) for c in mine):
            out += [MoveCard(c, ("hand", seat), ("hand", t)) for c in mine]
        else:
            out += [MoveCard(c, ("hand", seat), ("aside",)) for c in mine]
            asks.append(_place(state, t, tuple(mine)))
    return [*out, *asks]


def _place(state: GameState, t: int, cards: tuple[str, str]) -> Any:
    """Ask ``t`` which card goes into the city, or place them when only one can."""
    can = tuple(sorted({c for c in cards if not _forced(state, t, c)}))
    return Ask(Decision(t, PLACE, can, data=cards))


@card.answer("place")
def place(state: GameState, decision: Decision, action: Action) -> list[Any]:
    t, cards = decision.seat, list(decision.data)
    into = str(action.params["option"])
    cards.remove(into)
    return [MoveCard(into, ("aside",), ("city", t)), MoveCard(cards[0], ("aside",), ("hand", t))]


def _seen(state: GameState, seat: int) -> tuple[list[int], list[int], Any, Any]:
    """What another seat can tell of ``seat``'s shuffle under way: the seats whose
    district it took (the round log), those it has yet to take one from, and its data
    ``sizes`` and ``gave``. A hand card taken is hidden: a seat it reaches gave one if it
    has cards now (one whose last card was taken is taken to have had none)."""
    taken = [
        e.seat
        for e in state.round_log
        if e.kind == "district_moved" and e.by == seat and e.ability == SHUFFLE
        if e.seat is not None and e.seat != seat
    ]
    left = [t for t in _reach(state, seat, "city") if state.players[t].city and t not in taken]
    hands = [t for t in _reach(state, seat, "hand") if state.players[t].hand]
    cities = {*taken, *left}
    gave = tuple((t, (t in hands) + 2 * (t in cities)) for t in sorted({*hands, *cities}))
    p = state.players[seat]
    sizes = (len(p.hand) - len(hands) - len(taken), len(p.city))
    return taken, left, sizes, gave


@card.redeal("take")
def take_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The cities are public: the next one not yet taken from."""
    if decision.seat == seat:
        return Redeal(decision)
    _, left, sizes, gave = _seen(state, decision.seat)
    (ask,) = _next_take(state, decision.seat, tuple(left), sizes, gave)
    return Redeal(ask.decision)


@card.redeal("city")
def city_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The districts chosen so far are secret: seen from another seat, none yet."""
    if decision.seat == seat:
        return Redeal(decision)
    _, _, sizes, gave = _seen(state, decision.seat)
    return Redeal(_ask_city(decision.seat, state.players[decision.seat], (), sizes, gave).decision)


@card.redeal("give")
def give_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The cards handed back stay in the hand until the last one is chosen, and which
    are chosen is secret: seen from another seat, none yet, from its dealt hand."""
    if decision.seat == seat:
        return Redeal(decision)
    yang = decision.seat
    _, _, _, gave = _seen(state, yang)
    if not gave:  # every hand it reached is empty now: they gave their last cards
        gave = tuple((t, 1) for t in _reach(state, yang, "hand"))
    return Redeal(_ask_give(state, yang, Counter(state.players[yang].hand), (), gave).decision)


@card.redeal("place")
def place_again(state: GameState, decision: Decision, seat: int) -> Redeal:
    """The cards handed back lie aside, hidden; the receivers after this one are in the
    queue with theirs. Seen from another seat, this receiver's are two of the others
    aside (one its city can take first)."""
    queued = tuple(
        c
        for e in state.queue
        if isinstance(e, Ask) and e.decision.kind == PLACE
        for c in e.decision.data
    )
    if decision.seat == seat:
        return Redeal(decision, ((("aside",), (*decision.data, *queued)),))
    t = decision.seat
    rest = list((Counter(state.aside) - Counter(queued)).elements())
    rest.sort(key=lambda c: _forced(state, t, c))
    mine = (rest[0], rest[1])
    ask = _place(state, t, mine)
    options = ask.decision.options or tuple(sorted(set(mine)))
    return Redeal(Decision(t, PLACE, options, data=mine), ((("aside",), (*mine, *queued)),))
