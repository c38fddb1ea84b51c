#!/usr/bin/env python3
"""How often Dominion's ``SearchAgent`` beats ``BigMoneyAgent`` and ``GreedyAgent``, and
how fast it plays.

For each opponent (``--opponents``, default ``bm,greedy``) plays ``--games`` two-player
games on the kingdom ``--kingdom`` (a name of ``dr.kingdoms()``, default ``first_game``),
the search agent at seat ``game % 2`` (so both seats get the same share: the seat
advantage cancels), game ``g`` with seed ``--seed + g``. Prints per opponent:

* the search agent's win rate (a shared victory counts 1/2) with its 95% Wilson
  interval (``tabletop_engine.stats.wilson_interval``), beside an equal player's
  50%, and the share of games it lost;
* moves per second: the search agent's own decisions per second of its thinking time,
  the decisions it searched per game, and the whole games' actions per second.

    python benchmarks/bench_dominion_search.py                        # 200 games each
    python benchmarks/bench_dominion_search.py --kingdom size_distortion --workers 2
    python benchmarks/bench_dominion_search.py --simulations 64 --turns 2
    python benchmarks/bench_dominion_search.py --seconds 0.02          # a time budget
    python benchmarks/bench_dominion_search.py --no-ledger             # one pool of cards
    python benchmarks/bench_dominion_search.py --smoke                 # CI: 4 games each

A benchmark, not a test: rates carry their intervals; speeds depend on the machine.
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool
from typing import Any

import dominion_rules as dr
from tabletop_engine.stats import wilson_interval

OPPONENTS = {"bm": dr.BigMoneyAgent, "greedy": dr.GreedyAgent, "smithy": dr.SmithyBigMoneyAgent}


class Timed:
    """Wraps an agent, counting its decisions and the time it takes."""

    observes = True

    def __init__(self, agent: dr.SearchAgent) -> None:
        self.agent = agent
        self.moves = 0
        self.seconds = 0.0

    def act(self, view: Any, legal: Any, rng: Any) -> dr.Action:
        started = time.perf_counter()
        action = self.agent.act(view, legal, rng)
        self.seconds += time.perf_counter() - started
        self.moves += 1
        return action


Job = tuple[str, int, argparse.Namespace]
Result = tuple[str, float, int, float, int, int, float]


def play_one(job: Job) -> Result:
    """One game: (opponent, win share, moves, thinking seconds, searched, actions, game
    seconds)."""
    opponent, game, args = job
    seat = game % 2
    search = dr.SearchAgent(
        simulations=args.simulations,
        seconds=args.seconds,
        seed=game,
        candidates=args.candidates,
        turns=args.turns,
        remember=not args.no_ledger,
    )
    timed = Timed(search)
    agents: list[object] = [OPPONENTS[opponent](), OPPONENTS[opponent]()]
    agents[seat] = timed
    kingdom = dr.kingdoms()[args.kingdom]
    config = dr.GameConfig(players=2, seed=args.seed + game, kingdom=kingdom)
    started = time.perf_counter()
    record = dr.play(config, agents)
    elapsed = time.perf_counter() - started
    won = record.winners
    share = 1.0 / len(won) if seat in won else 0.0
    actions = len(record.actions)
    return opponent, share, timed.moves, timed.seconds, search.searched, actions, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--kingdom", default="first_game", choices=sorted(dr.kingdoms()))
    parser.add_argument("--opponents", default="bm,greedy")
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--simulations", type=int, default=dr.SearchAgent().simulations)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--candidates", type=int, default=dr.SearchAgent().candidates)
    parser.add_argument("--turns", type=int, default=dr.SearchAgent().turns)
    parser.add_argument("--no-ledger", action="store_true")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--smoke", action="store_true", help="4 games each, a small budget")
    args = parser.parse_args()
    if args.smoke:
        args.games, args.simulations = 4, 4
    opponents = [o.strip() for o in args.opponents.split(",") if o.strip()]
    unknown = [o for o in opponents if o not in OPPONENTS]
    if unknown:
        parser.error(f"unknown opponents {unknown} (known: {sorted(OPPONENTS)})")

    jobs = [(o, g, args) for o in opponents for g in range(args.games)]
    started = time.perf_counter()
    if args.workers > 1:
        with Pool(args.workers) as pool:
            results = list(pool.imap_unordered(play_one, jobs))
    else:
        results = [play_one(job) for job in jobs]
    wall = time.perf_counter() - started

    budget = f"{args.seconds} s" if args.seconds is not None else f"{args.simulations} rollouts"
    horizon = "the game's end" if args.turns is None else f"{args.turns} of its turns"
    ledger = "no ledger" if args.no_ledger else "ledger"
    print(
        f"SearchAgent ({budget} per decision, {args.candidates} candidates, rollouts to "
        f"{horizon}, {ledger}), 2 players, kingdom {args.kingdom}, seats alternated"
    )
    for opponent in opponents:
        mine = [r for r in results if r[0] == opponent]
        n = len(mine)
        wins = sum(r[1] for r in mine)
        low, high = wilson_interval(wins, n)
        lost = sum(1 for r in mine if r[1] == 0.0) / n
        moves = sum(r[2] for r in mine)
        thinking = sum(r[3] for r in mine)
        searched = sum(r[4] for r in mine)
        actions = sum(r[5] for r in mine)
        game_time = sum(r[6] for r in mine)
        print(
            f"  vs {OPPONENTS[opponent].__name__:<20} win rate {wins / n:6.1%}  "
            f"[{low:.1%}, {high:.1%}] of {n} games (equal: 50%), lost {lost:.0%}"
        )
        print(
            f"      {moves / thinking:6.0f} moves/s ({1000 * thinking / moves:.1f} ms per move, "
            f"{searched / n:.0f} searched per game); {actions / game_time:.0f} actions/s, "
            f"{game_time / n:.2f} s per game"
        )
    print(f"wall {wall:.0f} s with {args.workers} worker(s)")


if __name__ == "__main__":
    main()
