"""Many games at once: win rates per seat and per character, scores, lengths, card counts.

:func:`simulate` plays ``games`` games with the seeds ``config.seed, config.seed + 1, ...``
(everything else — players, preset, lineup, variants, crown — from the config) and
aggregates them into a :class:`SimulationResult`. It runs in this process, in local
processes (``workers > 1``) or on a Dask cluster (``dask="tcp://..."`` or ``"local"``):
one code path for all three. Seeds are cut into chunks; each chunk is played by
:func:`play_chunk`, which returns a small :class:`Tally` of integer counts, and tallies are
merged. Since only integers are summed, the result does not depend on how the work was
split or in which order chunks finished: ``workers=8`` gives exactly the result of
``workers=1``.

>>> import citadels_rules as cr
>>> from citadels_rules.simulate import simulate
>>> result = simulate(cr.GameConfig(players=4, seed=1), games=3)
>>> result.games, sum(result.seat_wins) >= 3
(3, True)
"""

from __future__ import annotations

import math
import pickle
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any, TypeAlias

import attrs

from .agents import GreedyAgent, RandomAgent
from .engine.errors import ConfigError
from .game.config import GameConfig
from .game.packs import COLOURS, all_cards
from .game.reducer import new_game
from .game.scoring import winners
from .runner import Record, play

#: Built-in agents by the names the command line and :func:`simulate` accept.
AGENTS: dict[str, Callable[[], Any]] = {"random": RandomAgent, "greedy": GreedyAgent}

#: What :func:`simulate` accepts as agents: one name for every seat; one name (or
#: zero-argument callable such as an agent class) per seat; or a factory called with the
#: seat number. Callables must be picklable (module-level) to run in other processes.
AgentSpec: TypeAlias = str | Sequence[str | Callable[[], Any]] | Callable[[int], Any]

#: ``progress(games_done, games_total)``, called in the calling process per finished chunk.
ProgressCallback: TypeAlias = Callable[[int, int], None]

#: Largest number of games per chunk: big enough that inter-process overhead (one small
#: pickled tally per chunk) is negligible, small enough for a lively progress bar.
MAX_CHUNK = 200


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
        known = ", ".join(sorted(AGENTS))
        raise ValueError(f"unknown agent {name!r} (known: {known})") from None


# -- counting -----------------------------------------------------------------------------
@attrs.define
class Tally:
    """Integer counts over some games; tallies of disjoint games add up with :meth:`merge`.

    This is what travels back from a worker, so it holds nothing but small counters.
    """

    players: int
    games: int = 0
    ties: int = 0
    seat_wins: list[int] = attrs.Factory(lambda self: [0] * self.players, takes_self=True)
    seat_points: list[int] = attrs.Factory(lambda self: [0] * self.players, takes_self=True)
    rounds_total: int = 0
    rounds_max: int = 0
    actions_total: int = 0
    actions_max: int = 0
    character_games: Counter[str] = attrs.Factory(Counter)
    character_wins: Counter[str] = attrs.Factory(Counter)
    built: Counter[str] = attrs.Factory(Counter)
    in_city: Counter[str] = attrs.Factory(Counter)
    in_winning_city: Counter[str] = attrs.Factory(Counter)

    def add(self, record: Record, *, count_builds: bool) -> None:
        """Count one finished game (``count_builds`` needs the record's events)."""
        final = record.final_state
        won = winners(final)
        self.games += 1
        self.ties += len(won) > 1
        for seat, score in enumerate(record.scores):
            self.seat_points[seat] += score.total
        for seat in won:
            self.seat_wins[seat] += 1
        self.rounds_total += final.round
        self.rounds_max = max(self.rounds_max, final.round)
        n_actions = len(record.actions)
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
        if count_builds:
            for event in record.events:
                if event.kind == "built":
                    self.built[event.data["card"]] += 1

    def merge(self, other: Tally) -> None:
        """Add ``other``'s counts (games disjoint from this tally's) into this one."""
        if other.players != self.players:
            raise ValueError(f"cannot merge tallies of {other.players} and {self.players} players")
        self.games += other.games
        self.ties += other.ties
        self.seat_wins = [a + b for a, b in zip(self.seat_wins, other.seat_wins, strict=True)]
        self.seat_points = [a + b for a, b in zip(self.seat_points, other.seat_points, strict=True)]
        self.rounds_total += other.rounds_total
        self.rounds_max = max(self.rounds_max, other.rounds_max)
        self.actions_total += other.actions_total
        self.actions_max = max(self.actions_max, other.actions_max)
        self.character_games.update(other.character_games)
        self.character_wins.update(other.character_wins)
        self.built.update(other.built)
        self.in_city.update(other.in_city)
        self.in_winning_city.update(other.in_winning_city)


def play_chunk(
    config: GameConfig, start: int, stop: int, agents: AgentSpec, card_stats: bool
) -> Tally:
    """Play the games of seeds ``start <= seed < stop`` and count them.

    The unit of work of every backend (in process, process pool, Dask). Events are
    recorded only when ``card_stats`` asks for build counts (they cost ~20% more time).
    """
    tally = Tally(config.players)
    for seed in range(start, stop):
        game = attrs.evolve(config, seed=seed)
        record = play(game, make_agents(agents, config.players), record_events=card_stats)
        tally.add(record, count_builds=card_stats)
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


@attrs.frozen
class CardStat:
    """One district: times ``built`` (None without card stats), games where it ended in a
    city (``in_city``), and in a winner's city (``in_winning_city``)."""

    id: str
    built: int | None
    in_city: int
    in_winning_city: int

    @property
    def win_rate(self) -> float:
        """Share of the final cities holding it that were winners' cities."""
        return self.in_winning_city / self.in_city if self.in_city else 0.0


@attrs.frozen
class SimulationResult:
    """What :func:`simulate` found. Everything but ``elapsed`` is a function of the
    config, the number of games and the agents, so two runs compare equal."""

    config: GameConfig
    games: int
    agents: tuple[str, ...]
    seat_wins: tuple[int, ...]
    seat_points: tuple[int, ...]
    ties: int
    rounds_total: int
    rounds_max: int
    actions_total: int
    actions_max: int
    characters: tuple[CharacterStat, ...]
    cards: tuple[CardStat, ...]
    card_stats: bool
    elapsed: float = attrs.field(default=0.0, eq=False)

    @property
    def seeds(self) -> range:
        """The seeds of the games played."""
        first = self.config.seed or 0
        return range(first, first + self.games)

    @property
    def seat_win_rate(self) -> tuple[float, ...]:
        """Wins per game, by seat (with ties these add up to more than 1)."""
        return tuple(w / self.games for w in self.seat_wins)

    @property
    def mean_score(self) -> tuple[float, ...]:
        """Mean final score, by seat."""
        return tuple(p / self.games for p in self.seat_points)

    @property
    def character_win_rate(self) -> dict[str, float]:
        """Win rate of each character's holder (held in the final round), by id."""
        return {c.id: c.win_rate for c in self.characters}

    @property
    def mean_rounds(self) -> float:
        """Mean number of rounds per game."""
        return self.rounds_total / self.games

    @property
    def mean_actions(self) -> float:
        """Mean number of actions (decisions) per game."""
        return self.actions_total / self.games

    @property
    def games_per_second(self) -> float:
        """Throughput of the run that produced this result."""
        return self.games / self.elapsed if self.elapsed > 0 else math.inf

    @property
    def builds(self) -> dict[str, int]:
        """Times each district was built (empty without card stats)."""
        return {c.id: c.built for c in self.cards if c.built}

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (``json.dumps(result.to_dict())``)."""
        config = attrs.asdict(self.config)
        return {
            "config": {k: list(v) if isinstance(v, tuple) else v for k, v in config.items()},
            "agents": list(self.agents),
            "card_stats": self.card_stats,
            "games": self.games,
            "ties": self.ties,
            "elapsed_seconds": round(self.elapsed, 6),
            "seats": [
                {"seat": seat, "agent": agent, "wins": wins, "win_rate": rate, "mean_score": mean}
                for seat, (agent, wins, rate, mean) in enumerate(
                    zip(
                        self.agents,
                        self.seat_wins,
                        self.seat_win_rate,
                        self.mean_score,
                        strict=True,
                    )
                )
            ],
            "characters": {
                c.id: {"games": c.games, "wins": c.wins, "win_rate": c.win_rate}
                for c in self.characters
            },
            "length": {
                "mean_rounds": self.mean_rounds,
                "max_rounds": self.rounds_max,
                "mean_actions": self.mean_actions,
                "max_actions": self.actions_max,
            },
            "cards": {
                c.id: {
                    "built": c.built,
                    "in_city": c.in_city,
                    "in_winning_city": c.in_winning_city,
                    "win_rate": c.win_rate,
                }
                for c in self.cards
            },
        }

    @classmethod
    def from_tally(
        cls,
        config: GameConfig,
        tally: Tally,
        agents: Sequence[str],
        *,
        card_stats: bool,
        elapsed: float = 0.0,
    ) -> SimulationResult:
        """Freeze a merged tally (characters by rank, districts by colour and cost)."""
        info = all_cards()

        def order(card: str) -> tuple[Any, ...]:
            c = info.get(card)
            if c is None:
                return (99, "", 0, card)
            colour = COLOURS.index(c.colour) if c.colour in COLOURS else len(COLOURS)
            return (c.rank or 0, colour, c.cost or 0, card)

        characters = tuple(
            CharacterStat(c, tally.character_games[c], tally.character_wins[c])
            for c in sorted(tally.character_games, key=order)
        )
        ids = set(tally.in_city) | set(tally.built)
        cards = tuple(
            CardStat(
                c,
                tally.built[c] if card_stats else None,
                tally.in_city[c],
                tally.in_winning_city[c],
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
            rounds_total=tally.rounds_total,
            rounds_max=tally.rounds_max,
            actions_total=tally.actions_total,
            actions_max=tally.actions_max,
            characters=characters,
            cards=cards,
            card_stats=card_stats,
            elapsed=elapsed,
        )


# -- running ------------------------------------------------------------------------------
def chunks(start: int, games: int, size: int) -> Iterator[tuple[int, int]]:
    """``(first_seed, stop_seed)`` ranges of at most ``size`` games covering all games."""
    for first in range(start, start + games, size):
        yield first, min(first + size, start + games)


def chunk_size(games: int, parallelism: int) -> int:
    """Games per chunk: about 8 chunks per worker (so the load balances), at least 20
    chunks overall (so the progress moves), at most :data:`MAX_CHUNK`."""
    target = max(20, 8 * parallelism)
    return max(1, min(MAX_CHUNK, math.ceil(games / target)))


def simulate(
    config: GameConfig,
    games: int,
    agents: AgentSpec = "random",
    workers: int = 1,
    dask: str | None = None,
    progress: ProgressCallback | None = None,
    *,
    card_stats: bool = False,
    chunk: int | None = None,
) -> SimulationResult:
    """Play ``games`` games (seeds ``config.seed`` onwards) and aggregate their statistics.

    ``agents``: ``"random"``/``"greedy"`` for every seat, one name (or agent class) per
    seat, or a factory ``factory(seat) -> agent``. ``workers > 1`` plays in that many
    local processes; ``dask`` is a scheduler address (``"local"`` starts a
    ``LocalCluster``, with ``workers`` workers when more than 1) and needs the ``dask``
    extra. ``progress(done, total)`` is called after each chunk. ``card_stats`` also counts
    the districts built: that needs each game's events, which cost about 20% more time,
    so it is off by default (games then run with ``record_events=False``); the districts
    in the final cities are always counted. ``chunk`` overrides the games per chunk.

    The config is checked before any work starts: an invalid one raises
    :class:`~citadels_rules.ConfigError`, unknown agent names ``ValueError``.
    """
    if games < 1:
        raise ValueError(f"games must be at least 1, not {games}")
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    new_game(config)  # raises ConfigError with every problem, before any worker starts
    if config.seed is None:  # (only views hide the seed; new_game rejects it anyway)
        raise ConfigError("a simulation needs an int seed, not None")
    first = config.seed
    if dask is not None:
        require_dask()
    labels = tuple(type(a).__name__ for a in make_agents(agents, config.players))
    if workers > 1 or dask is not None:
        _check_picklable(agents)
    started = time.perf_counter()
    if dask is not None:
        tally = _run_dask(config, first, games, agents, card_stats, dask, workers, progress, chunk)
    else:
        tally = _run_local(config, first, games, agents, card_stats, workers, progress, chunk)
    elapsed = time.perf_counter() - started
    return SimulationResult.from_tally(
        config, tally, labels, card_stats=card_stats, elapsed=elapsed
    )


def _check_picklable(agents: AgentSpec) -> None:
    """Agents sent to other processes must pickle: say so before the pool fails obscurely."""
    try:
        pickle.dumps(agents)
    except Exception as exc:
        msg = (
            f"agents {agents!r} cannot be sent to other processes ({exc}): use agent names, "
            "classes or module-level functions (not lambdas or local functions)"
        )
        raise ValueError(msg) from None


def _run_local(
    config: GameConfig,
    first: int,
    games: int,
    agents: AgentSpec,
    card_stats: bool,
    workers: int,
    progress: ProgressCallback | None,
    chunk: int | None,
) -> Tally:
    size = chunk or chunk_size(games, workers)
    total = Tally(config.players)
    if workers == 1:
        for start, stop in chunks(first, games, size):
            total.merge(play_chunk(config, start, stop, agents, card_stats))
            if progress is not None:
                progress(total.games, games)
        return total
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [
            pool.submit(play_chunk, config, start, stop, agents, card_stats)
            for start, stop in chunks(first, games, size)
        ]
        try:
            for future in as_completed(futures):
                total.merge(future.result())
                if progress is not None:
                    progress(total.games, games)
        except BaseException:
            for f in futures:
                f.cancel()
            raise
    return total


def require_dask() -> Any:
    """The ``dask.distributed`` module; a clear ``RuntimeError`` when the extra is missing.

    Imported only when a Dask run is asked for, so the library never needs Dask otherwise.
    """
    try:
        import dask.distributed
    except ImportError as exc:
        msg = (
            "running on Dask needs the 'dask' extra: pip install 'citadels_rules[dask]' "
            f"(or pip install 'dask[distributed]'); import failed: {exc}"
        )
        raise RuntimeError(msg) from None
    return dask.distributed


def _run_dask(
    config: GameConfig,
    first: int,
    games: int,
    agents: AgentSpec,
    card_stats: bool,
    address: str,
    workers: int,
    progress: ProgressCallback | None,
    chunk: int | None,
) -> Tally:
    distributed = require_dask()
    Client, LocalCluster = distributed.Client, distributed.LocalCluster
    cluster = None
    if address == "local":
        cluster = LocalCluster(n_workers=workers if workers > 1 else None, processes=True)
        client = Client(cluster)
    else:
        client = Client(address)
    try:
        parallelism = max(1, sum(client.nthreads().values()))
        size = chunk or chunk_size(games, parallelism)
        futures = [
            client.submit(play_chunk, config, start, stop, agents, card_stats, pure=False)
            for start, stop in chunks(first, games, size)
        ]
        total = Tally(config.players)
        for future in distributed.as_completed(futures):
            total.merge(future.result())
            if progress is not None:
                progress(total.games, games)
        return total
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
