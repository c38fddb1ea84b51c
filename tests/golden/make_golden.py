"""Golden hashes of final states: games are data, and a refactor must not change them.

For every preset and player count (classic 2-7; dark_city 2-8 with its default lineup and
with the Dark City characters), 100 seeds are played with the step API, choosing
uniformly among ``legal_actions`` with ``random.Random(seed)``; the SHA-256 of each final
state's JSON is recorded. ``tests/unit/test_golden.py`` replays them.

Regenerate (only in a commit that says why games changed)::

    python tests/golden/make_golden.py
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import citadels_rules as cr

HERE = Path(__file__).parent
HASHES = HERE / "hashes.json"
SEEDS = 100
DARK_CITY = (
    "witch",
    "tax_collector",
    "wizard",
    "emperor",
    "abbot",
    "alchemist",
    "navigator",
    "diplomat",
)


def dark_city_lineup(players: int) -> tuple[str, ...]:
    """The Dark City characters a game of ``players`` may use (C-6.1, C-7.2)."""
    if players == 3:
        return DARK_CITY[1:]  # method 1: no rank 1
    if players >= 5:
        return (*DARK_CITY, "queen")
    return (*DARK_CITY, "artist") if players != 2 else DARK_CITY


def configs() -> dict[str, cr.GameConfig]:
    """Every (name -> config without seed) the hashes cover."""
    out = {}
    for n in range(2, 8):
        out[f"classic/{n}"] = cr.GameConfig(players=n, preset="classic", seed=0)
    for n in range(2, 9):
        out[f"dark_city/{n}"] = cr.GameConfig(players=n, preset="dark_city", seed=0)
        out[f"dark_city_lineup/{n}"] = cr.GameConfig(
            players=n, preset="dark_city", seed=0, characters=dark_city_lineup(n)
        )
    return out


def final_state(config: cr.GameConfig, seed: int) -> cr.GameState:
    """The end of the random game of ``config`` with ``seed`` (step API)."""
    import attrs

    config = attrs.evolve(config, seed=seed)
    rng = random.Random(seed)
    state = cr.new_game(config)
    while not state.is_over:
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    return state


#: The state fields a golden hash covers: the game itself. Bookkeeping fields added later
#: (records for plugins, caches) do not change a game, so they do not change its hash.
FIELDS = (
    "aside",
    "bank",
    "built_this_round",
    "calling",
    "config",
    "crown",
    "deck",
    "discard",
    "draft",
    "end_triggered",
    "lineup",
    "marks",
    "out",
    "pending",
    "phase",
    "players",
    "queue",
    "revealed",
    "rng",
    "round",
    "steps",
    "tokens",
    "turn",
)


def digest(state: cr.GameState) -> str:
    """A short stable hash of the game fields of a state's JSON."""
    data = json.loads(cr.to_json(state))["data"]
    game = {k: data[k] for k in FIELDS}
    return hashlib.sha256(json.dumps(game, sort_keys=True).encode()).hexdigest()[:16]


def hashes_of(name: str, config: cr.GameConfig, seeds: range) -> list[str]:
    return [digest(final_state(config, s)) for s in seeds]


def main() -> None:
    table = {name: hashes_of(name, cfg, range(SEEDS)) for name, cfg in configs().items()}
    HASHES.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"wrote {HASHES} ({sum(map(len, table.values()))} games)", file=sys.stderr)


if __name__ == "__main__":
    main()
