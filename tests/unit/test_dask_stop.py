"""Ctrl-C stops ``simulate --dask`` on a large run (issue 8, item 4): chunks go out in a
bounded window refilled as they finish, the stop flag is read meanwhile, the run ends
within about two seconds without a traceback and keeps the games finished."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import citadels_rules as cr
from citadels_rules import simulate as sim
from citadels_rules.simulate import SimulationInterrupted, simulate

pytestmark = pytest.mark.thorough  # real clusters and signals: the thorough tier

distributed = pytest.importorskip("dask.distributed")

CONFIG = cr.GameConfig(players=4, preset="classic", seed=11)


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as local:
        yield local


def test_a_huge_dask_run_submits_a_window_and_stops_quickly(
    cluster: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """10^8 games in chunks of 2: only a window of chunks is ever in flight, and a stop
    (here from the progress callback, as Ctrl-C sets the flag) ends the run at once with
    the games finished so far."""
    monkeypatch.setattr(sim, "DASK_WINDOW_PER_WORKER", 1)
    submitted = 0
    real_submit = distributed.Client.submit

    def counting_submit(self: Any, *args: Any, **kwargs: Any) -> Any:
        nonlocal submitted
        submitted += 1
        return real_submit(self, *args, **kwargs)

    monkeypatch.setattr(distributed.Client, "submit", counting_submit)
    stopped_at: list[float] = []

    def progress(done: int, total: int) -> None:
        if done >= 6:
            stopped_at.append(time.monotonic())
            raise KeyboardInterrupt

    started = time.monotonic()
    with pytest.raises(SimulationInterrupted) as stopped:
        simulate(CONFIG, 10**8, dask=cluster.scheduler_address, chunk=2, progress=progress)
    ended = time.monotonic()
    partial = stopped.value.result
    assert stopped_at and ended - stopped_at[0] < 2.5, ended - stopped_at[0]
    assert ended - started < 60
    assert 6 <= partial.games < 10**8 and not partial.complete
    assert sum(b - a for a, b in partial.seed_ranges) == partial.games
    # window of 2 (2 workers x 1) plus one refill per finished chunk
    assert submitted <= 2 + partial.games // 2 + 2, submitted


def test_real_ctrl_c_on_dask_local(tmp_path: Path) -> None:
    """SIGINT to a real ``citadels simulate --dask local`` of 10^8 games: exit 130 soon
    after, the games finished so far printed and written, no traceback."""
    out = tmp_path / "partial.json"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "citadels_rules.cli",
            "simulate",
            *("-n", "100000000", "-w", "2", "--dask", "local"),
            "--json",
            str(out),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "COLUMNS": "100"},
    )
    try:
        time.sleep(8)
        proc.send_signal(signal.SIGINT)
        signalled = time.monotonic()
        stdout, stderr = proc.communicate(timeout=90)
    finally:
        proc.kill()  # (a no-op once it has exited)
    took = time.monotonic() - signalled
    assert proc.returncode == 130, stdout + stderr
    assert took < 30, took  # the local cluster's shutdown included (a loaded CI machine)
    assert "Interrupted after" in stdout
    assert "Traceback" not in stdout + stderr and "CommClosedError" not in stdout + stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["complete"] is False and data["games"] > 0
