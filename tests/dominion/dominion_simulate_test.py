"""``dominion_rules.simulate`` on the engine's runner and ``dominion simulate``: the same
rows for any number of workers or on Dask, progress, Ctrl-C with the games finished,
``--json``, ``--games-csv``, ``--plot``, output paths checked first, progress on stderr."""

from __future__ import annotations

import csv
import json
import os
import random
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import dominion_rules as dr
from dominion_rules import cli
from dominion_rules import simulate as simulate_module
from dominion_rules.agents import agent_named
from dominion_rules.cli import main
from dominion_rules.simulate import GameRow, SimulationInterrupted, play_one, simulate, summary
from tabletop_engine import parallel

BASE = dr.GameConfig(players=2, seed=40)
AGENTS = ("smithy", "bm")


@pytest.fixture(scope="module")
def rows() -> list[GameRow]:
    """Eight games in this process, shared by the read-only tests."""
    return simulate(BASE, 8, AGENTS)


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


# -- the library --------------------------------------------------------------------------
def test_rows_by_seed_are_those_of_each_game(rows: list[GameRow]) -> None:
    assert [row.seed for row in rows] == list(range(40, 48))
    assert rows[3] == play_one(dr.GameConfig(players=2, seed=43), AGENTS)
    assert all(row.agents == AGENTS for row in rows)


def test_the_same_rows_with_two_workers(rows: list[GameRow]) -> None:
    """Chunks come back in any order: the rows are still those of one process, by seed."""
    assert simulate(BASE, 8, AGENTS, workers=2, chunk=3) == rows


def test_progress_is_done_of_total() -> None:
    calls: list[tuple[int, int]] = []
    simulate(BASE, 3, AGENTS, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 3), (2, 3), (3, 3)]


def _stop_after(games: int) -> Callable[[int, int], None]:
    def progress(done: int, total: int) -> None:
        if done >= games:
            raise KeyboardInterrupt

    return progress


def test_ctrl_c_keeps_the_games_finished(rows: list[GameRow]) -> None:
    with pytest.raises(SimulationInterrupted) as stopped:
        simulate(BASE, 8, AGENTS, chunk=2, progress=_stop_after(3))
    assert isinstance(stopped.value, KeyboardInterrupt)
    assert stopped.value.result == rows[:3]
    assert (stopped.value.games, stopped.value.requested) == (3, 8)


def test_ctrl_c_with_worker_processes(rows: list[GameRow]) -> None:
    with pytest.raises(SimulationInterrupted) as stopped:
        simulate(BASE, 8, AGENTS, workers=2, chunk=1, progress=_stop_after(1))
    partial = stopped.value.result
    assert 1 <= len(partial) < 8 and set(partial) <= set(rows)


def test_workers_lowered_warns(monkeypatch: pytest.MonkeyPatch, rows: list[GameRow]) -> None:
    monkeypatch.setattr(parallel, "available_cpus", lambda: 1)
    with pytest.warns(parallel.WorkersLowered, match="workers=8 lowered to 1"):
        assert simulate(BASE, 8, AGENTS, workers=8) == rows


def test_bad_input_fails_before_any_game() -> None:
    with pytest.raises(ValueError, match="2 players need 2 agents"):
        simulate(BASE, 2, ("bm", "bm", "bm"))
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        simulate(BASE, 2, ("bm", "nobody"))
    with pytest.raises(ValueError, match="games must be at least 1"):
        simulate(BASE, 0, AGENTS)
    with pytest.raises(dr.ConfigError):
        simulate(dr.GameConfig(players=2, kingdom=("smithy",)), 2, AGENTS)
    assert simulate(BASE, 1, "bm")[0].agents == ("bm", "bm")


class Slow(dr.BigMoneyAgent):
    """Big Money, a twentieth of a second per decision."""

    def act(self, view: Any, legal: Sequence[dr.Action], rng: random.Random) -> dr.Action:
        time.sleep(0.05)
        return super().act(view, legal, rng)


@pytest.fixture
def slow_agent(monkeypatch: pytest.MonkeyPatch) -> None:
    """The agent name ``slow`` plays :class:`Slow` (in this process)."""

    def named(name: str) -> Any:
        return Slow() if name == "slow" else agent_named(name)

    monkeypatch.setattr(simulate_module, "agent_named", named)
    monkeypatch.setattr(cli, "agent_named", named)


def test_agent_timeout_keeps_the_rows_and_stops_a_slow_agent(
    rows: list[GameRow], slow_agent: None
) -> None:
    """A generous limit changes nothing; one the agent cannot meet names its seat; a
    limit that is no number of seconds is refused up front."""
    assert simulate(BASE, 8, AGENTS, agent_timeout=30) == rows
    with pytest.raises(dr.AgentError, match=r"of seat 1 did not answer within 0\.01 s"):
        simulate(BASE, 1, ("bm", "slow"), agent_timeout=0.01)
    with pytest.raises(ValueError, match="agent_timeout"):
        simulate(BASE, 2, AGENTS, agent_timeout=0)


def test_dask_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "dask", None)
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    with pytest.raises(RuntimeError, match=r"pip install \"\.\[dask\]\""):
        simulate(BASE, 1, AGENTS, dask="local")


# -- the command line -------------------------------------------------------------------------
def test_json_and_csv_hold_every_game(tmp_path: Path, rows: list[GameRow]) -> None:
    j, c = tmp_path / "r.json", tmp_path / "g.csv"
    result = run("simulate", "-n", "8", "-s", "40", "-a", "smithy,bm", "--json", str(j))
    assert result.exit_code == 0, result.output
    result = run("simulate", "-n", "8", "-s", "40", "-a", "smithy,bm", "--games-csv", str(c))
    assert result.exit_code == 0, result.output
    data = json.loads(j.read_text(encoding="utf-8"))
    assert data == json.loads(json.dumps({"requested_games": 8, "complete": True, **summary(rows)}))
    table = list(csv.DictReader(c.open(encoding="utf-8")))
    assert table == [{k: str(v) for k, v in row.to_dict().items()} for row in rows]
    assert list(table[0]) == [
        *("seed", "players", "turns", "actions", "winners"),
        *("agent0", "score0", "won0", "agent1", "score1", "won1"),
    ]


def test_tables_on_stdout_progress_on_stderr(tmp_path: Path) -> None:
    j = tmp_path / "r.json"
    result = run("simulate", "-n", "3", "--json", str(j))
    assert result.exit_code == 0, result.output
    assert "win rate" in result.stdout and "Playing on 1 process" not in result.stdout
    assert "Playing on 1 process" in result.stderr and f"Wrote {j}" in result.stderr


def test_same_numbers_on_dask_local(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    common = ("simulate", "-n", "6", "-a", "smithy,bm")
    one, on_dask = tmp_path / "one.json", tmp_path / "dask.json"
    assert run(*common, "--json", str(one)).exit_code == 0
    result = run(*common, "--dask", "local", "--workers", "2", "--json", str(on_dask))
    assert result.exit_code == 0, result.output
    assert "Playing on Dask (local)" in result.stderr
    assert json.loads(on_dask.read_text()) == json.loads(one.read_text())


def test_plot_writes_a_png(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    path = tmp_path / "rates.png"
    result = run("simulate", "-n", "4", "-p", "3", "-a", "smithy,bm,bm", "--plot", str(path))
    assert result.exit_code == 0, result.output
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "Agents (over their seats)" in result.stdout


def one_line_error(result: Result, code: int, fragment: str) -> None:
    assert result.exit_code == code, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and fragment in lines[0], lines


def test_plot_without_matplotlib_says_which_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    one_line_error(
        run("simulate", "-n", "2", "--plot", str(tmp_path / "x.png")), 1, 'pip install ".[plot]"'
    )


def test_output_paths_are_checked_before_the_run(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def no_run(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the run started")

    monkeypatch.setattr(cli, "simulate", no_run)
    result = run("simulate", "-n", "5", "--json", str(tmp_path))
    assert result.exit_code == 2 and "is a directory" in result.output
    missing = tmp_path / "no" / "g.csv"
    one_line_error(run("simulate", "--games-csv", str(missing)), 2, "does not exist")


@pytest.mark.skipif(
    threading.current_thread() is not threading.main_thread(), reason="signals: main thread"
)
def test_ctrl_c_prints_what_was_done(tmp_path: Path) -> None:
    """A real SIGINT during a long run: exit 130, the table of the games finished, and a
    JSON file saying the run is incomplete."""
    out = tmp_path / "partial.json"
    timer = threading.Timer(1.5, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    try:
        result = run("simulate", "-n", "100000", "--json", str(out))
    finally:
        timer.cancel()
    assert result.exit_code == 130, result.output
    assert "Interrupted after" in result.stdout and "of 100000 games" in result.stdout
    assert "win rate" in result.stdout and "Traceback" not in result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["complete"] is False and data["requested_games"] == 100000
    assert 1 <= data["games"] < 100000


def test_cli_agent_timeout_names_the_seat(slow_agent: None) -> None:
    result = run("simulate", "-n", "1", "-a", "slow,bm", "--agent-timeout", "0.01")
    assert result.exit_code == 1, result.output
    last = result.output.strip().splitlines()[-1]
    assert last.startswith("Error: agent Slow") and "of seat 0" in last, last


def test_cli_says_when_the_workers_are_lowered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "available_cpus", lambda: 1)
    result = run("simulate", "-n", "2", "--workers", "4")
    assert result.exit_code == 0, result.output
    assert "Note: 1 worker process, not 4 (1 CPU available and 2 chunks of games)" in (
        result.stderr
    )


def test_the_simulate_command_names_the_kingdom_and_the_timing() -> None:
    """The header says what was played (preset, players, kingdom) and how fast."""
    from click.testing import CliRunner

    from dominion_rules.cli import main

    result = CliRunner().invoke(
        main, ["simulate", "-n", "4", "--kingdom", "first_game"], env={"COLUMNS": "300"}
    )
    assert result.exit_code == 0, result.output
    head = " ".join(result.output.split())
    assert "4 games · base · 2 players · kingdom Cellar, Market" in head
    assert "games/s)" in head
