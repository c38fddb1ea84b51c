"""``simulate``: aggregates that add up, determinism, and the same result on any backend."""

from __future__ import annotations

import json
import sys
from collections import Counter

import pytest

import citadels_rules as cr
from citadels_rules.simulate import SimulationResult, chunk_size, chunks, make_agents, simulate

CONFIG = cr.GameConfig(players=4, preset="classic", seed=11)
GAMES = 6


@pytest.fixture(scope="module")
def result() -> SimulationResult:
    """One small run shared by the read-only tests."""
    return simulate(CONFIG, GAMES, card_stats=True)


def test_aggregates_add_up(result: SimulationResult) -> None:
    """Every game has a winner (ties count each winner); with 4+ players each seat holds
    one character in the final round, and each winner's character counts a win."""
    assert result.games == GAMES
    assert sum(result.seat_wins) >= GAMES
    assert sum(result.seat_wins) == GAMES + result.ties or result.ties > 0
    assert sum(c.games for c in result.characters) == GAMES * CONFIG.players
    assert sum(c.wins for c in result.characters) == sum(result.seat_wins)
    assert all(0.0 <= rate <= 1.0 for rate in result.character_win_rate.values())
    assert 1 <= result.mean_rounds <= result.rounds_max
    assert result.mean_actions <= result.actions_max
    assert len(result.seat_win_rate) == len(result.mean_score) == CONFIG.players


def test_matches_the_games_played_one_by_one(result: SimulationResult) -> None:
    """The seeds are seed, seed+1, ...; scores, wins and builds are those of ``cr.play``."""
    wins = [0] * CONFIG.players
    points = [0] * CONFIG.players
    built: Counter[str] = Counter()
    for seed in range(CONFIG.seed, CONFIG.seed + GAMES):
        record = cr.play(cr.GameConfig(players=4, seed=seed), agents=[cr.RandomAgent()] * 4)
        for seat in cr.winners(record.final_state):
            wins[seat] += 1
        for seat, score in enumerate(record.scores):
            points[seat] += score.total
        built.update(e.data["card"] for e in record.events if e.kind == "built")
    assert list(result.seat_wins) == wins
    assert list(result.seat_points) == points
    assert result.builds == dict(built)


def test_deterministic_for_the_same_seeds(result: SimulationResult) -> None:
    """Same config, games and agents: an equal result (only ``elapsed`` differs)."""
    again = simulate(CONFIG, GAMES, chunk=4, card_stats=True)
    assert again == result
    assert again.to_dict() | {"elapsed_seconds": 0} == result.to_dict() | {"elapsed_seconds": 0}


def test_two_workers_give_the_same_result(result: SimulationResult) -> None:
    """Chunks played in other processes merge into exactly the one-process result."""
    assert simulate(CONFIG, GAMES, workers=2, chunk=2, card_stats=True) == result


def test_without_card_stats_builds_are_not_counted(result: SimulationResult) -> None:
    """Games then run without events; the rest of the numbers do not change."""
    lean = simulate(CONFIG, GAMES)
    assert lean.builds == {} and all(c.built is None for c in lean.cards)
    assert lean.seat_wins == result.seat_wins and lean.characters == result.characters
    assert [c.in_city for c in lean.cards] == [c.in_city for c in result.cards]


def test_to_dict_is_json(result: SimulationResult) -> None:
    """``to_dict`` is plain data with the headline numbers."""
    data = json.loads(json.dumps(result.to_dict()))
    assert data["games"] == GAMES
    assert [s["wins"] for s in data["seats"]] == list(result.seat_wins)
    assert set(data["characters"]) == {c.id for c in result.characters}
    assert data["length"]["max_rounds"] == result.rounds_max
    assert data["config"]["preset"] == "classic"


def test_progress_is_reported_per_chunk() -> None:
    """``progress(done, total)`` rises to the total, once per chunk."""
    calls: list[tuple[int, int]] = []
    simulate(CONFIG, 3, chunk=1, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 3), (2, 3), (3, 3)]


def test_agents_by_name_per_seat_or_factory() -> None:
    """Names per seat, one name for all, or a factory of the seat."""
    mixed = simulate(CONFIG, 2, agents=("greedy", "random", "random", "random"))
    assert mixed.agents == ("GreedyAgent", "RandomAgent", "RandomAgent", "RandomAgent")
    assert simulate(CONFIG, 2, agents=lambda seat: cr.GreedyAgent()).agents == ("GreedyAgent",) * 4
    assert [type(a) for a in make_agents(["random"], 3)] == [cr.RandomAgent] * 3
    with pytest.raises(ValueError, match="unknown agent 'clever'"):
        make_agents("clever", 4)
    with pytest.raises(ValueError, match="need 4 agents"):
        make_agents(("random", "greedy"), 4)


def test_bad_input_fails_before_any_game() -> None:
    """An invalid config raises ConfigError; nonsense counts raise ValueError."""
    with pytest.raises(cr.ConfigError, match="unknown preset"):
        simulate(cr.GameConfig(players=4, preset="no_such_preset"), 10, workers=2)
    with pytest.raises(ValueError, match="games"):
        simulate(CONFIG, 0)
    with pytest.raises(ValueError, match="workers"):
        simulate(CONFIG, 1, workers=0)


def test_lambdas_cannot_go_to_other_processes() -> None:
    """A factory that does not pickle is refused up front, with the reason."""
    with pytest.raises(ValueError, match="cannot be sent to other processes"):
        simulate(CONFIG, 2, agents=lambda seat: cr.RandomAgent(), workers=2)


def test_dask_gives_the_same_result(result: SimulationResult) -> None:
    """On a local Dask cluster (when the extra is installed): the one-process result."""
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        on_dask = simulate(CONFIG, GAMES, dask=cluster.scheduler_address, chunk=2, card_stats=True)
    assert on_dask == result


def test_dask_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the extra, asking for Dask names the extra to install."""
    monkeypatch.setitem(sys.modules, "dask", None)
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    with pytest.raises(RuntimeError, match=r"citadels_rules\[dask\]"):
        simulate(CONFIG, 1, dask="local")


def test_chunks_cover_every_seed_once() -> None:
    """Chunks are contiguous, disjoint and cover the requested seeds."""
    seeds = [s for start, stop in chunks(5, 23, 4) for s in range(start, stop)]
    assert seeds == list(range(5, 28))
    assert chunk_size(10, 1) == 1 and chunk_size(100_000, 4) == 200
