"""Invariant checks of whole games: what ``dominion check`` and the property tests verify.

Each check is a plain function naming what it verifies; :func:`check_game` runs them all
at every step of one game and returns the problems found (empty: all held).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop_engine import checks
from tabletop_engine.actions import Action
from tabletop_engine.interpreter import located

from ..config import GameConfig
from ..records import replay
from ..reducer import apply, legal_actions, new_game
from ..serialization import from_json, to_json
from ..state import GameState, PlayerState
from ..views import observe


def every_card(state: GameState) -> Counter[str]:
    """Every card of the game: all zones, the supply and the trash (D-1.4)."""
    out: Counter[str] = Counter()
    for p in state.players:
        for zone in (p.hand, p.deck, p.discard, p.in_play, p.set_aside):
            out.update(zone)
    out.update(state.trash)
    for card, n in state.supply.items():
        out[card] += n
    return out


def redeal_hidden(
    state: GameState, seat: int, rng: random.Random, keep: tuple[int, ...] = ()
) -> GameState:
    """``state`` with every card hidden from ``seat`` dealt again, sizes and discard tops
    kept: every deck (below a top card the rules showed everyone, :func:`_shown_tops`),
    the others' hands, each discard below its top (D-8). The hands of the seats in
    ``keep`` stay too (what another seat knows, for the two-sided check)."""
    hidden: list[str] = []
    kept = {seat, *keep}
    shown = _shown_tops(state)
    for i, p in enumerate(state.players):
        hidden += p.deck[shown[i] :] + p.discard[:-1] + (p.hand if i not in kept else ())
    rng.shuffle(hidden)
    players = []
    for i, p in enumerate(state.players):
        k = len(p.deck) - shown[i]
        deck, hidden = p.deck[: shown[i]] + tuple(hidden[:k]), hidden[k:]
        k = max(len(p.discard) - 1, 0)
        below, hidden = tuple(hidden[:k]), hidden[k:]
        hand = p.hand
        if i not in kept:
            hand, hidden = tuple(hidden[: len(p.hand)]), hidden[len(p.hand) :]
        players.append(PlayerState(hand, deck, below + p.discard[-1:], p.in_play, p.set_aside))
    return state.but(players=tuple(players))


def _shown_tops(state: GameState) -> list[int]:
    """Per seat, how many cards on top of its deck everyone has seen: the card a
    pending decision's public data names at a seat (the Spy's revealed card stays on the
    deck while its player decides, API_DOMINION.md) when it is that deck's top."""
    out = [0] * len(state.players)
    pending = state.pending
    if pending is not None:
        at, card = pending.data.get("seat"), pending.data.get("card")
        if isinstance(at, int) and 0 <= at < len(out) and state.players[at].deck[:1] == (card,):
            out[at] = 1
    return out


def turned_up(state: GameState, seat: int) -> tuple[Any, ...]:
    """What the rules may show ``seat`` of hidden cards: the cards face up, seat by seat
    (in play, set aside, each discard's top; a Thief's reveals differ by whose deck they
    came from) and in the trash, its own hand (it sees what it draws),
    every hand's size (a Bureaucrat's victim topdecks a Victory card only if it has
    one), and who is asked what with which public data (a Moat's holder is asked, a
    Spy's revealed card). When these differ in two worlds the rules showed different
    cards, and the two-sided check does not compare them."""
    cards = (
        tuple(sorted(state.trash)),
        tuple((p.in_play, p.set_aside, p.discard[-1:]) for p in state.players),
    )
    pending = state.pending
    asked = None if pending is None else (pending.seat, pending.kind, pending.data)
    sizes = tuple(len(p.hand) for p in state.players)
    return cards, tuple(sorted(state.players[seat].hand)), sizes, asked


def _seen(state: GameState, seat: int) -> tuple[Any, ...]:
    """What ``seat`` reads: its view, and its legal actions when it is to act."""
    mine = legal_actions(state) if state.current_player == seat else ()
    return observe(state, seat), tuple(mine)


def check_two_sided(state: GameState, action: Action, rng: random.Random) -> None:
    """Non-interference (D-8), the engine's two-sided check for each seat:

    * the seat to act: its legal actions do not change when every card hidden from it
      is dealt again;
    * every other seat: dealt again what neither it nor the actor may see (the actor's
      hand stays), it reads the same before and after ``action`` -- its view (pending
      decisions included) and its legal actions -- unless the rules turned up other
      cards in the two worlds (:func:`turned_up`).
    """
    actor = state.current_player
    if actor is None:
        return
    other = redeal_hidden(state, actor, rng)
    assert legal_actions(other) == legal_actions(state), (
        f"seat {actor}'s legal actions depend on cards hidden from it"
    )
    after = apply(state, action)
    for seat in range(len(state.players)):
        if seat == actor:
            continue
        other = redeal_hidden(state, seat, rng, keep=(actor,))
        shown = turned_up(after, seat)
        if action in legal_actions(other) and turned_up(apply(other, action), seat) != shown:
            continue  # the rules turned up other cards: a reveal, not a leak
        checks.check_two_sided(
            state, other, action, seat, apply=apply, legal=legal_actions, seen=_seen
        )


def illegal_candidates(state: GameState) -> list[Action]:
    """Actions to try on ``state`` that should be refused: another seat's, unknown
    cards, a finished game's."""
    seat = state.current_player
    if seat is None:
        return [Action("end_turn", actor=0), Action("buy", actor=0, card="copper")]
    other = (seat + 1) % len(state.players)
    return [
        Action("end_turn", actor=other),
        Action("buy", actor=seat, card="no_such_card"),
        Action("play", actor=seat, card="province"),
        Action("choose", actor=seat, option="no_such_option"),
        Action("treasure", actor=other, card="copper"),
    ]


def check_game(
    config: GameConfig, agents: list[Any], *, every: int = 1, max_actions: int = 50_000
) -> list[str]:
    """Play ``config`` with ``agents`` checking, every ``every`` steps, with the engine's
    checks (:mod:`tabletop_engine.checks`): cards conserved, the listing (empty
    exactly at the end, unique, the acting seat's; in phase order), JSON round trip, the
    two-sided view check (:func:`check_two_sided`), illegal actions refused with the
    state unchanged; at the end: replay equals the final state. Returns the problems
    (empty: all held)."""
    problems: list[str] = []
    rng = random.Random(config.seed)
    state = new_game(config)
    start = every_card(state)
    actions = []
    step = 0
    while True:
        legal = legal_actions(state)
        if step % every == 0 or state.is_over:
            try:
                checks.check_listing(
                    legal, state.is_over, state.current_player, sorted_by_key=False
                )
                checks.check_counted("cards", start, every_card(state))
                checks.check_round_trip(state, to_json, from_json)
                checks.check_illegal_rejected(
                    state, illegal_candidates(state), legal, apply, to_json
                )
            except AssertionError as exc:
                problems.append(f"step {step}: {exc}")
        if state.is_over or not legal:
            break
        if step >= max_actions:
            return [*problems, f"not over after {max_actions} actions"]
        seat = state.current_player
        assert seat is not None
        action = agents[seat].act(observe(state, seat), legal, rng)
        with located(f"check_game step {step}"):  # a runaway card: seed and step named
            if step % every == 0:
                try:
                    check_two_sided(state, action, rng)
                except AssertionError as exc:
                    problems.append(f"step {step}: {exc}")
            state = apply(state, action)
        actions.append(action)
        step += 1
    from ..records import GameRecord
    from ..scoring import scores

    record = GameRecord(config, (), tuple(actions), state, scores(state))
    if replay(record) != state:
        problems.append("replay differs from the final state")
    return problems
