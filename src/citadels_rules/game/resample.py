"""``resample(view, rng)``: a whole game state consistent with what one seat knows.

A bot that searches (:class:`~citadels_rules.search.SearchAgent`) cannot look at the
real state: it plays in *worlds* dealt again from its view. :func:`resample` deals one:

* **District cards.** The cards the seat cannot see -- the game's card multiset (the
  ruleset's deck as dealt by ``new_game``) minus its hand, every city, its own Museum's
  cards and the discard pile -- are shuffled into the hidden places, each keeping its
  size: the deck, the other hands, the cards under other seats' districts, the aside
  and the cards out of the game. Cards the seat's own pending decision shows (drawn
  cards to keep, a hand the Wizard looks at) are put where they lie.
* **Characters.** The characters the seat cannot place -- the lineup minus the face-up
  removals, its own and the revealed ones -- go to the other seats' unrevealed picks,
  the face-down removals and the cards being passed, uniformly among the deals that
  agree with what the seat has seen: who picked before and after it (the options it
  was offered, given through ``seen``), a revealed character's holder, a rank already
  called without anyone revealed (nobody holds it, unless it is marked: killed).
* **The pending decision** of another seat is dealt again from the sampled world (its
  options were hidden); packs deal their own decisions with
  ``citadels_resample_decision`` (``@card.redeal``).
* **The future.** The game's random generator is seeded from ``rng``, so the draws to
  come (shuffles, the next rounds' face-down cards) are sampled too.

Everything public is copied from the view, so ``observe(resample(view, rng), view.seat)
== view``, gold and cards are conserved and the sampled world plays on like a real one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

import attrs

from tabletop_engine.actions import Action
from tabletop_engine.decisions import Decision, Redeal
from tabletop_engine.rng import Rng

from . import effects as fx
from .config import GameConfig
from .draft import PICK, REMOVE, REMOVE_RANDOM, TAKE_FACE_DOWN, default_draft_plan
from .ruleset import ruleset_for
from .state import District, DraftState, GameState, PlayerState
from .views import FACE_DOWN, GameView

_INF = float("inf")
#: How a draft decision the seat took is remembered: its view then, and its answer.
Seen = tuple[GameView, Action]


def resample(view: GameView, rng: random.Random, seen: Iterable[Seen] = ()) -> GameState:
    """A full :class:`GameState` that ``view.seat`` cannot tell from the real one.

    ``rng`` (a :class:`random.Random`) draws everything hidden; ``seen`` optionally
    holds the seat's earlier draft decisions of this round, as ``(view, action)`` pairs
    (any other pairs are ignored): the options it was offered tell which characters the
    seats before it took and which ones the seats after it could take.

    Raises ``ValueError`` when the view cannot come from a game of its configuration.

    >>> import random
    >>> import citadels_rules as cr
    >>> state = cr.new_game(cr.GameConfig(players=4, seed=1))
    >>> view = cr.observe(state, 0)
    >>> world = cr.resample(view, random.Random(7))
    >>> cr.observe(world, 0) == view
    True
    >>> world.players[1].hand == state.players[1].hand  # dealt again
    False
    """
    if not isinstance(view, GameView):
        got = type(view).__name__
        msg = f"resample() expects a GameView (what observe() gives a seat), not {got}"
        raise TypeError(msg)
    if not isinstance(rng, random.Random):
        got = type(rng).__name__
        raise TypeError(f"resample() expects a random.Random as rng, not {got}")
    config = attrs.evolve(view.config, seed=rng.getrandbits(62))
    rules = ruleset_for(config)
    zones = _deal_cards(view, rng)
    players = []
    for i, p in enumerate(view.players):
        city = p.city
        if i != view.seat and any(d.cards for d in city):
            city = tuple(
                District(d.card, d.gold, tuple(zones[("under", i, k)]), d.round) if d.cards else d
                for k, d in enumerate(city)
            )
        hand = p.hand if i == view.seat else tuple(zones[("hand", i)])
        players.append(PlayerState(p.gold, hand or (), city, p.characters, p.completed))
    state = GameState(
        config=config,
        players=tuple(players),
        deck=tuple(zones[("deck",)]),
        bank=view.bank,
        crown=view.crown,
        round=view.round,
        phase=view.phase,
        draft=DraftState(view.draft.face_up, (), (), view.draft.steps),
        lineup=view.lineup,
        calling=view.calling,
        turn=view.turn,
        revealed=view.revealed,
        marks=view.marks,
        pending=None,
        queue=view.queue,
        discard=view.discard,
        aside=tuple(zones[("aside",)]),
        out=tuple(zones[("out",)]),
        tokens=view.tokens,
        round_log=view.round_log,
        end_triggered=view.end_triggered,
        built_this_round=view.built_this_round,
        steps=view.steps,
        rng=Rng(rng.getrandbits(63)),
        rules=rules,
    )
    state = _deal_characters(state, view, list(seen), rng)
    state = _deal_marks(state, view, rng)
    return _deal_queue(_deal_decision(state, view, rng), view.seat)


# -- district cards ---------------------------------------------------------------------


@lru_cache(maxsize=64)
def _game_cards(config: GameConfig) -> Counter[str]:
    """Every district card of a game of ``config`` (whatever its seed)."""
    from ..testing.invariants import all_cards
    from .reducer import new_game

    return all_cards(new_game(attrs.evolve(config, seed=0)))


def visible_cards(view: GameView) -> Counter[str]:
    """The district cards ``view.seat`` sees: its hand, every city (with the cards
    under its own districts) and the discard pile."""
    seen: Counter[str] = Counter(view.me.hand or ())
    seen.update(view.discard)
    for i, p in enumerate(view.players):
        for d in p.city:
            seen[d.card] += 1
            if i == view.seat:
                seen.update(d.cards)
    return seen


def unseen_cards(view: GameView) -> Counter[str]:
    """The district cards ``view.seat`` cannot see, wherever they are: the game's cards
    minus :func:`visible_cards`."""
    total = _game_cards(attrs.evolve(view.config, seed=0))
    seen = visible_cards(view)
    extra = seen - total
    if extra:
        raise ValueError(f"the view shows cards its game does not have: {dict(extra)}")
    return total - seen


def _hidden_sizes(view: GameView) -> dict[tuple[Any, ...], int]:
    """Each place hidden from the seat and how many cards it holds."""
    sizes: dict[tuple[Any, ...], int] = {("deck",): view.deck_size}
    for i, p in enumerate(view.players):
        if i == view.seat:
            continue
        sizes[("hand", i)] = p.hand_size
        for k, d in enumerate(p.city):
            if d.cards:
                if any(c != FACE_DOWN for c in d.cards):
                    raise ValueError(f"seat {i}'s district {k} shows the cards under it")
                sizes[("under", i, k)] = len(d.cards)
    sizes[("aside",)] = view.aside_size
    sizes[("out",)] = view.out_size
    return sizes


def _deal_cards(view: GameView, rng: random.Random) -> dict[tuple[Any, ...], list[str]]:
    """The hidden places dealt at random from the unseen cards."""
    pool = list(unseen_cards(view).elements())
    sizes = _hidden_sizes(view)
    if len(pool) != sum(sizes.values()):
        raise ValueError(
            f"{len(pool)} cards are unseen but the hidden places hold {sum(sizes.values())}"
        )
    rng.shuffle(pool)
    zones, k = {}, 0
    for zone, size in sizes.items():
        zones[zone] = pool[k : k + size]
        k += size
    return zones


def _place(
    state: GameState, cards: Iterable[tuple[tuple[Any, ...], tuple[str, ...]]], seat: int
) -> GameState:
    """``state`` with each pinned card moved to its zone by exchanging it with a card of
    another place hidden from ``seat`` (sizes, the view and conservation unchanged)."""
    zones = _zones_of(state, seat)
    locked: set[tuple[tuple[Any, ...], int]] = set()

    def find(card: str, avoid: tuple[Any, ...]) -> tuple[tuple[Any, ...], int]:
        for zone, items in zones.items():
            if zone == avoid:
                continue
            for i, c in enumerate(items):
                if c == card and (zone, i) not in locked:
                    return zone, i
        raise ValueError(f"card {card!r} is nowhere hidden from seat {seat}")

    for zone, pinned in cards:
        if zone == ("deck_top",):
            deck = zones[("deck",)]
            for i, card in enumerate(pinned):
                if i >= len(deck):
                    raise ValueError("more cards on top of the deck than the deck holds")
                if deck[i] != card:
                    z, j = find(card, ("deck_top",))
                    if z == ("deck",) and (z, j) in locked:
                        raise ValueError(f"card {card!r} cannot be on top twice")
                    deck[i], zones[z][j] = zones[z][j], deck[i]
                locked.add((("deck",), i))
            continue
        if zone not in zones:
            continue  # a place the seat sees: the card is already there
        items = zones[zone]
        for card in pinned:
            here = [i for i, c in enumerate(items) if c == card and (zone, i) not in locked]
            if here:
                locked.add((zone, here[0]))
                continue
            free = [i for i in range(len(items)) if (zone, i) not in locked]
            if not free:
                raise ValueError(f"no room for {card!r} in {zone}")
            z, j = find(card, zone)
            i = free[0]
            items[i], zones[z][j] = zones[z][j], items[i]
            locked.add((zone, i))
    return _with_zones(state, zones, seat)


def _zones_of(state: GameState, seat: int) -> dict[tuple[Any, ...], list[str]]:
    zones: dict[tuple[Any, ...], list[str]] = {("deck",): list(state.deck)}
    for i, p in enumerate(state.players):
        if i == seat:
            continue
        zones[("hand", i)] = list(p.hand)
        for k, d in enumerate(p.city):
            if d.cards:
                zones[("under", i, k)] = list(d.cards)
    zones[("aside",)] = list(state.aside)
    zones[("out",)] = list(state.out)
    return zones


def _with_zones(state: GameState, zones: dict[tuple[Any, ...], list[str]], seat: int) -> GameState:
    players = list(state.players)
    for i, p in enumerate(players):
        if i == seat:
            continue
        city = tuple(
            District(d.card, d.gold, tuple(zones[("under", i, k)]), d.round) if d.cards else d
            for k, d in enumerate(p.city)
        )
        players[i] = p.but(hand=tuple(zones[("hand", i)]), city=city)
    return state.but(
        players=tuple(players),
        deck=tuple(zones[("deck",)]),
        aside=tuple(zones[("aside",)]),
        out=tuple(zones[("out",)]),
    )


# -- characters -------------------------------------------------------------------------


@attrs.define
class _Slot:
    """One place a character of this round went: a seat's pick, a face-down removal or
    the cards still being passed. ``enter``/``leave``: the draft steps between which it
    was among the cards passed (in the options of the steps ``enter < t <= leave``)."""

    where: str  # "seat", "face_down" or "hand"
    seat: int | None
    enter: float
    leave: float
    fixed: str | None = None


@attrs.define
class _Structure:
    """The round's draft replayed without identities: every slot, in order."""

    picks: dict[int, list[_Slot]]
    face_down: list[_Slot]
    hand: list[_Slot]
    removes: dict[int, _Slot]  # step index -> the slot removed then
    steps: list[tuple[int, str]]
    #: Not replayed from the plan (see :func:`_loose_structure`): no timing.
    loose: bool = False


def draft_crown(view: GameView) -> int:
    """Who held the crown when this round's draft began (the crown may have moved
    since: the King's turn)."""
    for e in view.round_log:
        if e.kind == "crown":
            return int(e.src)
    return view.crown


def _structure(state: GameState, view: GameView) -> _Structure | None:
    """The draft of this round step by step, or None when the plan does not explain the
    view (a variant this module cannot replay)."""
    n = len(state.players)
    crown = draft_crown(view)
    start = state.but(crown=crown)
    hooks = state.rules.hooks
    plan = hooks.draft_plan(start) or default_draft_plan(start)
    plan = hooks.adjust_draft(start, plan)
    steps = [((crown + off) % n, kind) for off, kind in plan.steps]
    remaining = list(view.draft.steps) if view.phase == "draft" else []
    done = len(steps) - len(remaining)
    if done < 0 or steps[done:] != remaining:
        return None
    in_hand = len(view.lineup) - len(view.draft.face_up) - plan.face_down
    if in_hand < 0:
        return None
    face_down = [_Slot("face_down", None, _INF, _INF) for _ in range(plan.face_down)]
    hand = [_Slot("hand", None, -1, _INF) for _ in range(in_hand)]
    picks: dict[int, list[_Slot]] = {i: [] for i in range(n)}
    removes: dict[int, _Slot] = {}
    for t, (seat, kind) in enumerate(steps[:done]):
        if kind == TAKE_FACE_DOWN:
            if not face_down:
                return None
            slot = face_down.pop(0)
            slot.where, slot.enter = "hand", t
            hand.append(slot)
            continue
        if not hand:
            return None
        slot = hand.pop()
        slot.leave = t
        if kind == PICK:
            slot.where, slot.seat = "seat", seat
            picks[seat].append(slot)
        elif kind in (REMOVE, REMOVE_RANDOM):
            slot.where, slot.seat = "face_down", seat if kind == REMOVE else None
            face_down.append(slot)
            removes[t] = slot
        else:
            return None
    if view.phase != "draft":
        for slot in hand:
            slot.where = "face_down"
        face_down.extend(hand)
        hand = []
    if len(face_down) != view.draft.face_down_count:
        return None
    return _Structure(picks, face_down, hand, removes, steps)


def _loose_structure(view: GameView) -> _Structure:
    """The slots of a round whose draft cannot be replayed (a position built by hand, a
    plan this module does not follow): the face-down count and the cards being passed
    as seen, the other hidden characters spread over the other seats as evenly as the
    revealed ones allow, no timing; while another seat drafts, in its hand."""
    me = view.seat
    n = len(view.players)
    pending = view.pending
    in_hand = len(pending.options) if pending is not None and own_pending_draft(view) else 0
    shown = sum(len(p.characters) for i, p in enumerate(view.players) if i != me)
    held = (
        len(view.lineup)
        - len(view.draft.face_up)
        - len(view.me.characters)
        - view.draft.face_down_count
        - in_hand
        - shown
    )
    if held < 0:
        raise ValueError("the view shows more characters than the lineup holds")
    if pending is not None and pending.kind in (PICK, REMOVE) and pending.seat != me:
        # another seat is drafting from a hand the view does not count: the hidden
        # characters wait in that hand (super mode's plan: nobody has picked at first)
        in_hand, held = held, 0
    counts = {i: len(p.characters) for i, p in enumerate(view.players) if i != me}
    for _ in range(held):
        if not counts:
            raise ValueError("characters are hidden but no other seat can hold them")
        seat = min(counts, key=lambda i: (counts[i], (i - me) % n))
        counts[seat] += 1
    picks: dict[int, list[_Slot]] = {i: [] for i in range(n)}
    for i, k in counts.items():
        picks[i] = [_Slot("seat", i, _INF, _INF) for _ in range(k)]
    picks[me] = [_Slot("seat", me, _INF, _INF) for _ in view.me.characters]
    face_down = [_Slot("face_down", None, _INF, _INF) for _ in range(view.draft.face_down_count)]
    hand = [_Slot("hand", None, -1, _INF) for _ in range(in_hand)]
    return _Structure(picks, face_down, hand, {}, [], loose=True)


def own_pending_draft(view: GameView) -> bool:
    """Whether the seat is to pick or remove a character now."""
    p = view.pending
    return p is not None and p.seat == view.seat and p.kind in (PICK, REMOVE)


def _draft_options(
    view: GameView, seen: list[Seen], structure: _Structure
) -> tuple[list[tuple[int, frozenset[str]]], list[tuple[int, frozenset[str]]]]:
    """``(step, options)`` of the seat's draft decisions this round: the earlier ones
    (``seen``) and the pending one. Fixes the slots of its own face-down removals."""
    total = len(structure.steps)
    if structure.loose:
        p = view.pending
        now = [(0, frozenset(p.options))] if p is not None and own_pending_draft(view) else []
        return [], now

    def step_of(v: GameView) -> int | None:
        p = v.pending
        if (
            p is None
            or p.seat != view.seat
            or p.kind not in (PICK, REMOVE)
            or v.seat != view.seat
            or v.round != view.round
            or v.phase != "draft"
        ):
            return None
        t = total - len(v.draft.steps)
        if not 0 <= t < total or structure.steps[t] != (view.seat, p.kind):
            return None
        return t

    earlier = []
    for v, action in seen:
        t = step_of(v)
        if t is None or v.pending is None:
            continue
        earlier.append((t, frozenset(v.pending.options)))
        if v.pending.kind == REMOVE and t in structure.removes:
            structure.removes[t].fixed = str(action.params["character"])
    t = step_of(view)
    now = [] if t is None or view.pending is None else [(t, frozenset(view.pending.options))]
    return earlier, now


def _deal_characters(
    state: GameState, view: GameView, seen: list[Seen], rng: random.Random
) -> GameState:
    """``state`` with this round's hidden characters dealt (see the module's doc)."""
    if view.round == 0:
        return state
    structure = _structure(state, view) or _loose_structure(view)
    me = view.seat
    mine = structure.picks[me]
    if len(mine) != len(view.me.characters):
        raise ValueError(
            f"seat {me} holds {len(view.me.characters)} characters but made {len(mine)} picks"
        )
    for slot, character in zip(mine, view.me.characters, strict=True):
        slot.fixed = character
    earlier, now = _draft_options(view, seen, structure)
    slots = [s for ss in structure.picks.values() for s in ss]
    slots += structure.face_down + structure.hand
    free = [s for s in slots if s.fixed is None]
    placed = Counter(s.fixed for s in slots if s.fixed is not None)
    pool = Counter(c for c in view.lineup if c not in view.draft.face_up)
    if placed - pool:
        raise ValueError(f"seat {me} holds characters out of play: {sorted(placed - pool)}")
    chars = sorted((pool - placed).elements())
    if len(chars) != len(free):
        raise ValueError(f"{len(chars)} characters for {len(free)} places")
    allowed = _allowed(view, free, chars, earlier + now, now)
    exact = len(chars) <= EXACT_DEAL
    picked = _sample_matching(allowed, rng) if exact else _sample_feasible(allowed, rng)
    for slot, k in zip(free, picked, strict=True):
        slot.fixed = chars[k]
    return _with_characters(state, view, structure)


def _allowed(
    view: GameView,
    free: list[_Slot],
    chars: list[str],
    options: list[tuple[int, frozenset[str]]],
    now: list[tuple[int, frozenset[str]]],
) -> tuple[int, ...]:
    """For each free slot, the allowed characters (as bit masks over ``chars``), loosened
    step by step when the constraints leave no deal at all."""
    holder = {}
    for i, p in enumerate(view.players):
        for c in p.characters:
            holder[c] = i
    marked = {m.character for m in view.marks}
    called = view.lineup[: view.calling + 1] if view.phase != "draft" else ()
    unheld = {c for c in called if c not in view.revealed and c not in marked}
    unheld |= {c for c in view.revealed if c not in holder}

    # The options of a decision pending now must hold (the view shows them); the
    # earlier ones and the called ranks are dropped, in turn, if nothing agrees.

    def masks(use_options: bool, use_unheld: bool) -> tuple[int, ...]:
        checks = options if use_options else now
        out = []
        for slot in free:
            bits = 0
            for k, c in enumerate(chars):
                if c in holder:
                    ok = slot.where == "seat" and slot.seat == holder[c]
                elif slot.where == "seat" and use_unheld and c in unheld:
                    ok = False
                else:
                    ok = True
                if ok:
                    for t, seen in checks:
                        in_hand = slot.enter < t <= slot.leave
                        if (c in seen) != in_hand:
                            ok = False
                            break
                if ok:
                    bits |= 1 << k
            out.append(bits)
        return tuple(out)

    for use_options, use_unheld in ((True, True), (False, True), (False, False)):
        candidate = masks(use_options, use_unheld)
        if _feasible(candidate, 0):
            return candidate
    raise ValueError("no deal of the characters agrees with the view")


#: Up to this many characters to deal, a deal is drawn uniformly among all those that
#: agree with the view (counting them is exponential in the characters: super mode's
#: 27 or 36 took minutes per deal); above it, a random deal that agrees with the view,
#: not exactly uniform (:func:`_sample_feasible`).
EXACT_DEAL = 14


def _feasible(allowed: tuple[int, ...], used: int, start: int = 0) -> bool:
    """Whether slots ``start..`` can get distinct characters outside ``used``: a
    bipartite matching by augmenting paths (polynomial, unlike counting the deals)."""
    match: dict[int, int] = {}

    def place(i: int, seen: set[int]) -> bool:
        bits = allowed[i] & ~used
        while bits:
            b = bits & -bits
            bits ^= b
            if b in seen:
                continue
            seen.add(b)
            if b not in match or place(match[b], seen):
                match[b] = i
                return True
        return False

    return all(place(i, set()) for i in range(start, len(allowed)))


def _sample_feasible(masks: tuple[int, ...], rng: random.Random) -> list[int]:
    """A random assignment of distinct characters to the slots that agrees with
    ``masks``: each slot in turn takes a random allowed character that leaves the rest
    a deal (:func:`_feasible`)."""
    used, out = 0, []
    for i in range(len(masks)):
        bits, choices = masks[i] & ~used, []
        while bits:
            b = bits & -bits
            bits ^= b
            choices.append(b)
        rng.shuffle(choices)
        chosen = next(b for b in choices if _feasible(masks, used | b, i + 1))
        used |= chosen
        out.append(chosen.bit_length() - 1)
    return out


@lru_cache(maxsize=4096)
def _count(allowed: tuple[int, ...], i: int, used: int) -> int:
    """How many ways slots ``i..`` can get distinct characters outside ``used``."""
    if i == len(allowed):
        return 1
    bits = allowed[i] & ~used
    total = 0
    while bits:
        b = bits & -bits
        bits ^= b
        total += _count(allowed, i + 1, used | b)
    return total


def _sample_matching(masks: tuple[int, ...], rng: random.Random) -> list[int]:
    """A uniformly random assignment of distinct characters (indexes) to the slots."""
    used, out = 0, []
    for i in range(len(masks)):
        bits = masks[i] & ~used
        choices = []
        while bits:
            b = bits & -bits
            bits ^= b
            w = _count(masks, i + 1, used | b)
            if w:
                choices.append((b, w))
        r = rng.random() * sum(w for _, w in choices)
        chosen = choices[-1][0]
        for b, w in choices:
            r -= w
            if r < 0:
                chosen = b
                break
        used |= chosen
        out.append(chosen.bit_length() - 1)
    return out


def _with_characters(state: GameState, view: GameView, structure: _Structure) -> GameState:
    order = {c: i for i, c in enumerate(view.lineup)}
    players = list(state.players)
    for i, slots in structure.picks.items():
        held = [s.fixed for s in slots]
        shown = view.players[i].characters
        # The view lists the revealed characters in the order picked: keep that order.
        positions = [k for k, c in enumerate(held) if c in shown]
        for k, c in zip(positions, shown, strict=True):
            held[k] = c
        players[i] = players[i].but(characters=tuple(str(c) for c in held))
    face_down = tuple(str(s.fixed) for s in structure.face_down)
    hand = tuple(sorted((str(s.fixed) for s in structure.hand), key=order.__getitem__))
    draft = DraftState(view.draft.face_up, face_down, hand, view.draft.steps)
    return state.but(players=tuple(players), draft=draft)


# -- secret marks -----------------------------------------------------------------------


def _deal_marks(state: GameState, view: GameView, rng: random.Random) -> GameState:
    """``state`` with the secret marks of other seats placed again by their packs
    (``citadels_resample_marks``): the view shows only its own seat's."""
    hooks = state.rules.hooks
    if not hooks.resample_marks.__impl_fns__:
        return state
    extra = hooks.resample_marks(state, view.seat, rng)
    return state.but(marks=(*state.marks, *extra)) if extra else state


# -- the pending decision ---------------------------------------------------------------


def _deal_decision(state: GameState, view: GameView, rng: random.Random) -> GameState:
    """``state`` holding the view's pending decision, dealt again when it is hidden."""
    seen = view.pending
    if seen is None:
        return state
    seat = view.seat
    shown = Decision(seen.seat, seen.kind, seen.options, seen.done, seen.data)
    if seen.kind in (PICK, REMOVE):
        return state.but(pending=Decision(seen.seat, seen.kind, state.draft.hand))
    if seen.kind == "keep":
        if seen.seat == seat:
            state = _place(state, [(("deck_top",), seen.options)], seat)
            return state.but(pending=shown)
        return state.but(pending=_keep_again(state, seen.seat))
    redeal = state.rules.hooks.resample_decision(state, shown, seat)
    if not isinstance(redeal, Redeal):
        return state.but(pending=shown)
    if redeal.cards:
        state = _place(state, redeal.cards, seat)
    return state.but(pending=redeal.decision)


def _deal_queue(state: GameState, seat: int) -> GameState:
    """``state`` with the queued decisions of other seats dealt again (the view shows only
    their kinds), by their packs' ``citadels_resample_decision`` from the sampled world:
    an approximation of what they will offer once asked."""
    asks = [e for e in state.queue if isinstance(e, fx.Ask) and e.decision.seat != seat]
    if not asks:
        return state
    hooks, queue = state.rules.hooks, []
    for effect in state.queue:
        if isinstance(effect, fx.Ask) and effect.decision.seat != seat:
            redeal = hooks.resample_decision(state, effect.decision, seat)
            if isinstance(redeal, Redeal):
                effect = fx.Ask(redeal.decision)
        queue.append(effect)
    return state.but(queue=tuple(queue))


def _keep_again(state: GameState, seat: int) -> Decision:
    """Another seat's ``keep``: as many cards on top of the deck as it drew (the queued
    ``Gathered`` says how many; 2 by default)."""
    drawn = next(
        (e.amount for e in state.queue if isinstance(e, fx.Gathered) and e.seat == seat), 2
    )
    drawn = max(1, min(drawn, len(state.deck)))
    keep = min(drawn, state.rules.hooks.gather_keep(state, seat, drawn, 1))
    return Decision(seat, "keep", state.deck[:drawn], data=(drawn, keep))


__all__ = ["draft_crown", "resample", "unseen_cards", "visible_cards"]
