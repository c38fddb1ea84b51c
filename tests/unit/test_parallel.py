"""The engine's simulation runner (``tabletop_engine.parallel``) with a game of its
own: a chunk function that counts seeds. One process, a pool of two, chunks, progress,
Ctrl-C and its partial result, the lowered-workers warning, Dask; and the boundary: the
runner's modules import no game code."""

from __future__ import annotations

import ast
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import attrs
import pytest

from citadels_rules import simulate as citadels_simulate
from tabletop_engine import parallel
from tabletop_engine.parallel import (
    Job,
    ProgressCallback,
    RunInterrupted,
    WorkersLowered,
    check_counts,
    check_picklable,
    run,
)

ENGINE = Path(parallel.__file__).parent
RUNNER_MODULES = ("parallel", "dask_backend", "_dask_quiet", "charts", "cli_support")


# -- the fake game (module level: it goes to worker processes) --------------------------------
@attrs.define
class Seeds:
    """The tally of the fake game: the seeds played, the chunks, the processes."""

    seeds: list[int] = attrs.Factory(list)
    chunks: list[tuple[int, int]] = attrs.Factory(list)
    pids: set[int] = attrs.Factory(set)

    @property
    def games(self) -> int:
        return len(self.seeds)

    def merge(self, other: Seeds) -> None:
        self.seeds += other.seeds
        self.chunks += other.chunks
        self.pids |= other.pids


def count_seeds(
    start: int,
    stop: int,
    pause: float = 0.0,
    should_stop: Callable[[], bool] | None = None,
    on_game: Callable[[], None] | None = None,
) -> Seeds:
    """ "Play" the seeds ``start <= seed < stop``: each game takes ``pause`` seconds."""
    tally = Seeds(chunks=[(start, stop)], pids={os.getpid()})
    for seed in range(start, stop):
        time.sleep(pause)
        tally.seeds.append(seed)
        if on_game is not None:
            on_game()
        if should_stop is not None and should_stop():
            break
    return tally


def job(
    games: int,
    pause: float = 0.0,
    chunk: int | None = None,
    progress: ProgressCallback | None = None,
) -> Job[Seeds]:
    """A run of the fake game over the seeds 100, 101, ..."""
    return Job(count_seeds, {"pause": pause}, Seeds, 100, games, progress, chunk)


@pytest.fixture
def two_cpus(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pool of two whatever this machine has."""
    monkeypatch.setattr(parallel, "available_cpus", lambda: 2)


# -- backends -----------------------------------------------------------------------------
def test_one_process_plays_every_seed_once() -> None:
    calls: list[tuple[int, int]] = []
    outcome = run(job(7, progress=lambda done, total: calls.append((done, total))))
    assert sorted(outcome.total.seeds) == list(range(100, 107))
    assert outcome.total.pids == {os.getpid()}
    assert outcome.backend == "1 process" and not outcome.interrupted
    assert calls == [(n, 7) for n in range(1, 8)]  # after each game


def test_a_pool_of_two_plays_elsewhere_with_the_same_seeds(two_cpus: None) -> None:
    calls: list[int] = []
    outcome = run(
        job(12, pause=0.05, chunk=4, progress=lambda done, total: calls.append(done)), workers=2
    )
    assert sorted(outcome.total.seeds) == list(range(100, 112))
    assert os.getpid() not in outcome.total.pids
    assert outcome.backend == "2 processes" and not outcome.interrupted
    assert calls == sorted(set(calls)) and calls[-1] == 12
    assert any(done % 4 for done in calls), calls  # the shared counter, inside a chunk


def test_chunks_cover_the_seeds() -> None:
    outcome = run(job(10, chunk=3))
    assert outcome.total.chunks == [(100, 103), (103, 106), (106, 109), (109, 110)]
    default = run(job(1000)).total.chunks
    assert len(default) == 20 and {b - a for a, b in default} == {50}  # chunk_size(1000, 1)


def test_workers_lowered_to_what_can_be_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "available_cpus", lambda: 1)
    with pytest.warns(WorkersLowered, match="workers=4 lowered to 1 .1 CPU available"):
        outcome = run(job(3), workers=4)
    assert outcome.backend == "1 process"


# -- stopping ---------------------------------------------------------------------------------
def _stop_after(games: int) -> Callable[[int, int], None]:
    def progress(done: int, total: int) -> None:
        if done >= games:
            raise KeyboardInterrupt

    return progress


def test_a_stop_keeps_the_games_finished() -> None:
    """A KeyboardInterrupt from the progress callback (where Ctrl-C lands) stops the run
    after that game: the tally holds exactly the games finished."""
    outcome = run(job(20, chunk=3, progress=_stop_after(4)))
    assert outcome.interrupted and outcome.total.seeds == [100, 101, 102, 103]


def test_a_stop_in_a_pool_keeps_whole_games(two_cpus: None) -> None:
    outcome = run(job(40, pause=0.02, chunk=2, progress=_stop_after(1)), workers=2)
    assert outcome.interrupted and 1 <= outcome.total.games < 40
    assert len(set(outcome.total.seeds)) == outcome.total.games


@pytest.mark.skipif(
    threading.current_thread() is not threading.main_thread(), reason="signals: main thread"
)
def test_a_real_ctrl_c_stops_between_games() -> None:
    """SIGINT to this process during a run: the handler only sets the flag, the chunk
    stops after its game, and the previous handler is back afterwards."""
    before = signal.getsignal(signal.SIGINT)
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    try:
        outcome = run(job(200, pause=0.02, chunk=50))
    finally:
        timer.cancel()
    assert outcome.interrupted and 1 <= outcome.total.games < 200
    assert outcome.total.seeds == list(range(100, 100 + outcome.total.games))
    assert signal.getsignal(signal.SIGINT) is before


def test_run_interrupted_carries_the_partial_result() -> None:
    stop = RunInterrupted(["a row"], 1, 5)
    assert isinstance(stop, KeyboardInterrupt) and stop.result == ["a row"]
    assert (stop.games, stop.requested) == (1, 5)
    assert str(stop) == "simulation interrupted after 1 of 5"


# -- checks -------------------------------------------------------------------------------
def test_counts_are_checked() -> None:
    with pytest.raises(TypeError, match="games must be an int"):
        check_counts(True, 1, None)
    with pytest.raises(ValueError, match="games must be at least 1"):
        check_counts(0, 1, None)
    with pytest.raises(ValueError, match="workers must be from 1 to 1024"):
        check_counts(1, 1025, None)
    with pytest.raises(ValueError, match="chunk must be a positive int"):
        check_counts(1, 1, 0)
    with pytest.raises(ValueError, match="cannot be sent to other processes"):
        check_picklable(lambda seat: None)


# -- Dask -----------------------------------------------------------------------------------
def test_dask_local_gives_the_same_seeds() -> None:
    pytest.importorskip("dask.distributed")
    calls: list[int] = []
    outcome = run(job(9, chunk=2, progress=lambda d, t: calls.append(d)), workers=2, dask="local")
    assert sorted(outcome.total.seeds) == list(range(100, 109))
    assert outcome.backend == "dask local" and not outcome.interrupted
    assert os.getpid() not in outcome.total.pids and calls[-1] == 9


# -- where the runner used to live, and what it may import ------------------------------------
def test_citadels_names_of_the_runner_reach_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Patching a runner knob on ``citadels_rules.simulate`` (as before the move) patches
    the engine module that reads it, and undoing it restores both."""
    assert citadels_simulate.usable_workers is parallel.usable_workers
    monkeypatch.setattr(citadels_simulate, "POOL_GRACE", 0.5)
    assert parallel.POOL_GRACE == 0.5
    monkeypatch.undo()
    assert parallel.POOL_GRACE == citadels_simulate.POOL_GRACE == 2.0


def _imports(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            out.append("." * node.level + (node.module or ""))
    return out


def test_the_runner_imports_no_game_code() -> None:
    """The runner's modules import the engine (relative, one level), Python's own modules,
    attrs, click, rich and the optional extras: never a game."""
    allowed_third_party = ("attrs", "click", "rich", "dask", "distributed", "matplotlib")
    for name in RUNNER_MODULES:
        for imported in _imports(ENGINE / f"{name}.py"):
            if imported.startswith("."):
                assert not imported.startswith(".."), (name, imported)
                continue
            top = imported.split(".")[0]
            assert top in sys.stdlib_module_names or top in allowed_third_party, (name, imported)
