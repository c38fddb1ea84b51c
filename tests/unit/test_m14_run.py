"""Milestone 14, items 1, 4 and 5: bounded worker pools that stop on Ctrl-C, agents'
failures named by seat (``cr.AgentError``, ``agent_timeout``), bounded reads and the
last raw exceptions and silent leftovers of the command line."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import random
import signal
import threading
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import citadels_rules as cr
from citadels_rules import cli
from citadels_rules import simulate as sim
from citadels_rules.cli import main
from citadels_rules.pack_api import register_pack
from citadels_rules.simulate import (
    MAX_WORKERS,
    SimulationInterrupted,
    WorkersLowered,
    simulate,
    usable_workers,
)
from tabletop_engine import cli_support

CONFIG = cr.GameConfig(players=4, seed=21)


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def assert_one_line_error(result: Result, code: int, *fragments: str) -> None:
    assert result.exit_code == code, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    assert "Traceback" not in result.output
    for fragment in fragments:
        assert fragment in lines[0], lines[0]


# -- agents (module level: they go to worker processes) ------------------------------------
class Raising:
    def act(self, view: Any, legal: Sequence[cr.Action], rng: random.Random) -> cr.Action:
        raise ZeroDivisionError("no plan")


class TwoArguments:
    def act(self, view: Any, legal: Sequence[cr.Action]) -> cr.Action:
        return legal[0]


class NotAnAction:
    def act(self, view: Any, legal: Sequence[cr.Action], rng: random.Random) -> Any:
        return "take_gold"


#: Set by a test to let the hung agents of this process return.
RELEASE = threading.Event()


class Hung:
    """Never answers (until the test releases it, or for a minute)."""

    observes = False

    def act(self, view: Any, legal: Sequence[cr.Action], rng: random.Random) -> cr.Action:
        RELEASE.wait(60)
        return legal[0]


def hung_in_seat_2(seat: int) -> Any:
    return Hung() if seat == 2 else cr.RandomAgent()


@pytest.fixture
def released() -> Iterator[None]:
    RELEASE.clear()
    yield
    RELEASE.set()


# -- item 1: the pool is bounded ---------------------------------------------------------
class _SmallPool(ProcessPoolExecutor):
    """A pool that refuses to start more than 4 processes (a regression must not fork
    a million processes on the test machine)."""

    def __init__(self, max_workers: int, **kwargs: Any) -> None:
        assert max_workers <= 4, f"a pool of {max_workers} processes"
        super().__init__(max_workers, **kwargs)


@pytest.fixture
def small_pools(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sim, "ProcessPoolExecutor", _SmallPool)


def test_usable_workers_is_capped_by_cpus_and_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sim, "available_cpus", lambda: 2)
    assert usable_workers(64, 2) == (2, "2 CPUs available and 2 chunks of games")
    assert usable_workers(64, 10_000)[0] == 2
    assert usable_workers(2, 10_000) == (2, "")
    monkeypatch.setattr(sim, "available_cpus", lambda: 16)
    assert usable_workers(8, 3, chunk=1) == (3, "3 chunks of games")
    assert usable_workers(1, 1) == (1, "")


def test_simulate_starts_no_more_processes_than_it_can_use(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``workers=64`` on 2 CPUs: a pool of 2 processes, and a warning saying so."""
    monkeypatch.setattr(sim, "available_cpus", lambda: 2)
    sizes: list[int] = []

    class Recording(_SmallPool):
        def __init__(self, max_workers: int, **kwargs: Any) -> None:
            sizes.append(max_workers)
            super().__init__(max_workers, **kwargs)

    monkeypatch.setattr(sim, "ProcessPoolExecutor", Recording)
    with pytest.warns(WorkersLowered, match="workers=64 lowered to 2"):
        result = simulate(CONFIG, 4, workers=64, chunk=1)
    assert sizes == [2] and result.backend == "2 processes"
    assert result == simulate(CONFIG, 4)


@pytest.mark.parametrize("workers", [MAX_WORKERS + 1, 10**6, 10**12])
def test_absurd_worker_counts_are_refused(workers: int, small_pools: None) -> None:
    with pytest.raises(ValueError, match=f"workers must be from 1 to {MAX_WORKERS}"):
        simulate(CONFIG, 2, workers=workers)


@pytest.mark.parametrize("workers", ["1000000", str(10**12)])
def test_cli_refuses_absurd_workers_in_one_line(workers: str, small_pools: None) -> None:
    assert_one_line_error(run("simulate", "-n", "2", "--workers", workers), 2, "--workers")


def test_cli_says_when_the_workers_are_lowered(
    monkeypatch: pytest.MonkeyPatch, small_pools: None
) -> None:
    monkeypatch.setattr(sim, "available_cpus", lambda: 2)
    seen: list[int] = []
    monkeypatch.setattr(
        cli, "simulate", lambda *a, **k: seen.append(k["workers"]) or simulate(*a, **k)
    )
    result = run("simulate", "-n", "2", "--workers", "64")
    assert result.exit_code == 0, result.output
    assert "Note: 2 worker processes, not 64 (2 CPUs available and 2 chunks of games)" in (
        result.output
    )
    assert seen == [2]


def test_ctrl_c_ends_every_worker_within_seconds(
    monkeypatch: pytest.MonkeyPatch, released: None
) -> None:
    """A worker stuck in a game (a hung agent) is ended after the grace period: Ctrl-C
    does not wait for it, and no worker process outlives the run."""
    monkeypatch.setattr(sim, "POOL_GRACE", 1.0)
    timer = threading.Timer(1.5, os.kill, (os.getpid(), signal.SIGINT))
    started = time.monotonic()
    timer.start()
    try:
        with pytest.raises(SimulationInterrupted) as stopped:
            simulate(CONFIG, 4, agents=hung_in_seat_2, workers=2, chunk=2)
    finally:
        timer.cancel()
    assert time.monotonic() - started < 8
    assert stopped.value.result.games == 0
    assert not multiprocessing.active_children()


# -- item 4: agents' failures are named ----------------------------------------------------
def test_an_agent_exception_names_the_seat_with_the_cause() -> None:
    agents = [cr.RandomAgent(), Raising(), cr.RandomAgent(), cr.RandomAgent()]
    with pytest.raises(cr.AgentError, match="of seat 1 raised ZeroDivisionError") as info:
        cr.play(CONFIG, agents)
    assert info.value.seat == 1 and info.value.agent is agents[1]
    assert isinstance(info.value.__cause__, ZeroDivisionError)


def test_a_wrong_act_signature_names_the_seat() -> None:
    agents = [cr.RandomAgent(), cr.RandomAgent(), TwoArguments(), cr.RandomAgent()]
    with pytest.raises(cr.AgentError, match=r"seat 2 cannot be called as act\(view") as info:
        cr.play(CONFIG, agents)
    assert info.value.seat == 2 and isinstance(info.value.__cause__, TypeError)


def test_a_non_action_names_the_seat() -> None:
    with pytest.raises(cr.AgentError, match="returned 'take_gold', not an Action"):
        cr.play(CONFIG, [NotAnAction()] * 4)


def test_an_agent_error_pickles() -> None:
    error = cr.AgentError(3, lambda: None, "did not answer")
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is cr.AgentError and copy.seat == 3 and str(copy) == str(error)


def test_a_hung_agent_times_out_in_play(released: None) -> None:
    agents = [hung_in_seat_2(seat) for seat in range(4)]
    started = time.monotonic()
    with pytest.raises(cr.AgentError, match=r"of seat 2 did not answer within 0.3 s") as info:
        cr.play(CONFIG, agents, agent_timeout=0.3)
    assert time.monotonic() - started < 5
    assert info.value.seat == 2


def test_the_timeout_keeps_games_identical() -> None:
    agents = [cr.GreedyAgent(), cr.RandomAgent(), cr.GreedyAgent(), cr.RandomAgent()]
    assert cr.play(CONFIG, agents, agent_timeout=30).actions == cr.play(CONFIG, agents).actions


def test_an_exception_under_a_timeout_is_wrapped_too() -> None:
    with pytest.raises(cr.AgentError) as info:
        cr.play(CONFIG, [Raising()] * 4, agent_timeout=5)
    assert isinstance(info.value.__cause__, ZeroDivisionError)


@pytest.mark.parametrize("timeout", [0, -1, float("nan"), float("inf"), "3", True])
def test_bad_timeouts_are_refused(timeout: Any) -> None:
    with pytest.raises(ValueError, match="agent_timeout"):
        cr.play(CONFIG, agent_timeout=timeout)


def test_a_hung_agent_times_out_in_simulate_workers(released: None) -> None:
    """In a worker process the game raises the same error, back in the caller."""
    started = time.monotonic()
    with pytest.raises(cr.AgentError, match="of seat 2 did not answer") as info:
        simulate(CONFIG, 2, agents=hung_in_seat_2, workers=2, chunk=1, agent_timeout=0.3)
    assert info.value.seat == 2
    assert time.monotonic() - started < 10
    assert not multiprocessing.active_children()


def test_cli_agent_timeout_names_the_seat() -> None:
    result = run("simulate", "-n", "1", "--agents", "search", "--agent-timeout", "0.000001")
    assert result.exit_code == 1, result.output
    last = result.output.strip().splitlines()[-1]
    assert last.startswith("Error: agent SearchAgent") and "of seat" in last, last
    assert "Traceback" not in result.output


def test_cli_play_bots_are_held_to_the_agent_timeout(tmp_path: Path) -> None:
    """``citadels play``'s bots go through the same call as ``play()``'s agents: a bot
    slower than ``--agent-timeout`` stops the game with a one-line error naming its seat,
    and the record of the moves so far is still saved."""
    saved = tmp_path / "game.json"
    args = ("play", "--bots", "search", "--agent-timeout", "0.000001", "--save", str(saved))
    result = run(*args, input="1\n" * 50)
    assert result.exit_code == 1, result.output
    last = result.output.strip().splitlines()[-1]
    assert last.startswith("Error: agent SearchAgent") and "of seat" in last, last
    assert "abandoned in round 1" in last and "Traceback" not in result.output
    if saved.exists():  # the human seat moved first: those moves are kept
        assert cr.from_json(saved.read_text(encoding="utf-8")).actions


def test_cli_play_wraps_a_failing_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot whose ``act`` raises is an ``AgentError`` naming the seat, not a traceback."""
    monkeypatch.setattr(cli, "make_agents", lambda spec, n: [Raising() for _ in range(n)])
    result = run("play", "--seat", "0", input="1\n" * 50)
    assert result.exit_code == 1, result.output
    last = result.output.strip().splitlines()[-1]
    assert last.startswith("Error: agent <") and "Raising" in last and "of seat" in last, last
    assert "raised ZeroDivisionError: no plan" in last
    assert "Traceback" not in result.output


# -- item 5: bounded reads and leftovers ---------------------------------------------------
def test_replay_caps_what_it_reads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "MAX_RECORD_BYTES", 1024)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2000)
    assert_one_line_error(run("replay", str(big)), 2, "larger than")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_replay_of_dev_zero_stops() -> None:
    assert_one_line_error(run("replay", "/dev/zero"), 2, "/dev/zero", "larger than 64 MB")


def test_play_caps_an_answer_line() -> None:
    result = run("play", "--seed", "3", input="1" * (cli_support.MAX_ANSWER + 10))
    assert result.exit_code == 1
    assert result.output.strip().splitlines()[-1].startswith("Error: an answer longer than")


@pytest.mark.parametrize(
    "args",
    [
        ("simulate", "-n", "1", "--agents", ""),
        ("simulate", "-n", "1", "--agents", ",,,,"),
        ("simulate", "-n", "1", "--agents", "random,,greedy"),
        ("simulate", "-n", "1", "--characters", ",,"),
        ("check", "--variants", "short_game_7,"),
        ("play", "--bots", ""),
        ("check", "--players", ",,,"),
        ("check", "--players", ""),
        ("check", "--seed", "-5"),
        ("simulate", "-n", "1", "--seed", "-5"),
        ("play", "--seed", "-5"),
        ("simulate", "-n", "1", "--agent-timeout", "nan"),
        ("simulate", "-n", "1", "--agent-timeout", "0"),
    ],
)
def test_empty_lists_and_negative_seeds_are_usage_errors(args: tuple[str, ...]) -> None:
    assert_one_line_error(run(*args), 2, "Invalid value for")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: register_pack(None), r"register_pack\(\) expects a Pack, not NoneType"),
        (lambda: cr.observe(None, 0), r"observe\(\) expects a GameState, not NoneType"),
        (lambda: cr.events_for(None, 0), r"events_for\(\) expects an iterable of events"),
        (lambda: cr.events_for([None], 0), r"events_for\(\) expects an iterable of events"),
        (lambda: cr.resample(None, 0, None), r"resample\(\) expects a GameView"),
        (
            lambda: cr.resample(cr.observe(cr.new_game(CONFIG), 0), 0),  # type: ignore[arg-type]
            r"resample\(\) expects a random.Random",
        ),
        (lambda: simulate(CONFIG, "3"), "games must be an int, not str '3'"),
        (lambda: simulate(CONFIG, 2, workers=2.0), "workers must be an int"),
        (lambda: simulate(None, 2), r"simulate\(\) expects a GameConfig, not NoneType"),
    ],
)
def test_bad_arguments_are_type_errors(call: Any, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        call()


def test_a_variant_given_twice_is_kept_once() -> None:
    config = cr.GameConfig(variants=("short_game_7", "-x", "short_game_7", "-x"))
    assert config.variants == ("short_game_7", "-x")
    assert cr.GameConfig(variants=("short_game_7", "short_game_7")) == cr.GameConfig(
        variants=("short_game_7",)
    )
