"""Property tests over random games, 2-4 players, random kingdoms (Hypothesis).

Each example plays a whole game: Hypothesis draws the seed (config, kingdom, agents and
the random walk's tail). The number of examples follows the loaded profile (tests/
conftest.py: ``quick`` in the default tier, ``thorough`` with ``--thorough``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dominion_rules as dr
from dominion_rules.state import GameState, PlayerState
from dominion_rules.testing.invariants import redeal_hidden

from .util import every_card, examples

AGENTS = (dr.RandomAgent, dr.GreedyAgent, dr.BigMoneyAgent, dr.SmithyBigMoneyAgent)


def config_for(seed: int) -> tuple[dr.GameConfig, list[object]]:
    """A config (2-4 players, a random kingdom, maybe a variant) and agents from a seed."""
    rng = random.Random(seed)
    players = rng.randint(2, 4)
    variants = tuple(v for v in sorted(dr.VARIANTS) if rng.random() < 0.3)
    config = dr.GameConfig(
        players=players, seed=seed, kingdom=dr.random_kingdom(rng), variants=variants
    )
    agents = [rng.choice(AGENTS)() for _ in range(players)]
    return config, agents


def walk(seed: int) -> Iterator[tuple[GameState, dr.Action | None]]:
    """Every state of the game ``seed`` with the action taken from it (None at the end)."""
    config, agents = config_for(seed)
    rng = random.Random(seed)
    state = dr.new_game(config)
    for _ in range(50_000):
        if state.is_over:
            yield state, None
            return
        seat = state.current_player
        assert seat is not None
        legal = dr.legal_actions(state)
        action = agents[seat].act(dr.observe(state, seat), legal, rng)  # type: ignore[attr-defined]
        yield state, action
        state = dr.apply(state, action)
    raise AssertionError(f"game {seed} did not end in 50,000 actions")


seeds = st.integers(min_value=0, max_value=2**32)


@settings(max_examples=examples(100))
@given(seeds)
def test_every_game_ends_and_conserves_cards(seed: int) -> None:
    """D-1.4, D-7: the game ends; the cards over every zone + supply + trash are the same
    at every step; legal actions are never empty before the end, empty after."""
    first = None
    last = None
    for state, action in walk(seed):
        cards = every_card(state)
        first = first or cards
        assert cards == first
        if action is not None:
            assert dr.legal_actions(state)
        last = state
    assert last is not None and last.is_over and dr.legal_actions(last) == []
    assert dr.winners(last)


@settings(max_examples=examples(100))
@given(seeds)
def test_determinism_and_exact_replay(seed: int) -> None:
    """The same config and agents give the same record; replay gives the final state."""
    config, agents = config_for(seed)
    a = dr.play(config, agents)
    config2, agents2 = config_for(seed)
    b = dr.play(config2, agents2)
    assert a.actions == b.actions and a.final_state == b.final_state
    assert dr.replay(a) == a.final_state
    assert dr.from_json(dr.to_json(a)) == a


@settings(max_examples=examples(100))
@given(seeds)
def test_json_round_trip_every_step(seed: int) -> None:
    """Every state (paused decisions and queues included) and view reads back equal,
    and play goes on identically from the copy."""
    for i, (state, action) in enumerate(walk(seed)):
        if i % 7 and action is not None and state.pending is None:
            continue
        copy = dr.from_json(dr.to_json(state))
        assert copy == state
        seat = state.current_player if state.current_player is not None else 0
        view = dr.observe(state, seat)
        assert dr.from_json(dr.to_json(view)) == view
        if action is not None:
            assert dr.apply(copy, action) == dr.apply(state, action)


@settings(max_examples=examples(100))
@given(seeds)
def test_views_leak_nothing_hidden(seed: int) -> None:
    """D-8: two states that differ only in what a seat may not see give that seat equal
    views; and the view does change when something it may see changes."""
    rng = random.Random(seed)
    for i, (state, _) in enumerate(walk(seed)):
        if i % 5:
            continue
        for seat in range(len(state.players)):
            other = redeal_hidden(state, seat, rng)
            assert Counter(every_card(other)) == Counter(every_card(state))
            assert dr.observe(other, seat) == dr.observe(state, seat)
        p = state.players[0]
        if p.hand:
            swapped = state.with_player(
                0, PlayerState(p.hand[1:], p.deck, p.discard + p.hand[:1], p.in_play, p.set_aside)
            )
            assert dr.observe(swapped, 0) != dr.observe(state, 0)


@settings(max_examples=examples(100))
@given(seeds)
def test_illegal_actions_raise_and_change_nothing(seed: int) -> None:
    """An action that is not legal raises IllegalAction and leaves the state as it was."""
    for i, (state, _) in enumerate(walk(seed)):
        if i % 3:
            continue
        text = dr.to_json(state)
        legal = set(dr.legal_actions(state))
        seat = state.current_player
        candidates = [
            dr.Action("buy", actor=seat, card="province"),
            dr.Action("play", actor=seat, card="smithy"),
            dr.Action("choose", actor=seat, option="copper"),
            dr.Action("done", actor=seat),
            dr.Action("end_turn", actor=seat),
            dr.Action("end_actions", actor=None if seat is None else (seat + 1) % 2),
            dr.Action("buy", actor=seat, card="platinum"),
        ]
        for bad in candidates:
            if bad in legal:
                continue
            with pytest.raises(dr.IllegalAction):
                dr.apply(state, bad)
            assert dr.to_json(state) == text


@pytest.mark.thorough
def test_many_checked_games_thorough_tier() -> None:
    """The thorough tier (pytest --thorough): 40 whole games through every check of
    :func:`dominion_rules.testing.invariants.check_game`."""
    from dominion_rules.testing.invariants import check_game

    for seed in range(40):
        config, agents = config_for(seed)
        assert check_game(config, agents, every=2) == [], seed


@settings(max_examples=examples(100))
@given(seeds, st.lists(st.integers(min_value=0, max_value=10_000), max_size=300))
def test_walks_chosen_move_by_move(seed: int, choices: list[int]) -> None:
    """Hypothesis picks the first moves by index among the legal actions (shrinking to
    "the first legal action"), a random tail plays on: no move raises, cards are
    conserved, and the game ends."""
    config, _ = config_for(seed)
    rng = random.Random(seed)
    state = dr.new_game(config)
    start = every_card(state)
    for step in range(20_000):
        if state.is_over:
            break
        legal = dr.legal_actions(state)
        assert legal
        i = choices[step] if step < len(choices) else int(rng.random() * len(legal))
        state = dr.apply(state, legal[i % len(legal)])
        assert every_card(state) == start
    assert state.is_over
