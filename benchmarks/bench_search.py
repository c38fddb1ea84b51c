#!/usr/bin/env python3
"""How often ``SearchAgent`` beats three ``GreedyAgent`` players, and how fast it plays.

Plays ``--games`` games of a ``--players``-player game (classic by default) with the
search agent at seat ``game % players`` (so every seat gets the same share: seat
advantages cancel) and greedy agents elsewhere, then prints:

* the search agent's win rate (a shared victory counts as a fraction) with its 95%
  Wilson interval, beside what an equal player would get (1 / players);
* the win rate by seat;
* moves per second: the search agent's own decisions per second of its thinking time,
  and the whole games' actions per second; seconds per game.

    python benchmarks/bench_search.py                          # 200 games, 2 workers
    python benchmarks/bench_search.py --games 400 --simulations 96 --workers 2
    python benchmarks/bench_search.py --seconds 0.05           # a time budget instead
    python benchmarks/bench_search.py --clock cpu              # CPU time: a busy machine

A benchmark, not a test: the numbers depend on the machine (and on ``--seconds``).
"""

from __future__ import annotations

import argparse
import hashlib
import time
from collections.abc import Callable
from multiprocessing import Pool

import citadels_rules as cr
from citadels_rules.search import RACE, SearchAgent
from citadels_rules.simulate import wilson_interval

#: The clock moves are timed with: ``perf_counter`` (wall) or ``process_time`` (this
#: process's CPU time, steadier on a shared machine); set from ``--clock``.
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


class Timed:
    """Wraps an agent, counting its decisions and the time it takes."""

    def __init__(self, agent: SearchAgent, clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock = clock
        self.agent = agent
        self.observes = True
        self.moves = 0
        self.seconds = 0.0

    def act(self, view, legal, rng):  # type: ignore[no-untyped-def]
        started = self.clock()
        action = self.agent.act(view, legal, rng)
        self.seconds += self.clock() - started
        self.moves += 1
        return action


Result = tuple[int, float, int, float, int, float, int, str]


def play_one(job: tuple[int, argparse.Namespace]) -> Result:
    """One game: (seat, win share, the agent's moves, its seconds, actions, game seconds,
    the game's number, a digest of its actions)."""
    game, args = job
    players = args.players
    seat = game % players
    search = SearchAgent(
        simulations=args.simulations, seconds=args.seconds, seed=game, race=args.race
    )
    clock = CLOCKS[args.clock]
    timed = Timed(search, clock)
    agents: list[object] = [cr.GreedyAgent() for _ in range(players)]
    agents[seat] = timed
    config = cr.GameConfig(players=players, preset=args.preset, seed=args.seed + game)
    started = clock()
    record = cr.play(config, agents, record_events=False)
    elapsed = clock() - started
    won = record.winners
    share = 1.0 / len(won) if seat in won else 0.0
    digest = hashlib.sha256(repr(record.actions).encode()).hexdigest()
    return seat, share, timed.moves, timed.seconds, len(record.actions), elapsed, game, digest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--simulations", type=int, default=SearchAgent().simulations)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--race",
        type=lambda text: None if text == "off" else float(text),
        default=RACE,
        help=f"racing threshold in standard errors, or off (default {RACE})",
    )
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="wall",
        help="time moves by the wall clock or by CPU time (steadier on a busy machine)",
    )
    args = parser.parse_args()

    started = time.perf_counter()
    jobs = [(g, args) for g in range(args.games)]
    if args.workers > 1:
        with Pool(args.workers) as pool:
            results = list(pool.imap_unordered(play_one, jobs))
    else:
        results = [play_one(job) for job in jobs]
    wall = time.perf_counter() - started

    n = len(results)
    wins = sum(share for _, share, *_ in results)
    low, high = wilson_interval(round(wins), n)
    budget = f"{args.seconds} s" if args.seconds is not None else f"{args.simulations} rollouts"
    budget += ", no racing" if args.race is None else f", racing at {args.race}"
    print(
        f"SearchAgent ({budget} per decision) vs {args.players - 1} GreedyAgent, "
        f"{args.preset}, {n} games, seat rotated"
    )
    print(
        f"win rate {wins / n:.1%}  (95% Wilson interval {low:.1%} - {high:.1%}; "
        f"an equal player: {1 / args.players:.1%})"
    )
    by_seat = []
    for seat in range(args.players):
        mine = [share for s, share, *_ in results if s == seat]
        if mine:
            by_seat.append(f"seat {seat}: {sum(mine) / len(mine):.0%} of {len(mine)}")
    print("by seat: " + ", ".join(by_seat))
    moves = sum(r[2] for r in results)
    thinking = sum(r[3] for r in results)
    actions = sum(r[4] for r in results)
    game_time = sum(r[5] for r in results)
    print(
        f"search agent: {moves / thinking:.0f} moves/s ({1000 * thinking / moves:.1f} ms per "
        f"move, {moves / n:.0f} moves per game); games: {actions / game_time:.0f} actions/s, "
        f"{game_time / n:.2f} s per game ({args.clock} clock); wall {wall:.0f} s with "
        f"{args.workers} workers"
    )
    # Equal digests: the same games move for move (a change that keeps every decision).
    games = hashlib.sha256("".join(r[7] for r in sorted(results, key=lambda r: r[6])).encode())
    print(f"games' digest {games.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
