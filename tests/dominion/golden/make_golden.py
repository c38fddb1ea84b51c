#!/usr/bin/env python3
"""Dominion's golden games: the hashes of final states of seeded games, per player count
and lineup of bots, so that a refactor that alters games is seen.

    python tests/dominion/golden/make_golden.py        # rewrite hashes.json

A change that alters games regenerates ``hashes.json`` in its own commit saying why.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable
from pathlib import Path

import dominion_rules as dr

HERE = Path(__file__).parent
#: Seeds per configuration.
SEEDS = 30

#: Agents per seat of each configuration (the kingdom is drawn per seed).
LINEUPS: dict[str, tuple[str, ...]] = {
    "random_2": ("random", "random"),
    "mixed_2": ("greedy", "smithy"),
    "random_3": ("random", "random", "random"),
    "mixed_3": ("greedy", "bm", "random"),
    "random_4": ("random", "random", "random", "random"),
    "mixed_4": ("greedy", "smithy", "bm", "random"),
}


def configs() -> dict[str, tuple[str, ...]]:
    """The configurations by name: the agents of each seat."""
    return dict(LINEUPS)


def game(name: str, seed: int) -> dr.GameRecord:
    """Game ``seed`` of configuration ``name``: a random kingdom drawn from the seed,
    every third seed with the variant ``open_discard_size``, every fifth with
    ``curses_20_for_3`` (3 players)."""
    from dominion_rules.agents import agent_named

    agents = LINEUPS[name]
    players = len(agents)
    variants: tuple[str, ...] = ()
    if seed % 3 == 0:
        variants += ("open_discard_size",)
    if seed % 5 == 0 and players == 3:
        variants += ("curses_20_for_3",)
    kingdom = dr.random_kingdom(random.Random(f"golden:{seed}"))
    config = dr.GameConfig(players=players, seed=seed, kingdom=kingdom, variants=variants)
    return dr.play(config, [agent_named(a) for a in agents])


def hashes_of(name: str, seeds: Iterable[int]) -> list[str]:
    """The hash of each game's final state (its JSON, which holds every zone in order)."""
    out = []
    for seed in seeds:
        text = dr.to_json(game(name, seed).final_state)
        out.append(hashlib.sha256(text.encode()).hexdigest()[:16])
    return out


def main() -> None:
    hashes = {name: hashes_of(name, range(SEEDS)) for name in configs()}
    (HERE / "hashes.json").write_text(json.dumps(hashes, indent=1, sort_keys=True) + "\n")
    print(f"wrote {sum(map(len, hashes.values()))} hashes")


if __name__ == "__main__":
    main()
