"""Many seeded games at once, for any game on the engine: chunks of seeds played in this
process, in a pool of local processes or on a Dask cluster, merged into one tally.

A game's ``simulate`` (Citadels' :func:`citadels_rules.simulate.simulate`, Dominion's
:func:`dominion_rules.simulate.simulate`) brings three things: a **chunk function**, a
module-level (so picklable) callable that plays the seeds ``start <= seed < stop`` and
returns a **tally** of them; a factory of the empty tally; and its own checks of the
config and agents, made before :func:`run` is called. Everything else is here, once:
cutting the seeds into chunks, the number of worker processes, progress, Ctrl-C and
the partial result it leaves, the process pool and (in :mod:`.dask_backend`) Dask.

The chunk function is called as ``play_chunk(**args, start=..., stop=...,
should_stop=..., on_game=...)``: ``args`` are the game's keyword arguments (the same
for every chunk; they travel to other processes, so they must pickle); ``should_stop()``
is asked after each game (the run is being stopped: return the games played so far);
``on_game()`` is called after each game (progress). On Dask neither is passed.

A tally has a ``games`` count and a ``merge(other)`` that adds another tally of
disjoint games into it (:class:`Tally`). Tallies are merged in the order chunks finish,
so a game whose numbers must not depend on the backend keeps order-free counts (sums,
or rows sorted by seed at the end).

Ctrl-C during :func:`run` only sets a flag that the loops read between games and
chunks: the run stops cleanly and :attr:`Outcome.interrupted` says so, the tally holding
the games finished; the game raises its :class:`RunInterrupted` with that partial result.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import pickle
import signal
import threading
import time
import warnings
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager, suppress
from types import FrameType
from typing import Any, Generic, Protocol, TypeAlias, TypeVar

import attrs

#: ``progress(games_done, games_total)``, called in the calling process as games finish
#: (after each game in this process; a few times a second with worker processes, whose
#: games are counted one by one; per chunk on Dask). It may raise ``KeyboardInterrupt``
#: to stop the run (see :class:`RunInterrupted`).
ProgressCallback: TypeAlias = Callable[[int, int], None]

#: Largest number of games per chunk: big enough that inter-process overhead (one small
#: pickled tally per chunk) is negligible, small enough for a lively progress bar and a
#: quick stop on Ctrl-C.
MAX_CHUNK = 100

#: Most ``workers`` a run accepts: more is refused as a mistake. The pool itself never
#: exceeds what can be used (:func:`usable_workers`).
MAX_WORKERS = 1024

#: Seconds a stopped process pool waits for the games being played before it ends its
#: worker processes (a game of slow agents, a hung one).
POOL_GRACE = 2.0


class Tally(Protocol):
    """What a chunk function returns: counts of some games that add up.

    ``games`` is the number of games counted (progress and the partial result of an
    interrupted run read it); ``merge(other)`` adds the counts of ``other``, a tally of
    games disjoint from this one's, into this one.
    """

    @property
    def games(self) -> int:
        """Games counted."""
        ...

    def merge(self, other: Any) -> None:
        """Add ``other``'s counts into this tally."""
        ...


_T = TypeVar("_T", bound=Tally)


class WorkersLowered(UserWarning):
    """A game's ``simulate`` runs fewer worker processes than asked: no more than the
    CPUs this process may use, nor than the chunks of games to play."""


class RunInterrupted(KeyboardInterrupt):
    """Raised by a game's ``simulate`` when stopped by Ctrl-C (or by a
    ``KeyboardInterrupt`` from the progress callback): ``result`` holds the games finished
    until then, ``games`` of the ``requested``.

    A ``KeyboardInterrupt``, so callers that do not care still stop as on any Ctrl-C.
    """

    def __init__(self, result: Any, games: int, requested: int) -> None:
        super().__init__(f"simulation interrupted after {games} of {requested}")
        self.result = result
        self.games = games
        self.requested = requested


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity where the system tells it, else
    ``os.cpu_count()``), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def usable_workers(requested: int, games: int, chunk: int | None = None) -> tuple[int, str]:
    """How many worker processes ``simulate(workers=requested)`` runs for ``games`` games,
    and why it is fewer (an empty string when it is not): at most the CPUs available
    (:func:`available_cpus`) and the number of chunks of games.

    >>> usable_workers(4, 2, chunk=1)[0] <= 2
    True
    """
    cpus = available_cpus()
    cap = min(requested, cpus)
    size = chunk or chunk_size(games, cap)
    n_chunks = -(-games // size)
    usable = max(1, min(cap, n_chunks))
    if usable >= requested:
        return requested, ""
    reasons = []
    if cpus < requested:
        reasons.append(f"{cpus} CPU{'s' if cpus != 1 else ''} available")
    if n_chunks < requested:
        reasons.append(f"{n_chunks} chunk{'s' if n_chunks != 1 else ''} of games")
    return usable, " and ".join(reasons)


def merge_ranges(ranges: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, coalesced ``[start, stop)`` ranges: the same list whatever the input order.

    >>> merge_ranges([(5, 7), (0, 3), (3, 5), (9, 10)])
    [(0, 7), (9, 10)]
    """
    out: list[tuple[int, int]] = []
    for first, stop in sorted(ranges):
        if out and first <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], stop))
        else:
            out.append((first, stop))
    return out


def chunks(start: int, games: int, size: int) -> Iterator[tuple[int, int]]:
    """``(first_seed, stop_seed)`` ranges of at most ``size`` games covering all games."""
    for first in range(start, start + games, size):
        yield first, min(first + size, start + games)


def chunk_size(games: int, parallelism: int) -> int:
    """Games per chunk: about 8 chunks per worker (so the load balances), at least 20
    chunks overall (so the progress moves), at most :data:`MAX_CHUNK`."""
    target = max(20, 8 * parallelism)
    return max(1, min(MAX_CHUNK, math.ceil(games / target)))


# -- checks made before any work starts ---------------------------------------------------
def check_counts(games: int, workers: int, chunk: int | None) -> None:
    """``TypeError`` or ``ValueError`` for a count no run can take: ``games`` and
    ``workers`` must be ints (not bools), ``games >= 1``, ``1 <= workers <=``
    :data:`MAX_WORKERS`, and ``chunk`` a positive int or None."""
    for name, value in (("games", games), ("workers", workers)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be an int, not {type(value).__name__} {value!r}")
    if chunk is not None and (isinstance(chunk, bool) or not isinstance(chunk, int) or chunk < 1):
        raise ValueError(f"chunk must be a positive int (or None), not {chunk!r}")
    if games < 1:
        raise ValueError(f"games must be at least 1, not {games}")
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"workers must be from 1 to {MAX_WORKERS}, not {workers}")


def check_picklable(agents: Any) -> None:
    """Agents sent to other processes must pickle: say so before the pool fails obscurely."""
    try:
        pickle.dumps(agents)
    except Exception as exc:
        msg = (
            f"agents {agents!r} cannot be sent to other processes ({exc}): use agent names, "
            "classes or module-level functions (not lambdas or local functions)"
        )
        raise ValueError(msg) from None


# -- the run --------------------------------------------------------------------------------
@attrs.define
class Job(Generic[_T]):
    """One run's work and its running total (merged in the calling process).

    ``play_chunk`` is the game's chunk function and ``args`` its keyword arguments for
    every chunk; ``new_tally`` makes the empty total; the seeds are ``first`` to
    ``first + games - 1``; ``chunk`` overrides the games per chunk.
    """

    play_chunk: Callable[..., _T]
    args: dict[str, Any]
    new_tally: Callable[[], _T]
    first: int
    games: int
    progress: ProgressCallback | None = None
    chunk: int | None = None
    total: _T = attrs.field(init=False)
    reported: int = attrs.field(init=False, default=0)

    def __attrs_post_init__(self) -> None:
        self.total = self.new_tally()

    def chunk_args(self, first: int, stop: int) -> dict[str, Any]:
        """The arguments of the chunk function for the seeds ``first <= seed < stop``."""
        return {**self.args, "start": first, "stop": stop}

    def chunks(self, parallelism: int) -> Iterator[tuple[int, int]]:
        """The seed ranges to play, sized for ``parallelism`` workers (made as needed)."""
        size = self.chunk or chunk_size(self.games, parallelism)
        return chunks(self.first, self.games, size)

    def add(self, tally: _T) -> None:
        """Merge a finished chunk and report progress (which may raise KeyboardInterrupt)."""
        self.total.merge(tally)
        self.report(self.total.games)

    def report(self, done: int) -> None:
        """Call ``progress`` when ``done`` games is news (it may raise KeyboardInterrupt)."""
        done = min(done, self.games)
        if self.progress is not None and done > self.reported:
            self.reported = done
            self.progress(done, self.games)


@attrs.frozen
class Outcome(Generic[_T]):
    """What :func:`run` did: the merged ``total``, the ``backend`` that played it
    (``"1 process"``, ``"2 processes"``, ``"dask local"``), the seconds ``elapsed``, and
    whether it was ``interrupted`` (then ``total`` holds the games finished)."""

    total: _T
    backend: str
    elapsed: float
    interrupted: bool


def run(
    job: Job[_T], workers: int = 1, dask: str | None = None, *, stacklevel: int = 1
) -> Outcome[_T]:
    """Play ``job`` in this process (``workers == 1``), in a pool of local processes or on
    the Dask cluster ``dask`` (an address, or ``"local"``), and return its :class:`Outcome`.

    Call it after the game's checks (:func:`check_counts`, :func:`check_picklable` for
    agents that travel, :func:`.dask_backend.check_dask` for ``dask``). A pool runs at
    most :func:`usable_workers` processes, with a :class:`WorkersLowered` warning when
    that is fewer than ``workers`` (``stacklevel`` as for :func:`warnings.warn`, counted
    from the caller of ``run``). Ctrl-C stops the run (see the module's docstring).
    Exceptions of a chunk (an agent's error) reach the caller once the workers are ended.
    """
    processes = 1
    if workers > 1 and dask is None:
        processes, why = usable_workers(workers, job.games, job.chunk)
        if why:
            msg = f"workers={workers} lowered to {processes} ({why})"
            warnings.warn(msg, WorkersLowered, stacklevel=stacklevel + 1)
    started = time.perf_counter()
    with sigint_stops() as stop:
        if dask is not None:
            from .dask_backend import run_dask  # the Dask path only when asked for

            backend = f"dask {dask}"
            interrupted = run_dask(job, dask, workers, stop)
        elif processes > 1:
            backend = f"{processes} processes"
            interrupted = run_pool(job, processes, stop)
        else:
            backend = "1 process"
            interrupted = run_here(job, stop)
    return Outcome(job.total, backend, time.perf_counter() - started, interrupted)


# -- Ctrl-C -----------------------------------------------------------------------------------
class Stop:
    """Counts the Ctrl-C presses seen by the handler that :func:`sigint_stops` installs;
    called, it says whether to stop (the ``should_stop`` of a chunk in this process)."""

    def __init__(self) -> None:
        self.count = 0

    @property
    def requested(self) -> bool:
        """Whether the run should stop."""
        return self.count > 0

    def __call__(self) -> bool:
        return self.count > 0


@contextmanager
def sigint_stops() -> Iterator[Stop]:
    """While running, Ctrl-C only sets a flag that the run loops check between games and
    chunks, so counts are never left half-merged. Outside the main thread (where signal
    handlers cannot be set) Ctrl-C is left alone."""
    stop = Stop()
    if threading.current_thread() is not threading.main_thread():
        yield stop
        return

    def handler(signum: int, frame: FrameType | None) -> None:
        stop.count += 1
        if stop.count > 1:  # a second Ctrl-C: stop now (a long game, a hung agent)
            raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, handler)
    try:
        yield stop
    finally:
        signal.signal(signal.SIGINT, previous)


@contextmanager
def sigint_ignored() -> Iterator[None]:
    """Ignore Ctrl-C meanwhile (in the main thread; elsewhere signals cannot be set)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


# -- in this process ------------------------------------------------------------------------
def run_here(job: Job[Any], stop: Stop) -> bool:
    """Play every chunk in this process, reporting progress after each game; True when
    interrupted (Ctrl-C or the progress callback: the chunk stops after that game)."""
    for first, last in job.chunks(1):
        played = 0

        def on_game() -> None:
            nonlocal played
            played += 1
            try:
                job.report(job.total.games + played)
            except KeyboardInterrupt:
                stop.count += 1

        try:
            tally = job.play_chunk(**job.chunk_args(first, last), should_stop=stop, on_game=on_game)
        except KeyboardInterrupt:  # a second Ctrl-C during a game: that chunk is dropped
            return True
        try:
            job.add(tally)
        except KeyboardInterrupt:
            return True
        if stop.requested:
            return True
    return False


# -- in a pool of local processes -------------------------------------------------------------
#: In a worker process of the pool: the shared counter of games played.
_GAMES_PLAYED: Any = None
#: In a worker process: the shared flag the parent sets to stop the run (after Ctrl-C).
_HALT: Any = None


def _init_worker(counter: Any, halt: Any = None) -> None:
    """Pool worker initializer: Ctrl-C is the parent's business (it sets ``halt``, a
    shared flag, and the workers stop after the game they are playing; so none dies
    printing a traceback); games are counted in ``counter``, a shared
    ``multiprocessing.Value``, for the progress bar."""
    global _GAMES_PLAYED, _HALT
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _GAMES_PLAYED = counter
    _HALT = halt


def _halted() -> bool:
    return bool(_HALT is not None and _HALT.value)


def _count_game() -> None:
    with _GAMES_PLAYED.get_lock():
        _GAMES_PLAYED.value += 1


def pool_chunk(play_chunk: Callable[..., _T], /, **kwargs: Any) -> _T:
    """``play_chunk(**kwargs)`` in a pool worker, counting each game in the shared
    counter and stopping when the parent sets the shared halt flag."""
    return play_chunk(
        **kwargs,
        on_game=_count_game if _GAMES_PLAYED is not None else None,
        should_stop=_halted,
    )


def run_pool(job: Job[_T], workers: int, stop: Stop) -> bool:
    """Play the chunks in a local process pool of ``workers`` processes; True when
    interrupted.

    Chunks are handed out one per worker at a time. On Ctrl-C no new chunk starts and a
    shared flag tells the workers to stop after the game they are playing: those partial
    chunks are counted (their tallies say which games they hold). Workers still busy
    :data:`POOL_GRACE` seconds later, or at a second Ctrl-C, are ended, as are all of
    them when a chunk fails (an :class:`~tabletop_engine.errors.AgentError`). The
    workers count each game they finish in a shared counter, which the progress reports.
    """
    counter = multiprocessing.Value("q", 0)
    halt = multiprocessing.Value("b", 0)
    pool = ProcessPoolExecutor(
        max_workers=workers, initializer=_init_worker, initargs=(counter, halt)
    )
    interrupted = False
    deadline: float | None = None
    pending: set[Future[_T]] = set()
    todo = iter(job.chunks(workers))
    try:
        while True:
            # One chunk per worker in flight, no more: the pool queues what it is given
            # (and cannot take it back), and Ctrl-C should not wait for a queue to drain.
            while not interrupted and len(pending) < workers:
                chunk = next(todo, None)
                if chunk is None:
                    break
                pending.add(pool.submit(pool_chunk, job.play_chunk, **job.chunk_args(*chunk)))
            if not pending:
                break
            done, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            if not interrupted:
                try:
                    job.report(counter.value)
                except KeyboardInterrupt:
                    interrupted = True
            for future in done:
                if future.cancelled():
                    continue
                if interrupted:
                    job.total.merge(future.result())  # a chunk that was running: no progress
                    continue
                try:
                    job.add(future.result())
                except KeyboardInterrupt:
                    interrupted = True
            interrupted = interrupted or stop.requested
            if interrupted:
                if deadline is None:
                    halt.value = 1  # the workers stop after the game they are playing
                    deadline = time.monotonic() + POOL_GRACE
                for future in pending:
                    future.cancel()  # only those not started: running ones cannot be
                pending = {f for f in pending if not f.cancelled()}
                if stop.count > 1 or time.monotonic() > deadline:
                    break
    except KeyboardInterrupt:  # a second Ctrl-C, or one outside our handler
        interrupted = True
    finally:
        halt.value = 1
        for future in pending:
            future.cancel()
        if any(not f.done() for f in pending):
            end_workers(pool)  # still busy: after the grace, a second Ctrl-C or an error
        # Cancelled explicitly above: shutdown(cancel_futures=True) may not get to it
        # once this function has dropped the executor.
        pool.shutdown(wait=True, cancel_futures=True)
    return interrupted


def end_workers(pool: ProcessPoolExecutor) -> None:
    """End the worker processes of ``pool`` now (they ignore Ctrl-C)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    for process in processes:
        with suppress(Exception):
            process.terminate()
    for process in processes:
        with suppress(Exception):
            process.join(timeout=2)
        with suppress(Exception):
            if process.is_alive():
                process.kill()


__all__ = [
    "MAX_CHUNK",
    "MAX_WORKERS",
    "POOL_GRACE",
    "Job",
    "Outcome",
    "ProgressCallback",
    "RunInterrupted",
    "Stop",
    "Tally",
    "WorkersLowered",
    "available_cpus",
    "check_counts",
    "check_picklable",
    "chunk_size",
    "chunks",
    "end_workers",
    "merge_ranges",
    "pool_chunk",
    "run",
    "run_here",
    "run_pool",
    "sigint_ignored",
    "sigint_stops",
    "usable_workers",
]
