"""Many games at once: win rates per seat, agent and character, scores, lengths, cards.

:func:`simulate` plays ``games`` games with the seeds ``config.seed, config.seed + 1, ...``
(everything else — players, preset, lineup, variants, crown — from the config) and
aggregates them into a :class:`SimulationResult`. It runs in this process, in local
processes (``workers > 1``) or on a Dask cluster (``dask="tcp://..."`` or ``"local"``):
one code path for all three. Seeds are cut into chunks; each chunk is played by
:func:`play_chunk`, which returns a small :class:`Tally` of integer counts, and tallies are
merged. Since only integers are summed (rates and confidence intervals are computed from
the merged integers at the end), the result does not depend on how the work was split or
in which order chunks finished: ``workers=8`` gives exactly the result of ``workers=1``.

Progress is reported per game played, also from worker processes (a shared counter);
on Dask, per chunk. Besides the aggregates, the result keeps one :class:`GameRow` per
game (seed, rounds, winners, each seat's score and characters): :meth:`SimulationResult.to_rows`
gives them as plain dicts for ``pandas.DataFrame``, ``citadels simulate --games-csv`` as CSV.

Ctrl-C (or a ``KeyboardInterrupt`` raised by the ``progress`` callback) stops the run
cleanly: :class:`SimulationInterrupted` is raised, carrying the result of the games
finished so far.

The machinery of the run — chunks, worker processes, progress, Ctrl-C, the process pool
and Dask — is the engine's (:mod:`tabletop_engine.parallel` and
:mod:`tabletop_engine.dask_backend`), shared with Dominion's ``simulate``; this
module brings Citadels' part: :func:`play_chunk`, its :class:`Tally` and the checks of
the config and agents. The runner's names it had before (``usable_workers``,
``WorkersLowered``, ``MAX_WORKERS``, ``chunks``, ``require_dask``, ...) are still
importable from here.

>>> import citadels_rules as cr
>>> from citadels_rules.simulate import simulate
>>> result = simulate(cr.GameConfig(players=4, seed=1), games=3)
>>> result.games, sum(result.seat_wins) >= 3
(3, True)
"""

from __future__ import annotations

import contextlib
import math
import sys
import types
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeAlias

import attrs

from tabletop_engine import dask_backend, parallel
from tabletop_engine.dask_backend import (  # noqa: F401 (also the runner's names kept here: _RUNNER_NAMES)
    DASK_GRACE,
    DASK_MAX_WINDOW,
    DASK_WINDOW_PER_WORKER,
    check_dask_address,
    require_dask,
)
from tabletop_engine.errors import ConfigError, PackError
from tabletop_engine.events import Event
from tabletop_engine.files import atomic_write_text
from tabletop_engine.parallel import (  # noqa: F401 (also the runner's names kept here: _RUNNER_NAMES)
    _GAMES_PLAYED,
    _HALT,
    MAX_CHUNK,
    MAX_WORKERS,
    POOL_GRACE,
    Job,
    ProcessPoolExecutor,
    ProgressCallback,
    RunInterrupted,
    WorkersLowered,
    available_cpus,
    check_counts,
    check_picklable,
    chunk_size,
    chunks,
    merge_ranges,
    pool_chunk,
    usable_workers,
)
from tabletop_engine.serialization import FORMAT, to_json, versions
from tabletop_engine.stats import wilson_interval
from tabletop_engine.suggest import unknown_id

from .agents import GreedyAgent, RandomAgent
from .game.config import GameConfig
from .game.packs import COLOURS, all_cards
from .game.reducer import new_game
from .game.ruleset import MAX_SEED, ruleset_for
from .game.scoring import scores, winners
from .game.state import GameState
from .runner import check_timeout, play
from .search import SearchAgent

#: Built-in agents by the names the command line and :func:`simulate` accept.
AGENTS: dict[str, Callable[[], Any]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "search": SearchAgent,
}

#: What :func:`simulate` accepts as agents: one name for every seat; one name (or
#: zero-argument callable such as an agent class) per seat; or a factory called with the
#: seat number. Callables must be picklable (module-level) to run in other processes.
AgentSpec: TypeAlias = str | Sequence[str | Callable[[], Any]] | Callable[[int], Any]

#: Games played and not being recorded: ``play_chunk`` gives up after this many actions.
MAX_ACTIONS = 200_000


# -- agents -------------------------------------------------------------------------------
def make_agents(agents: AgentSpec, players: int) -> list[Any]:
    """Fresh agents for one game, one per seat, from an :data:`AgentSpec`.

    Raises ``ValueError`` for an unknown name or a list of the wrong length.
    """
    if isinstance(agents, str):
        return [_by_name(agents) for _ in range(players)]
    if callable(agents):
        return [agents(seat) for seat in range(players)]
    specs = list(agents)
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        msg = f"{players} players need {players} agents (or one for all), got {len(specs)}"
        raise ValueError(msg)
    return [_by_name(s) if isinstance(s, str) else s() for s in specs]


def _by_name(name: str) -> Any:
    try:
        return AGENTS[name.strip().lower()]()
    except KeyError:
        raise ValueError(unknown_id("agent", name, AGENTS)) from None


# -- counting -----------------------------------------------------------------------------
@attrs.define
class Tally:
    """Integer counts over some games; tallies of disjoint games add up with :meth:`merge`.

    This is what travels back from a worker, so it holds nothing but small counters.
    ``seeds`` are the ``[start, stop)`` seed ranges counted (so an interrupted run knows
    which games it holds); ``rounds`` counts games by their number of rounds.
    """

    players: int
    games: int = 0
    ties: int = 0
    seat_wins: list[int] = attrs.Factory(lambda self: [0] * self.players, takes_self=True)
    seat_points: list[int] = attrs.Factory(lambda self: [0] * self.players, takes_self=True)
    rounds: Counter[int] = attrs.Factory(Counter)
    actions_total: int = 0
    actions_max: int = 0
    character_games: Counter[str] = attrs.Factory(Counter)
    character_wins: Counter[str] = attrs.Factory(Counter)
    built: Counter[str] = attrs.Factory(Counter)
    destroyed: Counter[str] = attrs.Factory(Counter)
    in_city: Counter[str] = attrs.Factory(Counter)
    in_winning_city: Counter[str] = attrs.Factory(Counter)
    seeds: list[tuple[int, int]] = attrs.Factory(list)
    rows: list[GameRow] | None = None

    def add(
        self,
        seed: int,
        final: GameState,
        n_actions: int,
        built: Counter[str] | None = None,
        destroyed: Counter[str] | None = None,
    ) -> None:
        """Count one finished game: its final state, length and (when counted) the
        districts built and destroyed during it."""
        won = winners(final)
        totals = tuple(score.total for score in scores(final))
        self.games += 1
        self.ties += len(won) > 1
        for seat, total in enumerate(totals):
            self.seat_points[seat] += total
        if self.rows is not None:
            characters = tuple(p.characters for p in final.players)
            self.rows.append(GameRow(seed, final.round, n_actions, won, totals, characters))
        for seat in won:
            self.seat_wins[seat] += 1
        self.rounds[final.round] += 1
        self.actions_total += n_actions
        self.actions_max = max(self.actions_max, n_actions)
        for seat, player in enumerate(final.players):
            winner = seat in won
            for character in player.characters:
                self.character_games[character] += 1
                if winner:
                    self.character_wins[character] += 1
            for card in {d.card for d in player.city}:
                self.in_city[card] += 1
                if winner:
                    self.in_winning_city[card] += 1
        if built:
            self.built.update(built)
        if destroyed:
            self.destroyed.update(destroyed)
        if self.seeds and self.seeds[-1][1] == seed:
            self.seeds[-1] = (self.seeds[-1][0], seed + 1)
        else:
            self.seeds = merge_ranges([*self.seeds, (seed, seed + 1)])

    def merge(self, other: Tally) -> None:
        """Add ``other``'s counts (games disjoint from this tally's) into this one."""
        if other.players != self.players:
            raise ValueError(f"cannot merge tallies of {other.players} and {self.players} players")
        self.games += other.games
        self.ties += other.ties
        self.seat_wins = [a + b for a, b in zip(self.seat_wins, other.seat_wins, strict=True)]
        self.seat_points = [a + b for a, b in zip(self.seat_points, other.seat_points, strict=True)]
        self.rounds.update(other.rounds)
        self.actions_total += other.actions_total
        self.actions_max = max(self.actions_max, other.actions_max)
        self.character_games.update(other.character_games)
        self.character_wins.update(other.character_wins)
        self.built.update(other.built)
        self.destroyed.update(other.destroyed)
        self.in_city.update(other.in_city)
        self.in_winning_city.update(other.in_winning_city)
        self.seeds = merge_ranges([*self.seeds, *other.seeds])
        if self.rows is not None and other.rows is not None:
            self.rows.extend(other.rows)


@attrs.frozen
class GameRow:
    """One game of a simulation: its ``seed``, ``rounds`` and ``actions`` played, the
    ``winners`` (seats), and by seat the final ``scores`` and the ``characters`` held in
    the final round (two or three each in 2- and 3-player games)."""

    seed: int
    rounds: int
    actions: int
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    characters: tuple[tuple[str, ...], ...]


class _CardCounter:
    """Stands in for the event list of a game and keeps only the district counts.

    It listens to the ``built`` and ``destroyed`` events only (:attr:`KINDS`), and the
    engine builds no event of another kind for it: card statistics cost a few per cent
    more CPU time (about 3-5% on classic 4-player random games, against ~20% when every
    event was built and scanned).
    """

    __slots__ = ("built", "destroyed")
    #: The only kinds of event it reads: the engine builds no others for it.
    KINDS = frozenset({"built", "destroyed"})

    def __init__(self) -> None:
        self.built: Counter[str] = Counter()
        self.destroyed: Counter[str] = Counter()

    def append(self, event: Event) -> None:
        """Called by the engine for every event (the ``list.append`` it expects)."""
        kind = event.kind
        if kind == "built":
            self.built[event.data["card"]] += 1
        elif kind == "destroyed":
            self.destroyed[event.data["card"]] += 1


def _play_counted(
    config: GameConfig,
    agents: Sequence[Any],
    counter: _CardCounter | None,
    agent_timeout: float | None = None,
) -> tuple[GameState, int]:
    """Play one game with :func:`citadels_rules.play` without keeping its events; they go
    to ``counter`` when given. Returns the final state and the number of actions."""
    if counter is None:
        record = play(
            config,
            agents,
            record_events=False,
            max_actions=MAX_ACTIONS,
            agent_timeout=agent_timeout,
        )
    else:
        record = play(
            config,
            agents,
            events=counter,
            event_kinds=_CardCounter.KINDS,
            max_actions=MAX_ACTIONS,
            agent_timeout=agent_timeout,
        )
    return record.final_state, len(record.actions)


def record_path(directory: Path | str, seed: int) -> Path:
    """Where ``simulate(save_games=directory)`` writes the record of the game ``seed``."""
    return Path(directory) / f"game-{seed}.json"


def play_chunk(
    config: GameConfig,
    start: int,
    stop: int,
    agents: AgentSpec,
    card_stats: bool = True,
    save_games: str | None = None,
    should_stop: Callable[[], bool] | None = None,
    game_rows: bool = True,
    on_game: Callable[[], None] | None = None,
    agent_timeout: float | None = None,
) -> Tally:
    """Play the games of seeds ``start <= seed < stop`` and count them.

    The unit of work of every backend (in process, process pool, Dask). With
    ``card_stats`` the districts built and destroyed are counted from the events as they
    happen (a few per cent more time); with ``save_games`` (a directory, which must be
    reachable from wherever the chunk runs) each game is recorded in full and written as
    ``game-<seed>.json``. ``should_stop`` is asked after each game (in-process runs
    stop between games on Ctrl-C); ``on_game`` is called after each game (progress).
    ``game_rows`` keeps a :class:`GameRow` per game in the tally. ``agent_timeout`` is
    :func:`~citadels_rules.play`'s.
    """
    tally = Tally(config.players, rows=[] if game_rows else None)
    for seed in range(start, stop):
        game = attrs.evolve(config, seed=seed)
        seats = make_agents(agents, config.players)
        counter: _CardCounter | None
        if save_games is not None:
            # the events as the game goes (the record would otherwise make them by
            # replaying it when they are written)
            sink: list[Event] = []
            record = play(
                game, seats, events=sink, max_actions=MAX_ACTIONS, agent_timeout=agent_timeout
            )
            record = attrs.evolve(record, events=tuple(sink))
            atomic_write_text(record_path(save_games, seed), to_json(record))
            counter = _CardCounter()
            for event in record.events:
                counter.append(event)
            final, n_actions = record.final_state, len(record.actions)
        else:
            counter = _CardCounter() if card_stats else None
            final, n_actions = _play_counted(game, seats, counter, agent_timeout)
        if counter is not None and card_stats:
            tally.add(seed, final, n_actions, counter.built, counter.destroyed)
        else:
            tally.add(seed, final, n_actions)
        if on_game is not None:
            on_game()
        if should_stop is not None and should_stop():
            break
    return tally


# -- the result ---------------------------------------------------------------------------
@attrs.frozen
class CharacterStat:
    """One character: ``games`` in which a seat held it in the final round, ``wins``
    among those (each winner of a shared victory counts)."""

    id: str
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        """``wins / games`` (0.0 when never held)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """95% Wilson score interval of the win rate."""
        return wilson_interval(self.wins, self.games)


@attrs.frozen
class AgentStat:
    """One agent (by label) over the seats it played: ``games`` counts seat-games (a
    game with the agent in two seats counts twice), ``wins`` the seat-games won."""

    name: str
    seats: tuple[int, ...]
    games: int
    wins: int
    points: int

    @property
    def win_rate(self) -> float:
        """Wins per seat-game."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """95% Wilson score interval of the win rate (seat-games taken as independent)."""
        return wilson_interval(self.wins, self.games)

    @property
    def mean_score(self) -> float:
        """Mean final score per seat-game."""
        return self.points / self.games if self.games else 0.0


@attrs.frozen
class CardStat:
    """One district: times ``built`` and ``destroyed`` (None without card stats), games
    where it ended in a city (``in_city``), and in a winner's city (``in_winning_city``)."""

    id: str
    built: int | None
    in_city: int
    in_winning_city: int
    destroyed: int | None = None

    @property
    def win_rate(self) -> float:
        """Share of the final cities holding it that were winners' cities."""
        return self.in_winning_city / self.in_city if self.in_city else 0.0


@attrs.frozen
class SimulationResult:
    """What :func:`simulate` found. Everything but ``elapsed`` and ``backend`` is a
    function of the config, the seeds played and the agents, so two runs compare equal
    whatever backend played them.

    ``requested`` is the number of games asked for; ``games`` those counted (fewer after
    an interruption, see :attr:`complete`); ``seed_ranges`` the ``[start, stop)`` seed
    ranges counted; ``rounds`` the number of games by rounds played.
    """

    config: GameConfig
    games: int
    agents: tuple[str, ...]
    seat_wins: tuple[int, ...]
    seat_points: tuple[int, ...]
    ties: int
    rounds: tuple[tuple[int, int], ...]
    actions_total: int
    actions_max: int
    characters: tuple[CharacterStat, ...]
    cards: tuple[CardStat, ...]
    card_stats: bool
    requested: int = 0
    seed_ranges: tuple[tuple[int, int], ...] = ()
    elapsed: float = attrs.field(default=0.0, eq=False)
    backend: str = attrs.field(default="", eq=False)
    #: One :class:`GameRow` per game counted, by seed (None when not kept:
    #: ``simulate(game_rows=False)``).
    game_rows: tuple[GameRow, ...] | None = attrs.field(default=None, repr=False)

    @property
    def complete(self) -> bool:
        """Whether every game asked for was played (False after an interruption)."""
        return self.games >= self.requested

    @property
    def seeds(self) -> range:
        """The seeds asked for (see ``seed_ranges`` for those counted)."""
        first = self.config.seed or 0
        return range(first, first + max(self.requested, self.games))

    @property
    def seat_win_rate(self) -> tuple[float, ...]:
        """Wins per game, by seat (with ties these add up to more than 1)."""
        return tuple(w / self.games if self.games else 0.0 for w in self.seat_wins)

    @property
    def seat_intervals(self) -> tuple[tuple[float, float], ...]:
        """95% Wilson score interval of each seat's win rate."""
        return tuple(wilson_interval(w, self.games) for w in self.seat_wins)

    @property
    def mean_score(self) -> tuple[float, ...]:
        """Mean final score, by seat."""
        return tuple(p / self.games if self.games else 0.0 for p in self.seat_points)

    @property
    def by_agent(self) -> tuple[AgentStat, ...]:
        """Wins and scores per agent, over the seats it played (in order of first seat)."""
        seats: dict[str, list[int]] = {}
        for seat, name in enumerate(self.agents):
            seats.setdefault(name, []).append(seat)
        return tuple(
            AgentStat(
                name,
                tuple(s),
                self.games * len(s),
                sum(self.seat_wins[i] for i in s),
                sum(self.seat_points[i] for i in s),
            )
            for name, s in seats.items()
        )

    @property
    def character_win_rate(self) -> dict[str, float]:
        """Win rate of each character's holder (held in the final round), by id."""
        return {c.id: c.win_rate for c in self.characters}

    @property
    def rounds_total(self) -> int:
        """Rounds played over all games."""
        return sum(r * n for r, n in self.rounds)

    @property
    def rounds_max(self) -> int:
        """The longest game, in rounds."""
        return max((r for r, _ in self.rounds), default=0)

    @property
    def rounds_min(self) -> int:
        """The shortest game, in rounds."""
        return min((r for r, _ in self.rounds), default=0)

    @property
    def mean_rounds(self) -> float:
        """Mean number of rounds per game."""
        return self.rounds_total / self.games if self.games else 0.0

    @property
    def median_rounds(self) -> float:
        """Median number of rounds per game."""
        values = [r for r, n in self.rounds for _ in range(n)]
        if not values:
            return 0.0
        mid = len(values) // 2
        return float(values[mid]) if len(values) % 2 else (values[mid - 1] + values[mid]) / 2

    @property
    def mean_actions(self) -> float:
        """Mean number of actions (decisions) per game."""
        return self.actions_total / self.games if self.games else 0.0

    @property
    def games_per_second(self) -> float:
        """Throughput of the run that produced this result."""
        return self.games / self.elapsed if self.elapsed > 0 else math.inf

    @property
    def builds(self) -> dict[str, int]:
        """Times each district was built (empty without card stats)."""
        return {c.id: c.built for c in self.cards if c.built}

    @property
    def destructions(self) -> dict[str, int]:
        """Times each district was destroyed (empty without card stats)."""
        return {c.id: c.destroyed for c in self.cards if c.destroyed}

    def most_built(self, n: int) -> list[CardStat]:
        """The ``n`` districts built most often (ties by id); empty without card stats."""
        ranked = [c for c in self.cards if c.built]
        return sorted(ranked, key=lambda c: (-(c.built or 0), c.id))[:n]

    def most_destroyed(self, n: int) -> list[CardStat]:
        """The ``n`` districts destroyed most often (ties by id); empty without card stats."""
        ranked = [c for c in self.cards if c.destroyed]
        return sorted(ranked, key=lambda c: (-(c.destroyed or 0), c.id))[:n]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (``json.dumps(result.to_dict())``), headed like
        :func:`~citadels_rules.to_json`'s documents by ``format`` and the versions of
        ``citadels_rules`` and of the packs in play.

        Everything but the ``"run"`` entry (time, throughput, backend) is the same for the
        same games on any backend.
        """
        config = attrs.asdict(self.config)
        return {
            "format": FORMAT,
            **versions(self.config),
            "config": {k: list(v) if isinstance(v, tuple) else v for k, v in config.items()},
            "agents": list(self.agents),
            "card_stats": self.card_stats,
            "games": self.games,
            "requested_games": self.requested,
            "complete": self.complete,
            "seed_ranges": [list(r) for r in self.seed_ranges],
            "ties": self.ties,
            "interval": {"method": "wilson", "confidence": 0.95},
            "seats": [
                {
                    "seat": seat,
                    "agent": agent,
                    "wins": wins,
                    "win_rate": rate,
                    "ci95": list(ci),
                    "mean_score": mean,
                }
                for seat, (agent, wins, rate, ci, mean) in enumerate(
                    zip(
                        self.agents,
                        self.seat_wins,
                        self.seat_win_rate,
                        self.seat_intervals,
                        self.mean_score,
                        strict=True,
                    )
                )
            ],
            "by_agent": {
                a.name: {
                    "seats": list(a.seats),
                    "seat_games": a.games,
                    "wins": a.wins,
                    "win_rate": a.win_rate,
                    "ci95": list(a.interval),
                    "mean_score": a.mean_score,
                }
                for a in self.by_agent
            },
            "characters": {
                c.id: {
                    "games": c.games,
                    "wins": c.wins,
                    "win_rate": c.win_rate,
                    "ci95": list(c.interval),
                }
                for c in self.characters
            },
            "length": {
                "mean_rounds": self.mean_rounds,
                "median_rounds": self.median_rounds,
                "min_rounds": self.rounds_min,
                "max_rounds": self.rounds_max,
                "rounds": {str(r): n for r, n in self.rounds},
                "mean_actions": self.mean_actions,
                "max_actions": self.actions_max,
            },
            "cards": {
                c.id: {
                    "built": c.built,
                    "destroyed": c.destroyed,
                    "in_city": c.in_city,
                    "in_winning_city": c.in_winning_city,
                    "win_rate": c.win_rate,
                }
                for c in self.cards
            },
            "run": {
                "backend": self.backend,
                "elapsed_seconds": round(self.elapsed, 6),
                "games_per_second": (round(self.games_per_second, 3) if self.elapsed > 0 else None),
            },
        }

    def to_rows(self) -> list[dict[str, Any]]:
        """One flat dict per game, by seed, for ``pandas.DataFrame(result.to_rows())``
        (or ``csv.DictWriter``): ``seed``, ``players``, ``preset``, ``rounds``,
        ``actions``, ``winners`` (the winning seats, space-separated), then per seat ``i``:
        ``seat<i>_agent``, ``seat<i>_score``, ``seat<i>_won`` (0 or 1) and
        ``seat<i>_characters`` (the ids held in the final round, space-separated).

        Raises ``ValueError`` when the rows were not kept (``game_rows=False``).

        >>> import citadels_rules as cr
        >>> rows = simulate(cr.GameConfig(players=3, seed=5), games=2).to_rows()
        >>> [row["seed"] for row in rows], sorted(rows[0])[:4]
        ([5, 6], ['actions', 'players', 'preset', 'rounds'])
        """
        if self.game_rows is None:
            raise ValueError("this result kept no per-game rows (simulate(game_rows=False))")
        c = self.config
        out = []
        for game in self.game_rows:
            row: dict[str, Any] = {
                "seed": game.seed,
                "players": c.players,
                "preset": c.preset,
                "rounds": game.rounds,
                "actions": game.actions,
                "winners": " ".join(map(str, game.winners)),
            }
            for seat, (agent, score, held) in enumerate(
                zip(self.agents, game.scores, game.characters, strict=True)
            ):
                row[f"seat{seat}_agent"] = agent
                row[f"seat{seat}_score"] = score
                row[f"seat{seat}_won"] = int(seat in game.winners)
                row[f"seat{seat}_characters"] = " ".join(held)
            out.append(row)
        return out

    @classmethod
    def from_tally(
        cls,
        config: GameConfig,
        tally: Tally,
        agents: Sequence[str],
        *,
        card_stats: bool,
        requested: int | None = None,
        elapsed: float = 0.0,
        backend: str = "",
    ) -> SimulationResult:
        """Freeze a merged tally (characters by rank, districts by colour and cost)."""
        info = dict(all_cards())
        # The versions this game plays, and cards made for it (``temple_2``); a saved
        # result may name packs not installed here.
        with contextlib.suppress(ConfigError, PackError):
            info.update(ruleset_for(config).cards)

        def order(card: str) -> tuple[Any, ...]:
            c = info.get(card)
            if c is None:
                return (99, 0, 0, card)
            colour = COLOURS.index(c.colour) if c.colour in COLOURS else len(COLOURS)
            return (c.rank or 0, colour, c.cost or 0, card)

        characters = tuple(
            CharacterStat(c, tally.character_games[c], tally.character_wins[c])
            for c in sorted(tally.character_games, key=order)
        )
        ids = set(tally.in_city) | set(tally.built) | set(tally.destroyed)
        cards = tuple(
            CardStat(
                c,
                tally.built[c] if card_stats else None,
                tally.in_city[c],
                tally.in_winning_city[c],
                tally.destroyed[c] if card_stats else None,
            )
            for c in sorted(ids, key=order)
        )
        return cls(
            config=config,
            games=tally.games,
            agents=tuple(agents),
            seat_wins=tuple(tally.seat_wins),
            seat_points=tuple(tally.seat_points),
            ties=tally.ties,
            rounds=tuple(sorted(tally.rounds.items())),
            actions_total=tally.actions_total,
            actions_max=tally.actions_max,
            characters=characters,
            cards=cards,
            card_stats=card_stats,
            requested=tally.games if requested is None else requested,
            seed_ranges=tuple(merge_ranges(tally.seeds)),
            elapsed=elapsed,
            backend=backend,
            game_rows=None
            if tally.rows is None
            else tuple(sorted(tally.rows, key=lambda row: row.seed)),
        )


class SimulationInterrupted(RunInterrupted):
    """Raised by :func:`simulate` when stopped by Ctrl-C (or by a ``KeyboardInterrupt``
    from the progress callback). ``result`` aggregates the games finished until then.

    A ``KeyboardInterrupt``, so callers that do not care still stop as on any Ctrl-C.
    """

    result: SimulationResult

    def __init__(self, result: SimulationResult) -> None:
        super().__init__(result, result.games, result.requested)


def simulate(
    config: GameConfig,
    games: int,
    agents: AgentSpec = "random",
    workers: int = 1,
    dask: str | None = None,
    progress: ProgressCallback | None = None,
    *,
    card_stats: bool = True,
    chunk: int | None = None,
    save_games: Path | str | None = None,
    game_rows: bool = True,
    agent_timeout: float | None = None,
) -> SimulationResult:
    """Play ``games`` games (seeds ``config.seed`` onwards) and aggregate their statistics.

    ``agents``: ``"random"``/``"greedy"`` for every seat, one name (or agent class) per
    seat, or a factory ``factory(seat) -> agent``. ``workers > 1`` plays in local
    processes: at most ``workers`` (up to :data:`MAX_WORKERS`; more is a ``ValueError``),
    the CPUs this process may use and the chunks of games (:func:`usable_workers`; a
    :class:`WorkersLowered` warning says when fewer are started); ``dask`` is a
    scheduler address (``"local"`` starts a ``LocalCluster``, with that many workers
    when more than 1) and needs the ``dask`` extra. ``progress(done, total)`` is called
    as games finish (see :data:`ProgressCallback`). ``card_stats`` counts the districts
    built and destroyed (from the events of those two kinds only, a few per cent more
    time; turn it off for the fastest runs); the districts in the final cities are always counted.
    ``save_games`` is a directory to write every game's record to (``game-<seed>.json``,
    for ``citadels replay``; slower: full records). ``chunk`` overrides the games per chunk.
    ``game_rows`` keeps one :class:`GameRow` per game (``result.to_rows()``); turn it off
    to save memory on runs of millions of games. ``agent_timeout`` (seconds per decision)
    is :func:`~citadels_rules.play`'s: a slow or hung agent raises
    :class:`~citadels_rules.AgentError` naming its seat, as any failing agent does.

    The config is checked before any work starts: an invalid one raises
    :class:`~citadels_rules.ConfigError`, unknown agent names ``ValueError``. Ctrl-C
    raises :class:`SimulationInterrupted` with the result of the games finished so far:
    worker processes stop after the game they are playing, and those still busy
    :data:`POOL_GRACE` seconds later are ended (a second Ctrl-C ends them at once).
    """
    if not isinstance(config, GameConfig):
        got = type(config).__name__
        raise TypeError(f"simulate() expects a GameConfig, not {got}")
    check_counts(games, workers, chunk)
    if agent_timeout is not None:
        agent_timeout = check_timeout(agent_timeout)
    new_game(config)  # raises ConfigError with every problem, before any worker starts
    if config.seed is None:  # (only views hide the seed; new_game rejects it anyway)
        raise ConfigError("a simulation needs an int seed, not None")
    first = config.seed
    if first + games - 1 > MAX_SEED:
        raise ConfigError(f"seeds {first} to {first + games - 1} go past 2**64 - 1")
    dask_backend.check_dask(dask)
    labels = tuple(type(a).__name__ for a in make_agents(agents, config.players))
    if workers > 1 or dask is not None:
        check_picklable(agents)
    save_dir: str | None = None
    if save_games is not None:
        Path(save_games).mkdir(parents=True, exist_ok=True)
        save_dir = str(Path(save_games).resolve())
    job = Job(
        play_chunk,
        {
            "config": config,
            "agents": agents,
            "card_stats": card_stats,
            "save_games": save_dir,
            "game_rows": game_rows,
            "agent_timeout": agent_timeout,
        },
        lambda: Tally(config.players, rows=[] if game_rows else None),
        first,
        games,
        progress,
        chunk,
    )
    outcome = parallel.run(job, workers, dask, stacklevel=2)
    result = SimulationResult.from_tally(
        config,
        outcome.total,
        labels,
        card_stats=card_stats,
        requested=games,
        elapsed=outcome.elapsed,
        backend=outcome.backend,
    )
    if outcome.interrupted:
        raise SimulationInterrupted(result)
    return result


def _pool_chunk(**kwargs: Any) -> Tally:
    """:func:`play_chunk` as a pool worker plays it (:func:`~.engine.parallel.pool_chunk`):
    each game counted in the shared counter, stopping when the run is halted."""
    return pool_chunk(play_chunk, **kwargs)


#: The runner's names this module had when the runner lived here, and the engine module
#: that holds each now. They are still read from here (``from citadels_rules.simulate
#: import usable_workers``), and setting one here sets it there too, so that patching a
#: knob where it used to live (``monkeypatch.setattr(simulate, "POOL_GRACE", 1.0)``,
#: ``available_cpus``, ``ProcessPoolExecutor``) still changes what the runner does.
_RUNNER_NAMES: dict[str, types.ModuleType] = {
    **dict.fromkeys(
        (
            "MAX_CHUNK",
            "MAX_WORKERS",
            "POOL_GRACE",
            "ProcessPoolExecutor",
            "ProgressCallback",
            "WorkersLowered",
            "_GAMES_PLAYED",
            "_HALT",
            "available_cpus",
            "chunk_size",
            "chunks",
            "merge_ranges",
            "usable_workers",
        ),
        parallel,
    ),
    **dict.fromkeys(
        (
            "DASK_GRACE",
            "DASK_MAX_WINDOW",
            "DASK_WINDOW_PER_WORKER",
            "check_dask_address",
            "require_dask",
        ),
        dask_backend,
    ),
}


class _RunnerForwarding(types.ModuleType):
    """This module's type: an assignment to one of :data:`_RUNNER_NAMES` goes to the
    engine module that reads it as well as here."""

    def __setattr__(self, name: str, value: Any) -> None:
        home = _RUNNER_NAMES.get(name)
        if home is not None:
            setattr(home, name, value)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _RunnerForwarding
