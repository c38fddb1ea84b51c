"""Soak run: random games of every preset and player count, every invariant at every step.

Classic with 2-7 players and Dark City with 2-8 players, the latter with its default
lineup and with the Dark City character of every rank, each game checked by
:func:`citadels_rules.testing.invariants.check_game` with ``every=1`` (gold and cards
conserved, each seat's view, hidden information, JSON round trip, determinism, legal
actions, termination at every step).

    python benchmarks/soak.py --games 50            # 50 games per combination
    python benchmarks/soak.py --minutes 20          # round-robin until the time is up

``pytest -m soak`` runs the same combinations with ``CITADELS_SOAK_GAMES`` games each
(default 2); it is excluded from the default test run. Exits with 1 on any failure.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator

from citadels_rules.game.config import GameConfig
from citadels_rules.game.packs import presets
from citadels_rules.testing.invariants import InvariantFailure, check_game
from tabletop_engine.files import atomic_write_text


def dark_city_lineup() -> tuple[str, ...]:
    """The Dark City character of ranks 1-8 (the second of each rank's pool)."""
    preset = presets()["dark_city"]
    return tuple(preset.pool_of(rank)[1] for rank in range(1, 9) if len(preset.pool_of(rank)) > 1)


def combinations() -> Iterator[tuple[str, GameConfig]]:
    """``(label, config)`` of every combination soaked (seed 0: the game's seed is set
    per game)."""
    for players in range(2, 8):
        yield f"classic-{players}p", GameConfig(players=players, preset="classic")
    dark = dark_city_lineup()
    for players in range(2, 9):
        yield f"dark_city-{players}p", GameConfig(players=players, preset="dark_city")
        # 3 players: the preset's three_player_method_1 plays without rank 1 (C-6.1)
        lineup = dark[1:] if players == 3 else dark
        yield (
            f"dark_city-{players}p-dc",
            GameConfig(players=players, preset="dark_city", characters=lineup),
        )


def soak_one(config: GameConfig, seed: int) -> int:
    """Play game ``seed`` of ``config`` with every check at every step; its step count."""
    state = check_game(GameConfig(**{**_fields(config), "seed": seed}), seed, every=1)
    return state.steps


def _fields(config: GameConfig) -> dict[str, object]:
    return {
        "players": config.players,
        "preset": config.preset,
        "characters": config.characters,
        "variants": config.variants,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="games per combination")
    parser.add_argument("--minutes", type=float, default=None, help="stop after this long")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--json", default=None, help="write the counts to this file")
    args = parser.parse_args(argv)
    games = args.games if args.games is not None else (10**9 if args.minutes else 5)
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else None
    combos = list(combinations())
    counts = {label: {"games": 0, "steps": 0, "failures": 0} for label, _ in combos}
    failures: list[str] = []
    started = time.monotonic()
    seed = args.seed
    try:
        for _ in range(games):
            for label, config in combos:
                if deadline is not None and time.monotonic() > deadline:
                    raise TimeoutError
                try:
                    steps = soak_one(config, seed)
                except InvariantFailure as exc:
                    counts[label]["failures"] += 1
                    failures.append(str(exc))
                    print(exc, file=sys.stderr)
                    steps = exc.step
                counts[label]["games"] += 1
                counts[label]["steps"] += steps
            seed += 1
    except (TimeoutError, KeyboardInterrupt):
        pass
    total = {k: sum(c[k] for c in counts.values()) for k in ("games", "steps", "failures")}
    report = {
        "total": total,
        "seconds": round(time.monotonic() - started, 1),
        "seeds": [args.seed, seed],
        "combinations": counts,
        "failure_messages": failures,
    }
    text = json.dumps(report, indent=2)
    print(text)
    if args.json:
        atomic_write_text(args.json, text + "\n")
    return 1 if total["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
