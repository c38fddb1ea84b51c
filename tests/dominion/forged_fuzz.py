"""Dominion's forged-input fuzz, on the engine's fuzzer (:mod:`tabletop_engine.forging`),
as Citadels' ``tests/unit/forged_fuzz.py``: Dominion supplies its saved states and
records, the ids a forger tries and its invariants; the mutations and judges are the
engine's.

- :func:`fuzz`: mutants of saved states (every kingdom, 2-4 players, states at a few
  steps and mid-decision, with queued effects), each refused with a ``ValueError`` or
  played on: 0 raw exceptions, 0 inconsistent states accepted (cards not those of the
  config's set-up, a reached state that :func:`dominion_rules.validate.problems`
  refuses), 0 stuck games.
- :func:`fuzz_records`: tampered records (one value of a record's JSON changed), each
  refused by ``from_json`` or by the checking ``replay``, or equal to the original but
  for its agents' names (which no replay can check): 0 forgeries accepted.

``python tests/dominion/forged_fuzz.py [states] [records] [seed]`` prints the counts.
"""

from __future__ import annotations

import functools
import json
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import dominion_rules as dr
from dominion_rules.testing.invariants import every_card
from dominion_rules.validate import problems
from dominion_rules.worlds import game_cards
from tabletop_engine import forging

STEPS = 200
#: (kingdom, players, agents) of the saved games.
GAMES = (
    ("first_game", 2, ("random", "greedy")),
    ("big_money", 3, ("random", "random", "bm")),
    ("interaction", 4, ("random", "greedy", "random", "random")),
    ("size_distortion", 2, ("random", "random")),
    ("village_square", 3, ("greedy", "random", "random")),
    ("interaction", 2, ("random", "random")),
)


def _agents(names: tuple[str, ...]) -> list[Any]:
    from dominion_rules.agents import agent_named

    return [agent_named(n) for n in names]


def _config(k: int) -> dr.GameConfig:
    kingdom, players, _ = GAMES[k]
    return dr.GameConfig(players=players, seed=200 + k, kingdom=dr.kingdoms()[kingdom])


@functools.cache
def saved_states(per_game: int = 6) -> tuple[tuple[str, str], ...]:
    """``(label, JSON text)`` of states at a few steps of a game of each kingdom, and
    of states with a decision pending (those with queued effects first)."""
    out = []
    for k, (kingdom, players, names) in enumerate(GAMES):
        config = _config(k)
        record = dr.play(config, _agents(names))
        state = dr.new_game(config)
        states = [state]
        for action in record.actions[:1500]:
            state = dr.apply(state, action)
            states.append(state)
        picks = {int(i * (len(states) - 1) / (per_game - 1)) for i in range(per_game)}
        asking = [i for i, s in enumerate(states) if s.pending is not None]
        queued = [i for i in asking if states[i].queue]
        rng = random.Random(k)
        picks.update(rng.sample(queued, min(3, len(queued))))
        picks.update(rng.sample(asking, min(3, len(asking))))
        for i in sorted(picks):
            out.append((f"{kingdom} {players}p step {i}", dr.to_json(states[i])))
    return tuple(out)


@functools.cache
def saved_records() -> tuple[tuple[str, str], ...]:
    """``(label, JSON text)`` of the records of short games (Big Money and Greedy)."""
    out = []
    for k, (kingdom, players, _) in enumerate(GAMES):
        agents = [dr.BigMoneyAgent() if s % 2 else dr.GreedyAgent() for s in range(players)]
        record = dr.play(_config(k), agents)
        out.append((f"record {kingdom} {players}p", dr.to_json(record)))
    return tuple(out)


def _ids_of(data: dict[str, Any]) -> tuple[str, ...]:
    """The ids a forger tries in strings: cards of the game and one outside it."""
    config = data.get("config") or data["final_state"]["config"]
    kingdom = config["kingdom"]
    outside = next(c for c in ("witch", "chapel", "moat") if c not in kingdom)
    return (kingdom[0], kingdom[-1], "copper", "province", outside)


def mutants(rng: random.Random, count: int) -> Iterator[tuple[str, str]]:
    """``count`` mutants ``(description, JSON text)`` drawn from every saved state."""
    docs = [(label, json.loads(text)) for label, text in saved_states()]
    return forging.mutants(rng, count, docs, _ids_of)


def _invariants(state: dr.GameState) -> Callable[[dr.GameState], str | None]:
    """Cards conserved against the loaded config's set-up, and every state valid."""
    expected = game_cards(state.config)

    def check(s: dr.GameState) -> str | None:
        found = every_card(s)
        if found != expected:
            return f"cards differ from the config's (+{found - expected} / -{expected - found})"
        bad = problems(s, probe=False)
        return f"a reached state is invalid: {bad}" if bad else None

    return check


GAME = forging.Game(
    load=dr.from_json,
    state_type=dr.GameState,
    legal=dr.legal_actions,
    apply=dr.apply,
    is_over=lambda s: s.is_over,
    invariants=_invariants,
    scores=dr.scores,
    winners=dr.winners,
    steps=STEPS,
)


def judge(text: str, seed: int) -> tuple[str, str]:
    """``(outcome, detail)`` of loading and playing on one mutant state."""
    return forging.judge(GAME, text, seed)


def fuzz(count: int, seed: int = 0) -> tuple[Counter[str], list[tuple[str, str, str]]]:
    """Outcome counts of ``count`` mutant states and the bad ones."""
    return forging.fuzz(count, seed, mutants, judge)


@functools.cache
def _originals() -> dict[str, Any]:
    """The saved records read back, by label."""
    return {label: dr.from_json(text) for label, text in saved_records()}


#: The label of the record each tampered text came from (filled by record_mutants).
_ORIGIN: dict[str, str] = {}


def record_mutants(rng: random.Random, count: int) -> Iterator[tuple[str, str]]:
    """``count`` tampered records ``(description, JSON text)``."""
    docs = [(label, json.loads(text)) for label, text in saved_records()]
    labels = [label for label, _ in docs]
    for what, text in forging.mutants(rng, count, docs, _ids_of):
        _ORIGIN[text] = next(label for label in labels if what.startswith(f"{label}: "))
        yield what, text


def judge_record(text: str, seed: int) -> tuple[str, str]:
    """``(outcome, detail)`` of one tampered record against the record it came from."""
    original = _originals()[_ORIGIN.pop(text)]
    return forging.judge_record(text, original, load=dr.from_json, replay=dr.replay)


def fuzz_records(count: int, seed: int = 0) -> tuple[Counter[str], list[tuple[str, str, str]]]:
    """Outcome counts of ``count`` tampered records and the forgeries accepted."""
    return forging.fuzz(count, seed, record_mutants, judge_record, fine=("refused", "same"))


if __name__ == "__main__":
    import sys
    import time

    states = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    records = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    for name, run, n in (("states", fuzz, states), ("records", fuzz_records, records)):
        t = time.perf_counter()
        counts, bad = run(n, seed)
        print(name, dict(counts), f"{time.perf_counter() - t:.1f} s")
        for what, outcome, detail in bad[:20]:
            print(f"{outcome}: {what}\n    {detail[:300]}")
