"""Milestone 22: Dominion through the OpenSpiel bridge (``dominion_rules.openspiel``):
OpenSpiel's random-simulation checks, information states from the views, resampling for
ISMCTS, OpenSpiel's bots as agents of ``play``."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("numpy")

import dominion_rules as dr  # noqa: E402
from dominion_rules.openspiel import info_state, load_game, spiel_agent  # noqa: E402
from dominion_rules.rl import ActionSpace  # noqa: E402
from tabletop_engine.openspiel import random_sim_check  # noqa: E402


def test_load_game_is_a_registered_game_of_the_kingdom() -> None:
    game = load_game(players=3, kingdom="size_distortion")
    assert game.get_type().short_name == "dominion"
    assert game.num_players() == 3
    config = dr.GameConfig(players=3, kingdom=dr.kingdoms()["size_distortion"])
    assert game.num_distinct_actions() == ActionSpace(config).size
    ids = list(dr.kingdoms()["first_game"])
    assert load_game(kingdom=ids).num_distinct_actions() == load_game().num_distinct_actions()


def test_openspiel_random_simulation_checks_quick() -> None:
    random_sim_check(load_game(players=2), games=1)


@pytest.mark.thorough
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kingdom", ["first_game", "size_distortion", "interaction"])
def test_openspiel_random_simulation_checks(players: int, kingdom: str) -> None:
    random_sim_check(load_game(players=players, kingdom=kingdom, seeds=64), games=2)


def test_the_chance_outcome_is_the_seed_and_views_are_information_states() -> None:
    game = load_game(players=2)
    state = game.new_initial_state()
    state.apply_action(9)
    real = state.game_state
    assert real == dr.new_game(dr.GameConfig(players=2, seed=9))
    for seat in (0, 1):
        assert state.information_state_string(seat) == info_state(dr.observe(real, seat))
    assert state.information_state_string(0) != state.information_state_string(1)


def test_resample_keeps_the_information_state() -> None:
    state = load_game(players=2).new_initial_state()
    state.apply_action(2)
    for _ in range(4):
        state.apply_action(state.legal_actions()[-1])
    seat = state.current_player()
    for k in range(4):
        world = state.resample_from_infostate(seat, lambda k=k: (k + 1) / 5)
        assert world.information_state_string(seat) == state.information_state_string(seat)
        assert world.legal_actions() == state.legal_actions()


def test_unknown_kingdom_card_is_a_config_error() -> None:
    with pytest.raises(dr.ConfigError):
        load_game(kingdom="cellar,moat,nonesuch")


@pytest.mark.parametrize("bot", ["ismcts", "mcts"])
def test_openspiel_bot_acts_from_a_view(bot: str) -> None:
    state = dr.new_game(dr.GameConfig(players=2, seed=3))
    seat = state.current_player
    legal = dr.legal_actions(state)
    agent = spiel_agent(load_game(players=2), bot, simulations=3)
    chosen = agent.act(dr.observe(state, seat), legal, random.Random(2))
    assert chosen in legal
    assert agent.act(dr.observe(state, seat), legal, random.Random(2)) == chosen


@pytest.mark.thorough
def test_ismcts_plays_a_whole_game_through_play() -> None:
    agent = spiel_agent(load_game(players=2), "ismcts", simulations=2)
    record = dr.play(dr.GameConfig(players=2, seed=1), [agent, dr.BigMoneyAgent()])
    assert record.final_state.is_over


def test_ismcts_with_the_game_s_evaluation() -> None:
    agent = spiel_agent(load_game(players=2), "ismcts-eval", simulations=10)
    state = dr.new_game(dr.GameConfig(players=2, seed=5))
    legal = dr.legal_actions(state)
    assert agent.act(dr.observe(state, state.current_player), legal, random.Random(0)) in legal
