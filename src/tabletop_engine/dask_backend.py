"""The Dask backend of :func:`tabletop_engine.parallel.run`: a game's chunks on a
Dask cluster, by scheduler address or on a ``LocalCluster`` started for the run.

Dask is an optional extra (``dask``): nothing here imports it until a
Dask run is asked for, so every game on the engine runs without it otherwise.
"""

from __future__ import annotations

import logging
import time
from contextlib import suppress
from typing import Any

from .extras import install_hint
from .parallel import Job, Stop, sigint_ignored, usable_workers

#: Dask's packages as ``pip install`` takes them (quoted for the shell's brackets).
QUOTED_DASK = "'dask[distributed]'"

#: Chunks in flight per Dask worker thread: enough to keep the workers busy while the
#: results travel, few enough that Ctrl-C stops within :data:`DASK_GRACE` seconds.
DASK_WINDOW_PER_WORKER = 2

#: Most chunks in flight on Dask, however large the cluster.
DASK_MAX_WINDOW = 256

#: Seconds a stopped Dask run waits for the chunks already running before dropping them.
DASK_GRACE = 1.0


def require_dask() -> Any:
    """The ``dask.distributed`` module; a clear ``RuntimeError`` when the extra is missing.

    Imported only when a Dask run is asked for, so the library never needs Dask otherwise.
    """
    try:
        import dask.distributed
    except ImportError as exc:
        msg = (
            f"running on Dask needs the 'dask' extra, "
            f"{install_hint('dask', QUOTED_DASK)}; import failed: {exc}"
        )
        raise RuntimeError(msg) from None
    return dask.distributed


def check_dask_address(address: str) -> None:
    """Raise ``ValueError`` unless ``address`` is ``"local"`` or reads as a scheduler
    address (``tcp://HOST:PORT``, ``HOST:PORT``; other protocols are left to Dask)."""
    if address == "local":
        return
    scheme = address.partition("://")[0] if "://" in address else "tcp"
    if scheme not in ("tcp", "tls", "ws", "wss"):
        return
    distributed = require_dask()
    try:
        distributed.comm.get_address_host_port(address)
    except ValueError as exc:
        msg = f"not a Dask scheduler address: {address!r} ({exc}); give tcp://HOST:PORT or local"
        raise ValueError(msg) from None


def check_dask(address: str | None) -> None:
    """Before a run on ``address`` (nothing for None): the extra is installed
    (``RuntimeError`` naming it otherwise) and the address reads as one (``ValueError``)."""
    if address is not None:
        require_dask()
        check_dask_address(address)


def close_dask(client: Any, cluster: Any, running: set[Any], job: Job[Any] | None) -> None:
    """Close a Dask run. After a stop (``job`` given), the chunks that finish within
    :data:`DASK_GRACE` seconds are still counted and the rest are cancelled. Errors and
    log noise of the shutdown (a ``CommClosedError`` as the workers go) are swallowed:
    the run is over and its numbers are in."""
    loggers = [logging.getLogger(name) for name in ("distributed", "tornado", "asyncio")]
    levels = [logger.level for logger in loggers]
    if job is not None:
        deadline = time.monotonic() + DASK_GRACE
        while running and time.monotonic() < deadline:
            for future in [f for f in running if f.done()]:
                running.discard(future)
                with suppress(Exception):
                    job.total.merge(future.result())
            time.sleep(0.05)
    for logger in loggers:
        logger.setLevel(logging.CRITICAL + 1)
    try:
        with suppress(Exception):
            if running:
                client.cancel(list(running), force=True)
        with suppress(Exception):
            client.close(timeout=2)
        with suppress(Exception):
            if cluster is not None:
                cluster.close(timeout=2)
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)


def run_dask(job: Job[Any], address: str, workers: int, stop: Stop) -> bool:
    """Play the chunks on a Dask cluster (``"local"``: a LocalCluster of processes with
    one thread each, since games hold the GIL); True when interrupted."""
    distributed = require_dask()
    cluster = None
    if address == "local":
        # The worker processes inherit an ignored SIGINT (it survives their exec): Ctrl-C
        # in a terminal reaches the whole process group, and the workers should not die
        # printing tracebacks but be closed by this process with the cluster.
        with sigint_ignored():
            cluster = distributed.LocalCluster(
                n_workers=usable_workers(workers, job.games, job.chunk)[0] if workers > 1 else None,
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                silence_logs=logging.ERROR,
            )
        client = distributed.Client(cluster)
        from ._dask_quiet import QuietWorkerLogs

        client.register_plugin(QuietWorkerLogs())
    else:
        try:
            client = distributed.Client(address, timeout="10s")
        except OSError as exc:
            raise RuntimeError(f"cannot reach the Dask scheduler {address!r}: {exc}") from None
    interrupted = False
    running: set[Any] = set()
    try:
        parallelism = max(1, sum(client.nthreads().values()))
        window = max(1, min(DASK_WINDOW_PER_WORKER * parallelism, DASK_MAX_WINDOW))
        todo = job.chunks(parallelism)

        def submit() -> bool:
            chunk = next(todo, None)
            if chunk is None:
                return False
            future = client.submit(job.play_chunk, **job.chunk_args(*chunk), pure=False)
            running.add(future)
            queue.add(future)
            return True

        queue = distributed.as_completed()
        # A bounded window of chunks in flight, refilled as they finish: a run of 10^8
        # games never holds a million futures, and a stop does not wait for a queue.
        while len(running) < window and submit():
            pass
        while running and not interrupted:
            batch = queue.next_batch(block=False)
            if not batch:
                time.sleep(0.05)
                interrupted = stop.requested
                continue
            for future in batch:
                running.discard(future)
                try:
                    job.add(future.result())
                except KeyboardInterrupt:
                    interrupted = True
            interrupted = interrupted or stop.requested
            while not interrupted and len(running) < window and submit():
                pass
    except KeyboardInterrupt:
        interrupted = True
    finally:
        close_dask(client, cluster, running, job if interrupted else None)
    return interrupted


__all__ = [
    "DASK_GRACE",
    "DASK_MAX_WINDOW",
    "DASK_WINDOW_PER_WORKER",
    "check_dask",
    "check_dask_address",
    "close_dask",
    "require_dask",
    "run_dask",
]
