"""``simulate``: aggregates that add up, determinism, the same result on any backend,
confidence intervals, saved records and a clean stop on Ctrl-C."""

from __future__ import annotations

import json
import multiprocessing
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest

import citadels_rules as cr
from citadels_rules import simulate as sim
from citadels_rules.simulate import (
    SimulationInterrupted,
    SimulationResult,
    chunk_size,
    chunks,
    make_agents,
    merge_ranges,
    record_path,
    simulate,
    wilson_interval,
)

FIRST = 11
CONFIG = cr.GameConfig(players=4, preset="classic", seed=FIRST)
GAMES = 6


@pytest.fixture(scope="module")
def result() -> SimulationResult:
    """One small run shared by the read-only tests."""
    return simulate(CONFIG, GAMES)


def test_aggregates_add_up(result: SimulationResult) -> None:
    """Every game has a winner (ties count each winner); with 4+ players each seat holds
    one character in the final round, and each winner's character counts a win."""
    assert result.games == result.requested == GAMES and result.complete
    assert result.seed_ranges == ((11, 11 + GAMES),)
    assert sum(result.seat_wins) == GAMES + result.ties or result.ties > 0
    assert sum(result.seat_wins) >= GAMES
    assert sum(c.games for c in result.characters) == GAMES * CONFIG.players
    assert sum(c.wins for c in result.characters) == sum(result.seat_wins)
    assert all(0.0 <= rate <= 1.0 for rate in result.character_win_rate.values())
    assert result.rounds_min <= result.median_rounds <= result.rounds_max
    assert result.rounds_min <= result.mean_rounds <= result.rounds_max
    assert sum(n for _, n in result.rounds) == GAMES
    assert result.mean_actions <= result.actions_max
    assert len(result.seat_win_rate) == len(result.mean_score) == CONFIG.players
    (agent,) = result.by_agent
    assert agent.name == "RandomAgent" and agent.games == GAMES * 4
    assert agent.wins == sum(result.seat_wins)


def test_matches_the_games_played_one_by_one(result: SimulationResult) -> None:
    """The seeds are seed, seed+1, ...; scores, wins, rounds, characters and the districts
    built and destroyed are those of ``cr.play`` (whose game loop simulate mirrors)."""
    wins = [0] * CONFIG.players
    points = [0] * CONFIG.players
    rounds: Counter[int] = Counter()
    held: Counter[str] = Counter()
    built: Counter[str] = Counter()
    destroyed: Counter[str] = Counter()
    actions = 0
    for seed in range(FIRST, FIRST + GAMES):
        record = cr.play(cr.GameConfig(players=4, seed=seed), agents=[cr.RandomAgent()] * 4)
        for seat in cr.winners(record.final_state):
            wins[seat] += 1
        for seat, score in enumerate(record.scores):
            points[seat] += score.total
        rounds[record.final_state.round] += 1
        held.update(c for p in record.final_state.players for c in p.characters)
        built.update(e.data["card"] for e in record.events if e.kind == "built")
        destroyed.update(e.data["card"] for e in record.events if e.kind == "destroyed")
        actions += len(record.actions)
    assert list(result.seat_wins) == wins
    assert list(result.seat_points) == points
    assert dict(result.rounds) == dict(rounds)
    assert {c.id: c.games for c in result.characters} == dict(held)
    assert result.builds == dict(built)
    assert result.destructions == dict(destroyed)
    assert result.actions_total == actions


def test_deterministic_for_the_same_seeds(result: SimulationResult) -> None:
    """Same config, games and agents: an equal result (only the run's time differs)."""
    again = simulate(CONFIG, GAMES, chunk=4)
    assert again == result

    def numbers(r: SimulationResult) -> dict[str, object]:
        return {k: v for k, v in r.to_dict().items() if k != "run"}

    assert numbers(again) == numbers(result)


def test_two_workers_give_the_same_result(result: SimulationResult) -> None:
    """Chunks played in other processes merge into exactly the one-process result."""
    assert simulate(CONFIG, GAMES, workers=2, chunk=2) == result


def test_without_card_stats_builds_are_not_counted(result: SimulationResult) -> None:
    """Games then run without events; the rest of the numbers do not change."""
    lean = simulate(CONFIG, GAMES, card_stats=False)
    assert lean.builds == {} and lean.destructions == {}
    assert all(c.built is None and c.destroyed is None for c in lean.cards)
    assert lean.most_built(3) == [] and lean.most_destroyed(3) == []
    assert lean.seat_wins == result.seat_wins and lean.characters == result.characters
    assert [c.in_city for c in lean.cards if c.in_city] == [
        c.in_city for c in result.cards if c.in_city
    ]


def test_most_built_and_destroyed(result: SimulationResult) -> None:
    """The rankings are by count, then id, and only list districts that happened."""
    top = result.most_built(5)
    assert top and [c.built for c in top] == sorted((c.built or 0 for c in top), reverse=True)
    assert top[0].built == max(result.builds.values())
    for c in result.most_destroyed(100):
        assert c.destroyed and c.destroyed == result.destructions[c.id]


def test_to_dict_is_json(result: SimulationResult) -> None:
    """``to_dict`` is plain data with the headline numbers and their intervals."""
    data = json.loads(json.dumps(result.to_dict()))
    assert data["games"] == GAMES and data["complete"] is True
    assert data["interval"] == {"method": "wilson", "confidence": 0.95}
    assert [s["wins"] for s in data["seats"]] == list(result.seat_wins)
    low, high = data["seats"][0]["ci95"]
    assert low <= data["seats"][0]["win_rate"] <= high
    assert set(data["characters"]) == {c.id for c in result.characters}
    assert all("ci95" in c for c in data["characters"].values())
    assert data["by_agent"]["RandomAgent"]["seat_games"] == GAMES * 4
    assert data["length"]["max_rounds"] == result.rounds_max
    assert data["config"]["preset"] == "classic"
    assert set(data["run"]) == {"backend", "elapsed_seconds", "games_per_second"}


def test_wilson_interval() -> None:
    """Known values; always within [0, 1]; it narrows as trials grow; no trials: [0, 1]."""
    low, high = wilson_interval(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    assert wilson_interval(0, 10)[0] == 0.0 and 0 < wilson_interval(0, 10)[1] < 0.31
    assert wilson_interval(10, 10)[1] == 1.0 and wilson_interval(10, 10)[0] > 0.69
    assert wilson_interval(0, 0) == (0.0, 1.0)
    small, big = wilson_interval(5, 20), wilson_interval(500, 2000)
    assert big[1] - big[0] < small[1] - small[0]


def test_progress_is_reported_per_game() -> None:
    """``progress(done, total)`` rises to the total once per game, not per chunk."""
    calls: list[tuple[int, int]] = []
    simulate(CONFIG, 3, chunk=3, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 3), (2, 3), (3, 3)]


class SlowAgent(cr.RandomAgent):
    """A random agent that thinks for a millisecond (games of about a second)."""

    def act(self, view: object, legal: Any, rng: Any) -> cr.Action:
        time.sleep(0.001)
        return super().act(view, legal, rng)


def test_worker_processes_report_progress_per_game() -> None:
    """With worker processes the bar moves during a chunk: the workers count each game in
    a shared counter (a chunk of 100 games used to show 0/N for many seconds)."""
    calls: list[int] = []
    simulate(
        cr.GameConfig(players=3, seed=1),
        8,
        agents=(SlowAgent,),
        workers=2,
        chunk=4,
        progress=lambda done, total: calls.append(done),
    )
    assert calls == sorted(set(calls)) and calls[-1] == 8
    assert any(done % 4 for done in calls), calls  # counts seen inside a chunk


def test_pool_chunks_count_each_game(monkeypatch: pytest.MonkeyPatch) -> None:
    counter = multiprocessing.Value("q", 0)
    monkeypatch.setattr(sim, "_GAMES_PLAYED", counter)
    tally = sim._pool_chunk(config=CONFIG, start=FIRST, stop=FIRST + 3, agents="random")
    assert tally.games == counter.value == 3


def test_game_rows_one_per_game(result: SimulationResult) -> None:
    """``to_rows()``: one flat dict per game, by seed, agreeing with the aggregates and
    with the game played alone; the same on worker processes."""
    rows = result.to_rows()
    assert [row["seed"] for row in rows] == list(range(FIRST, FIRST + GAMES))
    assert sum(row[f"seat{s}_won"] for row in rows for s in range(4)) == sum(result.seat_wins)
    assert [sum(row[f"seat{s}_score"] for row in rows) for s in range(4)] == list(
        result.seat_points
    )
    record = cr.play(attrs.evolve(CONFIG, seed=FIRST + 1))
    row = rows[1]
    assert row["rounds"] == record.final_state.round and row["actions"] == len(record.actions)
    assert row["winners"] == " ".join(map(str, record.winners))
    assert row["seat2_characters"] == " ".join(record.final_state.players[2].characters)
    assert row["seat2_score"] == record.scores[2].total and row["seat0_agent"] == "RandomAgent"
    assert row["players"] == 4 and row["preset"] == "classic"
    assert simulate(CONFIG, GAMES, workers=2, chunk=2).to_rows() == rows
    lean = simulate(CONFIG, 2, game_rows=False)
    assert lean.game_rows is None
    with pytest.raises(ValueError, match="game_rows=False"):
        lean.to_rows()


def _stop_after(games: int) -> Callable[[int, int], None]:
    """A progress callback that raises KeyboardInterrupt (as Ctrl-C would) once
    ``games`` games are done."""

    def progress(done: int, total: int) -> None:
        if done >= games:
            raise KeyboardInterrupt

    return progress


def test_ctrl_c_keeps_the_games_finished() -> None:
    """A KeyboardInterrupt (here from the progress callback) stops the run: the exception
    carries the result of the games finished, which are exactly those seeds' numbers."""
    with pytest.raises(SimulationInterrupted) as stopped:
        simulate(CONFIG, 20, chunk=2, progress=_stop_after(4))
    partial = stopped.value.result
    assert isinstance(stopped.value, KeyboardInterrupt)
    assert partial.games == 4 and partial.requested == 20 and not partial.complete
    assert partial.seed_ranges == ((11, 15),)
    assert partial.to_dict()["complete"] is False
    assert partial == attrs.evolve(simulate(CONFIG, 4), requested=20)


def test_ctrl_c_with_worker_processes() -> None:
    """With a process pool too, the chunks finished before the interrupt are kept and the
    rest are dropped; the seed ranges say which games those are."""
    with pytest.raises(SimulationInterrupted) as stopped:
        simulate(CONFIG, 40, workers=2, chunk=2, progress=_stop_after(1))
    partial = stopped.value.result
    assert 2 <= partial.games < 40
    assert sum(b - a for a, b in partial.seed_ranges) == partial.games
    assert sum(c.games for c in partial.characters) == partial.games * 4


def test_save_games_writes_records(tmp_path: Path, result: SimulationResult) -> None:
    """Each game's record goes to DIR/game-<seed>.json; it replays, and the numbers are
    those of a run that saves nothing."""
    saved = simulate(CONFIG, 2, save_games=tmp_path / "games", workers=2, chunk=1)
    files = sorted(p.name for p in (tmp_path / "games").iterdir())
    assert files == ["game-11.json", "game-12.json"]
    record = cr.from_json(record_path(tmp_path / "games", 12).read_text(encoding="utf-8"))
    assert isinstance(record, cr.Record) and record.seed == 12 and record.events
    assert cr.replay(record) == record.final_state
    assert saved == simulate(CONFIG, 2)


def test_agents_by_name_per_seat_or_factory() -> None:
    """Names per seat, one name for all, or a factory of the seat."""
    mixed = simulate(CONFIG, 2, agents=("greedy", "random", "random", "random"))
    assert mixed.agents == ("GreedyAgent", "RandomAgent", "RandomAgent", "RandomAgent")
    assert [a.name for a in mixed.by_agent] == ["GreedyAgent", "RandomAgent"]
    assert [a.seats for a in mixed.by_agent] == [(0,), (1, 2, 3)]
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
    """On a Dask cluster given by its scheduler address: the one-process result."""
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        on_dask = simulate(CONFIG, GAMES, dask=cluster.scheduler_address, chunk=2)
    assert on_dask == result
    assert on_dask.backend.startswith("dask tcp://")


def test_dask_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the extra, asking for Dask names the extra to install."""
    monkeypatch.setitem(sys.modules, "dask", None)
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    with pytest.raises(RuntimeError, match=r"pip install \"\.\[dask\]\""):
        simulate(CONFIG, 1, dask="local")


def test_chunks_cover_every_seed_once() -> None:
    """Chunks are contiguous, disjoint and cover the requested seeds; ranges coalesce."""
    seeds = [s for start, stop in chunks(5, 23, 4) for s in range(start, stop)]
    assert seeds == list(range(5, 28))
    assert chunk_size(10, 1) == 1 and chunk_size(100_000, 4) == 100
    assert merge_ranges([(8, 10), (0, 4), (4, 6)]) == [(0, 6), (8, 10)]
