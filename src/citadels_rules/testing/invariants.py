"""Whole-game invariants as plain functions, shared by our property tests and by the
pytest plugin that pack authors use (``pack_invariants``).

Each ``check_*`` function raises ``AssertionError`` with a precise message when the
invariant does not hold.
"""

from __future__ import annotations

import functools
import hashlib
import os
import random
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

import attrs

from tabletop_engine import checks
from tabletop_engine.actions import Action
from tabletop_engine.checks import error_text
from tabletop_engine.errors import ConfigError, MutatedInput
from tabletop_engine.events import Event
from tabletop_engine.files import atomic_write_text
from tabletop_engine.hooks import checking_inputs, digest
from tabletop_engine.serialization import from_json, to_json

from ..game.binder import revealed_hands
from ..game.config import GameConfig
from ..game.effects import token_gold
from ..game.reducer import Ctx, apply, legal_actions, new_game, step
from ..game.ruleset import Ruleset, ruleset_for
from ..game.scoring import scores
from ..game.secrets import events_for, secret_params
from ..game.state import District, GameState
from ..game.validate import without_probe
from ..game.views import HIDDEN, observe
from ..runner import Failure, Record


def total_gold(state: GameState) -> int | None:
    """Bank + stashes + gold on districts and on tokens; None with an unlimited bank."""
    if state.bank is None:
        return None
    on_districts = sum(d.gold for p in state.players for d in p.city)
    on_tokens = token_gold(state.tokens)
    return state.bank + sum(p.gold for p in state.players) + on_districts + on_tokens


def all_cards(state: GameState) -> Counter[str]:
    """Every district card in the game, wherever it is."""
    c: Counter[str] = Counter(state.deck)
    c.update(state.discard)
    c.update(state.aside)
    c.update(state.out)
    for p in state.players:
        c.update(p.hand)
        for d in p.city:
            c[d.card] += 1
            c.update(d.cards)
    return c


def check_conserved(before: GameState, after: GameState) -> None:
    """Gold (with a finite bank) and cards are conserved by every action."""
    gold_before, gold_after = total_gold(before), total_gold(after)
    assert gold_before == gold_after, f"gold not conserved: {gold_before} -> {gold_after}"
    assert all(p.gold >= 0 for p in after.players), "a stash went negative"
    assert after.bank is None or after.bank >= 0, "the bank went negative"
    checks.check_counted("cards", all_cards(before), all_cards(after))


def check_legal_nonempty(state: GameState) -> None:
    """Legal actions are empty exactly when the game is over; sorted and unique."""
    checks.check_listing(legal_actions(state), state.is_over, state.current_player)


def check_round_trip(state: GameState) -> None:
    """A state reads back equal from its JSON, and the copy plays on identically."""
    with without_probe():  # a state the game reached: no probe of its actions
        copy = checks.check_round_trip(state, to_json, from_json)
    assert legal_actions(copy) == legal_actions(state), "JSON copy offers other actions"


def check_view_hides(state: GameState, seat: int) -> None:
    """``observe`` shows nothing the seat may not know (C-1.11)."""
    view = observe(state, seat)
    assert view.config.seed is None, "a view carries the seed: the deal can be replayed"
    text = to_json(view)
    assert from_json(text) == view, "a view changed through JSON"
    for i, p in enumerate(view.players):
        real = state.players[i]
        if i == seat:
            assert p.hand == real.hand
            continue
        assert p.hand is None, f"seat {seat} sees seat {i}'s hand"
        for d, real_d in zip(p.city, real.city, strict=True):
            assert len(d.cards) == len(real_d.cards)
            assert all(c == "?" for c in d.cards), f"seat {seat} sees cards under a district"
        assert p.hand_size == len(real.hand)
        hidden = [c for c in real.characters if c not in state.revealed]
        assert not any(c in p.characters for c in hidden), (
            f"seat {seat} sees an unrevealed character"
        )
    assert not hasattr(view, "deck"), "a view exposes the deck"
    assert view.deck_size == len(state.deck)
    assert view.draft.face_down == (), "a view shows face-down characters"
    assert view.draft.face_down_count == len(state.draft.face_down)
    if state.pending is not None and state.pending.seat != seat:
        assert view.pending is not None and view.pending.options == (), (
            f"seat {seat} sees seat {state.pending.seat}'s options"
        )
    if state.current_player != seat:
        assert view.pending is None or view.pending.data == (), "another seat's decision data"
    assert view.aside == () and view.aside_size == len(state.aside), "a view shows set-aside cards"
    assert not hasattr(view, "out") and view.out_size == len(state.out)


def _refill(slots: list[tuple[str, ...]], pool: list[str]) -> list[tuple[str, ...]]:
    """The ``slots`` refilled from ``pool`` in order, each keeping its size."""
    out, k = [], 0
    for slot in slots:
        out.append(tuple(pool[k : k + len(slot)]))
        k += len(slot)
    return out


def scramble_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with everything hidden from ``seat`` shuffled, every size kept: the deck
    order, other hands, the cards under other seats' districts, the aside, the
    characters being passed, face-down removals and other seats' unrevealed characters.

    The pending decision of another seat is hidden too, but it depends on what is
    hidden (its options); it is left as it is.
    """
    others = [i for i in range(len(state.players)) if i != seat]
    under = [(i, k) for i in others for k, d in enumerate(state.players[i].city) if d.cards]
    card_slots = [state.deck, state.aside, state.out] + [state.players[i].hand for i in others]
    card_slots += [state.players[i].city[k].cards for i, k in under]
    cards = [c for slot in card_slots for c in slot]
    rng.shuffle(cards)
    deck, aside, out, *rest = _refill(card_slots, cards)
    hands, piles = rest[: len(others)], rest[len(others) :]

    revealed = set(state.revealed)
    hidden = {i: tuple(c for c in state.players[i].characters if c not in revealed) for i in others}
    char_slots = [state.draft.face_down, state.draft.hand] + [hidden[i] for i in others]
    chars = [c for slot in char_slots for c in slot]
    rng.shuffle(chars)
    face_down, passed, *new_hidden = _refill(char_slots, chars)

    players = list(state.players)
    for j, i in enumerate(others):
        fresh = iter(new_hidden[j])
        held = tuple(c if c in revealed else next(fresh) for c in players[i].characters)
        players[i] = players[i].but(hand=hands[j], characters=held)
    for (i, k), pile in zip(under, piles, strict=True):
        city = list(players[i].city)
        d = city[k]
        city[k] = District(d.card, d.gold, pile, d.round)
        players[i] = players[i].but(city=tuple(city))
    draft = type(state.draft)(state.draft.face_up, face_down, passed, state.draft.steps)
    return state.but(deck=deck, aside=aside, out=out, players=tuple(players), draft=draft)


def owner(rules: Ruleset, name: str) -> str:
    """``card 'x' (pack 'p')`` for an ability name or decision kind ``<card id>.<verb>``
    (the plugin registered under the card's id, or a variant's), for messages."""
    candidates = [name, name.rsplit(".", 1)[0]]
    for cid in candidates:
        for plugin in (cid, f"variant:{cid}"):
            pack = rules.pack_of(plugin)
            if pack != "?":
                return f"card {cid!r} (pack {pack!r})"
    return f"card {candidates[-1]!r}"


def _pending_owner(state: GameState) -> str:
    """Who asked the pending decision, for a message: its kind and its card."""
    d = state.pending
    if d is None:
        return "no pending decision"
    return f"decision {d.kind!r} of seat {d.seat}, asked by {owner(state.rules, d.kind)}"


@functools.lru_cache(maxsize=64)
def _start_totals(config: GameConfig) -> tuple[int | None, Counter[str]]:
    """The gold and cards of a game of ``config`` (whatever its seed)."""
    start = new_game(config)
    return total_gold(start), all_cards(start)


def check_resample(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A world dealt again from ``seat``'s view (:func:`~citadels_rules.resample`) shows
    the seat the same view, conserves the game's gold and cards, offers the seat the
    same legal actions when it is to act, and offers some action unless it is over: a
    bot searching from its view can always play on. A failure during a pending decision
    names the card that asked it (a decision it cannot deal again: no ``@card.redeal``
    / ``citadels_resample_decision``). Returns the world (to play on)."""
    from ..game.resample import resample

    view = observe(state, seat)
    where = f"seat {seat}'s resampled world ({_pending_owner(state)})"
    try:
        world = resample(view, rng)
    except Exception as exc:
        raise AssertionError(f"{where}: resample raised {error_text(exc)}") from exc
    seen = observe(world, seat)
    if seen != view:
        raise AssertionError(f"{where}: the seat's view differs ({_difference(seen, view)})")
    gold, cards = _start_totals(attrs.evolve(state.config, seed=0))
    assert total_gold(world) == gold, f"{where} has other gold"
    lost, gained = cards - all_cards(world), all_cards(world) - cards
    assert not lost and not gained, f"{where} lost {lost} and gained {gained}"
    legal = legal_actions(world)
    if not world.is_over and not legal:
        raise AssertionError(
            f"{where} offers no legal action: the decision cannot be dealt again "
            "(a decision asked of a seat needs @card.redeal / citadels_resample_decision)"
        )
    if state.current_player == seat:
        real = legal_actions(state)
        assert legal == real, f"seat {seat}'s legal actions differ in a resampled world " + (
            f"({_come_and_go(real, legal)}; {_pending_owner(state)})"
        )
    return world


def check_view_independent(state: GameState, seat: int, rng: random.Random) -> None:
    """Changing only what ``seat`` may not know leaves its view unchanged: the seed and
    the generator state (the engine's :func:`~tabletop_engine.checks.check_hidden`),
    and with them every card hidden from it."""
    checks.check_hidden(state, (seat,), seen=observe, hidden=HIDDEN)
    scrambled = HIDDEN.varied(scramble_hidden(state, seat, rng))
    view, other = observe(state, seat), observe(scrambled, seat)
    assert other == view, (
        f"seat {seat}'s view depends on hidden data ({checks.difference(view, other)})"
    )


#: Cards on top of the deck that :func:`scramble_secrets` leaves in place: any action may
#: legitimately deal them to any seat (a gather, a draw at a turn's start), so they are
#: nobody's secret yet.
DECK_TOP_FIXED = 12


def _strings(value: Any) -> Iterator[str]:
    """Every string inside ``value`` (nested tuples, lists, sets)."""
    if isinstance(value, str):
        yield value
        if ">" in value:  # ``"<card>><seat>"``: a card handed to a seat (gives_to_seats)
            yield value.split(">", 1)[0]
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from _strings(item)


def shown_to(state: GameState, seat: int) -> frozenset[str]:
    """Card ids ``seat``'s pending decision shows it (its options and context).

    A seat that is looking at another hand (the Wizard choosing a card) or at the deck
    (the Lighthouse) knows those cards while it decides.
    """
    d = state.pending
    if d is None or d.seat != seat:
        return frozenset()
    return frozenset(_strings((d.options, d.data)))


def scramble_secrets(
    state: GameState,
    seat: int,
    actor: int,
    rng: random.Random,
    keep: tuple[int, ...] = (),
    actor_fixed: frozenset[str] | None = None,
) -> GameState:
    """``state`` with the cards that neither ``seat`` nor ``actor`` may know exchanged at
    random: the hands of the other seats, the cards under their districts and the deck
    below its top :data:`DECK_TOP_FIXED` cards, every size kept and every card conserved.
    The hands of the seats in ``keep`` stay put (the action about to be taken publicly
    reveals a function of them: :func:`~citadels_rules.game.binder.revealed_hands`).

    What the actor knows stays put (its hand, its pending decision's cards: see
    :func:`shown_to`), so the action it chose stays legal and means the same.
    Characters are not exchanged: calling a character legitimately shows who holds it,
    so moving hidden characters would change any seat's view one ``end_turn`` later
    (:func:`scramble_characters` moves them, for one action).

    With ``actor_fixed`` (the two-sided check), what the actor knows and ``seat`` does
    not varies too: the actor's hand joins the exchange, except the cards named in
    ``actor_fixed`` (those the action itself names) and those its decision shows.
    """
    known = shown_to(state, actor)
    third = [i for i in range(len(state.players)) if i not in (seat, actor)]
    if actor_fixed is not None and actor != seat:
        known |= actor_fixed
        third.append(actor)
    under = [(i, k) for i in third for k, d in enumerate(state.players[i].city) if d.cards]
    top = state.deck[:DECK_TOP_FIXED]
    known |= {c for i in keep if i in third for c in state.players[i].hand}
    slots = [state.deck[DECK_TOP_FIXED:]] + [state.players[i].hand for i in third]
    slots += [state.players[i].city[k].cards for i, k in under]
    pool = [c for slot in slots for c in slot if c not in known]
    rng.shuffle(pool)
    fresh = iter(pool)
    bottom, *rest = [tuple(c if c in known else next(fresh) for c in slot) for slot in slots]
    hands, piles = rest[: len(third)], rest[len(third) :]
    players = list(state.players)
    for i, hand in zip(third, hands, strict=True):
        players[i] = players[i].but(hand=hand)
    for (i, k), pile in zip(under, piles, strict=True):
        city = list(players[i].city)
        d = city[k]
        city[k] = District(d.card, d.gold, pile, d.round)
        players[i] = players[i].but(city=tuple(city))
    return state.but(deck=top + bottom, players=tuple(players))


def hands_shown(state: GameState, seat: int) -> tuple[int, ...]:
    """The other seats whose hand ``seat``'s pending decision shows it, as its card
    declares through ``citadels_resample_decision`` (``@card.redeal``: the zones its
    options show lie in). A seat learning a hand this way learns it by the card's text
    (Dong Zining choosing the cards he robs), not through a leak."""
    d = state.pending
    if d is None or d.seat != seat:
        return ()
    redeal = state.rules.hooks.resample_decision(state, d, seat)
    if redeal is None:
        return ()
    seats = [zone[1] for zone, _ in redeal.cards if zone[0] == "hand" and zone[1] != seat]
    return tuple(dict.fromkeys(seats))


#: Where two values first differ (the engine's, shared with Dominion's checks).
_difference = checks.difference


def check_actor_independent(state: GameState, rng: random.Random) -> None:
    """The acting seat's legal actions (and its view) depend only on what it may know.

    Scrambles everything hidden from the seat to act (:func:`scramble_hidden`): another
    hand, the deck order, face-down and unrevealed characters. A pending decision's
    options are part of the seat's view, so they are compared when the decision is
    made (:func:`check_noninterference`), not here.
    """
    actor = state.current_player
    if actor is None:
        return
    scrambled = HIDDEN.varied(scramble_hidden(state, actor, rng))  # and the seed
    view, other = observe(state, actor), observe(scrambled, actor)
    if view != other:
        raise AssertionError(
            f"seat {actor}'s view depends on what it may not know ({_difference(view, other)})"
        )
    legal, changed = legal_actions(state), legal_actions(scrambled)
    if legal != changed:
        raise AssertionError(
            f"seat {actor}'s legal actions depend on what it may not know "
            f"({_come_and_go(legal, changed)})"
        )


def _come_and_go(legal: list[Action], changed: list[Action]) -> str:
    """The actions in one list and not the other, for a message."""
    moved = sorted(set(legal) ^ set(changed), key=lambda a: a.sort_key)
    return f"{moved!r} come and go" if moved else "same actions, another order"


def _applied(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """``action`` applied to ``state``, and the events it made."""
    events: list[Event] = []
    return step(state, action, Ctx(events)), events


@attrs.frozen
class _Seen:
    """Everything ``seat`` can read after an action: its view (tokens, marks, round log
    and its decision's options included), its legal actions and its event stream."""

    view: Any
    legal: tuple[Action, ...]
    events: tuple[Event, ...]


def _seen(after: GameState, events: list[Event], seat: int, draft_options: bool = True) -> _Seen:
    """What ``seat`` reads of ``after`` (``draft_options=False``: without the options of
    its draft decision, which show by the rules what the seats before it took)."""
    view = observe(after, seat)
    legal = tuple(legal_actions(after)) if after.current_player == seat else ()
    if not draft_options and view.pending is not None and view.pending.kind in ("pick", "remove"):
        view = attrs.evolve(view, pending=attrs.evolve(view.pending, options=()))
        legal = ()
    return _Seen(view, legal, tuple(events_for(events, seat)))


def _compare(where: str, real: _Seen, other: _Seen) -> None:
    """Raise ``AssertionError`` (``where``: ...) when ``seat`` reads something else."""
    if real.view != other.view:
        raise AssertionError(f"{where}: its view changes ({_difference(real.view, other.view)})")
    if real.legal != other.legal:
        moved = _come_and_go(list(real.legal), list(other.legal))
        raise AssertionError(f"{where}: its legal actions change ({moved})")
    if real.events != other.events:
        gone = [e for e in real.events if e not in other.events]
        came = [e for e in other.events if e not in real.events]
        raise AssertionError(f"{where}: its events change ({gone!r} != {came!r})")


def _blamed(state: GameState, action: Action) -> str:
    """The card an action belongs to, for a message: the ability's, the decision's."""
    if action.kind == "ability":
        return owner(state.rules, str(action.params.get("name")))
    if state.pending is not None and action.kind in ("choose", "done"):
        return owner(state.rules, state.pending.kind)
    return f"the core's {action.kind!r}"


def scramble_characters(
    state: GameState,
    after: GameState,
    seats: Sequence[int],
    rng: random.Random,
    fixed: frozenset[str] = frozenset(),
) -> GameState:
    """``state`` with the characters held by ``seats`` that are unrevealed both in
    ``state`` and in ``after`` (the state an action leads to: what the rules reveal
    stays put) dealt again among those seats, each keeping its number of them. The
    characters in ``fixed`` stay put (those an action names: the effect on their holder
    is public, as the 2016 Magician swapping hands with the named character's holder)."""
    hidden = set(state.revealed) | set(after.revealed) | fixed
    slots = {i: [c for c in state.players[i].characters if c not in hidden] for i in seats}
    pool = [c for i in seats for c in slots[i]]
    rng.shuffle(pool)
    fresh = iter(pool)
    players = list(state.players)
    for i in seats:
        held = tuple(c if c in hidden else next(fresh) for c in players[i].characters)
        players[i] = players[i].but(characters=held)
    return state.but(players=tuple(players))


def _public_part(state: GameState, action: Action, secret: tuple[str, ...]) -> dict[str, Any]:
    """What every seat sees of ``action``: its params, a secret one hidden -- but for the
    seat of a ``"<card>><seat>"`` option (a card handed to a seat: who gets a card
    shows), and what the answering card declares the rules make public at once
    (``@card.answer(public=...)``: the Magistrate's set of warrants)."""
    out: dict[str, Any] = {}
    pending = state.pending
    if action.kind == "choose" and pending is not None:
        reveal = state.rules.public_answers.get(pending.kind)
        if reveal is not None:
            out["public"] = reveal(state, pending, action)
    for k, v in action.params.items():
        if k not in secret:
            out[k] = v
        elif isinstance(v, str) and ">" in v:
            out[k] = v.split(">", 1)[1]
    return out


def _variation(state: GameState, action: Action) -> tuple[GameState, list[Event]] | None:
    """``action`` applied to a varied state, or None when that state is one no game
    reaches (what the actor knows changed under a decision that lists it) and a hook
    fails on it: such a variation is not compared."""
    try:
        return _applied(state, action)
    except Exception:
        return None


def _reveals_differ(after: GameState, other: GameState) -> bool:
    """Whether the rules reveal other characters, or give the turn to another seat, in
    ``other`` than in ``after``: a public difference the rules make, not a leak."""
    return (
        after.revealed != other.revealed
        or after.current_player != other.current_player
        or after.phase != other.phase
    )


def _named(action: Action) -> frozenset[str]:
    """The card ids (and other strings) an action's params name."""
    return frozenset(_strings(tuple(action.params.values())))


#: How many alternatives of a secret choice the two-sided check tries per action.
SECRET_ALTERNATIVES = 2


def check_noninterference(state: GameState, action: Action, seat: int, rng: random.Random) -> None:
    """Another seat's secrets do not reach ``seat`` through ``action`` (non-interference,
    two-sided).

    ``action`` is taken by the seat to act, the actor. When the actor is ``seat``
    itself, the action may show it what it asked to see, if its card declares it
    (:func:`check_declared_looks`); only its legal actions before the action are
    checked here (:func:`check_actor_independent`). Otherwise ``action`` is applied to
    the real state and to states that differ only in what ``seat`` does not know, and
    ``seat`` must read the same after each -- its view (tokens, marks, round log and the
    options of its pending decision included), its legal actions when it is to act,
    and its event stream (:func:`~citadels_rules.events_for`):

    1. what neither knows (:func:`scramble_secrets`: other hands, the deck below its
       top, the cards under other seats' districts);
    2. what the actor knows and ``seat`` does not: the actor's hand and cards too,
       except those the action names and those received by ``seat``;
    3. which seat holds which unrevealed character (:func:`scramble_characters`),
       except the characters the action names, those ``seat`` holds after it (the
       Theater's swap) and what the rules reveal by the action;
    4. for an action with secret params (a pick, a signed warrant, a card chosen from a
       hand), up to :data:`SECRET_ALTERNATIVES` other legal actions with the same
       public part (the draft's next options, which show by the rules what was taken,
       and the rules' reveals set aside: an alternative is skipped when it reveals
       other characters, gives the turn to another seat, hands ``seat`` other cards or
       puts other cards face up on the discard pile).

    An ability declared as publicly revealing a function of its target's hand (tag
    :data:`~citadels_rules.game.binder.REVEALS_HAND`, the Spy) keeps that hand in place,
    and so does a decision the action leaves to ``seat`` that shows it another seat's
    hand by its card's text (:func:`hands_shown`: Dong Zining choosing the cards he
    robs when the named character is revealed). A variation that makes the action
    illegal (2 to 4: the actor's own knowledge changed) is not compared.
    """
    try:
        _noninterference(state, action, seat, rng)
    except AssertionError as exc:
        text = str(exc)
        if "through" not in text:
            raise
        raise AssertionError(text + _suspects(state, action, seat, text)) from None


#: What a route of a leak is written by: the effect (or action) classes behind each
#: part of what a seat reads, for :func:`_suspects`.
_WRITERS = {
    "tokens": ("SetToken",),
    "marks": ("MarkCharacter",),
    "round_log": ("Affected", "MarkCharacter", "MoveDistrict", "Destroy", "Build"),
    "pending": ("Ask",),
    "its legal actions": ("Action",),
    "its events": ("Note",),
}


def _suspects(state: GameState, action: Action, seat: int, message: str) -> str:
    """`` (written by plugin 'x' of pack 'p')``: the plugins that returned, while
    ``action`` was applied (and ``seat``'s actions listed), a value of the kind behind
    the part of ``message`` that changed; replayed with traced hooks."""
    from tabletop_engine.hooks import ORIGINS

    routes = [
        names
        for part, names in _WRITERS.items()
        if f"({part}" in message or part in message.split("(", 1)[0]
    ]
    kinds = {k for names in routes for k in names}
    if not kinds:
        return ""
    ORIGINS.clear()
    try:
        traced = state.but(rules=state.rules.traced())
        after = step(traced, action, Ctx())
        if after.current_player == seat:
            legal_actions(after)
        found = {plugin for value, plugin in ORIGINS.values() if type(value).__name__ in kinds}
    except Exception:  # the replay itself failed: no suspects to add
        return ""
    finally:
        ORIGINS.clear()
    found = {p for p in found if not p.startswith("core")}
    if not found:
        return ""
    named = ", ".join(f"plugin {p!r} of pack {state.rules.pack_of(p)!r}" for p in sorted(found))
    return f" (written by {named})"


def _noninterference(state: GameState, action: Action, seat: int, rng: random.Random) -> None:
    """The body of :func:`check_noninterference`."""
    actor = state.current_player
    if actor is None:
        return
    if seat == actor:
        check_actor_independent(state, rng)
        return
    kept = revealed_hands(state, action)
    scrambled = scramble_secrets(state, seat, actor, rng, kept)
    if action not in legal_actions(scrambled):
        raise AssertionError(
            f"{action!r} is no longer legal once the cards hidden from seats {actor} and "
            f"{seat} change"
        )
    after, events = _applied(state, action)
    shown = hands_shown(after, seat)
    if any(i not in kept for i in shown):  # a decision shows ``seat`` a hand: keep it
        kept = (*kept, *shown)
        scrambled = scramble_secrets(state, seat, actor, rng, kept)
        if action not in legal_actions(scrambled):
            raise AssertionError(
                f"{action!r} is no longer legal once the cards hidden from seats {actor} "
                f"and {seat} change"
            )
    real = _seen(after, events, seat)
    where = f"seat {seat} learns another seat's secret through {action!r}"
    _compare(where, real, _seen(*_applied(scrambled, action), seat))

    # 2. what the actor knows and ``seat`` does not
    blame = _blamed(state, action)
    fixed = _named(action) | set(after.players[seat].hand)
    varied = scramble_secrets(state, seat, actor, rng, kept, frozenset(fixed))
    if varied != state and action in legal_actions(varied):
        where = f"seat {seat} learns what seat {actor} knows through {action!r} ({blame})"
        varied_after = _variation(varied, action)
        if varied_after is not None:
            _compare(where, real, _seen(*varied_after, seat))

    # 3. which seat holds which unrevealed character
    n = len(state.players)
    everyone, third = (
        [i for i in range(n) if i != seat],
        [i for i in range(n) if i not in (seat, actor)],
    )
    # the characters the action names and those ``seat`` holds after it (the Theater
    # hands it the actor's) stay put
    stay = _named(action) | set(after.players[seat].characters)
    for holders in (everyone, third):
        moved = scramble_characters(state, after, holders, rng, stay)
        if moved == state or action not in legal_actions(moved):
            continue
        moved_after = _variation(moved, action)
        if moved_after is None:
            break
        other, other_events = moved_after
        if _reveals_differ(after, other):
            break  # the rules reveal a holder (a Hospital's killed holder): not a leak
        where = f"seat {seat} learns who holds a hidden character through {action!r} ({blame})"
        _compare(where, real, _seen(other, other_events, seat))
        break

    # 4. the other secret choices with the same public part
    secret = secret_params(state, action)
    if not secret:
        return
    public = _public_part(state, action, secret)
    alternatives = [
        b
        for b in legal_actions(state)
        if b != action and b.kind == action.kind and _public_part(state, b, secret) == public
    ]
    mine = _seen(after, events, seat, draft_options=False)
    for alt in rng.sample(alternatives, min(SECRET_ALTERNATIVES, len(alternatives))):
        other, other_events = _applied(state, alt)
        by_text = {*hands_shown(after, seat), *hands_shown(other, seat)}
        if (
            _reveals_differ(after, other)
            or any(other.players[i].hand != after.players[i].hand for i in by_text)
            or other.players[seat].hand != after.players[seat].hand
            or other.players[seat].characters != after.players[seat].characters
            or other.discard != after.discard
            or len(other.draft.face_down) != len(after.draft.face_down)
        ):
            # the rules reveal it, show ``seat`` the hand it went to by a card's text
            # (Dong Zining choosing from a robbed hand that holds the kept card), put a
            # card face up, hand ``seat`` what was chosen (a
            # card, or a character: the Theater's swap), or
            # set aside a pile whose size shows at the table (super mode: a rank's
            # other characters go face down when one of them is picked)
            continue
        where = f"seat {seat} learns seat {actor}'s secret choice {action!r} ({blame})"
        _compare(
            where + f", not {alt!r}", mine, _seen(other, other_events, seat, draft_options=False)
        )


def check_declared_looks(state: GameState, action: Action, rng: random.Random) -> None:
    """An action shows its own seat only the hidden cards its card declares.

    The actor's action is applied to the real state and to one where the cards hidden
    from the actor (:func:`scramble_secrets`: other hands, the deck below its top, the
    cards under other seats' districts) are exchanged. When the actor's pending
    decision after it (its options and context) or the actor's event stream differ,
    the action showed it hidden cards: a *look*, legitimate only when declared -- by
    ``shows=`` on the ability (``@card.ability``) or on the answer of the decision
    (``@card.answer``), by the tag ``REVEALS_HAND``, by the decision's ``@card.redeal``
    saying where its cards lie (``Redeal.cards`` for the deciding seat), or by the core
    (a draft pick, drawn cards to keep). An undeclared look fails, naming the card.
    """
    actor = state.current_player
    if actor is None or action.actor != actor:
        return
    # the hands the action publicly reveals a function of (the Spy's count) stay put
    keep = revealed_hands(state, action)
    scrambled = scramble_secrets(state, actor, actor, rng, keep=keep)
    if scrambled == state or action not in legal_actions(scrambled):
        return  # the actor's legal actions are checked by check_actor_independent
    after, events = _applied(state, action)
    other, other_events = _applied(scrambled, action)
    d, e = after.pending, other.pending
    decision_differs = (d is not None and d.seat == actor) and (
        e is None or (d.kind, d.options, d.data) != (e.kind, e.options, e.data)
    )
    mine, theirs = events_for(events, actor), events_for(other_events, actor)
    if not decision_differs and mine == theirs:
        return
    if mine != theirs:
        o = (actor + 1) % len(state.players)
        public, public_other = events_for(events, o), events_for(other_events, o)
        if public != public_other:  # not a look: a leak to every seat
            gone = [x for x in public if x not in public_other]
            text = (
                f"seat {o} learns another seat's secret through {action!r}: its events "
                f"change with cards hidden from seat {actor} ({gone!r})"
            )
            raise AssertionError(text + _suspects(state, action, o, text))
    rules = state.rules
    names = []
    if action.kind == "ability":
        names.append(str(action.params.get("name")))
    if state.pending is not None and state.pending.seat == actor:
        names.append(state.pending.kind)
    if d is not None and d.seat == actor:
        names.append(d.kind)
        if d.kind in ("pick", "remove", "keep"):
            return
        redeal = rules.hooks.resample_decision(after, d, actor)
        if redeal is not None and any(cards for _, cards in redeal.cards):
            return
    if any(name in rules.shows for name in names):
        return
    if decision_differs:
        assert d is not None
        theirs_d = (e.options, e.data) if e is not None else None
        what = f"decision {d.kind!r} ({_difference((d.options, d.data), theirs_d)})"
        blame = owner(rules, d.kind)
    else:
        gone = [x for x in mine if x not in theirs]
        what = f"events {gone!r}"
        blame = _blamed(state, action)
    raise AssertionError(
        f"seat {actor} is shown hidden cards by {action!r} without declaring it: its {what} "
        f"depends on cards it may not know; {blame} must declare the look (shows= on "
        "@card.ability or @card.answer, or a @card.redeal saying where the cards lie)"
    )


def check_illegal_rejected(state: GameState, rng: random.Random) -> None:
    """An illegal action raises ``IllegalAction`` and leaves the state as it was."""
    if state.is_over:
        candidates = [Action("end_turn", actor=0)]
    else:
        seat = state.current_player
        other = (seat + 1) % len(state.players) if seat is not None else 0
        legal_now = legal_actions(state)
        wrong_seat = rng.choice(legal_now)
        candidates = [
            Action(wrong_seat.kind, actor=other, **wrong_seat.params),
            Action("end_turn", actor=other),
            Action("build", actor=seat, card="no_such_card"),
            Action("pick", actor=seat, character="nobody"),
            Action("ability", actor=seat, name="no.such_ability"),
        ]
    checks.check_illegal_rejected(state, candidates, legal_actions(state), apply, to_json)


def random_game(
    config: GameConfig, seed: int, max_actions: int = 20_000
) -> Iterator[tuple[GameState, Action | None]]:
    """Yield ``(state, action taken)`` along a random game, ending with ``(final, None)``."""
    rng = random.Random(seed)
    state = new_game(config)
    for _ in range(max_actions):
        if state.is_over:
            yield state, None
            return
        action = rng.choice(legal_actions(state))
        yield state, action
        state = apply(state, action)
    raise AssertionError(f"game {config} did not end within {max_actions} actions")


class InvariantFailure(AssertionError):
    """An invariant failed (or the game crashed) in a random game of :func:`check_game`.

    The message names the game (preset, player count, seed, characters, districts and
    variants when given), the step (the number of actions played before it), the action
    being taken, the original error and the replayable record written for it. The same
    facts are attributes: ``config``, ``seed`` (of the random choices), ``step``,
    ``action`` (None: a failure of the state itself or of the whole game), ``cause``
    (the original exception), ``record`` (its path, or None) and ``no_record`` (why
    none was written).
    """

    def __init__(
        self,
        config: GameConfig,
        seed: int,
        step: int,
        action: Action | None,
        cause: BaseException,
        record: Path | None,
        no_record: str = "pass failures=DIR or set CITADELS_FAILURES",
    ) -> None:
        self.config, self.seed, self.step, self.action = config, seed, step, action
        self.cause, self.record, self.no_record = cause, record, no_record
        super().__init__(self.describe())

    @property
    def reason(self) -> str:
        """The original error (see :func:`error_text`)."""
        return error_text(self.cause)

    def describe(self) -> str:
        """The failure as a few lines: game, step and action, reason, record."""
        where = (
            f"at step {self.step} ({self.step} actions played), taking {self.action!r}"
            if self.action is not None
            else f"at step {self.step} ({self.step} actions played)"
        )
        if self.record is not None:
            saved = (
                f"record: {self.record} (`citadels replay` replays the {self.step} steps "
                "up to the failure)"
            )
        else:
            saved = f"no record written ({self.no_record})"
        return "\n".join(
            [
                f"invariant failed in {game_label(self.config, self.seed)}",
                f"  {where}",
                f"  {self.reason}",
                f"  {saved}",
            ]
        )


def game_label(config: GameConfig, seed: int | None = None) -> str:
    """``preset 'classic', 4 players, seed 3`` and the characters, districts and variants
    when the config names some (``seed`` is the seed of the random choices, shown when it
    differs from the config's)."""
    parts = [f"preset {config.preset!r}", f"{config.players} players", f"seed {config.seed}"]
    if seed is not None and seed != config.seed:
        parts[-1] += f" (choices seed {seed})"
    for name in ("characters", "districts", "variants"):
        ids = getattr(config, name)
        if ids:
            parts.append(f"{name} {','.join(ids)}")
    return ", ".join(parts)


#: The environment variable naming the directory where failed games' records go.
FAILURES_ENV = "CITADELS_FAILURES"


def failures_dir(failures: Path | str | None) -> Path | None:
    """The directory for failure records: ``failures``, else ``$CITADELS_FAILURES``,
    else None (no record)."""
    if failures is not None:
        return Path(failures)
    env = os.environ.get(FAILURES_ENV)
    return Path(env) if env else None


def record_path(directory: Path, config: GameConfig, step: int) -> Path:
    """Where the record of a game failing at ``step`` goes: a name made of the preset,
    player count, seed and step, plus a digest of the whole config (characters,
    variants...), so the same failure always gets the same file."""
    digest = hashlib.sha256(to_json(config).encode()).hexdigest()[:8]
    name = f"failure-{config.preset}-{config.players}p-seed{config.seed}-{digest}-step{step}"
    return directory / f"{name}.json"


def write_failure_record(
    directory: Path,
    config: GameConfig,
    actions: Sequence[Action],
    state: GameState,
    failure: Failure,
) -> Path:
    """Write the :class:`~citadels_rules.runner.Record` of a failed game: ``actions`` (the
    steps before the failure) replay to ``state``; ``failure`` says what failed."""
    try:
        table = scores(state)
    except Exception:  # a crashing scoring hook may be the failure itself
        table = ()
    record = Record(
        config=config,
        plugins=ruleset_for(config).plugins,
        actions=tuple(actions),
        events=(),
        final_state=state,
        scores=tuple(table),
        failure=failure,
    )
    directory.mkdir(parents=True, exist_ok=True)
    path = record_path(directory, config, failure.step)
    atomic_write_text(path, to_json(record, indent=1) + "\n")
    return path


@attrs.define
class _Walk:
    """How far a checked game got: the current state, the actions played to reach it and
    the action being taken from it."""

    state: GameState | None = None
    actions: list[Action] = attrs.Factory(list)
    action: Action | None = None


def check_game(
    config: GameConfig,
    seed: int,
    *,
    every: int = 1,
    failures: Path | str | None = None,
    max_actions: int = 20_000,
) -> GameState:
    """Play a random game checking every invariant along the way; return the end state.

    ``seed`` drives the random choices. ``every`` checks the costlier invariants (JSON,
    views, hidden information) only every n-th action. Any failure -- an invariant's
    ``AssertionError`` or any exception raised while playing (a pack's ``PackError``, a
    crash in a hook) -- raises :class:`InvariantFailure` naming the game, step and action,
    after writing a record of the game up to the failure into ``failures`` (default:
    ``$CITADELS_FAILURES``; no record when neither is set). An invalid ``config`` raises
    its ``ConfigError`` as it is.

    A hook that changes the state it was given (``object.__setattr__`` on a frozen value)
    fails the game, named: each step compares a :func:`~tabletop_engine.hooks.digest`
    of its state before and after the step's checks and action (two walks of the state
    per step), and any failed step (a changed state, gold out of nothing) is replayed in
    check mode (:func:`~tabletop_engine.hooks.checking_inputs`, which digests the
    arguments of every hook call), where the hook that changed its state raises
    :class:`~tabletop_engine.errors.MutatedInput` naming it.
    """
    walk = _Walk()
    try:
        return _check_game(config, seed, every, max_actions, walk)
    except ConfigError:
        raise
    except Exception as exc:
        raise _failure(config, seed, walk, exc, failures_dir(failures)) from exc


def _failure(
    config: GameConfig, seed: int, walk: _Walk, exc: Exception, directory: Path | None
) -> InvariantFailure:
    """The :class:`InvariantFailure` of ``exc``, with its record written when possible."""
    step = len(walk.actions)
    if walk.state is None:
        return InvariantFailure(config, seed, step, None, exc, None, "the game failed at setup")
    if directory is None:
        return InvariantFailure(config, seed, step, walk.action, exc, None)
    failure = Failure(step, walk.action, error_text(exc))
    try:
        path = write_failure_record(directory, config, walk.actions, walk.state, failure)
    except Exception as write_error:  # e.g. a state that does not serialize: the failure
        why = f"writing it failed: {error_text(write_error)}"
        return InvariantFailure(config, seed, step, walk.action, exc, None, why)
    return InvariantFailure(config, seed, step, walk.action, exc, path)


def _check_game(
    config: GameConfig, seed: int, every: int, max_actions: int, walk: _Walk
) -> GameState:
    """The body of :func:`check_game`, keeping ``walk`` up to date for its report."""
    choices, rng = random.Random(seed), random.Random(seed)
    state = walk.state = new_game(config)
    for i in range(max_actions + 1):
        walk.action = None
        check_legal_nonempty(state)
        action = None if state.is_over else choices.choice(legal_actions(state))
        walk.action = action
        rng_state, before = rng.getstate(), digest(state)
        try:
            _step_checks(state, action, i, every, rng)
            after = apply(state, action) if action is not None else state
            if digest(state) != before:
                raise AssertionError(
                    f"the state of step {i} changed in place during its checks or "
                    f"{action!r}: a hook changed the state it was given"
                )
            check_conserved(state, after)
        except Exception:
            _mutation_named(config, walk.actions, action, i, every, rng_state)
            raise
        if action is None:
            walk.action = None
            check_deterministic(config, walk.actions, state)
            return state
        walk.actions.append(action)
        state = walk.state = after
    raise AssertionError(f"the game did not end within {max_actions} actions")


def _step_checks(
    state: GameState, action: Action | None, i: int, every: int, rng: random.Random
) -> None:
    """The costlier invariants of :func:`check_game`'s step ``i`` (every ``every``-th)."""
    if i % every:
        return
    n = len(state.players)
    check_round_trip(state)
    for seat in range(n):
        check_view_hides(state, seat)
    check_illegal_rejected(state, rng)
    check_view_independent(state, i % n, rng)
    if action is not None:
        check_actor_independent(state, rng)
        check_declared_looks(state, action, rng)
        actor = state.current_player
        others = [s for s in range(n) if s != actor]
        check_noninterference(state, action, others[i % len(others)], rng)
    for seat in range(n):
        check_resample(state, seat, rng)


def _mutation_named(
    config: GameConfig,
    actions: list[Action],
    action: Action | None,
    i: int,
    every: int,
    rng_state: Any,
) -> None:
    """After step ``i`` failed, replay it in check mode: when a hook changed the state it
    was given (the failure's likely cause: gold out of nothing, a state changed in
    place), raise the :class:`~tabletop_engine.errors.MutatedInput` naming its
    pack, plugin and hook. Check mode digests the arguments of every hook call, so it
    runs only on failure."""
    try:
        with checking_inputs():
            replayed = new_game(config)
            for done in actions:
                replayed = apply(replayed, done)
            rng = random.Random()
            rng.setstate(rng_state)
            _step_checks(replayed, action, i, every, rng)
            if action is not None:
                apply(replayed, action)
    except MutatedInput:
        raise
    except Exception:
        return  # the step's own failure stands


def check_deterministic(config: GameConfig, actions: list[Action], final: GameState) -> None:
    """The same config and actions give the same final state (exact replay)."""
    state = new_game(config)
    for action in actions:
        state = apply(state, action)
    assert state == final, "replaying the same actions gave another state"


def run_pack_invariants(
    config: GameConfig | str,
    players: Iterable[int] = (2, 3, 4, 5, 6, 7),
    games: int = 5,
    *,
    every: int = 7,
    failures: Path | str | None = None,
    **config_fields: Any,
) -> int:
    """Play ``games`` random games per player count and check every invariant.

    ``config`` is a :class:`GameConfig` (its player count is used as given) or a preset
    name (combined with ``players`` and ``config_fields``). Returns the number of games.
    The first failure raises :class:`InvariantFailure`, its record written into
    ``failures`` (see :func:`check_game`).
    """
    configs = []
    if isinstance(config, GameConfig):
        configs = [config]
    else:
        configs = [GameConfig(players=n, preset=config, **config_fields) for n in players]
    played = 0
    for base in configs:
        for seed in range(games):
            cfg = attrs.evolve(base, seed=(base.seed or 0) + seed)
            check_game(cfg, seed, every=every, failures=failures)
            played += 1
    return played
