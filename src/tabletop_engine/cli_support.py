"""The scaffolding every game's command line shares (``citadels``, ``dominion``): the
top-level group that turns every error into one line and an exit code, the list of the
packs left out at discovery, reading a record file, the checks a ``simulate`` command
makes before a long run, its progress bar on stderr, the report of a run stopped by
Ctrl-C, the JSON and CSV files it writes, and the human's side of a ``play`` command
(reading answers; saving the game when input ends, on Ctrl-C or when a bot fails). Every
file is written atomically (:mod:`tabletop_engine.files`).

Why here: a second game's command line follows the first one's conventions by calling
the same code, not by a copy that drifts. Nothing here names a game; it imports the
engine, click and rich only.
"""

from __future__ import annotations

import csv
import json
import os
import sys
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import click
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from .charts import require_matplotlib
from .dask_backend import check_dask
from .errors import AgentError, ConfigError, PackError
from .files import atomic_open, atomic_write_text, check_writable
from .parallel import MAX_WORKERS, ProgressCallback, RunInterrupted, usable_workers
from .registry import BrokenPack, PackRegistry, PackWarning
from .rng import MAX_SEED

_R = TypeVar("_R")
_T = TypeVar("_T")
_F = TypeVar("_F", bound=Callable[..., Any])
_A = TypeVar("_A")

#: Exit code after Ctrl-C (128 + SIGINT), as shells report it.
EXIT_INTERRUPTED = 130
#: The type of every ``--seed`` option: the seeds a game takes, 0 to 2**64 - 1
#: (:func:`tabletop_engine.rng.seed_problem`), refused in one line otherwise.
SEED = click.IntRange(0, MAX_SEED)


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


def config_message(exc: ConfigError) -> str:
    """A :class:`ConfigError` as one line: ``invalid configuration: a; b``."""
    problems = "; ".join(one_line(p) for p in exc.problems) or one_line(str(exc))
    return f"invalid configuration: {problems}"


def usage_message(exc: click.UsageError) -> str:
    """A click usage error as one line, pointing at the command's help."""
    where = f" (see '{exc.ctx.command_path} --help')" if exc.ctx is not None else ""
    return f"{one_line(exc.format_message())}{where}"


class GameGroup(click.Group):
    """A game's top-level command group (``citadels``, ``dominion``): every error becomes
    one line, ``Error: ...``, and an exit code, never a traceback or click's usage block.

    Usage errors, :class:`~.errors.ConfigError` and :class:`~.errors.PackError` exit with
    2; Ctrl-C with 130 (:data:`EXIT_INTERRUPTED`); an :class:`~.errors.AgentError` (a bot
    failed or was too slow), a file that cannot be written (``OSError``) and an
    unexpected exception print one line and exit with 1. The environment variable
    ``debug_variable`` (set to anything) shows the traceback of an unexpected exception
    instead. Warnings of the classes in ``one_line_warnings`` (Citadels: a broken pack
    skipped) print as one line on stderr, ``Warning: ...``; others as Python shows them.
    The group alone (``citadels``) prints its whole help, as click does.

    Use it with ``@click.group(cls=GameGroup, debug_variable="DOMINION_DEBUG")``.
    """

    def __init__(
        self,
        *args: Any,
        debug_variable: str,
        one_line_warnings: tuple[type[Warning], ...] = (),
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.debug_variable = debug_variable
        self.one_line_warnings = one_line_warnings

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.exceptions.NoArgsIsHelpError:
            raise  # the group alone: click prints the whole help
        except click.UsageError as exc:
            raise BadInput(usage_message(exc)) from None

    def invoke(self, ctx: click.Context) -> Any:
        with warnings.catch_warnings():
            warnings.showwarning = self._warning_shower(warnings.showwarning)
            return self._invoke(ctx)

    def _warning_shower(self, default: Callable[..., None]) -> Callable[..., None]:
        """``warnings.showwarning`` while a command runs: the warnings of
        ``one_line_warnings`` as one line on stderr, the others by ``default``."""

        def show(
            message: Warning | str,
            category: type[Warning],
            filename: str,
            lineno: int,
            file: Any = None,
            line: str | None = None,
        ) -> None:
            if issubclass(category, self.one_line_warnings):
                click.echo(f"Warning: {one_line(str(message))}", err=True)
            else:
                default(message, category, filename, lineno, file, line)

        return show

    def _invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            raise BadInput(usage_message(exc)) from None
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except ConfigError as exc:
            raise BadInput(config_message(exc)) from None
        except AgentError as exc:  # a bot failed or timed out (--agent-timeout)
            raise CommandError(str(exc)) from None
        except PackError as exc:
            raise BadInput(str(exc)) from None
        except KeyboardInterrupt:
            click.echo("Interrupted.", err=True)
            raise click.exceptions.Exit(EXIT_INTERRUPTED) from None
        except OSError as exc:  # a file to write that cannot be: --json, --save, ...
            where = f"{exc.filename}: " if exc.filename else ""
            raise CommandError(f"{where}{exc.strerror or exc}") from None
        except Exception as exc:
            if os.environ.get(self.debug_variable):
                raise
            raise CommandError(
                f"unexpected {type(exc).__name__}: {exc} "
                f"({self.debug_variable}=1 shows the traceback)"
            ) from None


# -- packs ----------------------------------------------------------------------------


def read_packs(registry: PackRegistry[Any]) -> tuple[dict[str, Any], dict[str, BrokenPack]]:
    """A ``packs`` command's reading: the usable packs and the left-out ones, without
    the :class:`~.registry.PackWarning` of each (the command lists them, with the
    reason, by :func:`print_broken_packs`)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PackWarning)
        return registry.packs(), registry.broken()


def print_broken_packs(console: Console, broken: Mapping[str, BrokenPack]) -> None:
    """``citadels packs`` / ``dominion packs``: the packs left out at discovery (one
    that failed to load, or declares what another pack declares), each entry point with
    where it comes from and why; nothing when there is none."""
    if not broken:
        return
    table = Table(title="Broken packs (skipped)", title_justify="left")
    table.add_column("Entry point", no_wrap=True, overflow="fold")
    table.add_column("Reason", overflow="fold")
    for name, entry in sorted(broken.items()):
        table.add_row(name, escape(f"{entry.spec}: {entry.reason}"))
    console.print(table)


# -- reading a record ---------------------------------------------------------------------------
def read_record_file(
    path: Path, from_json: Callable[[str], Any], record_type: type[_T], *, max_bytes: int
) -> _T:
    """The game record in ``path``, read by the game's ``from_json``: a
    :class:`BadInput` (one line) for a file that cannot be read, one larger than
    ``max_bytes`` (checked while reading, so that ``/dev/zero`` stops at once), text that
    is not UTF-8, a document that does not parse and one of another type."""
    try:
        with path.open("rb") as fh:
            data = fh.read(max_bytes + 1)
        if len(data) > max_bytes:
            mb = max_bytes // (1024 * 1024)
            raise BadInput(f"cannot read {path}: larger than {mb} MB, not a game record")
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise BadInput(f"cannot read {path}: {reason}") from None
    try:
        record = from_json(text)
    except Exception as exc:  # json, cattrs (ExceptionGroups), unknown types: all bad input
        other = other_reader(text, record_type.__module__.partition(".")[0])
        if other is not None:
            library, command = other
            raise BadInput(
                f"{path} is a record of {library}, not of this game: read it with "
                f"`{command} replay {path}`"
            ) from None
        raise BadInput(f"{path} is not a readable record: {type(exc).__name__}: {exc}") from None
    if not isinstance(record, record_type):
        raise BadInput(f"{path} holds a {type(record).__name__}, not a game record")
    return record


#: The keys of a document's envelope that are not a library's version
#: (:func:`tabletop_engine.serialization.write_document`).
ENVELOPE_KEYS = frozenset({"type", "format", "data", "packs"})


def other_reader(text: str, own: str) -> tuple[str, str] | None:
    """When ``text`` is a document written by another game on the engine: ``(its
    package, the command that reads it)``, the command being the console script of the
    package whose version the envelope carries (``{"<package>": "0.1.0", "type": ...}``)
    and ``own`` the package of the game reading it; None otherwise. Why: a record given
    to the other game's ``replay`` names the command that reads it, not "unknown
    document type"; the engine names no game, the installed scripts do."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(doc, dict) or own in doc:
        return None
    libraries = [k for k in doc if isinstance(k, str) and k not in ENVELOPE_KEYS]
    if not libraries:
        return None
    from importlib import metadata

    scripts = sorted(metadata.entry_points(group="console_scripts"), key=lambda ep: ep.name)
    for library in libraries:
        for script in scripts:
            if script.value.partition(":")[0].partition(".")[0] == library:
                return library, script.name
    return None


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


def page_seat_option(help: str) -> Callable[[_F], _F]:
    """``--seat`` of ``replay --html``: the seat whose view alone the page holds (check
    it with :func:`check_page_options` and :func:`check_page_seat`)."""
    return click.option("--seat", type=int, default=None, help=help)


# -- replay --html ----------------------------------------------------------------------------
def check_page_options(seat: int | None, html_path: Path | None) -> None:
    """Before reading a record: ``--seat`` needs ``--html``, whose file can be written
    (:func:`check_output_path`); a one-line error otherwise."""
    if seat is not None and html_path is None:
        raise click.BadParameter("--seat needs --html", param_hint="--seat")
    check_output_path(html_path, "--html")


def check_page_seat(seat: int | None, players: int) -> None:
    """Once the record is read: ``--seat`` is a seat of its ``players``-player game."""
    if seat is not None and not 0 <= seat < players:
        raise click.BadParameter(
            f"seat {seat} is not in this {players}-player game (0 to {players - 1})",
            param_hint="--seat",
        )


def report_page(console: Console, path: Path, steps: int) -> None:
    """The line that says a replay page of ``steps`` steps was written to ``path``."""
    size = path.stat().st_size
    console.print(
        f"Wrote {escape(str(path))} ({steps} steps, {size / 1024:.0f} KB): open it in a browser",
        soft_wrap=True,
    )


# -- before a run -----------------------------------------------------------------------------
def check_output_path(path: Path | None, option: str) -> None:
    """Fail before a long run, not after it, when ``path`` could not be written (its
    directory is missing, it is a directory, the file is read-only, or no temporary file
    can be made beside it, as :func:`~.files.atomic_open` needs): :class:`BadInput`
    naming ``option``. Writes nothing; nothing for None."""
    if path is None:
        return
    if not path.absolute().parent.is_dir():
        raise BadInput(f"{option}: the directory of {path} does not exist")
    if path.is_dir():
        raise BadInput(f"{option}: {path} is a directory")
    try:
        check_writable(path)  # the file, and a temporary file beside it (files.py)
    except OSError as exc:
        raise BadInput(f"{option}: cannot write {path}: {exc.strerror or exc}") from None


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


# -- play: a human at the terminal ------------------------------------------------------------
#: Longest answer line a ``play`` command reads from a pipe (characters).
MAX_ANSWER = 10_000
#: Answers that stop a ``play`` game before its end (its record is still saved).
QUIT_ANSWERS = ("q", "quit", "exit")


class InputEnded(Exception):
    """Standard input ended before the game did (raised by :func:`read_answer`)."""


def read_answer(console: Console, prompt: str) -> str:
    """One answer of a ``play`` command's human, after ``prompt``: a line of standard
    input, stripped (echoed when it is not a terminal, so that a piped game reads like a
    typed one). :class:`InputEnded` at the end of the input; a line longer than
    :data:`MAX_ANSWER` from a pipe is a :class:`CommandError` (``play < /dev/zero`` must
    not read forever)."""
    console.print(prompt, end="")
    if sys.stdin.isatty():
        try:
            line = input()
        except EOFError:
            console.print()
            raise InputEnded from None
    else:  # a pipe or a file: a bounded line
        line = sys.stdin.readline(MAX_ANSWER + 1)
        if not line:
            console.print()
            raise InputEnded
        if len(line) > MAX_ANSWER:
            console.print()
            raise CommandError(f"an answer longer than {MAX_ANSWER} characters on standard input")
        line = line.rstrip("\n")
        console.print(escape(line))
    return line.strip()


def _same(text: str) -> str:
    return text


def ask_action(
    console: Console,
    legal: Sequence[_A],
    *,
    describe: Callable[[_A], str],
    parse: Callable[[str], _A],
    suggestion: _A | None = None,
    tr: Callable[[str], str] = _same,
) -> _A | None:
    """The human's action in a ``play`` command, asked until it is one of ``legal``:
    the actions numbered from 1, the ``suggestion`` (what a bot would do in the
    human's place) first, as number 1 and tagged ``(suggested)``, so that answering 1
    each time (``yes 1 | citadels play``, ``yes 1 | dominion play``) plays a sensible
    game to its end. Returns None when the human quits (:data:`QUIT_ANSWERS`).

    An answer is a number, Enter alone (number 1: the suggestion, or the only action),
    or an action's text, read by ``parse`` (a ``ValueError`` is shown and asked again).
    A number out of range is one line, ``Choose a number from 1 to N.``, and the
    question again; so is a text naming an action not legal now. ``describe`` names an
    action for the list (its text form follows in brackets); ``tr`` translates the
    prompt's words (English -> the game's language). End of input raises
    :class:`InputEnded` (:func:`read_answer`), which :func:`stopping_play` turns into a
    saved, stopped game.

    Why here: both games' ``play`` number, default and quit the same way."""
    if suggestion is not None and suggestion in legal and len(legal) > 1:
        legal = [suggestion, *(a for a in legal if a != suggestion)]
    else:
        suggestion = None
    tag = f"  [green]{escape(tr('(suggested)'))}[/green]"
    for i, action in enumerate(legal, 1):
        text = escape(describe(action))
        mark = tag if i == 1 and suggestion is not None else ""
        console.print(f"  {i:>2}. {text}  [dim]\\[{escape(str(action))}][/dim]{mark}")
    while True:
        text = read_answer(console, tr("Your action: "))
        if not text:
            if suggestion is not None or len(legal) == 1:
                return legal[0]
            continue
        if text.lower() in QUIT_ANSWERS:
            return None
        if text.isdigit():
            index = int(text)
            if 1 <= index <= len(legal):
                return legal[index - 1]
            choose = tr("Choose a number from 1 to {n}.").format(n=len(legal))
            console.print(f"[red]{escape(choose)}[/red]")
            continue
        try:
            action = parse(text)
        except ValueError as exc:
            console.print(f"[red]{escape(one_line(str(exc)))}[/red]")
            continue
        if action in legal:
            return action
        message = tr("{action} is not legal now.").format(action=action)
        console.print(f"[red]{escape(message)}[/red]")


class PlayStop:
    """How a ``play`` game ended before its end, noted by :func:`stopping_play` (or by
    the command: ``"quit"``): ``ending`` is None (not stopped), ``"quit"``, ``"eof"``
    (input ended), ``"interrupt"`` (Ctrl-C) or ``"agent"`` (``failure``, a bot that
    failed, answered an illegal action or was too slow)."""

    def __init__(self) -> None:
        self.ending: str | None = None
        self.failure: AgentError | None = None


@contextmanager
def stopping_play() -> Iterator[PlayStop]:
    """Around the loop of a ``play`` command: the end of the input
    (:class:`InputEnded`), Ctrl-C (``KeyboardInterrupt``) and a failing bot
    (:class:`~.errors.AgentError`) stop the loop and are noted in the :class:`PlayStop`
    yielded, so that the command still saves the game played so far
    (:func:`finish_play`) instead of losing it."""
    stop = PlayStop()
    try:
        yield stop
    except InputEnded:
        stop.ending = "eof"
    except KeyboardInterrupt:
        stop.ending = "interrupt"
    except AgentError as exc:
        stop.ending, stop.failure = "agent", exc


def finish_play(
    stop: PlayStop,
    console: Console,
    *,
    save_path: Path | None,
    played: int,
    record_json: Callable[[], str],
    where: str,
    saved: str = "Wrote the record to {path}",
    interrupted: str | None = None,
) -> None:
    """The end of a ``play`` command, once the game has said its last words (scores, or
    that it was abandoned): ``--save`` writes the record (``record_json()``, atomically,
    :func:`~.files.atomic_write_text`), of a stopped game too, unless no action was
    ``played``; then input that ended is an error (exit code 1), so is a failing bot,
    and Ctrl-C exits with 130 after the line ``interrupted`` (default: ``Interrupted:
    game abandoned <where>.``). ``where`` says where the game stopped (``in round 3``);
    ``saved`` (``{path}`` filled in) and ``interrupted`` are the lines shown, in the
    game's language."""
    if save_path is not None and not played:
        click.echo(f"No action was played: no record written to {save_path}", err=True)
    elif save_path is not None:
        atomic_write_text(save_path, record_json())
        click.echo(saved.format(path=save_path), err=True)
    if stop.ending == "eof":
        raise CommandError(
            f"input ended before the game did: abandoned {where} after {played} actions"
        )
    if stop.ending == "agent":
        raise CommandError(f"{stop.failure}: abandoned {where}")
    if stop.ending == "interrupt":
        console.print(interrupted or f"Interrupted: game abandoned {where}.")
        raise click.exceptions.Exit(EXIT_INTERRUPTED)


# -- files ------------------------------------------------------------------------------------
# Every file goes through tabletop_engine.files: a failed write leaves the old file whole.
def write_json(path: Path, data: Any) -> None:
    """``--json``: ``data`` as indented JSON (UTF-8, non-ASCII kept), ending in a newline,
    written atomically (:func:`~.files.atomic_write_text`)."""
    atomic_write_text(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def write_csv(path: Path, rows: Sequence[Mapping[str, Any]]) -> None:
    """``--games-csv``: one row per dict, the columns those of the first (a lone ``seed``
    header when there are none), written atomically (:func:`~.files.atomic_open`)."""
    with atomic_open(path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["seed"])
        writer.writeheader()
        writer.writerows(rows)


@contextmanager
def status(console: Console, text: str) -> Iterator[Any]:
    """A spinner with ``text`` while a check runs (``citadels check``, ``dominion
    check``); yields rich's status, whose ``update`` changes the text."""
    with console.status(text) as shown:
        yield shown


def failure_block(console: Console, number: int, lines: str, replay: str | None) -> None:
    """One failed game of a ``check`` command, readable: ``Failure N``, the failure's
    ``lines`` (its description: game, step and action, reason, record) indented, and the
    command that replays its record (``replay``, None: no record)."""
    console.print(f"[red]Failure {number}[/red]")
    for line in lines.splitlines():
        console.print(f"  {escape(line)}", soft_wrap=True)
    if replay is not None:
        console.print(f"  replay it: {escape(replay)}", soft_wrap=True)


def save_failures_option(folder: str) -> Callable[[_F], _F]:
    """``--save-failures DIR`` of a ``check`` command: where the records of failed games
    go, by default ``folder`` in the system's temporary directory
    (:func:`failures_folder`)."""
    return click.option(
        "--save-failures",
        type=click.Path(file_okay=False, path_type=Path),
        default=None,
        help=f"Directory for the records of failed games (default: {folder} in the "
        "system's temporary directory).",
    )


def failures_folder(given: Path | None, folder: str) -> Path:
    """The directory ``--save-failures`` names, else ``folder`` in the temporary one."""
    import tempfile

    return given if given is not None else Path(tempfile.gettempdir()) / folder


__all__ = [
    "AGENT_TIMEOUT_OPTION",
    "DASK_OPTION",
    "ENVELOPE_KEYS",
    "EXIT_INTERRUPTED",
    "MAX_AGENT_TIMEOUT",
    "MAX_ANSWER",
    "QUIT_ANSWERS",
    "SEED",
    "WORKERS_OPTION",
    "BadInput",
    "CommandError",
    "GameGroup",
    "InputEnded",
    "PlayStop",
    "ask_action",
    "backend_label",
    "before_run",
    "check_extras",
    "check_output_path",
    "check_page_options",
    "check_page_seat",
    "config_message",
    "failure_block",
    "finish_play",
    "lower_workers",
    "one_line",
    "other_reader",
    "output_option",
    "page_seat_option",
    "play_with_progress",
    "progress_bar",
    "read_answer",
    "read_record_file",
    "report_interrupted",
    "report_page",
    "status",
    "stopping_play",
    "usage_message",
    "write_csv",
    "write_json",
]
