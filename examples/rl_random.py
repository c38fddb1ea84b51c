"""Two policies through the PettingZoo environment (needs the ``rl`` extra).

Seat 0 plays a *masked-greedy* policy: it decodes the legal ids of its action mask and
lets :class:`citadels_rules.GreedyAgent` pick among them; the other seats play uniformly
at random among the ids the mask allows. Games follow one another for a few hundred
steps; the rewards collected by each policy are printed.

    python examples/rl_random.py
    python examples/rl_random.py --steps 2000 --players 6 --preset dark_city
"""

from __future__ import annotations

import argparse
import random
from typing import Any

import numpy as np

import citadels_rules as cr
import citadels_rules.rl as crl


def random_policy(observation: dict[str, np.ndarray], rng: np.random.Generator) -> int:
    """A uniformly random legal action id."""
    return int(rng.choice(np.flatnonzero(observation["action_mask"])))


class MaskedGreedy:
    """Chooses what :class:`~citadels_rules.GreedyAgent` would among the masked ids."""

    def __init__(self, env: Any) -> None:
        self.raw = env.unwrapped
        self.greedy = cr.GreedyAgent()
        self.rng = random.Random(0)

    def __call__(self, agent: str, observation: dict[str, np.ndarray]) -> int:
        view = self.raw.view(agent)  # what this seat may know
        ids = [int(i) for i in np.flatnonzero(observation["action_mask"])]
        actions = [self.raw.space.action_from_id(i, view.seat, view) for i in ids]
        chosen = self.greedy.act(view, actions, self.rng)
        return ids[actions.index(chosen)]


def run(steps: int = 300, players: int = 4, preset: str = "classic", seed: int = 0) -> dict:
    """Play ``steps`` env steps; the total reward, games and steps of each policy."""
    env = crl.env(players=players, preset=preset, seed=seed)
    greedy = MaskedGreedy(env)
    rng = np.random.default_rng(seed)
    totals = {"greedy": 0.0, "random": 0.0}
    games = done = 0
    env.reset(seed=seed)
    while done < steps:
        for agent in env.agent_iter():
            observation, reward, terminated, truncated, _ = env.last()
            totals["greedy" if agent == "player_0" else "random"] += reward
            if terminated or truncated:
                action = None
            elif agent == "player_0":
                action = greedy(agent, observation)
            else:
                action = random_policy(observation, rng)
            env.step(action)
            done += 1
        games += 1
        env.reset()
    env.close()
    return {"steps": done, "games": games, "rewards": totals}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    out = run(args.steps, args.players, args.preset, args.seed)
    print(f"{out['steps']} steps, {out['games']} games")
    others = args.players - 1
    print(f"  masked-greedy (seat 0): {out['rewards']['greedy']:.2f} wins")
    print(f"  random ({others} seats):   {out['rewards']['random']:.2f} wins")


if __name__ == "__main__":
    main()
