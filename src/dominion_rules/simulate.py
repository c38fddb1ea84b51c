"""Many games at once: one row per game, win rates with Wilson intervals, in this process,
in local worker processes or on a Dask cluster.

:func:`simulate` plays the seeds ``base.seed, base.seed + 1, ...`` on the engine's runner
(:mod:`tabletop_engine.parallel`, the one Citadels' ``simulate`` uses): seeds are
cut into chunks, each played by :func:`play_chunk` into a :class:`Rows` tally, and the
rows come back sorted by seed, so any number of workers, or Dask, gives the same list.
Ctrl-C (or a ``KeyboardInterrupt`` from the progress callback) stops the run cleanly:
:class:`SimulationInterrupted` carries the rows of the games finished.

>>> import dominion_rules as dr
>>> rows = simulate(dr.GameConfig(players=2, seed=3), 2, ("bm", "smithy"))
>>> [row.seed for row in rows], rows[0].agents
([3, 4], ('bm', 'smithy'))
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from tabletop_engine.agent_calls import check_timeout
from tabletop_engine.dask_backend import check_dask
from tabletop_engine.errors import ConfigError
from tabletop_engine.parallel import (
    Job,
    ProgressCallback,
    RunInterrupted,
    check_counts,
    run,
)
from tabletop_engine.rng import MAX_SEED
from tabletop_engine.stats import wilson_interval

from .agents import agent_named
from .config import GameConfig
from .records import play
from .reducer import new_game
from .scoring import winners


@attrs.frozen
class GameRow:
    """One game's outcome: ``seed``, ``turns`` per seat, ``actions``, ``winners``,
    ``scores`` and ``agents`` per seat."""

    seed: int
    players: int
    turns: tuple[int, ...]
    actions: int
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    agents: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """The row as ``dominion simulate --games-csv`` writes it: ``seed``, ``players``,
        ``turns`` (the longest seat's), ``actions``, ``winners`` (space-separated), then
        per seat ``i``: ``agent<i>``, ``score<i>``, ``won<i>`` (0 or 1)."""
        row: dict[str, Any] = {
            "seed": self.seed,
            "players": self.players,
            "turns": max(self.turns),
            "actions": self.actions,
            "winners": " ".join(map(str, self.winners)),
        }
        for seat, (agent, score) in enumerate(zip(self.agents, self.scores, strict=True)):
            row[f"agent{seat}"] = agent
            row[f"score{seat}"] = score
            row[f"won{seat}"] = int(seat in self.winners)
        return row


def play_one(
    config: GameConfig, agents: Sequence[str], agent_timeout: float | None = None
) -> GameRow:
    """Play one game with agents named (``bm``, ``smithy``, ``greedy``, ``random``), each
    decision within ``agent_timeout`` seconds when given (:func:`~dominion_rules.play`)."""
    record = play(config, [agent_named(a) for a in agents], agent_timeout=agent_timeout)
    final = record.final_state
    assert config.seed is not None  # None only in views; play() checked the config
    return GameRow(
        seed=config.seed,
        players=config.players,
        turns=final.turns,
        actions=len(record.actions),
        winners=winners(final),
        scores=tuple(s.total for s in record.scores),
        agents=tuple(agents),
    )


@attrs.define
class Rows:
    """The tally of some games: their rows, in the order played. Tallies of disjoint
    games add up with :meth:`merge` (in any order: :func:`simulate` sorts by seed)."""

    rows: list[GameRow] = attrs.Factory(list)

    @property
    def games(self) -> int:
        """Games counted."""
        return len(self.rows)

    def merge(self, other: Rows) -> None:
        """Add ``other``'s rows."""
        self.rows.extend(other.rows)


def play_chunk(
    base: GameConfig,
    agents: tuple[str, ...],
    start: int,
    stop: int,
    should_stop: Callable[[], bool] | None = None,
    on_game: Callable[[], None] | None = None,
    agent_timeout: float | None = None,
) -> Rows:
    """Play the seeds ``start <= seed < stop`` of ``base`` (the runner's unit of work, in
    any process): ``on_game()`` after each game, and stop early when ``should_stop()``."""
    tally = Rows()
    for seed in range(start, stop):
        tally.rows.append(play_one(attrs.evolve(base, seed=seed), agents, agent_timeout))
        if on_game is not None:
            on_game()
        if should_stop is not None and should_stop():
            break
    return tally


class SimulationInterrupted(RunInterrupted):
    """Raised by :func:`simulate` when stopped by Ctrl-C (or a ``KeyboardInterrupt`` from
    the progress callback): ``result`` is the list of rows of the games finished, by seed,
    ``requested`` the games asked for."""

    result: list[GameRow]

    def __init__(self, rows: list[GameRow], requested: int) -> None:
        super().__init__(rows, len(rows), requested)


def simulate(
    config: GameConfig,
    games: int | Sequence[str] | str,
    agents: Sequence[str] | str | int = "random",
    workers: int = 1,
    dask: str | None = None,
    progress: ProgressCallback | None = None,
    *,
    chunk: int | None = None,
    agent_timeout: float | None = None,
) -> list[GameRow]:
    """Play ``games`` games, seeds ``config.seed``, ``config.seed + 1``..., and return
    their rows by seed: the same rows for any number of ``workers`` or on Dask.

    The arguments come in Citadels' order (:func:`citadels_rules.simulate.simulate`:
    ``config, games, agents, workers, dask, progress``), the vocabulary both games share
    (docs/two-games.md). The order of Milestone 16, ``simulate(config, agents, games)``,
    still works with a ``DeprecationWarning`` (told apart by ``games`` being an int).

    ``agents`` names one agent per seat (or one name for every seat). ``workers > 1``
    plays in local processes (at most the CPUs available and the chunks of games: a
    :class:`~tabletop_engine.parallel.WorkersLowered` warning says when fewer);
    ``dask`` is a scheduler address, or ``"local"`` for a ``LocalCluster`` (the ``dask``
    extra). ``progress(done, total)`` is called as games finish. ``chunk`` overrides the
    games per chunk. ``agent_timeout`` (seconds per decision) is
    :func:`~dominion_rules.play`'s: a slow agent raises :class:`~dominion_rules.AgentError`
    naming its seat, as any failing agent does.

    The config, agents and counts are checked before any game:
    :class:`~dominion_rules.ConfigError`, ``ValueError`` or ``TypeError``. Ctrl-C raises
    :class:`SimulationInterrupted` with the rows of the games finished so far.
    """
    base = config
    if not isinstance(base, GameConfig):
        raise TypeError(f"simulate() expects a GameConfig, not {type(base).__name__}")
    if not isinstance(games, int) and isinstance(agents, int):  # simulate(config, agents, n)
        warnings.warn(
            "simulate(config, agents, games) is deprecated: use simulate(config, games, "
            "agents), the order both games share",
            DeprecationWarning,
            stacklevel=2,
        )
        games, agents = agents, games
    if not isinstance(games, int) or isinstance(agents, int):
        raise TypeError("simulate() takes (config, games, agents, ...): games is an int")
    check_counts(games, workers, chunk)
    if agent_timeout is not None:
        agent_timeout = check_timeout(agent_timeout)
    new_game(base)  # raises ConfigError with every problem, before any worker starts
    names = (agents,) * base.players if isinstance(agents, str) else tuple(agents)
    players = base.players
    if len(names) != players:
        msg = f"{players} players need {players} agents (or one for all), got {len(names)}"
        raise ValueError(msg)
    for name in names:
        agent_named(name)  # ValueError naming the known agents
    assert base.seed is not None  # None only in views; new_game(base) checked it
    if base.seed + games - 1 > MAX_SEED:  # as Citadels: every seed is a seed
        raise ConfigError(f"seeds {base.seed} to {base.seed + games - 1} go past 2**64 - 1")
    check_dask(dask)
    args = {"base": base, "agents": names, "agent_timeout": agent_timeout}
    job = Job(play_chunk, args, Rows, base.seed, games, progress, chunk)
    outcome = run(job, workers, dask, stacklevel=2)
    rows = sorted(outcome.total.rows, key=lambda row: row.seed)
    if outcome.interrupted:
        raise SimulationInterrupted(rows, games)
    return rows


def summary(rows: Sequence[GameRow]) -> dict[str, Any]:
    """Win rates per seat and per agent (a shared win counts 1/k), Wilson intervals, tie
    rate, mean turns and actions."""
    n = len(rows)
    players = rows[0].players if rows else 0
    seat_wins = [0.0] * players
    agent_wins: dict[str, float] = {}
    agent_games: dict[str, int] = {}
    ties = 0
    for row in rows:
        if len(row.winners) > 1:
            ties += 1
        for w in row.winners:
            seat_wins[w] += 1 / len(row.winners)
        for seat, name in enumerate(row.agents):
            agent_games[name] = agent_games.get(name, 0) + 1
            if seat in row.winners:
                agent_wins[name] = agent_wins.get(name, 0.0) + 1 / len(row.winners)
    return {
        "games": n,
        "seats": [
            {"seat": s, "win_rate": w / n, "ci95": wilson_interval(w, n)}
            for s, w in enumerate(seat_wins)
        ]
        if n
        else [],
        "agents": {
            a: {
                "games": g,
                "win_rate": agent_wins.get(a, 0.0) / g,
                "ci95": wilson_interval(agent_wins.get(a, 0.0), g),
            }
            for a, g in agent_games.items()
        },
        "tie_rate": ties / n if n else 0.0,
        "mean_turns": sum(max(r.turns) for r in rows) / n if n else 0.0,
        "mean_actions": sum(r.actions for r in rows) / n if n else 0.0,
    }
