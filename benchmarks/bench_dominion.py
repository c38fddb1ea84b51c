#!/usr/bin/env python3
"""How fast dominion_rules plays Big Money games, and what the bots' games look like.

Prints, on one core (CPU time of this process, ``time.process_time``):

* ``BM mirror``: games per CPU-second and actions per game of
  ``dr.play(GameConfig(players=2, seed=s), [BigMoneyAgent(), BigMoneyAgent()])``;
* ``Smithy-BM vs BM``: the same with ``SmithyBigMoneyAgent`` against ``BigMoneyAgent``,
  seats alternated.

Then over ``--games`` games each (seeds 0, 1, ...; the first-game kingdom):

* Smithy-BM's win rate against BM with its 95% Wilson interval (a shared win counts
  1/2), BM's, and the tie rate;
* the first-player advantage in the BM mirror (seat 0's win rate, its interval);
* mean turns per game (the most turns any seat took) and the tie rate under D-7.3,
  beside the rate of equal VP (the ties a simulator without D-7.3's turn rule reports:
  Big Money never declines a Province, so most mirror games split them 4-4).

The target of issue 22 is 2x pyminion, measured at about 140 BM-mirror games per
CPU-second on one core: at least 280.

    python benchmarks/bench_dominion.py                    # 500 timed, 2,000 for rates
    python benchmarks/bench_dominion.py --games 10000      # the issue's 10,000 games
    python benchmarks/bench_dominion.py --smoke            # CI: a few games, not timed
"""

from __future__ import annotations

import argparse
import time

import dominion_rules as dr
from tabletop_engine.stats import wilson_interval

TARGET = 280.0


def _game(seed: int, smithy_seat: int | None) -> dr.GameRecord:
    agents: list[object] = [dr.BigMoneyAgent(), dr.BigMoneyAgent()]
    if smithy_seat is not None:
        agents[smithy_seat] = dr.SmithyBigMoneyAgent()
    return dr.play(dr.GameConfig(players=2, seed=seed), agents)


def timed(n: int, smithy: bool) -> tuple[float, float]:
    """Games per CPU-second and actions per game over ``n`` games."""
    actions = 0
    start = time.process_time()
    for seed in range(n):
        actions += len(_game(seed, seed % 2 if smithy else None).actions)
    elapsed = time.process_time() - start
    return n / elapsed, actions / n


def rates(n: int) -> None:
    """Win rates, first-player advantage, turns and ties."""
    smithy_wins = bm_wins = ties = 0.0
    turns = 0
    for seed in range(n):
        seat = seed % 2
        record = _game(seed, seat)
        w = record.winners
        ties += len(w) > 1
        smithy_wins += (seat in w) / len(w)
        bm_wins += ((1 - seat) in w) / len(w)
        turns += max(record.final_state.turns)
    lo, hi = wilson_interval(smithy_wins, n)
    print(
        f"Smithy-BM vs BM, {n} games: Smithy-BM wins {smithy_wins / n:.1%} [{lo:.1%}, {hi:.1%}]",
        end="",
    )
    lo, hi = wilson_interval(bm_wins, n)
    print(f", BM {bm_wins / n:.1%} [{lo:.1%}, {hi:.1%}], ties {ties / n:.1%}", end="")
    print(f", mean turns {turns / n:.1f}")
    first = ties = equal_vp = 0.0
    turns = 0
    for seed in range(n):
        record = _game(seed, None)
        w = record.winners
        ties += len(w) > 1
        totals = [s.total for s in record.scores]
        equal_vp += totals.count(max(totals)) > 1
        first += (0 in w) / len(w)
        turns += max(record.final_state.turns)
    lo, hi = wilson_interval(first, n)
    print(
        f"BM mirror, {n} games: first player wins {first / n:.1%} [{lo:.1%}, {hi:.1%}], "
        f"ties {ties / n:.1%}, mean turns {turns / n:.1f}"
    )
    print(
        f"  equal VP in {equal_vp / n:.1%} of them; D-7.3's fewer-turns rule decides those the "
        f"first player ended, leaving {ties / n:.1%} shared (equal VP and equal turns)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--timed", type=int, default=500, help="games per speed run")
    parser.add_argument("--games", type=int, default=2000, help="games for the rates")
    parser.add_argument("--smoke", action="store_true", help="a few games, not timed")
    args = parser.parse_args()
    if args.smoke:
        for seed in range(4):
            record = _game(seed, seed % 2)
            assert dr.replay(record) == record.final_state
        rates(10)
        print("smoke: ok")
        return
    _game(0, None)  # load the packs outside the timing
    gps, apg = timed(args.timed, smithy=False)
    verdict = "meets" if gps >= TARGET else "misses"
    print(
        f"BM mirror: {gps:.0f} games per CPU-second, {apg:.0f} actions per game "
        f"({verdict} the target of {TARGET:.0f}, 2x pyminion's ~140)"
    )
    gps, apg = timed(args.timed, smithy=True)
    print(f"Smithy-BM vs BM: {gps:.0f} games per CPU-second, {apg:.0f} actions per game")
    rates(args.games)


if __name__ == "__main__":
    main()
