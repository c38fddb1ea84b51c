#!/usr/bin/env python3
"""Instructions per game: the deterministic figure of milestone 16's measurements.

The clock of a shared machine varies by 5-10% from run to run; the number of
instructions the interpreter runs does not. This runs, under ``valgrind --tool=cachegrind
--cache-sim=no`` with ``PYTHONHASHSEED=0``, one process that plays a warm-up game and
then ``--games`` games, and one that plays only the warm-up; the difference over the
games is printed per game.

    python benchmarks/instructions.py                   # classic 4p play(), seeds 1-10
    python benchmarks/instructions.py --mode step       # the step API
    python benchmarks/instructions.py --mode dc8 --games 4   # Dark City 8p

Modes: ``play`` (``cr.play`` with random agents, classic 4 players), ``step``
(``legal_actions`` + ``apply``, classic 4 players), ``dc8`` (``cr.play``, Dark City, 8
players, the ten Dark City characters of ``bench_random.py``), ``apply`` and ``dc8-apply``
(the games of ``play`` and ``dc8`` applied again on a working state with no listing:
the ceiling of any listing, ``ceiling.py``'s "apply only"; counted as the games played
and replayed less the games played). Needs valgrind.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

from bench_random import DARK_CITY_8  # the same lineup as the timed benchmark

import citadels_rules as cr

WARM_UP_SEED = 1000


def config(mode: str, seed: int) -> cr.GameConfig:
    """The configuration a mode plays."""
    if mode == "dc8":
        return cr.GameConfig(players=8, preset="dark_city", seed=seed, characters=DARK_CITY_8)
    return cr.GameConfig(players=4, preset="classic", seed=seed)


def one_game(mode: str, seed: int) -> None:
    """Play the game ``seed`` of ``mode``."""
    if mode.endswith("apply"):  # play it, then apply its actions again without listing
        from citadels_rules.game.reducer import Ctx, advance
        from citadels_rules.runner import start, thaw

        played = "dc8" if mode == "dc8-apply" else "play"
        cfg = config(played, seed)
        record = cr.play(cfg, agents=[cr.RandomAgent()] * cfg.players)
        ctx = Ctx(None, None)
        state = thaw(start(cfg, ctx))
        for action in record.actions:
            state = advance(state, action, ctx)
        return
    cfg = config(mode, seed)
    if mode == "step":
        rng = random.Random(seed)
        state = cr.new_game(cfg)
        while not state.is_over:
            legal = cr.legal_actions(state)
            state = cr.apply(state, legal[int(rng.random() * len(legal))])
        return
    cr.play(cfg, agents=[cr.RandomAgent()] * cfg.players)


def instructions(argv: list[str]) -> int:
    """Instructions of this script run with ``argv`` under cachegrind."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            f"--cachegrind-out-file={tmp}/out",
            sys.executable,
            __file__,
            *argv,
        ]
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise RuntimeError(f"no instruction count in valgrind's output:\n{done.stderr}")
    return int(found.group(1).replace(",", ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--mode", choices=("play", "step", "dc8", "apply", "dc8-apply"), default="play"
    )
    parser.add_argument("--games", type=int, default=10, help="games after the warm-up (10)")
    parser.add_argument("--run", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.run is not None:  # inside valgrind: the warm-up, then `--run` games
        one_game(args.mode, WARM_UP_SEED)
        for seed in range(1, args.run + 1):
            one_game(args.mode, seed)
        return 0
    games = instructions(["--mode", args.mode, "--run", str(args.games)])
    warm_up = instructions(["--mode", args.mode, "--run", "0"])
    per_game = (games - warm_up) / args.games
    if args.mode.endswith("apply"):  # less the games played, counted the same way
        played = "dc8" if args.mode == "dc8-apply" else "play"
        games = instructions(["--mode", played, "--run", str(args.games)])
        warm_up = instructions(["--mode", played, "--run", "0"])
        per_game -= (games - warm_up) / args.games
    print(f"{args.mode}: {per_game / 1e6:.2f} M instructions per game (seeds 1-{args.games})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
