"""The balance lab for any game on the engine: how much one card moves its holder's
chances, from paired simulations.

Each seed is played twice by the same agents: once with the card (the game's ``with``
setup) and once without it, or with another card in its place (``without``). The seats
that *held* the card in the game with it (the game says what holding is: a character in
the final round, a district in the final city, a bot that buys it) are followed to the
same seed's game without it: the card's effect is the difference of their win rates, and
of their score lines, over those pairs. The pairs share everything but the card (the
seed, the seats, the agents), so the difference has a much narrower interval than two
independent win rates would (a paired design; the interval is a normal one over the
per-pair differences, the pairs of one seed counted as one cluster).

**What a game supplies**: ``play_pair(setup_with, setup_without, agents, seed)``, a
module-level function (it travels to worker processes) returning one :class:`Pair` per
holder seat of that seed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from .parallel import Job, ProgressCallback, check_counts, run
from .stats import Z95


@attrs.frozen
class Pair:
    """A holder seat's two games of one seed: whether it won ``with`` the card and
    ``without`` it (a shared win counts as a win), and its score lines in each (label ->
    points; ``"total"`` among them)."""

    seed: int
    seat: int
    won_with: bool
    won_without: bool
    lines_with: Mapping[str, float]
    lines_without: Mapping[str, float]


#: ``play_pair(setup_with, setup_without, agents, seed) -> [Pair, ...]``.
PlayPair = Callable[[Any, Any, tuple[str, ...], int], list[Pair]]


@attrs.define
class Pairs:
    """The tally of some seeds (what travels back from a worker): their pairs and how
    many seeds were played (a seed without a holder adds no pair)."""

    pairs: list[Pair] = attrs.Factory(list)
    seeds: int = 0

    @property
    def games(self) -> int:
        """Seeds counted (each two games)."""
        return self.seeds

    def merge(self, other: Pairs) -> None:
        """Add ``other``'s seeds."""
        self.pairs.extend(other.pairs)
        self.seeds += other.seeds


def score_lines(score: Any) -> dict[str, float]:
    """A score's lines by label (``"total"`` among them): what :class:`Pair` holds, from
    a game's score with ``total`` and ``lines`` of ``label`` and ``points``."""
    lines: dict[str, float] = {"total": float(score.total)}
    for line in score.lines:
        lines[line.label] = lines.get(line.label, 0.0) + float(line.points)
    return lines


def play_chunk(
    play_pair: PlayPair,
    setup_with: Any,
    setup_without: Any,
    agents: tuple[str, ...],
    start: int,
    stop: int,
    should_stop: Callable[[], bool] | None = None,
    on_game: Callable[[], None] | None = None,
) -> Pairs:
    """Play the seeds ``start <= seed < stop`` with and without the card."""
    out = Pairs()
    for seed in range(start, stop):
        out.pairs.extend(play_pair(setup_with, setup_without, agents, seed))
        out.seeds += 1
        if on_game is not None:
            on_game()
        if should_stop is not None and should_stop():
            break
    return out


@attrs.frozen
class Effect:
    """A card's effect on its holder under one population of agents: ``holders`` pairs
    over ``seeds`` seeds; the holder's win rate ``with`` and ``without`` the card, their
    ``difference`` and its 95% paired ``interval``; the mean change of each score line
    (``lines``: label -> (mean with, mean without, difference))."""

    agents: tuple[str, ...]
    seeds: int
    holders: int
    win_with: float
    win_without: float
    difference: float
    interval: tuple[float, float]
    lines: Mapping[str, tuple[float, float, float]]

    def to_dict(self) -> dict[str, Any]:
        """Every figure, for ``--json`` (None where there was no holder: JSON has no
        NaN)."""

        def num(x: float) -> float | None:
            return None if math.isnan(x) else x

        return {
            "agents": list(self.agents),
            "seeds": self.seeds,
            "holders": self.holders,
            "win_rate_with": num(self.win_with),
            "win_rate_without": num(self.win_without),
            "difference": num(self.difference),
            "ci95": [num(x) for x in self.interval],
            "lines": {
                k: {"with": a, "without": b, "difference": d} for k, (a, b, d) in self.lines.items()
            },
        }


def clustered_mean(values: Mapping[int, Sequence[float]]) -> tuple[float, tuple[float, float]]:
    """The mean of ``values`` (grouped by seed) and its 95% normal interval with the
    seeds as clusters (the cluster-robust standard error of a mean)."""
    flat = [v for group in values.values() for v in group]
    n = len(flat)
    if n == 0:
        return math.nan, (math.nan, math.nan)
    mean = sum(flat) / n
    clusters = len(values)
    if clusters < 2:
        return mean, (math.nan, math.nan)
    # sum over clusters of the squared sums of residuals (cluster-robust variance)
    var = sum(sum(v - mean for v in group) ** 2 for group in values.values()) / (n * n)
    var *= clusters / (clusters - 1)
    half = Z95 * math.sqrt(var)
    return mean, (mean - half, mean + half)


def effect(pairs: Sequence[Pair], agents: Sequence[str], seeds: int) -> Effect:
    """The :class:`Effect` of the ``pairs`` of ``seeds`` seeds."""
    by_seed: dict[int, list[float]] = {}
    for p in pairs:
        by_seed.setdefault(p.seed, []).append(float(p.won_with) - float(p.won_without))
    diff, interval = clustered_mean(by_seed)
    n = len(pairs)
    win_with = sum(p.won_with for p in pairs) / n if n else math.nan
    win_without = sum(p.won_without for p in pairs) / n if n else math.nan
    labels = sorted({k for p in pairs for k in (*p.lines_with, *p.lines_without)})
    lines: dict[str, tuple[float, float, float]] = {}
    for label in labels:
        a = sum(p.lines_with.get(label, 0.0) for p in pairs) / n
        b = sum(p.lines_without.get(label, 0.0) for p in pairs) / n
        lines[label] = (a, b, a - b)
    return Effect(tuple(agents), seeds, n, win_with, win_without, diff, interval, lines)


def measure(
    play_pair: PlayPair,
    setup_with: Any,
    setup_without: Any,
    agents: Sequence[str],
    seeds: int,
    *,
    first_seed: int = 0,
    workers: int = 1,
    dask: str | None = None,
    progress: ProgressCallback | None = None,
) -> tuple[Effect, bool]:
    """Play ``seeds`` seeds (from ``first_seed``) with and without the card by ``agents``
    (one name per seat), in ``workers`` processes or on Dask: the :class:`Effect`, and
    whether Ctrl-C ended the run early (the effect is then that of the seeds played)."""
    check_counts(seeds, workers, None)
    names = tuple(agents)
    args = {
        "play_pair": play_pair,
        "setup_with": setup_with,
        "setup_without": setup_without,
        "agents": names,
    }
    job = Job(play_chunk, args, Pairs, first_seed, seeds, progress)
    outcome = run(job, workers, dask, stacklevel=2)
    pairs = sorted(outcome.total.pairs, key=lambda p: (p.seed, p.seat))
    return effect(pairs, names, outcome.total.seeds), outcome.interrupted


__all__ = [
    "Effect",
    "Pair",
    "Pairs",
    "PlayPair",
    "clustered_mean",
    "effect",
    "measure",
    "play_chunk",
    "score_lines",
]
