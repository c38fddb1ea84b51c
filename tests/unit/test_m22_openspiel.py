"""Milestone 22: Citadels through the OpenSpiel bridge (``citadels_rules.openspiel`` on
``tabletop_engine.openspiel``): a registered pyspiel game passing OpenSpiel's own
random-simulation checks, information states from the views, resampling for ISMCTS, and
OpenSpiel's bots as agents of ``play``."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("numpy")

import citadels_rules as cr  # noqa: E402
from citadels_rules.openspiel import load_game, spiel_agent  # noqa: E402
from citadels_rules.rl import ActionSpace, info_state  # noqa: E402
from tabletop_engine.openspiel import random_sim_check  # noqa: E402


def _dealt(game: object, seed: int = 5, steps: int = 3) -> object:
    state = game.new_initial_state()  # type: ignore[attr-defined]
    state.apply_action(seed)
    for _ in range(steps):
        state.apply_action(state.legal_actions()[0])
    return state


def test_load_game_is_a_registered_imperfect_information_game() -> None:
    game = load_game(players=3, preset="dark_city")
    kind = game.get_type()
    assert kind.short_name == "citadels"
    assert "citadels" in pyspiel.registered_names()
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.num_players() == 3
    config = cr.GameConfig(players=3, preset="dark_city")
    assert game.num_distinct_actions() == ActionSpace(config).size
    assert game.max_chance_outcomes() == 1024


def test_openspiel_random_simulation_checks_quick() -> None:
    """One game of OpenSpiel's checks (the thorough tier plays more, every preset)."""
    random_sim_check(load_game(players=2), games=1)


@pytest.mark.thorough
@pytest.mark.parametrize("preset", ["classic", "dark_city", "edition_2016"])
@pytest.mark.parametrize("players", [2, 4, 7])
def test_openspiel_random_simulation_checks(preset: str, players: int) -> None:
    random_sim_check(load_game(players=players, preset=preset, seeds=64), games=3)


def test_the_chance_outcome_is_the_seed() -> None:
    game = load_game(players=4)
    state = game.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(1024))
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply_action(17)
    assert state.game_state == cr.new_game(cr.GameConfig(players=4, seed=17))


def test_information_states_are_the_views() -> None:
    state = _dealt(load_game(players=4))
    real = state.game_state
    for seat in range(4):
        view = cr.observe(real, seat)
        assert state.information_state_string(seat) == info_state(view)
        assert state.observation_string(seat) == info_state(view)
    assert len(state.information_state_tensor(0)) == load_game().information_state_tensor_size()
    assert state.information_state_string(0) != state.information_state_string(1)


def test_resample_from_infostate_keeps_the_seat_s_information() -> None:
    state = _dealt(load_game(players=4))
    seat = state.current_player()
    hands = set()
    for k in range(5):
        world = state.resample_from_infostate(seat, lambda k=k: (k + 1) / 7)
        assert world.information_state_string(seat) == state.information_state_string(seat)
        assert world.legal_actions() == state.legal_actions()
        other = (seat + 1) % 4
        hands.add(tuple(world.game_state.players[other].hand))
    assert len(hands) > 1  # the other seats' hands are dealt again


def test_clone_shares_the_immutable_game_state() -> None:
    state = _dealt(load_game(players=4))
    copy = state.clone()
    assert copy.game_state is state.game_state
    copy.apply_action(copy.legal_actions()[0])
    assert copy.game_state is not state.game_state
    assert str(state) != str(copy) or state.history() != copy.history()


def test_action_strings_name_the_action() -> None:
    state = _dealt(load_game(players=4), steps=0)
    legal = state.legal_actions()
    names = [state.action_to_string(state.current_player(), a) for a in legal]
    assert len(set(names)) == len(names)
    assert all(f"(#{a})" in n for a, n in zip(legal, names, strict=True))


def test_unknown_parameter_is_an_error() -> None:
    with pytest.raises(cr.ConfigError, match=r"unknown OpenSpiel parameter.*colour"):
        load_game(players=4, colour="red")
    with pytest.raises(cr.ConfigError, match="unknown preset 'nope'"):
        load_game(preset="nope")


@pytest.mark.parametrize("bot", ["ismcts", "mcts"])
def test_openspiel_bot_acts_from_a_view(bot: str) -> None:
    """A SpielAgent answers a real decision from the seat's view alone, deterministically
    from its rng."""
    state = cr.new_game(cr.GameConfig(players=4, seed=3))
    seat = state.current_player
    view = cr.observe(state, seat)
    legal = cr.legal_actions(state)
    agent = spiel_agent(load_game(players=4), bot, simulations=4)
    first = agent.act(view, legal, random.Random(1))
    assert first in legal
    assert agent.act(view, legal, random.Random(1)) == first


def test_timed_ismcts_runs_for_its_time() -> None:
    from tabletop_engine.openspiel import ismcts_bot

    state = _dealt(load_game(players=4), steps=0)
    bot = ismcts_bot(load_game(players=4), 1, seconds=0.2)
    assert bot.step(state) in state.legal_actions()
    assert bot.simulations >= 2
    quick = ismcts_bot(load_game(players=4), 1, seconds=1e-9)  # the first only expands
    assert quick.step(state) in state.legal_actions()
    assert quick.simulations == 2


def test_an_unknown_bot_is_an_error() -> None:
    with pytest.raises(cr.ConfigError, match="unknown OpenSpiel bot"):
        spiel_agent(load_game(), "alphazero")


@pytest.mark.thorough
def test_ismcts_plays_whole_games_through_play() -> None:
    game = load_game(players=2)
    agent = spiel_agent(game, "ismcts", simulations=3)
    record = cr.play(cr.GameConfig(players=2, seed=4), [agent, cr.RandomAgent()])
    assert record.final_state.is_over


def test_the_game_s_evaluation_as_an_openspiel_evaluator() -> None:
    """ISMCTS with the game's own evaluation (``ismcts-eval``): each seat's win
    probability as the value, so it runs many simulations where rollouts allow a few."""
    from citadels_rules.search import evaluate
    from tabletop_engine.openspiel import GameEvaluator, ismcts_eval_bot

    game = load_game(players=4)
    state = _dealt(game, steps=0)
    values = GameEvaluator(game.bridge).evaluate(state)
    assert list(values) == [evaluate(state.game_state, s) for s in range(4)]
    assert sum(values) == pytest.approx(1.0)
    bot = ismcts_eval_bot(game, 1, simulations=30)
    assert bot.step(state) in state.legal_actions()
    agent = spiel_agent(game, "ismcts-eval", simulations=10)
    real = cr.new_game(cr.GameConfig(players=4, seed=3))
    legal = cr.legal_actions(real)
    assert agent.act(cr.observe(real, real.current_player), legal, random.Random(1)) in legal
