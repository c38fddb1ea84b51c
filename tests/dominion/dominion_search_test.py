"""``dr.SearchAgent``: Citadels' search loop (``tabletop_engine.search``) with a
Dominion adapter -- legal, deterministic for a seed, stronger than Big Money; and the
``Ledger`` it keeps of who owns what."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

import dominion_rules as dr
from dominion_rules.agents import agent_named
from dominion_rules.ledger import Ledger
from dominion_rules.search import DominionSearch, evaluate, hand_money
from dominion_rules.testing import Table
from tabletop_engine.search import MonteCarloAgent, SearchGame


def _game(agents: list[object], seed: int, kingdom: str = "first_game") -> dr.GameRecord:
    players = len(agents)
    config = dr.GameConfig(players=players, seed=seed, kingdom=dr.kingdoms()[kingdom])
    return dr.play(config, agents)


def test_it_is_the_engines_loop() -> None:
    """No copy: the agent is the engine's MonteCarloAgent, the adapter a SearchGame."""
    agent = dr.SearchAgent()
    assert isinstance(agent, MonteCarloAgent) and isinstance(agent.game, SearchGame)
    assert isinstance(agent.game, DominionSearch)
    assert repr(agent) == "SearchAgent(simulations=64, seed=0)"


def test_the_command_line_knows_it() -> None:
    """``dominion simulate --agents search,bm`` builds it by its short name."""
    assert isinstance(agent_named("search"), dr.SearchAgent)


def test_same_seed_same_game() -> None:
    """The choices are a function of the view, the seat's rng and the seed."""
    first = _game([dr.SearchAgent(simulations=6, seed=3), dr.BigMoneyAgent()], seed=5)
    again = _game([dr.SearchAgent(simulations=6, seed=3), dr.BigMoneyAgent()], seed=5)
    assert first.actions == again.actions
    other = _game([dr.SearchAgent(simulations=6, seed=4), dr.BigMoneyAgent()], seed=5)
    assert other.actions != first.actions


@pytest.mark.parametrize(("players", "kingdom"), [(2, "interaction"), (3, "size_distortion")])
def test_only_legal_actions(players: int, kingdom: str) -> None:
    """Every seat played by search agents: ``play`` rejects any illegal action."""
    agents = [dr.SearchAgent(simulations=4, seed=s) for s in range(players)]
    record = _game(agents, seed=1, kingdom=kingdom)
    assert record.final_state.is_over
    assert all(a.searched > 0 and a.rollouts >= a.searched for a in agents)


def test_it_answers_from_the_legal_actions_of_any_view() -> None:
    """Fresh agents asked at random moments (no ledger from the start: one pool)."""
    rng = random.Random(0)
    state = dr.new_game(dr.GameConfig(players=3, seed=2, kingdom=dr.kingdoms()["village_square"]))
    for step in range(150):
        if state.is_over:
            break
        seat = state.current_player
        assert seat is not None
        legal = dr.legal_actions(state)
        agent = dr.SearchAgent(simulations=3, seed=step) if step % 3 else dr.RandomAgent()
        action = agent.act(dr.observe(state, seat), legal, rng)
        assert action in legal
        state = dr.apply(state, action)


def test_it_beats_big_money() -> None:
    """A small budget already beats Big Money on the first-game kingdom (the benchmark
    measures it over hundreds of games)."""
    wins = 0.0
    for game in range(10):
        seat = game % 2
        agents: list[object] = [dr.BigMoneyAgent(), dr.BigMoneyAgent()]
        agents[seat] = dr.SearchAgent(simulations=8, seed=game)
        won = _game(agents, seed=200 + game).winners
        wins += 1 / len(won) if seat in won else 0.0
    assert wins >= 6


def test_a_time_budget() -> None:
    agent = dr.SearchAgent(seconds=0.002)
    record = _game([agent, dr.GreedyAgent()], seed=9)
    assert record.final_state.is_over and agent.searched > 0


def test_bad_budget() -> None:
    with pytest.raises(ValueError, match="simulations"):
        dr.SearchAgent(simulations=0)
    with pytest.raises(ValueError, match="seconds"):
        dr.SearchAgent(seconds=0)
    with pytest.raises(ValueError, match="candidates"):
        dr.SearchAgent(candidates=1)
    with pytest.raises(ValueError, match="turns"):
        dr.SearchAgent(turns=0)


def test_what_is_searched() -> None:
    """Plays and buys are searched; treasures are played first, decisions answered as
    the Greedy agent does; passing is always a candidate."""
    game = DominionSearch()
    t = Table(players=2, seed=1)
    t.seat(0, hand=("smithy", "village", "copper", "copper", "silver"))
    state = t.turn_of(0)
    view = dr.observe(state, 0)
    legal = dr.legal_actions(state)
    assert game.worth_searching(view, legal)
    ranked = game.ranked(view, legal)
    assert [str(a) for a in ranked[:2]] == ["play card=village", "end_actions"]
    buy = dr.apply(state, dr.Action("end_actions", actor=0))
    assert not game.worth_searching(dr.observe(buy, 0), dr.legal_actions(buy))
    paid = dr.apply(buy, dr.Action("treasures", actor=0))
    assert game.worth_searching(dr.observe(paid, 0), dr.legal_actions(paid))
    assert "end_turn" in [
        a.kind for a in game.ranked(dr.observe(paid, 0), dr.legal_actions(paid))[:2]
    ]


def test_rollouts_play_like_the_greedy_agent() -> None:
    """The rollout policy reads the state, not a view, and chooses what Greedy would."""
    game = DominionSearch()
    greedy, rng = dr.GreedyAgent(), random.Random(3)
    state = dr.new_game(dr.GameConfig(players=3, seed=3, kingdom=dr.kingdoms()["interaction"]))
    while not state.is_over:
        legal, seat = dr.legal_actions(state), state.current_player
        assert seat is not None
        if len(legal) > 1:
            draw = rng.random()
            expected = greedy.act(dr.observe(state, seat), legal, random.Random(draw))
            assert game.policy(state, seat, legal, random.Random(draw)) == expected
        state = dr.apply(state, rng.choice(legal))


def test_evaluate_is_a_win_probability_guess() -> None:
    record = _game([dr.GreedyAgent(), dr.BigMoneyAgent()], seed=2)
    final = record.final_state
    assert [evaluate(final, s) for s in range(2)] == [
        (1.0 / len(record.winners) if s in record.winners else 0.0) for s in range(2)
    ]
    state = dr.new_game(dr.GameConfig(players=2, seed=2))
    assert [evaluate(state, s) for s in range(2)] == [0.5, 0.5]
    t = Table(players=2, seed=1)
    t.seat(0, hand=("gold", "gold", "copper", "copper", "copper"))
    rich = t.turn_of(0)
    assert hand_money(rich, 0) > hand_money(rich, 1) and evaluate(rich, 0) > 0.5


def test_the_ledger_follows_two_player_games_exactly() -> None:
    """Watching its own views only, each seat's ledger knows every card each seat owns
    (Big Money and Greedy players, Witch and Thief in the kingdom)."""
    for seed, kingdom in ((1, "size_distortion"), (2, "interaction"), (3, "first_game")):
        config = dr.GameConfig(players=2, seed=seed, kingdom=dr.kingdoms()[kingdom])
        agents = [dr.GreedyAgent(), dr.BigMoneyAgent()]
        state, rng, ledgers = dr.new_game(config), random.Random(seed), {}
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = dr.observe(state, seat)
            ledger = ledgers.get(seat)
            if ledger is None:
                ledger = ledgers[seat] = Ledger(view)
            else:
                assert ledger.follows(view)
                ledger.update(view)
            assert ledger.owned() == list(dr.owned_cards(state))
            state = dr.apply(state, agents[seat].act(view, dr.legal_actions(state), rng))  # type: ignore[attr-defined]


def test_a_ledger_begun_late_or_with_several_turns_between_views_knows_nothing() -> None:
    """A ledger must see its seat's first turn; with three players, two other seats'
    gains between two views cannot be told apart."""
    record = _game([dr.BigMoneyAgent(), dr.BigMoneyAgent()], seed=4)
    assert Ledger(dr.observe(record.final_state, 0)).owned() is None
    config = dr.GameConfig(players=3, seed=4)
    state = dr.new_game(config)
    ledger = Ledger(dr.observe(state, 0))
    assert ledger.owned() == list(dr.owned_cards(state))
    while state.turns[0] == 0 or state.current_player != 0:
        state = dr.apply(state, dr.BigMoneyAgent().act(None, dr.legal_actions(state), None))
    ledger.update(dr.observe(state, 0))
    assert ledger.owned() is None


def test_searching_loads_no_citadels_code() -> None:
    """The engine's loop serves Dominion without any Citadels module (the boundary)."""
    code = (
        "import sys, json, dominion_rules as dr\n"
        "agents = [dr.SearchAgent(simulations=2), dr.BigMoneyAgent()]\n"
        "dr.play(dr.GameConfig(players=2, seed=4), agents)\n"
        "mods = sorted(m for m in sys.modules if m.startswith(('citadels', 'tabletop')))\n"
        "print(json.dumps(mods))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert "tabletop_engine.search" in loaded
    assert [m for m in loaded if m.startswith("citadels")] == []
