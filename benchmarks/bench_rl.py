#!/usr/bin/env python3
"""How many environment steps per second the RL environments make (needs the ``rl`` extra).

For each configuration it prints:

* ``aec``: steps per second of the PettingZoo environment (``citadels_rules.rl.env``)
  with a random policy reading the action mask: ``last()`` (the observation vector and
  the mask) + ``step()``, the dead agents' final steps included;
* ``gym``: learner steps per second of the Gymnasium wrapper (``single_agent``) against
  random opponents (each learner step also plays the opponents' actions);
* ``engine``: actions per second of a bare ``legal_actions`` + ``apply`` loop, for
  comparison (what the environments add is the encoding).

Beside ``aec`` and ``gym``, ``env only`` is the same loop's rate counting only the time
inside the environment's calls (a second run): the random policy's numpy calls are a
large share of the loop on Dark City's large action space.

    python benchmarks/bench_rl.py                  # classic 4p and dark_city 8p, 3 s each
    python benchmarks/bench_rl.py --seconds 10 --configs classic:4,dark_city:6
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

import citadels_rules as cr
import citadels_rules.rl as crl


def bench_aec(players: int, preset: str, seconds: float, *, env_only: bool = False) -> float:
    """PettingZoo env steps per second, random masked policy.

    ``env_only``: count only the time spent inside the environment's calls (``last()``
    and ``step()``), not the policy's (numpy's ``flatnonzero`` of an ``int8`` mask is slow
    on a large action space: about 45 us on Dark City 8p's 32,571 ids). The default
    figure is the whole loop's."""
    env = crl.env(players=players, preset=preset, seed=0)
    rng = np.random.default_rng(0)
    env.reset(seed=0)
    clock = time.perf_counter
    steps, inside, start = 0, 0.0, clock()
    while clock() - start < seconds:
        for agent in env.agent_iter():
            if env_only:
                t0 = clock()
                obs, _, terminated, truncated, _ = env.last()
                inside += clock() - t0
            else:
                obs, _, terminated, truncated, _ = env.last()
            action = None
            if not (terminated or truncated):
                action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            if env_only:
                t0 = clock()
                env.step(action)
                inside += clock() - t0
            else:
                env.step(action)
            steps += 1
            del agent
        env.reset()
    return steps / (inside if env_only else clock() - start)


def bench_gym(players: int, preset: str, seconds: float, *, env_only: bool = False) -> float:
    """Gymnasium single-agent steps per second (random learner and opponents).

    ``env_only``: count only the time spent inside ``reset()`` and ``step()`` (the
    opponents' moves included), not the learner's policy."""
    env = crl.single_agent(seat=0, players=players, preset=preset, seed=0)
    rng = np.random.default_rng(0)
    clock = time.perf_counter
    steps, inside, start = 0, 0.0, clock()
    while clock() - start < seconds:
        t0 = clock()
        obs, _ = env.reset()
        inside += clock() - t0
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            t0 = clock()
            obs, _, terminated, truncated, _ = env.step(action)
            inside += clock() - t0
            done = terminated or truncated
            steps += 1
    return steps / (inside if env_only else clock() - start)


def bench_engine(players: int, preset: str, seconds: float) -> float:
    """Bare engine actions per second (``legal_actions`` + ``apply``)."""
    rng = random.Random(0)
    steps, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = cr.new_game(cr.GameConfig(players=players, preset=preset, seed=seed))
        while not state.is_over:
            state = cr.apply(state, rng.choice(cr.legal_actions(state)))
            steps += 1
        seed += 1
    return steps / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    parser.add_argument("--configs", default="classic:4,dark_city:8", help="preset:players,...")
    args = parser.parse_args()
    for item in args.configs.split(","):
        preset, _, players = item.partition(":")
        n = int(players)
        space = crl.ActionSpace(cr.GameConfig(players=n, preset=preset))
        encoder = crl.ObservationEncoder(cr.GameConfig(players=n, preset=preset), space)
        print(f"{preset} {n}p: {space.size} action ids, observation of {encoder.size} floats")
        aec, aec_env = (bench_aec(n, preset, args.seconds, env_only=e) for e in (False, True))
        print(f"  aec     {aec:9,.0f} steps/s          (env only: {aec_env:9,.0f})")
        gym, gym_env = (bench_gym(n, preset, args.seconds, env_only=e) for e in (False, True))
        print(f"  gym     {gym:9,.0f} learner steps/s  (env only: {gym_env:9,.0f})")
        print(f"  engine  {bench_engine(n, preset, args.seconds):9,.0f} actions/s")


if __name__ == "__main__":
    main()
