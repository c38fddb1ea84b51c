"""``SearchAgent``: legal, deterministic for a seed, and stronger than random play."""

from __future__ import annotations

import random
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules.game.state import WorkingState
from citadels_rules.search import CitadelsSearch, SearchAgent, evaluate, greedy_choice
from citadels_rules.simulate import AGENTS, make_agents
from tabletop_engine.search import MonteCarloAgent, SearchGame


def _game(agents: list, seed: int, players: int = 4, preset: str = "classic") -> cr.Record:
    return cr.play(cr.GameConfig(players=players, preset=preset, seed=seed), agents)


def test_same_seed_same_game() -> None:
    """The choices are a function of the view, the seat's rng and the seed."""
    first = _game([SearchAgent(simulations=6, seed=3)] + [cr.GreedyAgent()] * 3, seed=5)
    again = _game([SearchAgent(simulations=6, seed=3)] + [cr.GreedyAgent()] * 3, seed=5)
    assert first.actions == again.actions


@pytest.mark.parametrize(("preset", "players"), [("classic", 4), ("classic", 2), ("dark_city", 5)])
def test_only_legal_actions(preset: str, players: int) -> None:
    """Every seat played by search agents: ``play`` rejects any illegal action."""
    agents = [SearchAgent(simulations=2, seed=s) for s in range(players)]
    record = _game(agents, seed=1, players=players, preset=preset)
    assert record.final_state.is_over
    assert sum(a.searched for a in agents) > 0


def test_it_answers_from_the_legal_actions_of_any_view() -> None:
    rng = random.Random(0)
    state = cr.new_game(cr.GameConfig(players=3, preset="dark_city", seed=2))
    agent = SearchAgent(simulations=3)
    for _ in range(60):
        seat = state.current_player
        legal = cr.legal_actions(state)
        action = agent.act(cr.observe(state, seat), legal, rng)
        assert action in legal
        state = cr.apply(state, action)


def test_it_beats_random_players() -> None:
    wins = 0
    for game in range(4):
        seat = game % 4
        agents: list = [cr.RandomAgent() for _ in range(4)]
        agents[seat] = SearchAgent(simulations=8, seed=game)
        wins += seat in _game(agents, seed=100 + game).winners
    assert wins >= 3


def test_a_time_budget() -> None:
    agent = SearchAgent(seconds=0.005)
    record = _game([agent] + [cr.GreedyAgent()] * 3, seed=9)
    assert record.final_state.is_over and agent.searched > 0


def test_evaluate_is_a_win_probability_guess() -> None:
    record = _game([cr.GreedyAgent()] * 4, seed=2)
    final = record.final_state
    assert [evaluate(final, s) for s in range(4)] == [
        (1.0 / len(record.winners) if s in record.winners else 0.0) for s in range(4)
    ]
    state = cr.new_game(cr.GameConfig(players=4, seed=2))
    assert all(0.0 < evaluate(state, s) < 1.0 for s in range(4))


def test_the_command_line_knows_it() -> None:
    assert AGENTS["search"] is SearchAgent
    assert isinstance(make_agents(["search", "greedy", "greedy", "greedy"], 4)[0], SearchAgent)


def test_bad_budget() -> None:
    with pytest.raises(ValueError, match="simulations"):
        SearchAgent(simulations=0)
    with pytest.raises(ValueError, match="seconds"):
        SearchAgent(seconds=0)
    with pytest.raises(ValueError, match="candidates"):
        SearchAgent(candidates=1)


@pytest.mark.parametrize(("preset", "players"), [("classic", 4), ("dark_city", 6)])
def test_rollouts_play_exactly_like_the_greedy_agent(preset: str, players: int) -> None:
    """The rollout policy reads the state, not a view, and chooses what Greedy would."""
    greedy, rng = cr.GreedyAgent(), random.Random(players)
    state = cr.new_game(cr.GameConfig(players=players, preset=preset, seed=players))
    while not state.is_over:
        legal, seat = cr.legal_actions(state), state.current_player
        if len(legal) > 1:
            draw = rng.random()
            expected = greedy.act(cr.observe(state, seat), legal, random.Random(draw))
            assert greedy_choice(state, seat, legal, random.Random(draw)) == expected
        state = cr.apply(state, rng.choice(legal))


def test_it_remembers_its_draft_options_for_the_round() -> None:
    agent = SearchAgent(simulations=2)
    state = cr.new_game(cr.GameConfig(players=5, seed=4))
    rng = random.Random(0)
    while state.phase == "draft":
        seat = state.current_player
        action = agent.act(cr.observe(state, seat), cr.legal_actions(state), rng)
        state = cr.apply(state, action)
    assert sorted(agent._seen) == list(range(5))
    assert all(len(seen) == 1 for seen in agent._seen.values())


class _FrozenRollouts(CitadelsSearch):
    """Citadels' adapter with the engine's default rollouts: a new frozen state at every
    action (``step``), the reference for the in-place ones."""

    def fork(self, world: Any) -> Any:
        return SearchGame.fork(self, world)

    def play_on(self, state: Any, action: Any) -> Any:
        return SearchGame.play_on(self, state, action)


@pytest.mark.parametrize(("preset", "players"), [("classic", 4), ("dark_city", 6)])
def test_in_place_rollouts_are_the_frozen_ones(preset: str, players: int) -> None:
    """A rollout on one working state (``fork`` + ``play_on``) reaches the same values
    as one that makes a frozen state at every action, and leaves the world as it was."""
    in_place = MonteCarloAgent(CitadelsSearch())
    frozen = MonteCarloAgent(_FrozenRollouts())
    assert type(CitadelsSearch().fork(cr.new_game(cr.GameConfig(players=3)))) is WorkingState
    rng = random.Random(players)
    state = cr.new_game(cr.GameConfig(players=players, preset=preset, seed=players))
    compared = 0
    while not state.is_over:
        legal, seat = cr.legal_actions(state), state.current_player
        if len(legal) > 1 and rng.random() < 0.2:
            before = state.but()
            salt = rng.getrandbits(64)
            for action in legal[:3]:
                expected = frozen.rollout(state, action, seat, salt)
                assert in_place.rollout(state, action, seat, salt) == expected
                compared += 1
            assert state == before
        state = cr.apply(state, rng.choice(legal))
    assert compared > 20


def test_racing_drops_only_the_candidates_clearly_behind() -> None:
    race = MonteCarloAgent.race
    lead = [0.6, 0.5, 0.7, 0.6, 0.55, 0.65]
    behind = [v - 0.2 for v in lead]  # behind in every world by the same margin: a sure loss
    close = [0.61, 0.45, 0.72, 0.58, 0.5, 0.66]  # behind by less than its noise
    values = [behind, lead, close, list(lead)]  # the last one ties the leader
    totals = [sum(v) for v in values]
    assert race([0, 1, 2, 3], totals, values, 2.0) == [1, 2, 3]
    assert race([0, 1, 2, 3], totals, values, 1e9) == [1, 2, 3]  # a margin that never varies
    assert race([1, 2, 3], totals, values, 0.0) == [1, 3]  # z = 0: any loser on average


def test_racing_plays_fewer_rollouts_and_mostly_the_same_choices() -> None:
    """Racing (the default) against every candidate in every world, on the same views:
    far fewer rollouts, and the same choice where one candidate is clearly best."""
    racing, full = SearchAgent(seed=1), SearchAgent(seed=1, race=None)
    rng = random.Random(3)
    state = cr.new_game(cr.GameConfig(players=4, seed=3))
    same = searched = 0
    while not state.is_over and searched < 30:
        seat, legal = state.current_player, cr.legal_actions(state)
        view = cr.observe(state, seat)
        draw = rng.getrandbits(32)
        before = full.searched
        expected = full.act(view, legal, random.Random(draw))
        if full.searched > before:
            searched += 1
            same += racing.act(view, legal, random.Random(draw)) == expected
        state = cr.apply(state, expected)
    assert searched == 30 and racing.searched == 30
    assert racing.rollouts < 0.7 * full.rollouts
    assert same >= 25


def test_bad_racing() -> None:
    with pytest.raises(ValueError, match="race"):
        SearchAgent(race=-1.0)
    with pytest.raises(ValueError, match="min_worlds"):
        SearchAgent(min_worlds=1)
