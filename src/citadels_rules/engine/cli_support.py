"""The scaffolding every game's command line shares (``citadels``, ``dominion``): one-line
errors, the checks a ``simulate`` command makes before a long run, its progress bar on
stderr, the report of a run stopped by Ctrl-C, and the JSON and CSV files it writes.

Why here: a second game's command line follows the first one's conventions by calling
the same code, not by a copy that drifts. Nothing here names a game; it imports the
engine, click and rich only.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from .charts import require_matplotlib
from .dask_backend import check_dask
from .errors import AgentError
from .parallel import MAX_WORKERS, ProgressCallback, RunInterrupted, usable_workers

_R = TypeVar("_R")
_F = TypeVar("_F", bound=Callable[..., Any])

#: Exit code after Ctrl-C (128 + SIGINT), as shells report it.
EXIT_INTERRUPTED = 130


# -- errors -------------------------------------------------------------------------------
def one_line(text: str) -> str:
    """``text`` on one line (messages listing problems, pluggy's multi-line errors)."""
    return " ".join(str(text).split())


class CommandError(click.ClickException):
    """A clean failure: click prints ``Error: <message>`` (one line) and exits with 1."""

    exit_code = 1

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


class BadInput(CommandError):
    """Invalid input (an option, a configuration, a record, a pack): exits with code 2."""

    exit_code = 2


# -- options of a simulate command -------------------------------------------------------------
#: Longest ``--agent-timeout`` (seconds).
MAX_AGENT_TIMEOUT = 1e6


def _no_nan(ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    """Option callback: a float range lets ``nan`` through (it compares false)."""
    if value is not None and value != value:
        raise click.BadParameter("nan is not a number of seconds", ctx=ctx, param=param)
    return value


AGENT_TIMEOUT_OPTION = click.option(
    "--agent-timeout",
    type=click.FloatRange(0, MAX_AGENT_TIMEOUT, min_open=True),
    default=None,
    metavar="SECONDS",
    callback=_no_nan,
    help="Time limit of an agent's decision: an agent slower than that stops the game with "
    "an error naming its seat (default: none).",
)
WORKERS_OPTION = click.option(
    "--workers",
    "-w",
    default=1,
    show_default=True,
    type=click.IntRange(1, MAX_WORKERS),
    help="Local processes (at most the CPUs available and the chunks of games: a note says "
    f"when fewer run; up to {MAX_WORKERS}); with --dask local, the cluster's workers "
    "(default there: one per CPU).",
)
DASK_OPTION = click.option(
    "--dask",
    "dask_address",
    metavar="ADDRESS",
    default=None,
    help="Run on a Dask cluster: a scheduler address (tcp://host:8786), or 'local' for a "
    "LocalCluster on this machine. Same numbers as a local run. Needs the 'dask' extra.",
)


def output_option(flag: str, dest: str, help: str) -> Callable[[_F], _F]:
    """An option naming a file a run writes at its end (``--json``, ``--games-csv``,
    ``--plot``); check it with :func:`check_output_path` before the run."""
    return click.option(
        flag, dest, type=click.Path(dir_okay=False, writable=True, path_type=Path), help=help
    )


# -- before a run -----------------------------------------------------------------------------
def check_output_path(path: Path | None, option: str) -> None:
    """Fail before a long run, not after it, when ``path`` could not be written (its
    directory is missing, it is a directory, or opening it for writing fails):
    :class:`BadInput` naming ``option``. Nothing for None."""
    if path is None:
        return
    if not path.absolute().parent.is_dir():
        raise BadInput(f"{option}: the directory of {path} does not exist")
    if path.is_dir():
        raise BadInput(f"{option}: {path} is a directory")
    existed = path.exists()
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as exc:
        raise BadInput(f"{option}: cannot write {path}: {exc.strerror or exc}") from None
    if not existed:
        path.unlink(missing_ok=True)  # written at the end; leave nothing behind meanwhile


def check_extras(dask_address: str | None, plot_path: Path | None) -> None:
    """Before a run with ``--dask`` or ``--plot``: their extra is installed
    (:class:`CommandError` naming it otherwise) and the address reads as one
    (:class:`BadInput`)."""
    try:
        check_dask(dask_address)
        if plot_path is not None:
            require_matplotlib()
    except RuntimeError as exc:
        raise CommandError(str(exc)) from None
    except ValueError as exc:
        raise BadInput(f"--dask: {exc}") from None


def lower_workers(workers: int, games: int, dask_address: str | None) -> int:
    """The worker processes a local run of ``games`` games can use of the ``workers``
    asked for (:func:`~.parallel.usable_workers`), with a note on stderr when fewer;
    ``workers`` itself on Dask (the cluster's workers)."""
    if workers > 1 and dask_address is None:
        usable, why = usable_workers(workers, games)
        if why:
            click.echo(
                f"Note: {usable} worker process{'es' if usable > 1 else ''}, not "
                f"{workers} ({why}).",
                err=True,
            )
            return usable
    return workers


def before_run(
    games: int,
    workers: int,
    dask_address: str | None,
    *,
    json_path: Path | None,
    csv_path: Path | None,
    plot_path: Path | None,
) -> int:
    """Everything a ``simulate`` command checks before a long run, so that it fails now
    and not after it: the ``--json``, ``--games-csv`` and ``--plot`` files can be written
    (:func:`check_output_path`), the extras are there (:func:`check_extras`). Returns the
    workers to run (:func:`lower_workers`)."""
    for path, option in ((json_path, "--json"), (csv_path, "--games-csv"), (plot_path, "--plot")):
        check_output_path(path, option)
    check_extras(dask_address, plot_path)
    return lower_workers(workers, games, dask_address)


def backend_label(workers: int, dask_address: str | None) -> str:
    """Where the games are played, for the progress bar: ``Dask (local)``, ``2 processes``."""
    if dask_address:
        return f"Dask ({dask_address})"
    return f"{workers} processes" if workers > 1 else "1 process"


# -- the run ----------------------------------------------------------------------------------
@contextmanager
def progress_bar(description: str, total: int) -> Iterator[ProgressCallback]:
    """A progress bar on stderr (so stdout keeps only the tables) while the block runs;
    yields the ``progress(done, total)`` callback that moves it."""
    status = Console(stderr=True, highlight=False)
    with Progress(
        SpinnerColumn(),
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=status,
        # Redrawn by the progress callback (several times a second while games finish),
        # not by a thread: worker processes are forked meanwhile, and forking a process
        # that runs threads may deadlock the child (Python 3.12+ warns about it).
        auto_refresh=False,
    ) as bar:
        task = bar.add_task(description, total=total)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total, refresh=True)

        yield progress


def play_with_progress(
    simulate: Callable[[ProgressCallback], _R], games: int, where: str
) -> tuple[_R, bool]:
    """Run ``simulate(progress)`` under a :func:`progress_bar` of ``games`` games played
    on ``where``: ``(result, False)``, or after Ctrl-C ``(partial result, True)`` (the
    game's :class:`~.parallel.RunInterrupted`). A ``RuntimeError`` (a missing extra, an
    unreachable scheduler) and an :class:`~.errors.AgentError` (a bot failed or was too
    slow for ``--agent-timeout``) become a one-line :class:`CommandError`."""
    with progress_bar(f"Playing on {where}", games) as progress:
        try:
            return simulate(progress), False
        except RunInterrupted as stop:
            return stop.result, True
        except (RuntimeError, AgentError) as exc:
            raise CommandError(str(exc)) from None


def report_interrupted(console: Console, games: int, requested: int) -> None:
    """The line that heads the output of a run stopped by Ctrl-C after ``games`` games."""
    console.print(
        f"[yellow]Interrupted[/yellow] after {games} of {requested} games: "
        + ("the numbers below are theirs." if games else "no game was finished.")
    )


# -- files ------------------------------------------------------------------------------------
def write_json(path: Path, data: Any) -> None:
    """``--json``: ``data`` as indented JSON (UTF-8, non-ASCII kept), ending in a newline."""
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def write_csv(path: Path, rows: Sequence[Mapping[str, Any]]) -> None:
    """``--games-csv``: one row per dict, the columns those of the first (a lone ``seed``
    header when there are none)."""
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["seed"])
        writer.writeheader()
        writer.writerows(rows)


__all__ = [
    "AGENT_TIMEOUT_OPTION",
    "DASK_OPTION",
    "EXIT_INTERRUPTED",
    "MAX_AGENT_TIMEOUT",
    "WORKERS_OPTION",
    "BadInput",
    "CommandError",
    "backend_label",
    "before_run",
    "check_extras",
    "check_output_path",
    "lower_workers",
    "one_line",
    "output_option",
    "play_with_progress",
    "progress_bar",
    "report_interrupted",
    "write_csv",
    "write_json",
]
