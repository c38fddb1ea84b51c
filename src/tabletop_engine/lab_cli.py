"""The lab's commands for every game's command line: ``tournament`` (a round robin with
ratings, :mod:`tabletop_engine.tournament`). A game makes its command with
:func:`tournament_command`, giving its own options (a preset, a kingdom), how they make
its config, its ``play_game`` and its agents; the options every game shares, the checks,
the progress bar, the tables, ``--json`` and ``--plot`` are here once.

Agents are named ``NAME`` or ``NAME@BUDGET`` (:func:`parse_agent`): ``search@200`` is a
search bot with 200 simulations per decision, ``ismcts@0.05s`` an OpenSpiel ISMCTS bot
with 0.05 seconds per decision.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs
import click
from rich.console import Console
from rich.table import Table

from .balance import Effect, PlayPair, measure
from .cli_support import (
    DASK_OPTION,
    WORKERS_OPTION,
    backend_label,
    before_run,
    output_option,
    play_with_progress,
    report_interrupted,
    write_json,
)
from .errors import ConfigError
from .extras import install_hint
from .parallel import ProgressCallback
from .tournament import PlayGame, TournamentResult, rating_chart, schedule, tournament


@attrs.frozen
class AgentSpec:
    """An agent as a command line names it: ``name``, and a budget per decision of
    ``simulations`` or ``seconds`` (None: the agent's own default)."""

    name: str
    simulations: int | None = None
    seconds: float | None = None

    def options(self) -> dict[str, Any]:
        """The budget as keyword arguments (``simulations=``, ``seconds=``)."""
        out: dict[str, Any] = {}
        if self.simulations is not None:
            out["simulations"] = self.simulations
        if self.seconds is not None:
            out["seconds"] = self.seconds
        return out


def parse_agent(spec: str) -> AgentSpec:
    """``NAME``, ``NAME@N`` (N simulations per decision) or ``NAME@Xs`` (X seconds per
    decision). ``ValueError`` for a budget that is not a positive number."""
    name, _, budget = spec.strip().partition("@")
    kind, colon, rest = name.strip().partition(":")
    name = kind.lower() + colon + rest  # policy:package.module:name keeps its case
    if not name:
        raise ValueError(f"agent {spec!r} has no name")
    if not budget:
        return AgentSpec(name)
    try:
        if budget.endswith("s"):
            seconds = float(budget[:-1])
            if not (seconds > 0 and math.isfinite(seconds)):
                raise ValueError
            return AgentSpec(name, seconds=seconds)
        simulations = int(budget)
        if simulations < 1:
            raise ValueError
        return AgentSpec(name, simulations=simulations)
    except ValueError:
        raise ValueError(
            f"agent {spec!r}: the budget after @ is a number of simulations (search@200) "
            f"or of seconds (ismcts@0.05s), more than 0"
        ) from None


#: OpenSpiel's bots' simulations per decision when no budget is named.
SPIEL_SIMULATIONS = 20
#: OpenSpiel's bots an :class:`AgentBook` knows (with the ``openspiel`` extra).
SPIEL_BOTS = ("ismcts", "ismcts-eval", "mcts")


class AgentBook:
    """The agents a game's lab commands name: ``plain`` (name -> zero-argument factory),
    ``budgeted`` (name -> factory taking ``simulations=`` / ``seconds=``), OpenSpiel's
    :data:`SPIEL_BOTS` through the bridge when ``spiel_game(config)`` gives the bridged
    game of a config, ``policy:REF`` (a trained policy, :func:`~.policy.load_policy`,
    played by ``policy_agent(policy, config)``) when ``policy_agent`` is given, and
    ``generated(name)``: a factory ``factory(config) -> agent`` for a name the game makes
    up (Dominion's ``bm+smithy``), or None."""

    def __init__(
        self,
        plain: dict[str, Callable[[], Any]],
        budgeted: dict[str, Callable[..., Any]],
        spiel_game: Callable[[Any], Any] | None = None,
        generated: Callable[[str], Callable[[Any], Any] | None] | None = None,
        generated_help: str = "",
        policy_agent: Callable[[Any, Any], Any] | None = None,
    ) -> None:
        self.plain = plain
        self.budgeted = budgeted
        self.spiel_game = spiel_game
        self.policy_agent = policy_agent
        helps = [generated_help] if generated_help else []
        if policy_agent is not None:
            helps.append("policy:package.module:name or policy:model.zip (a trained policy)")
        self.generated_help = ", ".join(helps)
        self._generated = generated

    def generated(self, name: str) -> Callable[[Any], Any] | None:
        """The factory ``factory(config)`` of a made-up name (``policy:...``, the game's
        own), or None. ``ValueError`` for a policy that cannot be loaded."""
        if name.startswith("policy:") and self.policy_agent is not None:
            from .policy import load_policy

            policy, play = load_policy(name[len("policy:") :]), self.policy_agent
            return lambda config: play(policy, config)
        return self._generated(name) if self._generated is not None else None

    @property
    def names(self) -> tuple[str, ...]:
        """The names known (beyond the generated ones)."""
        spiel = SPIEL_BOTS if self.spiel_game is not None else ()
        return (*self.plain, *self.budgeted, *spiel)

    def describe(self) -> str:
        """The names, for a command's help."""
        more = f", {self.generated_help}" if self.generated_help else ""
        return ", ".join(self.names) + more

    def check(self, spec: AgentSpec) -> None:
        """``ValueError`` naming the known agents for an unknown one (or a budget given
        to an agent that takes none); ``ConfigError`` naming the extra for OpenSpiel's
        bots without it."""
        name = spec.name
        if name in self.plain or self.generated(name) is not None:
            if spec.options():
                raise ValueError(f"agent {name!r} takes no budget")
            return
        if name in self.budgeted:
            return
        if name in SPIEL_BOTS and self.spiel_game is not None:
            try:
                import pyspiel  # noqa: F401
            except ImportError:
                hint = install_hint("openspiel,rl", "open_spiel numpy")
                raise ConfigError(f"agent {name!r} needs the 'openspiel' extra, {hint}") from None
            return
        raise ValueError(f"unknown agent {name!r} (known: {self.describe()})")

    def make(self, spec: AgentSpec | str, config: Any) -> Any:
        """A fresh agent of ``spec`` (a name such as ``search@200``) for games of
        ``config``."""
        if isinstance(spec, str):
            spec = parse_agent(spec)
        self.check(spec)
        name = spec.name
        if name in self.plain:
            return self.plain[name]()
        if name in self.budgeted:
            return self.budgeted[name](**spec.options())
        if name in SPIEL_BOTS and self.spiel_game is not None:
            from .openspiel import SpielAgent

            options = spec.options() or {"simulations": SPIEL_SIMULATIONS}
            return SpielAgent(self.spiel_game(config), name, **options)
        factory = self.generated(name)
        assert factory is not None
        return factory(config)


def print_tournament(console: Console, result: TournamentResult, title: str) -> None:
    """The tables of a tournament: standings (ratings with intervals, win rates with
    Wilson intervals, mean scores) and every head-to-head."""
    games = len(result.rows)
    table = Table(title=f"{title}: {games} games", title_justify="left")
    for col in ("agent", "seat-games", "wins", "win rate", "95% CI", "mean score"):
        table.add_column(col, justify="left" if col == "agent" else "right")
    rated = all(s.rating is not None for s in result.standings)
    if rated:
        for col in ("rating", "95% CI", "ordinal"):
            table.add_column(col, justify="right")
    for s in result.standings:
        low, high = s.interval
        cells = [
            s.agent,
            str(s.games),
            f"{s.wins:g}",
            f"{s.win_rate:.1%}",
            f"{low:.1%}-{high:.1%}",
            f"{s.mean_score:.2f}",
        ]
        if s.rating is not None:
            rl, rh = s.rating.interval
            cells += [f"{s.rating.mu:.2f}", f"{rl:.1f}-{rh:.1f}", f"{s.rating.ordinal:.2f}"]
        table.add_row(*cells)
    console.print(table)
    pairs = Table(title="Head to head (paired by seed)", title_justify="left")
    for col in ("agent", "against", "seeds", "share of the wins", "95% CI"):
        pairs.add_column(col, justify="left" if col in ("agent", "against") else "right")
    for p in result.pairs:
        low, high = p.interval
        pairs.add_row(p.a, p.b, str(p.seeds), f"{p.share:.1%}", f"{low:.1%}-{high:.1%}")
    console.print(pairs)
    last = result.first_seed + result.seeds - 1
    console.print(
        f"Seeds {result.first_seed}..{last} at every table and seat rotation; "
        f"{result.backend}, {result.seconds:.1f} s."
    )


def _agents(value: str, check: Callable[[AgentSpec], None]) -> tuple[str, ...]:
    names = tuple(a.strip() for a in value.split(",") if a.strip())
    if len(set(names)) < 2:
        raise click.BadParameter("name two different agents at least", param_hint="--agents")
    for name in names:
        try:
            check(parse_agent(name))
        except (ValueError, ConfigError) as exc:
            raise click.BadParameter(str(exc), param_hint="--agents") from None
    return names


def tournament_command(
    *,
    game: str,
    play_game: PlayGame,
    setup: Callable[..., Any],
    check_agent: Callable[[AgentSpec], None],
    agent_help: str,
    options: Sequence[Callable[[Any], Any]] = (),
    default_players: int,
    default_agents: str,
) -> click.Command:
    """The ``tournament`` command of ``game``: ``setup(players=..., **options)`` makes the
    config (its ``ConfigError`` is the command's), ``check_agent`` raises ``ValueError``
    for an agent the game does not know, ``play_game`` plays one game (see
    :mod:`tabletop_engine.tournament`); ``options`` are the game's own click options."""

    def command(
        agents: str,
        players: int,
        games: int,
        seed: int,
        workers: int,
        dask_address: str | None,
        json_path: Path | None,
        plot_path: Path | None,
        **game_options: Any,
    ) -> None:
        console = Console(highlight=False)
        config = setup(players=players, **game_options)
        names = _agents(agents, check_agent)
        total = len(schedule(names, players, games, seed))
        workers = before_run(
            total, workers, dask_address, json_path=json_path, csv_path=None, plot_path=plot_path
        )
        result, _ = play_with_progress(
            lambda progress: tournament(
                play_game,
                config,
                names,
                players,
                games,
                first_seed=seed,
                workers=workers,
                dask=dask_address,
                progress=progress,
            ),
            total,
            backend_label(workers, dask_address),
        )
        if result.interrupted:
            report_interrupted(console, len(result.rows), total)
        if not result.rows:
            raise click.exceptions.Exit(130)
        print_tournament(console, result, f"{game} tournament, {players} players")
        if json_path is not None:
            write_json(json_path, result.to_dict())
            click.echo(f"Wrote {json_path}", err=True)
        if plot_path is not None:
            rating_chart(plot_path, result, f"{game}: {', '.join(names)}")
            click.echo(f"Wrote {plot_path}", err=True)
        if result.interrupted:
            raise click.exceptions.Exit(130)

    command.__doc__ = f"""A round robin of agents with ratings: every table of PLAYERS agents
    (every combination; fewer agents than seats play in turn, A B A B), every rotation of
    its seats, the same seeds SEED..SEED+GAMES-1 at each (paired seeds). Prints each
    agent's openskill rating (Plackett-Luce, 95% interval mu ± 1.96 sigma), its win rate
    with a Wilson interval, and each pair's share of the wins, paired by seed. The same
    options give the same numbers with any number of workers.

    Agents: {agent_help} A budget per decision: NAME@N simulations, NAME@Xs seconds
    (search@200, ismcts@0.05s). Needs the 'lab' extra (openskill); OpenSpiel's bots the
    'openspiel' extra.
    """
    decorators: list[Callable[[Any], Any]] = [
        click.command("tournament"),
        click.option(
            "--agents",
            "-a",
            default=default_agents,
            show_default=True,
            help="Comma-separated agents (two at least).",
        ),
        *_shared_options(
            default_players,
            "Seats per game.",
            10,
            "Seeds per table and rotation.",
            "Also write every figure and game as JSON.",
            "Draw the ratings with their 95% intervals to this image (the 'plot' extra).",
        ),
        *options,
    ]
    made = _decorated(command, decorators)
    assert isinstance(made, click.Command)
    return made


def _shared_options(
    players: int, players_help: str, games: int, games_help: str, json_help: str, plot_help: str
) -> list[Callable[[Any], Any]]:
    """The options the lab's commands share: ``--players``, ``--games``, ``--seed``,
    ``--workers``, ``--dask``, ``--json``, ``--plot``."""
    return [
        click.option(
            "--players", "-p", default=players, show_default=True, type=int, help=players_help
        ),
        click.option(
            "--games",
            "-n",
            default=games,
            show_default=True,
            type=click.IntRange(min=1),
            help=games_help,
        ),
        click.option(
            "--seed",
            "-s",
            default=0,
            show_default=True,
            type=click.IntRange(min=0),
            help="The first seed.",
        ),
        WORKERS_OPTION,
        DASK_OPTION,
        output_option("--json", "json_path", json_help),
        output_option("--plot", "plot_path", plot_help),
    ]


def _decorated(command: Any, decorators: Sequence[Callable[[Any], Any]]) -> Any:
    """``command`` under ``decorators``, the first outermost (as written above a def)."""
    for decorate in reversed(decorators):
        command = decorate(command)
    return command


# -- the balance lab ---------------------------------------------------------------------------


def print_effects(console: Console, effects: Sequence[Effect], title: str, lines: int = 6) -> None:
    """The tables of a balance measurement: per population the holder's win rate with and
    without the card, the difference with its 95% paired interval; then the score lines
    the card moves most (the holder's mean points with and without it)."""
    table = Table(title=title, title_justify="left")
    for col in ("agents", "seeds", "holders", "win with", "win without", "change", "95% CI"):
        table.add_column(col, justify="left" if col == "agents" else "right")
    for e in effects:
        low, high = e.interval
        if not e.holders:  # no seat held the card in these games: nothing to compare
            table.add_row(_population(e.agents), str(e.seeds), "0", "-", "-", "-", "-")
            continue
        table.add_row(
            _population(e.agents),
            str(e.seeds),
            str(e.holders),
            f"{e.win_with:.1%}",
            f"{e.win_without:.1%}",
            f"{e.difference:+.1%}",
            f"{low:+.1%}..{high:+.1%}",
        )
    console.print(table)
    for e in effects:
        moved = sorted(e.lines.items(), key=lambda kv: -abs(kv[1][2]))[:lines]
        if not moved:
            continue
        t = Table(title=f"Score lines it moves ({_population(e.agents)})", title_justify="left")
        for col in ("line", "with", "without", "change"):
            t.add_column(col, justify="left" if col == "line" else "right")
        for label, (a, b, d) in moved:
            t.add_row(label, f"{a:.2f}", f"{b:.2f}", f"{d:+.2f}")
        console.print(t)


def _population(agents: Sequence[str]) -> str:
    names = list(dict.fromkeys(agents))
    return names[0] if len(names) == 1 else ",".join(agents)


def effect_chart(path: Path, effects: Sequence[Effect], title: str) -> None:
    """Each population's change of the holder's win rate with its 95% interval, to
    ``path`` (PNG, SVG, PDF; the ``plot`` extra)."""
    from .charts import require_matplotlib
    from .files import atomic_open

    require_matplotlib()
    from matplotlib.figure import Figure
    from matplotlib.ticker import PercentFormatter

    fig = Figure(figsize=(max(5.0, 1.2 * len(effects) + 2.0), 4.0), layout="constrained")
    ax = fig.subplots()
    xs = list(range(len(effects)))
    ds = [e.difference for e in effects]
    lows = [e.difference - e.interval[0] for e in effects]
    highs = [e.interval[1] - e.difference for e in effects]
    ax.errorbar(xs, ds, yerr=[lows, highs], fmt="o", capsize=5, color="#4c72b0")
    ax.axhline(0.0, color="#888888", linestyle="--")
    ax.set_xticks(xs, [_population(e.agents) for e in effects])
    ax.yaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_ylabel("holder's win rate: with - without")
    ax.set_title(title, fontsize=10)
    with atomic_open(path, "wb") as fh:
        fig.savefig(fh, format=Path(path).suffix[1:].lower() or None, dpi=120)


def measure_with_progress(
    play_pair: PlayPair,
    sides: tuple[Any, Any],
    agents: tuple[str, ...],
    games: int,
    seed: int,
    workers: int,
    dask_address: str | None,
    label: str,
) -> tuple[Effect, bool]:
    """:func:`~.balance.measure` under a progress bar named ``label``: the effect, and
    whether Ctrl-C ended it early."""

    def go(progress: ProgressCallback) -> tuple[Effect, bool]:
        return measure(
            play_pair,
            sides[0],
            sides[1],
            agents,
            games,
            first_seed=seed,
            workers=workers,
            dask=dask_address,
            progress=progress,
        )

    result, _ = play_with_progress(go, games, label)
    return result


def balance_options(
    *, default_agents: str, agents_help: str, default_players: int, games_help: str
) -> Callable[[Any], Any]:
    """The options every game's ``balance`` command shares: ``--agents`` (the
    populations), ``--players``, ``--games``, ``--seed``, ``--workers``, ``--dask``,
    ``--json``, ``--plot`` (what :func:`run_balance` takes)."""
    decorators = [
        click.option("--agents", "-a", default=default_agents, show_default=True, help=agents_help),
        *_shared_options(
            default_players,
            "Players.",
            200,
            games_help,
            "Also write every figure as JSON.",
            "Draw the change with its 95% interval (the 'plot' extra).",
        ),
    ]
    return lambda command: _decorated(command, decorators)


def run_balance(
    *,
    play_pair: PlayPair,
    sides: tuple[Any, Any],
    agents: str,
    players: int,
    games: int,
    seed: int,
    workers: int,
    dask_address: str | None,
    json_path: Path | None,
    plot_path: Path | None,
    title: str,
    check_agent: Callable[[AgentSpec], None],
    lineup: Callable[[str, int], tuple[str, ...]] | None = None,
    extra: dict[str, Any] | None = None,
) -> list[Effect]:
    """What a game's ``balance`` command does once it has its two ``sides``: for each
    population (an agent name playing every seat, or ``lineup(name, players)``) the paired
    measurement (:func:`~.balance.measure`) under a progress bar, the tables, ``--json``
    (with ``extra``) and ``--plot``. Returns the effects."""
    names = [p.strip() for p in agents.split(",") if p.strip()]
    if not names:
        raise click.BadParameter("name one agent at least", param_hint="--agents")
    for name in names:
        try:
            check_agent(parse_agent(name))
        except (ValueError, ConfigError) as exc:
            raise click.BadParameter(str(exc), param_hint="--agents") from None
    workers = before_run(
        games, workers, dask_address, json_path=json_path, csv_path=None, plot_path=plot_path
    )
    console = Console(highlight=False)
    effects: list[Effect] = []
    for name in names:
        seats = lineup(name, players) if lineup is not None else (name,) * players
        effect, interrupted = measure_with_progress(
            play_pair,
            sides,
            seats,
            games,
            seed,
            workers,
            dask_address,
            f"{backend_label(workers, dask_address)} ({name})",
        )
        effects.append(effect)
        if interrupted:
            report_interrupted(console, effect.seeds, games)
            break
    print_effects(console, effects, title)
    console.print(f"Seeds {seed}..{seed + games - 1}, each played with and without the card.")
    if json_path is not None:
        data = {**(extra or {}), "effects": [e.to_dict() for e in effects]}
        write_json(json_path, data)
        click.echo(f"Wrote {json_path}", err=True)
    if plot_path is not None:
        effect_chart(plot_path, effects, title)
        click.echo(f"Wrote {plot_path}", err=True)
    return effects


__all__ = [
    "SPIEL_BOTS",
    "SPIEL_SIMULATIONS",
    "AgentBook",
    "AgentSpec",
    "balance_options",
    "effect_chart",
    "measure_with_progress",
    "parse_agent",
    "print_effects",
    "print_tournament",
    "run_balance",
    "tournament_command",
]
