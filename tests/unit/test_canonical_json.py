"""Milestone 5, item 6: JSON text is canonical: equal values give equal text in every
process (sets are written sorted, whatever ``PYTHONHASHSEED``), and reading then
writing a document gives the same text back."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import citadels_rules as cr

#: Plays a seeded game to the first turn that used three once-per-turn tokens and
#: prints the state's JSON, and the text of its round trip.
SCRIPT = """
import random, sys
import citadels_rules as cr
rng = random.Random(0)
state = cr.new_game(cr.GameConfig(players=4, preset="dark_city", seed=0))
while state.turn is None or len(state.turn.used) < 3:
    state = cr.apply(state, rng.choice(cr.legal_actions(state)))
text = cr.to_json(state)
assert cr.to_json(cr.from_json(text)) == text
sys.stdout.write(text)
"""


def _text_with_hash_seed(seed: int) -> str:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_equal_states_give_equal_text_in_every_process() -> None:
    texts = {seed: _text_with_hash_seed(seed) for seed in (0, 1, 2, 3, 4, 5)}
    assert len(set(texts.values())) == 1
    used = json.loads(texts[0])["data"]["turn"]["used"]
    assert len(used) >= 3 and used == sorted(used)


def test_a_set_is_written_sorted_whatever_its_iteration_order() -> None:
    state = cr.new_game(cr.GameConfig(players=4, seed=2))
    rng = random.Random(2)
    while state.turn is None:
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
    tokens = ["warlord", "income", "built", "assassin", "laboratory", "end_turn", "zz", "a"]
    texts = set()
    for k in range(6):
        order = tokens[k:] + tokens[:k]
        forged = state.but(turn=state.turn.but(used=frozenset(order)))
        texts.add(cr.to_json(forged))
        assert json.loads(cr.to_json(forged))["data"]["turn"]["used"] == sorted(tokens)
    assert len(texts) == 1


def test_writing_what_was_read_gives_the_same_text() -> None:
    record = cr.play(cr.GameConfig(players=5, preset="dark_city", seed=11))
    rng, state = random.Random(1), cr.new_game(cr.GameConfig(players=3, seed=4))
    for _ in range(60):
        state = cr.apply(state, rng.choice(cr.legal_actions(state)))
        text = cr.to_json(state)
        assert cr.to_json(cr.from_json(text)) == text
    for value in (record, record.config, record.scores[0], cr.observe(record.final_state, 1)):
        text = cr.to_json(value, indent=1)
        assert cr.to_json(cr.from_json(text), indent=1) == text
