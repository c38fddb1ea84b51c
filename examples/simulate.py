"""An example simulation script: win rates per character over many games.

    python examples/simulate.py

The ``citadels simulate`` command does the same with a progress bar, worker processes
and Dask; this shows the few lines underneath.
"""

from __future__ import annotations

from collections import Counter

import citadels_rules as cr

GAMES = 300


def win_rates(
    games: int = GAMES, players: int = 5, preset: str = "classic"
) -> list[tuple[str, float, int]]:
    """``(character, share of its games won, games)`` for each character held in the last
    round of ``games`` random games, most held first."""
    held: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for seed in range(games):
        config = cr.GameConfig(players=players, preset=preset, seed=seed)
        record = cr.play(config, record_events=False)
        for seat, player in enumerate(record.final_state.players):
            for character in player.characters:
                held[character] += 1
                won[character] += seat in record.winners
    return [(character, won[character] / n, n) for character, n in held.most_common()]


if __name__ == "__main__":
    for character, rate, n in win_rates():
        print(f"{character:12} won {rate:6.1%} of {n} games")
