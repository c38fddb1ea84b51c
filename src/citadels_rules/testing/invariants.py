"""Whole-game invariants as plain functions, shared by our property tests and by the
pytest plugin that pack authors use (``pack_invariants``).

Each ``check_*`` function raises ``AssertionError`` with a precise message when the
invariant does not hold.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from ..engine.actions import Action
from ..engine.errors import IllegalAction
from ..engine.serialization import from_json, to_json
from ..game.config import GameConfig
from ..game.reducer import apply, legal_actions, new_game
from ..game.state import District, GameState
from ..game.views import observe


def total_gold(state: GameState) -> int | None:
    """Bank + stashes + gold on districts; None with an unlimited bank."""
    if state.bank is None:
        return None
    on_districts = sum(d.gold for p in state.players for d in p.city)
    return state.bank + sum(p.gold for p in state.players) + on_districts


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
    cards_before, cards_after = all_cards(before), all_cards(after)
    lost, gained = cards_before - cards_after, cards_after - cards_before
    assert cards_before == cards_after, f"cards not conserved: lost {lost}, gained {gained}"


def check_legal_nonempty(state: GameState) -> None:
    """Legal actions are empty exactly when the game is over; sorted and unique."""
    actions = legal_actions(state)
    if state.is_over:
        assert actions == [], "a finished game offers actions"
        assert state.current_player is None
        return
    assert actions, f"no legal action before the end: {state!r}"
    assert len(set(actions)) == len(actions), "legal actions are not unique"
    assert actions == sorted(actions, key=lambda a: a.sort_key), "legal actions are not sorted"
    assert all(a.actor == state.current_player for a in actions), "an action of another seat"


def check_round_trip(state: GameState) -> None:
    """A state reads back equal from its JSON, and the copy plays on identically."""
    text = to_json(state)
    copy = from_json(text)
    assert copy == state, "state changed through JSON"
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


def check_view_independent(state: GameState, seat: int, rng: random.Random) -> None:
    """Changing only what ``seat`` may not know leaves its view unchanged."""
    scrambled = scramble_hidden(state, seat, rng)
    assert observe(scrambled, seat) == observe(state, seat), (
        f"seat {seat}'s view depends on hidden data"
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
    legal = set(legal_actions(state))
    snapshot = to_json(state)
    for action in candidates:
        if action in legal:
            continue
        try:
            apply(state, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"illegal {action!r} was accepted")
        assert to_json(state) == snapshot, "a rejected action changed the state"


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


def check_game(config: GameConfig, seed: int, *, every: int = 1) -> GameState:
    """Play a random game checking every invariant along the way; return the end state.

    ``every`` checks the costlier invariants (JSON, views) only every n-th action.
    """
    rng = random.Random(seed)
    previous: GameState | None = None
    actions: list[Action] = []
    final: GameState | None = None
    for i, (state, action) in enumerate(random_game(config, seed)):
        if previous is not None:
            check_conserved(previous, state)
        check_legal_nonempty(state)
        if i % every == 0:
            check_round_trip(state)
            for seat in range(len(state.players)):
                check_view_hides(state, seat)
            check_illegal_rejected(state, rng)
            check_view_independent(state, i % len(state.players), rng)
        previous = state
        if action is not None:
            actions.append(action)
        final = state
    assert final is not None and final.is_over
    check_deterministic(config, actions, final)
    return final


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
    **config_fields: Any,
) -> int:
    """Play ``games`` random games per player count and check every invariant.

    ``config`` is a :class:`GameConfig` (its player count is used as given) or a preset
    name (combined with ``players`` and ``config_fields``). Returns the number of games.
    """
    configs = []
    if isinstance(config, GameConfig):
        configs = [config]
    else:
        configs = [GameConfig(players=n, preset=config, **config_fields) for n in players]
    played = 0
    for base in configs:
        for seed in range(games):
            cfg = GameConfig(
                players=base.players,
                preset=base.preset,
                seed=(base.seed or 0) + seed,
                characters=base.characters,
                districts=base.districts,
                variants=base.variants,
            )
            check_game(cfg, seed, every=every)
            played += 1
    return played
