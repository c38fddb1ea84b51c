"""An example simulation script: win rates per character over many games.

    python examples/simulate.py

The ``citadels simulate`` command does the same with a progress bar, worker processes
and Dask; this shows the few lines underneath.
"""

from __future__ import annotations

from collections import Counter

import citadels_rules as cr

GAMES = 300
held: Counter[str] = Counter()
won: Counter[str] = Counter()
for seed in range(GAMES):
    record = cr.play(cr.GameConfig(players=5, seed=seed), record_events=False)
    last_round = record.final_state.players
    for seat, player in enumerate(last_round):
        for character in player.characters:
            held[character] += 1
            won[character] += seat in record.winners
for character, n in held.most_common():
    print(f"{character:12} won {won[character] / n:6.1%} of {n} games")
