"""Round-robin tournaments of agents for any game on the engine: a schedule with paired
seeds and every seat rotation, played in this process, local processes or on Dask
(:mod:`tabletop_engine.parallel`), then win rates with Wilson intervals, paired
head-to-head figures and ratings (``openskill``, the ``lab`` extra) with intervals.

**The schedule.** With ``n`` agents and ``seats`` seats, each *table* is a set of
``seats`` agents (every combination when ``n >= seats``; otherwise one table, the agents
repeated in turn: two agents at four seats play 2 vs 2, A B A B). Each table plays every
distinct cyclic rotation of its seats, and each rotation the same ``seeds`` seeds: so every agent
meets every deal from every seat, and two agents are compared on the same games (paired
seeds). Game ``i`` of the schedule is ``(table, rotation, seed)`` in that order; the
results, and the ratings computed from them in that order, are a function of the options
alone (any number of workers, or Dask, gives the same).

**What a game supplies**: ``play_game(setup, lineup, seed) -> (winners, scores)``, a
module-level function (it travels to worker processes) that plays one game of the
game's ``setup`` (its config) with the agents named in ``lineup`` (one name per seat)
and the ``seed``; and the agents' names.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from .parallel import Job, ProgressCallback, RunInterrupted, check_counts, run
from .stats import Z95, wilson_interval

#: ``play_game(setup, lineup, seed) -> (winners, scores)``: one game, its winning seats
#: and each seat's score.
PlayGame = Callable[[Any, tuple[str, ...], int], tuple[tuple[int, ...], tuple[float, ...]]]


@attrs.frozen
class Match:
    """One game of a schedule: its ``index``, ``seed`` and ``lineup`` (the agent of each
    seat), its ``table`` and ``rotation``."""

    index: int
    seed: int
    lineup: tuple[str, ...]
    table: int
    rotation: int


def tables(agents: Sequence[str], seats: int) -> list[tuple[str, ...]]:
    """The tables of a round robin of ``agents`` at ``seats`` seats (see the module's
    doc): every combination of ``seats`` agents, or one table of the agents in turn."""
    names = list(agents)
    if len(names) >= seats:
        return list(itertools.combinations(names, seats))
    return [tuple(names[s % len(names)] for s in range(seats))]


def schedule(agents: Sequence[str], seats: int, seeds: int, first_seed: int = 0) -> list[Match]:
    """Every game of the round robin: each table, each rotation of its seats (the distinct
    ones: two agents at four seats play A B A B and B A B A), each of the ``seeds`` seeds
    ``first_seed, first_seed + 1, ...``."""
    out: list[Match] = []
    for t, table in enumerate(tables(agents, seats)):
        lineups: list[tuple[str, ...]] = []
        for r in range(seats):
            lineup = tuple(table[(s + r) % seats] for s in range(seats))
            if lineup in lineups:
                continue  # A B A B turned by two seats is A B A B again: played once
            lineups.append(lineup)
            for k in range(seeds):
                out.append(Match(len(out), first_seed + k, lineup, t, r))
    return out


@attrs.frozen
class GameResult:
    """A played :class:`Match`: its ``winners`` (seats) and each seat's ``scores``."""

    match: Match
    winners: tuple[int, ...]
    scores: tuple[float, ...]

    def places(self) -> list[int]:
        """Each seat's place: 0 for the winners, then 1, 2... by score (equal scores share
        a place)."""
        others = sorted(
            {s for i, s in enumerate(self.scores) if i not in self.winners}, reverse=True
        )
        rank = {score: k + 1 for k, score in enumerate(others)}
        return [0 if i in self.winners else rank[s] for i, s in enumerate(self.scores)]

    def credit(self, agent: str) -> float:
        """The share of the win that went to ``agent``'s seats (a shared victory split
        among the winners)."""
        if not self.winners:
            return 0.0
        mine = sum(1 for s in self.winners if self.match.lineup[s] == agent)
        return mine / len(self.winners)


@attrs.define
class Results:
    """The tally of some games of a schedule (what travels back from a worker)."""

    rows: list[GameResult] = attrs.Factory(list)

    @property
    def games(self) -> int:
        """Games counted."""
        return len(self.rows)

    def merge(self, other: Results) -> None:
        """Add ``other``'s games."""
        self.rows.extend(other.rows)


def play_chunk(
    play_game: PlayGame,
    setup: Any,
    matches: Sequence[Match],
    start: int,
    stop: int,
    should_stop: Callable[[], bool] | None = None,
    on_game: Callable[[], None] | None = None,
) -> Results:
    """Play the matches ``start <= index < stop`` (the runner's unit of work)."""
    out = Results()
    for match in matches[start:stop]:
        winners, scores = play_game(setup, match.lineup, match.seed)
        out.rows.append(GameResult(match, tuple(winners), tuple(float(s) for s in scores)))
        if on_game is not None:
            on_game()
        if should_stop is not None and should_stop():
            break
    return out


# -- the figures --------------------------------------------------------------------------------


@attrs.frozen
class Rating:
    """An agent's rating: openskill's ``mu`` and ``sigma`` (Plackett-Luce), the 95%
    interval ``mu ± 1.96 sigma`` and the conservative ``ordinal`` (``mu - 3 sigma``)."""

    mu: float
    sigma: float

    @property
    def interval(self) -> tuple[float, float]:
        """``mu ± 1.96 sigma``."""
        return (self.mu - Z95 * self.sigma, self.mu + Z95 * self.sigma)

    @property
    def ordinal(self) -> float:
        """``mu - 3 sigma``: what a leaderboard sorts by."""
        return self.mu - 3 * self.sigma


def require_openskill() -> Any:
    """openskill's Plackett-Luce model; RuntimeError naming the ``lab`` extra."""
    try:
        from openskill.models import PlackettLuce
    except ImportError as exc:
        from ._version import DISTRIBUTION

        raise RuntimeError(
            f"ratings need the 'lab' extra: pip install '{DISTRIBUTION}[lab]' (or pip install "
            f"openskill); import failed: {exc}"
        ) from None
    return PlackettLuce


def ratings(rows: Sequence[GameResult], agents: Sequence[str]) -> dict[str, Rating]:
    """Each agent's openskill rating after ``rows`` in schedule order: in each game every
    agent at the table is one team, placed by the best place of its seats
    (:meth:`GameResult.places`)."""
    model = require_openskill()()
    current = {a: model.rating(name=a) for a in agents}
    for row in sorted(rows, key=lambda r: r.match.index):
        places = row.places()
        present = list(dict.fromkeys(row.match.lineup))
        best = {
            a: min(p for s, p in enumerate(places) if row.match.lineup[s] == a) for a in present
        }
        if len(present) < 2:
            continue
        rated = model.rate([[current[a]] for a in present], ranks=[best[a] for a in present])
        for a, team in zip(present, rated, strict=True):
            current[a] = team[0]
    return {a: Rating(float(r.mu), float(r.sigma)) for a, r in current.items()}


@attrs.frozen
class HeadToHead:
    """Agent ``a`` against ``b`` over the games where both played: ``share`` is ``a``'s
    part of the wins the two took (0.5 when neither won), averaged per seed over that
    seed's games (every rotation and table), then over the ``seeds``: a paired estimate,
    with its 95% normal interval over the per-seed means (widened to the Wilson interval
    of ``seeds`` trials where narrower: the normal one is a point when every seed gave
    the same share)."""

    a: str
    b: str
    seeds: int
    share: float
    interval: tuple[float, float]


def head_to_head(rows: Sequence[GameResult], a: str, b: str) -> HeadToHead:
    """:class:`HeadToHead` of ``a`` against ``b``."""
    per_seed: dict[int, list[float]] = {}
    for row in rows:
        lineup = row.match.lineup
        if a not in lineup or b not in lineup:
            continue
        ca, cb = row.credit(a), row.credit(b)
        per_seed.setdefault(row.match.seed, []).append(ca / (ca + cb) if ca + cb else 0.5)
    means = [sum(v) / len(v) for v in per_seed.values()]
    n = len(means)
    if n == 0:
        return HeadToHead(a, b, 0, math.nan, (math.nan, math.nan))
    mean = sum(means) / n
    var = sum((m - mean) ** 2 for m in means) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n)
    normal = (max(0.0, mean - half), min(1.0, mean + half))
    # never narrower than the Wilson interval of the seeds counted as n trials: the
    # normal one collapses to a point when every seed gave the same share (40 of 40)
    low, high = wilson_interval(mean * n, n)
    return HeadToHead(a, b, n, mean, (min(normal[0], low), max(normal[1], high)))


@attrs.frozen
class Standing:
    """An agent's line of the table: seat-games played, win rate (a shared victory a win
    for each winner) with its Wilson interval, mean score, and :class:`Rating`."""

    agent: str
    games: int
    wins: float
    win_rate: float
    interval: tuple[float, float]
    mean_score: float
    rating: Rating | None


@attrs.frozen
class TournamentResult:
    """A played tournament: its ``agents``, ``seats``, ``seeds`` per rotation,
    ``first_seed``, the games' ``rows`` (by index), ``standings`` (best rating first),
    ``pairs`` (every head-to-head), the ``backend`` and ``seconds`` it took, and whether
    it was ``interrupted`` (the figures are then those of the games finished)."""

    agents: tuple[str, ...]
    seats: int
    seeds: int
    first_seed: int
    rows: tuple[GameResult, ...]
    standings: tuple[Standing, ...]
    pairs: tuple[HeadToHead, ...]
    backend: str
    seconds: float
    interrupted: bool = False

    def to_dict(self) -> dict[str, Any]:
        """Every figure, for ``--json``."""

        def rating(r: Rating | None) -> dict[str, Any] | None:
            if r is None:
                return None
            return {"mu": r.mu, "sigma": r.sigma, "ci95": list(r.interval), "ordinal": r.ordinal}

        return {
            "agents": list(self.agents),
            "seats": self.seats,
            "seeds_per_rotation": self.seeds,
            "first_seed": self.first_seed,
            "games": len(self.rows),
            "interrupted": self.interrupted,
            "backend": self.backend,
            "seconds": self.seconds,
            "standings": [
                {
                    "agent": s.agent,
                    "seat_games": s.games,
                    "wins": s.wins,
                    "win_rate": s.win_rate,
                    "ci95": list(s.interval),
                    "mean_score": s.mean_score,
                    "rating": rating(s.rating),
                }
                for s in self.standings
            ],
            "head_to_head": [
                {"a": p.a, "b": p.b, "seeds": p.seeds, "share": p.share, "ci95": list(p.interval)}
                for p in self.pairs
            ],
            "games_played": [
                {
                    "index": r.match.index,
                    "seed": r.match.seed,
                    "lineup": list(r.match.lineup),
                    "winners": list(r.winners),
                    "scores": list(r.scores),
                }
                for r in self.rows
            ],
        }


def standings(
    rows: Sequence[GameResult], agents: Sequence[str], rated: bool = True
) -> list[Standing]:
    """Each agent's :class:`Standing` over ``rows``, best first (by rating ordinal when
    ``rated``, else by win rate)."""
    rates = ratings(rows, agents) if rated and rows else {}
    out = []
    for a in agents:
        seats = [(r, s) for r in rows for s, who in enumerate(r.match.lineup) if who == a]
        wins = float(sum(1 for r, s in seats if s in r.winners))
        n = len(seats)
        mean = sum(r.scores[s] for r, s in seats) / n if n else math.nan
        rate = wins / n if n else math.nan
        interval = wilson_interval(wins, n) if n else (math.nan, math.nan)
        out.append(Standing(a, n, wins, rate, interval, mean, rates.get(a)))
    if rated and rows:
        out.sort(key=lambda s: -(s.rating.ordinal if s.rating else -math.inf))
    else:
        out.sort(key=lambda s: -s.win_rate)
    return out


def tournament(
    play_game: PlayGame,
    setup: Any,
    agents: Sequence[str],
    seats: int,
    seeds: int,
    *,
    first_seed: int = 0,
    workers: int = 1,
    dask: str | None = None,
    progress: ProgressCallback | None = None,
    rated: bool = True,
) -> TournamentResult:
    """Play the round robin of ``agents`` (names ``play_game`` knows; at least two) at
    ``seats`` seats, ``seeds`` seeds per rotation, in ``workers`` processes or on Dask,
    and rate them (``rated``: openskill; RuntimeError naming the ``lab`` extra when it is
    missing, raised before any game). Ctrl-C ends the run early: the result then holds
    the games finished (``interrupted``)."""
    names = tuple(agents)
    if len(set(names)) < 2:
        raise ValueError(f"a tournament needs two different agents at least, got {list(names)}")
    if rated:
        require_openskill()
    matches = schedule(names, seats, seeds, first_seed)
    check_counts(len(matches), workers, None)
    args = {"play_game": play_game, "setup": setup, "matches": matches}
    job = Job(play_chunk, args, Results, 0, len(matches), progress)
    interrupted = False
    try:
        outcome = run(job, workers, dask, stacklevel=2)
        rows, backend, seconds = outcome.total.rows, outcome.backend, outcome.elapsed
        interrupted = outcome.interrupted
    except RunInterrupted:  # pragma: no cover - the runner returns interrupted runs
        rows, backend, seconds, interrupted = job.total.rows, "interrupted", 0.0, True
    rows = sorted(rows, key=lambda r: r.match.index)
    table = standings(rows, names, rated)
    pairs = tuple(head_to_head(rows, a, b) for a, b in itertools.combinations(names, 2))
    return TournamentResult(
        names,
        seats,
        seeds,
        first_seed,
        tuple(rows),
        tuple(table),
        pairs,
        backend,
        seconds,
        interrupted,
    )


def rating_chart(path: Path, result: TournamentResult, title: str) -> None:
    """Each agent's rating with its 95% interval (win rates when unrated), written to
    ``path`` (PNG, SVG, PDF). RuntimeError naming the ``plot`` extra without matplotlib."""
    from .charts import rate_chart, require_matplotlib

    rows = result.standings
    if all(s.rating is not None for s in rows):
        require_matplotlib()
        from matplotlib.figure import Figure

        from .files import atomic_open

        fig = Figure(figsize=(max(6.0, 0.9 * len(rows) + 2.0), 4.5), layout="constrained")
        ax = fig.subplots()
        xs = list(range(len(rows)))
        mus = [s.rating.mu for s in rows if s.rating]
        low = [Z95 * s.rating.sigma for s in rows if s.rating]
        ax.errorbar(xs, mus, yerr=[low, low], fmt="o", capsize=5, color="#4c72b0")
        ax.set_xticks(xs, [s.agent for s in rows], rotation=30, ha="right")
        ax.set_ylabel("openskill rating (mu, 95% interval)")
        ax.set_title(title)
        ax.grid(axis="y", alpha=0.3)
        with atomic_open(path, "wb") as fh:
            fig.savefig(fh, format=path.suffix.lstrip(".") or "png")
        return
    rate_chart(
        path,
        [s.agent for s in rows],
        [s.win_rate for s in rows],
        [s.interval for s in rows],
        title=title,
        ylabel="win rate (95% interval)",
    )


__all__ = [
    "GameResult",
    "HeadToHead",
    "Match",
    "PlayGame",
    "Rating",
    "Results",
    "Standing",
    "TournamentResult",
    "head_to_head",
    "play_chunk",
    "rating_chart",
    "ratings",
    "require_openskill",
    "schedule",
    "standings",
    "tables",
    "tournament",
]
