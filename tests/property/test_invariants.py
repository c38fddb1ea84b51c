"""Whole-game properties of the classic preset over seeds, 2-7 players and harmless variants.

The invariants themselves live in :mod:`citadels_rules.testing.invariants` (shared with
the pack authors' plugin); these tests draw the games and call them, adding only the
properties that the shared functions do not cover. Costly checks (JSON, views, parsing)
run every ``EVERY``-th state from a drawn offset, so every state is reachable.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import citadels_rules as cr
from citadels_rules.testing.invariants import (
    all_cards,
    check_conserved,
    check_deterministic,
    check_illegal_rejected,
    check_legal_nonempty,
    check_round_trip,
    check_view_hides,
    check_view_independent,
    total_gold,
)

from .strategies import (
    MAX_ACTIONS,
    SEEDS,
    agents,
    any_configs,
    arbitrary_actions,
    choices,
    configs,
    walk,
)

#: How often the costlier checks run along a walk.
EVERY = 5

#: Starting bank of the classic preset, by bank variant (C-3.1).
CLASSIC_GOLD = 30
BANK_35_GOLD = 35

offsets = st.integers(0, EVERY - 1)
points = st.integers(0, 400)


# -- (1) conservation ------------------------------------------------------------------


@given(config=configs(), opening=choices(), seed=SEEDS)
def test_gold_and_cards_are_conserved_by_every_action(config, opening, seed) -> None:
    """Bank + stashes + district gold, and the multiset of cards, never change."""
    states = [state for state, _ in walk(config, opening, seed)]
    first = states[0]
    if "bank_unlimited" in config.variants:
        assert first.bank is None
    else:
        expected = BANK_35_GOLD if "bank_35" in config.variants else CLASSIC_GOLD
        assert total_gold(first) == expected, "setup created or lost gold"
    for before, after in itertools.pairwise(states):
        check_conserved(before, after)
    assert all_cards(states[-1]) == all_cards(first)


@given(config=configs(), opening=choices(max_size=20), seed=SEEDS, offset=offsets)
def test_every_legal_action_is_accepted_and_conserves(config, opening, seed, offset) -> None:
    """Not only the action a walk takes: every legal action applies and conserves."""
    for i, (state, _) in enumerate(walk(config, opening, seed, stop=150)):
        if i % EVERY != offset:
            continue
        for action in cr.legal_actions(state):
            check_conserved(state, cr.apply(state, action))


# -- (2) determinism --------------------------------------------------------------------


@given(config=configs(), opening=choices(), seed=SEEDS)
def test_same_seed_and_actions_give_the_same_states(config, opening, seed) -> None:
    """Two walks with the same config and choices pass through equal states."""
    first = list(walk(config, opening, seed))
    second = list(walk(config, opening, seed))
    assert first == second
    actions = [a for _, a in first if a is not None]
    check_deterministic(config, actions, first[-1][0])


@given(data=st.data(), config=configs())
def test_play_is_a_function_of_config_and_agents(data, config) -> None:
    """``play`` twice gives equal records, and ``replay`` gives the final state exactly."""
    kinds = [type(a) for a in data.draw(agents(config.players), label="agents")]
    record = cr.play(config, agents=[k() for k in kinds])
    again = cr.play(config, agents=[k() for k in kinds])
    assert record == again
    assert cr.replay(record) == record.final_state
    assert record.scores == cr.scores(record.final_state)


# -- (3) JSON ---------------------------------------------------------------------------


@given(config=configs(), opening=choices(), seed=SEEDS, offset=offsets)
def test_states_and_views_round_trip_through_json(config, opening, seed, offset) -> None:
    """States (and their legal actions) and every seat's view read back equal."""
    for i, (state, _) in enumerate(walk(config, opening, seed)):
        if i % EVERY == offset or state.is_over:
            check_round_trip(state)
            for seat in range(config.players):
                view = cr.observe(state, seat)
                assert cr.from_json(cr.to_json(view)) == view


@given(config=configs(), opening=choices(), seed=SEEDS, at=points, tail=SEEDS)
def test_a_state_loaded_from_json_plays_on_identically(config, opening, seed, at, tail) -> None:
    """A copy from JSON, given the same actions, goes through the same states to the end."""
    state = [s for s, _ in walk(config, opening, seed, stop=at)][-1]
    copy = cr.from_json(cr.to_json(state))
    rng = random.Random(tail)
    for _ in range(MAX_ACTIONS):
        assert copy == state
        if state.is_over:
            break
        legal = cr.legal_actions(state)
        assert cr.legal_actions(copy) == legal
        action = legal[rng.randrange(len(legal))]
        state, copy = cr.apply(state, action), cr.apply(copy, action)
    assert state.is_over and copy.is_over


@given(config=any_configs())
def test_configs_round_trip_through_json(config) -> None:
    """A config (names in any script, crown, variants) reads back equal."""
    assert cr.from_json(cr.to_json(config)) == config


@given(data=st.data(), config=configs())
def test_records_round_trip_through_json(data, config) -> None:
    """A record reads back equal, and the copy replays to the same final state."""
    record = cr.play(config, agents=data.draw(agents(config.players), label="agents"))
    copy = cr.from_json(cr.to_json(record))
    assert copy == record
    assert cr.replay(copy) == record.final_state


# -- (4) views --------------------------------------------------------------------------


@given(config=configs(), opening=choices(), seed=SEEDS, offset=offsets)
def test_views_hide_what_a_seat_may_not_know(config, opening, seed, offset) -> None:
    """Hands of others, deck order, face-down and unrevealed characters stay hidden."""
    for i, (state, _) in enumerate(walk(config, opening, seed)):
        if i % EVERY == offset or state.is_over:
            for seat in range(config.players):
                check_view_hides(state, seat)


@given(config=configs(), opening=choices(), seed=SEEDS, offset=offsets, shuffle=SEEDS)
def test_views_do_not_depend_on_hidden_information(config, opening, seed, offset, shuffle) -> None:
    """Two states that differ only in what a seat may not know look the same to it."""
    rng = random.Random(shuffle)
    for i, (state, _) in enumerate(walk(config, opening, seed)):
        if i % EVERY == offset:
            for seat in range(config.players):
                check_view_independent(state, seat, rng)


@given(config=configs(seeds=st.integers(1, 2**32 - 1)))
def test_a_view_does_not_reveal_the_deal(config) -> None:
    """No seat can deal the game again from its view to learn the deck and hands (DESIGN 6).

    A view carries the config; were the real seed in it, ``new_game`` on it would deal
    the same deck and hands. (Seeds start at 1 so that a view redacting the seed to 0
    is not mistaken for a leak.)
    """
    state = cr.new_game(config)
    for seat in range(config.players):
        view = cr.from_json(cr.to_json(cr.observe(state, seat)))
        try:
            rebuilt = cr.new_game(view.config)
        except cr.ConfigError:  # the seed is redacted: nothing to deal again
            continue
        assert rebuilt.deck != state.deck, "the view's config (its seed) re-deals the deck"
        for i in range(config.players):
            if i != seat:
                assert rebuilt.players[i].hand != state.players[i].hand, f"hand {i} re-dealt"


# -- (5) termination and legal actions --------------------------------------------------


@given(config=configs(), opening=choices(), seed=SEEDS)
def test_every_game_ends_and_offers_actions_until_then(config, opening, seed) -> None:
    """A random game ends within the bound; legal actions are empty exactly at the end."""
    states = [state for state, _ in walk(config, opening, seed)]  # fails past MAX_ACTIONS
    for state in states:
        check_legal_nonempty(state)
    final = states[-1]
    assert final.is_over and final.current_player is None
    assert cr.legal_actions(final) == []
    assert cr.winners(final), "a finished game has no winner"
    for state in states[:-1]:
        assert not state.is_over and cr.winners(state) == ()


@given(config=configs())
def test_random_agents_finish_a_game(config) -> None:
    """``play`` with random agents ends within the bound."""
    record = cr.play(config, max_actions=MAX_ACTIONS, record_events=False)
    assert record.final_state.is_over
    assert 0 < len(record.actions) <= MAX_ACTIONS


# -- (6) illegal actions ----------------------------------------------------------------


def assert_rejected(state: cr.GameState, action: cr.Action) -> None:
    """``action`` raises ``IllegalAction`` and leaves ``state`` equal to its JSON snapshot."""
    snapshot = cr.to_json(state)
    with pytest.raises(cr.IllegalAction):
        cr.apply(state, action)
    assert cr.to_json(state) == snapshot, "a rejected action changed the state"
    assert cr.from_json(snapshot) == state


@given(data=st.data(), config=configs(), opening=choices(), seed=SEEDS, at=points)
def test_illegal_actions_raise_and_change_nothing(data, config, opening, seed, at) -> None:
    """Fixed, re-attributed and arbitrary illegal actions are all rejected cleanly."""
    states = [s for s, _ in walk(config, opening, seed, stop=at)]
    rng = random.Random(seed)
    for state in [*states[:: EVERY * 3], states[-1]]:
        check_illegal_rejected(state, rng)
        legal = cr.legal_actions(state)
        for action in legal[:5]:
            for actor in range(-1, config.players + 1):
                moved = cr.Action(action.kind, actor=actor, **action.params)
                if moved not in legal:
                    assert_rejected(state, moved)
    state = states[-1]
    legal = set(cr.legal_actions(state))
    for _ in range(5):
        action = data.draw(arbitrary_actions(state), label="action")
        if action not in legal:
            assert_rejected(state, action)


@given(config=configs(), seed=SEEDS)
def test_nothing_is_legal_after_the_end(config, seed) -> None:
    """A finished game rejects every action, legal a moment before or not."""
    states = [s for s, _ in walk(config, (), seed)]
    final = states[-1]
    for action in cr.legal_actions(states[-2])[:5]:
        assert_rejected(final, action)


# -- (7) legal actions are well formed --------------------------------------------------


@given(config=configs(), opening=choices(), seed=SEEDS, offset=offsets)
def test_legal_actions_are_sorted_unique_and_parse_back(config, opening, seed, offset) -> None:
    """Sorted, unique, all for the current player, and ``parse_action(str(a)) == a``."""
    for i, (state, _) in enumerate(walk(config, opening, seed)):
        if i % EVERY != offset:
            continue
        check_legal_nonempty(state)
        for action in cr.legal_actions(state):
            assert action.actor == state.current_player
            assert cr.parse_action(str(action), state) == action, str(action)


# -- (8) scores -------------------------------------------------------------------------


@given(config=configs(), opening=choices(), seed=SEEDS, offset=offsets)
def test_score_totals_are_the_sum_of_their_lines(config, opening, seed, offset) -> None:
    """Running and final scores add up; the winners hold the top total."""
    state = None
    for i, (state, _) in enumerate(walk(config, opening, seed)):
        if i % EVERY == offset or state.is_over:
            for score in cr.scores(state):
                assert score.total == sum(line.points for line in score.lines), score
    assert state is not None and state.is_over
    totals = [s.total for s in cr.scores(state)]
    winners = cr.winners(state)
    assert winners and set(winners) <= set(range(config.players))
    assert all(totals[w] == max(totals) for w in winners)


# -- (9) agents -------------------------------------------------------------------------


def test_greedy_agent_clearly_beats_random_agents() -> None:
    """One GreedyAgent against three RandomAgents wins well above a fair 25% (40 games)."""
    games, wins = 40, 0
    for seed in range(games):
        seat = seed % 4
        seats = [cr.RandomAgent() for _ in range(4)]
        seats[seat] = cr.GreedyAgent()
        record = cr.play(cr.GameConfig(players=4, seed=seed), agents=seats, record_events=False)
        wins += seat in record.winners
    assert wins >= 0.6 * games, f"GreedyAgent won {wins} of {games} games"
