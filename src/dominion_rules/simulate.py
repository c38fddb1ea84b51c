"""Many games at once: per-game rows, win rates with Wilson intervals, worker processes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import attrs

from citadels_rules.engine.stats import wilson_interval

from .agents import agent_named
from .config import GameConfig
from .records import play
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


def play_one(config: GameConfig, agents: Sequence[str]) -> GameRow:
    """Play one game with agents named (``bm``, ``smithy``, ``greedy``, ``random``)."""
    record = play(config, [agent_named(a) for a in agents])
    final = record.final_state
    return GameRow(
        seed=config.seed,
        players=config.players,
        turns=final.turns,
        actions=len(record.actions),
        winners=winners(final),
        scores=tuple(s.total for s in record.scores),
        agents=tuple(agents),
    )


def _chunk(args: tuple[GameConfig, tuple[str, ...], list[int]]) -> list[GameRow]:
    base, agents, seeds = args
    return [play_one(attrs.evolve(base, seed=s), agents) for s in seeds]


def simulate(
    base: GameConfig,
    agents: Sequence[str],
    games: int,
    *,
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
) -> list[GameRow]:
    """Play ``games`` games, seeds ``base.seed``, ``base.seed + 1``... (the same rows for
    any number of ``workers``); ``progress(n)`` hears each finished chunk's size."""
    seeds = [base.seed + i for i in range(games)]
    size = max(1, min(50, games // (workers * 4) or 1))
    chunks = [seeds[i : i + size] for i in range(0, games, size)]
    rows: list[GameRow] = []
    jobs = [(base, tuple(agents), c) for c in chunks]
    if workers <= 1:
        for job in jobs:
            done = _chunk(job)
            rows += done
            if progress is not None:
                progress(len(done))
        return rows
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for done in pool.map(_chunk, jobs):
            rows += done
            if progress is not None:
                progress(len(done))
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
